// Standing up from prone in 10-second rounds (docs/rules.md §9.3): on its own turn, never as a reaction.
import { findCombatant, isPending } from './order';
import type { RoundsState, Step } from './state';
import { rejected, UNKNOWN } from '../core/refused';
import { standRefusal, standUp } from '../core/stand';
import { liftConditions } from './overrides';

/**
 * docs/rules.md §9.3 (ruling 90): a prone combatant stands up on its own turn, for half its movement (rounded up); the
 * rest it may walk. Not as a reaction, and not on another's turn: it is told its turn is when.
 */
export function standRounds(state: RoundsState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  const next = state.turn?.id === id || isPending(state, c) ? state.round : state.round + 1;
  // standing is no reaction here: told so, with the command that works (now, on its own turn, or on its next)
  if (asReaction) return rejected(state, { code: 'stand-no-reaction', id, next, now: state.turn?.id === id });
  if (state.turn?.id !== id) return rejected(state, { code: 'stand-later', id, next, react: false });
  return standUp(state, id, state.round, liftConditions);
}
