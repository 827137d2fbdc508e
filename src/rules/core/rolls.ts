// Checks, saves and competitions (docs/rules.md §10); attacks are in attack-roll.ts and the dice themselves in
// rolled-dice.ts, both handed on from here. Pure: the dice are a port, every die rolled is recorded with what became
// of it, and a roll that cannot be made is a refusal value, never a throw.
import type { Dice } from './dice';
import { resolveAdvantage, type AdvantageResolution, type AdvantageSource } from './advantage';
import { firstRefusal, ROLL_LIMITS, type InputRefusal } from './roll-refusals';
import { rollKept, type Because, type RolledDie } from './rolled-dice';

export type { Because, RolledDie };
export * from './attack-roll';

// ---------------------------------------------------------------------------------------------------------------
// Checks and saves

export interface CheckInput {
  /** A check: the sub-attribute modifier plus any other; a save: the "other" bonus on top of the score. */
  readonly modifier?: number;
  readonly dc: number;
  readonly advantage?: readonly AdvantageSource[];
  /** The chance trait. */
  readonly chance?: boolean;
}

export interface SaveInput extends CheckInput {
  /** The sub-attribute score (a save adds the whole score, a check only the modifier: docs/rules.md §10). */
  readonly score: number;
}

export interface CheckResult {
  readonly ok: true;
  readonly kind: 'check' | 'save';
  /** Every die rolled, in order; empty after an automatic failure. */
  readonly dice: readonly RolledDie[];
  /** The face of the die that counts; null when nothing was rolled. */
  readonly die: number | null;
  /** The save's score; null for a check. */
  readonly score: number | null;
  readonly modifier: number;
  /** die + score + modifier; null when nothing was rolled. */
  readonly total: number | null;
  /** The DC. */
  readonly target: number;
  readonly success: boolean;
  readonly because: Because;
  readonly advantage: AdvantageResolution;
}

function judgeD20(die: RolledDie, total: number, target: number): { success: boolean; because: Because } {
  if (die.natural === 'natural-20') return { success: true, because: 'natural-20' };
  if (die.natural === 'natural-1') return { success: false, because: 'natural-1' };
  return { success: total >= target, because: 'total' };
}

function rollAgainstDc(kind: 'check' | 'save', score: number | null, input: CheckInput, dice: Dice): CheckResult {
  const modifier = input.modifier ?? 0;
  const advantage = resolveAdvantage(input.advantage);
  const base = { ok: true as const, kind, score, modifier, target: input.dc, advantage };
  if (advantage.automaticFailure) {
    return { ...base, dice: [], die: null, total: null, success: false, because: 'automatic-failure' };
  }
  const rolled = rollKept(dice, 20, advantage.edge, input.chance === true);
  const total = rolled.kept.value + (score ?? 0) + modifier;
  return { ...base, dice: rolled.dice, die: rolled.kept.value, total, ...judgeD20(rolled.kept, total, input.dc) };
}

/** docs/rules.md §10: d20 + modifier; success when the total is at least the DC. */
export function rollCheck(input: CheckInput, dice: Dice): CheckResult | InputRefusal {
  const refused = firstRefusal([
    ['modifier', input.modifier ?? 0, ROLL_LIMITS.modifier],
    ['dc', input.dc, ROLL_LIMITS.dc],
  ]);
  return refused ?? rollAgainstDc('check', null, input, dice);
}

/** docs/rules.md §10: d20 + the sub-attribute score + other; success when the total is at least the DC. */
export function rollSave(input: SaveInput, dice: Dice): CheckResult | InputRefusal {
  const refused = firstRefusal([
    ['score', input.score, ROLL_LIMITS.score],
    ['modifier', input.modifier ?? 0, ROLL_LIMITS.modifier],
    ['dc', input.dc, ROLL_LIMITS.dc],
  ]);
  return refused ?? rollAgainstDc('save', input.score, input, dice);
}

// ---------------------------------------------------------------------------------------------------------------
// Competitions

export interface CompetitorInput {
  /** The sub-attribute modifier plus any other. */
  readonly modifier?: number;
  readonly advantage?: readonly AdvantageSource[];
}

export interface CompetitionInput {
  /** The side trying to change things (break the door, grab the potion, escape the hold). */
  readonly challenger: CompetitorInput;
  /** The side keeping things as they are; it keeps them on a tie. */
  readonly defender: CompetitorInput;
}

export interface CompetitorResult {
  /** Every d12 rolled; empty when the competition was decided by an automatic failure. */
  readonly dice: readonly RolledDie[];
  readonly die: number | null;
  readonly modifier: number;
  readonly total: number | null;
  readonly advantage: AdvantageResolution;
}

export interface CompetitionResult {
  readonly ok: true;
  readonly kind: 'competition';
  readonly challenger: CompetitorResult;
  readonly defender: CompetitorResult;
  /** Who gets its way; `status-quo`: a tie, and things stay as they were. */
  readonly outcome: 'challenger' | 'defender' | 'status-quo';
  readonly because: 'total' | 'tie' | 'automatic-failure';
}

/**
 * docs/rules.md §10: d12 + modifier each side (2d12 better or worse at advantage or disadvantage); the higher total
 * wins, a tie keeps things as they were. No raw-dice rule and no chance on d12s (ruling). A side with an automatic
 * failure loses without anything being rolled; when both have one, things stay as they were.
 */
export function rollCompetition(input: CompetitionInput, dice: Dice): CompetitionResult | InputRefusal {
  const refused = firstRefusal([
    ['challenger.modifier', input.challenger.modifier ?? 0, ROLL_LIMITS.modifier],
    ['defender.modifier', input.defender.modifier ?? 0, ROLL_LIMITS.modifier],
  ]);
  if (refused) return refused;
  const sides = [input.challenger, input.defender].map((side) => ({
    modifier: side.modifier ?? 0,
    advantage: resolveAdvantage(side.advantage),
  }));
  const [challenger, defender] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (challenger.advantage.automaticFailure || defender.advantage.automaticFailure) {
    const unrolled = (side: typeof challenger): CompetitorResult => ({ ...side, dice: [], die: null, total: null });
    const outcome =
      challenger.advantage.automaticFailure && defender.advantage.automaticFailure
        ? 'status-quo'
        : challenger.advantage.automaticFailure
          ? 'defender'
          : 'challenger';
    return { ok: true, kind: 'competition', challenger: unrolled(challenger), defender: unrolled(defender), outcome, because: 'automatic-failure' };
  }
  const rolled = (side: typeof challenger): CompetitorResult => {
    const roll = rollKept(dice, 12, side.advantage.edge, false);
    return { ...side, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + side.modifier };
  };
  const a = rolled(challenger);
  const b = rolled(defender);
  const at = a.total ?? 0;
  const bt = b.total ?? 0;
  const outcome = at > bt ? 'challenger' : bt > at ? 'defender' : 'status-quo';
  return { ok: true, kind: 'competition', challenger: a, defender: b, outcome, because: outcome === 'status-quo' ? 'tie' : 'total' };
}

/**
 * One side of a competition alone (docs/rules.md §10): d12 + modifier (2d12 better or worse at advantage or
 * disadvantage), when the other side is not a token the script can roll for; the GM compares the total.
 */
export function rollCompetitionSide(input: CompetitorInput, dice: Dice): { readonly ok: true; readonly side: CompetitorResult } | InputRefusal {
  const refused = firstRefusal([['challenger.modifier', input.modifier ?? 0, ROLL_LIMITS.modifier]]);
  if (refused) return refused;
  const modifier = input.modifier ?? 0;
  const advantage = resolveAdvantage(input.advantage);
  if (advantage.automaticFailure) return { ok: true, side: { modifier, advantage, dice: [], die: null, total: null } };
  const roll = rollKept(dice, 12, advantage.edge, false);
  return { ok: true, side: { modifier, advantage, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + modifier } };
}
