// What the combatant whose turn it is may move in 10-second rounds (docs/rules.md §9.3), as a step changes it.
import type { FightEvent } from '../core/events';
import { allowanceOf } from './movement';
import { findCombatant } from './order';
import type { RoundsState } from './state';
import { stoodAt } from '../core/stand';

/**
 * During a turn, a step that changed what the combatant whose turn it is may move (a condition, a tier) announces
 * the new allowance, so the card and the token agree. A new turn is announced by `turn-due`, not here.
 */
export function allowanceChanges(before: RoundsState, after: RoundsState): FightEvent[] {
  if (before === after || !before.turn || !after.turn || before.turn.id !== after.turn.id || before.round !== after.round) return [];
  const was = findCombatant(before, before.turn.id);
  const now = findCombatant(after, after.turn.id);
  if (!was || !now || was === now) return [];
  const allowance = allowanceOf(now, stoodAt(after, now.id, after.round));
  return JSON.stringify(allowance) === JSON.stringify(allowanceOf(was, stoodAt(before, was.id, before.round))) ? [] : [{ type: 'allowance-changed', id: now.id, count: after.round, allowance }];
}
