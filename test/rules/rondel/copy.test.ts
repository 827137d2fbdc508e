// The rondel's copies by object literal (copy.ts) against the spread they stand for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatantWith, COMBATANT_KEYS, stateWith, STATE_KEYS } from '../../../src/rules/rondel/copy';
import { hasKeys } from '../../../src/rules/core/shape';
import { startCombat } from '../../../src/rules/rondel/engine';
import type { Combatant, CombatState } from '../../../src/rules/rondel/state';
import { seededDice } from '../../support/dice';

const joined = startCombat(
  [
    { id: 'a', name: 'A', tier: 'red_fox', perceptionMod: 1, initiativeAdjustment: 0 },
    { id: 'b', name: 'B', tier: 'gray_yak', perceptionMod: 0, initiativeAdjustment: 1 },
  ],
  seededDice(1),
).state;

/** Its own keys and values, in order: what a spread copies and JSON writes. */
const entries = (o: object): [string, unknown][] => Object.entries(o);

const changesArb = fc.record(
  {
    name: fc.string(),
    tier: fc.constantFrom('red_fox', 'black_tower'),
    perceptionMod: fc.integer(),
    nextAt: fc.integer(),
    tie: fc.oneof(fc.constant(null), fc.record({ count: fc.integer(), rolls: fc.array(fc.integer({ min: 1, max: 20 })) })),
    lastAction: fc.oneof(fc.constant(null), fc.constantFrom('guard', 'hold')),
    markers: fc.constant([]),
    conditions: fc.constant(['prone']),
  },
  { requiredKeys: [] },
);

describe('combatantWith and stateWith', () => {
  it('the rondel makes combatants and states with exactly the keys the literal copies', () => {
    const c = joined.combatants[0] as Combatant;
    expect(Object.keys(c)).toEqual(COMBATANT_KEYS);
    expect(Object.keys(joined)).toEqual(STATE_KEYS);
    expect(Object.keys(combatantWith(c, {}))).toEqual(COMBATANT_KEYS);
    expect(Object.keys(stateWith(joined, {}))).toEqual(STATE_KEYS);
  });

  it('give what the spread gives, for the rondel’s own objects and for any other keys and order', () => {
    fc.assert(
      fc.property(changesArb, fc.constantFrom('own', 'extra', 'reordered', 'missing', 'undefined'), (changes, kind) => {
        const own = joined.combatants[0] as Combatant;
        let c: Combatant = own;
        if (kind === 'extra') c = { ...own, legacy: 1 } as Combatant;
        if (kind === 'reordered') c = Object.fromEntries([...Object.entries(own)].reverse()) as unknown as Combatant;
        if (kind === 'missing') c = Object.fromEntries(Object.entries(own).filter(([k]) => k !== 'tie')) as unknown as Combatant;
        const spread = { ...c, ...changes };
        const copied = combatantWith(c, kind === 'undefined' ? { ...changes, name: undefined as unknown as string } : changes);
        const expected = kind === 'undefined' ? { ...c, ...changes, name: undefined } : spread;
        expect(entries(copied)).toEqual(entries(expected));
        expect(JSON.stringify(copied)).toBe(JSON.stringify(expected));
        const stateChanges = { counter: changes.nextAt ?? 3, combatants: [copied] };
        for (const s of [joined, { ...joined, effects: [] } as CombatState, { combatants: [], counter: 1, spells: [], nextArrival: 0 } as CombatState]) {
          expect(entries(stateWith(s, stateChanges))).toEqual(entries({ ...s, ...stateChanges }));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('hasKeys: exactly those keys, in that order, none inherited', () => {
    expect(hasKeys({ a: 1, b: 2 }, ['a', 'b'])).toBe(true);
    expect(hasKeys({ b: 2, a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasKeys({ a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasKeys({ a: 1, b: 2, c: 3 }, ['a', 'b'])).toBe(false);
    expect(hasKeys(Object.create({ b: 2 }, { a: { value: 1, enumerable: true } }) as object, ['a'])).toBe(false);
  });
});
