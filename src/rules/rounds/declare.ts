// Declaring an action in 10-second rounds (docs/rules.md §9.3): once a turn; defense and ready set their status.
import { blocksActing } from '../core/conditions';
import type { FightEvent } from '../core/events';
import { isRoundsActionKey } from './actions';
import { findCombatant, isPending } from './order';
import type { RoundsCombatant, RoundsState, Status, Step } from './state';
import { roundsCombatantWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { replace } from './replace';

/**
 * docs/rules.md §9.3: the combatant whose turn it is declares its action, once a turn; the turn goes on (it moves
 * around it) until `next`. Hold does not exist in this rule set (page 000: no holding).
 */
export function declareRounds(state: RoundsState, id: string, action: string, note: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!isRoundsActionKey(action)) return rejected(state, { code: 'not-in-rule-set', action, ruleSet: 'rounds' });
  const turn = state.turn;
  if (!turn || turn.id !== id) {
    // still to act this round: someone else's turn comes first; done: its next turn is next round's
    return turn && isPending(state, c)
      ? rejected(state, { code: 'not-first', id, first: turn.id, counter: state.round })
      : rejected(state, { code: 'not-due', id, nextAt: state.round + 1, counter: state.round });
  }
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  // one action a turn: this round's is spent, the next comes with its next turn
  if (turn.action !== null) return rejected(state, { code: 'already-declared', id });
  if (action === 'defense' && c.reactedRound === state.round) return rejected(state, { code: 'reacted-this-round', id, round: state.round });
  const text = note.trim();
  const events: FightEvent[] = [
    { type: 'action-declared', id, count: state.round, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text, turnGoesOn: true },
  ];
  let updated: RoundsCombatant = c;
  if (action === 'defense' || action === 'ready') {
    const status: Status = action === 'defense' ? { kind: 'defense', since: state.round } : { kind: 'ready', since: state.round, trigger: text };
    updated = roundsCombatantWith(c, { status, defenseRound: action === 'defense' ? state.round : c.defenseRound });
    events.push({ type: 'marker-applied', id, marker: action, until: state.round + 1 });
  }
  return { state: { ...replace(state, updated), turn: { id, action } }, events };
}
