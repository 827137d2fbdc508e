// perState (core/memo.ts) keeps its answers for the last few states only: it must answer every state as the function
// itself does, whether the state is new, kept or let go of and asked about again, and never another state's answer.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { perState } from '../../../src/rules/core/memo';

describe('perState', () => {
  it('computes once for a state asked about again soon, and answers with that state\'s own answer', () => {
    let calls = 0;
    const f = perState((s: { n: number }) => {
      calls += 1;
      return { doubled: s.n * 2 };
    });
    const a = { n: 1 };
    const b = { n: 2 };
    const first = f(a);
    expect(f(b).doubled).toBe(4);
    expect(f(a)).toBe(first);
    expect(calls).toBe(2);
    // an equal state is another state
    expect(f({ n: 1 })).not.toBe(first);
    expect(calls).toBe(3);
  });

  it('answers as the function does in random use over more states than it keeps', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(11), { minLength: 1, maxLength: 80 }), (asks) => {
        const states = Array.from({ length: 12 }, (_, i) => ({ n: i }));
        const made = new Map<object, number>();
        const f = perState((s: { n: number }) => {
          made.set(s, (made.get(s) ?? 0) + 1);
          return [s.n];
        });
        for (const i of asks) {
          const s = states[i] as { n: number };
          const r = f(s);
          expect(r).toEqual([s.n]);
          // the same answer object while kept: asked again right after, it is not computed again
          expect(f(s)).toBe(r);
        }
        // never computed more often than asked
        for (const [s, times] of made) expect(times).toBeLessThanOrEqual(asks.filter((i) => states[i] === s).length);
      }),
    );
  });
});
