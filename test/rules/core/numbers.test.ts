import { describe, expect, it } from 'vitest';
import {
  dropTier,
  encumbranceSteps,
  hexesAfterEncumbrance,
  modifierForScore,
  parseTier,
  speciesTier,
  tierDropForSteps,
  tierInfo,
  TIER_KEYS,
} from '../../../src/rules/core/numbers';

describe('sub-attribute modifiers (docs/rules.md §3)', () => {
  it.each([
    [0, 0], [3, 0], [4, 1], [5, 1], [6, 2], [7, 2], [8, 3], [9, 3], [10, 4], [11, 4], [12, 5], [13, 5], [30, 5], [-2, 0],
  ])('a score of %i gives %i', (score, mod) => {
    expect(modifierForScore(score)).toBe(mod);
  });

  it('a score that is not a number gives no modifier', () => {
    expect(modifierForScore(Number.NaN)).toBe(0);
    expect(modifierForScore(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('movement tiers (docs/rules.md §5)', () => {
  it('lists nine tiers slowest first with ranks 1 to 9', () => {
    expect(TIER_KEYS).toHaveLength(9);
    expect(TIER_KEYS.map((k) => tierInfo(k).rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tierInfo('black_tower').name).toBe('Black Tower');
    expect(tierInfo('purple_lightning').name).toBe('Purple Lightning');
  });

  it.each([
    ['red_fox', 'red_fox'], ['Red Fox', 'red_fox'], ['RED-FOX', 'red_fox'], ['  purple lightning ', 'purple_lightning'],
    ['grayyak', 'gray_yak'], ['1', 'black_tower'], ['9', 'purple_lightning'], [4, 'red_fox'],
  ] as const)('parses %j as %s', (input, key) => {
    expect(parseTier(input)).toBe(key);
  });

  it.each([['0'], ['10'], [''], ['fox'], [3.5], [null], [undefined], [{}]])('does not parse %j', (input) => {
    expect(parseTier(input)).toBeUndefined();
  });

  it('drops tiers but never below Black Tower', () => {
    expect(dropTier('red_fox', 1)).toBe('brown_cow');
    expect(dropTier('red_fox', 3)).toBe('black_tower');
    expect(dropTier('gray_yak', 9)).toBe('black_tower');
    expect(dropTier('green_horse', 0)).toBe('green_horse');
  });

  it.each([
    ['Human', 'red_fox'], ['elf', 'orange_lion'], ['Dwarf', 'brown_cow'], ['Gryf', 'orange_lion'], ['Lizard Steed', 'yellow_bird'],
    ['Ooze', 'black_tower'], ['Zombie', 'gray_yak'], ['Horse', 'green_horse'], ['Gryphon', 'blue_gryphon'], ['Pegasus', 'purple_lightning'],
  ])('the species %s defaults to %s', (species, tier) => {
    expect(speciesTier(species)).toBe(tier);
  });
});

describe('encumbrance (page 001; docs/rules.md §5)', () => {
  it.each([
    // a 120-lb character carries 30 lb free: 31-40 is one step, 41-50 two (page 001's table)
    [120, 30, 0], [120, 31, 1], [120, 40, 1], [120, 41, 2], [120, 50, 2], [120, 61, 4], [120, 70, 4],
    // the rulebook's gryf: 25 lb free, 26 to 35 lb is one step
    [100, 25, 0], [100, 26, 1], [100, 35, 1], [100, 36, 2],
    [0, 50, 0], [120, 0, 0], [150, 37.5, 0], [150, 37.6, 1],
  ])('a body of %i lb with a pack of %i lb has %i step(s)', (body, pack, steps) => {
    expect(encumbranceSteps(body, pack)).toBe(steps);
  });

  it.each([[0, 0], [1, 1], [2, 1], [3, 2], [4, 2], [5, 3]])('%i step(s) drop %i tier(s), rounding up', (steps, drop) => {
    expect(tierDropForSteps(steps)).toBe(drop);
  });

  it.each([
    // page 001's table: 12 hexes, then 11, 10, 9, 8; docs/rules.md §9.2: never below 1 hex, unless there were none
    [12, 0, 12], [12, 1, 11], [12, 2, 10], [12, 3, 9], [12, 4, 8], [11, 4, 7],
    [3, 2, 1], [3, 9, 1], [0, 0, 0], [0, 3, 0],
    [7.8, 0, 7], [-4, 0, 0], [150, 0, 99], [150, 2, 97], [10, -2, 10], [10, 1.5, 9],
    [Number.NaN, 0, 0], [10, Number.NaN, 10],
  ])('%d hexes per round with %d step(s) of load leave %i', (hexes, steps, left) => {
    expect(hexesAfterEncumbrance(hexes, steps)).toBe(left);
  });
});
