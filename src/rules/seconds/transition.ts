// How a transition of 20-second rounds ends (docs/rules.md §9.2): the state with one combatant put back, and the turn
// that became due announced.
import { blocksActing } from '../core/conditions';
import type { FightEvent } from '../core/events';
import { currentCombatant } from './order';
import { clockOf, type SecondsCombatant, type SecondsState, type Step } from './state';
import { secondsStateWith } from './copy';

/** A copy of the list with `was` (a combatant of this state) put back as `updated`, found by the object itself. */
export function replace(state: SecondsState, was: SecondsCombatant, updated: SecondsCombatant): SecondsState {
  const at = state.combatants.indexOf(was);
  if (at < 0) return secondsStateWith(state, { combatants: state.combatants.map((c) => (c.id === updated.id ? updated : c)) });
  const combatants = state.combatants.slice();
  combatants[at] = updated;
  return secondsStateWith(state, { combatants });
}

/**
 * Whether the turns `${clock}:${id}` of two states are the same, without making the keys: a number's text has no
 * colon, so they are equal exactly when the clocks read the same and the ids are equal.
 */
function sameTurn(clockA: number, a: SecondsCombatant, clockB: number, b: SecondsCombatant): boolean {
  if (typeof clockA !== 'number' || typeof clockB !== 'number') return `${clockA}:${a.id}` === `${clockB}:${b.id}`;
  return a.id === b.id && (clockA === clockB || String(clockA) === String(clockB));
}

/** Ends a transition: when whose turn it is changed, the new turn is announced (blockedBy: what stops it acting). */
export function finish(before: SecondsState, state: SecondsState, events: FightEvent[]): Step {
  const current = currentCombatant(state);
  if (current) {
    const was = currentCombatant(before);
    if (!was || !sameTurn(clockOf(state), current, clockOf(before), was)) {
      events.push({ type: 'turn-due', id: current.id, count: clockOf(state), blockedBy: blocksActing(current.conditions) ?? null });
    }
  }
  return { state, events };
}
