// The rondel's order, derived from stored facts: count, a latecomer's wave, tie-break rolls, arrival, id.
// Total and deterministic: no randomness and no fractions in the comparator.
import { perState } from '../core/memo';
import type { Combatant, CombatState } from './state';
import { compareRolls } from '../core/ties';
import { findById } from '../core/lookup';
import { sortedBy, sortedView } from '../core/sorted';

/** No tie-break rolls: one empty list, only read. */
const NO_ROLLS: readonly number[] = [];

export { compareRolls };

/**
 * Lowest count first; at a shared count those the GM put there while others were due come after them (ruling 102),
 * then the lower d20 first, re-rolls compared in turn (docs/rules.md §2); then arrival, then id.
 */
export function compareCombatants(a: Combatant, b: Combatant): number {
  // most pairs differ by count: they need no tie-break read
  if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
  // the tie-breaks kept for this count (a tie kept for another count is no tie here): each read once, without a call
  // each (lateAt, and the rolls that count), as a step's sort compares a few pairs at one count
  const count = a.nextAt;
  const ta = a.tie && a.tie.count === count ? a.tie : null;
  const tb = b.tie && b.tie.count === count ? b.tie : null;
  const late = (ta !== null && ta.late !== undefined ? ta.late : 0) - (tb !== null && tb.late !== undefined ? tb.late : 0);
  if (late !== 0) return late;
  const rolls = compareRolls(ta !== null ? ta.rolls : NO_ROLLS, tb !== null ? tb.rolls : NO_ROLLS);
  if (rolls !== 0) return rolls;
  if (a.arrival !== b.arrival) return a.arrival - b.arrival;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The whole order; after a step, the last order with the few changed combatants put back in (core/sorted.ts). */
export function rondelOrder(state: CombatState): Combatant[] {
  return sortedBy(state.combatants, compareCombatants);
}

/** The rondel order for reading only (the tracker view, whose turn it is): no copy when it was just made. */
export function rondelOrderView(state: CombatState): readonly Combatant[] {
  return sortedView(state.combatants, compareCombatants);
}

/**
 * The one combatant whose turn it is now, if any: the first due in rondel order. Once per state (states never change
 * once made): a step asks it of the same state several times, and so do the card, the menu and the indicator.
 */
export const currentCombatant = perState((state: CombatState): Combatant | undefined => {
  // the order runs by count first: the first of it is due when anyone is, and then first among the due. The order
  // after a step is the last one with the few changed combatants put back in, which reads no other combatant.
  const first = rondelOrderView(state)[0];
  return first !== undefined && first.nextAt <= state.counter ? first : undefined;
});

export function findCombatant(state: CombatState, id: string): Combatant | undefined {
  return findById(state.combatants, id);
}
