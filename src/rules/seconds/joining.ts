// Joining and leaving 20-second rounds (docs/rules.md §9.2): everyone rolls; a joiner acts this round when its second is to come.
import { isConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import type { NewCombatant } from '../core/rule-set';
import { initiativeEvent, rollInitiative, settleAll } from './initiative';
import { findCombatant } from './order';
import { clockAt, LIMITS, SECONDS_PER_ROUND, type SecondsCombatant, type SecondsState, type Step } from './state';
import { DEFAULT_TERRAIN } from './terrain';
import { secondsStateWith } from './copy';
import { newcomers, rejected, UNKNOWN } from '../core/refused';
import { arriveAt } from './clock';
import { bounded } from './state';
import { finish } from './transition';
import { withoutLeaver } from '../core/effects';
import { nextWave, othersAt } from '../core/ties';

export function emptyFight(): SecondsState {
  return { round: 1, second: 1, terrain: DEFAULT_TERRAIN, combatants: [], spells: [], speech: [], nextArrival: 0 };
}


/** docs/rules.md §9.2: a new fight at round 1, second 1; everyone rolls. Duplicate ids join once. */
export function startFight(list: readonly NewCombatant[], dice: Dice): Step {
  const empty = emptyFight();
  if (list.length === 0) return rejected(empty, { code: 'no-combatants' });
  const events: FightEvent[] = [
    { type: 'combat-started', counter: 1 },
    { type: 'round-started', round: 1, count: 1 },
  ];
  const next = arriveAt(admit(empty, list, dice, false, events), events);
  return finish(empty, next, events);
}

/**
 * docs/rules.md §9.2 ruling: a joiner rolls at once. It acts this round when its second is still to come, that is
 * after the current second (the current second is already under way); otherwise it waits for the next round's roll.
 * An initiative above 20 is carried over, as for everyone.
 */
export function joinFight(state: SecondsState, list: readonly NewCombatant[], dice: Dice): Step {
  const events: FightEvent[] = [];
  const fresh = newcomers(state, list, findCombatant, events);
  if (fresh.length === 0) return { state, events };
  return finish(state, admit(state, fresh, dice, true, events), events);
}

function admit(state: SecondsState, list: readonly NewCombatant[], dice: Dice, joining: boolean, events: FightEvent[]): SecondsState {
  let next = state;
  // Stryker disable next-line ArrowFunction: equivalent, joinFight() refuses the ids already in the fight before this
  const seen = new Set(state.combatants.map((c) => c.id));
  const seconds: number[] = [];
  for (const n of list) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    const hexes = n.hexesPerRound;
    const base: SecondsCombatant = {
      id: n.id,
      name: n.name,
      tier: n.tier,
      perceptionMod: bounded(n.perceptionMod, LIMITS.mod),
      initiativeAdjustment: bounded(n.initiativeAdjustment, LIMITS.adjustment),
      speed: bounded(n.speed, LIMITS.speed),
      hexesPerRound: hexes === undefined || !Number.isFinite(hexes) ? null : Math.max(0, Math.min(LIMITS.hexes, Math.trunc(hexes))),
      arrival: next.nextArrival,
      // Stryker disable next-line ArrayDeclaration: equivalent, anything but a condition key is filtered out
      conditions: [...new Set(n.conditions ?? [])].filter(isConditionKey),
      second: null,
      tie: null,
      carried: null,
      reacted: false,
    };
    // joined at the GM's second of this round (`add --count`): no roll; at the second now, after those already due
    // there (ruling 102)
    const placed = joining && Number.isInteger(n.placed) && (n.placed as number) >= state.second && (n.placed as number) <= SECONDS_PER_ROUND ? (n.placed as number) : null;
    if (placed !== null) {
      const count = clockAt(state.round, placed);
      const late = placed === state.second ? nextWave(othersAt(next.combatants, (x) => x.second === placed), count) : 0;
      events.push({ type: 'initiative-rolled', id: n.id, dice: [], sides: 10, terms: [], value: placed, base: 0, joining, count, placed: true });
      next = secondsStateWith(next, { combatants: [...next.combatants, { ...base, second: placed, tie: late === 0 ? null : { count, rolls: [], late } }], nextArrival: next.nextArrival + 1 });
      seconds.push(placed);
      continue;
    }
    const roll = rollInitiative(dice, base);
    // one whose second has come or passed waits for the next round's roll, and its card says so (ruling 18)
    const waits = joining && roll.initiative <= SECONDS_PER_ROUND && roll.initiative <= state.second;
    events.push(initiativeEvent(n.id, roll, state.round, joining, waits));
    let combatant = base;
    if (roll.initiative > SECONDS_PER_ROUND) combatant = { ...base, carried: roll.initiative - SECONDS_PER_ROUND };
    else if (!joining || roll.initiative > state.second) {
      combatant = { ...base, second: roll.initiative };
      seconds.push(roll.initiative);
    }
    next = secondsStateWith(next, { combatants: [...next.combatants, combatant], nextArrival: next.nextArrival + 1 });
  }
  return settleAll(next, seconds, dice, events);
}

export function leaveFight(state: SecondsState, id: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  // its timed effects, its spell still being cast and that spell's waiting effect go with it (docs/rules.md ruling 100)
  const casting = state.spells.some((x) => x.casterId === id);
  const left = secondsStateWith(state, { combatants: state.combatants.filter((x) => x.id !== id), ...(casting ? { spells: state.spells.filter((x) => x.casterId !== id) } : {}) });
  const next = withoutLeaver(left, id);
  return finish(state, next, [{ type: 'left', id, name: c.name }]);
}
