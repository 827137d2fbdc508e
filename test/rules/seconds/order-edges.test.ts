// The tie-breaks of 20-second rounds (docs/rules.md §9.2, §2), at the edges the mutation run found untested: the tie
// rolls that count are those kept for the combatant's second in this round; among combatants with no second this
// round, arrival then id decide; the lower d20 acts first.
import { describe, expect, it } from 'vitest';
import { compareActing, tieRolls } from '../../../src/rules/seconds/order';
import { clockAt, type SecondsCombatant, type SecondsState } from '../../../src/rules/seconds/state';

const c = (id: string, second: number | null, tie: SecondsCombatant['tie'], arrival = 1): SecondsCombatant => ({ id, name: id, second, tie, arrival, carried: null }) as unknown as SecondsCombatant;
const state = (round: number): SecondsState => ({ round, second: 1, combatants: [] }) as unknown as SecondsState;

describe('the tie rolls that count', () => {
  it('are those kept for the combatant’s second this round; a tie of another second or round, none, or no second, counts nothing', () => {
    const s = state(2);
    expect(tieRolls(s, c('a', 5, { count: clockAt(2, 5), rolls: [7, 3] }))).toEqual([7, 3]);
    expect(tieRolls(s, c('a', 5, { count: clockAt(2, 6), rolls: [7] }))).toEqual([]);
    expect(tieRolls(s, c('a', 5, { count: clockAt(1, 5), rolls: [7] }))).toEqual([]);
    expect(tieRolls(s, c('a', 5, null))).toEqual([]);
    expect(tieRolls(s, c('a', null, { count: clockAt(2, 5), rolls: [7] }))).toEqual([]);
  });
});

describe('comparing two that act this round', () => {
  it('at a shared second the lower tie roll acts first, whatever arrival says', () => {
    const s = state(1);
    const low = c('z', 4, { count: clockAt(1, 4), rolls: [3] }, 9);
    const high = c('a', 4, { count: clockAt(1, 4), rolls: [15] }, 1);
    expect(compareActing(s, low, high)).toBeLessThan(0);
    expect(compareActing(s, high, low)).toBeGreaterThan(0);
  });

  it('with no second either, who arrived first comes first, then the id', () => {
    const s = state(1);
    expect(compareActing(s, c('z', null, null, 1), c('a', null, null, 2))).toBeLessThan(0);
    expect(compareActing(s, c('b', null, null, 1), c('a', null, null, 1))).toBeGreaterThan(0);
    expect(compareActing(s, c('a', null, null, 1), c('b', null, null, 1))).toBeLessThan(0);
    expect(compareActing(s, c('a', null, null, 1), c('a', null, null, 1))).toBe(0);
  });
});
