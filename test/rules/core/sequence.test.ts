import { describe, expect, it } from 'vitest';
import { sequence as sequenceSteps } from '../../../src/rules/core/sequence';
import { rondel } from '../../../src/rules/rondel';
import { aCombat } from '../../support/builders';

const state = aCombat([{ id: 'a', nextAt: 2 }, { id: 'b', nextAt: 4 }]);

describe('several transitions as one step', () => {
  it('applies them in turn, gathering their events', () => {
    const step = sequenceSteps(state, [(s) => rondel.setTier(s, 'a', 'green_horse'), (s) => rondel.setTier(s, 'b', 'gray_yak')]);
    expect(step.state.combatants.map((c) => c.tier)).toEqual(['green_horse', 'gray_yak']);
    expect(step.events.map((e) => e.type === 'overridden' && e.id)).toEqual(['a', 'b']);
  });

  it('the first refusal ends it: that refusal alone, and the state as it was', () => {
    const step = sequenceSteps(state, [(s) => rondel.setTier(s, 'a', 'green_horse'), (s) => rondel.leave(s, 'zed'), (s) => rondel.leave(s, 'b')]);
    expect(step.state).toBe(state);
    expect(step.events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });

  it('no transition is no change', () => {
    expect(sequenceSteps(state, [])).toEqual({ state, events: [] });
  });
});
