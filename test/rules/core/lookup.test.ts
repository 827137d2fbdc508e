import { describe, expect, it } from 'vitest';
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
});
