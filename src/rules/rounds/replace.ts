// A combatant of 10-second rounds put back into the fight's list (docs/rules.md §9.3).
import type { RoundsCombatant, RoundsState } from './state';
import { roundsStateWith } from './copy';

/** The list with every combatant of `updated`'s id put back as `updated` (a copy and a pass, no callback per combatant). */
export function replace(state: RoundsState, updated: RoundsCombatant): RoundsState {
  const combatants = state.combatants.slice();
  for (let i = 0; i < combatants.length; i += 1) if (combatants[i] !== undefined && (combatants[i] as RoundsCombatant).id === updated.id) combatants[i] = updated;
  return roundsStateWith(state, { combatants });
}
