// Section 3: the economy of a fight in the Roll20 double, per rule set and size (issue 16). The built bundle plays a
// seeded fight by chat (the due combatant acts 3 times in 4, otherwise the GM's `!rondel next`); every command's
// writes are counted from the double's write log, its chat from the chat log. Beside it, in the same run and
// interleaved step by step, the floor: a minimal turn script in its own campaign of the same size that rotates the
// tracker and writes it, nothing else. Peer figures are the measurements of other turn scripts.
import { createSandbox, type RecordedSince } from 'roll20-double';
import { seededDice } from '../test/support/dice';
import type { Dice } from '../src/rules/core/dice';
import type { FightStateBase, RuleSet, RuleSetId } from '../src/rules/core/rule-set';
import { ruleSetOf } from '../src/rules/registry';
import { campaign, STATE_KEY, type Campaign } from './campaign';
import { max, mean, median, round, sum, timeUs } from './stats';

export const ECONOMY_RULES: readonly RuleSetId[] = ['rondel', 'seconds', 'rounds'];
export const ECONOMY_SIZES = [10, 50, 200, 500] as const;
/** Commands measured per rule set and size, after the warm-up. */
export const ECONOMY_COMMANDS = 150;
export const WARM_UP = 30;
/**
 * The steady state, shown for information: after the measured window the same fight goes on for this many commands,
 * then `next` is timed again for STEADY_COMMANDS. Each campaign is a fresh context (fresh closures, no type
 * feedback), so the measured window times code V8 has not optimised yet, the floor's included; played on, both
 * settle by about the 2,000th command (bench/README.md, section 4). The verdict stays on the cold window: a game
 * session rarely sends our script thousands of commands, so cold code is the table's case.
 */
export const STEADY_WARM_UP = 2000;
export const STEADY_COMMANDS = 150;
/** State is measured after this many commands (the undo history is full by then). */
export const STATE_AFTER = 150;
export const STARTUP_N = 200;
export const STARTUP_RUNS = 9;
/** Peers, measured side by side in the issue (40 advances, tokens with sheets): object updates per advance. */
export const PEERS = { TurnMarker1: 1, CombatMaster: 2, RoundMaster: 9 } as const;
export const TARGET_UPDATES = 2;
export const TARGET_CARD_BYTES = 3 * 1024;
export const TARGET_STATE_BYTES = 400;
export const TARGET_RATIO = 3;
export const TARGET_STARTUP_MS = 20;

export type CardKind = 'start' | 'next' | 'act' | 'status' | 'end';

export interface EconomyFigures {
  readonly rules: RuleSetId;
  readonly n: number;
  readonly nexts: number;
  readonly acts: number;
  /** Objects the script wrote (or created) per command, the campaign aside: tokens, graphics, text, paths, attributes… */
  readonly updatesPerNext: { readonly mean: number; readonly max: number };
  readonly updatesPerAct: { readonly mean: number; readonly max: number };
  /** Writes of the campaign's turnorder per next (counted apart from the object updates). */
  readonly turnOrderPerNext: number;
  /** Whispers per next: the due combatant's menu, and the GM's whisper with what a cut card left out. */
  readonly whispersPerNext: { readonly max: number; readonly mean: number; readonly menus: number; readonly overflow: number };
  /** The largest public card of each kind, in bytes of HTML. */
  readonly cardBytes: Readonly<Record<CardKind, number>>;
  /** The first window (commands WARM_UP to ECONOMY_COMMANDS of a fresh sandbox, cold code): the figures judged. */
  readonly nextMedianMs: number;
  readonly floorMedianMs: number;
  /** Median of each next's time over the floor's time in the same step. */
  readonly ratio: number;
  /** Mean bytes a timed next sent: its public cards, and its whispers. */
  readonly sent: { readonly card: number; readonly whisper: number };
  /**
   * The floor that also sends a card and a whisper of those sizes, over the plain floor, cold (commands WARM_UP to
   * ECONOMY_COMMANDS, interleaved): what sending a next's messages costs in the double before any work of the script.
   */
  readonly messagesFloorRatio: number;
  /** The same three in the steady state, after STEADY_WARM_UP more commands of the same fight (information); null when not played on. */
  readonly steady: { readonly nextMedianMs: number; readonly floorMedianMs: number; readonly ratio: number } | null;
  readonly stateBytesPerCombatant: number;
  readonly presentBytesPerCombatant: number;
  readonly undoSteps: number;
  readonly refused: number;
}

/** The floor: rotate the tracker and write it, nothing else. */
const FLOOR_SCRIPT = `on('chat:message', function (msg) {
  if (msg.type !== 'api' || msg.content !== '!floor') return;
  var c = Campaign();
  var t = JSON.parse(c.get('turnorder') || '[]');
  if (t.length) t.push(t.shift());
  c.set('turnorder', JSON.stringify(t));
});`;

/**
 * The floor that also sends what a `next` sends: a public card and a whisper to the GM of the given sizes, made of
 * lines as a card is (made once: the sending is what it adds, not the making).
 */
export function messagesFloorScript(cardBytes: number, whisperBytes: number): string {
  return `var LINE = '<div style="margin:2px 0">Goblin 12 moves 3 hexes.</div>';
function filled(size) { var html = '<div style="border:1px solid #444;padding:4px">'; while (html.length + LINE.length + 6 <= size) html += LINE; return html + '</div>'; }
var CARD = filled(${Math.max(0, cardBytes)});
var WHISPER = filled(${Math.max(0, whisperBytes)});
on('chat:message', function (msg) {
  if (msg.type !== 'api' || msg.content !== '!floor') return;
  var c = Campaign();
  var t = JSON.parse(c.get('turnorder') || '[]');
  if (t.length) t.push(t.shift());
  c.set('turnorder', JSON.stringify(t));
  if (${cardBytes} > 0) sendChat('Floor', '/direct ' + CARD);
  if (${whisperBytes} > 0) sendChat('Floor', '/w "Gina" ' + WHISPER);
});`;
}

/** The messages floor over the plain floor, each in a fresh campaign of n, interleaved: the median ratio, cold. */
export function messagesFloorRatio(n: number, seed: number, cardBytes: number, whisperBytes: number): number {
  const plain = floorCampaign(n, seed);
  const sending = floorCampaign(n, seed, messagesFloorScript(cardBytes, whisperBytes));
  const ratios: number[] = [];
  for (let i = 0; i < ECONOMY_COMMANDS; i += 1) {
    const a = sending.step();
    const b = plain.step();
    if (i >= WARM_UP) ratios.push(a / Math.max(b, 1e-6));
  }
  return round(median(ratios), 2);
}

export interface Floor {
  readonly sb: ReturnType<typeof createSandbox>;
  /** One step; its wall time in ms. */
  step(): number;
}

export function floorCampaign(n: number, seed: number, script = FLOOR_SCRIPT): Floor {
  const sb = createSandbox({ seed });
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const page = sb.addPage({ name: 'Battle' });
  const entries = [];
  for (let i = 0; i < n; i += 1) {
    const t = sb.addToken({ pageid: page.id, name: `Token ${i}` });
    entries.push({ id: t.id, pr: String(n - i), custom: '', _pageid: page.id });
  }
  sb.setTurnOrder(entries);
  sb.loadScript(script, 'floor.js');
  sb.boot();
  sb.assertNoCrash();
  return { sb, step: () => timeUs(() => sb.driver.chat(gm, '!floor')).us / 1000 };
}

interface StoredRaw {
  fight: { rules: RuleSetId; timeline: { present: FightStateBase; past: unknown[]; future: unknown[] } } | null;
}

function raw(c: Campaign): StoredRaw | undefined {
  return c.sb.state[STATE_KEY] as StoredRaw | undefined;
}

function present(c: Campaign): { rs: RuleSet<FightStateBase>; state: FightStateBase } | null {
  const f = raw(c)?.fight;
  const rs = f ? ruleSetOf(f.rules) : undefined;
  return f && rs ? { rs, state: f.timeline.present } : null;
}

/** Objects written or created by the script, the campaign aside (a set of several keys of one object is one update). */
export function objectUpdates(since: RecordedSince): number {
  const ids = new Set<string>();
  for (const w of since.writes) if (w.origin === 'script' && w.type !== 'campaign') ids.add(`${w.type}:${w.id}`);
  for (const o of since.created) if (o.origin === 'script') ids.add(`${o.type}:${o.id}`);
  return ids.size;
}

/** Cards players read or Roll20's archive keeps: public messages, and whispers not kept out of the archive. */
function publicCards(since: RecordedSince): string[] {
  return since.chat
    .filter((m) => !m.viaCallback && m.type !== 'api' && m.type !== 'gmrollresult' && (m.type !== 'whisper' || m.options?.noarchive !== true))
    .map((m) => m.content);
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/**
 * The command the GM types: the due combatant acts (3 times in 4) with an action of the rule set, else next. A turn
 * that has had its action goes on with next (in 10-second rounds the turn lasts until next).
 */
function command(c: Campaign, pick: Dice, last: { turn: string }): { verb: 'next' | 'act'; text: string } {
  const p = present(c);
  const due = p?.rs.current(p.state);
  const turn = p && due ? `${due.id}@${p.rs.clock(p.state)}` : '';
  const acted = turn !== '' && turn === last.turn;
  last.turn = turn;
  if (p && due && !acted && pick.roll(4) !== 1) {
    const actions = p.rs.actions.filter((a) => a.key !== 'hold' || (due as { lastAction?: unknown }).lastAction !== 'hold');
    const a = actions[pick.roll(actions.length) - 1];
    if (a) return { verb: 'act', text: `!rondel act ${a.key}` };
  }
  return { verb: 'next', text: '!rondel next' };
}

/** The options a GM may turn on that put more on the tokens: what they cost when on is shown beside the defaults. */
export const EVERY_MARKER = ['badges=on', 'countdown=on', 'statuses=on'] as const;

/** `playOn` false leaves the steady state out (a run read for its writes alone). */
export function runEconomy(rules: RuleSetId, n: number, seed: number, options: readonly string[] = [], playOn = true): EconomyFigures {
  const c = campaign(n, seed);
  for (const o of options) c.sb.driver.chat(c.gm, `!rondel config --set ${o}`);
  const cards: Record<CardKind, number> = { start: 0, next: 0, act: 0, status: 0, end: 0 };
  const chat = (kind: CardKind, text: string, selected = false, who = c.gm): { since: RecordedSince; ms: number } => {
    const mark = c.sb.recorder.mark();
    const { us } = timeUs(() => c.sb.driver.chat(who, text, selected ? { selected: c.tokens } : undefined));
    const since = c.sb.recorder.since(mark);
    // a player's status is whispered to that player: a card a player reads, archived or not
    const read = who === c.gm ? publicCards(since) : since.chat.filter((m) => !m.viaCallback && m.targets.includes(who.id)).map((m) => m.content);
    for (const html of read) cards[kind] = Math.max(cards[kind], bytes(html));
    return { since, ms: us / 1000 };
  };
  chat('start', `!rondel start --rules ${rules}`, true);
  if (!present(c)) throw new Error(`bench: the ${rules} fight of ${n} did not start`);
  const floor = floorCampaign(n, seed);
  const pick = seededDice(seed * 17 + 3);
  const last = { turn: '' };
  const next: { updates: number; turnOrder: number; whispers: number; menus: number; overflow: number; ms: number; floorMs: number; sent: number; whispered: number }[] = [];
  const act: number[] = [];
  let refused = 0;
  let state = { bytes: 0, present: 0, undo: 0 };
  for (let i = 0; next.length + act.length < ECONOMY_COMMANDS; i += 1) {
    const { verb, text } = command(c, pick, last);
    const before = raw(c)?.fight?.timeline.present;
    const { since, ms } = chat(verb, text);
    // interleaved: the floor takes its step right after
    const floorMs = floor.step();
    if (raw(c)?.fight?.timeline.present === before) refused += i >= WARM_UP ? 1 : 0;
    if (i + 1 === STATE_AFTER) {
      const r = raw(c);
      state = { bytes: bytes(JSON.stringify(r)), present: bytes(JSON.stringify(r?.fight?.timeline.present)), undo: (r?.fight?.timeline.past.length ?? 0) + (r?.fight?.timeline.future.length ?? 0) };
    }
    if (i < WARM_UP) continue;
    const whispers = since.chat.filter((m) => !m.viaCallback && m.type === 'whisper');
    const overflow = whispers.filter((m) => /the rest/.test(m.content)).length;
    if (verb === 'next') {
      next.push({
        updates: objectUpdates(since),
        turnOrder: since.writes.filter((w) => w.origin === 'script' && w.key === 'turnorder').length,
        whispers: whispers.length,
        menus: whispers.length - overflow,
        overflow,
        ms,
        floorMs,
        // what the next sent: the public cards' bytes, and the whispers' (the menu, and what a cut card left out)
        sent: sum(since.chat.filter((m) => !m.viaCallback && m.type !== 'whisper' && m.type !== 'api').map((m) => bytes(m.content))),
        whispered: sum(whispers.map((m) => bytes(m.content))),
      });
    } else act.push(objectUpdates(since));
  }
  if (state.bytes === 0) {
    const r = raw(c);
    state = { bytes: bytes(JSON.stringify(r)), present: bytes(JSON.stringify(r?.fight?.timeline.present)), undo: (r?.fight?.timeline.past.length ?? 0) + (r?.fight?.timeline.future.length ?? 0) };
  }
  // the steady state: the same fight played on (not timed, cards not read), then nexts timed beside the floor again
  const steady: { ms: number; floorMs: number }[] = [];
  for (let i = 0; playOn && steady.length < STEADY_COMMANDS && i < STEADY_WARM_UP + 20 * STEADY_COMMANDS; i += 1) {
    const { verb, text } = command(c, pick, last);
    if (i % 500 === 0) {
      c.sb.recorder.forget();
      floor.sb.recorder.forget();
    }
    const { us } = timeUs(() => c.sb.driver.chat(c.gm, text));
    const floorMs = floor.step();
    if (i >= STEADY_WARM_UP && verb === 'next') steady.push({ ms: us / 1000, floorMs });
  }
  chat('status', '!rondel status', false, c.players[0] as Campaign['gm']);
  chat('end', '!rondel end --confirm');
  c.sb.assertNoCrash();
  const ratios = next.map((x) => x.ms / Math.max(x.floorMs, 1e-6));
  const sent = { card: Math.round(mean(next.map((x) => x.sent))), whisper: Math.round(mean(next.map((x) => x.whispered))) };
  return {
    rules,
    n,
    nexts: next.length,
    acts: act.length,
    updatesPerNext: { mean: round(mean(next.map((x) => x.updates)), 2), max: max(next.map((x) => x.updates)) },
    updatesPerAct: { mean: round(mean(act), 2), max: max(act) },
    turnOrderPerNext: round(mean(next.map((x) => x.turnOrder)), 2),
    whispersPerNext: {
      max: max(next.map((x) => x.whispers)),
      mean: round(mean(next.map((x) => x.whispers)), 2),
      menus: max(next.map((x) => x.menus)),
      overflow: max(next.map((x) => x.overflow)),
    },
    cardBytes: cards,
    nextMedianMs: round(median(next.map((x) => x.ms)), 3),
    floorMedianMs: round(median(next.map((x) => x.floorMs)), 3),
    ratio: round(median(ratios), 2),
    sent,
    messagesFloorRatio: messagesFloorRatio(n, seed, sent.card, sent.whisper),
    steady: playOn
      ? {
          nextMedianMs: round(median(steady.map((x) => x.ms)), 3),
          floorMedianMs: round(median(steady.map((x) => x.floorMs)), 3),
          ratio: round(median(steady.map((x) => x.ms / Math.max(x.floorMs, 1e-6))), 2),
        }
      : null,
    stateBytesPerCombatant: Math.round(state.bytes / n),
    presentBytesPerCombatant: Math.round(state.present / n),
    undoSteps: state.undo,
    refused,
  };
}

export interface StartupFigures {
  readonly rules: RuleSetId;
  readonly n: number;
  /** Median of Save Script (a new context, the bundle loaded, `ready`) with a running fight and its undo history. */
  readonly restartMedianMs: number;
  /** The floor script's own restart in a campaign of the same size. */
  readonly floorRestartMedianMs: number;
}

/** A running fight of STARTUP_N in a campaign of its own, 60 commands in (its undo history filled). */
function startupCampaign(rules: RuleSetId, seed: number): Campaign {
  const c = campaign(STARTUP_N, seed);
  c.sb.driver.chat(c.gm, `!rondel start --rules ${rules}`, { selected: c.tokens });
  const pick = seededDice(seed);
  const last = { turn: '' };
  for (let i = 0; i < 60; i += 1) c.sb.driver.chat(c.gm, command(c, pick, last).text);
  return c;
}

/**
 * Start-up for each rule set, the floor's beside it. The restarts go round by round, each rule set's and the floor's
 * in turn, and the first round is not counted: the first restarts of a process pay for its own warm-up (the double's
 * code, V8's caches), and measured one rule set after the other the first would carry all of it (bench/README.md).
 */
export function runStartups(rules: readonly RuleSetId[], seed: number): StartupFigures[] {
  const fights = rules.map((r, i) => startupCampaign(r, seed + i));
  const f = createSandbox({ seed });
  f.addPlayer({ name: 'Gina', gm: true });
  const page = f.addPage({ name: 'Battle' });
  f.setTurnOrder(Array.from({ length: STARTUP_N }, (_, i) => ({ id: f.addToken({ pageid: page.id }).id, pr: String(i), custom: '', _pageid: page.id })));
  f.loadScript(FLOOR_SCRIPT, 'floor.js');
  f.boot();
  const times = rules.map(() => [] as number[]);
  const floorTimes: number[] = [];
  for (let i = 0; i < STARTUP_RUNS + 1; i += 1) {
    fights.forEach((c, k) => {
      const { us } = timeUs(() => c.sb.restart());
      c.sb.assertNoCrash();
      if (i > 0) (times[k] as number[]).push(us / 1000);
    });
    const { us } = timeUs(() => f.restart());
    if (i > 0) floorTimes.push(us / 1000);
  }
  const floorMs = round(median(floorTimes), 2);
  return rules.map((r, k) => ({ rules: r, n: STARTUP_N, restartMedianMs: round(median(times[k] as number[]), 2), floorRestartMedianMs: floorMs }));
}

export interface ScaleFigures {
  readonly n: number;
  /** The count the run plays to (the quick run a shorter fight, `--scale` the 2,000 counts). */
  readonly counts: number;
  readonly advances: number;
  readonly full: boolean;
  readonly countReached: number;
  readonly updatesPerNext: number;
  readonly maxCardBytes: number;
  readonly stateBytesPerCombatant: number;
  readonly nextMedianMs: number;
  readonly floorMedianMs: number;
  readonly ratio: number;
  readonly seconds: number;
}

export const SCALE_N = 500;
export const SCALE_COUNTS = { quick: 100, full: 2000 } as const;
/** The floor steps beside every this many `next`s of the scale run (its time is a sample; a count holds dozens of turns). */
const SCALE_FLOOR_EVERY = 10;

/**
 * 500 combatants, the GM's `next` again and again until the rondel's counter reaches the run's count (every next ends
 * one turn: a count holds dozens of them at this size). The double's record of each command is read, then dropped, so
 * a run of 2,000 counts keeps no more than one command's record.
 */
export function runScale(full: boolean, seed = 4242): ScaleFigures {
  const n = SCALE_N;
  const counts = full ? SCALE_COUNTS.full : SCALE_COUNTS.quick;
  const started = Date.now();
  const c = campaign(n, seed);
  c.sb.driver.chat(c.gm, '!rondel start', { selected: c.tokens });
  c.sb.assertNoCrash();
  const floor = floorCampaign(n, seed);
  let updates = 0;
  let advances = 0;
  const ms: number[] = [];
  const floorMs: number[] = [];
  const ratios: number[] = [];
  let maxCard = 0;
  const clock = (): number => {
    const p = present(c);
    return p ? p.rs.clock(p.state) : 0;
  };
  // a fight of 500 passes over about 40 turns a count; the cap only stops a fight that no longer moves on
  while (clock() < counts && advances < counts * n) {
    c.sb.recorder.forget();
    const mark = c.sb.recorder.mark();
    const { us } = timeUs(() => c.sb.driver.chat(c.gm, '!rondel next'));
    const since = c.sb.recorder.since(mark);
    const crash = since.crashes[0];
    if (crash) throw new Error(`bench: the scale run crashed at count ${clock()}: ${crash.message}`);
    advances += 1;
    updates += objectUpdates(since);
    for (const html of publicCards(since)) maxCard = Math.max(maxCard, bytes(html));
    ms.push(us / 1000);
    if (advances % SCALE_FLOOR_EVERY === 0) {
      floor.sb.recorder.forget();
      const f = floor.step();
      floorMs.push(f);
      ratios.push(us / 1000 / Math.max(f, 1e-6));
    }
  }
  c.sb.assertNoCrash();
  const r = raw(c);
  return {
    n,
    counts,
    advances,
    full,
    countReached: clock(),
    updatesPerNext: round(updates / Math.max(1, advances), 2),
    maxCardBytes: maxCard,
    stateBytesPerCombatant: Math.round(bytes(JSON.stringify(r)) / n),
    nextMedianMs: round(median(ms), 3),
    floorMedianMs: round(median(floorMs), 3),
    ratio: round(median(ratios), 2),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** For a quick look from the command line: `npx tsx bench/economy.ts rondel 200`. */
if (process.argv[1]?.endsWith('economy.ts')) {
  const rules = (process.argv[2] ?? 'rondel') as RuleSetId;
  const n = Number(process.argv[3] ?? 50);
  console.log(JSON.stringify(runEconomy(rules, n, n), null, 1));
}
