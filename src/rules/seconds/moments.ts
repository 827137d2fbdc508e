// Movement at seconds 1, 6, 11 and 16 (docs/rules.md §9.2): a round's hexes, divided by the terrain, are split over
// the four moments in the weights 4 : 3 : 3 : 2 by largest remainders; a remainder tie goes to the earlier moment.
import { blocksMoving } from '../core/conditions';
import type { Allowance } from '../core/events';
import { TIER_HEXES_PER_ROUND } from '../core/numbers';
import type { SecondsCombatant } from './state';
import { terrainHexes, type TerrainKey } from './terrain';

/** The seconds of a round at which movement is permitted (page 001). */
export const MOMENT_SECONDS = [1, 6, 11, 16] as const;

/** docs/rules.md §9.2: the weights of the four moments, heavier early (page 001: 12 hexes → 4-3-3-2). */
export const MOMENT_WEIGHTS = [4, 3, 3, 2] as const;
const WEIGHT_TOTAL = 12;

/**
 * docs/rules.md §9.2 ruling: hexes per round when the sheet gives none: the tier's hexes per 12 counts in §5's
 * default table (Red Fox 8, Yellow Bird 12). A tier set by the GM changes it; hexes from the sheet are kept.
 */
export { TIER_HEXES_PER_ROUND };

/** The moment (0..3) a second is, or null when movement is not permitted at that second. */
export function momentIndex(second: number): number | null {
  const i = (MOMENT_SECONDS as readonly number[]).indexOf(second);
  return i < 0 ? null : i;
}

/**
 * Splits a round's hexes over the four moments (docs/rules.md §9.2 ruling): each moment takes the whole part of
 * hexes × weight ÷ 12; the hexes left over go one each to the largest remainders, the earlier moment first on equal
 * remainders. 12 → 4-3-3-2, 10 → 3-3-2-2, 7 → 2-2-2-1, 4 → 1-1-1-1, 1 → 1-0-0-0.
 */
export function splitMoments(hexes: number): [number, number, number, number] {
  const h = Math.max(0, Math.trunc(hexes));
  const parts = MOMENT_WEIGHTS.map((w) => Math.floor((h * w) / WEIGHT_TOTAL));
  const remainders = MOMENT_WEIGHTS.map((w, i) => ({ i, r: (h * w) % WEIGHT_TOTAL }));
  let left = h - parts.reduce((a, b) => a + b, 0);
  // a stable sort keeps the earlier moment first among equal remainders
  for (const { i } of [...remainders].sort((a, b) => b.r - a.r)) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left -= 1;
  }
  return parts as [number, number, number, number];
}

/** Splits of 0..SPLITS_KEPT hexes, made once each: a moment's allowance is asked for every combatant at every moment. */
const SPLITS_KEPT = 255;
const splits: (readonly [number, number, number, number] | undefined)[] = [];

/** `splitMoments(hexes)[index]`, the split made once for each whole number of hexes up to SPLITS_KEPT. */
export function momentShare(hexes: number, index: number): number | undefined {
  const h = Math.max(0, Math.trunc(hexes));
  if (!(h <= SPLITS_KEPT)) return splitMoments(hexes)[index];
  let split = splits[h];
  if (split === undefined) {
    split = splitMoments(h);
    splits[h] = split;
  }
  return split[index];
}

/** A combatant's hexes per round on road: the sheet's, or its tier's default. */
export function roundHexes(c: SecondsCombatant): number {
  return c.hexesPerRound ?? TIER_HEXES_PER_ROUND[c.tier];
}

/**
 * What a combatant may move at moment `index` (docs/rules.md §9.2): 0 when a condition holds it (restrained,
 * grappled, paralyzed, petrified, unconscious); prone: crawl (ruling: crawling costs 3 hexes per hex, so it crawls a
 * third of its round's hexes in the terrain, rounded down and split 4:3:3:2 like walking) or stand up with no hexes.
 */
export function allowanceAt(c: SecondsCombatant, terrain: TerrainKey, index: number): Allowance {
  const held = blocksMoving(c.conditions);
  if (held) return { kind: 'held', reason: held };
  const hexes = terrainHexes(roundHexes(c), terrain);
  const walk = momentShare(hexes, index) ?? 0;
  if (c.conditions.includes('prone')) {
    return { kind: 'crawl', hexes: momentShare(Math.floor(hexes / 3), index) ?? 0, full: walk };
  }
  return { kind: 'move', hexes: walk };
}
