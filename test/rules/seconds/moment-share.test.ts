// momentShare (the split made once per number of hexes) against splitMoments itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentShare, splitMoments } from '../../../src/rules/seconds/moments';

describe('momentShare', () => {
  it('is splitMoments(hexes)[index] for any hexes and index, asked in any order and again', () => {
    const hexes = fc.oneof(
      fc.integer({ min: -3, max: 300 }),
      fc.double({ min: -10, max: 400, noNaN: false }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 255, 256, 255.9),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(hexes, fc.integer({ min: -1, max: 4 })), { minLength: 1, maxLength: 30 }), (asks) => {
        for (const [h, i] of asks) {
          expect(momentShare(h, i)).toBe(splitMoments(h)[i]);
          expect(momentShare(h, i)).toBe(splitMoments(h)[i]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hands out no split a caller could change', () => {
    const split = splitMoments(12);
    split[0] = 99;
    expect(momentShare(12, 0)).toBe(4);
    expect(splitMoments(12)).toEqual([4, 3, 3, 2]);
  });
});
