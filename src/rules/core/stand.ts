// Standing up from prone (docs/rules.md §5, §6, §9.2, §9.3; §14 ruling 90): what every rule set shares. When a
// combatant may stand is the rule set's (a window, a moment, its own turn, a reaction); that it is prone and not held
// fast, that prone and any timed prone go (as `condition --remove prone` does, ruling 85), and the fact that it stood
// at this moment (its allowance there is what standing leaves) are here.
import { blocksMoving, type ConditionKey } from './conditions';
import { effectsOf, onlyTimesItsCondition, STANDING_UP, withEffects, type Lift, type TimedEffect } from './effects';
import type { FightEvent, Rejection, Step } from './events';
import type { BaseCombatant, FightStateBase } from './rule-set';

/** A combatant stood up at clock `at` (a window's count, a moment's clock, a turn's round). */
export interface StoodUp {
  readonly id: string;
  readonly at: number;
}

/** A fight state that may carry who stood up at the moment it is at (every rule set's state may, beside its own fields). */
type WithStoodUp = FightStateBase & { readonly stoodUp?: readonly StoodUp[] };

export { STANDING_UP };

/** Whether `id` stood up at clock `at`: its allowance there is what standing left it. */
export function stoodAt(state: FightStateBase, id: string, at: number): boolean {
  // most fights have nobody who stood up: no list at all
  const list = (state as WithStoodUp).stoodUp;
  if (list === undefined) return false;
  for (let i = 0; i < list.length; i += 1) {
    const s = list[i] as StoodUp;
    if (s.id === id && s.at === at) return true;
  }
  return false;
}

/** The state with `id` standing at `at`; those who stood at an earlier moment are forgotten (that moment is over). */
function withStoodUp<S extends FightStateBase>(state: S, id: string, at: number): S {
  const kept = ((state as WithStoodUp).stoodUp ?? []).filter((s) => s.at === at && s.id !== id);
  return { ...state, stoodUp: [...kept, { id, at }] };
}

/** Why a combatant cannot stand up at all: it is not prone, or something holds it fast (unconscious, grappled, …). */
export function standRefusal(c: BaseCombatant): Rejection | null {
  if (!c.conditions.includes('prone')) return { code: 'not-prone', id: c.id };
  const held = blocksMoving(c.conditions);
  return held ? { code: 'cannot-stand', id: c.id, condition: held } : null;
}

/**
 * The effects with the bearer's timed prone let go: an effect named for it, or a stand under way (a standing up that
 * is done: ruling 90), ends; another keeps going without it.
 */
function pronesLetGo(effects: readonly TimedEffect[], id: string): readonly TimedEffect[] {
  if (!effects.some((e) => e.bearer === id && e.condition === 'prone')) return effects;
  return effects.flatMap((e) => (e.bearer !== id || e.condition !== 'prone' ? [e] : onlyTimesItsCondition(e) ? [] : [{ ...e, condition: null as ConditionKey | null }]));
}

/**
 * It stands up now, at clock `at`: prone lifted by the rule set's own change of conditions, any timed prone let go, and
 * (`allowanceSpent`: at a window, a moment or its turn, not as a reaction) the fact kept that it stood here. The
 * stand's own line (`stood-up`) says it, not the change of conditions; `before`: the events of the step so far (a
 * reaction's).
 */
export function standUp<S extends FightStateBase>(state: S, id: string, at: number, lift: Lift<S>, allowanceSpent = true, before: readonly FightEvent[] = []): Step<S> {
  const lifted = lift(state, id, ['prone']);
  const events: FightEvent[] = [...before, ...lifted.events.filter((e) => e.type !== 'conditions-changed')];
  events.push({ type: 'stood-up', id, count: at });
  const effects = effectsOf(lifted.state);
  const next = pronesLetGo(effects, id);
  const up = next === effects ? lifted.state : withEffects(lifted.state, next);
  return { state: allowanceSpent ? withStoodUp(up, id, at) : up, events };
}

/**
 * The rondel's stand as a reaction (page 002): it is up at the end of the following count. Prone stays until then,
 * held by a timed effect that lifts it as the counter reaches `until`; a timed prone it had gives way to it.
 */
export function standingUp<S extends FightStateBase>(step: Step<S>, id: string, from: number, until: number): Step<S> {
  const effects = pronesLetGo(effectsOf(step.state), id);
  const effect: TimedEffect = { bearer: id, name: STANDING_UP, marker: null, condition: 'prone', from, ends: { kind: 'clock', at: until } };
  return {
    state: withEffects(step.state, [...effects, effect]),
    events: [...step.events, { type: 'effect-started', id, name: STANDING_UP, count: from, ends: effect.ends }],
  };
}

/** Checks a stored list of who stood up: every problem found ([] when it is fine, or absent). */
export function validateStoodUp(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return ['stoodUp is not a list'];
  const problems: string[] = [];
  value.forEach((s: unknown, i) => {
    const x = s as Record<string, unknown> | null;
    if (x === null || typeof x !== 'object' || typeof x.id !== 'string' || !Number.isInteger(x.at)) problems.push(`stoodUp[${i}] is malformed`);
  });
  return problems;
}
