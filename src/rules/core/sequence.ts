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
