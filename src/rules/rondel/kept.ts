// A movement window on a combatant's own count comes before its action (docs/rules.md §5): a condition its action-turn
// there ends (a timed restraint counted in actions, §12) still held it at that window (ruling 107). The conditions so
// lifted are kept for that window, so the card, the badge and `status` keep what the window gave.
import { isConditionKey, type ConditionKey } from '../core/conditions';
import { settleTurnsUsed } from '../core/effects';
import type { FightEvent } from '../core/events';
import type { CombatState, Step } from './state';
import { findCombatant } from './order';
import { liftConditions } from './overrides';
import { isWindow } from './windows';

/** Conditions a combatant had at the window of count `at`, which its action there lifted. */
export interface KeptAtWindow {
  readonly id: string;
  readonly at: number;
  readonly conditions: readonly ConditionKey[];
}

type WithKept = CombatState & { readonly keptAt?: readonly KeptAtWindow[] };

/** The conditions `id` is still held by at the window of `count` (lifted by its action there), or null. */
export function keptAt(state: CombatState, id: string, count: number): readonly ConditionKey[] | null {
  // most fights never keep any: no list at all
  const list = (state as WithKept).keptAt;
  if (list === undefined) return null;
  for (let i = 0; i < list.length; i += 1) {
    const k = list[i] as KeptAtWindow;
    if (k.id === id && k.at === count) return k.conditions;
  }
  return null;
}

/**
 * The conditions a timed effect held, lifted as its bearer's action-turn at this count uses it up: at a window, the
 * window (which came before the action) keeps them for the bearer; those kept at an earlier window are forgotten.
 */
function liftAfterTurn(state: CombatState, id: string, remove: readonly ConditionKey[]): Step {
  const step = liftConditions(state, id, remove);
  const at = state.counter;
  if (step.state === state || !isWindow(at)) return step;
  const had = findCombatant(state, id)?.conditions ?? [];
  const lifted = remove.filter((k) => had.includes(k));
  if (lifted.length === 0) return step;
  const others = ((state as WithKept).keptAt ?? []).filter((k) => k.at === at && k.id !== id);
  const mine = keptAt(state, id, at) ?? [];
  const kept: KeptAtWindow = { id, at, conditions: [...mine, ...lifted.filter((k) => !mine.includes(k))] };
  return { state: { ...step.state, keptAt: [...others, kept] } as WithKept, events: step.events };
}

/**
 * The action-turns a step at this count used (an action declared, a turn passed over while another is due here) end
 * their effects now, the window of this count keeping what it gave (docs/rules.md §5, §12, ruling 107).
 */
export function settleTurnsHere(state: CombatState, events: FightEvent[]): CombatState {
  return settleTurnsUsed(state, events, state.counter, null, liftAfterTurn);
}

/** Checks a stored list of kept conditions: every problem found ([] when it is fine, or absent). */
export function validateKept(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['keptAt is not a list'];
  const problems: string[] = [];
  value.forEach((k: unknown, i) => {
    const x = k as Record<string, unknown> | null;
    const ok = x !== null && typeof x === 'object' && typeof x.id === 'string' && Number.isInteger(x.at) && Array.isArray(x.conditions) && x.conditions.every(isConditionKey);
    if (!ok) problems.push(`keptAt[${i}] is malformed`);
  });
  return problems;
}
