// Several transitions as one step: all or nothing.
import type { FightEvent, Step } from '../../rules/core/events';
import type { FightStateBase } from '../../rules/core/rule-set';

/**
 * Applies transitions one after another, gathering their events. The first refusal ends it: that refusal is returned
 * with the state as it was before the first transition, so a batch changes all or nothing.
 */
export function sequenceSteps(state: FightStateBase, transitions: readonly ((s: FightStateBase) => Step<FightStateBase>)[]): Step<FightStateBase> {
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
