// GM overrides and conditions in the rondel (docs/rules.md §7, §8): the next count, tier, Perception, name, conditions.
import type { CombatState, FightEvent, Marker, Step } from './state';
import { blocksActing, conditionChange, type ConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { TierKey } from '../core/numbers';
import { currentCombatant, findCombatant } from './order';
import { combatantWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { nextWave, othersAt } from '../core/ties';
import { LIMITS } from './limits';
import { keptThroughTurn, untilNextTurn } from './markers';
import { settleTies } from './settle-ties';
import { finish, replace } from './transition';

/** The conditions a timed effect held, lifted as it ends at an arrival (`changeConditions`, removing only). */
export const liftConditions = (state: CombatState, id: string, remove: readonly ConditionKey[]): Step => changeConditions(state, id, [], remove);

/** GM override of a combatant's next action count (not before the current count). */
export function setNextCount(state: CombatState, id: string, count: number, dice: Dice): Step {
  return setNextCounts(state, [id], count, dice);
}

/**
 * Several combatants to one count: each moved as `setNextCount` moves one, the tie at the count settled once and the
 * turn judged once (one by one, a GM setting hundreds to one count would settle a growing tie hundreds of times).
 */
export function setNextCounts(state: CombatState, ids: readonly string[], count: number, dice: Dice): Step {
  if (!Number.isInteger(count) || count > LIMITS.count) return rejected(state, { code: 'bad-value', field: 'count', low: 1, high: LIMITS.count });
  const events: FightEvent[] = [];
  // put at the current count, they come after those already due there, whatever the dice (ruling 102): the turn
  // announced stays theirs
  const late = count === state.counter ? nextWave(othersAt(state.combatants, (c) => c.nextAt === count), count) : 0;
  let moved = state;
  for (const id of ids) {
    const c = findCombatant(moved, id);
    if (!c) return rejected(state, UNKNOWN);
    if (count < state.counter) return rejected(state, { code: 'count-in-past', count, counter: state.counter });
    if (count === c.nextAt) continue;
    events.push({ type: 'overridden', id, field: 'nextAt', from: c.nextAt, to: count });
    let markers = c.markers;
    if (count <= state.counter) {
      // its turn comes: what lasts until it ends, but a dash at a window on that count, as when its action comes there
      const kept: Marker[] = [];
      for (const m of markers) {
        const left = untilNextTurn(m) ? keptThroughTurn(m, count) : m;
        if (left) kept.push(left);
        else events.push({ type: 'marker-expired', id, marker: m.kind });
      }
      markers = kept;
    }
    moved = replace(moved, c, combatantWith(c, { nextAt: count, tie: late === 0 ? null : { count, rolls: [], late }, markers }));
  }
  if (moved === state) return { state, events: [] };
  const settled = settleTies(moved, count, dice);
  if (settled.event) events.push(settled.event);
  return finish(state, settled.state, events);
}

export function setTier(state: CombatState, id: string, tier: TierKey): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (c.tier === tier) return { state, events: [] };
  return { state: replace(state, c, { ...c, tier }), events: [{ type: 'overridden', id, field: 'tier', from: c.tier, to: tier }] };
}

export function setPerception(state: CombatState, id: string, mod: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.mod) return rejected(state, { code: 'bad-value', field: 'perception', low: -LIMITS.mod, high: LIMITS.mod });
  if (c.perceptionMod === mod) return { state, events: [] };
  return {
    state: replace(state, c, { ...c, perceptionMod: mod }),
    events: [{ type: 'overridden', id, field: 'perceptionMod', from: c.perceptionMod, to: mod }],
  };
}

export function rename(state: CombatState, id: string, name: string): Step {
  const c = findCombatant(state, id);
  if (!c || c.name === name) return { state, events: [] };
  return { state: replace(state, c, { ...c, name }), events: [{ type: 'overridden', id, field: 'name', from: c.name, to: name }] };
}

export function changeConditions(
  state: CombatState,
  id: string,
  add: readonly ConditionKey[],
  remove: readonly ConditionKey[],
): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const change = conditionChange(c.conditions, add, remove);
  if (!change) return { state, events: [] };
  const { added, removed, conditions } = change;
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  const next = replace(state, c, combatantWith(c, { conditions }));
  // A combatant due now that became unable to act gets its turn announced again, with the reason.
  if (currentCombatant(next)?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: state.counter, blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: next, events };
}
