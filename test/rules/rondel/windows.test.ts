import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PATTERN, isWindow, tierHexes, validatePattern, windowIndex, windowTable } from '../../../src/rules/rondel/windows';
import { TIER_KEYS } from '../../../src/rules/core/numbers';

describe('movement windows (docs/rules.md §5)', () => {
  it.each([[3, true], [6, true], [9, true], [1, false], [2, false], [4, false], [0, false], [-3, false]])(
    'count %i is a window: %s',
    (count, window) => {
      expect(isWindow(count)).toBe(window);
    },
  );

  it.each([[3, 0], [6, 1], [9, 2], [12, 3], [15, 0], [24, 3], [27, 0]])('count %i is window %i of the cycle', (count, index) => {
    expect(windowIndex(count)).toBe(index);
  });

  it('matches the rulebook: Red Fox moves 2 hexes and Green Horse 4 at a window', () => {
    for (const count of [3, 6, 9, 12]) {
      expect(tierHexes('red_fox', count)).toBe(2);
      expect(tierHexes('green_horse', count)).toBe(4);
    }
  });

  it.each([
    ['black_tower', 2], ['gray_yak', 3], ['brown_cow', 5], ['red_fox', 8], ['orange_lion', 10],
    ['yellow_bird', 12], ['green_horse', 16], ['blue_gryphon', 20], ['purple_lightning', 24],
  ] as const)('%s moves %i hexes per 12 counts', (tier, hexes) => {
    expect([3, 6, 9, 12].reduce((sum, c) => sum + tierHexes(tier, c), 0)).toBe(hexes);
  });

  it('gives no hexes at a count that is not a window', () => {
    expect(tierHexes('purple_lightning', 4)).toBe(0);
  });

  it('shows slow tiers with 0 at some windows', () => {
    expect(windowTable(6).find((row) => row.tier === 'black_tower')?.hexes).toBe(0);
    expect(windowTable(12).find((row) => row.tier === 'gray_yak')?.hexes).toBe(0);
    expect(windowTable(3).map((row) => row.tier)).toEqual([...TIER_KEYS]);
  });

  it('accepts the default pattern and names what is wrong with a bad one', () => {
    expect(validatePattern(DEFAULT_PATTERN)).toEqual([]);
    expect(validatePattern({ ...DEFAULT_PATTERN, red_fox: [2, 2, 2] })).toEqual(['tier red_fox has 3 windows']);
    expect(validatePattern({ ...DEFAULT_PATTERN, gray_yak: [1, -1, 1, 0] })).toEqual(['tier gray_yak has a value that is not 0..99']);
    expect(validatePattern(null)).toEqual(['the movement pattern is not a table']);
  });

  it('uses a configured pattern with another cycle length', () => {
    const pattern = Object.fromEntries(TIER_KEYS.map((k) => [k, [1, 2]])) as unknown as typeof DEFAULT_PATTERN;
    expect(windowIndex(9, pattern)).toBe(0);
    expect(tierHexes('red_fox', 6, pattern)).toBe(2);
  });
});

describe('windowTable by one pass', () => {
  it('is every tier with tierHexes, in order, for any count and any pattern of one length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) => fc.array(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: n, maxLength: n }), { minLength: TIER_KEYS.length, maxLength: TIER_KEYS.length })),
        fc.oneof(fc.integer({ min: -6, max: 200 }), fc.constantFrom(0, 1.5, 3.0000001, Number.NaN, Infinity, -3)),
        (rows, count) => {
          const pattern = Object.fromEntries(TIER_KEYS.map((t, i) => [t, rows[i] as number[]])) as unknown as typeof DEFAULT_PATTERN;
          const plain = TIER_KEYS.map((tier) => ({ tier, hexes: tierHexes(tier, count, pattern) }));
          expect(JSON.stringify(windowTable(count, pattern))).toBe(JSON.stringify(plain));
        },
      ),
      { numRuns: 500 },
    );
  });
});
