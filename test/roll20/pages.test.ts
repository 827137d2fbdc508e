// An object's page, read once by its id (src/roll20/indicator.ts): `_pageid` is read-only in Roll20, so each id keeps
// its page; the table of pages answers each object its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../src/roll20/indicator';

/** An object whose page is read through `get`, counting the reads. */
function object(id: string, page: string, reads: Map<string, number>) {
  return {
    id,
    get(key: never): unknown {
      if (key !== '_pageid') throw new Error(`unexpected read of ${String(key)}`);
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return page;
    },
  };
}

describe('pageOf', () => {
  it('answers every object its own page, whatever the order of the questions, reading each id once', () => {
    // each run has its own ids (the table outlives a run); few runs, so the table never fills and starts again
    let run = 0;
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 200 }), (asks) => {
        run += 1;
        const reads = new Map<string, number>();
        for (const n of asks) expect(pageOf(object(`r${run}-${n}`, `page-${n % 3}-${run}`, reads))).toBe(`page-${n % 3}-${run}`);
        expect(reads.size).toBe(new Set(asks).size);
        for (const count of reads.values()) expect(count).toBe(1);
      }),
      { numRuns: 20 },
    );
  });

  it('keeps no page a failed read gave: the next question reads it again', () => {
    let answer: unknown = undefined;
    let reads = 0;
    const ring = { id: 'ring-flaky', get: (): unknown => ((reads += 1), answer) };
    expect(pageOf(ring)).toBe('undefined');
    answer = '';
    expect(pageOf(ring)).toBe('');
    answer = 'p9';
    expect(pageOf(ring)).toBe('p9');
    expect(pageOf(ring)).toBe('p9');
    expect(reads).toBe(3);
  });

  it('reads the page of a new object even when another object had the same page', () => {
    const reads = new Map<string, number>();
    expect(pageOf(object('ring-1', 'p1', reads))).toBe('p1');
    expect(pageOf(object('ring-2', 'p2', reads))).toBe('p2');
    expect(pageOf(object('ring-1', 'p1', reads))).toBe('p1');
    expect([...reads]).toEqual([
      ['ring-1', 1],
      ['ring-2', 1],
    ]);
  });
});
