// Standing up from prone in 20-second rounds (docs/rules.md §9.2).
import { momentIndex, MOMENT_SECONDS } from './moments';
import { findCombatant } from './order';
import { clockAt, clockOf, type SecondsState, type Step } from './state';
import { rejected, UNKNOWN } from '../core/refused';
import { standRefusal, standUp } from '../core/stand';
import { react, reactionRefusal } from './reactions';
import { liftConditions } from './overrides';

/**
 * docs/rules.md §9.2 (ruling 90): a prone combatant stands up at a movement moment, covering no hexes there, or as its
 * one reaction of the round (`asReaction`), at once. Outside a moment, and not as a reaction, it is told when the next
 * moment is.
 */
export function stand(state: SecondsState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  if (asReaction) {
    const reacted = react(state, id, 'stands up');
    return reacted.state === state ? reacted : standUp(reacted.state, id, clockOf(state), liftConditions, false, reacted.events);
  }
  if (momentIndex(state.second) === null) {
    const later = MOMENT_SECONDS.find((s) => s > state.second);
    return rejected(state, { code: 'stand-later', id, next: later === undefined ? clockAt(state.round + 1, MOMENT_SECONDS[0]) : clockAt(state.round, later), react: reactionRefusal(state, c) === null });
  }
  return standUp(state, id, clockOf(state), liftConditions);
}
