// GM overrides and conditions in 20-second rounds (docs/rules.md §9.2): the second, tier, Perception, terrain, conditions.
import { blocksActing, isConditionKey, conditionChange, type ConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import type { TierKey } from '../core/numbers';
import { settleTies } from './initiative';
import { currentCombatant, findCombatant } from './order';
import { aheadWords, carriedAhead, clockAt, clockOf, LIMITS, SECONDS_PER_ROUND, type SecondsState, type Step } from './state';
import { parseTerrain } from './terrain';
import { secondsCombatantWith, secondsStateWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { nextWave, othersAt } from '../core/ties';
import { finish, replace } from './transition';

/** The conditions a timed effect held, lifted as it ends at an arrival (`changeConditions`, removing only). */
export const liftConditions = (state: SecondsState, id: string, remove: readonly ConditionKey[]): Step => changeConditions(state, id, [], remove);

/**
 * The GM sets the second a combatant acts at in the current round: not a second already passed. It then acts this
 * round (a carried-over action is replaced by it, and it rolls next round as usual).
 */
export function placeAt(state: SecondsState, id: string, value: number, dice: Dice): Step {
  return placeAllAt(state, [id], value, dice);
}

/** Several combatants to one second: each placed as `placeAt` places one, the tie there settled once. */
export function placeAllAt(state: SecondsState, ids: readonly string[], value: number, dice: Dice): Step {
  if (!Number.isInteger(value) || value < 1 || value > SECONDS_PER_ROUND) {
    return rejected(state, { code: 'bad-value', field: 'count', low: 1, high: SECONDS_PER_ROUND });
  }
  const events: FightEvent[] = [];
  // put at the current second, they come after those already due there, whatever the dice (ruling 102): the turn
  // announced stays theirs
  const count = clockAt(state.round, value);
  const late = value === state.second ? nextWave(othersAt(state.combatants, (c) => c.second === value), count) : 0;
  let moved = state;
  for (const id of ids) {
    const c = findCombatant(moved, id);
    if (!c) return rejected(state, UNKNOWN);
    if (value < state.second) return rejected(state, { code: 'count-in-past', count: clockAt(state.round, value), counter: clockOf(state) });
    if (value === c.second) continue;
    // a carried-over action is of the next round: the card says so, as the value alone reads as this round's
    events.push({ type: 'overridden', id, field: 'nextAt', from: c.second ?? (c.carried === null ? '–' : aheadWords(carriedAhead(c.carried), state.round)), to: value });
    moved = replace(moved, c, secondsCombatantWith(c, { second: value, carried: null, tie: late === 0 ? null : { count, rolls: [], late } }));
  }
  if (moved === state) return { state, events: [] };
  const settled = settleTies(moved, value, dice);
  if (settled.event) events.push(settled.event);
  return finish(state, settled.state, events);
}

export function setTier(state: SecondsState, id: string, tier: TierKey): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (c.tier === tier) return { state, events: [] };
  return { state: replace(state, c, secondsCombatantWith(c, { tier })), events: [{ type: 'overridden', id, field: 'tier', from: c.tier, to: tier }] };
}

/** Recorded only: initiative in 20-second rounds does not read Perception. */
export function setPerception(state: SecondsState, id: string, mod: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.mod) return rejected(state, { code: 'bad-value', field: 'perception', low: -LIMITS.mod, high: LIMITS.mod });
  if (c.perceptionMod === mod) return { state, events: [] };
  return {
    state: replace(state, c, secondsCombatantWith(c, { perceptionMod: mod })),
    events: [{ type: 'overridden', id, field: 'perceptionMod', from: c.perceptionMod, to: mod }],
  };
}

/** docs/rules.md §9.2: the GM sets the fight's terrain (road, floor, plains, …, mountains). */
export function setTerrain(state: SecondsState, name: string): Step {
  const terrain = parseTerrain(name);
  if (!terrain) return rejected(state, { code: 'bad-value', field: 'terrain', low: 0, high: 0 });
  if (terrain === state.terrain) return { state, events: [] };
  return { state: secondsStateWith(state, { terrain }), events: [{ type: 'overridden', id: '', field: 'terrain', from: state.terrain, to: terrain }] };
}

export function changeConditions(state: SecondsState, id: string, add: readonly ConditionKey[], remove: readonly ConditionKey[]): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const change = conditionChange(c.conditions, add, remove, isConditionKey);
  if (!change) return { state, events: [] };
  const { added, removed, conditions } = change;
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  const next = replace(state, c, secondsCombatantWith(c, { conditions }));
  // A combatant due now that became unable (or able again) to act gets its turn announced again, with the reason.
  if (currentCombatant(next)?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: clockOf(state), blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: next, events };
}
