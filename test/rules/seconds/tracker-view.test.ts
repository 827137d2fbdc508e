import { describe, expect, it } from 'vitest';
import { seconds } from '../../../src/rules/seconds';
import { compareActing, dueNow, secondsOrder } from '../../../src/rules/seconds/order';
import type { SecondsState } from '../../../src/rules/seconds/state';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { randomPlay } from '../../support/random-play';
import { aCombatant, aFight } from './fixtures';

/** The tracker's rows by their definition: those due now in dueNow's order, then everyone else in acting order. */
function byDefinition(state: SecondsState): { due: unknown[]; later: unknown[] } {
  const due = dueNow(state);
  const ids = new Set(due.map((c) => c.id));
  const row = (c: SecondsState['combatants'][number]): unknown => ({ id: c.id, value: c.second ?? c.carried });
  return { due: due.map(row), later: secondsOrder(state).filter((c) => !ids.has(c.id)).map(row) };
}

describe('the tracker of 20-second rounds, taken from the head of the acting order', () => {
  it('holds the rows of its definition at every step of random play', () => {
    for (const seed of [3, 17]) {
      const play = randomPlay(seconds as unknown as RuleSet<FightStateBase>, seed, 30);
      for (let i = 0; i < 250; i += 1) {
        const { after } = play.step();
        const state = after as unknown as SecondsState;
        const view = seconds.tracker(state);
        expect({ due: view.due, later: view.later }, `seed ${seed} step ${i}`).toEqual(byDefinition(state));
      }
    }
  });

  it('puts those due now first even when someone of an earlier second comes before them in the order', () => {
    // a second already past (never reached by play, but a state may hold it): due now still comes first
    const s = aFight([aCombatant('past', { second: 2 }), aCombatant('now', { second: 6 }), aCombatant('soon', { second: 9 })], { second: 6 });
    expect(seconds.tracker(s)).toMatchObject({
      due: [{ id: 'now', value: 6 }],
      later: [
        { id: 'past', value: 2 },
        { id: 'soon', value: 9 },
      ],
    });
    expect(seconds.tracker(s)).toMatchObject(byDefinition(s));
  });
});

describe('whose turn it is in 20-second rounds, taken from the head of the acting order', () => {
  const byDefinition = (state: SecondsState): SecondsState['combatants'][number] | undefined =>
    state.combatants.filter((c) => c.second === state.second).sort((a, b) => compareActing(state, a, b))[0];

  it('is the first due by definition at every step of random play', () => {
    for (const seed of [4, 29]) {
      const play = randomPlay(seconds as unknown as RuleSet<FightStateBase>, seed, 30);
      for (let i = 0; i < 250; i += 1) {
        const state = play.step().after as unknown as SecondsState;
        expect(seconds.current(state), `seed ${seed} step ${i}`).toBe(byDefinition(state));
      }
    }
  });

  it('is found among the due when someone of a past second heads the order, and is nobody when none is due', () => {
    const s = aFight([aCombatant('past', { second: 2 }), aCombatant('now', { second: 6 }), aCombatant('soon', { second: 9 })], { second: 6 });
    expect(seconds.current(s)?.id).toBe('now');
    const none = aFight([aCombatant('soon', { second: 9 }), aCombatant('done')], { second: 6 });
    expect(seconds.current(none)).toBeUndefined();
    expect(seconds.current(aFight([aCombatant('done')], { second: 6 }))).toBeUndefined();
  });
});
