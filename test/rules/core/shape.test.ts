// sameJson against comparing the JSON itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/rules/core/shape';

const value = fc.oneof(
  fc.integer({ min: -2, max: 2 }),
  fc.constantFrom(0, -0, Number.NaN, Infinity, 1.5, true, false, null, undefined, 'a', 'b', ''),
  fc.constant({ x: 1 }),
  fc.constant([1]),
);
const flat = fc.array(fc.tuple(fc.constantFrom('kind', 'hexes', 'full', 'dash', 'reason'), value), { maxLength: 5 }).map((pairs) => Object.fromEntries(pairs));

describe('sameJson', () => {
  it('is JSON.stringify(a) === JSON.stringify(b) for flat objects of any keys, order and values', () => {
    fc.assert(
      fc.property(flat, flat, fc.boolean(), (a, b, same) => {
        const other = same ? Object.fromEntries(Object.entries(a)) : b;
        expect(sameJson(a, other)).toBe(JSON.stringify(a) === JSON.stringify(other));
      }),
      { numRuns: 2000 },
    );
  });
});
