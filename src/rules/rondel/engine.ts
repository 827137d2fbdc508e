// The rondel's transitions (docs/rules.md §1–§7): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
import { isActionKey, rollCoolDown, countsToNextAction, type ActionInput, type ActionKey } from './actions';
import type {
  Allowance,
  BadValueField,
  Combatant,
  FightEvent,
  CombatState,
  Marker,
  MarkerKind,
  PendingSpell,
  Rejection,
  RulesConfig,
  Step,
} from './state';
import { blocksActing, blocksMoving, withBrought, type ConditionKey } from '../core/conditions';
import type { NewCombatant } from '../core/rule-set';
import type { Dice } from '../core/dice';
import { DEFAULT_PATTERN, isWindow, tierHexes, windowIndex, windowTable, WINDOW_EVERY } from './windows';
import type { TierKey } from '../core/numbers';
import { currentCombatant, findCombatant } from './order';
import { breakTieAt } from '../core/ties';
import { sequence } from '../core/sequence';
import { expireOnArrival, firstStopBefore } from '../core/effects';
import { combatantWith, stateWith } from './copy';
import { sameJson } from '../core/shape';
import { lastById } from '../core/lookup';
import { standingUp, standRefusal, standUp, stoodAt } from '../core/stand';

/** docs/rules.md §6: a reaction's cool-down, static. */
export const FLEX_COUNTS = 8;
/** docs/rules.md §4: Full Guard lasts 12 counts. */
export const GUARD_COUNTS = 12;
/** Bounds on player-supplied numbers, so a typo cannot throw the fight a thousand counts ahead. */
export const LIMITS = { speed: 20, mod: 20, cast: 200, count: 1_000_000 } as const;

export const DEFAULT_RULES: RulesConfig = { pattern: DEFAULT_PATTERN, passedOver: 'guard' };

export type { NewCombatant };

export function emptyCombat(): CombatState {
  return { counter: 1, combatants: [], spells: [], nextArrival: 0 };
}

function rejected(state: CombatState, rejection: Rejection): Step {
  return { state, events: [{ type: 'rejected', ...rejection }] };
}

const UNKNOWN: Rejection = { code: 'unknown-combatant' };

/** A copy of the list with `was` (a combatant of this state) put back as `updated`, found by the object itself. */
function replace(state: CombatState, was: Combatant, updated: Combatant): CombatState {
  const combatants = state.combatants.slice();
  const at = combatants.indexOf(was);
  if (at >= 0) combatants[at] = updated;
  else for (let i = 0; i < combatants.length; i += 1) if ((combatants[i] as Combatant).id === updated.id) combatants[i] = updated;
  return stateWith(state, { combatants });
}

function sanitizeInteger(value: number, fallback = 0): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** docs/rules.md §2: max(1, d12 − Perception modifier + initiative adjustment). */
function rollInitiative(dice: Dice, c: NewCombatant): { roll: number; first: number } {
  const roll = dice.roll(12);
  return { roll, first: Math.max(1, roll - sanitizeInteger(c.perceptionMod) + sanitizeInteger(c.initiativeAdjustment)) };
}

/**
 * docs/rules.md §2: combatants sharing `count` are ordered by a d20, lowest first; tied d20s are re-rolled among the
 * tied until the order is strict. Rolls already made for this count are kept; dice go in arrival order.
 */
function settleTies(state: CombatState, count: number, dice: Dice, own = false): { state: CombatState; event: FightEvent | null } {
  // the group and its places in the list, in one pass
  const group: Combatant[] = [];
  const at: number[] = [];
  const list = state.combatants;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i] as Combatant;
    if (c.nextAt !== count) continue;
    group.push(c);
    at.push(i);
  }
  if (group.length < 2) return { state, event: null };
  const kept: (readonly number[] | null)[] = [];
  for (let j = 0; j < group.length; j += 1) {
    const c = group[j] as Combatant;
    kept.push(c.tie && c.tie.count === count ? c.tie.rolls : null);
  }
  const { rolled, ordered, byPlace } = breakTieAt(group, kept, dice, 'lowest');
  if (!rolled) return { state, event: null };
  // a combatant whose rolls did not change stays the same object: the undo step and its markers need no new look.
  // A state whose list the caller made in this step, which nobody has seen, has it changed in place (`own`)
  const combatants = own ? (state.combatants as Combatant[]) : state.combatants.slice();
  for (let j = 0; j < group.length; j += 1) {
    const c = group[j] as Combatant;
    const own = byPlace[j] as number[];
    if (!sameTie(c.tie, count, own)) combatants[at[j] as number] = combatantWith(c, { tie: { count, rolls: own } });
  }
  return { state: own ? state : stateWith(state, { combatants }), event: { type: 'tie-broken', count, direction: 'lowest', rolls: ordered } };
}

/** The tie as it would be written again: the same count and rolls, the same fields in the same order. */
function sameTie(tie: Combatant['tie'], count: number, rolls: readonly number[]): boolean {
  if (!tie || tie.count !== count || tie.rolls.length !== rolls.length) return false;
  for (let i = 0; i < rolls.length; i += 1) if (tie.rolls[i] !== rolls[i]) return false;
  // its own keys, in order: count, rolls and nothing else (one native call, not a for…in with a call per key)
  const keys = Object.keys(tie);
  return keys.length === 2 && keys[0] === 'count' && keys[1] === 'rolls';
}

/** A turn: the count, whose it is and the count it was due at, as one key. */
function turnKey(counter: number, current: Combatant): string {
  return `${counter}:${current.id}:${current.nextAt}`;
}

/**
 * Whether two turns' keys are equal, without making them: a number's text has no colon, so the keys are equal
 * exactly when the counts read the same, the ids are equal and the due counts read the same.
 */
function sameTurn(counterA: number, a: Combatant, counterB: number, b: Combatant): boolean {
  if (typeof counterA !== 'number' || typeof counterB !== 'number' || typeof a.nextAt !== 'number' || typeof b.nextAt !== 'number') {
    return turnKey(counterA, a) === turnKey(counterB, b);
  }
  return (
    a.id === b.id &&
    (counterA === counterB || String(counterA) === String(counterB)) &&
    (a.nextAt === b.nextAt || String(a.nextAt) === String(b.nextAt))
  );
}

/** Ends a transition: when whose turn it is changed, the new turn is announced. */
function finish(before: CombatState, state: CombatState, events: FightEvent[]): Step {
  const current = currentCombatant(state);
  if (current) {
    const was = currentCombatant(before);
    if (!was || !sameTurn(state.counter, current, before.counter, was)) {
      events.push({ type: 'turn-due', id: current.id, count: state.counter, blockedBy: blocksActing(current.conditions) ?? null });
    }
  }
  return { state, events };
}

export { sequence };

// ---------------------------------------------------------------------------------------------------------------
// Joining and leaving

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
  const fresh = list.filter((c) => {
    if (!findCombatant(state, c.id)) return true;
    events.push({ type: 'rejected', code: 'already-in-combat', id: c.id });
    return false;
  });
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
    const { roll, first } = rollInitiative(dice, c);
    const nextAt = joining ? state.counter + first : first;
    const combatant: Combatant = {
      id: c.id,
      name: c.name,
      tier: c.tier,
      perceptionMod: sanitizeInteger(c.perceptionMod),
      initiativeAdjustment: sanitizeInteger(c.initiativeAdjustment),
      nextAt,
      tie: null,
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
    events.push({ type: 'initiative-rolled', id: c.id, dice: [roll], sides: 12, terms, value: nextAt, base, joining, count: nextAt });
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
  const next = stateWith(state, { combatants: state.combatants.filter((x) => x.id !== id) });
  return finish(state, next, [{ type: 'left', id, name: c.name }]);
}

// ---------------------------------------------------------------------------------------------------------------
// The counter

/** The next count after the current one at which anything happens: an action, a window, an expiry, a spell. */
export function nextEventCount(state: CombatState): number {
  return nextEventUnlessDue(state, false) as number;
}

/**
 * `nextEventCount`, or null as soon as anyone is due now when `orDue` (`anyDue` and `nextEventCount` in one pass over
 * the combatants: `advance` asks both of the state between passing a turn over and moving the counter).
 */
function nextEventUnlessDue(state: CombatState, orDue: boolean): number | null {
  const counter = state.counter;
  const list = state.combatants;
  // most passes find someone else due at this count: a loop that reads only the counts answers them, and the markers
  // are read only when the counter moves
  if (orDue) for (let i = 0; i < list.length; i += 1) if ((list[i] as Combatant).nextAt <= counter) return null;
  let next = (Math.floor(counter / WINDOW_EVERY) + 1) * WINDOW_EVERY;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i] as Combatant;
    if (c.nextAt > counter && c.nextAt < next) next = c.nextAt;
    const markers = c.markers;
    for (let k = 0; k < markers.length; k += 1) {
      const m = markers[k] as Marker;
      // untilNextTurn(m), without the call: those end with the bearer's action, counted above
      if (m.kind === 'holding' || m.kind === 'dashing') continue;
      const until = m.until;
      if (until > counter && until < next) next = until;
    }
  }
  const spells = state.spells;
  for (let i = 0; i < spells.length; i += 1) {
    const s = spells[i] as PendingSpell;
    if (s.resolvesAt > counter && s.resolvesAt < next) next = s.resolvesAt;
  }
  return firstStopBefore(state, counter, next);
}

/** Markers that last until the combatant's next action comes. */
function untilNextTurn(m: Marker): m is Extract<Marker, { kind: 'holding' | 'dashing' }> {
  return m.kind === 'holding' || m.kind === 'dashing';
}

export function allowanceFor(c: Combatant, count: number, config: RulesConfig): Allowance {
  return allowanceWith(c, tierHexes(c.tier, count, config.pattern));
}

/** Standing up takes the whole window: no hexes there (docs/rules.md §5). */
const STOOD: Allowance = { kind: 'move', hexes: 0 };

/** The allowance at the window of `count` in this state: none for one who stood up there. */
export function allowanceIn(state: CombatState, c: Combatant, count: number, config: RulesConfig): Allowance {
  return stoodAt(state, c.id, count) ? STOOD : allowanceFor(c, count, config);
}

/** The allowance of a combatant whose tier gives `tierHexes` at this window. */
function allowanceWith(c: Combatant, tierHexes: number): Allowance {
  if (c.conditions.length === 0 && c.markers.length === 0) return { kind: 'move', hexes: tierHexes };
  const held = blocksMoving(c.conditions);
  if (held) return { kind: 'held', reason: held };
  // page 002: a Dash doubles the movement rate until the combatant's next action
  let dash = false;
  for (let k = 0; k < c.markers.length && !dash; k += 1) if ((c.markers[k] as Marker).kind === 'dashing') dash = true;
  const hexes = tierHexes * (dash ? 2 : 1);
  const extra = dash ? { dash: true as const } : {};
  // docs/rules.md §5: crawling costs 3 hexes of allowance per hex.
  if (c.conditions.includes('prone')) return { kind: 'crawl', hexes: Math.floor(hexes / 3), full: hexes, ...extra };
  return { kind: 'move', hexes, ...extra };
}

/**
 * A step taken at a movement window, after the window's card was posted, may change what a combatant may move there
 * (a Dash doubles it, a condition holds it, a new tier): the new allowance is announced, so the card and the token's
 * badge always agree.
 */
export function windowChanges(before: CombatState, after: CombatState, config: RulesConfig): FightEvent[] {
  if (before.counter !== after.counter || !isWindow(after.counter) || before === after) return [];
  const events: FightEvent[] = [];
  const list = before.combatants;
  for (let i = 0; i < after.combatants.length; i += 1) {
    const c = after.combatants[i] as Combatant;
    // a step keeps most combatants at their places as the same objects: those need no look (ids are unique in every
    // state, validate.ts); any other is compared with the last of its id before, as a map of the list would give it
    if (list[i] === c) continue;
    const was = lastById(list, c.id);
    if (!was || was === c) continue;
    const a = allowanceIn(after, c, after.counter, config);
    if (!sameJson(a, allowanceIn(before, was, after.counter, config))) {
      events.push({ type: 'allowance-changed', id: c.id, count: after.counter, allowance: a });
    }
  }
  return events;
}


/** Whether a marker of `c` has ended at `count`. */
function expired(c: Combatant, m: Marker, count: number): boolean {
  return untilNextTurn(m) ? c.nextAt <= count : m.until <= count;
}

/** The conditions a timed effect held, lifted as it ends at an arrival (`changeConditions`, removing only). */
const liftConditions = (state: CombatState, id: string, remove: readonly ConditionKey[]): Step => changeConditions(state, id, [], remove);

/**
 * What happens when the counter arrives at a count: timed effects that end there end first (docs/rules.md §12, so
 * the window and the turn of this count are free of them), spells resolve, markers expire, the window opens.
 */
function arriveAt(arriving: CombatState, config: RulesConfig, events: FightEvent[]): CombatState {
  const state = expireOnArrival(arriving, arriving.counter, null, liftConditions, events);
  const count = state.counter;
  let next = state;
  let resolves = false;
  const spells = state.spells;
  for (let i = 0; i < spells.length && !resolves; i += 1) if ((spells[i] as PendingSpell).resolvesAt <= count) resolves = true;
  if (resolves) {
    for (const s of state.spells) if (s.resolvesAt <= count) events.push({ type: 'spell-resolves', id: s.casterId, name: s.casterName, count, note: s.note });
    next = stateWith(next, { spells: next.spells.filter((s) => s.resolvesAt > count) });
  }
  // most arrivals end no marker: the list is copied only from the first combatant whose marker ends
  let combatants: Combatant[] | null = null;
  for (let i = 0; i < next.combatants.length; i += 1) {
    const c = next.combatants[i] as Combatant;
    const markers = c.markers;
    if (markers.length === 0) continue;
    // expired(c, m, count), without the call: most markers are checked here and found running
    let expiring = false;
    for (let k = 0; k < markers.length && !expiring; k += 1) {
      const m = markers[k] as Marker;
      if (m.kind === 'holding' || m.kind === 'dashing' ? c.nextAt <= count : m.until <= count) expiring = true;
    }
    if (!expiring) continue;
    const kept: Marker[] = [];
    for (let k = 0; k < markers.length; k += 1) {
      const m = markers[k] as Marker;
      if (expired(c, m, count)) events.push({ type: 'marker-expired', id: c.id, marker: m.kind });
      else kept.push(m);
    }
    combatants ??= next.combatants.slice();
    combatants[i] = combatantWith(c, { markers: kept });
  }
  if (combatants) next = stateWith(next, { combatants });
  if (isWindow(count)) {
    const tiers = windowTable(count, config.pattern);
    const hexes = new Map<string, number>();
    for (let t = 0; t < tiers.length; t += 1) {
      const row = tiers[t] as { tier: string; hexes: number };
      hexes.set(row.tier, row.hexes);
    }
    // in the order they joined: the card lists them, it need not sort them (a sort here costs N log N per window)
    const list = next.combatants;
    const moving: { id: string; tier: TierKey; allowance: Allowance }[] = [];
    for (let i = 0; i < list.length; i += 1) {
      let c = list[i] as Combatant;
      const h = hexes.get(c.tier) ?? 0;
      // docs/rules.md §5: a window on the dasher's own count comes before its action, so its Dash, ending now, still
      // doubles this window (the combatants are at the same places before and after the markers ended)
      const was = state.combatants[i] as Combatant;
      if (was !== c && was.nextAt === count && was.markers.some((m) => m.kind === 'dashing')) c = was;
      // most have no condition and no marker: allowanceWith's first answer, without the call
      const allowance: Allowance = c.conditions.length === 0 && c.markers.length === 0 ? { kind: 'move', hexes: h } : allowanceWith(c, h);
      moving.push({ id: c.id, tier: c.tier, allowance });
    }
    events.push({ type: 'movement-window', count, index: windowIndex(count, config.pattern), tiers, combatants: moving });
  }
  return next;
}

/**
 * Whether anyone is due now: `currentCombatant(state) !== undefined` without ordering everyone (the order runs by
 * count first, so its first is due exactly when the lowest count is). For the state between passing a turn over and
 * moving the counter, which nobody else sees.
 */
export function anyDue(state: CombatState): boolean {
  const list = state.combatants;
  for (let i = 0; i < list.length; i += 1) if ((list[i] as Combatant).nextAt <= state.counter) return true;
  return false;
}

/** A due combatant that did not declare: docs/rules.md §4 ruling, Full Guard (configurable); one that cannot act resets. */
function passOver(state: CombatState, c: Combatant, dice: Dice, config: RulesConfig, events: FightEvent[]): CombatState {
  const blocked = blocksActing(c.conditions);
  const action: ActionKey = blocked ? 'reset' : config.passedOver;
  const note = blocked ? `${blocked}: the turn is lost` : '';
  return applyAction(state, c, action, {}, note, dice, events, true);
}

/**
 * `next`: ends the current turn (a due combatant that did not declare is passed over), then, when nobody else is
 * due at this count, moves the counter to the next count at which anything happens.
 */
export function advance(state: CombatState, dice: Dice, config: RulesConfig = DEFAULT_RULES): Step {
  const events: FightEvent[] = [];
  let next = state;
  const current = currentCombatant(next);
  if (current) next = passOver(next, current, dice, config, events);
  // after a turn passed over, someone else due at this count takes the turn; else the counter moves on
  const to = nextEventUnlessDue(next, current !== undefined);
  if (to === null) return finish(state, next, events);
  events.push({ type: 'counter-advanced', from: next.counter, to });
  next = arriveAt(stateWith(next, { counter: to }), config, events);
  return finish(state, next, events);
}

/**
 * `next --step`: ends the current turn exactly as `advance` does; when nobody else is due at this count, the counter
 * moves by exactly one count instead of to the next count at which anything happens.
 */
export function advanceOne(state: CombatState, dice: Dice, config: RulesConfig = DEFAULT_RULES): Step {
  const events: FightEvent[] = [];
  let next = state;
  const current = currentCombatant(next);
  if (current) {
    next = passOver(next, current, dice, config, events);
    if (anyDue(next)) return finish(state, next, events);
  }
  events.push({ type: 'counter-advanced', from: next.counter, to: next.counter + 1 });
  next = arriveAt(stateWith(next, { counter: next.counter + 1 }), config, events);
  return finish(state, next, events);
}

// ---------------------------------------------------------------------------------------------------------------
// Actions

function checkInteger(value: number | undefined, field: BadValueField, low: number, high: number): Rejection | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < low || value > high) return { code: 'bad-value', field, low, high };
  return null;
}

/**
 * docs/rules.md §4: the due combatant declares its action; the cool-down is rolled and it moves down the rondel.
 * Only the combatant whose turn it is may declare (ties act in tie-break order).
 */
export function declareAction(
  state: CombatState,
  id: string,
  action: ActionKey,
  input: ActionInput,
  dice: Dice,
  note = '',
): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!isActionKey(action)) return rejected(state, { code: 'bad-value', field: 'action', low: 0, high: 0 });
  if (c.nextAt > state.counter) {
    return rejected(state, { code: 'not-due', id, nextAt: c.nextAt, counter: state.counter });
  }
  const current = currentCombatant(state) as Combatant;
  if (current.id !== c.id) {
    return rejected(state, { code: 'not-first', id, first: current.id, counter: state.counter });
  }
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  if (action === 'hold' && c.lastAction === 'hold') {
    return rejected(state, { code: 'hold-twice', id });
  }
  const problem =
    checkInteger(input.speed, 'speed', -LIMITS.speed, LIMITS.speed) ??
    checkInteger(input.mod, 'mod', -LIMITS.mod, LIMITS.mod) ??
    checkInteger(input.cast, 'cast', 0, LIMITS.cast);
  if (problem) return rejected(state, problem);
  const events: FightEvent[] = [];
  const next = applyAction(state, c, action, input, note, dice, events, false);
  return finish(state, next, events);
}

function applyAction(
  state: CombatState,
  c: Combatant,
  action: ActionKey,
  input: ActionInput,
  note: string,
  dice: Dice,
  events: FightEvent[],
  passedOver: boolean,
): CombatState {
  const count = state.counter;
  // docs/rules.md §4: after a hold, Reset, an action or Full Guard pays no Change Action d4.
  const changeWaived = Boolean(input.change) && c.lastAction === 'hold';
  const coolDown = rollCoolDown(action, input, Boolean(input.change) && !changeWaived, dice);
  const nextAt = count + countsToNextAction(coolDown);
  // the markers kept: not those until this turn, nor a guard a new guard replaces; then the action's own
  const markers: Marker[] = [];
  for (let k = 0; k < c.markers.length; k += 1) {
    const m = c.markers[k] as Marker;
    if (!untilNextTurn(m) && !(action === 'guard' && m.kind === 'guard')) markers.push(m);
  }
  let applied: { marker: MarkerKind; until: number | null } | null = null;
  if (action === 'guard') {
    markers.push({ kind: 'guard', from: count, until: count + GUARD_COUNTS });
    applied = { marker: 'guard', until: count + GUARD_COUNTS };
  }
  if (action === 'hold') {
    markers.push({ kind: 'holding', from: count });
    applied = { marker: 'holding', until: nextAt };
  }
  if (action === 'dash') {
    markers.push({ kind: 'dashing', from: count });
    applied = { marker: 'dashing', until: nextAt };
  }
  let next = replace(state, c, combatantWith(c, { nextAt, tie: null, lastAction: action, markers }));
  events.push({ type: 'action-declared', id: c.id, count, coolDown, action, nextAt, changeWaived, passedOver, note });
  if (applied) events.push({ type: 'marker-applied', id: c.id, marker: applied.marker, until: applied.until });
  if (action === 'magic') {
    const resolvesAt = count + coolDown.castTime;
    const text = note.trim();
    if (resolvesAt <= count) {
      events.push({ type: 'spell-resolves', id: c.id, name: c.name, count, note: text });
    } else {
      const spell: PendingSpell = { casterId: c.id, casterName: c.name, castAt: count, resolvesAt, note: text };
      next = stateWith(next, { spells: [...next.spells, spell] });
      events.push({ type: 'spell-cast', id: c.id, resolvesAt, note: text });
    }
  }
  // `next` and its list were made above (replace), and nobody has seen them yet
  const settled = settleTies(next, nextAt, dice, true);
  if (settled.event) events.push(settled.event);
  return settled.state;
}

// ---------------------------------------------------------------------------------------------------------------
// Reactions

export function flexUntil(c: Combatant, counter: number): number | null {
  for (const m of c.markers) if (m.kind === 'flex' && m.until > counter) return m.until;
  return null;
}

/** Why a combatant cannot react now, if it cannot: a condition that stops acting, or the flex marker (docs/rules.md §6). */
export function reactionRefusal(state: CombatState, c: Combatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  const until = flexUntil(c, state.counter);
  return until === null ? null : { code: 'flex-active', id: c.id, until };
}

/** docs/rules.md §6: a reaction, on anyone's turn; then no reaction for 8 counts (the flex marker). */
export function react(state: CombatState, id: string, note = ''): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refused = reactionRefusal(state, c);
  if (refused) return rejected(state, refused);
  const next = state.counter + FLEX_COUNTS;
  const markers: Marker[] = [...c.markers.filter((m) => m.kind !== 'flex'), { kind: 'flex', from: state.counter, until: next }];
  const events: FightEvent[] = [
    { type: 'reacted', id, count: state.counter, until: next, note: note.trim() },
    { type: 'marker-applied', id, marker: 'flex', until: next },
  ];
  return finish(state, replace(state, c, combatantWith(c, { markers })), events);
}

/**
 * docs/rules.md §5, §6 (ruling 90): a prone combatant gets up at a movement window, which takes the whole window (no
 * hexes there), or as a reaction (the flex marker), which takes effect at the end of the following count. Outside a
 * window, and not as a reaction, it is told when the next window is.
 */
export function stand(state: CombatState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  if (asReaction) {
    const reacted = react(state, id, 'stands up');
    if (reacted.state === state) return reacted;
    return standingUp(reacted, id, state.counter, state.counter + 2);
  }
  if (!isWindow(state.counter)) return rejected(state, { code: 'stand-later', id, next: (Math.floor(state.counter / WINDOW_EVERY) + 1) * WINDOW_EVERY, react: reactionRefusal(state, c) === null });
  return standUp(state, id, state.counter, liftConditions);
}

// ---------------------------------------------------------------------------------------------------------------
// GM overrides and conditions

/** GM override of a combatant's next action count (not before the current count). */
export function setNextCount(state: CombatState, id: string, count: number, dice: Dice): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(count) || count > LIMITS.count) return rejected(state, { code: 'bad-value', field: 'count', low: 1, high: LIMITS.count });
  if (count < state.counter) {
    return rejected(state, { code: 'count-in-past', count, counter: state.counter });
  }
  if (count === c.nextAt) return { state, events: [] };
  const events: FightEvent[] = [{ type: 'overridden', id, field: 'nextAt', from: c.nextAt, to: count }];
  let markers = c.markers;
  if (count <= state.counter) {
    for (const m of markers) if (untilNextTurn(m)) events.push({ type: 'marker-expired', id, marker: m.kind });
    markers = markers.filter((m) => !untilNextTurn(m));
  }
  const settled = settleTies(replace(state, c, combatantWith(c, { nextAt: count, tie: null, markers })), count, dice);
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
  const added = [...new Set(withBrought(add, remove))].filter((k) => !c.conditions.includes(k) && !remove.includes(k));
  const removed = [...new Set(remove)].filter((k) => c.conditions.includes(k));
  if (added.length === 0 && removed.length === 0) return { state, events: [] };
  const conditions = [...c.conditions.filter((k) => !removed.includes(k)), ...added];
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  const next = replace(state, c, combatantWith(c, { conditions }));
  // A combatant due now that became unable to act gets its turn announced again, with the reason.
  if (currentCombatant(next)?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: state.counter, blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: next, events };
}
