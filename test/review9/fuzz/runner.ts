// Review 9, fuzz angle: the operations the model-based fuzzer plays against the BUILT bundle in the Roll20 double,
// and the checks of the reference model (model.ts) after each of them. `play(ops)` returns the first violation (or
// null), so a fixed sequence can be replayed by a plain test.
import fc from 'fast-check';
import {
  anArena,
  BLOCKING,
  clockOf,
  CONDITION_MARKERS,
  diff,
  EFFECT_MARKERS,
  endOf,
  FLEX,
  hiddenNow,
  OURS,
  plain,
  reading,
  sheetText,
  visible,
  type ActorKey,
  type Arena,
  type Clock,
  type Model,
  type Rules,
  type Timed,
  type TokenKey,
  type Unit,
  type Visible,
} from './model';
import { TIER_LINE } from '../../support/card-lines';

export type Op =
  | { k: 'start'; rules: Rules; sel: TokenKey[] }
  | { k: 'end' }
  /** `done`: the top token's player ends its turn (fuzz 11). */
  | { k: 'next'; how: 'next' | 'step' | 'press' | 'done' }
  /** A combatant stands up from prone, now as a reaction or at its moment (fuzz 11): its conditions are the script's from then on. */
  | { k: 'stand'; token: TokenKey; react: boolean; who: 'owner' | 'gm' }
  | { k: 'act'; pick: number }
  | { k: 'react'; who: 'gm' | 'owner' | 'pat'; target: TokenKey }
  | { k: 'cond'; who: 'gm' | 'pat'; add: boolean; conds: string[]; dur: [Unit, number] | null; sel: TokenKey[]; toTurn?: boolean }
  | { k: 'effect'; who: 'gm' | 'sam'; add: boolean; name: string; dur: [Unit, number]; marker: boolean; sel: TokenKey[] }
  | { k: 'undo'; n: number }
  | { k: 'redo'; n: number }
  | { k: 'restart' }
  | { k: 'delete'; token: TokenKey }
  | { k: 'add'; sel: TokenKey[] }
  | { k: 'remove'; token: TokenKey }
  | { k: 'config'; set: string }
  /** The due combatant casts a spell with a duration (README: act magic --note NAME --duration N unit). */
  | { k: 'cast'; cast: number; n: number; rounds: boolean }
  /** The GM moves a token to the GM layer or back. */
  | { k: 'layer'; token: TokenKey; hide: boolean };

const FIGHTERS: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];
const CONDS = ['prone', 'stunned', 'unconscious', 'grappled', 'blind', 'poisoned', 'incapacitated', 'restrained'];
const UNIT_OF: Record<Rules, Unit[]> = { rondel: ['counts', 'counts', 'actions'], seconds: ['seconds', 'rounds', 'actions'], rounds: ['rounds', 'rounds', 'actions'] };

const sel = fc.oneof(
  { weight: 3, arbitrary: fc.subarray<TokenKey>(['aldric', 'lira', 'goblin', 'shade', 'kess'], { minLength: 1, maxLength: 2 }) },
  { weight: 1, arbitrary: fc.subarray(FIGHTERS, { minLength: 1, maxLength: 2 }) },
);
const unit = fc.constantFrom<Unit>('counts', 'seconds', 'rounds', 'counts', 'seconds', 'rounds', 'actions');
export const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ k: fc.constant('start' as const), rules: fc.constantFrom<Rules>('rondel', 'seconds', 'rounds'), sel: fc.subarray(FIGHTERS, { minLength: 2 }) }) },
  { weight: 1, arbitrary: fc.constant({ k: 'end' as const }) },
  { weight: 24, arbitrary: fc.record({ k: fc.constant('next' as const), how: fc.constantFrom<'next' | 'step' | 'press' | 'done'>('next', 'next', 'step', 'press', 'done') }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('stand' as const), token: fc.constantFrom(...FIGHTERS), react: fc.boolean(), who: fc.constantFrom<'owner' | 'gm'>('owner', 'owner', 'gm') }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('act' as const), pick: fc.nat(1000) }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('react' as const), who: fc.constantFrom<'gm' | 'owner' | 'pat'>('gm', 'owner', 'pat'), target: fc.constantFrom(...FIGHTERS) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('cond' as const),
      who: fc.constantFrom<'gm' | 'pat'>('gm', 'gm', 'gm', 'pat'),
      add: fc.boolean(),
      conds: fc.subarray(CONDS, { minLength: 1, maxLength: 2 }),
      dur: fc.option(fc.tuple(unit, fc.integer({ min: 1, max: 12 })), { freq: 2 }),
      sel,
      // the duration runs out exactly when the first bearer's turn comes (the rondel, 20-second rounds)
      toTurn: fc.boolean(),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      k: fc.constant('effect' as const),
      who: fc.constantFrom<'gm' | 'sam'>('gm', 'gm', 'gm', 'gm', 'gm', 'sam'),
      add: fc.constantFrom(true, true, true, false),
      name: fc.constantFrom(...Object.keys(EFFECT_MARKERS)),
      dur: fc.tuple(unit, fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 12 }))),
      marker: fc.boolean(),
      sel,
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('undo' as const), n: fc.constantFrom(1, 1, 1, 2, 3) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('redo' as const), n: fc.constantFrom(1, 1, 2) }) },
  { weight: 2, arbitrary: fc.constant({ k: 'restart' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('delete' as const), token: fc.constantFrom<TokenKey>('goblin', 'zombie', 'shade', 'wisp', 'kess') }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('add' as const), sel }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('remove' as const), token: fc.constantFrom(...FIGHTERS) }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('cast' as const), cast: fc.integer({ min: 0, max: 6 }), n: fc.integer({ min: 1, max: 6 }), rounds: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('layer' as const), token: fc.constantFrom<TokenKey>('aldric', 'goblin', 'shade', 'kess', 'lira'), hide: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('config' as const), set: fc.constantFrom('indicator=aura', 'indicator=tint', 'indicator=ring', 'statuses=on', 'statuses=off', 'countdown=on', 'countdown=off') }) },
);

/** The text of an op, for a report. */
export function show(o: Op): string {
  switch (o.k) {
    case 'start':
      return `GM: !rondel start --confirm --rules ${o.rules} [${o.sel.join(',')}]`;
    case 'end':
      return 'GM: !rondel end';
    case 'next':
      return o.how === 'press' ? 'GM presses the tracker next' : o.how === 'done' ? 'the top token’s player: !rondel done' : `GM: !rondel next${o.how === 'step' ? ' --step' : ''}`;
    case 'stand':
      return `${o.who}: !rondel stand${o.react ? ' --react' : ''} --token ${o.token}`;
    case 'act':
      return `due acts (#${o.pick})`;
    case 'react':
      return `${o.who}: !rondel react --token ${o.target}`;
    case 'cond':
      return `${o.who}: !rondel condition --${o.add ? 'add' : 'remove'} ${o.conds.join(',')}${o.dur ? ` --${o.dur[0]} ${o.dur[1]}` : ''} [${o.sel.join(',')}]`;
    case 'effect':
      return `${o.who}: !rondel effect --${o.add ? 'add' : 'remove'} ${o.name}${o.add ? ` --${o.dur[0]} ${o.dur[1]}${o.marker ? ` --marker ${EFFECT_MARKERS[o.name]}` : ''}` : ''} [${o.sel.join(',')}]`;
    case 'undo':
    case 'redo':
      return `GM: !rondel ${o.k} ${o.n}`;
    case 'restart':
      return 'the sandbox restarts';
    case 'delete':
      return `a user deletes ${o.token}`;
    case 'add':
      return `GM: !rondel add [${o.sel.join(',')}]`;
    case 'remove':
      return `GM: !rondel remove --token ${o.token}`;
    case 'config':
      return `GM: !rondel config --set ${o.set}`;
    case 'cast':
      return `due: !rondel act magic --cast ${o.cast} --note Ward --duration ${o.n} (${o.rounds ? 'rounds' : 'the rule set’s unit'})`;
    case 'layer':
      return `the GM moves ${o.token} to the ${o.hide ? 'GM layer' : 'token layer'}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface Ctx {
  readonly a: Arena;
  readonly keyOf: Map<string, TokenKey>;
  readonly baseline: Visible;
  model: Model | null;
  /** Per stored present (its JSON): the model and what was visible, for undo and redo. */
  readonly at: Map<string, { seen: Visible }>;
  /** Per stored present: the model (kept through config changes, which change what is seen but not the fight). */
  readonly models: Map<string, Model | null>;
  /** Which properties to check. */
  readonly checks: ReadonlySet<Check>;
  /** The flex countdown badge is on (config countdown=on). */
  countdown: boolean;
}

/** How much each check really compared (printed by the fuzz file, to show it is not idle). */
export const tally: Record<string, number> = {};
const count = (what: string): void => {
  tally[what] = (tally[what] ?? 0) + 1;
};

export type Check = 'undo' | 'restart' | 'timed' | 'flex' | 'sheet' | 'react' | 'clean' | 'move' | 'act' | 'move-strict' | 'act-strict';
export const ALL_CHECKS: readonly Check[] = ['undo', 'restart', 'timed', 'flex', 'sheet', 'react', 'clean', 'move', 'act'];

/** RULES.md §5, §9.2, §11: who gets 0 hexes at a movement window, and who crawls. */
const NO_MOVE = ['grappled', 'restrained', 'paralyzed', 'petrified', 'unconscious'];

/**
 * The window cards (rondel, 20-second rounds) against the model: a combatant with a condition that takes its movement
 * is shown without movement, a prone one crawls, and one with neither moves as usual.
 */
function windowViolations(a: Arena, m: Model, chat: readonly string[], before: Model | null): string[] {
  const out: string[] = [];
  const byName = new Map<string, string>();
  for (const id of combatants(a)) if (!m.unknown.includes(id)) byName.set(nameOf(a, id), id);
  for (const c of chat) {
    const text = c.split('\u0001')[1] ?? '';
    if (!/Movement (window at count|at round)/.test(text)) continue;
    for (const line of text.split('\n').filter((l) => TIER_LINE.test(l))) {
      const list = line.slice(line.indexOf(':') + 1);
      for (const entry of list.split(/,(?![^(]*\))/)) {
        const mm = /^\s*(.+?)(?: \((.*)\))?\s*$/.exec(entry);
        if (!mm) continue;
        const id = byName.get(mm[1] as string);
        if (!id) continue;
        const note = mm[2] ?? '';
        const wanted = (conds: readonly string[]): string => (conds.some((x) => NO_MOVE.includes(x)) ? 'no move' : conds.includes('prone') ? 'crawl' : '');
        const conds = m.conditions[id] ?? [];
        const want = wanted(conds);
        const got = /no move/.test(note) ? 'no move' : /crawl|stand/.test(note) ? 'crawl' : '';
        // not strict: a condition that ran out at this very window may still count there (sequences.test.ts)
        if (want !== got && !(before && wanted(before.conditions[id] ?? []) === got)) out.push(`the window card shows “${entry.trim()}”, the model has ${mm[1]} with conditions ${JSON.stringify(conds)}: ${want || 'moves as usual'}`);
      }
    }
  }
  return out;
}

const ACTIONS: Record<Rules, string[]> = {
  rondel: ['combat', 'dash', 'guard', 'hide', 'skill', 'hold', 'reset', 'magic --cast 2'],
  seconds: ['combat', 'skill', 'move', 'magic --cast 3'],
  rounds: ['combat', 'skill', 'move', 'defense', 'ready --note if it moves', 'magic'],
};

function presentKey(a: Arena): string {
  const f = a.fight();
  return f ? JSON.stringify({ rules: f.rules, present: f.timeline.present }) : 'none';
}

function combatants(a: Arena): Set<string> {
  return new Set(a.fight()?.timeline.present.combatants.map((c) => c.id) ?? []);
}

function rulesNow(a: Arena): Rules | null {
  const f = a.fight();
  return f ? ((f.rules ?? 'rondel') as Rules) : null;
}

function owner(a: Arena, id: string): ActorKey {
  const token = a.sb.getObj('graphic', id);
  if (!token || token.get('layer') === 'gmlayer') return 'gm';
  const list = [String(token.get('controlledby') ?? '')];
  const ch = a.sb.getObj('character', String(token.get('represents') ?? ''));
  if (ch) list.push(String(ch.get('controlledby') ?? ''));
  const ids = list.join(',');
  if (ids.includes('all') || ids.includes(a.sam.id)) return ids.includes(a.pat.id) ? 'pat' : 'sam';
  if (ids.includes(a.pat.id)) return 'pat';
  return 'gm';
}

/** Whether a player controls a token: its own controlledby or its character's, "all" for everyone. */
function controls(a: Arena, id: string, actor: ActorKey): boolean {
  const token = a.sb.getObj('graphic', id);
  const player = a.player(actor);
  if (!token || !player) return false;
  const list = [String(token.get('controlledby') ?? '')];
  const ch = a.sb.getObj('character', String(token.get('represents') ?? ''));
  if (ch) list.push(String(ch.get('controlledby') ?? ''));
  const ids = list.join(',').split(',');
  return ids.includes('all') || ids.includes(player.id);
}

function freshModel(rules: Rules): Model {
  return { rules, timed: [], pending: [], conditions: {}, flex: {}, reacted: {}, defense: {}, unknown: [] };
}

/** The model without those who are no longer in the fight. */
function keepOnly(m: Model, ids: Set<string>): Model {
  const keep = <T>(r: Readonly<Record<string, T>>): Record<string, T> => Object.fromEntries(Object.entries(r).filter(([id]) => ids.has(id)));
  return { ...m, timed: m.timed.filter((t) => ids.has(t.bearer)), pending: m.pending.filter((p) => ids.has(p.bearer)), conditions: keep(m.conditions), flex: keep(m.flex), reacted: keep(m.reacted), defense: keep(m.defense), unknown: m.unknown.filter((id) => ids.has(id)) };
}

/** What ran out by this clock (RULES.md §12), and the model after it. */
function expire(m0: Model, c: Clock): { model: Model; ended: Timed[] } {
  let m = m0;
  const resolved = m.pending.filter((p) => reading(p.startUnit, c) >= p.at);
  if (resolved.length) {
    const timed = resolved.map((p): Timed => ({ bearer: p.bearer, name: p.name, condition: null, marker: '', unit: p.unit, end: p.unit === 'rounds' ? (c.round ?? NaN) + p.n : p.at + p.n }));
    m = { ...m, pending: m.pending.filter((p) => !resolved.includes(p)), timed: [...m.timed, ...timed] };
  }
  const ended = m.timed.filter((t) => t.end !== null && reading(t.unit, c) >= t.end);
  if (ended.length === 0) return { model: m, ended };
  const conditions: Record<string, readonly string[]> = { ...m.conditions };
  for (const t of ended) if (t.condition) conditions[t.bearer] = (conditions[t.bearer] ?? []).filter((x) => x !== t.condition);
  return { model: { ...m, timed: m.timed.filter((t) => !ended.includes(t)), conditions }, ended };
}

function markersOf(a: Arena, id: string): string[] {
  return String(a.sb.getObj('graphic', id)?.get('statusmarkers') ?? '')
    .split(',')
    .filter(Boolean)
    .map((m) => m.split('@')[0] as string);
}

function nameOf(a: Arena, id: string): string {
  return String(a.sb.getObj('graphic', id)?.get('name') ?? id);
}

/** Plays the ops on a fresh arena; returns the first violation, with the step. */
export function play(ops: readonly Op[], checks: readonly Check[] = ALL_CHECKS, seed = 7): string | null {
  const a = anArena({ seed });
  // a marker of the GM's own on two tokens: never ours to take away
  a.sb.setProps(a.sb.getObj('graphic', a.ids.goblin)!, { statusmarkers: 'red' });
  a.sb.setProps(a.sb.getObj('graphic', a.ids.aldric)!, { statusmarkers: 'blue' });
  // each token in its own square, so that the ring's place tells whose turn it marks
  Object.values(a.ids).forEach((id, i) => {
    const g = a.sb.getObj('graphic', id);
    if (g) a.sb.setProps(g, { left: 35 + 70 * i, top: 35 + 70 * (i % 3) });
  });
  const ctx: Ctx = { a, keyOf: new Map(Object.entries(a.ids).map(([k, id]) => [id, k as TokenKey])), baseline: visible(a), model: null, at: new Map(), models: new Map(), checks: new Set(checks), countdown: false };
  const done: string[] = [];
  for (const o of ops) {
    done.push(show(o));
    let problems: string[];
    try {
      problems = step(ctx, o);
    } catch (e) {
      problems = [`threw: ${String(e instanceof Error ? e.stack?.split('\n').slice(0, 3).join(' ') : e)}`];
    }
    if (a.sb.recorder.crashes.length) problems.push(`crash: ${a.sb.recorder.crashes[0]?.message}`);
    if (problems.length) return `${problems.join('\n')}\n  after:\n    ${done.join('\n    ')}`;
  }
  return null;
}

function send(ctx: Ctx, actor: ActorKey, text: string, selection: readonly TokenKey[] = []): string[] {
  const mark = ctx.a.sb.recorder.mark();
  // a player cannot select a token on the GM layer
  const s = actor === 'gm' ? selection : selection.filter((k) => !hiddenNow(ctx.a, k));
  ctx.a.send(actor, text, s);
  return ctx.a.sb.recorder.since(mark).chat.map((m) => `${m.type === 'whisper' ? `w:${m.targets.join('|')}` : 'public'}\u0001${plain(m.content)}`);
}

/** A duration in a unit the fight's rule set counts (one in twelve is left as drawn: refused when it cannot). */
function fit(rules: Rules | null, d: [Unit, number]): [Unit, number] {
  if (!rules || d[1] === 12 || d[0] === 'actions') return d;
  const ok: Record<Rules, Unit[]> = { rondel: ['counts'], seconds: ['seconds', 'rounds'], rounds: ['rounds'] };
  if (ok[rules].includes(d[0])) return d;
  return [ok[rules][d[1] % ok[rules].length] as Unit, d[0] === 'counts' && rules !== 'rondel' ? Math.max(1, Math.ceil(d[1] / 4)) : d[1]];
}

function step(ctx: Ctx, o0: Op): string[] {
  const { a } = ctx;
  const r0 = rulesNow(a);
  let o: Op = o0.k === 'effect' ? { ...o0, dur: fit(r0, o0.dur) } : o0.k === 'cond' && o0.dur ? { ...o0, dur: fit(r0, o0.dur) } : o0;
  const first = o.k === 'cond' ? o.sel[0] : undefined;
  if (o.k === 'cond' && o.toTurn && o.add && (r0 === 'rondel' || r0 === 'seconds') && first) {
    const entry = a.sb.turnOrder().find((e) => e.id === a.ids[first]);
    const clock = a.sb.turnOrder().find((e) => e.id === '-1');
    const n = Number(entry?.pr) - Number(clock?.pr);
    if (entry && clock && n > 0) o = { ...o, dur: [r0 === 'rondel' ? 'counts' : 'seconds', n] };
  }
  const out: string[] = [];
  const rules = rulesNow(a);
  const beforeKey = presentKey(a);
  const beforeSeen = visible(a);
  const clockBefore = clockOf(a);
  const inFight = combatants(a);
  const alive = (k: TokenKey): boolean => a.sb.getObj('graphic', a.ids[k]) !== undefined;
  let chat: string[] = [];
  let m = ctx.model;
  let clockMoved = false;
  let travelled = false;
  let history = true;
  switch (o.k) {
    case 'start': {
      chat = send(ctx, 'gm', `!rondel start --confirm --rules ${o.rules}`, o.sel.filter(alive));
      break;
    }
    case 'end':
      chat = send(ctx, 'gm', '!rondel end --confirm');
      break;
    case 'next': {
      if (o.how === 'press') {
        const mark = a.sb.recorder.mark();
        a.sb.driver.tracker.next(a.gm);
        a.sb.flush();
        chat = a.sb.recorder.since(mark).chat.map((x) => `${x.type === 'whisper' ? `w:${x.targets.join('|')}` : 'public'}\u0001${plain(x.content)}`);
      } else if (o.how === 'done') {
        const top = a.sb.turnOrder()[0];
        chat = send(ctx, top && top.id !== '-1' ? owner(a, top.id) : 'pat', '!rondel done');
      } else chat = send(ctx, 'gm', `!rondel next${o.how === 'step' ? ' --step' : ''}`);
      clockMoved = true;
      break;
    }
    case 'stand': {
      const id = a.ids[o.token];
      chat = send(ctx, o.who === 'gm' ? 'gm' : owner(a, id), `!rondel stand${o.react ? ' --react' : ''} --token ${id}`);
      // standing up takes prone away (at once, or at the end of the next count) and may be a reaction: the model
      // leaves this combatant to the script from here on
      if (m && presentKey(a) !== beforeKey) m = { ...m, unknown: [...m.unknown, id] };
      break;
    }
    case 'act': {
      const f = a.fight();
      if (!f || !rules) {
        chat = send(ctx, 'gm', '!rondel act combat');
        break;
      }
      const order = a.sb.turnOrder();
      const top = order[0];
      if (!top || top.id === '-1') {
        chat = send(ctx, 'gm', '!rondel act combat');
        break;
      }
      const action = ACTIONS[rules][o.pick % ACTIONS[rules].length] as string;
      const actor = o.pick % 3 === 0 ? 'gm' : owner(a, top.id);
      chat = send(ctx, actor, `!rondel act ${action} --token ${top.id}`);
      // RULES.md §11: incapacitated, paralyzed, petrified, stunned, unconscious: no actions
      if (ctx.checks.has('act') && m && !m.unknown.includes(top.id) && (m.conditions[top.id] ?? []).some((c) => BLOCKING.includes(c)) && presentKey(a) !== beforeKey) {
        out.push(`${nameOf(a, top.id)} acted (${action}) with conditions ${JSON.stringify(m.conditions[top.id])}`);
      }
      if (ctx.checks.has('act') && m) count(`act ${(m.conditions[top.id] ?? []).some((c) => BLOCKING.includes(c)) ? 'blocked' : 'free'} ${presentKey(a) !== beforeKey ? 'changed' : 'refused'}`);
      if (m && presentKey(a) !== beforeKey && rules === 'rounds' && action === 'defense') {
        m = { ...m, defense: { ...m.defense, [top.id]: clockBefore?.round ?? 0 } };
      }
      break;
    }
    case 'react': {
      const id = a.ids[o.target];
      const actor: ActorKey = o.who === 'owner' ? owner(a, id) : o.who;
      chat = send(ctx, actor, `!rondel react --token ${id}`);
      const changed = presentKey(a) !== beforeKey;
      if (m && ctx.checks.has('react') && rules && inFight.has(id) && alive(o.target) && !m.unknown.includes(id)) {
        // who may react (RULES.md §6, §9.2, §9.3, §11): no condition that stops acting; the rondel: no flex showing;
        // the other rule sets: not yet this round (10-second rounds: nor while standing in defense)
        const isPlayer = actor !== 'gm';
        // a token on the GM layer is hidden from every player, its controller too: for them it is not there
        // (model fuzz seed 2411245: Pat's Aldric, moved to the GM layer, answered "That token no longer exists.")
        const mayAct = !isPlayer || (controls(a, id, actor) && !hiddenNow(a, o.target));
        const blocked = (m.conditions[id] ?? []).some((c) => BLOCKING.includes(c));
        const round = clockBefore?.round ?? 0;
        const spent =
          rules === 'rondel'
            ? (m.flex[id] ?? 0) > (clockBefore?.count ?? 0)
            : (m.reacted[id] ?? -1) === round || (rules === 'rounds' && m.defense[id] !== undefined && round - (m.defense[id] as number) <= 1);
        const expected = mayAct && !blocked && !spent;
        count(`react ${expected ? 'allowed' : 'refused'} (${rules})`);
        if (expected !== changed) {
          out.push(`react: the model expected ${expected ? 'a reaction' : 'a refusal'} for ${o.target} (${actor}; conditions ${JSON.stringify(m.conditions[id] ?? [])}, ${rules === 'rondel' ? `flex until ${m.flex[id] ?? '-'} at count ${clockBefore?.count}` : `reacted in round ${m.reacted[id] ?? '-'} now ${round}`}), got ${changed ? 'a change' : 'none'}: ${chat.map((c) => c.split('\u0001')[1]).join(' / ').slice(0, 300)}`);
        }
      }
      if (m && changed && rules) {
        if (rules === 'rondel') m = { ...m, flex: { ...m.flex, [id]: (clockBefore?.count ?? 0) + 8 } };
        else m = { ...m, reacted: { ...m.reacted, [id]: clockBefore?.round ?? 0 } };
      }
      break;
    }
    case 'cond': {
      const dur = o.dur ? ` --${o.dur[0]} ${o.dur[1]}` : '';
      chat = send(ctx, o.who, `!rondel condition --${o.add ? 'add' : 'remove'} ${o.conds.join(',')}${o.add ? dur : ''}`, o.sel.filter(alive));
      const changed = presentKey(a) !== beforeKey;
      if (o.who !== 'gm' && changed) out.push(`a player changed the fight with a condition`);
      if (m && changed && rules && clockBefore) {
        const bearers = o.sel.filter(alive).map((k) => a.ids[k]).filter((id) => inFight.has(id));
        const conditions: Record<string, readonly string[]> = { ...m.conditions };
        let timed = [...m.timed];
        const unknown = [...m.unknown];
        for (const id of bearers) {
          const had = conditions[id] ?? [];
          if (o.add) {
            const adding = o.conds.filter((c) => !had.includes(c));
            // a condition already there, given a duration: the script's card says it is already there, yet it runs out
            // (sequences.test.ts, the unconscious combatant that stops being prone); the model stops following it
            if (o.dur && o.conds.some((c) => had.includes(c))) unknown.push(id);
            if (adding.includes('unconscious') && !had.includes('prone') && !adding.includes('prone')) adding.push('prone');
            conditions[id] = [...had, ...adding];
            if (o.dur) {
              if (o.dur[0] === 'actions') unknown.push(id);
              for (const c of adding.filter((x) => o.conds.includes(x))) timed.push({ bearer: id, name: c, condition: c, marker: CONDITION_MARKERS[c] as string, unit: o.dur[0], end: endOf(o.dur[0], o.dur[1], clockBefore) });
            }
          } else {
            conditions[id] = had.filter((c) => !o.conds.includes(c));
            timed = timed.filter((t) => !(t.bearer === id && t.condition && o.conds.includes(t.condition)));
          }
        }
        m = { ...m, conditions, timed, unknown };
      }
      break;
    }
    case 'effect': {
      const text = o.add ? `!rondel effect --add ${o.name} --${o.dur[0]} ${o.dur[1]}${o.marker ? ` --marker ${EFFECT_MARKERS[o.name]}` : ''}` : `!rondel effect --remove ${o.name}`;
      const selection = o.sel.filter(alive);
      chat = send(ctx, o.who, text, selection);
      const changed = presentKey(a) !== beforeKey;
      count(`effect ${o.add ? 'add' : 'remove'} by ${o.who} ${changed ? 'changed' : 'refused'}${changed ? '' : `: ${chat.map((c) => c.split('\u0001')[1]?.split('\n')[1] ?? '').join('/').slice(0, 60)}`}`);
      if (o.who !== 'gm' && changed) out.push(`a player changed the fight with an effect`);
      if (m && changed && rules && clockBefore) {
        const bearers = selection.map((k) => a.ids[k]).filter((id) => inFight.has(id));
        let timed = [...m.timed];
        const unknown = [...m.unknown];
        if (selection.length === 0) for (const id of inFight) unknown.push(id);
        for (const id of bearers) {
          const has = timed.some((t) => t.bearer === id && t.name === o.name && !t.condition);
          if (o.add) {
            if (has || o.dur[0] === 'actions') unknown.push(id);
            else {
              const end = endOf(o.dur[0], o.dur[1], clockBefore);
              timed.push({ bearer: id, name: o.name, condition: null, marker: o.marker ? (EFFECT_MARKERS[o.name] as string) : '', unit: o.dur[0], end });
              if (ctx.checks.has('timed') && end !== null) {
                const until = o.dur[0] === 'counts' ? `until count ${end}` : o.dur[0] === 'rounds' ? `until round ${end} begins` : `until round ${Math.floor((end - 1) / 20) + 1}, second ${((end - 1) % 20) + 1}`;
                const line = `${nameOf(a, id)}: ${o.name}, ${until}.`;
                if (!chat.some((c) => c.split('\u0001')[1]?.split('\n').includes(line))) out.push(`the effect's card does not say “${line}” (RULES.md §12): ${chat.map((c) => c.split('\u0001')[1]).join(' / ').slice(0, 300)}`);
              }
            }
          } else timed = timed.filter((t) => !(t.bearer === id && t.name === o.name && !t.condition));
        }
        m = { ...m, timed, unknown };
      }
      break;
    }
    case 'undo':
    case 'redo':
      chat = send(ctx, 'gm', `!rondel ${o.k} ${o.n}`);
      travelled = presentKey(a) !== beforeKey;
      break;
    case 'restart': {
      a.sb.restart();
      a.sb.flush();
      history = false;
      if (ctx.checks.has('restart')) {
        const after = visible(a);
        const d = diff(beforeSeen, after);
        if (rules) count(`restart in a ${rules} fight`);
        if (d.length) out.push(`a restart changed what is visible: ${d.join('; ')}`);
      }
      break;
    }
    case 'delete': {
      const t = a.sb.getObj('graphic', a.ids[o.token]);
      if (t) {
        a.sb.driver.remove(t);
        a.sb.flush();
      }
      ctx.at.clear();
      history = false;
      break;
    }
    case 'add':
      chat = send(ctx, 'gm', '!rondel add', o.sel.filter(alive));
      break;
    case 'remove':
      chat = send(ctx, 'gm', `!rondel remove --token ${a.ids[o.token]}`);
      break;
    case 'config':
      chat = send(ctx, 'gm', `!rondel config --set ${o.set}`);
      if (o.set.startsWith('countdown=')) ctx.countdown = o.set === 'countdown=on';
      ctx.at.clear();
      history = false;
      break;
    case 'cast': {
      const top = a.sb.turnOrder()[0];
      if (!rules || !top || top.id === '-1' || !clockBefore) {
        chat = send(ctx, 'gm', `!rondel act magic --note Ward --duration ${o.n}`);
        break;
      }
      const unit: Unit = rules === 'rondel' ? 'counts' : rules === 'rounds' || o.rounds ? 'rounds' : 'seconds';
      const cast = rules === 'rounds' ? '' : ` --cast ${o.cast}`;
      chat = send(ctx, 'gm', `!rondel act magic${cast} --note Ward --duration ${o.n} ${unit} --token ${top.id}`);
      count(`cast ${presentKey(a) !== beforeKey ? 'changed' : `refused: ${chat.map((c) => c.split('\u0001')[1]?.split('\n')[1] ?? '').join('/').slice(0, 60)}`}`);
      if (m && presentKey(a) !== beforeKey) {
        if (m.timed.some((t) => t.bearer === top.id && t.name === 'Ward') || m.pending.some((p) => p.bearer === top.id)) m = { ...m, unknown: [...m.unknown, top.id] };
        else {
          // ruling 78: the effect starts when the spell resolves (count or second + casting time) and lasts from then
          const startUnit: Unit = rules === 'rondel' ? 'counts' : rules === 'seconds' ? 'seconds' : 'rounds';
          const at = rules === 'rounds' ? reading('rounds', clockBefore) : reading(startUnit, clockBefore) + o.cast;
          m = { ...m, pending: [...m.pending, { bearer: top.id, name: 'Ward', startUnit, at, unit, n: o.n }] };
        }
      }
      break;
    }
    case 'layer': {
      const t = a.sb.getObj('graphic', a.ids[o.token]);
      if (t) {
        a.sb.driver.setProps(t, { layer: o.hide ? 'gmlayer' : 'objects' });
        a.sb.flush();
      }
      ctx.at.clear();
      history = false;
      break;
    }
  }
  const afterKey = presentKey(a);
  const nowRules = rulesNow(a);
  const clock = clockOf(a);
  // the model follows the fight
  if (!nowRules) m = null;
  else if (o.k === 'start' && afterKey !== beforeKey) m = freshModel(nowRules);
  else if (travelled) {
    const known = ctx.at.get(afterKey);
    if (ctx.checks.has('undo') && known) {
      const d = diff(known.seen, visible(a));
      count(`${o.k} compared (${nowRules})`);
      if (d.length) out.push(`${o.k} did not bring back exactly what was visible in that state: ${d.join('; ')}`);
    }
    const mk = ctx.models.get(afterKey);
    m = mk ? keepOnly(mk, combatants(a)) : null;
  } else if (m) {
    m = keepOnly(m, combatants(a));
    if (clock && afterKey !== beforeKey) {
      const { model, ended } = expire(m, clock);
      m = model;
      if (ctx.checks.has('timed') && clockMoved) {
        for (const t of ended.filter((x) => !m!.unknown.includes(x.bearer))) {
          count(`ended ${t.condition ? 'condition' : t.name === 'Ward' ? 'spell' : 'effect'} in ${t.unit} (${nowRules})`);
          const line = `${nameOf(a, t.bearer)}: ${t.name} ends.`;
          const seen = chat.filter((c) => c.split('\u0001')[1]?.split('\n').includes(line));
          const hidden = a.sb.getObj('graphic', t.bearer)?.get('layer') === 'gmlayer';
          if (seen.length !== 1) out.push(`“${line}” was said ${seen.length} times on the card where it ran out (${t.unit} end ${t.end}, clock ${JSON.stringify(clock)}): ${chat.map((c) => c.replace('\u0001', ' ')).join(' // ').slice(0, 400)}`);
          else if (hidden !== seen[0]!.startsWith('w:')) out.push(`“${line}” was ${hidden ? 'posted publicly for a hidden bearer' : 'whispered for a visible bearer'}`);
          if (t.unit !== 'rounds' && reading(t.unit, clock) !== t.end) out.push(`“${line}” ran out at ${JSON.stringify(clock)}, not exactly at ${t.unit} ${t.end} (RULES.md §12)`);
        }
      }
    }
  }
  if (ctx.checks.has('move') && clockMoved && m) out.push(...windowViolations(a, m, chat, ctx.model));
  if ((ctx.checks.has('act') || ctx.checks.has('act-strict')) && clockMoved && m) {
    // a card never says a combatant cannot act for a condition the model says it no longer has
    for (const id of combatants(a)) {
      if (m.unknown.includes(id)) continue;
      const name = nameOf(a, id);
      for (const c of chat) {
        const text = c.split('\u0001')[1] ?? '';
        const said = new RegExp(`${name} is (\\w+) and cannot act`).exec(text);
        if (said && !(m.conditions[id] ?? []).includes(said[1] as string)) {
          const ranOut = (ctx.model?.conditions[id] ?? []).includes(said[1] as string);
          if (ctx.checks.has('act-strict') || !ranOut) out.push(`a card says “${said[0]}”, the model has ${name} with ${JSON.stringify(m.conditions[id] ?? [])}${ranOut ? ' (it ran out at this step)' : ''}`);
        }
      }
    }
  }
  if (ctx.checks.has('move-strict') && clockMoved && m) out.push(...windowViolations(a, m, chat, null));
  if (ctx.checks.has('timed') && clockMoved && m) {
    // nothing that the model has still running is said to end
    for (const t of m.timed) {
      const line = `${nameOf(a, t.bearer)}: ${t.name} ends.`;
      if (!m.unknown.includes(t.bearer) && chat.some((c) => c.split('\u0001')[1]?.split('\n').includes(line))) out.push(`“${line}” was said but it lasts until ${t.unit} ${t.end} (clock ${JSON.stringify(clock)})`);
    }
  }
  if (m) out.push(...checkMarkers(ctx, m, clock));
  if (!nowRules && ctx.checks.has('clean') && (o.k === 'end' || beforeKey !== 'none')) {
    count('fight ended, checked clean');
    out.push(...cleanViolations(ctx, 'after the fight ended'));
  }
  if (o.k === 'start' && afterKey !== beforeKey && ctx.checks.has('clean') && beforeKey !== 'none') {
    // a new fight starts clean: nothing of the old fight stays on any token (conditions, effects, flex)
    const now = visible(a);
    const fighting = combatants(a);
    for (const [k, id] of Object.entries(a.ids)) {
      const left = markersOf(a, id).filter((x) => OURS.has(x));
      if (left.length) out.push(`after a new start, ${k} still shows ${left.join(',')} from the fight before`);
      const t = now.tokens[k];
      const b = ctx.baseline.tokens[k];
      if (t && b && !fighting.has(id) && (t.aura2 !== b.aura2 || t.tint !== b.tint)) out.push(`after a new start, ${k} (not in it) keeps an aura/tint ${t.aura2} ${t.tint}`);
    }
    const extra = now.others.length - ctx.baseline.others.length;
    if (extra > 1) out.push(`after a new start, ${extra} objects of ours are on the table: ${now.others.join(' ; ')}`);
  }
  ctx.model = m;
  count(`op ${o.k} with ${m ? 'a model' : nowRules ? 'no model' : 'no fight'}`);
  if (m) count(`timed running ${m.timed.length > 0}`);
  if (o.k === 'start' || o.k === 'end') {
    ctx.at.clear();
    ctx.models.clear();
  }
  if (history && nowRules) ctx.at.set(afterKey, { seen: visible(a) });
  if (nowRules) ctx.models.set(afterKey, m);
  return out;
}

function checkMarkers(ctx: Ctx, m: Model, clock: Clock | null): string[] {
  const { a } = ctx;
  const out: string[] = [];
  const inFight = combatants(a);
  if (ctx.checks.has('clean')) {
    // a token out of the fight (removed, never in it) shows none of the fight's markers, and its sheet no conditions
    for (const [k, id] of Object.entries(a.ids)) {
      if (inFight.has(id) || !a.sb.getObj('graphic', id)) continue;
      const left = markersOf(a, id).filter((x) => OURS.has(x));
      if (left.length) out.push(`${k} is not in the fight but shows ${left.join(',')}`);
    }
  }
  if (m.rules === 'rondel' && ctx.countdown && ctx.checks.has('flex')) {
    for (const id of inFight) {
      const until = m.flex[id];
      if (until === undefined || m.unknown.includes(id) || until <= (clock?.count ?? 0)) continue;
      const raw = String(a.sb.getObj('graphic', id)?.get('statusmarkers') ?? '').split(',').find((x) => x.split('@')[0] === FLEX);
      const badge = raw?.includes('@') ? Number(raw.split('@')[1]) : null;
      if (raw && badge !== until - (clock?.count ?? 0)) out.push(`${ctx.keyOf.get(id)}'s flex badge shows ${badge}, ${until - (clock?.count ?? 0)} counts are left (flex until ${until}, count ${clock?.count})`);
    }
  }
  for (const id of combatants(a)) {
    if (m.unknown.includes(id) || !a.sb.getObj('graphic', id)) continue;
    const k = ctx.keyOf.get(id) ?? id;
    const shown = new Set(markersOf(a, id).filter((x) => OURS.has(x)));
    const want = new Set<string>();
    for (const c of m.conditions[id] ?? []) want.add(CONDITION_MARKERS[c] as string);
    for (const t of m.timed) if (t.bearer === id && t.marker) want.add(t.marker);
    // the rondel: the flex marker for 8 counts (RULES.md §6); the older rule sets: the flex tag marks the round's used
    // reaction (README, options)
    if (m.rules === 'rondel' && (m.flex[id] ?? 0) > (clock?.count ?? 0)) want.add(FLEX);
    if (m.rules === 'rondel' && m.flex[id] !== undefined && m.flex[id] === clock?.count) count('flex just gone (rondel)');
    if (m.rules !== 'rondel' && m.reacted[id] !== undefined && m.reacted[id] === clock?.round) want.add(FLEX);
    if (ctx.checks.has('flex') || ctx.checks.has('timed')) {
      const missing = [...want].filter((x) => !shown.has(x));
      const extra = [...shown].filter((x) => !want.has(x));
      if (missing.length || extra.length)
        out.push(`${k} shows ${[...shown].join(',') || 'none'} of ours, the model wants ${[...want].join(',') || 'none'} (conditions ${JSON.stringify(m.conditions[id] ?? [])}, flex until ${m.flex[id] ?? '-'}, clock ${JSON.stringify(clock)})`);
    }
    if (ctx.checks.has('sheet')) {
      const ch = a.sb.getObj('graphic', id)?.get('represents');
      const character = typeof ch === 'string' && ch ? a.sb.getObj('character', ch) : undefined;
      const hiddenOpen = a.sb.getObj('graphic', id)?.get('layer') === 'gmlayer';
      if (character && !hiddenOpen) {
        const attr = a.sb.allObjs('attribute').find((x) => x.get('name') === 'conditions' && x.get('_characterid') === character.id);
        const text = String(attr?.get('current') ?? '');
        const want2 = sheetText(m.conditions[id] ?? []);
        if (text !== want2) out.push(`${k}'s sheet says conditions “${text}”, the model wants “${want2}”`);
      }
    }
  }
  return out;
}

/** RULES.md §8.7 / docs/rules.md §8: `end` leaves nothing of ours behind. */
function cleanViolations(ctx: Ctx, when: string): string[] {
  const { a } = ctx;
  const out: string[] = [];
  const now = visible(a);
  for (const [k, t] of Object.entries(now.tokens)) {
    const b = ctx.baseline.tokens[k];
    if (!b) continue;
    if (t.markers !== b.markers) out.push(`${when}, ${k} shows markers “${t.markers}” (before the fight: “${b.markers}”)`);
    if (t.aura2 !== b.aura2 || t.tint !== b.tint) out.push(`${when}, ${k}'s aura/tint is ${t.aura2} ${t.tint} (before: ${b.aura2} ${b.tint})`);
  }
  if (now.others.join('|') !== ctx.baseline.others.join('|')) out.push(`${when}, objects of ours remain: ${now.others.filter((x) => !ctx.baseline.others.includes(x)).join(' ; ')}`);
  for (const [name, text] of Object.entries(now.sheets)) if (text !== '') out.push(`${when}, ${name}'s sheet still says conditions “${text}”`);
  const entries = a.sb.turnOrder();
  if (entries.length) out.push(`${when}, the tracker holds ${JSON.stringify(entries)}`);
  return out;
}

/**
 * Plays the ops and returns, after each op that is not a restart, what was visible and what the scripts said: two
 * traces of the same ops with restarts put in between must be the same (a restart changes nothing).
 */
export function trace(ops: readonly Op[], seed = 7): string[] {
  const a = anArena({ seed });
  a.sb.setProps(a.sb.getObj('graphic', a.ids.goblin)!, { statusmarkers: 'red' });
  Object.values(a.ids).forEach((id, i) => {
    const g = a.sb.getObj('graphic', id);
    if (g) a.sb.setProps(g, { left: 35 + 70 * i, top: 35 + 70 * (i % 3) });
  });
  const ctx: Ctx = { a, keyOf: new Map(Object.entries(a.ids).map(([k, id]) => [id, k as TokenKey])), baseline: visible(a), model: null, at: new Map(), models: new Map(), checks: new Set(), countdown: false };
  const out: string[] = [];
  for (const o of ops) {
    const mark = a.sb.recorder.mark();
    step(ctx, o);
    if (o.k === 'restart') continue;
    const said = a.sb.recorder
      .since(mark)
      .chat.map((m) => `${m.type}:${m.targets.join('|')}:${plain(m.content)}`)
      .join('\n');
    out.push(`${show(o)}\n${said}\n${JSON.stringify(visible(a))}`);
  }
  return out;
}
