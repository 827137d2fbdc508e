import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { record, redo, timeline, undo } from '../../../src/rules/core/history';

describe('undo history', () => {
  it('a step that changed nothing is not recorded', () => {
    const t = timeline({ n: 1 });
    expect(record(t, t.present)).toBe(t);
  });

  it('undoes and redoes several steps exactly', () => {
    let t = timeline('a');
    for (const s of ['b', 'c', 'd']) t = record(t, s);
    const back = undo(t, 2);
    expect(back.moved).toBe(2);
    expect(back.timeline.present).toBe('b');
    expect(redo(back.timeline, 1).timeline.present).toBe('c');
    expect(redo(back.timeline, 5).timeline.present).toBe('d');
    expect(redo(back.timeline, 5).moved).toBe(2);
  });

  it('undoes no further than the history goes, and says so', () => {
    const t = record(timeline('a'), 'b');
    const back = undo(t, 9);
    expect(back.moved).toBe(1);
    expect(back.timeline.present).toBe('a');
    expect(undo(back.timeline).moved).toBe(0);
  });

  it('a new step clears what was undone', () => {
    const t = undo(record(record(timeline('a'), 'b'), 'c')).timeline;
    const next = record(t, 'x');
    expect(next.future).toEqual([]);
    expect(redo(next).moved).toBe(0);
  });

  it('keeps a bounded history', () => {
    let t = timeline(0);
    for (let i = 1; i <= 50; i += 1) t = record(t, i, 10);
    expect(t.past).toHaveLength(10);
    expect(undo(t, 10).timeline.present).toBe(40);
  });
});

describe('record keeps the last `limit` states as the plain copy would', () => {
  it('is [...past, present].slice(-limit) for any length and limit', () => {
    for (let length = 0; length <= 6; length += 1) {
      for (const limit of [-1, 0, 1, 2, 2.5, 3, 6, 7, 30, Number.NaN]) {
        const t = { present: 'p', past: Array.from({ length }, (_, i) => `s${i}`), future: ['f'] };
        const all = [...t.past, t.present];
        const expected = all.length > limit ? all.slice(all.length - limit) : all;
        const got = record(t, 'n', limit);
        expect(got).toEqual({ present: 'n', past: expected, future: [] });
        expect(got.past).not.toBe(t.past);
      }
    }
  });

  it('records as the plain definition does: the present put last in the past, cut to the last `limit`', () => {
    const plain = <T>(t: { present: T; past: readonly T[] }, next: T, limit: number) => {
      const past = [...t.past, t.present];
      return { present: next, past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
    };
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.oneof(fc.integer({ min: -2, max: 45 }), fc.double({ min: -2, max: 45, noNaN: true })),
        (past, future, limit) => {
          const t = { present: -1, past, future };
          const before = [...past];
          const got = record(t, -2, limit);
          expect(got).toEqual(plain(t, -2, limit));
          expect(Object.keys(got)).toEqual(['present', 'past', 'future']);
          // the timeline recorded on is left as it was
          expect(past).toEqual(before);
          expect(got.past).not.toBe(past);
        },
      ),
    );
  });
});
