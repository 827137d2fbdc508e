// Standing up from prone in 10-second rounds (docs/rules.md §9.3): on its own turn, or as the round's reaction.
import { findCombatant, isPending } from './order';
import type { RoundsState, Step } from './state';
import { rejected, UNKNOWN } from '../core/refused';
import { standRefusal, standUp } from '../core/stand';
import { liftConditions } from './overrides';
import { reactionRefusal, reactRounds } from './reactions';

/**
 * docs/rules.md §9.3 (ruling 90): a prone combatant stands up on its own turn, for half its movement (rounded up); the
 * rest it may walk. On another's turn it may stand up as its reaction of the round (page 000), which takes half of
 * the round's movement as well: a turn still to come this round has what is left. Otherwise it is told when.
 */
export function standRounds(state: RoundsState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  const next = state.turn?.id === id || isPending(state, c) ? state.round : state.round + 1;
  if (asReaction) {
    // on its own turn it stands as part of the turn: told so, with the command that keeps its reaction
    if (state.turn?.id === id) return rejected(state, { code: 'stand-no-reaction', id, next, now: true });
    const reacted = reactRounds(state, id, 'stands up');
    if (reacted.state === state) return reacted;
    return standUp(reacted.state, id, state.round, liftConditions, true, reacted.events);
  }
  if (state.turn?.id !== id) return rejected(state, { code: 'stand-later', id, next, react: reactionRefusal(state, c) === null });
  return standUp(state, id, state.round, liftConditions);
}
