import { describe, expect, it } from 'vitest';
import { sequence as sequenceSteps, turnsStillDue } from '../../../src/rules/core/sequence';
import { rondel } from '../../../src/rules/rondel';
import { aCombat } from '../../support/builders';

const rollsNone = { roll: (): number => { throw new Error('no dice here'); } };
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

describe('the turns a combined step announces', () => {
  const due = aCombat([{ id: 'a', nextAt: 1 }, { id: 'b', nextAt: 1 }, { id: 'c', nextAt: 1 }, { id: 'd', nextAt: 9 }]);

  it('removing the due combatant and the next one announces neither of them', () => {
    const step = sequenceSteps(due, [(s) => rondel.leave(s, 'a'), (s) => rondel.leave(s, 'b')]);
    expect(step.events.filter((e) => e.type === 'turn-due').map((e) => e.type === 'turn-due' && e.id)).toEqual(['b', 'c']);
    const told = turnsStillDue(step.events, rondel.current(step.state)?.id);
    expect(told.filter((e) => e.type === 'turn-due').map((e) => e.type === 'turn-due' && e.id)).toEqual(['c']);
    expect(told.filter((e) => e.type === 'left')).toHaveLength(2);
  });

  it('a turn moved on by a later part of the step is not announced, nor any when nobody is due', () => {
    const step = sequenceSteps(due, [(s) => rondel.place(s, 'a', 5, rollsNone), (s) => rondel.place(s, 'b', 6, rollsNone), (s) => rondel.place(s, 'c', 7, rollsNone)]);
    expect(rondel.current(step.state)).toBeUndefined();
    expect(step.events.filter((e) => e.type === 'turn-due')).toHaveLength(2);
    expect(turnsStillDue(step.events, undefined).some((e) => e.type === 'turn-due')).toBe(false);
  });

  it('of several announcements of the combatant due, the last is kept; a step with the one turn is the same list', () => {
    const events = [
      { type: 'turn-due', id: 'a', count: 1, blockedBy: null },
      { type: 'turn-due', id: 'a', count: 1, blockedBy: 'stunned' },
    ] as const;
    expect(turnsStillDue(events, 'a')).toEqual([events[1]]);
    const one = [events[0]];
    expect(turnsStillDue(one, 'a')).toBe(one);
  });
});
