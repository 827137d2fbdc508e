// Ruling 100: a caster that leaves takes the spell it was still casting with it (it never resolves), in the rule sets
// that keep spells being cast; another caster's spell stays.
import { describe, expect, it } from 'vitest';
import { rondel } from '../../../src/rules/rondel';
import { seconds } from '../../../src/rules/seconds';
import { aCombat } from '../../support/builders';
import { aCombatant, aFight } from '../seconds/fixtures';

const spell = (casterId: string) => ({ casterId, casterName: casterId.toUpperCase(), castAt: 1, resolvesAt: 5, note: '' });

describe('a caster leaving', () => {
  it('rondel: its spell being cast goes with it', () => {
    const state = { ...aCombat([{ id: 'a', nextAt: 6 }, { id: 'b', nextAt: 7 }], { counter: 2 }), spells: [spell('a'), spell('b')] };
    const left = rondel.leave(state, 'a').state;
    expect(left.spells).toEqual([spell('b')]);
    // one that casts nothing leaves the spells as they were
    expect(rondel.leave(state, 'b').state.spells).toEqual([spell('a')]);
    expect(rondel.leave({ ...state, spells: [] }, 'a').state.spells).toEqual([]);
  });

  it('20-second rounds: its spell being cast goes with it', () => {
    const state = { ...aFight([aCombatant('a', { second: 6 }), aCombatant('b', { second: 9 })]), spells: [spell('a'), spell('b')] };
    expect(seconds.leave(state, 'a').state.spells).toEqual([spell('b')]);
  });
});
