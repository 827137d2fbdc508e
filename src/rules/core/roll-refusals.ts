// Refusals as data (docs/rules.md §10): a roll that cannot be made says why with a code and its parameters,
// never with words and never by throwing. The words are rendered elsewhere.

/** An inclusive range of whole numbers. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/**
 * The bounds of every number a roll accepts (docs/rules.md §10, ruling): wide enough for any sheet, narrow enough
 * that a typo ("99 skills", a modifier of 500) is refused instead of rolled.
 */
export const ROLL_LIMITS = {
  /** Applicable skills of an attack: each adds a die, the pool stops at 5. */
  skills: { min: 0, max: 10 },
  /** Any modifier added to a die: a check's or attack's modifier, a save's "other" bonus. */
  modifier: { min: -99, max: 99 },
  /** A save's sub-attribute score. */
  score: { min: 0, max: 99 },
  /** A check's or save's DC. */
  dc: { min: 0, max: 99 },
  /** The target's Defense, before cover. */
  defense: { min: 0, max: 99 },
  /** The weapon's damage per hit. */
  perHit: { min: 0, max: 99 },
  /** A penalty on each die of an attack (invisible: −3). */
  penalty: { min: -99, max: 0 },
} as const satisfies Record<string, Bounds>;

export type InputRefusal =
  /** `got` is the value as text ("2.5", "NaN", "Infinity") or, for a value that is no number at all, its type. */
  | { readonly ok: false; readonly code: 'not-a-whole-number'; readonly params: { readonly field: string; readonly got: string } }
  | {
      readonly ok: false;
      readonly code: 'out-of-bounds';
      readonly params: { readonly field: string; readonly min: number; readonly max: number; readonly got: number };
    }
  /** A word outside its list (a cover or reach that does not exist); `got` as text, or its type. */
  | {
      readonly ok: false;
      readonly code: 'not-one-of';
      readonly params: { readonly field: string; readonly allowed: readonly string[]; readonly got: string };
    };

/** The refusal for `value` in `field`, or null when it is one of `allowed`. */
export function checkOneOf(field: string, value: unknown, allowed: readonly string[]): InputRefusal | null {
  if (typeof value === 'string' && allowed.includes(value)) return null;
  return { ok: false, code: 'not-one-of', params: { field, allowed: [...allowed], got: typeof value === 'string' ? value : typeof value } };
}

/** The refusal for `value` in `field`, or null when it is a whole number within `bounds`. */
export function checkWhole(field: string, value: unknown, bounds: Bounds): InputRefusal | null {
  if (typeof value !== 'number') return { ok: false, code: 'not-a-whole-number', params: { field, got: typeof value } };
  if (!Number.isInteger(value)) return { ok: false, code: 'not-a-whole-number', params: { field, got: String(value) } };
  if (value < bounds.min || value > bounds.max) {
    return { ok: false, code: 'out-of-bounds', params: { field, min: bounds.min, max: bounds.max, got: value + 0 } };
  }
  return null;
}

/** The first refusal among `[field, value, bounds]` rows, in order; null when every value is fine. */
export function firstRefusal(rows: readonly (readonly [string, unknown, Bounds])[]): InputRefusal | null {
  for (const [field, value, bounds] of rows) {
    const refusal = checkWhole(field, value, bounds);
    if (refusal) return refusal;
  }
  return null;
}
