// fightWithTimeline, fightWithTurnOrder and fightStored (src/app/fight-with.ts) against the spreads they stand for: the same keys in the same order with the
// same values (so the same JSON in `state`), for a fight of its own keys and for any other object stored as a fight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIGHT_KEYS, fightStored, fightWithTimeline, fightWithTurnOrder } from '../../src/app/fight-with';
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

/** The same keys in the same order with the very same values. */
function same(got: object, spread: object): void {
  expect(Object.keys(got)).toEqual(Object.keys(spread));
  for (const k of Object.keys(spread)) expect((got as Record<string, unknown>)[k]).toBe((spread as Record<string, unknown>)[k]);
}

describe('fightWithTurnOrder and fightStored', () => {
  const value = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null), fc.constant(undefined));

  it('are the spreads for a fight as start makes it (every key, in its order), and new objects', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 5, maxLength: 5 }), fc.string(), (values, json) => {
        const fight = Object.fromEntries(FIGHT_KEYS.map((k, i) => [k, values[i]])) as unknown as Fight;
        const got = fightWithTurnOrder(fight, json);
        expect(got).not.toBe(fight);
        same(got, { ...fight, lastTurnOrder: json });
        const encoded = { past: [] };
        same(fightStored(fight, encoded, json), { ...fight, timeline: encoded, lastTurnOrder: json });
      }),
      { numRuns: 300 },
    );
  });

  it('are the spreads for fights of any keys in any order (older versions, questions asked, keys missing)', () => {
    const key = fc.constantFrom(...FIGHT_KEYS, 'endAsked', 'extra');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), fc.string(), (entries, json) => {
        const fight = Object.fromEntries(entries) as unknown as Fight;
        same(fightWithTurnOrder(fight, json), { ...fight, lastTurnOrder: json });
        same(fightStored(fight, 'packed', json), { ...fight, timeline: 'packed', lastTurnOrder: json });
      }),
      { numRuns: 1000 },
    );
  });
});
