// Standing up from prone in the rondel (docs/rules.md §5, §6).
import type { CombatState, Step } from './state';
import { findCombatant } from './order';
import type { TierKey } from '../core/numbers';
import { cycleLength, DEFAULT_PATTERN, isOpportunity, isWindow, tierHexes, WINDOW_EVERY, type MovementPattern } from './windows';
import { rejected, UNKNOWN } from '../core/refused';
import { standingUp, standRefusal, standUp } from '../core/stand';
import { react, reactionRefusal } from './reactions';
import { liftConditions } from './overrides';

/**
 * The next window after `count` at which a tier moves: its next movement opportunity (a window that gives the tier no
 * hexes is none for it). A tier the pattern never moves has every window.
 */
function nextOpportunity(tier: TierKey, count: number, pattern: MovementPattern): number {
  const first = (Math.floor(count / WINDOW_EVERY) + 1) * WINDOW_EVERY;
  for (let k = 0, at = first; k < cycleLength(pattern); k += 1, at += WINDOW_EVERY) if (isOpportunity(tier, tierHexes(tier, at, pattern), pattern)) return at;
  return first;
}

/**
 * docs/rules.md §5, §6 (ruling 90): a prone combatant gets up at a movement window of its tier, which takes the whole
 * window (no hexes there), or as a reaction (the flex marker), which takes effect at the end of the following count.
 * A window that gives its tier no hexes is no movement opportunity for it (ruling 96). Outside one, and not as a
 * reaction, it is told when its next one is.
 */
export function stand(state: CombatState, id: string, asReaction: boolean, pattern: MovementPattern = DEFAULT_PATTERN): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  if (asReaction) {
    const reacted = react(state, id, 'stands up');
    if (reacted.state === state) return reacted;
    return standingUp(reacted, id, state.counter, state.counter + 2);
  }
  const opportunity = isWindow(state.counter) && isOpportunity(c.tier, tierHexes(c.tier, state.counter, pattern), pattern);
  if (!opportunity) return rejected(state, { code: 'stand-later', id, next: nextOpportunity(c.tier, state.counter, pattern), react: reactionRefusal(state, c) === null });
  return standUp(state, id, state.counter, liftConditions);
}
