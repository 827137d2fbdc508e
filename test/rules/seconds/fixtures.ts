// Builders and helpers for the tests of 20-second rounds (docs/rules.md §9.2).
import type { FightEvent } from '../../../src/rules/core/events';
import type { NewCombatant, RuleOptions } from '../../../src/rules/core/rule-set';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import type { SecondsCombatant, SecondsState, Step } from '../../../src/rules/seconds/state';
import type { Scripted } from '../../support/dice';

export const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

export function newcomer(id: string, overrides: Partial<NewCombatant> = {}): NewCombatant {
  return { id, name: id.toUpperCase(), tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0, speed: 0, hexesPerRound: 12, ...overrides };
}

export function aCombatant(id: string, overrides: Partial<SecondsCombatant> = {}): SecondsCombatant {
  return {
    id,
    name: id.toUpperCase(),
    tier: 'red_fox',
    perceptionMod: 0,
    initiativeAdjustment: 0,
    speed: 0,
    hexesPerRound: 12,
    arrival: 0,
    conditions: [],
    second: null,
    tie: null,
    carried: null,
    reacted: false,
    ...overrides,
  };
}

/** A fight at round 1, second 1 (unless told) with these combatants; arrivals follow the list. */
export function aFight(combatants: SecondsCombatant[], overrides: Partial<SecondsState> = {}): SecondsState {
  const list = combatants.map((c, i) => ({ ...c, arrival: i }));
  return { round: 1, second: 1, terrain: 'road', combatants: list, spells: [], speech: [], nextArrival: list.length, ...overrides };
}

/** Two d10s per initiative roll, checked as d10s. */
export function d10s(...pairs: readonly (readonly [number, number])[]): Scripted[] {
  return pairs.flatMap(([a, b]) => [[10, a] as const, [10, b] as const]);
}

export function d20s(...values: number[]): Scripted[] {
  return values.map((v) => [20, v] as const);
}

export function ofType<T extends FightEvent['type']>(events: readonly FightEvent[] | Step, type: T): Extract<FightEvent, { type: T }>[] {
  const list = Array.isArray(events) ? events : (events as Step).events;
  return list.filter((e): e is Extract<FightEvent, { type: T }> => e.type === type);
}

export function rejection(step: Step): Extract<FightEvent, { type: 'rejected' }> | undefined {
  return ofType(step, 'rejected')[0];
}

/** Applies steps in turn, gathering every event; stops at nothing. */
export function chain(state: SecondsState, ...steps: ((s: SecondsState) => Step)[]): Step {
  let next = state;
  const events: FightEvent[] = [];
  for (const f of steps) {
    const step = f(next);
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}
