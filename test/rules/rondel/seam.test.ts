// The rondel behind the rule-set seam (src/rules/rondel/index.ts), its order's keys and its movement windows at
// their edges.
import { describe, expect, it } from 'vitest';
import { rondel } from '../../../src/rules/rondel';
import { compareRolls, currentCombatant, rondelOrder } from '../../../src/rules/rondel/order';
import { DEFAULT_PATTERN, tierHexes, validatePattern, windowIndex, type MovementPattern } from '../../../src/rules/rondel/windows';
import { DEFAULT_RULES } from '../../../src/rules/rondel/engine';
import { aCombat } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

const options = { ...DEFAULT_RULES, rerollEachRound: false };

describe('the rondel’s marks', () => {
  it('flex shows its countdown; a guard until it ends; a hold and a dash until the turn', () => {
    const state = aCombat(
      [{ id: 'a', nextAt: 9, markers: [{ kind: 'flex', from: 2, until: 10 }, { kind: 'guard', from: 2, until: 14 }, { kind: 'holding', from: 4 }, { kind: 'dashing', from: 4 }] }],
      { counter: 4 },
    );
    expect(rondel.marks(state, 'a')).toEqual([
      { kind: 'flex', until: 10, badge: 6 },
      { kind: 'guard', until: 14, badge: null },
      { kind: 'holding', until: 9, badge: null },
      { kind: 'dashing', until: 9, badge: null },
    ]);
  });

  it('markers that ended show nothing, nor does a combatant without any, nor a stranger', () => {
    const state = aCombat([{ id: 'a', nextAt: 9, markers: [{ kind: 'flex', from: 2, until: 4 }, { kind: 'guard', from: 2, until: 4 }] }, { id: 'b', nextAt: 9 }], { counter: 4 });
    expect(rondel.marks(state, 'a')).toEqual([]);
    expect(rondel.marks(state, 'b')).toEqual([]);
    expect(rondel.marks(state, 'zed')).toEqual([]);
  });
});

describe('the rondel through the seam', () => {
  const state = aCombat([{ id: 'a', nextAt: 3, tier: 'green_horse' }], { counter: 3 });

  it('an action it does not have is refused as not of this rule set', () => {
    expect(rondel.declare(state, 'a', 'fly', {}, scriptedDice(), options, '').events).toEqual([{ type: 'rejected', code: 'not-in-rule-set', action: 'fly', ruleSet: 'rondel' }]);
  });

  it('a combatant’s value is its next count; a stranger has none', () => {
    expect(rondel.valueOf(state, 'a')).toBe(3);
    expect(rondel.valueOf(state, 'zed')).toBeNull();
  });

  it('an allowance only at a window, and only for a combatant', () => {
    expect(rondel.allowance(state, 'a', options)).toEqual({ kind: 'move', hexes: 4 });
    expect(rondel.allowance(state, 'zed', options)).toBeNull();
    expect(rondel.allowance({ ...state, counter: 4 }, 'a', options)).toBeNull();
  });

  it('the rondel keeps no rounds', () => {
    expect(rondel.round(state)).toBeNull();
    expect(rondel.clock(state)).toBe(3);
  });
});

describe('the order’s keys', () => {
  it.each([
    [[2], [3], -1],
    [[3], [2], 1],
    [[3], [3, 1], -1],
    [[3, 1], [3], 1],
    [[3, 1], [3, 2], -1],
    [[], [], 0],
  ])('rolls %j against %j', (a, b, sign) => {
    expect(Math.sign(compareRolls(a, b))).toBe(sign);
  });

  it('a tie roll kept for another count does not count', () => {
    const state = aCombat([
      { id: 'a', nextAt: 5, arrival: 0, tie: { count: 4, rolls: [20] } },
      { id: 'b', nextAt: 5, arrival: 1, tie: { count: 4, rolls: [1] } },
    ]);
    expect(rondelOrder(state).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('then arrival, then the id', () => {
    expect(rondelOrder(aCombat([{ id: 'a', nextAt: 5, arrival: 3 }, { id: 'b', nextAt: 5, arrival: 1 }])).map((c) => c.id)).toEqual(['b', 'a']);
    expect(rondelOrder(aCombat([{ id: 'b', nextAt: 5, arrival: 1 }, { id: 'a', nextAt: 5, arrival: 1 }])).map((c) => c.id)).toEqual(['a', 'b']);
    expect(rondelOrder(aCombat([{ id: 'a', nextAt: 5, arrival: 1 }, { id: 'b', nextAt: 5, arrival: 1 }])).map((c) => c.id)).toEqual(['a', 'b']);
    expect(currentCombatant(aCombat([{ id: 'b', nextAt: 1, arrival: 1 }, { id: 'a', nextAt: 1, arrival: 1 }]))?.id).toBe('a');
  });
});

describe('movement windows at their edges', () => {
  const three: MovementPattern = Object.fromEntries(Object.entries(DEFAULT_PATTERN).map(([k, row]) => [k, row.slice(0, 3)])) as unknown as MovementPattern;

  it('the window of a cycle of three', () => {
    expect([3, 6, 9, 12].map((c) => windowIndex(c, three))).toEqual([0, 1, 2, 0]);
  });

  it('no count before 1 is a window, whatever the pattern says', () => {
    expect(tierHexes('red_fox', 0)).toBe(0);
    expect(tierHexes('red_fox', -3)).toBe(0);
  });

  it.each([
    [{ ...DEFAULT_PATTERN, red_fox: [] as number[] }, ['tier red_fox has 0 windows']],
    [Object.fromEntries(Object.entries(DEFAULT_PATTERN).map(([k]) => [k, Array(12).fill(1)])), []],
    [Object.fromEntries(Object.entries(DEFAULT_PATTERN).map(([k]) => [k, Array(13).fill(1)])), Object.keys(DEFAULT_PATTERN).map((k) => `tier ${k} has 13 windows`)],
    [Object.fromEntries(Object.entries(DEFAULT_PATTERN).map(([k]) => [k, [1]])), []],
    [{ ...DEFAULT_PATTERN, red_fox: [99, 0, 0, 0] }, []],
    [{ ...DEFAULT_PATTERN, red_fox: [100, 0, 0, 0] }, ['tier red_fox has a value that is not 0..99']],
    [{ ...DEFAULT_PATTERN, red_fox: [1.5, 0, 0, 0] }, ['tier red_fox has a value that is not 0..99']],
    [{ ...DEFAULT_PATTERN, red_fox: '2/2/2/2' }, ['tier red_fox has no row']],
  ])('pattern %#: %j', (pattern, problems) => {
    expect(validatePattern(pattern)).toEqual(problems);
  });

  it('a missing row is named, and the rows after it are still checked', () => {
    const { black_tower: _dropped, ...rest } = DEFAULT_PATTERN;
    expect(validatePattern({ ...rest, red_fox: [1, 1] })).toEqual(['tier black_tower has no row', 'tier red_fox has 2 windows']);
  });
});
