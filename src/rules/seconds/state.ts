// The state of a fight in 20-second rounds (docs/rules.md §9.2): plain, readonly JSON. Facts are stored; the order
// is derived (order.ts). The clock is (round − 1) × 20 + second, so it only goes up.
import type { ConditionKey } from '../core/conditions';
import type { Step as CoreStep } from '../core/events';
import type { TierKey } from '../core/numbers';
import type { TieBreak } from '../core/ties';
import type { TerrainKey } from './terrain';

/** docs/rules.md §9.2: a round has 20 seconds. */
export const SECONDS_PER_ROUND = 20;

/** A d20 tie-break (docs/rules.md §9.2, as §2), kept for one second of one round: `count` is that second's clock. */
export type { TieBreak };

export interface SecondsCombatant {
  /** The token id in Roll20; any unique string to the engine. */
  readonly id: string;
  readonly name: string;
  readonly tier: TierKey;
  /** Recorded only: 20-second rounds do not use Perception for initiative. */
  readonly perceptionMod: number;
  /** Signed: encumbrance steps +1 each, quickness −1 per 10 points (docs/rules.md §9.2). */
  readonly initiativeAdjustment: number;
  /** Signed weapon speed of the active weapon: fists −2, great axe +2. Rolled into every initiative. */
  readonly speed: number;
  /** Hexes per round from the sheet (encumbrance included); null: the tier's default (moments.ts). */
  readonly hexesPerRound: number | null;
  /** Order of joining the fight: the order's last resort before the id. */
  readonly arrival: number;
  readonly conditions: readonly ConditionKey[];
  /**
   * The second it acts at in this round, while that action is still to come (or due now). Null when it has no action
   * left in this round: it acted or was passed over, it is carried over, its casting spans the round, or it joined
   * after its second.
   */
  readonly second: number | null;
  /** The tie-break for `second`, when it shares that second; null otherwise. */
  readonly tie: TieBreak | null;
  /** Carried over (docs/rules.md §9.2): the second it acts at in the next round, without rolling; null otherwise. */
  readonly carried: number | null;
  /** It has used its one reaction of this round (docs/rules.md §9.2). */
  readonly reacted: boolean;
}

/** A spell with a casting time: it takes effect at clock `resolvesAt` (docs/rules.md §9.2, spells). */
export interface PendingSpell {
  readonly casterId: string;
  readonly casterName: string;
  readonly castAt: number;
  readonly resolvesAt: number;
  readonly note: string;
}

/** Words declared as speech during the round: held, and posted after second 20 (docs/rules.md §9.2, page 001). */
export interface HeldSpeech {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  /** The clock when it was said. */
  readonly count: number;
}

export interface SecondsState {
  /** From 1. */
  readonly round: number;
  /** 1..20. */
  readonly second: number;
  /** The fight's terrain, which divides the hexes of a round (docs/rules.md §9.2); road by default. */
  readonly terrain: TerrainKey;
  /** In arrival order. */
  readonly combatants: readonly SecondsCombatant[];
  readonly spells: readonly PendingSpell[];
  readonly speech: readonly HeldSpeech[];
  /** The arrival number the next joiner gets. */
  readonly nextArrival: number;
}

export type Step = CoreStep<SecondsState>;

/** The clock of a second of a round: (round − 1) × 20 + second. */
export function clockAt(round: number, second: number): number {
  return (round - 1) * SECONDS_PER_ROUND + second;
}

export function clockOf(state: SecondsState): number {
  return clockAt(state.round, state.second);
}

/** The clock at which the next round begins (its second 1). */
export function nextRoundClock(state: SecondsState): number {
  return clockAt(state.round + 1, 1);
}

/** Bounds on typed numbers, so a typo cannot throw a fight off its rails. */
/** A sheet's number held to ± `limit` (its whole part; 0 when it is none): as joining and each new round read it. */
export function bounded(value: number | undefined, limit: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(-limit, Math.min(limit, Math.trunc(value)));
}

export const LIMITS = { speed: 20, adjustment: 99, mod: 20, cast: 200, hexes: 99, text: 500 } as const;

/**
 * Held speech is bounded (docs/rules.md ruling 92): a line of at most `chars` characters, at most `lines` a combatant a
 * round, so a pasted macro cannot grow the stored fight (and its undo history) without end. Stored lines are still
 * read up to LIMITS.text, as older versions held them.
 */
export const SPEECH = { chars: 200, lines: 3 } as const;

/**
 * A carried second as the round it falls in (ruling 19): 22 carried is second 2 of the round after next, as each round
 * carries what is past 20 on again.
 */
export function carriedAhead(carried: number): { readonly rounds: number; readonly value: number } {
  const rounds = 1 + Math.max(0, Math.floor((carried - 1) / SECONDS_PER_ROUND));
  return { rounds, value: carried - SECONDS_PER_ROUND * (rounds - 1) };
}

/** Where a carried second falls, in words: `2 of the next round`, `2 of round 3` (`round`: the round now). */
export function aheadWords(ahead: { readonly rounds: number; readonly value: number }, round: number): string {
  return `${ahead.value} of ${ahead.rounds === 1 ? 'the next round' : `round ${round + ahead.rounds}`}`;
}
