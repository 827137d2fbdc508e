// How a rondel transition ends (docs/rules.md §1, §2): the state with one combatant put back, and the turn that
// became due announced.
import { blocksActing } from '../core/conditions';
import type { Combatant, CombatState, FightEvent, Step } from './state';
import { currentCombatant } from './order';
import { stateWith } from './copy';

/** A copy of the list with `was` (a combatant of this state) put back as `updated`, found by the object itself. */
export function replace(state: CombatState, was: Combatant, updated: Combatant): CombatState {
  const combatants = state.combatants.slice();
  const at = combatants.indexOf(was);
  if (at >= 0) combatants[at] = updated;
  else for (let i = 0; i < combatants.length; i += 1) if ((combatants[i] as Combatant).id === updated.id) combatants[i] = updated;
  return stateWith(state, { combatants });
}

/** A turn: the count, whose it is and the count it was due at, as one key. */
function turnKey(counter: number, current: Combatant): string {
  return `${counter}:${current.id}:${current.nextAt}`;
}

/**
 * Whether two turns' keys are equal, without making them: a number's text has no colon, so the keys are equal
 * exactly when the counts read the same, the ids are equal and the due counts read the same.
 */
function sameTurn(counterA: number, a: Combatant, counterB: number, b: Combatant): boolean {
  if (typeof counterA !== 'number' || typeof counterB !== 'number' || typeof a.nextAt !== 'number' || typeof b.nextAt !== 'number') {
    return turnKey(counterA, a) === turnKey(counterB, b);
  }
  return (
    a.id === b.id &&
    (counterA === counterB || String(counterA) === String(counterB)) &&
    (a.nextAt === b.nextAt || String(a.nextAt) === String(b.nextAt))
  );
}

/** Ends a transition: when whose turn it is changed, the new turn is announced. */
export function finish(before: CombatState, state: CombatState, events: FightEvent[]): Step {
  const current = currentCombatant(state);
  if (current) {
    const was = currentCombatant(before);
    if (!was || !sameTurn(state.counter, current, before.counter, was)) {
      events.push({ type: 'turn-due', id: current.id, count: state.counter, blockedBy: blocksActing(current.conditions) ?? null });
    }
  }
  return { state, events };
}
