// Review 24 (undo and redo): the twin oracle. A table plays random fight commands mixed with what the table does
// beside the script (a player's own markers, tokens moved, sent to the GM layer, re-linked or deleted, another
// script's tracker row written with no event, restarts), then options that change what the markers look like, then
// `undo k`. Its twin plays the same, without the fight commands from the k-th last step on (the table's own doings are
// kept, in order): after the undo both must show the same table — the stored fight, our rows of the tracker, every
// token's markers, aura, tint and bars, the sheets' attributes, the ring and the clock's text, the tracker's page —
// and what is not the script's (the foreign markers, the foreign rows) must be as it was just before the undo.
// `redo k` must then give back exactly the table before the undo, and a new command after an undo drops the redo.
import fc from 'fast-check';
import type { DoubleObject } from 'roll20-double';
import { plain, type Table } from '../../integration/table';
import { opArb, playOp, show, undoTable, KEY, STARTERS, TOKENS, type Op, type Rules, type TokenKey } from '../../review21/undo/harness';

/** Marker tags no option, condition or effect of these runs gives: a player's own. */
export const FOREIGN_TAGS = ['red', 'purple', 'green'] as const;
const FOREIGN = new Set<string>(FOREIGN_TAGS);
const TORCH = 'Torch (other script)';

/** What the table does beside the script: never a step of the fight. */
export type TableOp =
  | { k: 'mark'; tok: TokenKey; tag: (typeof FOREIGN_TAGS)[number]; on: number }
  | { k: 'row'; at: number; pr: number; drop: boolean }
  | { k: 'move'; tok: TokenKey; dx: number }
  | { k: 'hide'; tok: TokenKey }
  | { k: 'relink'; tok: 'goblin' | 'kess2' | 'zombie' }
  | { k: 'delete'; tok: 'wisp' | 'kess2' | 'goblin' }
  | { k: 'restart' }
  /** An option set between the steps (no step either): the steps undone show theirs as the options are now. */
  | { k: 'config'; set: string }
  | { k: 'rename'; tok: TokenKey; name: string }
  /** A copy of a token pasted onto the map (Roll20 copies every property, the fight's marks too). */
  | { k: 'paste'; tok: TokenKey };

export type AnyOp = { f: Op } | { t: TableOp };

/** Options changed between the steps. */
const CONFIGS_BETWEEN = ['statuses=off', 'statuses=on', 'badges=off', 'badges=on', 'countdown=on', 'countdown=off', 'indicator=aura', 'indicator=tint', 'indicator=ring', 'condition.prone=skull', 'guard=lightning-helix', 'countertext=on', 'reroll=on', 'passed=reset', 'announce=gm', 'eot=on', 'autodamage=on', 'ping=on'] as const;

const tok = fc.constantFrom<TokenKey>(...TOKENS);
export const tableOpArb: fc.Arbitrary<TableOp> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('mark' as const), tok, tag: fc.constantFrom(...FOREIGN_TAGS), on: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('row' as const), at: fc.nat(8), pr: fc.integer({ min: 0, max: 30 }), drop: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('move' as const), tok, dx: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('hide' as const), tok: fc.constantFrom<TokenKey>('goblin', 'kess', 'borin', 'lira') }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('relink' as const), tok: fc.constantFrom('goblin' as const, 'kess2' as const, 'zombie' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('delete' as const), tok: fc.constantFrom('wisp' as const, 'kess2' as const, 'goblin' as const) }) },
  { weight: 1, arbitrary: fc.constant({ k: 'restart' as const }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('config' as const), set: fc.constantFrom(...CONFIGS_BETWEEN) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('rename' as const), tok, name: fc.constantFrom('Grim', 'Pale Rider', '') }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('paste' as const), tok }) },
);

/** The fight's commands of the review 21 harness, without travel, options, restarts and the table's doings. */
const fightOpArb = opArb.filter((o) => !['undo', 'redo', 'restart', 'config', 'layer', 'drag'].includes(o.k));

export const anyOpArb: fc.Arbitrary<AnyOp> = fc.oneof({ weight: 3, arbitrary: fightOpArb.map((f) => ({ f })) }, { weight: 1, arbitrary: tableOpArb.map((t) => ({ t })) });

/** Options changed after the play, before the undo: each changes what some marker, aura or text looks like. */
export const CONFIGS = [
  'condition.prone=skull',
  'condition.stunned=dead',
  'condition.prone=none',
  'guard=lightning-helix',
  'hold=half-haze',
  'flex=aura',
  'statuses=off',
  'statuses=on',
  'badges=off',
  'countdown=off',
  'countdown=on',
  'indicator=aura',
  'indicator=tint',
  'indicator=off',
  'indicator=ring',
  'countertext=on',
  'countertext=off',
] as const;

/** The copies pasted on each table, in order (their ids differ between twins). */
const pasted = new WeakMap<Table, string[]>();

export function playTableOp(t: Table, o: TableOp): void {
  const T = t.tokens as Record<TokenKey, DoubleObject>;
  const x = 'tok' in o ? T[o.tok] : undefined;
  const alive = x !== undefined && t.sb.getObj('graphic', x.id) !== undefined;
  switch (o.k) {
    case 'mark':
      if (alive) t.sb.driver.toggleMarker(x, o.tag, o.on === 0 ? false : o.on === 1 ? true : o.on);
      break;
    case 'row': {
      // another script writes its own row into the tracker (or takes it out), which fires no event
      const order = t.sb.turnOrder().filter((e) => !(o.drop && e.custom === TORCH));
      if (!o.drop) order.splice(Math.min(o.at, order.length), 0, { id: '-1', pr: o.pr, custom: TORCH, _pageid: t.page.id } as (typeof order)[number]);
      t.sb.setTurnOrder(order);
      break;
    }
    case 'move':
      if (alive) t.sb.driver.move(x, { left: Number(x.get('left')) + 70 * o.dx, top: Number(x.get('top')) + 35 });
      break;
    case 'hide':
      if (alive) t.sb.driver.setProps(x, { layer: x.get('layer') === 'gmlayer' ? 'objects' : 'gmlayer' });
      break;
    case 'relink':
      if (alive) t.sb.driver.setProps(x, { represents: x.get('represents') === t.characters.borin.id ? '' : t.characters.borin.id });
      break;
    case 'delete':
      if (alive) t.sb.driver.remove(x);
      break;
    case 'restart':
      t.sb.restart();
      break;
    case 'config':
      t.say(t.gm, `!rondel config --set ${o.set}`);
      break;
    case 'rename':
      // a name of its own (two tokens of one name are told apart by nobody, the players' reading included)
      if (alive) t.sb.driver.setProps(x, { name: o.name === '' ? '' : `${o.name} ${o.tok}` });
      break;
    case 'paste':
      if (alive) {
        const props = Object.fromEntries(Object.entries(x.toJSON()).filter(([key]) => !key.startsWith('_') && key !== 'id'));
        const copy = t.sb.driver.paste({ ...props, pageid: t.page.id, left: Number(x.get('left')) + 7 });
        pasted.set(t, [...(pasted.get(t) ?? []), copy.id]);
      }
      break;
  }
  t.sb.flush();
}

// ---------------------------------------------------------------------------------------------------------------
// the snapshot

export interface Snap {
  /** The script's own: must be the twin's after an undo, the table's before the undo after a redo. */
  readonly ours: Record<string, string>;
  /** What is not the script's: the same before and after an undo or redo. */
  readonly theirs: Record<string, string>;
}

const TOKEN_PROPS = [
  'aura1_radius',
  'aura1_color',
  'aura1_square',
  'aura2_radius',
  'aura2_color',
  'aura2_square',
  'showplayers_aura1',
  'showplayers_aura2',
  'tint_color',
  'bar1_value',
  'bar1_max',
  'bar2_value',
  'bar3_value',
  'layer',
  'left',
  'top',
  'represents',
  'name',
] as const;

export function snap(t: Table): Snap {
  const ours: Record<string, string> = {};
  const theirs: Record<string, string> = {};
  const stored = t.sb.state[KEY] as { fight: null | { rules: string; pageId: string; serial: number; timeline: { present: unknown } } } | undefined;
  const f = stored?.fight ?? null;
  ours.fight = f ? JSON.stringify({ rules: f.rules, pageId: f.pageId, serial: f.serial, present: f.timeline.present }) : 'null';
  const order = t.sb.turnOrder();
  ours.tracker = JSON.stringify(order.filter((e) => e.custom !== TORCH).map((e) => [e.id, e.pr, e.custom ?? '']));
  theirs.tracker = JSON.stringify(order.filter((e) => e.custom === TORCH).map((e) => [e.pr]));
  const ids = new Set<string>();
  for (const [k, x] of Object.entries(t.tokens)) {
    ids.add(x.id);
    const g = t.sb.getObj('graphic', x.id);
    if (!g) {
      ours[`token ${k}`] = 'deleted';
      continue;
    }
    const items = String(g.get('statusmarkers') ?? '')
      .split(',')
      .filter((s) => s !== '');
    const tag = (s: string): string => s.split('@')[0] as string;
    ours[`markers ${k}`] = items.filter((s) => !FOREIGN.has(tag(s))).join(',');
    theirs[`markers ${k}`] = items.filter((s) => FOREIGN.has(tag(s))).sort().join(',');
    ours[`token ${k}`] = JSON.stringify(TOKEN_PROPS.map((p) => g.get(p) ?? null));
  }
  // the copies pasted: their markers and marks, in the order they came
  (pasted.get(t) ?? []).forEach((id, i) => {
    ids.add(id);
    const g = t.sb.getObj('graphic', id);
    // (a copy's bar linked to the sheet is the sheet's: Roll20 shows the attribute in it, which the double does not)
    ours[`copy ${i}`] = g ? JSON.stringify(TOKEN_PROPS.filter((p) => p !== 'left' && !p.startsWith('bar')).map((p) => g.get(p) ?? null)) : 'deleted';
    // what the paste left of the conditions' and effects' markers is the table's (ruling 101): no undo's to change
    theirs[`copy ${i} markers`] = String(g?.get('statusmarkers') ?? '');
  });
  // the ring (or the GM's image) and the clock's text: where they are
  ours.objects = JSON.stringify(
    t.sb
      .allObjs('graphic')
      .filter((g) => !ids.has(g.id))
      .map((g) => [g.get('name'), g.get('left'), g.get('top'), g.get('width'), g.get('layer'), g.get('pageid')])
      .sort(),
  );
  ours.texts = JSON.stringify(
    t.sb
      .allObjs('text')
      .map((x) => [x.get('text'), x.get('left'), x.get('top'), x.get('layer'), x.get('pageid')])
      .sort(),
  );
  ours.attributes = JSON.stringify(
    t.sb
      .allObjs('attribute')
      .map((a) => [a.get('_characterid'), a.get('name'), a.get('current'), a.get('max')])
      // a `conditions` text written empty reads as none (the sheet shows nothing either way)
      .filter((a) => !(a[1] === 'conditions' && (a[2] ?? '') === '' && (a[3] ?? '') === ''))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
  ours.page = JSON.stringify(t.sb.campaign.get('initiativepage') ?? null);
  return { ours, theirs };
}

export function diff(label: string, want: Record<string, string>, got: Record<string, string>): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(want), ...Object.keys(got)])) if (want[k] !== got[k]) out.push(`${label} ${k}:\n    want ${String(want[k]).slice(0, 1200)}\n    got  ${String(got[k]).slice(0, 1200)}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// a run

export interface Case {
  readonly seed: number;
  readonly rules: Rules;
  readonly ops: readonly AnyOp[];
  readonly configs: readonly string[];
  readonly k: number;
  /** After the redo: undo k again, then a new `next`: nothing is left to redo. */
  readonly newCommand: boolean;
}

export function showCase(c: Case): string {
  return `seed ${c.seed} rules ${c.rules} k ${c.k} configs ${c.configs.join(' ')} new ${String(c.newCommand)}\n${c.ops.map((o) => ('f' in o ? `f ${show(o.f)}` : `t ${JSON.stringify(o.t)}`)).join('\n')}`;
}

function inFight(t: Table, id: string): boolean {
  const s = t.sb.state[KEY] as { fight: null | { timeline: { present: { combatants: { id: string }[] } } } } | undefined;
  return s?.fight?.timeline.present.combatants.some((c) => c.id === id) ?? false;
}

function pastLength(t: Table): number {
  const s = t.sb.state[KEY] as { fight: null | { timeline: { past: unknown[] } } } | undefined;
  return s?.fight?.timeline.past.length ?? -1;
}

function presentKey(t: Table): string {
  const s = t.sb.state[KEY] as { fight: null | { timeline: { present: unknown } } } | undefined;
  return JSON.stringify(s?.fight?.timeline.present ?? null);
}

function setUp(c: Case): Table {
  const t = undoTable(c.seed, { hidden: 'zombie' });
  t.say(t.gm, `!rondel start --rules ${c.rules}`, STARTERS.map((k) => (t.tokens as Record<TokenKey, DoubleObject>)[k]));
  return t;
}

/**
 * Plays the ops; returns the index of each op that made a step (an accepted fight command). A token renamed while out
 * of the fight keeps its old name in the steps before it left (ruling 89): the twin, which may have it in the fight
 * then, would differ by design, so a rename is played only where the first table had the token in the fight
 * (`renames`: made by the first table, followed by its twin).
 */
function play(t: Table, c: Case, ops: readonly (readonly [number, AnyOp])[], renames: Map<number, boolean>): number[] {
  const steps: number[] = [];
  ops.forEach(([i, o]) => {
    const before = pastLength(t);
    const key = presentKey(t);
    if ('f' in o) {
      // a command about a token deleted is no command a table can send (its selection is gone)
      const gone = (['tok', 'from', 'to'] as const).some((f) => {
        const key = (o.f as Record<string, unknown>)[f];
        return typeof key === 'string' && t.sb.getObj('graphic', (t.tokens as Record<string, DoubleObject>)[key]?.id ?? '') === undefined;
      });
      if (!gone) playOp(t, c.rules, o.f);
    } else if (o.t.k === 'rename') {
      if (!renames.has(i)) renames.set(i, inFight(t, (t.tokens as Record<TokenKey, DoubleObject>)[o.t.tok].id));
      if (renames.get(i) === true) playTableOp(t, o.t);
    } else playTableOp(t, o.t);
    t.sb.assertNoCrash();
    const after = pastLength(t);
    if ('f' in o && (after > before || (after === before && after === 30 && presentKey(t) !== key))) steps.push(i);
    if ('t' in o && after !== before) throw new Error(`table op ${i} ${JSON.stringify(o.t)} changed the history's length ${before} → ${after}`);
  });
  return steps;
}

/** The players' reading of some chat (not the GM's whispers). */
function playersRead(t: Table, ms: ReturnType<Table['say']>): string {
  return ms
    .filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id) || m.targets.includes(t.sam.id))
    .map((m) => plain(m.content))
    .join('\n');
}

/** Null when the case holds, else what differed. */
export function runCase(c: Case): string | null {
  const a = setUp(c);
  const renames = new Map<number, boolean>();
  const steps = play(a, c, c.ops.map((o, i) => [i, o] as const), renames);
  if (steps.length === 0) return null;
  const k = Math.min(c.k, steps.length, 30);
  const cut = steps[steps.length - k] as number;
  for (const set of c.configs) a.say(a.gm, `!rondel config --set ${set}`);
  const before = snap(a);
  const undone = a.say(a.gm, `!rondel undo ${k}`);
  a.sb.assertNoCrash();
  const afterUndo = snap(a);
  // the twin: the same without the fight's commands from the cut on
  const b = setUp(c);
  play(
    b,
    c,
    c.ops.map((o, i) => [i, o] as const).filter(([i, o]) => i < cut || 't' in o),
    renames,
  );
  for (const set of c.configs) b.say(b.gm, `!rondel config --set ${set}`);
  const twin = snap(b);
  const problems = [...diff('undo: ours', twin.ours, afterUndo.ours), ...diff('undo: theirs', before.theirs, afterUndo.theirs)];
  // a hidden token is never named to the players by the undo's card
  // (a token named '' goes by its character's name)
  const nameOf = (g: DoubleObject): string => String(g.get('name') || a.sb.getObj('character', String(g.get('represents') ?? ''))?.get('name') || '');
  const hiddenNames = (['goblin', 'kess', 'borin', 'lira', 'zombie'] as const).filter((n) => a.sb.getObj('graphic', a.tokens[n].id)?.get('layer') === 'gmlayer').map((n) => nameOf(a.tokens[n]));
  const visibleNames = new Set(Object.values(a.tokens).filter((g) => a.sb.getObj('graphic', g.id) && g.get('layer') !== 'gmlayer').map(nameOf));
  for (const x of hiddenNames.filter((n) => n !== '' && !visibleNames.has(n))) {
    if (new RegExp(`\\b${x}\\b(?! Twin)`).test(playersRead(a, undone))) problems.push(`the players read the hidden ${x} in the undo's card:\n${playersRead(a, undone)}`);
  }
  if (problems.length) return problems.join('\n');
  const redone = a.say(a.gm, `!rondel redo ${k}`);
  a.sb.assertNoCrash();
  const afterRedo = snap(a);
  problems.push(...diff('redo: ours', before.ours, afterRedo.ours), ...diff('redo: theirs', before.theirs, afterRedo.theirs));
  for (const x of ['Zombie']) if (new RegExp(`\\b${x}\\b`).test(playersRead(a, redone))) problems.push(`the players read the hidden ${x} in the redo's card`);
  if (problems.length) return problems.join('\n');
  if (c.newCommand) {
    a.say(a.gm, `!rondel undo ${k}`);
    const said = a.say(a.gm, '!rondel next');
    const stepped = pastLength(a);
    const again = plain(a.say(a.gm, '!rondel redo').map((m) => m.content).join('\n'));
    if (stepped >= 0 && said.length && !/nothing to redo/i.test(again) && snap(a).ours.fight !== afterUndo.ours.fight) return `after undo ${k} and a new next, redo still redoes: ${again}`;
  }
  return null;
}
