// The counter (docs/rules.md §1, §4, §5): a turn passed over, the counter moved, and what happens as it arrives.
import type { ActionKey } from './actions';
import type { Allowance, Combatant, CombatState, FightEvent, Marker, PendingSpell, RulesConfig, Step } from './state';
import { blocksActing } from '../core/conditions';
import type { Dice } from '../core/dice';
import { DEFAULT_PATTERN, isWindow, windowIndex, windowTable, WINDOW_EVERY } from './windows';
import type { TierKey } from '../core/numbers';
import { currentCombatant } from './order';
import { expireOnArrival, firstStopBefore, settleTurnsUsed } from '../core/effects';
import { combatantWith, stateWith } from './copy';
import { expired } from './markers';
import { allowanceWith } from './allowance';
import { applyAction } from './declare';
import { liftConditions } from './overrides';
import { finish } from './transition';
import { settleTurnsHere } from './kept';

export const DEFAULT_RULES: RulesConfig = { pattern: DEFAULT_PATTERN, passedOver: 'guard' };

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
      if (m.kind === 'dashing' ? (m.until === undefined ? c.nextAt : m.until) < count : m.kind === 'holding' ? c.nextAt <= count : m.until <= count) expiring = true;
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
      const c = list[i] as Combatant;
      const h = hexes.get(c.tier) ?? 0;
      // most have no condition and no marker: allowanceWith's first answer, without the call
      const allowance: Allowance = c.conditions.length === 0 && c.markers.length === 0 ? { kind: 'move', hexes: h } : allowanceWith(c, h, count, config.pattern);
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
  // the passed turn was an action-turn at this count: the window here keeps what it gave (ruling 107)
  if (to === null) return finish(state, settleTurnsHere(next, events), events);
  // the passed turn was an action-turn: effects it used up end before the counter moves on (docs/rules.md §12)
  if (current) next = settleTurnsUsed(next, events, next.counter, null, liftConditions);
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
    if (anyDue(next)) return finish(state, settleTurnsHere(next, events), events);
    // the passed turn was an action-turn: effects it used up end before the counter moves on (docs/rules.md §12)
    next = settleTurnsUsed(next, events, next.counter, null, liftConditions);
  }
  events.push({ type: 'counter-advanced', from: next.counter, to: next.counter + 1 });
  next = arriveAt(stateWith(next, { counter: next.counter + 1 }), config, events);
  return finish(state, next, events);
}
