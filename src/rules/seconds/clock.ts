// The clock of 20-second rounds (docs/rules.md §9.2): a turn passed over, the clock moved to the next second at which
// anything happens, what happens as it arrives, and the new round after second 20.
import { blocksActing } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import { PASS } from './actions';
import { initiativeEvent, rollInitiative, settleAll } from './initiative';
import { allowanceAt, momentIndex, MOMENT_SECONDS } from './moments';
import { currentCombatant, findCombatant } from './order';
import { bounded, clockAt, clockOf, LIMITS, SECONDS_PER_ROUND, type PendingSpell, type SecondsCombatant, type SecondsState, type Step } from './state';
import { hexesNow, type InitiativeNow } from '../core/rule-set';
import { effectsOf, expireOnArrival, settleTurnsUsed, type TimedEffect } from '../core/effects';
import { secondsCombatantWith, secondsStateWith } from './copy';
import { pendingSpell } from './casting';
import { liftConditions } from './overrides';
import { finish, replace } from './transition';

/** The next second of this round at which anything happens; 21 (past the round) when nothing does. */
export function nextEventSecond(state: SecondsState): number {
  let next = SECONDS_PER_ROUND + 1;
  for (let i = 0; i < MOMENT_SECONDS.length; i += 1) {
    const m = MOMENT_SECONDS[i] as number;
    if (m > state.second && m < next) next = m;
  }
  const list = state.combatants;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i] as SecondsCombatant;
    if (c.second !== null && c.second > state.second && c.second < next) next = c.second;
  }
  const now = clockOf(state);
  const spells = state.spells;
  for (let i = 0; i < spells.length; i += 1) {
    const s = spells[i] as PendingSpell;
    const second = s.resolvesAt - clockAt(state.round, 0);
    if (s.resolvesAt > now && second < next) next = second;
  }
  // a timed effect ends at its second, and the card of that second says so (docs/rules.md §12)
  const effects = effectsOf(state);
  for (let i = 0; i < effects.length; i += 1) {
    const e = effects[i] as TimedEffect;
    if (e.ends.kind !== 'clock' || !(e.ends.at > now)) continue;
    const second = e.ends.at - clockAt(state.round, 0);
    if (second < next) next = second;
  }
  return next;
}

/**
 * What happens when the clock arrives at a second: timed effects that end there (at that second, or as its round
 * begins) end first (docs/rules.md §12, so the moment and the turn of this second are free of them), spells take
 * effect, the movement moment opens.
 */
export function arriveAt(arriving: SecondsState, events: FightEvent[]): SecondsState {
  const state = expireOnArrival(arriving, clockOf(arriving), arriving.round, liftConditions, events);
  const count = clockOf(state);
  let next = state;
  let resolves = false;
  for (let i = 0; i < state.spells.length; i += 1) if ((state.spells[i] as PendingSpell).resolvesAt <= count) resolves = true;
  const resolving = resolves ? state.spells.filter((s) => s.resolvesAt <= count) : [];
  if (resolving.length > 0) {
    next = secondsStateWith(next, { spells: next.spells.filter((s) => s.resolvesAt > count) });
    for (const s of resolving) events.push({ type: 'spell-resolves', id: s.casterId, name: s.casterName, count, note: s.note });
    for (const id of new Set(resolving.map((s) => s.casterId))) {
      if (findCombatant(next, id) && !pendingSpell(next, id)) events.push({ type: 'marker-expired', id, marker: 'casting' });
    }
  }
  const index = momentIndex(state.second);
  if (index !== null) {
    events.push({
      type: 'movement-window',
      count,
      index,
      tiers: [],
      // in the order they joined: the card lists them
      combatants: next.combatants.map((c) => ({ id: c.id, tier: c.tier, allowance: allowanceAt(c, next.terrain, index) })),
    });
  }
  return next;
}

/** The combatant with its sheet's weapon speed and initiative adjustment of now (bounded as on joining), when read. */
function withSheetNow(c: SecondsCombatant, read: InitiativeNow | null | undefined): SecondsCombatant {
  if (!read) return c;
  const speed = bounded(read.speed, LIMITS.speed);
  const initiativeAdjustment = bounded(read.initiativeAdjustment, LIMITS.adjustment);
  return speed === c.speed && initiativeAdjustment === c.initiativeAdjustment ? c : secondsCombatantWith(c, { speed, initiativeAdjustment });
}

/**
 * After second 20 (docs/rules.md §9.2): held speech is posted, the next round starts, reactions are renewed, and
 * everyone rolls initiative in arrival order, except the carried over (they act at their carried second) and casters
 * whose spell is still to take effect (the casting is their action for this round too).
 */
function newRound(state: SecondsState, dice: Dice, events: FightEvent[], now?: (id: string) => InitiativeNow | null): SecondsState {
  const ending = clockAt(state.round, SECONDS_PER_ROUND);
  for (const s of state.speech) events.push({ type: 'speech', id: s.id, name: s.name, text: s.text, count: ending });
  const round = state.round + 1;
  const start = clockAt(round, 1);
  events.push({ type: 'counter-advanced', from: clockOf(state), to: start });
  events.push({ type: 'round-started', round, count: start });
  for (const c of state.combatants) if (c.reacted) events.push({ type: 'marker-expired', id: c.id, marker: 'reacted' });
  const seconds: number[] = [];
  const combatants = state.combatants.map((was): SecondsCombatant => {
    // the hexes per round of now, as the sheet says, for everyone (a pack dropped lifts both halves of its penalty)
    // the sheet is read once a round, for its hexes and, for those who roll, its initiative's terms
    const read = now?.(was.id);
    const hexes = hexesNow(read, LIMITS.hexes);
    const c = hexes === undefined || hexes === was.hexesPerRound ? was : secondsCombatantWith(was, { hexesPerRound: hexes });
    const fresh: SecondsCombatant = secondsCombatantWith(c, { second: null, tie: null, carried: null, reacted: false });
    if (c.carried !== null) {
      // page 001: the delayed action is the only one of both rounds, an action-turn of each (docs/rules.md §12)
      events.push({ type: 'action-carried', id: c.id, count: start });
      // past 40 its delayed action is still a round away: carried again, and no roll (docs/rules.md §9.2)
      if (c.carried > SECONDS_PER_ROUND) return { ...fresh, carried: c.carried - SECONDS_PER_ROUND };
      seconds.push(c.carried);
      return { ...fresh, second: c.carried };
    }
    if (pendingSpell(state, c.id)) {
      // page 001: the casting is its action for both rounds (an action-turn of each, docs/rules.md §12)
      events.push({ type: 'casting-continues', id: c.id, count: start });
      return fresh;
    }
    // rolled with the weapon in hand and the encumbrance of now, as the sheet says (docs/rules.md §9.2): read once
    const rolled = withSheetNow(fresh, read);
    const roll = rollInitiative(dice, rolled);
    events.push(initiativeEvent(c.id, roll, round, false));
    if (roll.initiative > SECONDS_PER_ROUND) return { ...rolled, carried: roll.initiative - SECONDS_PER_ROUND };
    seconds.push(roll.initiative);
    return { ...rolled, second: roll.initiative };
  });
  const next = settleAll(secondsStateWith(state, { round, second: 1, speech: [], combatants }), seconds, dice, events);
  // a carried action or a casting is an action-turn of this round as it begins (docs/rules.md §12): effects it uses up
  // end before the round's first moment
  return arriveAt(settleTurnsUsed(next, events, clockOf(next), round, liftConditions), events);
}

/**
 * Whether anyone is due now: `currentCombatant(state) !== undefined` without ordering everyone (someone is due
 * exactly when a combatant acts at this second). For the state between a turn passed over and the clock moving,
 * which nobody else sees.
 */
export function anyDueNow(state: SecondsState): boolean {
  const list = state.combatants;
  for (let i = 0; i < list.length; i += 1) if ((list[i] as SecondsCombatant).second === state.second) return true;
  return false;
}

/** A due combatant that did not declare passes: its action this round is lost. */
function passOver(state: SecondsState, c: SecondsCombatant, events: FightEvent[]): SecondsState {
  // one that cannot act did not forget: its card says why the turn is lost, as the rondel's does
  const blocked = blocksActing(c.conditions);
  events.push({
    type: 'action-declared',
    id: c.id,
    count: clockOf(state),
    coolDown: null,
    action: PASS,
    nextAt: null,
    changeWaived: false,
    passedOver: true,
    note: blocked ? `${blocked}: the turn is lost` : '',
  });
  return replace(state, c, secondsCombatantWith(c, { second: null, tie: null }));
}

/**
 * `next` ends the current turn (a due combatant that did not declare passes); when nobody else is due at this second,
 * the clock moves to the next second at which anything happens: someone's second, a movement moment, a spell taking
 * effect, or the end of the round. `step` does the same but moves exactly one second.
 */
export function advance(state: SecondsState, dice: Dice, mode: 'next' | 'step', now?: (id: string) => InitiativeNow | null): Step {
  const events: FightEvent[] = [];
  let next = state;
  const current = currentCombatant(next);
  if (current) {
    next = passOver(next, current, events);
    if (anyDueNow(next)) return finish(state, next, events);
    // the lost turn was an action-turn: effects it used up end before the clock moves on (docs/rules.md §12)
    next = settleTurnsUsed(next, events, clockOf(next), next.round, liftConditions);
  }
  const to = mode === 'step' ? next.second + 1 : nextEventSecond(next);
  if (to > SECONDS_PER_ROUND) next = newRound(next, dice, events, now);
  else {
    events.push({ type: 'counter-advanced', from: clockOf(next), to: clockAt(next.round, to) });
    next = arriveAt(secondsStateWith(next, { second: to }), events);
  }
  return finish(state, next, events);
}
