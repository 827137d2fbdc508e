// Boundaries of the shared rules that the tables of the other tests do not reach.
import { describe, expect, it } from 'vitest';
import { isConditionKey, parseCondition } from '../../../src/rules/core/conditions';
import { redo, record, timeline, undo } from '../../../src/rules/core/history';
import { encumbranceSteps, isTierKey, parseTier, speciesTier, tierDropForSteps } from '../../../src/rules/core/numbers';
import { isRuleSetId } from '../../../src/rules/core/rule-set';

describe('reading tiers and conditions', () => {
  it.each([
    [1, 'black_tower'],
    [9, 'purple_lightning'],
    [0, undefined],
    [10, undefined],
    [2.5, undefined],
    ['1', 'black_tower'],
    [' 9 ', 'purple_lightning'],
    ['19', undefined],
    ['x9', undefined],
    ['9x', undefined],
    ['Red  Fox', 'red_fox'],
    ['red--fox', 'red_fox'],
    ['RED_FOX', 'red_fox'],
    ['red__fox', 'red_fox'],
    [null, undefined],
  ])('parseTier(%j) is %j', (input, tier) => {
    expect(parseTier(input)).toBe(tier);
  });

  it('a tier key is one of the keys, as text', () => {
    expect([isTierKey('red_fox'), isTierKey('Red Fox'), isTierKey(4), isTierKey(['red_fox'])]).toEqual([true, false, false, false]);
  });

  it('species names are read without case, spaces or dashes', () => {
    expect([speciesTier(' Lizard Steed '), speciesTier('lizard-steed'), speciesTier('lizard -  steed')]).toEqual(['yellow_bird', 'yellow_bird', 'yellow_bird']);
  });

  it('a condition is read trimmed and without case; a key is exact', () => {
    expect([parseCondition(' Prone '), parseCondition('pron')]).toEqual(['prone', undefined]);
    expect([isConditionKey('prone'), isConditionKey('Prone'), isConditionKey(1), isConditionKey(['prone'])]).toEqual([true, false, false, false]);
  });

  it('a rule set id is one of the ids, as text', () => {
    expect([isRuleSetId('rondel'), isRuleSetId('seconds'), isRuleSetId('chess'), isRuleSetId(['rondel'])]).toEqual([true, true, false, false]);
  });
});

describe('encumbrance at its edges', () => {
  it.each([
    [100, 25, 0],
    [100, 25.01, 1],
    [100, 0, 0],
    [100, -5, 0],
    [0, 50, 0],
    [-100, 50, 0],
    [Number.NaN, 50, 0],
    [100, Number.POSITIVE_INFINITY, 0],
  ])('a body of %d lb with %d lb carried: %i step(s)', (body, pack, steps) => {
    expect(encumbranceSteps(body, pack)).toBe(steps);
  });

  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [1, 1],
    [2.9, 1],
    [3, 2],
  ])('%d step(s) drop %i tier(s)', (steps, drop) => {
    expect(tierDropForSteps(steps)).toBe(drop);
  });
});

describe('the undo timeline at its edges', () => {
  it('keeps exactly the limit of earlier states', () => {
    let t = timeline(0);
    for (let i = 1; i <= 3; i += 1) t = record(t, i, 3);
    expect(t.past).toEqual([0, 1, 2]);
    expect(record(t, 4, 3).past).toEqual([1, 2, 3]);
  });

  it('undo and redo of nothing leave the same timeline', () => {
    const t = timeline({ n: 0 });
    expect(undo(t, 1).timeline).toBe(t);
    expect(redo(t, 1).timeline).toBe(t);
  });

  it('redo of several steps restores them in order, and leaves the rest undone', () => {
    let t = timeline(0);
    for (let i = 1; i <= 4; i += 1) t = record(t, i);
    const back = undo(t, 3).timeline;
    expect(back).toEqual({ present: 1, past: [0], future: [4, 3, 2] });
    const two = redo(back, 2);
    expect(two).toEqual({ timeline: { present: 3, past: [0, 1, 2], future: [4] }, moved: 2 });
    expect(redo(back, 1).timeline).toEqual({ present: 2, past: [0, 1], future: [4, 3] });
  });
});
