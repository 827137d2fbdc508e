// fightWithTimeline (src/app/fight-with.ts) against the spread it stands for: the same keys in the same order with the
// same values (so the same JSON in `state`), for a fight of its own keys and for any other object stored as a fight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fightWithTimeline } from '../../src/app/fight-with';
import { timeline } from '../../src/rules/core/history';
import type { Fight } from '../../src/app/model';

describe('fightWithTimeline', () => {
  it('is { ...fight, timeline } for a fight as start makes it, and a new object', () => {
    const fight: Fight = { rules: 'rondel', pageId: 'p1', timeline: timeline({ counter: 1 } as never), lastTurnOrder: '[]' };
    const t = timeline({ counter: 2 } as never);
    const got = fightWithTimeline(fight, t);
    expect(got).not.toBe(fight);
    expect(got.timeline).toBe(t);
    expect(JSON.stringify(got)).toBe(JSON.stringify({ ...fight, timeline: t }));
    expect(Object.keys(got)).toEqual(Object.keys({ ...fight, timeline: t }));
  });

  it('is the spread for fights of any keys in any order (older versions, extra keys, keys missing)', () => {
    const key = fc.constantFrom('rules', 'pageId', 'timeline', 'lastTurnOrder', 'extra', 'older');
    const entry = fc.tuple(key, fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 7 }), (entries) => {
        const fight = Object.fromEntries(entries) as unknown as Fight;
        const t = timeline({ counter: 3 } as never);
        const got = fightWithTimeline(fight, t);
        const spread = { ...fight, timeline: t };
        expect(Object.keys(got)).toEqual(Object.keys(spread));
        expect(got).toEqual(spread);
      }),
      { numRuns: 1000 },
    );
  });
});
