// GM overrides and conditions in 10-second rounds (docs/rules.md §9.3): initiative, tier, Perception, conditions.
import { blocksActing, conditionChange, type ConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import type { TierKey } from '../core/numbers';
import { settleAll } from './initiative';
import { findCombatant } from './order';
import type { RoundsState, Step } from './state';
import { roundsCombatantWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { replace } from './replace';

/** Bounds on typed numbers: a Perception modifier, and an initiative score the GM sets. */
export const LIMITS = { perception: 20, initiative: 100 } as const;

/** The conditions a timed effect held, lifted as it ends as a round begins (`changeConditionsRounds`, removing only). */
export const liftConditions = (state: RoundsState, id: string, remove: readonly ConditionKey[]): Step => changeConditionsRounds(state, id, [], remove);

/**
 * The GM sets a combatant's initiative score; the order follows and a shared score is settled by d20s again. Its
 * turn this round is not given back or taken away: one already done stays done, one still to act acts in its new
 * place (after the current turn, which is never interrupted).
 */
export function placeInitiative(state: RoundsState, id: string, value: number, dice: Dice): Step {
  return placeInitiatives(state, [id], value, dice);
}

/** Several combatants to one initiative: each placed as `placeInitiative` places one, the tie there settled once. */
export function placeInitiatives(state: RoundsState, ids: readonly string[], value: number, dice: Dice): Step {
  if (!Number.isInteger(value) || Math.abs(value) > LIMITS.initiative) {
    return rejected(state, { code: 'bad-value', field: 'count', low: -LIMITS.initiative, high: LIMITS.initiative });
  }
  const events: FightEvent[] = [];
  let moved = state;
  for (const id of ids) {
    const c = findCombatant(moved, id);
    if (!c) return rejected(state, UNKNOWN);
    if (value === c.initiative) continue;
    events.push({ type: 'overridden', id, field: 'nextAt', from: c.initiative, to: value });
    moved = replace(moved, roundsCombatantWith(c, { initiative: value, tie: [] }));
  }
  if (moved === state) return { state, events: [] };
  return { state: settleAll(moved, [value], dice, events), events };
}

/** Records a tier; movement follows it when the sheet gave no hexes per round. */
export function setTierRounds(state: RoundsState, id: string, tier: TierKey): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (c.tier === tier) return { state, events: [] };
  return { state: replace(state, roundsCombatantWith(c, { tier })), events: [{ type: 'overridden', id, field: 'tier', from: c.tier, to: tier }] };
}

/** Records a Perception modifier: it counts from the next initiative roll (a new round with re-rolls). */
export function setPerceptionRounds(state: RoundsState, id: string, mod: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.perception) {
    return rejected(state, { code: 'bad-value', field: 'perception', low: -LIMITS.perception, high: LIMITS.perception });
  }
  if (c.perceptionMod === mod) return { state, events: [] };
  return {
    state: replace(state, roundsCombatantWith(c, { perceptionMod: mod })),
    events: [{ type: 'overridden', id, field: 'perceptionMod', from: c.perceptionMod, to: mod }],
  };
}

export function changeConditionsRounds(state: RoundsState, id: string, add: readonly ConditionKey[], remove: readonly ConditionKey[]): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const change = conditionChange(c.conditions, add, remove);
  if (!change) return { state, events: [] };
  const { added, removed, conditions } = change;
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  // The combatant whose turn it is, become unable to act (or able again), gets its turn announced again with why.
  if (state.turn?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: state.round, blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: replace(state, roundsCombatantWith(c, { conditions })), events };
}
