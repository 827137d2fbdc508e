// Section 2: chat commands against the built bundle in the double (issues 4 and 7). Each command is the GM's
// `!rondel next`, or the GM's `!rondel act <action>` for the due combatant; its wall time includes the double.
import { ACTION_KEYS, type ActionKey } from '../src/rules/rondel/actions';
import type { Combatant } from '../src/rules/rondel/state';
import type { Dice } from '../src/rules/core/dice';
import { currentCombatant } from '../src/rules/rondel/order';
import { seededDice } from '../test/support/dice';
import type { RecordedSince } from 'roll20-double';
import { campaign, start, storedFight, type Campaign } from './campaign';
import { max, mean, median, quantile, round, timeUs } from './stats';

/** 10 and 50 are the brief's sizes; 200 is informational (how a command scales). */
export const COMMAND_SIZES = [10, 50, 200] as const;
export const COMMANDS_EACH = 300;
const WARM_UP = 40;

export type Verb = 'next' | 'act';

export interface CommandFigures {
  readonly n: number;
  readonly verb: Verb;
  readonly commands: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  /** Writes of the campaign's turnorder by scripts, per command. */
  readonly turnOrderWrites: { readonly min: number; readonly max: number; readonly mean: number; readonly notOne: number };
  /** Public (not whispered) messages per command. */
  readonly publicChat: { readonly max: number; readonly mean: number; readonly overOne: number };
  /** Whispers per command (the due combatant's action menu, or a refusal), the GM's overflow whispers aside. */
  readonly whispers: { readonly max: number; readonly mean: number; readonly overOne: number };
  /** The GM's whispers of what a card cut to 3 KB left out (kept out of the archive), max per command. */
  readonly overflowMax: number;
  /** statusmarkers writes by scripts per command, and tokens whose statusmarkers changed. */
  readonly tokenWrites: { readonly mean: number; readonly max: number; readonly total: number };
  readonly tokensChanged: { readonly mean: number; readonly max: number; readonly total: number };
  /** Writes beyond the tokens that changed: to unchanged tokens, or a second write to the same token. */
  readonly wastedTokenWrites: number;
  /** Commands refused (an error whisper and no state change). */
  readonly refused: number;
}

interface Sample {
  ms: number;
  turnOrder: number;
  publicChat: number;
  whispers: number;
  overflow: number;
  tokenWrites: number;
  tokensChanged: number;
  wasted: number;
  refused: boolean;
}

function markersOf(c: Campaign): Map<string, string> {
  return new Map(c.tokens.map((t) => [t.id, String(t.get('statusmarkers') ?? '')]));
}

function measure(c: Campaign, text: string): Sample {
  const before = markersOf(c);
  const stateBefore = storedFight(c.sb);
  const mark = c.sb.recorder.mark();
  const { us } = timeUs(() => c.sb.driver.chat(c.gm, text));
  const since: RecordedSince = c.sb.recorder.since(mark);
  const after = markersOf(c);
  const changed = new Set([...after].filter(([id, v]) => before.get(id) !== v).map(([id]) => id));
  const markerWrites = since.writes.filter((w) => w.origin === 'script' && w.type === 'graphic' && w.key === 'statusmarkers');
  const seen = new Set<string>();
  let wasted = 0;
  for (const w of markerWrites) {
    if (!changed.has(w.id) || seen.has(w.id)) wasted += 1;
    seen.add(w.id);
  }
  const posted = since.chat.filter((m) => !m.viaCallback);
  return {
    ms: us / 1000,
    turnOrder: since.writes.filter((w) => w.origin === 'script' && w.key === 'turnorder').length,
    publicChat: posted.filter((m) => m.type !== 'whisper' && m.type !== 'api' && m.type !== 'gmrollresult').length,
    whispers: posted.filter((m) => m.type === 'whisper' && !/: the rest/.test(m.content)).length,
    overflow: posted.filter((m) => m.type === 'whisper' && /: the rest/.test(m.content)).length,
    tokenWrites: markerWrites.length,
    tokensChanged: changed.size,
    wasted,
    refused: storedFight(c.sb) === stateBefore,
  };
}

/** `!rondel act` with a random action for the due combatant (never hold after hold) and plausible flags. */
export function actCommand(due: Combatant, pick: Dice): string {
  const choices = due.lastAction === 'hold' ? ACTION_KEYS.filter((k) => k !== 'hold') : ACTION_KEYS;
  const action = choices[pick.roll(choices.length) - 1] as ActionKey;
  const flags: string[] = [];
  if (pick.roll(8) === 1) flags.push('--change');
  if (action === 'combat' && pick.roll(3) === 1) flags.push(`--speed ${pick.roll(5) - 3}`);
  if (action === 'magic') flags.push(`--cast ${pick.roll(5) - 1}`, '--note fireball');
  return ['!rondel act', action, ...flags].join(' ');
}

/** Some play: the due combatant acts 3 times in 4, otherwise the GM's next (passing it over). */
export function play(c: Campaign, commands: number, pick: Dice): void {
  for (let i = 0; i < commands; i += 1) {
    const fight = storedFight(c.sb);
    const due = fight ? currentCombatant(fight) : undefined;
    c.sb.driver.chat(c.gm, due && pick.roll(4) !== 1 ? actCommand(due, pick) : '!rondel next');
  }
  c.sb.assertNoCrash();
}

/** The command the GM types next: act for the due combatant (3 times in 4), else next, until 300 of each. */
function nextCommand(c: Campaign, pick: Dice, done: Record<Verb, number>): { verb: Verb; text: string } {
  const fight = storedFight(c.sb);
  const due = fight ? currentCombatant(fight) : undefined;
  const nextsDone = done.next >= COMMANDS_EACH + WARM_UP;
  const actsDone = done.act >= COMMANDS_EACH + WARM_UP;
  if (due && !actsDone && (nextsDone || pick.roll(4) !== 1)) return { verb: 'act', text: actCommand(due, pick) };
  return { verb: 'next', text: '!rondel next' };
}

function summarize(n: number, verb: Verb, samples: readonly Sample[]): CommandFigures {
  const ms = samples.map((s) => s.ms);
  const to = samples.map((s) => s.turnOrder);
  const pub = samples.map((s) => s.publicChat);
  const wh = samples.map((s) => s.whispers);
  const tw = samples.map((s) => s.tokenWrites);
  const tc = samples.map((s) => s.tokensChanged);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  return {
    n,
    verb,
    commands: samples.length,
    medianMs: round(median(ms), 3),
    p95Ms: round(quantile(ms, 0.95), 3),
    turnOrderWrites: { min: Math.min(...to), max: max(to), mean: round(mean(to), 3), notOne: to.filter((x) => x !== 1).length },
    publicChat: { max: max(pub), mean: round(mean(pub), 3), overOne: pub.filter((x) => x > 1).length },
    whispers: { max: max(wh), mean: round(mean(wh), 3), overOne: wh.filter((x) => x > 1).length },
    overflowMax: max(samples.map((s) => s.overflow)),
    tokenWrites: { mean: round(mean(tw), 2), max: max(tw), total: sum(tw) },
    tokensChanged: { mean: round(mean(tc), 2), max: max(tc), total: sum(tc) },
    wastedTokenWrites: sum(samples.map((s) => s.wasted)),
    refused: samples.filter((s) => s.refused).length,
  };
}

export function runCommands(n: number, seed: number): CommandFigures[] {
  const c = campaign(n, seed);
  start(c);
  const pick = seededDice(seed * 31 + 7);
  const done: Record<Verb, number> = { next: 0, act: 0 };
  const samples: Record<Verb, Sample[]> = { next: [], act: [] };
  while (done.next < COMMANDS_EACH + WARM_UP || done.act < COMMANDS_EACH + WARM_UP) {
    const { verb, text } = nextCommand(c, pick, done);
    const sample = measure(c, text);
    done[verb] += 1;
    // the first WARM_UP of each kind warm the JIT in this context and are not kept
    if (done[verb] > WARM_UP && samples[verb].length < COMMANDS_EACH) samples[verb].push(sample);
  }
  c.sb.assertNoCrash();
  return [summarize(n, 'next', samples.next), summarize(n, 'act', samples.act)];
}
