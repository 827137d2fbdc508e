import { describe, expect, it } from 'vitest';
import { rondel } from '../../../src/rules/rondel';
import { compareCombatants } from '../../../src/rules/rondel/order';
import type { CombatState, Combatant } from '../../../src/rules/rondel/state';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { randomPlay } from '../../support/random-play';
import { aCombat } from '../../support/builders';

/** Whose turn it is by its definition: the first in rondel order among those due at the counter. */
function byDefinition(state: CombatState): Combatant | undefined {
  let best: Combatant | undefined;
  for (const c of state.combatants) if (c.nextAt <= state.counter && (!best || compareCombatants(c, best) < 0)) best = c;
  return best;
}

describe('whose turn it is, taken from the head of the rondel order', () => {
  it('is the first due by definition at every step of random play', () => {
    for (const seed of [5, 23]) {
      const play = randomPlay(rondel as unknown as RuleSet<FightStateBase>, seed, 30);
      for (let i = 0; i < 250; i += 1) {
        const state = play.step().after as unknown as CombatState;
        expect(rondel.current(state), `seed ${seed} step ${i}`).toBe(byDefinition(state));
      }
    }
  });

  it('is nobody when the first in the order is not yet due', () => {
    const s = aCombat([{ id: 'a', nextAt: 7 }, { id: 'b', nextAt: 5 }], { counter: 4 });
    expect(rondel.current(s)).toBeUndefined();
    const t = aCombat([{ id: 'a', nextAt: 7 }, { id: 'b', nextAt: 4 }], { counter: 4 });
    expect(rondel.current(t)?.id).toBe('b');
  });
});
