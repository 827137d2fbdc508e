// The acting order of 10-second rounds (docs/rules.md §9.3): initiative highest first, then the d20 tie-break rolls
// highest first, then who arrived first, then the id, so the order is total.
import { describe, expect, it } from 'vitest';
import { actingOrder, compareCombatants, firstPending } from '../../../src/rules/rounds/order';
import type { RoundsCombatant, RoundsState } from '../../../src/rules/rounds/state';

const c = (id: string, initiative: number, tie: number[], arrival: number, doneRound = 0): RoundsCombatant =>
  ({ id, name: id, initiative, tie, arrival, doneRound }) as unknown as RoundsCombatant;
const state = (combatants: RoundsCombatant[], round = 1): RoundsState => ({ combatants, round }) as unknown as RoundsState;
const ids = (list: readonly RoundsCombatant[]): string[] => list.map((x) => x.id);

describe('the acting order of 10-second rounds', () => {
  it('the higher initiative acts first, whatever the tie rolls, arrival and id', () => {
    expect(compareCombatants(c('z', 9, [1], 5), c('a', 4, [20], 1))).toBeLessThan(0);
    expect(compareCombatants(c('a', 4, [20], 1), c('z', 9, [1], 5))).toBeGreaterThan(0);
  });

  it('at equal initiative the higher tie roll acts first, and a re-roll decides only between rolls equal so far', () => {
    expect(compareCombatants(c('z', 5, [17], 9), c('a', 5, [3], 1))).toBeLessThan(0);
    expect(compareCombatants(c('z', 5, [8, 2], 9), c('a', 5, [8, 11], 1))).toBeGreaterThan(0);
  });

  it('with the same rolls, who arrived first acts first; with the same arrival, the id decides', () => {
    expect(compareCombatants(c('z', 5, [8], 1), c('a', 5, [8], 2))).toBeLessThan(0);
    expect(compareCombatants(c('a', 5, [8], 2), c('z', 5, [8], 1))).toBeGreaterThan(0);
    expect(compareCombatants(c('a', 5, [8], 1), c('b', 5, [8], 1))).toBeLessThan(0);
    expect(compareCombatants(c('b', 5, [8], 1), c('a', 5, [8], 1))).toBeGreaterThan(0);
    expect(compareCombatants(c('a', 5, [8], 1), c('a', 5, [8], 1))).toBe(0);
  });

  it('the whole order, and the first still to act this round', () => {
    const list = [c('d', 3, [], 1), c('b', 7, [4], 3), c('a', 7, [4], 2), c('c', 7, [19], 4), c('e', 3, [], 1, 1)];
    expect(ids(actingOrder(state(list)))).toEqual(['c', 'a', 'b', 'd', 'e']);
    // c has had its turn this round (doneRound 1 at round 1): a comes up next
    const played = list.map((x) => (x.id === 'c' ? { ...x, doneRound: 1 } : x));
    expect(firstPending(state(played))?.id).toBe('a');
    expect(firstPending(state(list.map((x) => ({ ...x, doneRound: 1 }))))).toBeUndefined();
  });
});
