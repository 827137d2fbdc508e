// Builders with partial overrides.
import type { Combatant, CombatState } from '../../src/rules/rondel/state';
import type { NewCombatant } from '../../src/rules/rondel/engine';

let serial = 0;

export function aNewCombatant(overrides: Partial<NewCombatant> = {}): NewCombatant {
  serial += 1;
  const id = overrides.id ?? `c${serial}`;
  return { id, name: overrides.name ?? id, tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0, ...overrides };
}

export function aCombatant(overrides: Partial<Combatant> = {}): Combatant {
  serial += 1;
  const id = overrides.id ?? `c${serial}`;
  return {
    id,
    name: id,
    tier: 'red_fox',
    perceptionMod: 0,
    initiativeAdjustment: 0,
    nextAt: 1,
    tie: null,
    arrival: 0,
    lastAction: null,
    markers: [],
    conditions: [],
    ...overrides,
  };
}

/** A fight with these combatants; arrivals follow the list unless given. */
export function aCombat(combatants: Partial<Combatant>[], overrides: Partial<CombatState> = {}): CombatState {
  const list = combatants.map((c, i) => aCombatant({ arrival: i, ...c }));
  return { counter: 1, combatants: list, spells: [], nextArrival: list.length, ...overrides };
}
