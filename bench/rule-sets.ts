// Section 2: every rule set of the registry, driven through the RuleSet seam alone (docs/rules.md §9), so a new rule
// set is benched as soon as it is registered. Seeded play at 10, 50 and 200 combatants; every call to advance,
// declare and react is timed on its own with process.hrtime.bigint, and judged per event as section 1 is.
import { ruleOptions } from '../src/app/context';
import { DEFAULT_CONFIG } from '../src/app/model';
import type { Dice } from '../src/rules/core/dice';
import type { Step } from '../src/rules/core/events';
import { TIER_KEYS } from '../src/rules/core/numbers';
import type { ActionInput, ActionSpec, FightStateBase, NewCombatant, RuleSet, RuleSetId } from '../src/rules/core/rule-set';
import { ruleSets } from '../src/rules/registry';
import { seededDice } from '../test/support/dice';
import { ENGINE_SIZES, ENGINE_TARGET_US, type OpFigures } from './engine';
import { median, quantile, round, timeUs } from './stats';
import { row, verdict, type Line } from './table';

/** Loop steps of play per rule set and size: each step is one timed call (an advance or a declaration), plus a reaction 1 step in 30. */
export const RULE_SET_STEPS = 20_000;
/** Steps played at every size before measuring, so the JIT has seen every path. */
export const RULE_SET_WARMUP_STEPS = 3_000;

export interface RuleSetRun {
  readonly n: number;
  readonly steps: number;
  /** Whole calls, µs (information). */
  readonly advance: OpFigures;
  readonly declare: OpFigures;
  readonly react: OpFigures;
  /** The target's measure: a call's cost over the events it produced, per call. */
  readonly perEvent: { readonly advance: OpFigures; readonly declare: OpFigures };
  readonly eventsPerAdvance: number;
  readonly eventsPerDeclare: number;
  /** Declarations the rule set refused (hold after hold, defense after a reaction, …): not timed, another action is tried. */
  readonly refusedDeclares: number;
  /** The clock when play stopped (the rule set's own: a count, a second since the start, a round). */
  readonly clock: number;
  readonly wallMs: number;
}

export interface RuleSetFigures {
  readonly id: RuleSetId;
  readonly name: string;
  readonly runs: RuleSetRun[];
}

export interface RuleSetOptions {
  readonly steps?: number;
  readonly warmupSteps?: number;
  readonly sizes?: readonly number[];
}

function figures(samples: readonly number[]): OpFigures {
  return { samples: samples.length, medianUs: round(median(samples), 3), p95Us: round(quantile(samples, 0.95), 3) };
}

/** Combatants with everything any rule set reads: tier, Perception, adjustment, weapon speed, hexes per round. */
function roster(n: number, pick: Dice): NewCombatant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `c${String(i).padStart(4, '0')}`,
    name: `Combatant ${i}`,
    tier: TIER_KEYS[pick.roll(TIER_KEYS.length) - 1] ?? 'brown_cow',
    perceptionMod: pick.roll(6) - 1,
    initiativeAdjustment: pick.roll(3) - 2,
    speed: pick.roll(5) - 3,
    hexesPerRound: 3 + pick.roll(14),
  }));
}

/** Plausible inputs for an action, from what its row says it takes (weapon speed −2..+2, modifier 0..3, casting 0..6). */
function inputFor(spec: ActionSpec, pick: Dice): { input: ActionInput; note: string } {
  const input: { speed?: number; mod?: number; cast?: number; change?: boolean } = {};
  if (spec.takes.includes('speed')) input.speed = pick.roll(5) - 3;
  if (spec.takes.includes('mod')) input.mod = pick.roll(4) - 1;
  if (spec.takes.includes('cast')) input.cast = pick.roll(7) - 1;
  if (spec.takes.includes('change')) input.change = pick.roll(10) === 1;
  return { input, note: spec.takes.includes('note') ? 'fireball' : '' };
}

/**
 * Plays `steps` steps of a fight of `n` in rule set `rs`: 1 step in 30 a random combatant reacts first; whoever is due
 * and has not acted on this turn declares a random action of the rule set's table (9 times in 10; another is tried
 * when one is refused), otherwise the GM advances (`next`), which passes over whoever did not declare.
 */
export function simulateRuleSet(rs: RuleSet<FightStateBase>, n: number, steps: number, seed: number, collect: boolean): RuleSetRun {
  const dice = seededDice(seed);
  const pick = seededDice(seed ^ 0x5bd1e995);
  const options = ruleOptions(DEFAULT_CONFIG);
  let state = rs.start(roster(n, pick), dice, options).state;
  const adv: number[] = [];
  const dec: number[] = [];
  const rea: number[] = [];
  const advPer: number[] = [];
  const decPer: number[] = [];
  let advEvents = 0;
  let decEvents = 0;
  let advCalls = 0;
  let decCalls = 0;
  let refused = 0;
  /** Who declared last and when: in turn-based rule sets the turn goes on after the action, until `next`. */
  let acted: { id: string; clock: number } | null = null;
  const started = process.hrtime.bigint();
  for (let step = 0; step < steps; step += 1) {
    if (pick.roll(30) === 1) {
      const who = state.combatants[pick.roll(state.combatants.length) - 1];
      if (who) {
        const { value, us } = timeUs((): Step<FightStateBase> => rs.react(state, who.id, 'attack of opportunity', options));
        if (collect) rea.push(us);
        state = value.state;
      }
    }
    const due = rs.current(state);
    const clock = rs.clock(state);
    const fresh = due !== undefined && !(acted !== null && acted.id === due.id && acted.clock === clock);
    let declared = false;
    if (due && fresh && pick.roll(10) !== 1) {
      const first = pick.roll(rs.actions.length) - 1;
      for (let k = 0; k < rs.actions.length && !declared; k += 1) {
        const spec = rs.actions[(first + k) % rs.actions.length] as ActionSpec;
        const { input, note } = inputFor(spec, pick);
        const { value, us } = timeUs((): Step<FightStateBase> => rs.declare(state, due.id, spec.key, input, dice, options, note));
        if (value.events[0]?.type === 'rejected') {
          refused += 1;
          continue;
        }
        declared = true;
        if (collect) {
          dec.push(us);
          decPer.push(us / Math.max(1, value.events.length));
        }
        decEvents += value.events.length;
        decCalls += 1;
        state = value.state;
        acted = { id: due.id, clock };
      }
    }
    if (!declared) {
      const { value, us } = timeUs((): Step<FightStateBase> => rs.advance(state, dice, options, 'next'));
      if (collect) {
        adv.push(us);
        advPer.push(us / Math.max(1, value.events.length));
      }
      advEvents += value.events.length;
      advCalls += 1;
      state = value.state;
    }
  }
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    n,
    steps,
    advance: figures(adv),
    declare: figures(dec),
    react: figures(rea),
    perEvent: { advance: figures(advPer), declare: figures(decPer) },
    eventsPerAdvance: round(advEvents / Math.max(1, advCalls), 2),
    eventsPerDeclare: round(decEvents / Math.max(1, decCalls), 2),
    refusedDeclares: refused,
    clock: rs.clock(state),
    wallMs: round(wallMs, 1),
  };
}

/** Every registered rule set at every size: a warm-up pass, then the measured one. */
export function runRuleSets(options: RuleSetOptions = {}): RuleSetFigures[] {
  const steps = options.steps ?? RULE_SET_STEPS;
  const warmup = options.warmupSteps ?? RULE_SET_WARMUP_STEPS;
  const sizes = options.sizes ?? ENGINE_SIZES;
  return ruleSets().map((rs) => {
    if (warmup > 0) for (const n of sizes) simulateRuleSet(rs, n, warmup, 99 + n, false);
    return { id: rs.id, name: rs.name, runs: sizes.map((n) => simulateRuleSet(rs, n, steps, 2000 + n, true)) };
  });
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const fix = (n: number, d = 2): string => n.toFixed(d);

/** The section's rows (one per rule set, measure and size) and its verdicts: the per-event target at 200. */
export function ruleSetLines(list: readonly RuleSetFigures[], steps = RULE_SET_STEPS): { lines: Line[]; verdicts: { measure: string; ok: boolean }[] } {
  const lines: Line[] = [{ section: `2. Rule sets through the seam (registry): seeded play of ${int(steps)} steps each, µs per event (process.hrtime.bigint)` }];
  const verdicts: { measure: string; ok: boolean }[] = [];
  const target = `< ${ENGINE_TARGET_US} µs per event at 200`;
  for (const rs of list) {
    for (const op of ['advance', 'declare'] as const) {
      for (const r of rs.runs) {
        const f = r.perEvent[op];
        const atTarget = r.n === 200;
        const ok = f.medianUs < ENGINE_TARGET_US;
        if (atTarget) verdicts.push({ measure: `${rs.id} ${op}, µs per event at 200`, ok });
        lines.push(row(`${rs.id} ${op}: µs per event, median / p95`, r.n, `${fix(f.medianUs)} / ${fix(f.p95Us)}`, target, atTarget ? verdict(ok) : ''));
      }
    }
    for (const r of rs.runs) {
      lines.push(row(`${rs.id} advance / declare / react: median µs per call (info)`, r.n, `${fix(r.advance.medianUs)} / ${fix(r.declare.medianUs)} / ${fix(r.react.medianUs)}`));
    }
    for (const r of rs.runs) {
      lines.push(
        row(
          `${rs.id} calls timed (events per call): advance / declare / react`,
          r.n,
          `${int(r.advance.samples)} (${fix(r.eventsPerAdvance, 1)}) / ${int(r.declare.samples)} (${fix(r.eventsPerDeclare, 1)}) / ${int(r.react.samples)}`,
          `${fix(r.wallMs / 1000, 1)} s of play, clock ${int(r.clock)}`,
        ),
      );
    }
  }
  return { lines, verdicts };
}
