// Terrain (docs/rules.md §9.2, rulebook page 001's chart): a round's hexes are divided by the terrain's divisor and
// rounded to the nearest whole hex, halves rounding up.

export const TERRAIN_KEYS = ['road', 'floor', 'plains', 'tundra', 'desert', 'forest', 'hills', 'swamp', 'jungle', 'mountains'] as const;

export type TerrainKey = (typeof TERRAIN_KEYS)[number];

/** Divisors in tenths, so the arithmetic is exact: plains ÷ 1.4 is × 10 ÷ 14. */
const DIVISOR_TENTHS: Readonly<Record<TerrainKey, number>> = {
  road: 10,
  floor: 10,
  plains: 14,
  tundra: 18,
  desert: 19,
  forest: 22,
  hills: 24,
  swamp: 27,
  jungle: 28,
  mountains: 32,
};

export const DEFAULT_TERRAIN: TerrainKey = 'road';

export function isTerrainKey(value: unknown): value is TerrainKey {
  return typeof value === 'string' && (TERRAIN_KEYS as readonly string[]).includes(value);
}

/** A terrain from what the GM typed (`Forest`, ` hills `); undefined for anything else. */
export function parseTerrain(input: string): TerrainKey | undefined {
  const text = input.trim().toLowerCase();
  return isTerrainKey(text) ? text : undefined;
}

/** The divisor as the chart prints it: 1, 1.4, …, 3.2. */
export function terrainDivisor(terrain: TerrainKey): number {
  return DIVISOR_TENTHS[terrain] / 10;
}

/** docs/rules.md §9.2: round(hexes ÷ divisor), halves rounding up. 12 on plains → 9, 15 in mountains → 5. */
export function terrainHexes(hexes: number, terrain: TerrainKey): number {
  const d = DIVISOR_TENTHS[terrain];
  const h = Math.max(0, Math.trunc(hexes));
  // hexes × 10 ÷ d, plus one half, rounded down: (20 h + d) ÷ 2d in whole numbers
  return Math.floor((20 * h + d) / (2 * d));
}
