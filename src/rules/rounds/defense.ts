// Standing in defense in 10-second rounds (docs/rules.md §9.3, §10): what it blocks and what the rolls read.
import { findCombatant } from './order';
import type { RoundsCombatant, RoundsState } from './state';

/** docs/rules.md §9.3: no reactions in the round it stood in defense, nor in the next. */
export function defenseBlocksReactions(c: RoundsCombatant, round: number): boolean {
  return c.defenseRound > 0 && round <= c.defenseRound + 1;
}

/** Standing in defense now (until the start of its next turn): what the rolls read (docs/rules.md §10). */
export function inDefense(state: RoundsState, id: string): boolean {
  return findCombatant(state, id)?.status?.kind === 'defense';
}
