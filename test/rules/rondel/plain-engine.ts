// The rondel's `next` and declared actions written plainly (docs/rules.md §2, §4, §5, §7): spreads, a sort of the
// whole list, filters and maps, no fast path. The engine's fast paths are checked against it under random play.
import { countsToNextAction, rollCoolDown, type ActionInput, type ActionKey } from '../../../src/rules/rondel/actions';
import { allowanceFor, DEFAULT_RULES, GUARD_COUNTS } from '../../../src/rules/rondel/engine';
import { compareCombatants } from '../../../src/rules/rondel/order';
import type { Combatant, CombatState, FightEvent, Marker, RulesConfig, Step } from '../../../src/rules/rondel/state';
import { isWindow, windowIndex, windowTable, WINDOW_EVERY } from '../../../src/rules/rondel/windows';
import { blocksActing } from '../../../src/rules/core/conditions';
import type { Dice } from '../../../src/rules/core/dice';
import { effectsOf } from '../../../src/rules/core/effects';
import { breakTie } from '../../../src/rules/core/ties';

function current(state: CombatState): Combatant | undefined {
  const first = [...state.combatants].sort(compareCombatants)[0];
  return first !== undefined && first.nextAt <= state.counter ? first : undefined;
}

const untilTurn = (m: Marker): boolean => m.kind === 'holding' || m.kind === 'dashing';

function settle(state: CombatState, count: number, dice: Dice, events: FightEvent[]): CombatState {
  const group = state.combatants.filter((c) => c.nextAt === count);
  if (group.length < 2) return state;
  const kept = (id: string): readonly number[] => {
    const c = group.find((x) => x.id === id);
    return c?.tie && c.tie.count === count ? c.tie.rolls : [];
  };
  const { rolled, ordered } = breakTie(group, kept, dice, 'lowest');
  if (!rolled) return state;
  const rollsOf = new Map(ordered.map((o) => [o.id, o.rolls]));
  const combatants = state.combatants.map((c) => {
    if (c.nextAt !== count) return c;
    const tie = { count, rolls: rollsOf.get(c.id) as number[] };
    return JSON.stringify(c.tie) === JSON.stringify(tie) ? c : { ...c, tie };
  });
  events.push({ type: 'tie-broken', count, direction: 'lowest', rolls: ordered });
  return { ...state, combatants };
}

function act(state: CombatState, c: Combatant, action: ActionKey, input: ActionInput, note: string, dice: Dice, events: FightEvent[], passedOver: boolean): CombatState {
  const count = state.counter;
  const changeWaived = Boolean(input.change) && c.lastAction === 'hold';
  const coolDown = rollCoolDown(action, input, Boolean(input.change) && !changeWaived, dice);
  const nextAt = count + countsToNextAction(coolDown);
  // a dash ending with an action at a window on its own count lasts through that window, which came before the action
  const window = count % 3 === 0;
  const markers: Marker[] = c.markers.flatMap((m): Marker[] =>
    m.kind === 'dashing' && m.until === undefined && m.from < count && window ? [{ kind: 'dashing', from: m.from, until: count }] : !untilTurn(m) && !(action === 'guard' && m.kind === 'guard') ? [m] : [],
  );
  if (action === 'guard') markers.push({ kind: 'guard', from: count, until: count + GUARD_COUNTS });
  if (action === 'hold') markers.push({ kind: 'holding', from: count });
  if (action === 'dash') markers.push({ kind: 'dashing', from: count });
  const updated: Combatant = { ...c, nextAt, tie: null, lastAction: action, markers };
  let next: CombatState = { ...state, combatants: state.combatants.map((x) => (x.id === c.id ? updated : x)) };
  events.push({ type: 'action-declared', id: c.id, count, coolDown, action, nextAt, changeWaived, passedOver, note });
  if (action === 'guard') events.push({ type: 'marker-applied', id: c.id, marker: 'guard', until: count + GUARD_COUNTS });
  if (action === 'hold' || action === 'dash') events.push({ type: 'marker-applied', id: c.id, marker: action === 'hold' ? 'holding' : 'dashing', until: nextAt });
  if (action === 'magic') {
    const resolvesAt = count + coolDown.castTime;
    const text = note.trim();
    if (resolvesAt <= count) events.push({ type: 'spell-resolves', id: c.id, name: c.name, count, note: text });
    else {
      next = { ...next, spells: [...next.spells, { casterId: c.id, casterName: c.name, castAt: count, resolvesAt, note: text }] };
      events.push({ type: 'spell-cast', id: c.id, resolvesAt, note: text });
    }
  }
  return settle(next, nextAt, dice, events);
}

function nextCount(state: CombatState): number {
  const after = state.counter;
  const candidates = [
    (Math.floor(after / WINDOW_EVERY) + 1) * WINDOW_EVERY,
    ...state.combatants.map((c) => c.nextAt),
    ...state.combatants.flatMap((c) => c.markers.filter((m) => !untilTurn(m)).map((m) => (m as { until: number }).until)),
    ...state.spells.map((s) => s.resolvesAt),
    ...effectsOf(state).flatMap((e) => (e.ends.kind === 'clock' ? [e.ends.at] : [])),
  ];
  return Math.min(...candidates.filter((x) => x > after));
}

/** Timed effects that end at this count end first, and the conditions they alone held with them (docs/rules.md §12). */
function expire(state: CombatState, events: FightEvent[]): CombatState {
  const count = state.counter;
  const effects = effectsOf(state);
  const gone = effects.filter((e) => e.ends.kind === 'clock' && e.ends.at <= count);
  if (gone.length === 0) return state;
  const kept = effects.filter((e) => !gone.includes(e));
  let next: CombatState = { ...state, effects: kept } as CombatState;
  for (const e of gone) {
    events.push({ type: 'effect-ended', id: e.bearer, name: e.name, count });
    const c = next.combatants.find((x) => x.id === e.bearer);
    if (!e.condition || !c || !c.conditions.includes(e.condition) || kept.some((x) => x.bearer === e.bearer && x.condition === e.condition)) continue;
    events.push({ type: 'conditions-changed', id: c.id, added: [], removed: [e.condition] });
    next = { ...next, combatants: next.combatants.map((x) => (x === c ? { ...c, conditions: c.conditions.filter((k) => k !== e.condition) } : x)) };
  }
  return next;
}

function arrive(arriving: CombatState, config: RulesConfig, events: FightEvent[]): CombatState {
  const state = expire(arriving, events);
  const count = state.counter;
  let next = state;
  if (state.spells.some((s) => s.resolvesAt <= count)) {
    for (const s of state.spells) if (s.resolvesAt <= count) events.push({ type: 'spell-resolves', id: s.casterId, name: s.casterName, count, note: s.note });
    next = { ...next, spells: next.spells.filter((s) => s.resolvesAt > count) };
  }
  // a hold ends when the held turn comes; a Dash lasts through the dasher's own count (its window comes before its
  // action) and ends with the action
  const ended = (c: Combatant, m: Marker): boolean => (m.kind === 'dashing' ? (m.until ?? c.nextAt) < count : untilTurn(m) ? c.nextAt <= count : (m as { until: number }).until <= count);
  if (next.combatants.some((c) => c.markers.some((m) => ended(c, m)))) {
    next = {
      ...next,
      combatants: next.combatants.map((c) => {
        if (!c.markers.some((m) => ended(c, m))) return c;
        for (const m of c.markers) if (ended(c, m)) events.push({ type: 'marker-expired', id: c.id, marker: m.kind });
        return { ...c, markers: c.markers.filter((m) => !ended(c, m)) };
      }),
    };
  }
  if (isWindow(count)) {
    const combatants = next.combatants.map((c) => ({ id: c.id, tier: c.tier, allowance: allowanceFor(c, count, config) }));
    events.push({ type: 'movement-window', count, index: windowIndex(count, config.pattern), tiers: windowTable(count, config.pattern), combatants });
  }
  return next;
}

function finish(before: CombatState, state: CombatState, events: FightEvent[]): Step {
  const now = current(state);
  const was = current(before);
  if (now && (!was || `${state.counter}:${now.id}:${now.nextAt}` !== `${before.counter}:${was.id}:${was.nextAt}`)) {
    events.push({ type: 'turn-due', id: now.id, count: state.counter, blockedBy: blocksActing(now.conditions) ?? null });
  }
  return { state, events };
}

/** `next` (`one`: `next --step`), plainly. */
export function plainAdvance(state: CombatState, dice: Dice, one = false, config: RulesConfig = DEFAULT_RULES): Step {
  const events: FightEvent[] = [];
  let next = state;
  const due = current(state);
  if (due) {
    const blocked = blocksActing(due.conditions);
    next = act(next, due, blocked ? 'reset' : config.passedOver, {}, blocked ? `${blocked}: the turn is lost` : '', dice, events, true);
    if (next.combatants.some((c) => c.nextAt <= next.counter)) return finish(state, next, events);
  }
  const to = one ? next.counter + 1 : nextCount(next);
  events.push({ type: 'counter-advanced', from: next.counter, to });
  return finish(state, arrive({ ...next, counter: to }, config, events), events);
}

/** The due combatant's declared action (one the engine accepts), plainly. */
export function plainDeclare(state: CombatState, id: string, action: ActionKey, input: ActionInput, dice: Dice, note = ''): Step {
  const events: FightEvent[] = [];
  const c = state.combatants.find((x) => x.id === id) as Combatant;
  return finish(state, act(state, c, action, input, note, dice, events, false), events);
}
