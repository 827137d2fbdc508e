import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedBy } from '../../../src/rules/core/sorted';

interface Item {
  readonly id: string;
  readonly key: number;
}

const byKey = (a: Item, b: Item): number => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const plain = (list: readonly Item[]): Item[] => [...list].sort(byKey);

describe('sortedBy', () => {
  it('gives the plain sort after any sequence of steps that replace, add and drop items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 0, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 })), { maxLength: 40 }),
        (keys, steps) => {
          const compare = (a: Item, b: Item): number => byKey(a, b);
          let list: Item[] = keys.map((key, i) => ({ id: `c${i}`, key }));
          let next = keys.length;
          expect(sortedBy(list, compare)).toEqual(plain(list));
          for (const [at, key, kind] of steps) {
            const i = list.length ? at % list.length : 0;
            if (kind === 0 && list.length) list = list.map((c, j) => (j === i ? { ...c, key } : c));
            else if (kind === 1) list = [...list, { id: `c${next++}`, key }];
            else if (kind === 2 && list.length) list = list.filter((_, j) => j !== i);
            else if (kind === 4 && list.length) {
              // two items change places, both kept
              const k = key % list.length;
              list = list.map((c, j) => (j === i ? (list[k] as Item) : j === k ? (list[i] as Item) : c));
            } else if (kind === 5 && list.length) {
              // the same object twice (never in a fight): still sorted as a plain sort would
              const k = key % list.length;
              list = list.map((c, j) => (j === k ? (list[i] as Item) : c));
            }
            else list = list.map((c) => (c.key === key ? { ...c, key: key + 1 } : c));
            const got = sortedBy(list, compare);
            expect(got).toEqual(plain(list));
            // the list's own objects, as often as in the list
            expect(got.length).toBe(list.length);
            expect(new Set(got)).toEqual(new Set(list));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not change the list it sorts, nor the order it gave before', () => {
    const compare = (a: Item, b: Item): number => byKey(a, b);
    const list = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, key: (i * 7) % 5 }));
    const copy = [...list];
    const first = sortedBy(list, compare);
    const firstCopy = [...first];
    const second = sortedBy(list.map((c, i) => (i === 3 ? { ...c, key: 9 } : c)), compare);
    expect(list).toEqual(copy);
    expect(first).toEqual(firstCopy);
    expect(second.at(-1)?.id).toBe('c3');
  });

  it('a list asked about again gets its own copy: changing it changes no later answer', () => {
    const compare = (a: Item, b: Item): number => byKey(a, b);
    const list = Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, key: (i * 3) % 7 }));
    sortedBy(list, compare);
    const again = sortedBy(list, compare);
    again.reverse();
    again.pop();
    expect(sortedBy(list, compare)).toEqual(plain(list));
    // and the next list, made from this one, is still sorted from a right order
    const next = list.map((c, i) => (i === 4 ? { ...c, key: 0 } : c));
    expect(sortedBy(next, compare)).toEqual(plain(next));
  });
});
