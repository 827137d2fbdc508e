// The numbers of Enchanted Realms: sub-attribute modifiers, movement tiers, encumbrance.
// Pure: imported by the Mod script and by the character sheet's workers, so the two can never disagree.

/** docs/rules.md §3: score → modifier. 0–3 +0, 4–5 +1, 6–7 +2, 8–9 +3, 10–11 +4, 12 and above +5 (the cap). */
export const MODIFIER_CAP = 5;

export function modifierForScore(score: number): number {
  if (!Number.isFinite(score) || score < 4) return 0;
  return Math.min(MODIFIER_CAP, Math.floor((score - 2) / 2));
}

/** docs/rules.md §5: the nine movement tiers, slowest first. `rank` is 1..9. */
export const TIER_KEYS = [
  'black_tower',
  'gray_yak',
  'brown_cow',
  'red_fox',
  'orange_lion',
  'yellow_bird',
  'green_horse',
  'blue_gryphon',
  'purple_lightning',
] as const;

export type TierKey = (typeof TIER_KEYS)[number];

export interface TierInfo {
  readonly key: TierKey;
  readonly rank: number;
  readonly name: string;
  /** The tier's colour, for chat chips and the sheet. */
  readonly colour: string;
  /** Text colour that reads on `colour`. */
  readonly ink: string;
}

export const TIERS: readonly TierInfo[] = [
  { key: 'black_tower', rank: 1, name: 'Black Tower', colour: '#1f1f1f', ink: '#ffffff' },
  { key: 'gray_yak', rank: 2, name: 'Gray Yak', colour: '#8a8a8a', ink: '#1a1a1a' },
  { key: 'brown_cow', rank: 3, name: 'Brown Cow', colour: '#7b4a21', ink: '#ffffff' },
  { key: 'red_fox', rank: 4, name: 'Red Fox', colour: '#c62828', ink: '#ffffff' },
  { key: 'orange_lion', rank: 5, name: 'Orange Lion', colour: '#ef6c00', ink: '#1a1a1a' },
  { key: 'yellow_bird', rank: 6, name: 'Yellow Bird', colour: '#f9d423', ink: '#222222' },
  { key: 'green_horse', rank: 7, name: 'Green Horse', colour: '#2e7d32', ink: '#ffffff' },
  { key: 'blue_gryphon', rank: 8, name: 'Blue Gryphon', colour: '#1565c0', ink: '#ffffff' },
  { key: 'purple_lightning', rank: 9, name: 'Purple Lightning', colour: '#6a1b9a', ink: '#ffffff' },
];

export const DEFAULT_TIER: TierKey = 'red_fox';

export function tierInfo(key: TierKey): TierInfo {
  // TIER_KEYS and TIERS are in the same order; the index always exists for a TierKey.
  return TIERS[TIER_KEYS.indexOf(key)] as TierInfo;
}

export function isTierKey(value: unknown): value is TierKey {
  return typeof value === 'string' && (TIER_KEYS as readonly string[]).includes(value);
}

/**
 * Reads a tier from a key (`red_fox`), a name (`Red Fox`, `red-fox`, `REDFOX`) or a rank 1–9,
 * case-insensitively. Returns undefined for anything else.
 */
export function parseTier(input: unknown): TierKey | undefined {
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 1 && input <= 9 ? TIER_KEYS[input - 1] : undefined;
  }
  if (typeof input !== 'string') return undefined;
  const text = input.trim().toLowerCase();
  if (/^[1-9]$/.test(text)) return TIER_KEYS[Number(text) - 1];
  const squashed = text.replace(/[\s_\-]+/g, '');
  return TIER_KEYS.find((key) => key.replace(/_/g, '') === squashed);
}

/** Moves a tier down by `steps` ranks, never below Black Tower (docs/rules.md §5). */
export function dropTier(tier: TierKey, steps: number): TierKey {
  const rank = tierInfo(tier).rank - Math.max(0, Math.floor(steps));
  return TIER_KEYS[Math.max(1, rank) - 1] as TierKey;
}

/** Species defaults from the rulebook's tier table (docs/rules.md §5). Keys are lower-case. */
export const SPECIES_TIERS: Readonly<Record<string, TierKey>> = {
  ooze: 'black_tower',
  tortoise: 'black_tower',
  basilisk: 'gray_yak',
  zombie: 'gray_yak',
  dwarf: 'brown_cow',
  skeleton: 'brown_cow',
  human: 'red_fox',
  howl: 'red_fox',
  elf: 'orange_lion',
  gryf: 'orange_lion',
  lizard_steed: 'yellow_bird',
  horse: 'green_horse',
  gryphon: 'blue_gryphon',
  pegasus: 'purple_lightning',
};

export function speciesTier(species: string): TierKey | undefined {
  return SPECIES_TIERS[species.trim().toLowerCase().replace(/[\s\-]+/g, '_')];
}

export interface EncumbranceRules {
  /** The share of body weight carried with no penalty (page 001: 25%). */
  readonly freeShare: number;
  /** Pounds per penalty step (page 001: 10 lb for characters). */
  readonly stepPounds: number;
  /** Penalty steps per tier dropped, rounding up (docs/rules.md §5 ruling: 2). */
  readonly stepsPerTier: number;
}

export const DEFAULT_ENCUMBRANCE: EncumbranceRules = { freeShare: 0.25, stepPounds: 10, stepsPerTier: 2 };

/**
 * Page 001: 25% of body weight carries no penalty; each 10-lb step over it (a started step counts:
 * a 100-lb gryf limited to 25 lb is one step over at 26 to 35 lb) adds one step.
 */
export function encumbranceSteps(
  bodyWeight: number,
  packWeight: number,
  rules: EncumbranceRules = DEFAULT_ENCUMBRANCE,
): number {
  if (!Number.isFinite(bodyWeight) || !Number.isFinite(packWeight) || bodyWeight <= 0 || packWeight <= 0) return 0;
  // Work in hundredths of a pound so 25% of an odd weight does not pick up float noise.
  const over = Math.round(packWeight * 100) - Math.round(bodyWeight * rules.freeShare * 100);
  if (over <= 0) return 0;
  return Math.ceil(over / Math.round(rules.stepPounds * 100));
}

/** docs/rules.md §5 ruling: one tier for every two steps, rounding up. */
export function tierDropForSteps(steps: number, rules: EncumbranceRules = DEFAULT_ENCUMBRANCE): number {
  if (!Number.isFinite(steps) || steps <= 0) return 0;
  return Math.ceil(Math.floor(steps) / rules.stepsPerTier);
}

/** docs/rules.md §9.2: the most hexes per round a sheet may give (a typo cannot give a combatant a thousand). */
export const MAX_SHEET_HEXES_PER_ROUND = 99;

/**
 * The sheet's initiative adjustment and weapon speed the script reads (src/app/sheet.ts), at most this far from 0
 * either way: the sheet writes no more (a load of 58 encumbrance steps counts as 50), so it never writes one the script
 * would take for unreadable.
 */
export const INITIATIVE_ADJUSTMENT_LIMIT = 50;
export const WEAPON_SPEED_LIMIT = 20;

/** `n` held within ±`limit`. */
export function withinLimit(n: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, n));
}

/**
 * Page 001 and docs/rules.md §9.2: hexes per round under a load, one hex off for every encumbrance step (the page's
 * table: 12 hexes, then 11, 10, 9, 8). Ruling: a load alone never roots a combatant, so it keeps at least 1 hex when
 * it had any, as a tier never sinks below Black Tower (§5). Whole numbers from 0 to MAX_SHEET_HEXES_PER_ROUND.
 */
export function hexesAfterEncumbrance(hexes: number, steps: number): number {
  const base = Number.isFinite(hexes) ? Math.min(MAX_SHEET_HEXES_PER_ROUND, Math.max(0, Math.trunc(hexes))) : 0;
  const load = Number.isFinite(steps) ? Math.max(0, Math.floor(steps)) : 0;
  return base === 0 ? 0 : Math.max(1, base - load);
}

/**
 * The older editions' hexes per round for a combatant whose sheet gives none (docs/rules.md §9.2, §9.3 ruling): what
 * its tier moves in one cycle of the rondel's default pattern (§5, twelve counts). One table for 20- and 10-second
 * rounds alike.
 */
export const TIER_HEXES_PER_ROUND: Readonly<Record<TierKey, number>> = {
  black_tower: 2,
  gray_yak: 3,
  brown_cow: 5,
  red_fox: 8,
  orange_lion: 10,
  yellow_bird: 12,
  green_horse: 16,
  blue_gryphon: 20,
  purple_lightning: 24,
};
