// Several transitions as one step: all or nothing, in every rule set.
import type { FightEvent, Step } from './events';

/**
 * Applies transitions one after another, gathering their events. The first refusal ends it: that refusal is
 * returned with the state as it was before the first transition, so a batch changes all or nothing.
 */
export function sequence<S>(state: S, transitions: readonly ((s: S) => Step<S>)[]): Step<S> {
  let next = state;
  const events: FightEvent[] = [];
  for (const transition of transitions) {
    const step = transition(next);
    const refusal = step.events.find((e) => e.type === 'rejected');
    if (refusal) return { state, events: [refusal] };
    next = step.state;
    events.push(...step.events);
  }
  return { state: next, events };
}

/**
 * Of the turns a step announces, only the last of the combatant due at its end: transitions combined by `sequence`
 * (or a step and the effects settled after it) may each announce a turn that a later one took away, its combatant
 * having left or been moved on, and no card, menu or hook may name that turn. A step that announces no turn, or only
 * that one, is returned as it is (the same list).
 */
export function turnsStillDue(events: readonly FightEvent[], due: string | undefined): readonly FightEvent[] {
  let turns = 0;
  let last = -1;
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type !== 'turn-due') continue;
    turns += 1;
    if (e.id === due) last = i;
  }
  if (turns === 0 || (turns === 1 && last >= 0)) return events;
  return events.filter((e, i) => e.type !== 'turn-due' || i === last);
}
