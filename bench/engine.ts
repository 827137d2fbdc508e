// Section 1: the pure engine (issue 3). Seeded play of many counts; every call to advance, declareAction and react
// is timed on its own with process.hrtime.bigint.
import { ACTION_KEYS, type ActionInput, type ActionKey } from '../src/rules/rondel/actions';
import type { CombatState, Step } from '../src/rules/rondel/state';
import type { Dice } from '../src/rules/core/dice';
import { advance, declareAction, react, startCombat, type NewCombatant } from '../src/rules/rondel/engine';
import { TIER_KEYS } from '../src/rules/core/numbers';
import { currentCombatant } from '../src/rules/rondel/order';
import { seededDice } from '../test/support/dice';
import { logLogSlope, median, quantile, round, timeUs } from './stats';

export const ENGINE_SIZES = [10, 50, 200] as const;
export const ENGINE_COUNTS = 10_000;
/** The target of issue 3: under 50 µs per event at 200 combatants (a call's cost over the events it produced). */
export const ENGINE_TARGET_US = 50;

export interface OpFigures {
  readonly samples: number;
  readonly medianUs: number;
  readonly p95Us: number;
}

export interface EngineRun {
  readonly n: number;
  readonly counts: number;
  readonly advance: OpFigures;
  /** The subset of advance calls that landed on a movement window (the event lists every combatant). */
  readonly advanceToWindow: OpFigures;
  /** Issue 3's measure: the cost of a call divided by the events it produced, per call. */
  readonly perEvent: { readonly advance: OpFigures; readonly advanceToWindow: OpFigures; readonly declareAction: OpFigures };
  readonly declareAction: OpFigures;
  readonly react: OpFigures;
  /** Engine events emitted per advance / per declaration, on average. */
  readonly eventsPerAdvance: number;
  readonly eventsPerDeclare: number;
  readonly wallMs: number;
}

export interface Growth {
  readonly op: 'advance' | 'declareAction';
  readonly ratio50to10: number;
  readonly ratio200to50: number;
  readonly ratio200to10: number;
  /** Least-squares slope of ln(median) against ln(N) over 10, 50, 200. */
  readonly exponent: number;
}

export interface EngineFigures {
  readonly runs: EngineRun[];
  readonly growth: Growth[];
  /** The same slope for N·ln N over the same sizes: what "N log N growth" means here. */
  readonly nLogNExponent: number;
  /** The same ratios for N·ln N. */
  readonly nLogNRatio200to10: number;
}

function figures(samples: readonly number[]): OpFigures {
  return { samples: samples.length, medianUs: round(median(samples), 3), p95Us: round(quantile(samples, 0.95), 3) };
}

function roster(n: number, pick: Dice): NewCombatant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `c${String(i).padStart(4, '0')}`,
    name: `Combatant ${i}`,
    tier: TIER_KEYS[pick.roll(TIER_KEYS.length) - 1] ?? 'brown_cow',
    perceptionMod: pick.roll(6) - 1,
    initiativeAdjustment: pick.roll(3) - 2,
  }));
}

/** Plausible inputs for an action, as a player (or the sheet) would give them. */
function inputFor(action: ActionKey, pick: Dice): ActionInput {
  const change = pick.roll(10) === 1;
  switch (action) {
    case 'combat':
      return { speed: pick.roll(5) - 3, change };
    case 'hide':
    case 'skill':
      return { mod: pick.roll(4) - 1, change };
    case 'magic':
      return { mod: pick.roll(4) - 1, cast: pick.roll(7) - 1, change };
    default:
      return { change };
  }
}

/**
 * Plays `counts` counts of a fight of `n`: whoever is due declares a random action (9 times in 10; otherwise the
 * GM's next passes them over), 1 loop in 30 someone reacts, and the GM advances when nobody is due.
 */
export function simulate(n: number, counts: number, seed: number, collect: boolean): EngineRun {
  const dice = seededDice(seed);
  const pick = seededDice(seed ^ 0x5bd1e995);
  const list = roster(n, pick);
  let state: CombatState = startCombat(list, dice).state;
  const end = state.counter + counts;
  const adv: number[] = [];
  const advWindow: number[] = [];
  const dec: number[] = [];
  const advPer: number[] = [];
  const windowPer: number[] = [];
  const decPer: number[] = [];
  const rea: number[] = [];
  let advEvents = 0;
  let decEvents = 0;
  const started = process.hrtime.bigint();
  while (state.counter < end) {
    if (pick.roll(30) === 1) {
      const who = state.combatants[pick.roll(state.combatants.length) - 1];
      if (who) {
        const { value, us } = timeUs((): Step => react(state, who.id, 'attack of opportunity'));
        if (collect) rea.push(us);
        state = value.state;
      }
    }
    const due = currentCombatant(state);
    if (due && pick.roll(10) !== 1) {
      const choices = due.lastAction === 'hold' ? ACTION_KEYS.filter((k) => k !== 'hold') : ACTION_KEYS;
      const action = choices[pick.roll(choices.length) - 1] as ActionKey;
      const input = inputFor(action, pick);
      const { value, us } = timeUs((): Step => declareAction(state, due.id, action, input, dice, action === 'magic' ? 'fireball' : ''));
      if (value.events[0]?.type === 'rejected') throw new Error(`bench: a declaration was refused: ${JSON.stringify(value.events[0])}`);
      if (collect) {
        dec.push(us);
        decPer.push(us / Math.max(1, value.events.length));
      }
      decEvents += value.events.length;
      state = value.state;
    } else {
      const { value, us } = timeUs((): Step => advance(state, dice));
      if (collect) {
        adv.push(us);
        advPer.push(us / Math.max(1, value.events.length));
      }
      if (collect && value.events.some((e) => e.type === 'movement-window')) {
        advWindow.push(us);
        windowPer.push(us / Math.max(1, value.events.length));
      }
      advEvents += value.events.length;
      state = value.state;
    }
  }
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    n,
    counts,
    advance: figures(adv),
    advanceToWindow: figures(advWindow),
    perEvent: { advance: figures(advPer), advanceToWindow: figures(windowPer), declareAction: figures(decPer) },
    declareAction: figures(dec),
    react: figures(rea),
    eventsPerAdvance: round(advEvents / Math.max(1, adv.length), 2),
    eventsPerDeclare: round(decEvents / Math.max(1, dec.length), 2),
    wallMs: round(wallMs, 1),
  };
}

export function runEngine(): EngineFigures {
  // warm-up: the JIT sees every path at every size before anything is measured
  for (const n of ENGINE_SIZES) simulate(n, 1_500, 99 + n, false);
  const runs = ENGINE_SIZES.map((n) => simulate(n, ENGINE_COUNTS, 1000 + n, true));
  const ns = runs.map((r) => r.n);
  const growth = (['advance', 'declareAction'] as const).map((op): Growth => {
    const m = runs.map((r) => r[op].medianUs);
    const [m10, m50, m200] = m as [number, number, number];
    return {
      op,
      ratio50to10: round(m50 / m10, 2),
      ratio200to50: round(m200 / m50, 2),
      ratio200to10: round(m200 / m10, 2),
      exponent: round(logLogSlope(ns, m), 2),
    };
  });
  const nLogN = ns.map((n) => n * Math.log(n));
  return {
    runs,
    growth,
    nLogNExponent: round(logLogSlope(ns, nLogN), 2),
    nLogNRatio200to10: round((200 * Math.log(200)) / (10 * Math.log(10)), 1),
  };
}
