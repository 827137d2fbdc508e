// The rondel's combatants and states with a few fields changed: `{ ...c, ...changes }`, by an object literal when the
// object has exactly the rondel's keys in the rondel's order (core/shape.ts says why).
import { hasKeys } from '../core/shape';
import type { Combatant, CombatState } from './state';

/** A combatant's keys in the order join makes them (engine.ts), which every copy keeps. */
export const COMBATANT_KEYS: readonly (keyof Combatant)[] = [
  'id',
  'name',
  'tier',
  'perceptionMod',
  'initiativeAdjustment',
  'nextAt',
  'tie',
  'arrival',
  'lastAction',
  'markers',
  'conditions',
];

/** A state's keys in the order emptyCombat makes them; timed effects, when a fight has had any, come after. */
export const STATE_KEYS: readonly (keyof CombatState)[] = ['counter', 'combatants', 'spells', 'nextArrival'];

type CombatantChanges = Partial<Pick<Combatant, 'name' | 'tier' | 'perceptionMod' | 'nextAt' | 'tie' | 'lastAction' | 'markers' | 'conditions'>>;
type StateChanges = Partial<Pick<CombatState, 'counter' | 'combatants' | 'spells' | 'nextArrival'>>;

/** `{ ...c, ...changes }`. */
export function combatantWith(c: Combatant, changes: CombatantChanges): Combatant {
  if (!hasKeys(c, COMBATANT_KEYS as readonly string[])) return { ...c, ...changes };
  return {
    id: c.id,
    name: 'name' in changes ? (changes.name as string) : c.name,
    tier: 'tier' in changes ? (changes.tier as Combatant['tier']) : c.tier,
    perceptionMod: 'perceptionMod' in changes ? (changes.perceptionMod as number) : c.perceptionMod,
    initiativeAdjustment: c.initiativeAdjustment,
    nextAt: 'nextAt' in changes ? (changes.nextAt as number) : c.nextAt,
    tie: 'tie' in changes ? (changes.tie as Combatant['tie']) : c.tie,
    arrival: c.arrival,
    lastAction: 'lastAction' in changes ? (changes.lastAction as Combatant['lastAction']) : c.lastAction,
    markers: 'markers' in changes ? (changes.markers as Combatant['markers']) : c.markers,
    conditions: 'conditions' in changes ? (changes.conditions as Combatant['conditions']) : c.conditions,
  };
}

/** `{ ...state, ...changes }`. */
export function stateWith(state: CombatState, changes: StateChanges): CombatState {
  if (!hasKeys(state, STATE_KEYS as readonly string[])) return { ...state, ...changes };
  return {
    counter: 'counter' in changes ? (changes.counter as number) : state.counter,
    combatants: 'combatants' in changes ? (changes.combatants as CombatState['combatants']) : state.combatants,
    spells: 'spells' in changes ? (changes.spells as CombatState['spells']) : state.spells,
    nextArrival: 'nextArrival' in changes ? (changes.nextArrival as number) : state.nextArrival,
  };
}
