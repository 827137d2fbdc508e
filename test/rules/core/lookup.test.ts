import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findById } from '../../../src/rules/core/lookup';

describe('findById', () => {
  it('answers as find does, before and after it keeps an index, the first of an id winning', () => {
    const list = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'a', n: 3 }, { id: 'c', n: 4 }];
    for (let i = 0; i < 30; i += 1) {
      for (const id of ['a', 'b', 'c', 'zz']) expect(findById(list, id)).toBe(list.find((c) => c.id === id));
    }
  });

  it('each list has its own index', () => {
    const one = [{ id: 'x', n: 1 }];
    const two = [{ id: 'x', n: 2 }];
    for (let i = 0; i < 20; i += 1) {
      expect(findById(one, 'x')?.n).toBe(1);
      expect(findById(two, 'x')?.n).toBe(2);
    }
  });

  it('a list with the same ids in the same places shares the index, and answers with its own objects', () => {
    const first = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, n: i }));
    const second = first.map((c) => (c.id === 'c5' ? { ...c, n: 50 } : c));
    const swapped = [...second];
    [swapped[2], swapped[9]] = [swapped[9] as (typeof second)[number], swapped[2] as (typeof second)[number]];
    const doubled = second.map((c, i) => (i === 3 ? { id: 'c7', n: 70 } : c));
    for (let i = 0; i < 12; i += 1) {
      for (const list of [first, second, swapped, doubled]) {
        for (const id of ['c2', 'c3', 'c5', 'c7', 'c9', 'zz']) expect(findById(list, id), id).toBe(list.find((c) => c.id === id));
      }
    }
    expect(findById(second, 'c5')?.n).toBe(50);
    expect(findById(doubled, 'c7')?.n).toBe(70);
  });

  it('answers as find does in random use over many lists, whether a list is new, indexed, shared or forgotten', () => {
    // lists made as steps make them: a few objects replaced, ids swapped, one added or taken out, a duplicate id;
    // lookups jump between more lists than it keeps, so lists are forgotten and asked about again
    const edit = fc.record({ kind: fc.integer({ min: 0, max: 4 }), at: fc.nat(40), other: fc.nat(40) });
    const ask = fc.record({ list: fc.nat(12), id: fc.nat(24), times: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(edit, { maxLength: 12 }), fc.array(ask, { minLength: 1, maxLength: 40 }), (n, edits, asks) => {
        let list = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, n: i }));
        const lists = [list];
        let made = n;
        for (const { kind, at, other } of edits) {
          const next = list.slice();
          const i = at % Math.max(1, next.length);
          const j = other % Math.max(1, next.length);
          if (kind === 0 && next.length > 0) next[i] = { id: (next[i] as { id: string }).id, n: (made += 1) };
          if (kind === 1 && next.length > 1) [next[i], next[j]] = [next[j] as (typeof next)[number], next[i] as (typeof next)[number]];
          if (kind === 2) next.splice(i, 0, { id: `c${(made += 1)}`, n: made });
          if (kind === 3 && next.length > 0) next.splice(i, 1);
          if (kind === 4 && next.length > 1) next[i] = { id: (next[j] as { id: string }).id, n: (made += 1) };
          list = next;
          lists.push(list);
        }
        for (const { list: l, id, times } of asks) {
          const which = lists[l % lists.length] as typeof list;
          const wanted = `c${id}`;
          for (let k = 0; k < times; k += 1) expect(findById(which, wanted)).toBe(which.find((c) => c.id === wanted));
        }
      }),
    );
  });
});
