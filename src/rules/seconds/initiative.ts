// Initiative in 20-second rounds (docs/rules.md §9.2): 2d10 + weapon speed + initiative adjustment, at least 1;
// lower seconds act first, ties by a d20, lowest first, re-rolled among the tied until strict.
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import { breakTieInWaves, lateAt } from '../core/ties';
import { clockAt, type SecondsCombatant, type SecondsState } from './state';
import { secondsCombatantWith, secondsStateWith } from './copy';

export interface InitiativeRoll {
  readonly dice: readonly [number, number];
  readonly terms: readonly { readonly label: string; readonly value: number }[];
  /** max(1, 2d10 + terms): the second it acts at; above 20 it is carried over to second (initiative − 20) next round. */
  readonly initiative: number;
}

/** docs/rules.md §9.2: max(1, 2d10 + weapon speed + initiative adjustment). Two d10s, in that order. */
export function rollInitiative(dice: Dice, c: Pick<SecondsCombatant, 'speed' | 'initiativeAdjustment'>): InitiativeRoll {
  const first = dice.roll(10);
  const second = dice.roll(10);
  const terms = [
    ...(c.speed ? [{ label: 'weapon speed', value: c.speed }] : []),
    ...(c.initiativeAdjustment ? [{ label: 'adjustment', value: c.initiativeAdjustment }] : []),
  ];
  const initiative = Math.max(1, first + second + terms.reduce((sum, t) => sum + t.value, 0));
  return { dice: [first, second], terms, initiative };
}

/** The `initiative-rolled` event of a roll made in `round`; `count` is the clock its initiative names. */
export function initiativeEvent(id: string, roll: InitiativeRoll, round: number, joining: boolean, waits = false): FightEvent {
  return {
    ...(waits ? { waits: true } : {}),
    type: 'initiative-rolled',
    id,
    dice: [...roll.dice],
    sides: 10,
    terms: roll.terms,
    value: roll.initiative,
    base: 0,
    joining,
    count: clockAt(round, roll.initiative),
  };
}

/**
 * docs/rules.md §9.2 (ruling, as §2): combatants acting at `second` this round are ordered by a d20, lowest first;
 * tied d20s are re-rolled among the tied until the order is strict. Rolls already made for this second are kept
 * (a joiner rolls against them); dice go in arrival order.
 */
export function settleTies(state: SecondsState, second: number, dice: Dice): { state: SecondsState; event: FightEvent | null } {
  const count = clockAt(state.round, second);
  const group = state.combatants.filter((c) => c.second === second);
  if (group.length < 2) return { state, event: null };
  const kept = group.map((c) => (c.tie && c.tie.count === count ? c.tie.rolls : null));
  // latecomers the GM put at the current second settle among their own wave, after those already due (ruling 102)
  const waves = group.map((c) => lateAt(c.tie, count));
  const { rolled, ordered, byPlace } = breakTieInWaves(group, kept, waves, dice, 'lowest');
  if (!rolled) return { state, event: null };
  // the group is the list's combatants at this second, in list order: the j-th of them has byPlace[j]
  let j = 0;
  const combatants = state.combatants.map((c) => {
    if (c.second !== second) return c;
    const late = waves[j] as number;
    const rolls = byPlace[j++] as number[];
    // one alone in its wave (the one due, before latecomers came) rolled nothing: it is left as it was
    if (rolls.length === 0 && late === 0) return c;
    return secondsCombatantWith(c, { tie: late === 0 ? { count, rolls } : { count, rolls, late } });
  });
  return { state: secondsStateWith(state, { combatants }), event: { type: 'tie-broken', count, direction: 'lowest', rolls: ordered } };
}

/** Settles the ties of several seconds, lowest first, gathering the events. */
export function settleAll(state: SecondsState, seconds: Iterable<number>, dice: Dice, events: FightEvent[]): SecondsState {
  let next = state;
  for (const second of [...new Set(seconds)].sort((a, b) => a - b)) {
    const settled = settleTies(next, second, dice);
    next = settled.state;
    if (settled.event) events.push(settled.event);
  }
  return next;
}
