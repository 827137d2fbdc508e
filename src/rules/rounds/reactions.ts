// Reactions and the readied trigger in 10-second rounds (docs/rules.md §9.3): one a round, back when the next starts.
import { blocksActing } from '../core/conditions';
import type { Rejection } from '../core/events';
import { findCombatant } from './order';
import type { RoundsCombatant, RoundsState, Step } from './state';
import { roundsCombatantWith } from './copy';
import { dodgeRefused, rejected, UNKNOWN } from '../core/refused';
import { defenseBlocksReactions } from './defense';
import { replace } from './replace';

/** Why a combatant cannot react now, if it cannot: a condition, a stand in defense, the round's reaction spent. */
export function reactionRefusal(state: RoundsState, c: RoundsCombatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  if (defenseBlocksReactions(c, state.round)) return { code: 'in-defense', id: c.id };
  if (c.reactedRound === state.round) return { code: 'reacted-this-round', id: c.id, round: state.round };
  return null;
}

/** docs/rules.md §9.3: one reaction per round, on anyone's turn; it comes back when the next round starts. */
export function reactRounds(state: RoundsState, id: string, note: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = reactionRefusal(state, c);
  if (refusal) return rejected(state, refusal);
  const until = state.round + 1;
  return {
    state: replace(state, roundsCombatantWith(c, { reactedRound: state.round })),
    events: [
      { type: 'reacted', id, count: state.round, until, note: note.trim() },
      { type: 'marker-applied', id, marker: 'reacted', until },
    ],
  };
}

/**
 * docs/rules.md §9.3: the trigger of a readied action happened; the action is taken at once. Ruling: page 000 calls
 * it "a self-defined reaction", so it is the round's reaction: refused like a reaction, and it spends it.
 */
export function triggerReady(state: RoundsState, id: string, note: string, readiedIn?: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const status = c.status;
  if (status?.kind !== 'ready') return rejected(state, { code: 'nothing-readied', id });
  // a Trigger button fires only the action it was made for, not one readied in a later round
  if (readiedIn !== undefined && status.since !== readiedIn) return rejected(state, { code: 'old-trigger', id, round: readiedIn });
  const refusal = reactionRefusal(state, c);
  if (refusal) return rejected(state, refusal);
  // fired, it is the round's reaction (ruling 34): a dodge or deflection, in the words it was readied with or fired
  // with, is refused while restrained, as a reaction is (ruling 97)
  const dodge = dodgeRefused(state, c, `${status.trigger} ${note}`);
  if (dodge) return dodge;
  const until = state.round + 1;
  return {
    state: replace(state, roundsCombatantWith(c, { status: null, reactedRound: state.round })),
    events: [
      { type: 'ready-fired', id, count: state.round, note: note.trim() || status.trigger },
      { type: 'marker-expired', id, marker: 'ready' },
      { type: 'marker-applied', id, marker: 'reacted', until },
    ],
  };
}
