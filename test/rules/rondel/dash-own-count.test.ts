// docs/rules.md §5 (Dash): a Red Fox that dashes at count 5 (next action at 15) may move 4 hexes at counts 6, 9, 12
// and 15; a window on the combatant's own count comes before its action.
import { describe, expect, it } from 'vitest';
import { advance, declareAction, DEFAULT_RULES } from '../../../src/rules/rondel/engine';
import type { CombatState } from '../../../src/rules/rondel/state';
import type { FightEvent } from '../../../src/rules/core/events';
import { aCombat } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

describe('Dash doubles movement at every window up to and including the dasher’s own count', () => {
  it('a Red Fox dashing at count 5 moves 4 hexes at counts 6, 9, 12 and 15', () => {
    let state: CombatState = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 5 }], { counter: 5 });
    const dashed = declareAction(state, 'fox', 'dash', {}, scriptedDice());
    state = dashed.state;
    expect(state.combatants[0]!.nextAt).toBe(15);
    const allowances: Record<number, unknown> = {};
    while (state.counter < 15) {
      const step = advance(state, scriptedDice(), DEFAULT_RULES);
      for (const e of step.events as FightEvent[]) {
        if (e.type === 'movement-window') {
          const mine = e.combatants.find((c) => c.id === 'fox');
          allowances[e.count] = mine?.allowance;
        }
      }
      state = step.state;
    }
    expect(allowances[6]).toMatchObject({ kind: 'move', hexes: 4 });
    expect(allowances[9]).toMatchObject({ kind: 'move', hexes: 4 });
    expect(allowances[12]).toMatchObject({ kind: 'move', hexes: 4 });
    // the window on its own count comes before its action: still dashing
    expect(allowances[15]).toMatchObject({ kind: 'move', hexes: 4 });
  });
});

describe('a dasher put at the window of the count now (set --count)', () => {
  // docs/rules.md §5, ruling 11: the window on its own count comes before its turn, so the dash still doubles it, and
  // goes as the counter leaves it, as when its action comes there
  it('keeps the dash through that window', async () => {
    const { setNextCount } = await import('../../../src/rules/rondel/overrides');
    const { allowanceFor } = await import('../../../src/rules/rondel/engine');
    const state: CombatState = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 20, markers: [{ kind: 'dashing', from: 5 }] }, { id: 'b', nextAt: 40 }], { counter: 15 });
    const moved = setNextCount(state, 'fox', 15, scriptedDice());
    const fox = moved.state.combatants.find((c) => c.id === 'fox')!;
    expect(fox.markers).toEqual([{ kind: 'dashing', from: 5, until: 15 }]);
    expect(allowanceFor(fox, 15, DEFAULT_RULES)).toMatchObject({ hexes: 4, dash: true });
    expect(moved.events.some((e) => e.type === 'marker-expired')).toBe(false);
    // off a window, the dash ends as it is put at the count now
    const off = setNextCount({ ...state, counter: 16 }, 'fox', 16, scriptedDice());
    expect(off.state.combatants.find((c) => c.id === 'fox')!.markers).toEqual([]);
  });
});
