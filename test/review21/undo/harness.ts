// Review (undo algebra): a table with bars and a hidden token, snapshots of everything undo promises to restore, and
// a player of random commands in all three rule sets, with a model of the undo timeline (past / present / future).
import fc from 'fast-check';
import type { DoubleObject } from 'roll20-double';
import { aTable, plain, type Table } from '../../integration/table';

export const KEY = 'EnchantedRealmsCombat';
export type Rules = 'rondel' | 'seconds' | 'rounds';
export type TokenKey = 'aldric' | 'lira' | 'borin' | 'kess' | 'goblin' | 'zombie' | 'wisp' | 'kess2';
export const TOKENS: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'kess2'];
/** The tokens a fight starts with (the others join with add). */
export const STARTERS: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie'];

/** The table: bars on every token (Aldric's and Lira's linked to body_points), the Zombie on the GM layer. */
export function undoTable(seed: number, opts: { hidden?: 'aldric' | 'lira' | 'borin' | 'kess' | 'goblin' | 'zombie' | null } = {}): Table {
  const t = aTable({ seed, badges: true });
  for (const k of ['aldric', 'lira'] as const) {
    const body = t.sb.addAttribute(t.characters[k], 'body_points', { current: 30, max: 30 });
    t.tokens[k].set({ bar1_link: body.id, bar1_value: 30, bar1_max: 30 });
  }
  // two more tokens, out of the fight at its start: a wisp with no sheet, a second token of Kess's character
  const extra = {
    wisp: t.sb.addToken({ pageid: t.page.id, name: 'Wisp' }),
    kess2: t.sb.addToken({ pageid: t.page.id, name: 'Kess Twin', represents: t.characters.kess.id }),
  };
  Object.assign(t.tokens, extra);
  for (const k of ['borin', 'kess', 'goblin', 'zombie', 'wisp', 'kess2'] as const) (t.tokens as Record<TokenKey, DoubleObject>)[k].set({ bar1_value: 25, bar1_max: 25 });
  const hidden = opts.hidden === undefined ? 'zombie' : opts.hidden;
  if (hidden) t.sb.setProps(t.tokens[hidden], { layer: 'gmlayer' });
  return t;
}

export interface Snap {
  fight: string;
  tracker: string;
  markers: string;
  bars: string;
  attributes: string;
  indicator: string;
}

function tokenIds(t: Table): Set<string> {
  return new Set(Object.values(t.tokens).map((x) => x.id));
}

/** Everything undo promises to give back. */
export function snap(t: Table): Snap {
  const stored = t.sb.state[KEY] as { fight: null | { rules: string; pageId: string; serial: number; timeline: { present: unknown } } } | undefined;
  const f = stored?.fight ?? null;
  const fight = f ? JSON.stringify({ rules: f.rules, pageId: f.pageId, serial: f.serial, present: f.timeline.present }) : 'null';
  const tracker = String(t.sb.campaign.get('turnorder') ?? '');
  const tokens = Object.entries(t.tokens);
  const markers = JSON.stringify(tokens.map(([k, x]) => [k, x.get('statusmarkers') ?? '']));
  const bars = JSON.stringify(tokens.map(([k, x]) => [k, x.get('bar1_value'), x.get('bar1_max'), x.get('bar2_value'), x.get('bar3_value')]));
  const attrs = t.sb
    .allObjs('attribute')
    .map((a) => [a.get('_characterid'), a.get('name'), a.get('current'), a.get('max')])
    // a `conditions` text written empty reads as none (the sheet shows nothing either way)
    .filter((a) => !(a[1] === 'conditions' && (a[2] ?? '') === '' && (a[3] ?? '') === ''))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const ids = tokenIds(t);
  const indicator = JSON.stringify([
    ...tokens.map(([k, x]) => [k, x.get('aura2_radius'), x.get('aura2_color'), x.get('tint_color')]),
    ...t.sb
      .allObjs('graphic')
      .filter((g) => !ids.has(g.id))
      .map((g) => [g.get('name'), g.get('left'), g.get('top'), g.get('layer'), g.get('pageid')]),
  ]);
  return { fight, tracker, markers, bars, attributes: JSON.stringify(attrs), indicator };
}

export function timelineKey(t: Table): string {
  const stored = t.sb.state[KEY] as { fight: null | { serial: number; timeline: unknown } } | undefined;
  const f = stored?.fight ?? null;
  return f ? JSON.stringify([f.serial, f.timeline]) : 'null';
}

export function serialOf(t: Table): number | null {
  const stored = t.sb.state[KEY] as { fight: null | { serial: number } } | undefined;
  return stored?.fight?.serial ?? null;
}

export function diffSnap(a: Snap, b: Snap): string[] {
  const out: string[] = [];
  for (const k of Object.keys(a) as (keyof Snap)[]) if (a[k] !== '*' && a[k] !== b[k] && (k === 'attributes' || k === 'markers' || k === 'bars')) {
    const x = (JSON.parse(a[k]) as unknown[]).map((e) => JSON.stringify(e));
    const y = (JSON.parse(b[k]) as unknown[]).map((e) => JSON.stringify(e));
    out.push(`${k}: expected but missing ${x.filter((e) => !y.includes(e)).join(' ')}; unexpected ${y.filter((e) => !x.includes(e)).join(' ')}`);
  } else if (a[k] !== '*' && a[k] !== b[k]) out.push(`${k}:\n   expected ${a[k].slice(0, 1500)}\n   actual   ${b[k].slice(0, 1500)}`);
  return out;
}

export function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"')));
}

export function text(ms: readonly { content: string }[]): string {
  return ms.map((m) => plain(m.content)).join('\n');
}

/** What a player reads of some chat: everything not whispered, and whispers that reach them. */
export function seenBy(ms: readonly { type: string; targets: string[]; content: string }[], player: DoubleObject): string {
  return ms
    .filter((m) => m.type !== 'whisper' || m.targets.includes(player.id))
    .map((m) => plain(m.content))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// random commands

export type Op =
  | { k: 'next'; step: boolean }
  | { k: 'act'; pick: number; change: boolean }
  | { k: 'react'; tok: TokenKey }
  | { k: 'set'; tok: TokenKey; what: 'count' | 'tier' | 'perception'; n: number }
  | { k: 'add'; tok: TokenKey }
  | { k: 'remove'; tok: TokenKey }
  | { k: 'effect'; tok: TokenKey; add: boolean; n: number; unit: number }
  | { k: 'cond'; tok: TokenKey; add: boolean; cond: string; n: number; unit: number; timed: boolean }
  | { k: 'damage'; from: TokenKey; to: TokenKey; dmg: number }
  | { k: 'stand'; tok: TokenKey; react: boolean }
  | { k: 'done' }
  | { k: 'say'; tok: TokenKey }
  | { k: 'trigger'; tok: TokenKey }
  | { k: 'terrain'; pick: number }
  | { k: 'cast'; n: number }
  | { k: 'undo'; n: number }
  | { k: 'redo'; n: number }
  | { k: 'restart' }
  | { k: 'config'; set: string }
  /** The due token's player presses a button of the last menu whispered to them (or the GM's). */
  | { k: 'player'; pick: number }
  | { k: 'layer'; tok: TokenKey }
  | { k: 'drag'; adopt: boolean; n: number }
  /** `end --confirm`, and a new `start --confirm` (the fight's history starts over). */
  | { k: 'end' }
  | { k: 'start'; rules: Rules };

const tok = fc.constantFrom<TokenKey>(...TOKENS);
const T_ = (t: Table): Record<TokenKey, DoubleObject> => t.tokens as Record<TokenKey, DoubleObject>;
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ k: fc.constant('next' as const), step: fc.boolean() }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant('act' as const), pick: fc.nat(100), change: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('react' as const), tok }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('set' as const), tok, what: fc.constantFrom<'count' | 'tier' | 'perception'>('count', 'tier', 'perception'), n: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('add' as const), tok: fc.constantFrom<TokenKey>('wisp', 'kess2', 'wisp', 'kess2', ...TOKENS) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('remove' as const), tok }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('effect' as const), tok, add: fc.boolean(), n: fc.integer({ min: 1, max: 6 }), unit: fc.nat(3) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('cond' as const),
      tok,
      add: fc.boolean(),
      cond: fc.constantFrom('prone', 'stunned', 'unconscious', 'blind', 'poisoned', 'grappled'),
      n: fc.integer({ min: 1, max: 6 }),
      unit: fc.nat(3),
      timed: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('damage' as const), from: tok, to: tok, dmg: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('stand' as const), tok, react: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ k: 'done' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('say' as const), tok }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('trigger' as const), tok }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('terrain' as const), pick: fc.nat(9) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cast' as const), n: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 7, arbitrary: fc.record({ k: fc.constant('undo' as const), n: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 5, arbitrary: fc.record({ k: fc.constant('redo' as const), n: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.constant({ k: 'restart' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('config' as const),
      set: fc.constantFrom('countdown=off', 'countdown=on', 'badges=off', 'badges=on', 'statuses=off', 'statuses=on', 'indicator=aura', 'indicator=tint', 'indicator=ring', 'indicator=off'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('layer' as const), tok: fc.constantFrom<TokenKey>('goblin', 'kess', 'borin') }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('player' as const), pick: fc.nat(100) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('drag' as const), adopt: fc.boolean(), n: fc.integer({ min: 1, max: 40 }) }) },
);
/** The ops with fights ending and starting again (and damage applied between them). */
export const opArbWithEnds: fc.Arbitrary<Op> = fc.oneof(
  { weight: 30, arbitrary: opArb },
  { weight: 1, arbitrary: fc.constant({ k: 'end' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('start' as const), rules: fc.constantFrom<Rules>('rondel', 'seconds', 'rounds') }) },
);

const ACTIONS: Record<Rules, string[]> = {
  rondel: ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset'],
  seconds: ['combat', 'magic', 'skill', 'move'],
  rounds: ['combat', 'magic', 'skill', 'move', 'defense', 'ready --note a goblin charges'],
};
const UNITS: Record<Rules, string[]> = {
  rondel: ['counts', 'counts', 'actions', 'counts'],
  seconds: ['seconds', 'rounds', 'actions', 'seconds'],
  rounds: ['rounds', 'rounds', 'actions', 'rounds'],
};
const TERRAINS = ['road', 'floor', 'plains', 'tundra', 'desert', 'forest', 'hills', 'swamp', 'jungle', 'mountains'];

export function show(o: Op): string {
  return JSON.stringify(o);
}

/** Plays one op as the GM (the fight's commands); returns the chat it produced. */
export function playOp(t: Table, rules: Rules, o: Op): ReturnType<Table['say']> {
  const T = T_(t);
  switch (o.k) {
    case 'next':
      return t.say(t.gm, o.step ? '!rondel next --step' : '!rondel next');
    case 'act': {
      const a = ACTIONS[rules][o.pick % ACTIONS[rules].length] as string;
      return t.say(t.gm, `!rondel act ${a}${o.change && rules === 'rondel' ? ' --change' : ''}`);
    }
    case 'react':
      return t.say(t.gm, '!rondel react --note riposte', [T[o.tok]]);
    case 'set':
      if (o.what === 'count') return t.say(t.gm, `!rondel set --count ${o.n}`, [T[o.tok]]);
      if (o.what === 'tier') return t.say(t.gm, `!rondel set --tier ${['red_fox', 'orange_lion', 'green_horse', 'brown_cow'][o.n % 4]}`, [T[o.tok]]);
      return t.say(t.gm, `!rondel set --perception ${o.n % 12}`, [T[o.tok]]);
    case 'add':
      return t.say(t.gm, '!rondel add', [T[o.tok]]);
    case 'remove':
      return t.say(t.gm, `!rondel remove --token ${T[o.tok].id}`);
    case 'effect':
      return o.add
        ? t.say(t.gm, `!rondel effect --add Bless --${UNITS[rules][o.unit]} ${o.n} --marker ${o.unit % 2 ? 'blue' : 'angel-outfit'}`, [T[o.tok]])
        : t.say(t.gm, '!rondel effect --remove Bless', [T[o.tok]]);
    case 'cond':
      return t.say(t.gm, `!rondel condition --${o.add ? 'add' : 'remove'} ${o.cond}${o.add && o.timed ? ` --${UNITS[rules][o.unit]} ${o.n}` : ''}`, [T[o.tok]]);
    case 'damage': {
      const attack = t.say(t.gm, `!rondel attack --target ${T[o.to].id} --dice 2 --mod 20 --damage ${o.dmg}`, [T[o.from]]);
      const apply = buttons(attack).find((b) => b.startsWith('!rondel apply'));
      return apply ? t.say(t.gm, apply) : attack;
    }
    case 'stand':
      return t.say(t.gm, `!rondel stand${o.react ? ' --react' : ''}`, [T[o.tok]]);
    case 'done':
      return t.say(t.gm, '!rondel done');
    case 'say':
      return t.say(t.gm, '!rondel say Hold the line!', [T[o.tok]]);
    case 'trigger':
      return t.say(t.gm, '!rondel trigger --note it came', [T[o.tok]]);
    case 'terrain':
      return t.say(t.gm, `!rondel terrain ${TERRAINS[o.pick % TERRAINS.length]}`);
    case 'cast':
      return t.say(t.gm, `!rondel act magic --note Ward --cast ${o.n} --duration 2 ${UNITS[rules][0]}`);
    case 'undo':
      return t.say(t.gm, `!rondel undo ${o.n}`);
    case 'redo':
      return t.say(t.gm, `!rondel redo ${o.n}`);
    case 'player': {
      // the last menu whispered to anyone, pressed by whom it reached
      const menus = t.sb.recorder.chat.filter((m) => m.type === 'whisper' && /--turn \d+/.test(m.content));
      const last = menus[menus.length - 1];
      if (!last) return [];
      const bs = buttons([last]).filter((b) => /--turn/.test(b) && !/\?\{/.test(b));
      const b = bs[o.pick % Math.max(1, bs.length)];
      if (!b) return [];
      const who = [t.pat, t.sam].find((p) => last.targets.includes(p.id)) ?? t.gm;
      return t.say(who, b);
    }
    case 'config':
      return t.say(t.gm, `!rondel config --set ${o.set}`);
    case 'end':
      return t.say(t.gm, '!rondel end --confirm');
    case 'start':
      return t.say(t.gm, `!rondel start --rules ${o.rules} --confirm`, STARTERS.map((k) => T[k]));
    case 'layer': {
      const x = T[o.tok];
      const mark = t.sb.recorder.mark();
      t.sb.driver.setProps(x, { layer: x.get('layer') === 'gmlayer' ? 'objects' : 'gmlayer' });
      t.sb.flush();
      return t.sb.recorder.since(mark).chat;
    }
    case 'drag': {
      // the GM types a value into the tracker's last row of ours; then (maybe) presses its Adopt button
      const order = t.sb.turnOrder();
      const rows = order.map((e, i) => [e, i] as const).filter(([e]) => e.id !== '-1');
      const row = rows[o.n % Math.max(1, rows.length)];
      if (!row) return [];
      const mark = t.sb.recorder.mark();
      t.sb.driver.tracker.edit(row[1], String(o.n));
      t.sb.flush();
      const said = t.sb.recorder.since(mark).chat;
      const adopt = buttons(said).find((b) => b.includes('--asked'));
      return o.adopt && adopt ? [...said, ...t.say(t.gm, adopt)] : said;
    }
    case 'restart': {
      const mark = t.sb.recorder.mark();
      t.sb.restart();
      t.sb.flush();
      return t.sb.recorder.since(mark).chat;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// the model: the snapshots of the steps undo may go back to

export interface ModelLine {
  past: Snap[];
  present: Snap;
  future: Snap[];
}

export const LIMIT = 30;
export const tally: Record<string, number> = {};
const count = (k: string): void => {
  tally[k] = (tally[k] ?? 0) + 1;
};

/**
 * Plays a start then ops; after every undo and redo compares the table with the model. Returns the first problem, or
 * null. `log` collects what happened.
 */
export interface RunOptions {
  hidden?: 'aldric' | 'zombie';
  /** Options set before the fight starts. */
  config?: readonly string[];
  /** After every undo and redo, a restart must find nothing to put right. */
  restartOracle?: boolean;
}

export function playRun(seed: number, firstRules: Rules, given: Op[], log: string[] = [], options: RunOptions = {}): string | null {
  let rules = firstRules;
  const hidden = options.hidden ?? 'zombie';
  // a stand comes after the token was put prone
  const ops = given.flatMap((o): Op[] => (o.k === 'stand' && o.react !== undefined ? [{ k: 'cond', tok: o.tok, add: true, cond: 'prone', n: 1, unit: 0, timed: false }, o] : [o]));
  const t = undoTable(seed, { hidden });
  for (const c of options.config ?? []) t.say(t.gm, `!rondel config --set ${c}`);
  // the GM's own aura and tint on two tokens, another script's entry in the tracker
  t.sb.setProps(t.tokens.lira, { aura2_radius: 3, aura2_color: '#00ff00', tint_color: '#123456' });
  t.sb.setProps(t.tokens.goblin, { aura2_radius: 1, aura2_color: '#ff00ff' });
  t.sb.setTurnOrder([{ id: '-1', pr: 0, custom: 'Torch', _pageid: t.page.id }]);
  t.say(t.gm, `!rondel start --rules ${rules}`, STARTERS.map((k) => T_(t)[k]));
  log.push(`start --rules ${rules}`);
  if (serialOf(t) === null) return 'the fight did not start';
  const m: ModelLine = { past: [], present: snap(t), future: [] };
  /** No fight running: the snapshots before each damage applied since the fight ended (undo takes back the last). */
  let outside: Snap[] | null = null;
  for (let i = 0; i < ops.length; i += 1) {
    const o = ops[i] as Op;
    if (o.k === 'start' || o.k === 'end') {
      const wasOn = serialOf(t) !== null;
      const out = playOp(t, rules, o);
      log.push(`${i}: ${show(o)} → ${text(out).replace(/\s+/g, ' ').slice(0, 200)}`);
      try {
        t.sb.assertNoCrash();
      } catch (e) {
        return `op ${i} ${show(o)} crashed: ${String(e).slice(0, 800)}`;
      }
      if (o.k === 'start') {
        if (serialOf(t) === null) return `op ${i} ${show(o)}: the fight did not start`;
        rules = o.rules;
        outside = null;
      } else {
        if (serialOf(t) !== null) return `op ${i} ${show(o)}: the fight did not end`;
        // an `end` with no fight running is refused, and changes nothing
        if (!wasOn) {
          const problems = diffSnap(m.present, snap(t));
          if (problems.length) return `op ${i} ${show(o)} with no fight changed the table:\n${problems.join('\n')}`;
          continue;
        }
        outside = [];
      }
      m.past = [];
      m.future = [];
      m.present = snap(t);
      continue;
    }
    if (outside !== null) {
      // no fight: undo takes back the last damage applied since the fight ended, redo does nothing, the rest as it may
      const out = playOp(t, rules, o);
      log.push(`${i}: ${show(o)} (no fight) → ${text(out).replace(/\s+/g, ' ').slice(0, 200)}`);
      try {
        t.sb.assertNoCrash();
      } catch (e) {
        return `op ${i} ${show(o)} crashed: ${String(e).slice(0, 800)}`;
      }
      if (serialOf(t) !== null) return `op ${i} ${show(o)}: a fight started without start`;
      const now = snap(t);
      if (o.k === 'undo' || o.k === 'redo') {
        count(`no fight ${o.k} ${o.k === 'undo' && outside.length ? 'takes back damage' : 'nothing'}`);
        const target = o.k === 'undo' ? (outside.pop() ?? m.present) : m.present;
        const problems = diffSnap(target, now);
        if (problems.length) return `op ${i} ${show(o)} with no fight: the table is not the one before the last damage applied since the fight ended:\n${problems.join('\n')}`;
        m.present = now;
        continue;
      }
      if (now.bars !== m.present.bars || now.attributes !== m.present.attributes) outside.push(m.present);
      m.present = now;
      continue;
    }
    const before = timelineKey(t);
    const serial = serialOf(t);
    let out: ReturnType<Table['say']>;
    try {
      out = playOp(t, rules, o);
    } catch (e) {
      return `op ${i} ${show(o)} threw ${String(e)}`;
    }
    try {
      t.sb.assertNoCrash();
    } catch (e) {
      return `op ${i} ${show(o)} crashed: ${String(e).slice(0, 800)}`;
    }
    if (serialOf(t) !== serial) return `op ${i} ${show(o)} changed the fight's serial`;
    const now = snap(t);
    log.push(`${i}: ${show(o)} → ${text(out).replace(/\s+/g, ' ').slice(0, 300)}`);
    // a sheet a player may open shows no condition of its token on the GM layer
    const hiddenChar = (t.characters as Record<string, DoubleObject | undefined>)[hidden];
    if (hiddenChar) {
      const text = t.sb.allObjs('attribute').find((a) => a.get('_characterid') === hiddenChar.id && a.get('name') === 'conditions')?.get('current');
      if (text) return `op ${i} ${show(o)}: the hidden ${hidden}'s sheet shows conditions "${String(text)}"`;
    }
    // the hidden token is on the GM layer all along: no player reads its name or id
    for (const p of [t.pat, t.sam]) {
      const seen = seenBy(out, p);
      if (new RegExp(hidden, 'i').test(seen) || seen.includes(T_(t)[hidden].id)) return `op ${i} ${show(o)}: ${p.get('displayname')} reads the hidden ${hidden}: ${seen.slice(0, 600)}`;
    }
    if ((o.k === 'undo' || o.k === 'redo') && m.present.fight !== now.fight) {
      // every visible combatant whose conditions changed is named on what the players read; any, on what the GM reads
      const conds = (f: string): Map<string, string> => {
        const p = (JSON.parse(f) as { present?: { combatants?: { id: string; name: string; conditions?: string[] }[] } }).present;
        return new Map((p?.combatants ?? []).map((c) => [c.id, `${c.name}|${[...(c.conditions ?? [])].sort().join(',')}`]));
      };
      const a = conds(m.present.fight);
      const b = conds(now.fight);
      const gmReads = out.filter((x) => x.type !== 'whisper' || x.targets.includes(t.gm.id)).map((x) => plain(x.content)).join('\n');
      const patReads = seenBy(out, t.pat);
      for (const [id, v] of b) {
        const w = a.get(id);
        if (w === undefined || w === v) continue;
        const name = v.split('|')[0] as string;
        if (!gmReads.includes(name)) return `op ${i} ${show(o)}: ${name}'s conditions changed (${w} → ${v}) and the GM's cards do not name it:\n${gmReads}`;
        const tokenHidden = Object.values(t.tokens).find((x) => x.id === id)?.get('layer') === 'gmlayer';
        if (!tokenHidden && !patReads.includes(name)) return `op ${i} ${show(o)}: ${name}'s conditions changed (${w} → ${v}) and the players' card does not name it:\n${patReads}`;
      }
    }
    if (o.k === 'undo' || o.k === 'redo') {
      const side = o.k === 'undo' ? m.past : m.future;
      const moved = Math.min(o.n, side.length);
      const gmText = out.filter((x) => x.type !== 'whisper' || x.targets.includes(t.gm.id)).map((x) => plain(x.content)).join('\n');
      const verb = o.k === 'undo' ? 'undid' : 'redid';
      if (moved === 0 && !new RegExp(`nothing (more )?to ${o.k}`).test(gmText)) return `op ${i} ${show(o)}: nothing to ${o.k}, and the GM reads:\n${gmText}`;
      if (moved > 0 && !new RegExp(`The GM ${verb} ${moved} steps?[:.]|${verb === 'undid' ? 'Undid' : 'Redid'} ${moved} steps in all`).test(gmText)) return `op ${i} ${show(o)}: ${moved} step(s) moved, and the GM reads:\n${gmText}`;
      if (moved === 0) {
        const problems = diffSnap(m.present, now);
        if (problems.length) return `op ${i} ${show(o)}: nothing to ${o.k} in the model, yet the table changed:\n${problems.join('\n')}`;
        continue;
      }
      count(`${o.k} moved ${moved}`);
      const cut = side.length - moved;
      const target = side[cut] as Snap;
      const passed = [...side.slice(cut + 1), m.present].reverse();
      if (o.k === 'undo') {
        m.future.push(...passed);
        m.past = m.past.slice(0, cut);
      } else {
        m.past.push(...passed);
        m.future = m.future.slice(0, cut);
      }
      m.present = target;
      const problems = diffSnap(target, now);
      if (problems.length) return `op ${i} ${show(o)} (moved ${moved}): the table is not the state ${moved} step(s) ${o.k === 'undo' ? 'back' : 'on'}:\n${problems.join('\n')}`;
      if (options.restartOracle) {
        t.sb.restart();
        t.sb.flush();
        const again = diffSnap(now, snap(t));
        if (again.length) return `op ${i} ${show(o)} (moved ${moved}): a restart right after it changed the table (what the undo left was not what the state says):\n${again.join('\n')}`;
      }
      continue;
    }
    if (o.k === 'config' || o.k === 'layer') {
      // what is shown depends on the options and the layers: the steps before show theirs as they are now
      // (a sheet players may open shows no condition of a token on the GM layer: the conditions texts too)
      const blur = (x: Snap): Snap => ({ ...x, markers: '*', indicator: '*', ...(o.k === 'layer' ? { attributes: '*' } : {}) });
      m.past = m.past.map(blur);
      m.future = m.future.map(blur);
      if (timelineKey(t) !== before) return `op ${i} ${show(o)} changed the fight's timeline`;
      m.present = now;
      continue;
    }
    if (o.k === 'restart') {
      // a restart changes nothing of the fight (the tracker and markers may be written again as they should be)
      const problems = diffSnap(m.present, now);
      if (problems.length) return `op ${i} restart changed the table:\n${problems.join('\n')}`;
      continue;
    }
    const after = timelineKey(t);
    count(`${o.k} ${after !== before ? 'step' : 'no step'}`);
    if (after !== before) {
      m.past.push(m.present);
      if (m.past.length > LIMIT) m.past = m.past.slice(m.past.length - LIMIT);
      m.present = now;
      m.future = [];
    } else {
      // no step: the table may still have changed (an attack's roll alone changes no fight)… but nothing undo covers
      const problems = diffSnap(m.present, now);
      if (problems.length) return `op ${i} ${show(o)} changed the table without a step:\n${problems.join('\n')}`;
      m.present = now;
    }
  }
  return null;
}
