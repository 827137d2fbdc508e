// storedWithFight (src/app/stored-with.ts) against the spread it stands for: the same keys in the same order with the
// same values (so the same JSON in `state`), for data of the script's own keys and for any other object stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORED_KEYS_SERIAL_TABLE, STORED_SHAPES, storedWithFight } from '../../src/app/stored-with';
import type { Fight, Stored } from '../../src/app/model';

const fight = { rules: 'rondel', pageId: 'p2' } as unknown as Fight;
const value = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null), fc.constant(undefined), fc.record({ a: fc.integer() }));

/** The spread's answer and storedWithFight's: same keys, same order, same values (each the very value). */
function same(stored: Stored): void {
  const got = storedWithFight(stored, fight);
  const spread = { ...stored, fight };
  expect(got).not.toBe(stored);
  expect(Object.keys(got)).toEqual(Object.keys(spread));
  for (const k of Object.keys(spread)) expect((got as unknown as Record<string, unknown>)[k]).toBe((spread as unknown as Record<string, unknown>)[k]);
}

describe('storedWithFight', () => {
  it('is { ...stored, fight } for the data as the script keeps it: with its serial and table, or without', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORED_SHAPES), fc.array(value, { minLength: 8, maxLength: 8 }), (keys, values) => {
        same(Object.fromEntries(keys.map((k, i) => [k, values[i]])) as unknown as Stored);
      }),
      { numRuns: 300 },
    );
  });

  it('is the spread for data of any keys in any order (older versions, ledgers of rolls, keys missing)', () => {
    const key = fc.constantFrom(...STORED_KEYS_SERIAL_TABLE, 'rolls', 'extra');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 9 }), (entries) => same(Object.fromEntries(entries) as unknown as Stored)),
      { numRuns: 1000 },
    );
  });
});
