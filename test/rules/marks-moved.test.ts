// `marksMoved`: the adapter keeps the markers of every combatant it does not name whose object did not change, so a
// combatant it leaves out must show the same marks (and allowance, when asked) in both states. Checked under seeded
// random play through the seam, for every rule set, and at the steps where the clock moves.
import { describe, expect, it } from 'vitest';
import { ruleSets } from '../../src/rules/registry';
import { seededDice } from '../support/dice';
import { newcomer, OPTIONS, randomPlay } from '../support/random-play';

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: the marks of a combatant marksMoved leaves out', (_id, rs) => {
  it.each([true, false])('stay the same from step to step (allowances too: %s)', (allowance) => {
    const moved = rs.marksMoved?.bind(rs);
    expect(moved).toBeDefined();
    if (!moved) return;
    let checked = 0;
    let clockMoves = 0;
    for (const seed of [1, 2, 3, 4]) {
      const play = randomPlay(rs, seed, 8);
      for (let i = 0; i < 400; i += 1) {
        const { before: state, after } = play.step();
        const named = moved(state, after, allowance);
        if (rs.clock(after) !== rs.clock(state)) clockMoves += 1;
        if (named === null) continue;
        const was = new Map(state.combatants.map((c) => [c.id, c]));
        for (const c of after.combatants) {
          if (was.get(c.id) !== c || named.has(c.id)) continue;
          checked += 1;
          expect(rs.marks(after, c.id), `${c.id} at step ${i}`).toEqual(rs.marks(state, c.id));
          if (allowance) expect(rs.allowance(after, c.id, OPTIONS), `${c.id} at step ${i}`).toEqual(rs.allowance(state, c.id, OPTIONS));
        }
      }
    }
    // the check ran on many combatants kept as they were, across many moves of the clock
    expect(checked).toBeGreaterThan(1000);
    expect(clockMoves).toBeGreaterThan(50);
  });

  it('names nobody when nothing changed', () => {
    const state = rs.start([newcomer(1), newcomer(2), newcomer(3)], seededDice(5), OPTIONS).state;
    expect([...(rs.marksMoved?.(state, state, true) ?? ['everyone'])]).toEqual([]);
  });
});
