// 20-second rounds' combatants and states with a few fields changed: `{ ...c, ...changes }`, by an object literal
// when the object has exactly this rule set's keys in its order (core/shape.ts says why).
import { hasKeys } from '../core/shape';
import type { SecondsCombatant, SecondsState } from './state';

/** A combatant's keys in the order join makes them (engine.ts), which every copy keeps. */
export const SECONDS_COMBATANT_KEYS: readonly (keyof SecondsCombatant)[] = [
  'id',
  'name',
  'tier',
  'perceptionMod',
  'initiativeAdjustment',
  'speed',
  'hexesPerRound',
  'arrival',
  'conditions',
  'second',
  'tie',
  'carried',
  'reacted',
];

/** A state's keys in the order emptyFight makes them; timed effects, when a fight has had any, come after. */
export const SECONDS_STATE_KEYS: readonly (keyof SecondsState)[] = ['round', 'second', 'terrain', 'combatants', 'spells', 'speech', 'nextArrival'];

type Changes = Partial<Omit<SecondsCombatant, 'id' | 'arrival'>>;
type StateChanges = Partial<Omit<SecondsState, 'effects' | 'pendingEffects'>>;

/** `{ ...c, ...changes }`. */
export function secondsCombatantWith(c: SecondsCombatant, changes: Changes): SecondsCombatant {
  if (!hasKeys(c, SECONDS_COMBATANT_KEYS as readonly string[])) return { ...c, ...changes };
  return {
    id: c.id,
    name: 'name' in changes ? (changes.name as string) : c.name,
    tier: 'tier' in changes ? (changes.tier as SecondsCombatant['tier']) : c.tier,
    perceptionMod: 'perceptionMod' in changes ? (changes.perceptionMod as number) : c.perceptionMod,
    initiativeAdjustment: 'initiativeAdjustment' in changes ? (changes.initiativeAdjustment as number) : c.initiativeAdjustment,
    speed: 'speed' in changes ? (changes.speed as number) : c.speed,
    hexesPerRound: 'hexesPerRound' in changes ? (changes.hexesPerRound as number | null) : c.hexesPerRound,
    arrival: c.arrival,
    conditions: 'conditions' in changes ? (changes.conditions as SecondsCombatant['conditions']) : c.conditions,
    second: 'second' in changes ? (changes.second as SecondsCombatant['second']) : c.second,
    tie: 'tie' in changes ? (changes.tie as SecondsCombatant['tie']) : c.tie,
    carried: 'carried' in changes ? (changes.carried as SecondsCombatant['carried']) : c.carried,
    reacted: 'reacted' in changes ? (changes.reacted as boolean) : c.reacted,
  };
}

/** `{ ...state, ...changes }`. */
export function secondsStateWith(state: SecondsState, changes: StateChanges): SecondsState {
  if (!hasKeys(state, SECONDS_STATE_KEYS as readonly string[])) return { ...state, ...changes };
  return {
    round: 'round' in changes ? (changes.round as number) : state.round,
    second: 'second' in changes ? (changes.second as number) : state.second,
    terrain: 'terrain' in changes ? (changes.terrain as SecondsState['terrain']) : state.terrain,
    combatants: 'combatants' in changes ? (changes.combatants as SecondsState['combatants']) : state.combatants,
    spells: 'spells' in changes ? (changes.spells as SecondsState['spells']) : state.spells,
    speech: 'speech' in changes ? (changes.speech as SecondsState['speech']) : state.speech,
    nextArrival: 'nextArrival' in changes ? (changes.nextArrival as number) : state.nextArrival,
  };
}
