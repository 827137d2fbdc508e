// Numbers typed or stored (every rule set): a bad typed number is refused with its bounds; a stored one is read whole.
import type { BadValueField, Rejection } from './events';

/** A typed number, if given, must be a whole number within [low, high]: else `bad-value` with the bounds. */
export function checkInteger(value: number | undefined, field: BadValueField, low: number, high: number): Rejection | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < low || value > high) return { code: 'bad-value', field, low, high };
  return null;
}

/** A whole number read from a sheet: its whole part, or `fallback` when it is not a finite number. */
export function sanitizeInteger(value: number, fallback = 0): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}
