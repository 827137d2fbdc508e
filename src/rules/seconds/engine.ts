// The transitions of 20-second rounds (docs/rules.md §9.2): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
import { blocksActing, isConditionKey, withBrought, type ConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { Allowance, BadValueField, FightEvent, Rejection } from '../core/events';
import type { TierKey } from '../core/numbers';
import type { ActionInput, NewCombatant } from '../core/rule-set';
import { isSecondsActionKey, PASS } from './actions';
import { initiativeEvent, rollInitiative, settleAll, settleTies } from './initiative';
import { allowanceAt, momentIndex, MOMENT_SECONDS } from './moments';
import { currentCombatant, findCombatant } from './order';
import {
  clockAt,
  clockOf,
  LIMITS,
  SPEECH,
  nextRoundClock,
  SECONDS_PER_ROUND,
  type PendingSpell,
  type SecondsCombatant,
  type SecondsState,
  type Step,
} from './state';
import { DEFAULT_TERRAIN, parseTerrain } from './terrain';
import { effectsOf, expireOnArrival, type TimedEffect } from '../core/effects';
import { secondsCombatantWith, secondsStateWith } from './copy';
import { sameJson } from '../core/shape';
import { lastById } from '../core/lookup';
import { standRefusal, standUp, stoodAt } from '../core/stand';

export function emptyFight(): SecondsState {
  return { round: 1, second: 1, terrain: DEFAULT_TERRAIN, combatants: [], spells: [], speech: [], nextArrival: 0 };
}

function rejected(state: SecondsState, rejection: Rejection): Step {
  return { state, events: [{ type: 'rejected', ...rejection }] };
}

const UNKNOWN: Rejection = { code: 'unknown-combatant' };

/** A copy of the list with `was` (a combatant of this state) put back as `updated`, found by the object itself. */
function replace(state: SecondsState, was: SecondsCombatant, updated: SecondsCombatant): SecondsState {
  const at = state.combatants.indexOf(was);
  if (at < 0) return secondsStateWith(state, { combatants: state.combatants.map((c) => (c.id === updated.id ? updated : c)) });
  const combatants = state.combatants.slice();
  combatants[at] = updated;
  return secondsStateWith(state, { combatants });
}

/** A whole number within ±limit; anything unreadable is 0. */
function bounded(value: number | undefined, limit: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(-limit, Math.min(limit, Math.trunc(value)));
}

function checkInteger(value: number | undefined, field: BadValueField, low: number, high: number): Rejection | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < low || value > high) return { code: 'bad-value', field, low, high };
  return null;
}

/**
 * Whether the turns `${clock}:${id}` of two states are the same, without making the keys: a number's text has no
 * colon, so they are equal exactly when the clocks read the same and the ids are equal.
 */
function sameTurn(clockA: number, a: SecondsCombatant, clockB: number, b: SecondsCombatant): boolean {
  if (typeof clockA !== 'number' || typeof clockB !== 'number') return `${clockA}:${a.id}` === `${clockB}:${b.id}`;
  return a.id === b.id && (clockA === clockB || String(clockA) === String(clockB));
}

/** Ends a transition: when whose turn it is changed, the new turn is announced (blockedBy: what stops it acting). */
function finish(before: SecondsState, state: SecondsState, events: FightEvent[]): Step {
  const current = currentCombatant(state);
  if (current) {
    const was = currentCombatant(before);
    if (!was || !sameTurn(clockOf(state), current, clockOf(before), was)) {
      events.push({ type: 'turn-due', id: current.id, count: clockOf(state), blockedBy: blocksActing(current.conditions) ?? null });
    }
  }
  return { state, events };
}

/** The first pending spell of a caster, if it is casting. */
function pendingSpell(state: SecondsState, id: string): PendingSpell | undefined {
  let first: PendingSpell | undefined;
  for (const s of state.spells) if (s.casterId === id && (!first || s.resolvesAt < first.resolvesAt)) first = s;
  return first;
}

/** The clock of a combatant's next action, as far as it is known: its second, its carried second, or a later round. */
export function nextActionClock(state: SecondsState, c: SecondsCombatant): number {
  if (c.second !== null) return clockAt(state.round, c.second);
  if (c.carried !== null) return clockAt(state.round + 1, c.carried);
  // a casting that spans rounds is the caster's action until the round after the spell lands
  let last = 0;
  for (const s of state.spells) if (s.casterId === c.id) last = Math.max(last, s.resolvesAt);
  if (last >= nextRoundClock(state)) return clockAt(Math.floor((last - 1) / SECONDS_PER_ROUND) + 2, 1);
  return nextRoundClock(state);
}

// ---------------------------------------------------------------------------------------------------------------
// Joining and leaving

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
  const fresh = list.filter((c) => {
    if (!findCombatant(state, c.id)) return true;
    events.push({ type: 'rejected', code: 'already-in-combat', id: c.id });
    // Stryker disable next-line BooleanLiteral: equivalent, admit() skips the ids already in the fight as well
    return false;
  });
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
    const roll = rollInitiative(dice, base);
    events.push(initiativeEvent(n.id, roll, state.round, joining));
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
  const next = secondsStateWith(state, { combatants: state.combatants.filter((x) => x.id !== id) });
  return finish(state, next, [{ type: 'left', id, name: c.name }]);
}

// ---------------------------------------------------------------------------------------------------------------
// The clock

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
 * docs/rules.md §9.2 (ruling 90): a prone combatant stands up at a movement moment, covering no hexes there, or as its
 * one reaction of the round (`asReaction`), at once. Outside a moment, and not as a reaction, it is told when the next
 * moment is.
 */
export function stand(state: SecondsState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  if (asReaction) {
    const reacted = react(state, id, 'stands up');
    return reacted.state === state ? reacted : standUp(reacted.state, id, clockOf(state), liftConditions, false, reacted.events);
  }
  if (momentIndex(state.second) === null) {
    const later = MOMENT_SECONDS.find((s) => s > state.second);
    return rejected(state, { code: 'stand-later', id, next: later === undefined ? clockAt(state.round + 1, MOMENT_SECONDS[0]) : clockAt(state.round, later), react: reactionRefusal(state, c) === null });
  }
  return standUp(state, id, clockOf(state), liftConditions);
}

/** The conditions a timed effect held, lifted as it ends at an arrival (`changeConditions`, removing only). */
const liftConditions = (state: SecondsState, id: string, remove: readonly ConditionKey[]): Step => changeConditions(state, id, [], remove);

/**
 * What happens when the clock arrives at a second: timed effects that end there (at that second, or as its round
 * begins) end first (docs/rules.md §12, so the moment and the turn of this second are free of them), spells take
 * effect, the movement moment opens.
 */
function arriveAt(arriving: SecondsState, events: FightEvent[]): SecondsState {
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

/**
 * After second 20 (docs/rules.md §9.2): held speech is posted, the next round starts, reactions are renewed, and
 * everyone rolls initiative in arrival order, except the carried over (they act at their carried second) and casters
 * whose spell is still to take effect (the casting is their action for this round too).
 */
function newRound(state: SecondsState, dice: Dice, events: FightEvent[]): SecondsState {
  const ending = clockAt(state.round, SECONDS_PER_ROUND);
  for (const s of state.speech) events.push({ type: 'speech', id: s.id, name: s.name, text: s.text, count: ending });
  const round = state.round + 1;
  const start = clockAt(round, 1);
  events.push({ type: 'counter-advanced', from: clockOf(state), to: start });
  events.push({ type: 'round-started', round, count: start });
  for (const c of state.combatants) if (c.reacted) events.push({ type: 'marker-expired', id: c.id, marker: 'reacted' });
  const seconds: number[] = [];
  const combatants = state.combatants.map((c): SecondsCombatant => {
    const fresh: SecondsCombatant = secondsCombatantWith(c, { second: null, tie: null, carried: null, reacted: false });
    if (c.carried !== null) {
      seconds.push(c.carried);
      return { ...fresh, second: c.carried };
    }
    if (pendingSpell(state, c.id)) return fresh;
    const roll = rollInitiative(dice, c);
    events.push(initiativeEvent(c.id, roll, round, false));
    if (roll.initiative > SECONDS_PER_ROUND) return { ...fresh, carried: roll.initiative - SECONDS_PER_ROUND };
    seconds.push(roll.initiative);
    return { ...fresh, second: roll.initiative };
  });
  const next = settleAll(secondsStateWith(state, { round, second: 1, speech: [], combatants }), seconds, dice, events);
  return arriveAt(next, events);
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
export function advance(state: SecondsState, dice: Dice, mode: 'next' | 'step'): Step {
  const events: FightEvent[] = [];
  let next = state;
  const current = currentCombatant(next);
  if (current) {
    next = passOver(next, current, events);
    if (anyDueNow(next)) return finish(state, next, events);
  }
  const to = mode === 'step' ? next.second + 1 : nextEventSecond(next);
  if (to > SECONDS_PER_ROUND) next = newRound(next, dice, events);
  else {
    events.push({ type: 'counter-advanced', from: clockOf(next), to: clockAt(next.round, to) });
    next = arriveAt(secondsStateWith(next, { second: to }), events);
  }
  return finish(state, next, events);
}

// ---------------------------------------------------------------------------------------------------------------
// Actions and reactions

/**
 * docs/rules.md §9.2: the due combatant declares its action, which happens at its second; no cool-down, no hold.
 * Only the combatant whose turn it is may declare (ties act in tie-break order). Magic takes effect after its casting
 * time in seconds, carried into later rounds when past 20.
 */
export function declareAction(state: SecondsState, id: string, action: string, input: ActionInput, note = ''): Step {
  if (!isSecondsActionKey(action)) return rejected(state, { code: 'not-in-rule-set', action, ruleSet: 'seconds' });
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const count = clockOf(state);
  if (c.second !== state.second) return rejected(state, { code: 'not-due', id, nextAt: nextActionClock(state, c), counter: count });
  const current = currentCombatant(state) as SecondsCombatant;
  if (current.id !== c.id) return rejected(state, { code: 'not-first', id, first: current.id, counter: count });
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  const problem =
    checkInteger(input.speed, 'speed', -LIMITS.speed, LIMITS.speed) ??
    checkInteger(input.mod, 'mod', -LIMITS.mod, LIMITS.mod) ??
    checkInteger(input.cast, 'cast', 0, LIMITS.cast);
  if (problem) return rejected(state, problem);
  const text = note.trim();
  const events: FightEvent[] = [
    { type: 'action-declared', id, count, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text },
  ];
  let next = replace(state, c, secondsCombatantWith(c, { second: null, tie: null }));
  if (action === 'magic') {
    const resolvesAt = count + (input.cast ?? 0);
    if (resolvesAt <= count) events.push({ type: 'spell-resolves', id, name: c.name, count, note: text });
    else {
      next = secondsStateWith(next, { spells: [...next.spells, { casterId: id, casterName: c.name, castAt: count, resolvesAt, note: text }] });
      events.push({ type: 'spell-cast', id, resolvesAt, note: text });
      events.push({ type: 'marker-applied', id, marker: 'casting', until: resolvesAt });
    }
  }
  return finish(state, next, events);
}

/** docs/rules.md §9.2 ruling (as page 000): one reaction per round, renewed when the round starts. */
/** Why a combatant cannot react now, if it cannot: a condition that stops acting, or the round's reaction spent. */
export function reactionRefusal(state: SecondsState, c: SecondsCombatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  return c.reacted ? { code: 'reacted-this-round', id: c.id, round: state.round } : null;
}

export function react(state: SecondsState, id: string, note = ''): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refused = reactionRefusal(state, c);
  if (refused) return rejected(state, refused);
  const until = nextRoundClock(state);
  const events: FightEvent[] = [
    { type: 'reacted', id, count: clockOf(state), until, note: note.trim() },
    { type: 'marker-applied', id, marker: 'reacted', until },
  ];
  return finish(state, replace(state, c, secondsCombatantWith(c, { reacted: true })), events);
}

/** docs/rules.md §9.2 (page 001): speech is held, and posted after second 20. */
export function say(state: SecondsState, id: string, text: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const words = text.trim();
  // characters as a reader counts them (code points), as the parser does: an emoji is one, not two UTF-16 units
  const chars = Array.from(words).length;
  if (chars === 0 || chars > SPEECH.chars) return rejected(state, { code: 'bad-value', field: 'text', low: 1, high: SPEECH.chars });
  let held = 0;
  for (const s of state.speech) if (s.id === id) held += 1;
  if (held >= SPEECH.lines) return rejected(state, { code: 'speech-full', id, lines: SPEECH.lines });
  const count = clockOf(state);
  return {
    state: secondsStateWith(state, { speech: [...state.speech, { id, name: c.name, text: words, count }] }),
    events: [{ type: 'speech-held', id, count }],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GM overrides and conditions

/**
 * The GM sets the second a combatant acts at in the current round: not a second already passed. It then acts this
 * round (a carried-over action is replaced by it, and it rolls next round as usual).
 */
export function placeAt(state: SecondsState, id: string, value: number, dice: Dice): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(value) || value < 1 || value > SECONDS_PER_ROUND) {
    return rejected(state, { code: 'bad-value', field: 'count', low: 1, high: SECONDS_PER_ROUND });
  }
  if (value < state.second) return rejected(state, { code: 'count-in-past', count: clockAt(state.round, value), counter: clockOf(state) });
  if (value === c.second) return { state, events: [] };
  const events: FightEvent[] = [{ type: 'overridden', id, field: 'nextAt', from: c.second ?? c.carried ?? '–', to: value }];
  const settled = settleTies(replace(state, c, secondsCombatantWith(c, { second: value, carried: null, tie: null })), value, dice);
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
  const added = [...new Set(withBrought(add, remove))].filter((k) => isConditionKey(k) && !c.conditions.includes(k) && !remove.includes(k));
  const removed = [...new Set(remove)].filter((k) => c.conditions.includes(k));
  if (added.length === 0 && removed.length === 0) return { state, events: [] };
  const conditions = [...c.conditions.filter((k) => !removed.includes(k)), ...added];
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  const next = replace(state, c, secondsCombatantWith(c, { conditions }));
  // A combatant due now that became unable (or able again) to act gets its turn announced again, with the reason.
  if (currentCombatant(next)?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: clockOf(state), blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: next, events };
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
