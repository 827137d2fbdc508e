// Builders for fights in 10-second rounds, with partial overrides.
import type { RoundsCombatant, RoundsState } from '../../src/rules/rounds/state';

export function aRoundsCombatant(overrides: Partial<RoundsCombatant> = {}): RoundsCombatant {
  const id = overrides.id ?? 'x';
  return {
    id,
    name: id,
    tier: 'red_fox',
    perceptionMod: 0,
    initiativeAdjustment: 0,
    arrival: 0,
    conditions: [],
    hexesPerRound: 6,
    initiative: 5,
    tie: [],
    doneRound: 0,
    reactedRound: 0,
    defenseRound: 0,
    status: null,
    ...overrides,
  };
}

/**
 * A fight in round `round` (1 unless given) with these combatants; arrivals follow the list. Unless `turn` is given,
 * it is the first listed combatant's turn, and that turn has begun (its doneRound is the round).
 */
export function aRoundsFight(combatants: Partial<RoundsCombatant>[], overrides: Partial<RoundsState> = {}): RoundsState {
  const round = overrides.round ?? 1;
  const turn = overrides.turn !== undefined ? overrides.turn : combatants[0]?.id ? { id: combatants[0].id, action: null } : null;
  const list = combatants.map((c, i) => aRoundsCombatant({ arrival: i, ...c, ...(turn && c.id === turn.id ? { doneRound: round } : {}) }));
  return { round, turn, combatants: list, nextArrival: list.length, ...overrides };
}
