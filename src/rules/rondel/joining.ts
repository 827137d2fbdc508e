// Joining and leaving the rondel (docs/rules.md §2): initiative rolled, ties settled, the first turn announced.
import type { Combatant, CombatState, FightEvent, Step } from './state';
import type { NewCombatant } from '../core/rule-set';
import type { Dice } from '../core/dice';
import { findCombatant } from './order';
import { stateWith } from './copy';
import { newcomers, rejected, UNKNOWN } from '../core/refused';
import { sanitizeInteger } from '../core/typed-numbers';
import { settleTies } from './settle-ties';
import { finish } from './transition';
import { withoutLeaver } from '../core/effects';
import { LIMITS } from './limits';
import { nextWave, othersAt } from '../core/ties';

export function emptyCombat(): CombatState {
  return { counter: 1, combatants: [], spells: [], nextArrival: 0 };
}

/** docs/rules.md §2: max(1, d12 − Perception modifier + initiative adjustment). */
function rollInitiative(dice: Dice, c: NewCombatant): { roll: number; first: number } {
  const roll = dice.roll(12);
  return { roll, first: Math.max(1, roll - sanitizeInteger(c.perceptionMod) + sanitizeInteger(c.initiativeAdjustment)) };
}

/** docs/rules.md §2: a new combat for these combatants; the counter starts at 1. Duplicate ids join once. */
export function startCombat(list: readonly NewCombatant[], dice: Dice): Step {
  const empty = emptyCombat();
  if (list.length === 0) return rejected(empty, { code: 'no-combatants' });
  const events: FightEvent[] = [{ type: 'combat-started', counter: 1 }];
  return finish(empty, join(empty, list, dice, false, events), events);
}

/** docs/rules.md §2 ruling: a combatant joining a running fight acts at the current count + its initiative roll. */
export function joinCombat(state: CombatState, list: readonly NewCombatant[], dice: Dice): Step {
  const events: FightEvent[] = [];
  const fresh = newcomers(state, list, findCombatant, events);
  if (fresh.length === 0) return { state, events };
  return finish(state, join(state, fresh, dice, true, events), events);
}

function join(state: CombatState, list: readonly NewCombatant[], dice: Dice, joining: boolean, events: FightEvent[]): CombatState {
  let next = state;
  const seen = new Set(state.combatants.map((c) => c.id));
  const counts = new Set<number>();
  for (const c of list) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    // joined at the GM's count (`add --count`): no roll; at the count now, after those already due there (ruling 102)
    const placed = joining && Number.isInteger(c.placed) && (c.placed as number) >= state.counter && (c.placed as number) <= LIMITS.count ? (c.placed as number) : null;
    const late = placed === state.counter ? nextWave(othersAt(next.combatants, (x) => x.nextAt === placed), placed) : 0;
    const { roll, first } = placed === null ? rollInitiative(dice, c) : { roll: 0, first: 0 };
    const nextAt = placed ?? (joining ? state.counter + first : first);
    const combatant: Combatant = {
      id: c.id,
      name: c.name,
      tier: c.tier,
      perceptionMod: sanitizeInteger(c.perceptionMod),
      initiativeAdjustment: sanitizeInteger(c.initiativeAdjustment),
      nextAt,
      tie: late === 0 ? null : { count: nextAt, rolls: [], late },
      arrival: next.nextArrival,
      lastAction: null,
      markers: [],
      conditions: [...new Set(c.conditions ?? [])],
    };
    next = stateWith(next, { combatants: [...next.combatants, combatant], nextArrival: next.nextArrival + 1 });
    counts.add(nextAt);
    const terms = [
      ...(combatant.perceptionMod ? [{ label: 'Perception', value: -combatant.perceptionMod }] : []),
      ...(combatant.initiativeAdjustment ? [{ label: 'adjustment', value: combatant.initiativeAdjustment }] : []),
    ];
    const base = joining ? state.counter : 0;
    if (placed !== null) events.push({ type: 'initiative-rolled', id: c.id, dice: [], sides: 12, terms: [], value: nextAt, base: 0, joining, count: nextAt, placed: true });
    else events.push({ type: 'initiative-rolled', id: c.id, dice: [roll], sides: 12, terms, value: nextAt, base, joining, count: nextAt });
  }
  for (const count of [...counts].sort((a, b) => a - b)) {
    const settled = settleTies(next, count, dice);
    next = settled.state;
    if (settled.event) events.push(settled.event);
  }
  return next;
}

export function leaveCombat(state: CombatState, id: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  // its timed effects, its spell still being cast and that spell's waiting effect go with it (docs/rules.md ruling 100)
  const casting = state.spells.some((x) => x.casterId === id);
  const left = stateWith(state, { combatants: state.combatants.filter((x) => x.id !== id), ...(casting ? { spells: state.spells.filter((x) => x.casterId !== id) } : {}) });
  const next = withoutLeaver(left, id);
  return finish(state, next, [{ type: 'left', id, name: c.name }]);
}
