// The 10-second rounds' tracker view is made by one indexed pass (src/rules/rounds/index.ts): compared here with its
// plain definition (the acting one, then those still to act in order; later the rest but the acting one) at every
// step of random play.
import { describe, expect, it } from 'vitest';
import { rounds } from '../../../src/rules/rounds';
import { actingOrder, currentCombatant, isPending } from '../../../src/rules/rounds/order';
import type { RoundsState } from '../../../src/rules/rounds/state';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { randomPlay } from '../../support/random-play';

function plainRows(state: RoundsState) {
  const ordered = actingOrder(state);
  const current = currentCombatant(state);
  const row = (c: { id: string; initiative: number }) => ({ id: c.id, value: c.initiative });
  return {
    due: [...(current ? [current] : []), ...ordered.filter((c) => isPending(state, c))].map(row),
    later: ordered.filter((c) => !isPending(state, c) && c.id !== current?.id).map(row),
  };
}

describe('the rounds tracker view by one pass', () => {
  it('is its plain definition at every step of random play', () => {
    let turns = 0;
    for (const seed of [2, 13, 29]) {
      const play = randomPlay(rounds as unknown as RuleSet<FightStateBase>, seed, 20);
      for (let i = 0; i < 300; i += 1) {
        const state = play.step().after as unknown as RoundsState;
        const view = rounds.tracker(state);
        const plain = plainRows(state);
        expect({ due: view.due, later: view.later }, `seed ${seed} step ${i}`).toEqual(plain);
        expect(view.value).toBe(state.round);
        if (state.turn) turns += 1;
      }
    }
    // the play had turns under way, not only rounds between them
    expect(turns).toBeGreaterThan(100);
  });
});
