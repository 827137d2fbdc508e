// The acting order of 10-second rounds (docs/rules.md §9.3), derived from stored facts: initiative score (highest
// first), the d20 tie-break rolls (highest first, re-rolls compared in turn), arrival, id. Total and deterministic.
import type { RoundsCombatant, RoundsState } from './state';
import { compareRolls } from '../core/ties';
import { findById } from '../core/lookup';
import { sortedBy, sortedView } from '../core/sorted';

/** Tie-break roll sequences, highest first; a re-roll decides only between sequences equal so far. */
export function compareTieRolls(a: readonly number[], b: readonly number[]): number {
  return compareRolls(a, b, 'highest');
}

/** Negative when `a` acts before `b`. */
export function compareCombatants(a: RoundsCombatant, b: RoundsCombatant): number {
  if (a.initiative !== b.initiative) return b.initiative - a.initiative;
  const rolls = compareTieRolls(a.tie, b.tie);
  if (rolls !== 0) return rolls;
  if (a.arrival !== b.arrival) return a.arrival - b.arrival;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Everyone, in acting order. */
export function actingOrder(state: RoundsState): RoundsCombatant[] {
  return sortedBy(state.combatants, compareCombatants);
}

/** The acting order for reading only (the tracker view, who comes first): no copy when it was just made. */
export function actingOrderView(state: RoundsState): readonly RoundsCombatant[] {
  return sortedView(state.combatants, compareCombatants);
}

export function findCombatant(state: RoundsState, id: string): RoundsCombatant | undefined {
  return findById(state.combatants, id);
}

/** The combatant whose turn it is, if any. */
export function currentCombatant(state: RoundsState): RoundsCombatant | undefined {
  return state.turn ? findCombatant(state, state.turn.id) : undefined;
}

/** Still to act this round (the current turn excluded: its turn has begun). */
export function isPending(state: RoundsState, c: RoundsCombatant): boolean {
  return c.doneRound < state.round;
}

/**
 * The first combatant still to act this round: the first pending one in the acting order. A `next` asks it of the
 * list the last tracker view ordered (the state before the step has the same list), so the order kept for it is read
 * as it is (core/sorted.ts), one indexed pass with no call per combatant; the comparator is total, so its first
 * pending one is the one a pass comparing every pending one would pick.
 */
export function firstPending(state: RoundsState): RoundsCombatant | undefined {
  const ordered = actingOrderView(state);
  const round = state.round;
  // isPending(state, c), without the call
  for (let i = 0; i < ordered.length; i += 1) if ((ordered[i] as RoundsCombatant).doneRound < round) return ordered[i];
  return undefined;
}
