// The few-slot cache by identity (core/recent.ts) answers as a table of the keys it keeps: what was last kept for the
// very key asked, or nothing; never another key's value, never an older value of the same key, never more keys than
// its size (it must not keep old fight states alive).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Recent } from '../../../src/rules/core/recent';

describe('Recent', () => {
  it('keeps the last few keys asked for or kept, and lets the one asked for least lately go first', () => {
    const [a, b, c, d] = [{ k: 'a' }, { k: 'b' }, { k: 'c' }, { k: 'd' }];
    const r = new Recent<object, string>(3);
    r.set(a, 'A');
    r.set(b, 'B');
    r.set(c, 'C');
    // a asked for: b is now the one asked for least lately, and goes when d comes
    expect(r.get(a)).toBe('A');
    r.set(d, 'D');
    expect(r.get(b)).toBeUndefined();
    expect([r.get(a), r.get(c), r.get(d)]).toEqual(['A', 'C', 'D']);
    // a key kept again keeps its new value in its own slot, not a second one
    r.set(c, 'C2');
    expect([r.get(a), r.get(c), r.get(d)]).toEqual(['A', 'C2', 'D']);
    // an equal object is another key
    expect(r.get({ k: 'a' })).toBeUndefined();
    r.clear();
    expect([r.get(a), r.get(c), r.get(d)]).toEqual([undefined, undefined, undefined]);
  });

  it('answers as an unbounded table would for the keys it still holds, and holds at most its size, in random use', () => {
    const keys = Array.from({ length: 8 }, (_, i) => ({ i }));
    const op = fc.record({ set: fc.boolean(), key: fc.integer({ min: 0, max: keys.length - 1 }), value: fc.integer() });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(op, { maxLength: 60 }), (size, ops) => {
        const r = new Recent<object, number>(size);
        const table = new Map<object, number>();
        // the reference order: the key used last first
        let used: object[] = [];
        for (const { set, key, value } of ops) {
          const k = keys[key] as object;
          if (set) {
            r.set(k, value);
            table.set(k, value);
            used = [k, ...used.filter((x) => x !== k)].slice(0, size);
          } else {
            const got = r.get(k);
            const held = used.includes(k);
            expect(got).toBe(held ? table.get(k) : undefined);
            if (held) used = [k, ...used.filter((x) => x !== k)];
          }
        }
        // exactly the keys used last are held, no more
        const holding = keys.filter((k) => r.get(k) !== undefined);
        expect(holding.length).toBeLessThanOrEqual(size);
        for (const k of holding) expect(r.get(k)).toBe(table.get(k));
      }),
    );
  });
});
