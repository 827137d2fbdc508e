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
        // a copy whose nested values are other objects of the same JSON: nested values are compared as JSON, not by identity
        const other = same ? structuredClone(a) : b;
        expect(sameJson(a, other)).toBe(JSON.stringify(a) === JSON.stringify(other));
      }),
      { numRuns: 2000 },
    );
  });

  it('compares nested values by their JSON, not by identity', () => {
    expect(sameJson({ kind: 'move', reason: [1, 2] }, { kind: 'move', reason: [1, 2] })).toBe(true);
    expect(sameJson({ kind: 'move', reason: { x: 1 } }, { kind: 'move', reason: { x: 2 } })).toBe(false);
    expect(sameJson({ hexes: Number.NaN }, { hexes: null })).toBe(true);
  });
});
