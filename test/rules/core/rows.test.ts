import { describe, expect, it } from 'vitest';
import { rowsBy } from '../../../src/rules/core/rows';

describe('rowsBy', () => {
  it('gives a combatant object its row once, and a changed combatant (a new object) a new row with its new value', () => {
    const rowOf = rowsBy((c: { id: string; at: number }) => c.at);
    const a = { id: 'a', at: 3 };
    const first = rowOf(a);
    expect(first).toEqual({ id: 'a', value: 3 });
    expect(rowOf(a)).toBe(first);
    const moved = { ...a, at: 9 };
    expect(rowOf(moved)).toEqual({ id: 'a', value: 9 });
    expect(rowOf(moved)).not.toBe(first);
    expect(rowOf(a)).toEqual({ id: 'a', value: 3 });
  });
});
