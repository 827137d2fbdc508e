// The undo history's diffs compare combatants and fields by value (src/roll20/store.ts): the same JSON text, keys in
// the same order, is the same value, and nothing else is.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameValue } from '../../src/roll20/store';

describe('sameValue', () => {
  it('is the same JSON text, for any JSON value and a copy of it changed or not', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (a, other, copy) => {
        const b = copy ? (JSON.parse(JSON.stringify(a)) as unknown) : other;
        expect(sameValue(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells lists and objects apart, and keys in another order', () => {
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1, [2, 3]], [1, [2, 4]])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  });
});
