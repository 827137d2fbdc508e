import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedBy, sortedView } from '../../../src/rules/core/sorted';

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

  it('an object replaced by one with the same keys of the order takes its place, even among others sharing those keys', () => {
    // `n` is not read by the comparator: the plain (stable) sort orders objects of equal keys by their place in the
    // list, and the answer must be exactly that, object for object
    interface Tagged extends Item {
      readonly n: number;
    }
    const compare = (a: Tagged, b: Tagged): number => byKey(a, b);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 3 })), { minLength: 9, maxLength: 30 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (items, steps) => {
          // ids drawn from few values: some objects share every key of the order (never in a fight)
          let list: Tagged[] = items.map(([key, id], i) => ({ id: `c${id}`, key, n: i }));
          let made = list.length;
          sortedBy(list, compare);
          for (const at of steps) {
            const i = at % list.length;
            list = list.map((c, j) => (j === i ? { id: c.id, key: c.key, n: (made += 1) } : c));
            const got = sortedBy(list, compare);
            const plainOrder = [...list].sort(compare);
            expect(got.length).toBe(plainOrder.length);
            for (let k = 0; k < got.length; k += 1) expect(got[k]).toBe(plainOrder[k]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the same object twice (never in a fight): replacing the later one by an equal object still sorts as a plain sort', () => {
    const compare = (a: Item, b: Item): number => byKey(a, b);
    const twice = { id: 'x', key: 5 };
    const list: Item[] = Array.from({ length: 12 }, (_, i) => (i === 2 || i === 9 ? twice : { id: `c${i}`, key: i }));
    sortedBy(list, compare);
    const copy = { id: 'x', key: 5 };
    const next = list.map((c, i) => (i === 9 ? copy : c));
    const got = sortedBy(next, compare);
    const plainOrder = [...next].sort(compare);
    for (let k = 0; k < got.length; k += 1) expect(got[k]).toBe(plainOrder[k]);
  });

  it('sortedView answers as sortedBy does, mixed with it on the same comparator, and never changes what it gave', () => {
    const compare = (a: Item, b: Item): number => byKey(a, b);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 9, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 3 })), { maxLength: 30 }),
        (keys, steps) => {
          let list: Item[] = keys.map((key, i) => ({ id: `c${i}`, key }));
          const given: { order: readonly Item[]; copy: Item[] }[] = [];
          for (const [at, key, how] of steps) {
            const i = at % list.length;
            if (how > 0) list = list.map((c, j) => (j === i ? { ...c, key } : c));
            // asked once or twice, by either
            const first = how % 2 === 0 ? sortedView(list, compare) : sortedBy(list, compare);
            const again = sortedView(list, compare);
            expect(first).toEqual(plain(list));
            expect(again).toEqual(plain(list));
            given.push({ order: again, copy: [...again] });
          }
          // an order once given is never changed by later sorts
          for (const g of given) expect(g.order).toEqual(g.copy);
        },
      ),
      { numRuns: 300 },
    );
  });
});
