// Standing up from prone in the rondel (docs/rules.md §5, §6).
import type { CombatState, Step } from './state';
import { findCombatant } from './order';
import { isWindow, WINDOW_EVERY } from './windows';
import { rejected, UNKNOWN } from '../core/refused';
import { standingUp, standRefusal, standUp } from '../core/stand';
import { react, reactionRefusal } from './reactions';
import { liftConditions } from './overrides';

/**
 * docs/rules.md §5, §6 (ruling 90): a prone combatant gets up at a movement window, which takes the whole window (no
 * hexes there), or as a reaction (the flex marker), which takes effect at the end of the following count. Outside a
 * window, and not as a reaction, it is told when the next window is.
 */
export function stand(state: CombatState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  if (asReaction) {
    const reacted = react(state, id, 'stands up');
    if (reacted.state === state) return reacted;
    return standingUp(reacted, id, state.counter, state.counter + 2);
  }
  if (!isWindow(state.counter)) return rejected(state, { code: 'stand-later', id, next: (Math.floor(state.counter / WINDOW_EVERY) + 1) * WINDOW_EVERY, react: reactionRefusal(state, c) === null });
  return standUp(state, id, state.counter, liftConditions);
}
