// Timed effects (docs/rules.md §12): a spell, a condition or any named effect on a combatant that ends by itself,
// after counts or seconds on the fight's clock, at the start of a later round, or after the bearer's own action-turns.
// They live in the fight's state beside the rule set's own facts, so undo and restarts restore them exactly.
import { blocksMoving, isConditionKey, type ConditionKey } from './conditions';
import type { FightEvent, Step } from './events';
import type { EffectEnd } from './effect-end';
import type { FightStateBase } from './rule-set';

export type { EffectEnd };

/**
 * A token marker's tag as the fight stores it: a Roll20 marker name (`lightning-helix`) or a custom marker's
 * `Name::id`. Nothing else may reach a token's `statusmarkers`, whose list a comma or a colon would break.
 */
export const MARKER_TAG = /^[\w-]+(::\d+)?$/;

/** The name of the timed effect that keeps a combatant down until its reaction's stand takes effect (the rondel). */
export const STANDING_UP = 'Standing up';

export interface TimedEffect {
  readonly bearer: string;
  readonly name: string;
  /** A token marker tag shown while it lasts, or null. */
  readonly marker: string | null;
  /** The condition it holds on the bearer, which ends with it. */
  readonly condition: ConditionKey | null;
  readonly from: number;
  readonly ends: EffectEnd;
  /**
   * Who started it: the caster's id for a spell's effect; absent for the GM's (`effect`, `condition`, and every effect
   * stored before this field came). A spell’s effect replaces only one its caster’s spell started (docs/rules.md ruling 91).
   */
  readonly by?: string;
  /**
   * Started in its bearer's own turn after that turn's action (10-second rounds: a spell cast this turn): the end of
   * that turn is not one of its action-turns, as a casting is not one of its own spell's (docs/rules.md §12).
   */
  readonly afterAction?: true;
}

/**
 * Whether the effect is its condition's own timer (`condition --add prone --counts 3`, or the GM's `effect --add Prone`
 * timing it again, docs/rules.md §12): named for it, in any case, as effect names are read. It ends with the condition;
 * another effect that holds one (a spell's) goes on without it.
 */
export function timesItsCondition(e: TimedEffect): boolean {
  return e.condition !== null && e.name.toLowerCase() === e.condition;
}

/**
 * Whether the effect is nothing but its condition's timer, to be let go with the condition (docs/rules.md ruling 85): its
 * own timer (`timesItsCondition`), or a stand by reaction under way, which only keeps prone until the stand is done
 * (ruling 90). Another effect that holds a condition (a spell's) goes on without it.
 */
export function onlyTimesItsCondition(e: TimedEffect): boolean {
  return timesItsCondition(e) || (e.name === STANDING_UP && e.condition === 'prone');
}

/**
 * The bearers' timers of a condition that are nothing but its timer under another name (a stand by reaction under way,
 * ruling 90): the condition timed again from now keeps one end, the new one (ruling 85), so these go.
 */
export function otherTimersOf(state: FightStateBase, bearers: readonly string[], key: ConditionKey): TimedEffect[] {
  return effectsOf(state).filter((e) => bearers.includes(e.bearer) && e.condition === key && e.name.toLowerCase() !== key && onlyTimesItsCondition(e));
}

/** A duration as typed, waiting for its spell to resolve: the effect starts then (docs/rules.md §12). */
export interface PendingEffect {
  readonly caster: string;
  readonly name: string;
  readonly unit: 'counts' | 'seconds' | 'rounds' | 'actions';
  readonly n: number;
  /** The spell took effect as it was cast (no casting time, or a rule set without one): it starts with this step. */
  readonly now?: boolean;
}

/** A fight state that may carry timed effects (every rule set's state does, beside its own fields). */
export type WithEffects = FightStateBase & { readonly effects?: readonly TimedEffect[]; readonly pendingEffects?: readonly PendingEffect[] };

/** The spells' effects still waiting; stored data that does not fit is left out rather than trusted. */
export function pendingEffectsOf(state: FightStateBase): readonly PendingEffect[] {
  const list: unknown = (state as WithEffects).pendingEffects;
  if (!Array.isArray(list)) return [];
  const fits = (p: Partial<PendingEffect> | null): boolean =>
    p !== null && typeof p === 'object' && typeof p.caster === 'string' && typeof p.name === 'string' && Number.isInteger(p.n) && ['counts', 'seconds', 'rounds', 'actions'].includes(p.unit as string);
  return list.every(fits) ? (list as PendingEffect[]) : (list as PendingEffect[]).filter(fits);
}

export function withPendingEffects<S extends FightStateBase>(state: S, pending: readonly PendingEffect[]): S {
  if (pending.length === 0 && !('pendingEffects' in state)) return state;
  return { ...state, pendingEffects: pending } as S;
}

export function effectsOf(state: FightStateBase): readonly TimedEffect[] {
  return (state as WithEffects).effects ?? [];
}

export function withEffects<S extends FightStateBase>(state: S, effects: readonly TimedEffect[]): S {
  if (effects.length === 0 && !('effects' in state)) return state;
  return { ...state, effects } as S;
}

/**
 * The state without what a combatant leaving takes along (docs/rules.md ruling 100): the timed effects it bears, and
 * the effects of its spells still waiting to resolve (a spell whose caster left never resolves). The same state when it
 * has none: most leave with nothing.
 */
export function withoutLeaver<S extends FightStateBase>(state: S, id: string): S {
  const w = state as WithEffects;
  const effects = w.effects;
  const pending = w.pendingEffects;
  const bears = effects !== undefined && effects !== null && effects.some((e) => e.bearer === id);
  const casts = Array.isArray(pending) && pending.some((p) => p !== null && typeof p === 'object' && p.caster === id);
  if (!bears && !casts) return state;
  let next = state;
  if (bears) next = { ...next, effects: (effects as readonly TimedEffect[]).filter((e) => e.bearer !== id) };
  if (casts) next = { ...next, pendingEffects: (pending as readonly PendingEffect[]).filter((p) => p === null || typeof p !== 'object' || p.caster !== id) };
  return next;
}

/** The clock values at which effects end: the rule sets stop there, so the end is announced when it happens. */
export function effectStops(state: FightStateBase, after: number): number[] {
  return effectsOf(state).flatMap((e) => (e.ends.kind === 'clock' && e.ends.at > after ? [e.ends.at] : []));
}

/** The earliest of `before` and the effects' stops after `after` (`effectStops` without the list: asked at every step). */
export function firstStopBefore(state: FightStateBase, after: number, before: number): number {
  let first = before;
  // effectsOf without its empty list: most fights have no timed effect
  const effects = (state as WithEffects).effects;
  if (effects === undefined || effects === null) return first;
  for (let i = 0; i < effects.length; i += 1) {
    const e = effects[i] as TimedEffect;
    if (e.ends.kind === 'clock' && e.ends.at > after && e.ends.at < first) first = e.ends.at;
  }
  return first;
}

/** Whether an effect has run out, given the clock and round now and the action-turns its bearer used since. */
function ended(e: TimedEffect, clock: number, round: number | null): boolean {
  switch (e.ends.kind) {
    case 'clock':
      return clock >= e.ends.at;
    case 'round':
      return round !== null && round >= e.ends.at;
    case 'actions':
      return e.ends.left <= 0;
  }
}

/**
 * After a step: action-turns count down, and effects that ran out end (their conditions with them, unless another
 * effect or the GM still holds the same condition). Returns the effects left and the events to announce.
 */
export function tickEffects(
  effects: readonly TimedEffect[],
  events: readonly FightEvent[],
  clock: number,
  round: number | null,
): { readonly effects: readonly TimedEffect[]; readonly ended: readonly TimedEffect[] } {
  if (effects.length === 0) return { effects, ended: [] };
  const used = new Map<string, number>();
  const turnsEnded = new Map<string, number>();
  for (const ev of events) {
    // counted already, before the clock moved on in the same step (`settleTurnsUsed`)
    if ('counted' in ev && ev.counted === true) continue;
    // a hold is no action-turn; the action taken after it is (docs/rules.md §12)
    // (in 10-second rounds the turn goes on after its action: the action-turn is used when the turn ends)
    if (ev.type === 'action-declared' && ev.action !== 'hold' && ev.turnGoesOn !== true) used.set(ev.id, (used.get(ev.id) ?? 0) + 1);
    else if (ev.type === 'turn-ended') turnsEnded.set(ev.id, (turnsEnded.get(ev.id) ?? 0) + 1);
    // a casting over two rounds is the action of each (20-second rounds)
    else if (ev.type === 'casting-continues') used.set(ev.id, (used.get(ev.id) ?? 0) + 1);
    // so is an action carried over past second 20 (page 001: "the only action taken for both rounds")
    else if (ev.type === 'action-carried') used.set(ev.id, (used.get(ev.id) ?? 0) + 1);
  }
  const kept: TimedEffect[] = [];
  const gone: TimedEffect[] = [];
  for (const e of effects) {
    const ends = turnsEnded.get(e.bearer) ?? 0;
    // the turn an effect started in after its action does not count for it, once
    const skip = ends > 0 && e.afterAction === true;
    const n = (used.get(e.bearer) ?? 0) + ends - (skip ? 1 : 0);
    const own: TimedEffect = skip ? withoutAfterAction(e) : e;
    const next: TimedEffect = own.ends.kind === 'actions' && n > 0 ? { ...own, ends: { kind: 'actions', left: own.ends.left - n } } : own;
    (ended(next, clock, round) ? gone : kept).push(next);
  }
  return { effects: gone.length === 0 && kept.every((e, i) => e === effects[i]) ? effects : kept, ended: gone };
}

function withoutAfterAction(e: TimedEffect): TimedEffect {
  const { afterAction: _, ...rest } = e;
  return rest;
}

/** Whether an event uses an action-turn of its bearer that `tickEffects` would count (docs/rules.md §12). */
function usesTurn(ev: FightEvent): boolean {
  if (ev.type === 'action-declared') return ev.action !== 'hold' && ev.turnGoesOn !== true;
  return ev.type === 'turn-ended' || ev.type === 'casting-continues' || ev.type === 'action-carried';
}

/**
 * The action-turns a step has used so far end their effects now, before its clock moves on (docs/rules.md §12: an
 * effect in actions ends after its bearer's Nth action-turn): a turn passed over or lost as `next` moves the clock, a
 * round begun with a carried action or a casting. The window, moment or turn the clock then arrives at is free of
 * them (a restraint over with the turn no longer holds its bearer at the next window, §5). The events counted here are
 * marked, so the step's own settling does not count them again. Each rule set calls it before it moves its clock.
 */
export function settleTurnsUsed<S extends FightStateBase>(state: S, events: FightEvent[], clock: number, round: number | null, lift: Lift<S>): S {
  const effects = (state as WithEffects).effects;
  if (effects === undefined || effects === null || !effects.some((e) => e.ends.kind === 'actions')) return state;
  if (!events.some((ev) => usesTurn(ev) && !('counted' in ev && ev.counted === true))) return state;
  const ticked = tickEffects(effects, events, clock, round);
  for (let i = 0; i < events.length; i += 1) {
    const ev = events[i] as FightEvent;
    if (usesTurn(ev) && !('counted' in ev && ev.counted === true)) events[i] = { ...ev, counted: true } as FightEvent;
  }
  if (ticked.effects === effects) return state;
  // the turn the clock arrives at is announced by the arrival, after this: the lift's own is left out
  return endEffects(withEffects(state, ticked.effects), ticked.ended, clock, lift, events, false);
}

/** A rule set's own change of conditions, as `expireOnArrival` and `endEffects` lift a condition with it. */
export type Lift<S extends FightStateBase> = (state: S, id: string, remove: readonly ConditionKey[]) => Step<S>;

/**
 * The clock arrives at `clock` (in `round`): the effects whose count, second or round that is end now, before anything
 * else of that moment is worked out (docs/rules.md §12: what lasts N counts is over once the counter shows its start
 * plus N), so the window, the moment or the turn there is free of them. Each rule set calls it as its clock arrives;
 * effects counted in actions end after the step (the application's `settleEffects`).
 */
export function expireOnArrival<S extends FightStateBase>(state: S, clock: number, round: number | null, lift: Lift<S>, events: FightEvent[]): S {
  // effectsOf without its empty list: most fights have no timed effect
  const effects = (state as WithEffects).effects;
  if (effects === undefined || effects === null || effects.length === 0) return state;
  let gone: TimedEffect[] | null = null;
  for (let i = 0; i < effects.length; i += 1) {
    const e = effects[i] as TimedEffect;
    if (e.ends.kind !== 'actions' && ended(e, clock, round)) (gone ??= []).push(e);
  }
  if (gone === null) return state;
  const over = gone;
  // the turn that comes at this moment is announced by the arrival itself, after this: the lift's own is left out
  return endEffects(withEffects(state, effects.filter((e) => !over.includes(e))), over, clock, lift, events, false);
}

/**
 * Effects that ended (already taken out of `state`) are announced, and the condition each held is lifted with it unless
 * another effect of the bearer still holds it (docs/rules.md §12). `turns`: whether the lift's turn announcements
 * count (a step already taken: yes; an arrival, which announces its turn after: no).
 */
export function endEffects<S extends FightStateBase>(state: S, gone: readonly TimedEffect[], clock: number, lift: Lift<S>, events: FightEvent[], turns: boolean): S {
  let next = state;
  const kept = effectsOf(state);
  for (const e of gone) {
    // a stand under way (the rondel's stand by reaction) does not finish for a bearer now held fast: it cannot get up,
    // and stays prone (docs/rules.md ruling 90)
    const bearer = next.combatants.find((c) => c.id === e.bearer);
    const heldBy = e.name === STANDING_UP && e.condition === 'prone' && bearer ? blocksMoving(bearer.conditions) : null;
    if (heldBy) {
      events.push({ type: 'effect-ended', id: e.bearer, name: e.name, count: clock, heldBy });
      continue;
    }
    events.push({ type: 'effect-ended', id: e.bearer, name: e.name, count: clock });
    if (!e.condition || kept.some((x) => x.bearer === e.bearer && x.condition === e.condition)) continue;
    if (!bearer) continue;
    const lifted = lift(next, e.bearer, [e.condition]);
    next = lifted.state;
    for (const ev of lifted.events) if (turns || ev.type !== 'turn-due') events.push(ev);
  }
  return next;
}

/** Checks stored effects: every problem found ([] when they are fine). */
export function validateEffects(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['effects is not a list'];
  const problems: string[] = [];
  value.forEach((e: unknown, i) => {
    const x = e as Record<string, unknown> | null;
    const ends = (x?.ends ?? null) as Record<string, unknown> | null;
    const ok =
      x !== null &&
      typeof x === 'object' &&
      typeof x.bearer === 'string' &&
      typeof x.name === 'string' &&
      (x.marker === null || (typeof x.marker === 'string' && MARKER_TAG.test(x.marker))) &&
      (x.condition === null || isConditionKey(x.condition)) &&
      (x.by === undefined || typeof x.by === 'string') &&
      (x.afterAction === undefined || x.afterAction === true) &&
      Number.isInteger(x.from) &&
      ends !== null &&
      typeof ends === 'object' &&
      ((ends.kind === 'clock' || ends.kind === 'round') ? Number.isInteger(ends.at) : ends.kind === 'actions' && Number.isInteger(ends.left));
    if (!ok) problems.push(`effects[${i}] is malformed`);
  });
  return problems;
}
