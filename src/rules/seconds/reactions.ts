// Reactions in 20-second rounds (docs/rules.md §9.2): one a round, renewed when the round starts.
import { blocksActing } from '../core/conditions';
import type { FightEvent, Rejection } from '../core/events';
import { findCombatant } from './order';
import { clockOf, nextRoundClock, type SecondsCombatant, type SecondsState, type Step } from './state';
import { secondsCombatantWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { finish, replace } from './transition';

/** docs/rules.md §9.2 ruling (as page 000): one reaction per round, renewed when the round starts. */
/** Why a combatant cannot react now, if it cannot: a condition that stops acting, or the round's reaction spent. */
export function reactionRefusal(state: SecondsState, c: SecondsCombatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  return c.reacted ? { code: 'reacted-this-round', id: c.id, round: state.round } : null;
}

export function react(state: SecondsState, id: string, note = ''): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refused = reactionRefusal(state, c);
  if (refused) return rejected(state, refused);
  const until = nextRoundClock(state);
  const events: FightEvent[] = [
    { type: 'reacted', id, count: clockOf(state), until, note: note.trim() },
    { type: 'marker-applied', id, marker: 'reacted', until },
  ];
  return finish(state, replace(state, c, secondsCombatantWith(c, { reacted: true })), events);
}
