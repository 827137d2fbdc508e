// What a combatant may move at a movement moment (docs/rules.md §9.2), and the changes a step makes to it there.
import type { Allowance, FightEvent } from '../core/events';
import { allowanceAt, momentIndex } from './moments';
import { clockOf, type SecondsCombatant, type SecondsState } from './state';
import { sameJson } from '../core/shape';
import { lastById } from '../core/lookup';
import { stoodAt } from '../core/stand';

/** What a combatant may move now, when now is a movement moment; null otherwise. */
export function allowanceNow(state: SecondsState, c: SecondsCombatant): Allowance | null {
  const index = momentIndex(state.second);
  return index === null ? null : allowanceIn(state, c, index);
}

/** Standing up at a moment takes it: no hexes there (docs/rules.md §9.2). */
const STOOD: Allowance = { kind: 'move', hexes: 0 };

/** The allowance at the moment `index` the state is at: none for one who stood up there. */
function allowanceIn(state: SecondsState, c: SecondsCombatant, index: number): Allowance {
  return stoodAt(state, c.id, clockOf(state)) ? STOOD : allowanceAt(c, state.terrain, index);
}

/**
 * A step taken at a movement moment, after the moment's card was posted, may change what a combatant may move there
 * (a condition, a new tier, the terrain, a joiner): the new allowance is announced, so the card and badges agree.
 */
export function windowChanges(before: SecondsState, after: SecondsState): FightEvent[] {
  if (before === after || clockOf(before) !== clockOf(after)) return [];
  const index = momentIndex(after.second);
  if (index === null) return [];
  const events: FightEvent[] = [];
  const list = before.combatants;
  const sameTerrain = before.terrain === after.terrain;
  for (let i = 0; i < after.combatants.length; i += 1) {
    const c = after.combatants[i] as SecondsCombatant;
    // most combatants are the same objects at the same places: no look (ids are unique in every state, validate.ts)
    if (sameTerrain && list[i] === c) continue;
    const was = lastById(list, c.id);
    if (was === c && sameTerrain) continue;
    const a = allowanceIn(after, c, index);
    if (!was || !sameJson(a, allowanceIn(before, was, index))) {
      events.push({ type: 'allowance-changed', id: c.id, count: clockOf(after), allowance: a });
    }
  }
  return events;
}
