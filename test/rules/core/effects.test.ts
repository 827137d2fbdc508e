import { describe, expect, it } from 'vitest';
import { effectStops, tickEffects, validateEffects, type TimedEffect } from '../../../src/rules/core/effects';
import type { FightEvent } from '../../../src/rules/core/events';

const effect = (overrides: Partial<TimedEffect> = {}): TimedEffect => ({ bearer: 'a', name: 'Bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 7 }, ...overrides });
const acted = (id: string, action = 'combat'): FightEvent => ({ type: 'action-declared', id, count: 1, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: '' });

describe('timed effects (docs/rules.md §12)', () => {
  it.each([
    ['a count duration ends when the clock reaches it', effect(), 6, null, false],
    ['… and not a count before', effect(), 7, null, true],
    ['a round duration ends as that round begins', effect({ ends: { kind: 'round', at: 3 } }), 99, 3, true],
    ['… and lasts through the round before', effect({ ends: { kind: 'round', at: 3 } }), 99, 2, false],
    ['a round duration never ends in the rondel, which has no rounds', effect({ ends: { kind: 'round', at: 3 } }), 99, null, false],
  ] as const)('%s', (_rule, e, clock, round, gone) => {
    expect(tickEffects([e], [], clock, round).ended.length).toBe(gone ? 1 : 0);
  });

  it('an action-turn duration counts the bearer’s own actions, not a hold and not another’s', () => {
    const e = effect({ ends: { kind: 'actions', left: 2 } });
    const afterHold = tickEffects([e], [acted('a', 'hold'), acted('b')], 1, null);
    expect(afterHold.effects).toEqual([e]);
    const afterOne = tickEffects([e], [acted('a')], 1, null);
    expect(afterOne.effects[0]?.ends).toEqual({ kind: 'actions', left: 1 });
    expect(tickEffects(afterOne.effects, [acted('a', 'reset')], 1, null).ended.map((x) => x.name)).toEqual(['Bless']);
  });

  it('a 10-second turn that goes on after its action uses its action-turn when it ends, not as the action is declared', () => {
    const e = effect({ ends: { kind: 'actions', left: 1 } });
    const declared: FightEvent = { ...acted('a'), turnGoesOn: true } as FightEvent;
    expect(tickEffects([e], [declared], 1, 1)).toEqual({ effects: [e], ended: [] });
    expect(tickEffects([e], [{ type: 'turn-ended', id: 'b', count: 1 }], 1, 1).ended).toEqual([]);
    expect(tickEffects([e], [{ type: 'turn-ended', id: 'a', count: 1 }], 1, 1).ended.map((x) => x.name)).toEqual(['Bless']);
  });

  it('an effect started after its bearer’s action in a turn that goes on does not count that turn’s end, once', () => {
    const e = effect({ ends: { kind: 'actions', left: 1 }, afterAction: true });
    const first = tickEffects([e], [{ type: 'turn-ended', id: 'a', count: 1 }], 1, 1);
    expect(first.ended).toEqual([]);
    expect(first.effects).toEqual([effect({ ends: { kind: 'actions', left: 1 } })]);
    expect(tickEffects(first.effects, [{ type: 'turn-ended', id: 'a', count: 2 }], 2, 2).ended.map((x) => x.name)).toEqual(['Bless']);
    expect(validateEffects([e])).toEqual([]);
    expect(validateEffects([{ ...e, afterAction: 'yes' }])).toEqual(['effects[0] is malformed']);
  });

  it('nothing changed keeps the same list, so a step with nothing to end writes nothing new', () => {
    const list = [effect()];
    expect(tickEffects(list, [], 2, null).effects).toBe(list);
  });

  it('the clock stops where a count duration ends', () => {
    const state = { combatants: [], effects: [effect({ ends: { kind: 'clock', at: 5 } }), effect({ ends: { kind: 'round', at: 2 } })] };
    expect(effectStops(state, 1)).toEqual([5]);
    expect(effectStops(state, 5)).toEqual([]);
  });

  it.each([
    [undefined, []],
    [[effect()], []],
    ['x', ['effects is not a list']],
    [[{ ...effect(), ends: { kind: 'clock' } }], ['effects[0] is malformed']],
    [[{ ...effect(), bearer: 3 }], ['effects[0] is malformed']],
    // a marker reaches a token's statusmarkers, a condition the rules' lists: each as the commands take it
    [[effect({ marker: 'sun' }), effect({ marker: 'Blessed::12' }), effect({ condition: 'prone' })], []],
    [[effect(), { ...effect(), marker: 'sun,skull' }], ['effects[1] is malformed']],
    [[{ ...effect(), marker: '' }], ['effects[0] is malformed']],
    [[{ ...effect(), condition: 'sleepy' }], ['effects[0] is malformed']],
    [[{ ...effect(), condition: 'Prone' }], ['effects[0] is malformed']],
  ])('stored effects %j are checked', (value, problems) => {
    expect(validateEffects(value)).toEqual(problems);
  });
});
