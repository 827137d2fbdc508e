// The acting order of 20-second rounds, reused from the last state within a round (core/sorted.ts), is the plain sort
// of the state's combatants at every step, across rounds, joins and leaves.
import { describe, expect, it } from 'vitest';
import { ruleSetOf } from '../../../src/rules/registry';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { compareActing, secondsOrder } from '../../../src/rules/seconds/order';
import type { SecondsCombatant, SecondsState } from '../../../src/rules/seconds/state';
import { randomPlay } from '../../support/random-play';

/** docs/rules.md §9.2: this round's actions by second and tie-break, then the carried over by their second, then the rest. */
function plainOrder(state: SecondsState): string[] {
  const group = (c: SecondsCombatant): number => (c.second !== null ? 0 : c.carried !== null ? 1 : 2);
  const byArrival = (a: SecondsCombatant, b: SecondsCombatant): number => a.arrival - b.arrival || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...state.combatants]
    .sort((a, b) => {
      const g = group(a) - group(b);
      if (g !== 0) return g;
      if (group(a) === 0) return compareActing(state, a, b);
      if (group(a) === 1 && a.carried !== b.carried) return (a.carried ?? 0) - (b.carried ?? 0);
      return byArrival(a, b);
    })
    .map((c) => c.id);
}

describe('the order of 20-second rounds step by step', () => {
  it('is the plain sort of every state, round after round', () => {
    const rs = ruleSetOf('seconds') as RuleSet<FightStateBase>;
    let rounds = 0;
    for (const seed of [3, 4]) {
      const play = randomPlay(rs, seed, 14);
      for (let i = 0; i < 400; i += 1) {
        const { before, after } = play.step();
        const s = after as unknown as SecondsState;
        if (s.round !== (before as unknown as SecondsState).round) rounds += 1;
        expect(secondsOrder(s).map((c) => c.id), `step ${i}`).toEqual(plainOrder(s));
      }
    }
    expect(rounds).toBeGreaterThan(10);
  });
});
