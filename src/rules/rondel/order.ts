// The rondel's order, derived from stored facts: count, a latecomer's wave, tie-break rolls, arrival, id.
// Total and deterministic: no randomness and no fractions in the comparator.
import { perState } from '../core/memo';
import type { Combatant, CombatState } from './state';
import { compareRolls, lateAt } from '../core/ties';
import { findById } from '../core/lookup';
import { sortedBy, sortedView } from '../core/sorted';

function tieRolls(combatant: Combatant): readonly number[] {
  return combatant.tie && combatant.tie.count === combatant.nextAt ? combatant.tie.rolls : [];
}

export { compareRolls };

/** The order's keys: count, a latecomer's wave (ruling 102), tie-break rolls (read once by the caller), arrival, id. */
function compareKeyed(a: Combatant, ra: readonly number[], b: Combatant, rb: readonly number[]): number {
  if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
  const late = lateAt(a.tie, a.nextAt) - lateAt(b.tie, b.nextAt);
  if (late !== 0) return late;
  const rolls = compareRolls(ra, rb);
  if (rolls !== 0) return rolls;
  if (a.arrival !== b.arrival) return a.arrival - b.arrival;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Lowest count first; at a shared count those the GM put there while others were due come after them (ruling 102),
 * then the lower d20 first, re-rolls compared in turn (docs/rules.md §2).
 */
export function compareCombatants(a: Combatant, b: Combatant): number {
  // most pairs differ by count: they need no tie-break rolls read
  if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
  return compareKeyed(a, tieRolls(a), b, tieRolls(b));
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
