// 10-second rounds' combatants and states with a few fields changed: `{ ...c, ...changes }`, by an object literal
// when the object has exactly this rule set's keys in its order (core/shape.ts says why).
import { hasKeys } from '../core/shape';
import type { RoundsCombatant, RoundsState } from './state';

/** A combatant's keys in the order join makes them (engine.ts), which every copy keeps. */
export const ROUNDS_COMBATANT_KEYS: readonly (keyof RoundsCombatant)[] = [
  'id',
  'name',
  'tier',
  'perceptionMod',
  'initiativeAdjustment',
  'arrival',
  'conditions',
  'hexesPerRound',
  'initiative',
  'tie',
  'doneRound',
  'reactedRound',
  'defenseRound',
  'status',
];

/** A state's keys in the order emptyRounds makes them; timed effects, when a fight has had any, come after. */
export const ROUNDS_STATE_KEYS: readonly (keyof RoundsState)[] = ['round', 'turn', 'combatants', 'nextArrival'];

type Changes = Partial<Omit<RoundsCombatant, 'id' | 'arrival'>>;
type StateChanges = Partial<Omit<RoundsState, 'effects' | 'pendingEffects'>>;

/** `{ ...c, ...changes }`. */
export function roundsCombatantWith(c: RoundsCombatant, changes: Changes): RoundsCombatant {
  if (!hasKeys(c, ROUNDS_COMBATANT_KEYS as readonly string[])) return { ...c, ...changes };
  return {
    id: c.id,
    name: 'name' in changes ? (changes.name as string) : c.name,
    tier: 'tier' in changes ? (changes.tier as RoundsCombatant['tier']) : c.tier,
    perceptionMod: 'perceptionMod' in changes ? (changes.perceptionMod as number) : c.perceptionMod,
    initiativeAdjustment: 'initiativeAdjustment' in changes ? (changes.initiativeAdjustment as number) : c.initiativeAdjustment,
    arrival: c.arrival,
    conditions: 'conditions' in changes ? (changes.conditions as RoundsCombatant['conditions']) : c.conditions,
    hexesPerRound: 'hexesPerRound' in changes ? (changes.hexesPerRound as number | null) : c.hexesPerRound,
    initiative: 'initiative' in changes ? (changes.initiative as number) : c.initiative,
    tie: 'tie' in changes ? (changes.tie as RoundsCombatant['tie']) : c.tie,
    doneRound: 'doneRound' in changes ? (changes.doneRound as number) : c.doneRound,
    reactedRound: 'reactedRound' in changes ? (changes.reactedRound as number) : c.reactedRound,
    defenseRound: 'defenseRound' in changes ? (changes.defenseRound as number) : c.defenseRound,
    status: 'status' in changes ? (changes.status as RoundsCombatant['status']) : c.status,
  };
}

/** `{ ...state, ...changes }`. */
export function roundsStateWith(state: RoundsState, changes: StateChanges): RoundsState {
  if (!hasKeys(state, ROUNDS_STATE_KEYS as readonly string[])) return { ...state, ...changes };
  return {
    round: 'round' in changes ? (changes.round as number) : state.round,
    turn: 'turn' in changes ? (changes.turn as RoundsState['turn']) : state.turn,
    combatants: 'combatants' in changes ? (changes.combatants as RoundsState['combatants']) : state.combatants,
    nextArrival: 'nextArrival' in changes ? (changes.nextArrival as number) : state.nextArrival,
  };
}
