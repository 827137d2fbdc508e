// Movement windows (docs/rules.md §5): every third count, each tier may move the hexes its pattern gives.
import { TIER_KEYS, type TierKey } from '../core/numbers';

/** Hexes per window of the cycle, for every tier. Each row has the same length (the cycle length). */
export type MovementPattern = Readonly<Record<TierKey, readonly number[]>>;

/** docs/rules.md §5, default pattern (ruling, configurable): a cycle of four windows, twelve counts. */
export const DEFAULT_PATTERN: MovementPattern = {
  black_tower: [1, 0, 1, 0],
  gray_yak: [1, 1, 1, 0],
  brown_cow: [2, 1, 1, 1],
  red_fox: [2, 2, 2, 2],
  orange_lion: [3, 3, 2, 2],
  yellow_bird: [3, 3, 3, 3],
  green_horse: [4, 4, 4, 4],
  blue_gryphon: [5, 5, 5, 5],
  purple_lightning: [6, 6, 6, 6],
};

/** Every third count is a movement window. */
export const WINDOW_EVERY = 3;

export function isWindow(count: number): boolean {
  return Number.isInteger(count) && count > 0 && count % WINDOW_EVERY === 0;
}

export function cycleLength(pattern: MovementPattern): number {
  return pattern.red_fox.length;
}

/** docs/rules.md §5: window k of the cycle is ((count / 3) − 1) mod cycle length. Only for window counts. */
export function windowIndex(count: number, pattern: MovementPattern = DEFAULT_PATTERN): number {
  const length = cycleLength(pattern);
  return (((count / WINDOW_EVERY - 1) % length) + length) % length;
}

/**
 * Whether a tier moves at any window of the pattern. One that never does has every window as its movement
 * opportunity (to stand up from prone there: docs/rules.md ruling 96); any other only those that give it hexes.
 */
export function everMoves(tier: TierKey, pattern: MovementPattern = DEFAULT_PATTERN): boolean {
  return pattern[tier].some((hexes) => hexes > 0);
}

/**
 * Whether a window that gives a tier `hexes` is a movement opportunity for it, where a prone combatant of the tier
 * stands up (docs/rules.md ruling 96): one that gives it hexes, or any window for a tier the pattern never moves.
 */
export function isOpportunity(tier: TierKey, hexes: number, pattern: MovementPattern = DEFAULT_PATTERN): boolean {
  return hexes > 0 || !everMoves(tier, pattern);
}

/** The hexes a tier may move at a window count; 0 at counts that are not windows. */
export function tierHexes(tier: TierKey, count: number, pattern: MovementPattern = DEFAULT_PATTERN): number {
  if (!isWindow(count)) return 0;
  return pattern[tier][windowIndex(count, pattern)] ?? 0;
}

/** The hexes of every tier at a window count, slowest tier first. */
export function windowTable(count: number, pattern: MovementPattern = DEFAULT_PATTERN): { tier: TierKey; hexes: number }[] {
  // tierHexes for every tier, with the window's place in the cycle found once
  const window = isWindow(count);
  const at = window ? windowIndex(count, pattern) : 0;
  const table: { tier: TierKey; hexes: number }[] = [];
  for (let t = 0; t < TIER_KEYS.length; t += 1) {
    const tier = TIER_KEYS[t] as TierKey;
    table.push({ tier, hexes: window ? (pattern[tier][at] ?? 0) : 0 });
  }
  return table;
}

/** Checks a pattern: nine rows, one shared length 1..12, whole hexes 0..99. Returns the problems found. */
export function validatePattern(pattern: unknown): string[] {
  const problems: string[] = [];
  if (typeof pattern !== 'object' || pattern === null) return ['the movement pattern is not a table'];
  const table = pattern as Record<string, unknown>;
  let length: number | undefined;
  for (const tier of TIER_KEYS) {
    const row = table[tier];
    if (!Array.isArray(row)) {
      problems.push(`tier ${tier} has no row`);
      continue;
    }
    if (length === undefined) length = row.length;
    if (row.length !== length || row.length < 1 || row.length > 12) problems.push(`tier ${tier} has ${row.length} windows`);
    if (!row.every((h) => Number.isInteger(h) && h >= 0 && h <= 99)) problems.push(`tier ${tier} has a value that is not 0..99`);
  }
  return problems;
}
