import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { along, placesIn } from '../../../src/rules/core/along';
import { rowListBy, rowsBy } from '../../../src/rules/core/rows';

type Item = { readonly id: string; readonly at: number };

describe('along', () => {
  it('takes the last call’s value for the same objects, found a few places ahead, and makes the others', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id, at) => ({ id, at }) as Item) as [Item, Item, Item, Item];
    const made: string[] = [];
    const make = (x: Item): string => {
      made.push(x.id);
      return `${x.id}${x.at}`;
    };
    const last = { keys: [a, b, c, d], values: ['kept a', 'kept b', 'kept c', 'kept d'] };
    // a moved along the order as a new object (its value changed): made anew, not taken from its old place
    const a2 = { id: 'a', at: 9 };
    expect(along([b, c, a2, d], last, make)).toEqual(['kept b', 'kept c', 'a9', 'kept d']);
    expect(made).toEqual(['a']);
    expect(along([d, c, b], null, make)).toEqual(['d3', 'c2', 'b1']);
  });

  it('is list.map(make) whatever the last list held, when the last values were made by make', () => {
    const pool: Item[] = Array.from({ length: 30 }, (_, i) => ({ id: `t${i % 12}`, at: i }));
    const make = (x: Item): string => `${x.id}@${x.at}`;
    const list = fc.array(fc.integer({ min: 0, max: pool.length - 1 }).map((i) => pool[i] as Item), { maxLength: 40 });
    fc.assert(
      fc.property(list, fc.option(list, { nil: null }), (now, before) => {
        const last = before ? { keys: before, values: before.map(make) } : null;
        const made: Item[] = [];
        expect(along(now, last, (x) => (made.push(x), make(x)))).toEqual(now.map(make));
        // only the objects not found side by side in the last list are made, as placesIn finds them
        expect(made).toEqual(now.filter((_, i) => placesIn(now, before ?? [])[i] === -1));
      }),
    );
  });
});

describe('placesIn', () => {
  const [a, b, c, d, e, f, g, h, i, j, k] = 'abcdefghijk'.split('').map((id) => ({ id }));

  it.each([
    ['the same list: every place', [a, b, c], [a, b, c], [0, 1, 2]],
    ['one gone: the rest found past it', [a, c, d], [a, b, c, d], [0, 2, 3]],
    ['one new: not found, the rest in place', [a, x(), b], [a, b], [0, -1, 1]],
    ['one moved back: found where it stands, the skipped ones not again', [b, c, a], [a, b, c], [1, 2, -1]],
    ['the first alone', [a], [a, b, c], [0]],
    ['the last alone', [c], [a, b, c], [2]],
    ['nothing before', [a, b], [], [-1, -1]],
    ['found seven ahead at most', [h], [a, b, c, d, e, f, g, h], [7]],
    ['not eight ahead', [i], [a, b, c, d, e, f, g, h, i], [-1]],
    ['after a miss, the search goes on from where it stood', [x(), j, k], [j, k], [-1, 0, 1]],
  ])('%s', (_, list, before, places) => {
    expect(placesIn(list, before)).toEqual(places);
  });

  function x(): { id: string } {
    return { id: 'x' };
  }
});

describe('rowListBy', () => {
  it('gives the rows rowsBy gives, the same row objects, step after step', () => {
    const rowOf = rowsBy((c: Item) => c.at);
    const rowsOf = rowListBy(rowOf);
    let list: Item[] = Array.from({ length: 20 }, (_, i) => ({ id: `t${i}`, at: i }));
    for (let step = 0; step < 30; step += 1) {
      const rows = rowsOf(list);
      expect(rows).toHaveLength(list.length);
      rows.forEach((r, i) => expect(r).toBe(rowOf(list[i] as Item)));
      // the first moves back as a new object with a new value
      const [first, ...rest] = list as [Item, ...Item[]];
      const moved = { id: first.id, at: first.at + 7 };
      list = [...rest.slice(0, 5), moved, ...rest.slice(5)];
    }
  });
});
