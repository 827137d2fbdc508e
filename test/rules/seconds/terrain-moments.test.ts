// Terrain and the four movement moments of 20-second rounds (docs/rules.md §9.2, rulebook page 001's chart).
import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS, type ConditionKey } from '../../../src/rules/core/conditions';
import { TIER_KEYS } from '../../../src/rules/core/numbers';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import { allowanceAt, momentIndex, splitMoments, TIER_HEXES_PER_ROUND } from '../../../src/rules/seconds/moments';
import { parseTerrain, terrainDivisor, terrainHexes, TERRAIN_KEYS, type TerrainKey } from '../../../src/rules/seconds/terrain';
import { aCombatant } from './fixtures';

describe('terrain divides a round’s hexes: round(hexes ÷ divisor), halves up (docs/rules.md §9.2)', () => {
  // page 001's chart: the hexes on road in its header, then each terrain's row
  const CHART: readonly [TerrainKey, number, readonly number[]][] = [
    ['road', 1, [6, 10, 12, 15, 20]],
    ['floor', 1, [6, 10, 12, 15, 20]],
    ['plains', 1.4, [4, 7, 9, 11, 14]],
    ['tundra', 1.8, [3, 6, 7, 8, 11]],
    ['desert', 1.9, [3, 5, 6, 8, 11]],
    ['forest', 2.2, [3, 5, 5, 7, 9]],
    ['hills', 2.4, [3, 4, 5, 6, 8]],
    ['swamp', 2.7, [2, 4, 4, 6, 7]],
    ['jungle', 2.8, [2, 4, 4, 5, 7]],
    ['mountains', 3.2, [2, 3, 4, 5, 6]],
  ];

  it.each(CHART)('%s (÷ %s) turns 6, 10, 12, 15, 20 hexes into %j, as page 001’s chart', (terrain, divisor, row) => {
    expect(terrainDivisor(terrain)).toBe(divisor);
    expect([6, 10, 12, 15, 20].map((h) => terrainHexes(h, terrain))).toEqual(row);
  });

  it('the chart lists every terrain there is', () => {
    expect(CHART.map(([t]) => t)).toEqual([...TERRAIN_KEYS]);
  });

  it.each([
    ['an exact half rounds up: 6 hexes in hills is 2.5 → 3', 6, 'hills', 3],
    ['below a half rounds down: 1 hex in mountains is 0.31 → 0', 1, 'mountains', 0],
    ['0 hexes stay 0', 0, 'forest', 0],
    ['forest, 15 hexes → 7 (the docs’ example)', 15, 'forest', 7],
  ] as const)('%s', (_rule, hexes, terrain, expected) => {
    expect(terrainHexes(hexes, terrain)).toBe(expected);
  });

  it.each([
    ['Forest', 'forest'],
    ['  MOUNTAINS ', 'mountains'],
    ['road', 'road'],
    ['lava', undefined],
    ['', undefined],
  ] as const)('the GM’s “%s” reads as %s', (input, expected) => {
    expect(parseTerrain(input)).toBe(expected);
  });
});

describe('the four moments at seconds 1, 6, 11, 16 share a round 4 : 3 : 3 : 2 by largest remainders (docs/rules.md §9.2)', () => {
  it.each([
    [12, [4, 3, 3, 2], 'page 001’s example'],
    [10, [3, 3, 2, 2], 'the remainders .67 (last) and .5 (earlier of two) win'],
    [7, [2, 2, 2, 1], 'two equal remainders: both earlier moments'],
    [6, [2, 2, 1, 1], 'a remainder tie goes to the earlier moment'],
    [4, [1, 1, 1, 1], 'the last moment’s .67 wins'],
    [1, [1, 0, 0, 0], 'a single hex goes first'],
    [0, [0, 0, 0, 0], 'nothing to share'],
    [24, [8, 6, 6, 4], 'exact multiples of 12 split exactly'],
  ] as const)('%i hexes → %j (%s)', (hexes, split, _why) => {
    expect(splitMoments(hexes)).toEqual(split);
  });

  it.each([
    [1, 0],
    [6, 1],
    [11, 2],
    [16, 3],
    [2, null],
    [20, null],
  ] as const)('second %i is moment %s', (second, index) => {
    expect(momentIndex(second)).toBe(index);
  });

  it('a combatant without hexes from the sheet moves its tier’s hexes per 12 counts in §5’s table (ruling)', () => {
    for (const tier of TIER_KEYS) {
      expect(TIER_HEXES_PER_ROUND[tier]).toBe(DEFAULT_PATTERN[tier].reduce((a, b) => a + b, 0));
    }
    expect([0, 1, 2, 3].map((i) => allowanceAt(aCombatant('a', { hexesPerRound: null, tier: 'red_fox' }), 'road', i))).toEqual(
      [3, 2, 2, 1].map((hexes) => ({ kind: 'move', hexes })),
    );
  });

  it('hexes from the sheet win over the tier', () => {
    expect(allowanceAt(aCombatant('a', { hexesPerRound: 12, tier: 'black_tower' }), 'road', 0)).toEqual({ kind: 'move', hexes: 4 });
  });

  it('terrain divides first, then the moments share: 12 hexes on plains is 9 → 3-2-2-2', () => {
    expect([0, 1, 2, 3].map((i) => allowanceAt(aCombatant('a'), 'plains', i))).toEqual([3, 2, 2, 2].map((hexes) => ({ kind: 'move', hexes })));
  });

  const HELD: readonly ConditionKey[] = ['restrained', 'grappled', 'paralyzed', 'petrified', 'unconscious'];
  it.each(HELD)('a %s combatant is held: 0 at every moment', (condition) => {
    for (const i of [0, 1, 2, 3]) expect(allowanceAt(aCombatant('a', { conditions: [condition] }), 'road', i)).toEqual({ kind: 'held', reason: condition });
  });

  it.each(CONDITION_KEYS.filter((k) => !HELD.includes(k) && k !== 'prone'))('a %s combatant still moves', (condition) => {
    expect(allowanceAt(aCombatant('a', { conditions: [condition] }), 'road', 0)).toEqual({ kind: 'move', hexes: 4 });
  });

  it('a prone combatant crawls a third of its round’s hexes (rounded down), split 4:3:3:2, or stands up (ruling)', () => {
    // 12 hexes → crawl 4 → 1-1-1-1; `full` is what it would walk at that moment
    expect([0, 1, 2, 3].map((i) => allowanceAt(aCombatant('a', { conditions: ['prone'] }), 'road', i))).toEqual([
      { kind: 'crawl', hexes: 1, full: 4 },
      { kind: 'crawl', hexes: 1, full: 3 },
      { kind: 'crawl', hexes: 1, full: 3 },
      { kind: 'crawl', hexes: 1, full: 2 },
    ]);
    // 12 in mountains → 4 → crawl 1 → 1-0-0-0
    expect([0, 1, 2, 3].map((i) => allowanceAt(aCombatant('a', { conditions: ['prone'] }), 'mountains', i))).toEqual([
      { kind: 'crawl', hexes: 1, full: 1 },
      { kind: 'crawl', hexes: 0, full: 1 },
      { kind: 'crawl', hexes: 0, full: 1 },
      { kind: 'crawl', hexes: 0, full: 1 },
    ]);
  });

  it('held wins over prone: an unconscious combatant falls prone but cannot crawl', () => {
    expect(allowanceAt(aCombatant('a', { conditions: ['prone', 'unconscious'] }), 'road', 0)).toEqual({ kind: 'held', reason: 'unconscious' });
  });
});
