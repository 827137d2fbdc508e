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
});
