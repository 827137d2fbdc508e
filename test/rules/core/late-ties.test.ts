// Ruling 102 (docs/rules.md §2, §9.2): a combatant the GM puts at the current count, or the current second, while
// others are already due there comes after them, whatever its d20; its rolls order it among its own wave only. In the
// rondel and in 20-second rounds alike; each placement at the same count is a wave after the last.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakTieAt, breakTieInWaves, lateAt, nextWave, validTie, type TieBreak } from '../../../src/rules/core/ties';
import type { Dice } from '../../../src/rules/core/dice';
import { rondel } from '../../../src/rules/rondel';
import { currentCombatant as rondelCurrent, rondelOrder } from '../../../src/rules/rondel/order';
import { validateCombatState } from '../../../src/rules/rondel/validate';
import { seconds } from '../../../src/rules/seconds';
import { currentCombatant as secondsCurrent, secondsOrder } from '../../../src/rules/seconds/order';
import { aCombat } from '../../support/builders';
import { scriptedDice } from '../../support/dice';
import { aCombatant as aSecondsCombatant, aFight, d20s, OPTIONS } from '../seconds/fixtures';

const ids = (list: readonly { id: string }[]): string[] => list.map((c) => c.id);

describe('the waves of a tie (core)', () => {
  it('a tie gives its wave only at its own count; none is wave 0', () => {
    const tie: TieBreak = { count: 5, rolls: [3], late: 2 };
    expect(lateAt(tie, 5)).toBe(2);
    expect(lateAt(tie, 6)).toBe(0);
    expect(lateAt({ count: 5, rolls: [3] }, 5)).toBe(0);
    expect(lateAt(null, 5)).toBe(0);
  });

  it('latecomers take the wave after the last one there; nobody there, no wave', () => {
    expect(nextWave([], 5)).toBe(0);
    expect(nextWave([{ tie: null }], 5)).toBe(1);
    expect(nextWave([{ tie: null }, { tie: { count: 5, rolls: [], late: 1 } }], 5)).toBe(2);
    // a wave kept for another count is not this count's
    expect(nextWave([{ tie: { count: 4, rolls: [], late: 3 } }], 5)).toBe(1);
  });

  it('stored ties: d20 rolls, and a wave of 1 or more when there is one', () => {
    expect(validTie({ count: 5, rolls: [1, 20] })).toBe(true);
    expect(validTie({ count: 5, rolls: [], late: 1 })).toBe(true);
    for (const bad of [{ count: 5, rolls: [], late: 0 }, { count: 5, rolls: [], late: 1.5 }, { count: 5, rolls: [], late: '1' }, { count: 5, rolls: [21] }, { count: 5 }, [], null]) {
      expect(validTie(bad)).toBe(false);
    }
  });

  it('one wave is breakTieAt itself: the same dice, rolls and order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 40 }), fc.integer({ min: 0, max: 3 }), (arrivals, faces, wave) => {
        const group = arrivals.map((arrival, i) => ({ id: `c${i}`, arrival }));
        const kept = group.map(() => null);
        const answer = (f: (d: Dice) => unknown): unknown => {
          let i = 0;
          return f({ roll: (sides) => (i < faces.length ? Math.min(sides, faces[i++] as number) : ((i++ % sides) + 1)) });
        };
        expect(answer((d) => breakTieInWaves(group, kept, group.map(() => wave), d, 'lowest'))).toEqual(answer((d) => breakTieAt(group, kept, d, 'lowest')));
      }),
    );
  });

  it('waves are ordered wave by wave whatever the dice, and each rolls among itself only', () => {
    const group = [
      { id: 'early', arrival: 0 },
      { id: 'new1', arrival: 1 },
      { id: 'new2', arrival: 2 },
    ];
    // `early` alone in wave 0 rolls nothing; the wave of two rolls in arrival order, new1 then new2
    const dice = scriptedDice(...d20s(20, 5));
    const answer = breakTieInWaves(group, [null, null, null], [0, 1, 1], dice, 'lowest');
    dice.expectConsumed();
    expect(answer.ordered).toEqual([
      { id: 'new2', rolls: [5] },
      { id: 'new1', rolls: [20] },
    ]);
    expect(answer.byPlace).toEqual([[], [20], [5]]);
    // a wave given after another still comes after it: the order is by wave, not by place
    const reversed = breakTieInWaves(group, [null, [3], [4]], [2, 1, 1], scriptedDice(), 'lowest');
    expect(reversed.rolled).toBe(false);
    expect(reversed.byPlace).toEqual([[], [3], [4]]);
  });
});

describe('several waves that each roll', () => {
  it('the earlier wave rolls first and acts first, whatever the places they hold in the group', () => {
    const group = [
      { id: 'x', arrival: 0 },
      { id: 'y', arrival: 1 },
      { id: 'z', arrival: 2 },
      { id: 'w', arrival: 3 },
    ];
    // wave 0 (y, z) rolls first, in arrival order; then wave 1 (x, w)
    const dice = scriptedDice(...d20s(9, 4, 2, 15));
    const answer = breakTieInWaves(group, [null, null, null, null], [1, 0, 0, 1], dice, 'lowest');
    dice.expectConsumed();
    expect(answer.ordered).toEqual([
      { id: 'z', rolls: [4] },
      { id: 'y', rolls: [9] },
      { id: 'x', rolls: [2] },
      { id: 'w', rolls: [15] },
    ]);
    expect(answer.byPlace).toEqual([[2], [9], [4], [15]]);
  });
});

describe('the rondel: put at the current count (ruling 102)', () => {
  // a is due at count 4 and its turn has been announced; b waits at 9
  const fight = () => aCombat([{ id: 'a', nextAt: 4 }, { id: 'b', nextAt: 9 }], { counter: 4 });

  it('keeps the turn of the one already due, however low the newcomer rolls, and rolls no die', () => {
    const dice = scriptedDice();
    const step = rondel.place(fight(), 'b', 4, dice);
    dice.expectConsumed();
    expect(rondelCurrent(step.state)?.id).toBe('a');
    expect(ids(rondelOrder(step.state))).toEqual(['a', 'b']);
    expect(step.state.combatants[1]?.tie).toEqual({ count: 4, rolls: [], late: 1 });
    expect(step.events.map((e) => e.type)).toEqual(['overridden']);
    expect(validateCombatState(step.state)).toEqual([]);
  });

  it('latecomers together roll among themselves, after the one due', () => {
    const state = aCombat([{ id: 'a', nextAt: 4 }, { id: 'b', nextAt: 9 }, { id: 'c', nextAt: 12 }], { counter: 4 });
    const dice = scriptedDice(...d20s(17, 2));
    const step = rondel.placeAll(state, ['b', 'c'], 4, dice);
    dice.expectConsumed();
    expect(ids(rondelOrder(step.state))).toEqual(['a', 'c', 'b']);
    expect(step.state.combatants.map((c) => c.tie)).toEqual([null, { count: 4, rolls: [17], late: 1 }, { count: 4, rolls: [2], late: 1 }]);
    const tie = step.events.find((e) => e.type === 'tie-broken');
    expect(tie).toEqual({ type: 'tie-broken', count: 4, direction: 'lowest', rolls: [{ id: 'c', rolls: [2] }, { id: 'b', rolls: [17] }] });
  });

  it('a later wave that rolls leaves the earlier latecomers as they were: the same objects, their wave kept', () => {
    const state = aCombat(
      [{ id: 'a', nextAt: 4 }, { id: 'b', nextAt: 9 }, { id: 'c', nextAt: 12 }, { id: 'd', nextAt: 15 }, { id: 'e', nextAt: 18 }],
      { counter: 4 },
    );
    const first = rondel.placeAll(state, ['b', 'c'], 4, scriptedDice(...d20s(5, 11)));
    const second = rondel.placeAll(first.state, ['d', 'e'], 4, scriptedDice(...d20s(7, 3)));
    expect(second.state.combatants[1]).toBe(first.state.combatants[1]);
    expect(second.state.combatants[2]).toBe(first.state.combatants[2]);
    expect(second.state.combatants[3]?.tie).toEqual({ count: 4, rolls: [7], late: 2 });
    expect(ids(rondelOrder(second.state))).toEqual(['a', 'b', 'c', 'e', 'd']);
  });

  it('a second placement comes after the first latecomer, whose turn may have been announced too', () => {
    const state = aCombat([{ id: 'a', nextAt: 4 }, { id: 'b', nextAt: 9 }, { id: 'c', nextAt: 12 }], { counter: 4 });
    const first = rondel.place(state, 'b', 4, scriptedDice());
    const second = rondel.place(first.state, 'c', 4, scriptedDice());
    expect(ids(rondelOrder(second.state))).toEqual(['a', 'b', 'c']);
    expect(second.state.combatants[2]?.tie).toEqual({ count: 4, rolls: [], late: 2 });
  });

  it('alone at the current count, or at a count to come, it is no latecomer: the d20s decide as ever', () => {
    const alone = rondel.place(aCombat([{ id: 'a', nextAt: 6 }, { id: 'b', nextAt: 9 }], { counter: 4 }), 'b', 4, scriptedDice());
    expect(alone.state.combatants[1]?.tie).toBeNull();
    expect(rondelCurrent(alone.state)?.id).toBe('b');
    const dice = scriptedDice(...d20s(15, 3));
    const ahead = rondel.place(fight(), 'b', 7, scriptedDice());
    const tied = rondel.place(aCombat([{ id: 'a', nextAt: 7 }, { id: 'b', nextAt: 9 }], { counter: 4 }), 'b', 7, dice);
    dice.expectConsumed();
    expect(ahead.state.combatants[1]?.tie).toBeNull();
    expect(ids(rondelOrder(tied.state))).toEqual(['b', 'a']);
  });

  it('its wave ends with the count: once it has acted it ties as anyone does', () => {
    const step = rondel.place(fight(), 'b', 4, scriptedDice());
    const aActs = rondel.declare(step.state, 'a', 'combat', { speed: 0 }, scriptedDice([4, 1]), OPTIONS, '');
    expect(rondelCurrent(aActs.state)?.id).toBe('b');
    const bActs = rondel.declare(aActs.state, 'b', 'combat', { speed: 0 }, scriptedDice([4, 2]), OPTIONS, '');
    expect(bActs.state.combatants[1]?.tie).toBeNull();
  });
});

describe('20-second rounds: put at the current second (ruling 102)', () => {
  const fight = () => aFight([aSecondsCombatant('a', { second: 6 }), aSecondsCombatant('b', { second: 14 })], { second: 6 });

  it('keeps the turn of the one already due, however low the newcomer rolls, and rolls no die', () => {
    const dice = scriptedDice();
    const step = seconds.place(fight(), 'b', 6, dice);
    dice.expectConsumed();
    expect(secondsCurrent(step.state)?.id).toBe('a');
    expect(ids(secondsOrder(step.state))).toEqual(['a', 'b']);
    expect(step.state.combatants[1]?.tie).toEqual({ count: 6, rolls: [], late: 1 });
  });

  it('latecomers together roll among themselves and keep their wave when the rolls are written', () => {
    const state = aFight([aSecondsCombatant('a', { second: 6 }), aSecondsCombatant('b', { second: 14 }), aSecondsCombatant('c', { second: 18 })], { second: 6 });
    const dice = scriptedDice(...d20s(17, 2));
    const step = seconds.placeAll(state, ['b', 'c'], 6, dice);
    dice.expectConsumed();
    expect(ids(secondsOrder(step.state))).toEqual(['a', 'c', 'b']);
    expect(step.state.combatants.map((c) => c.tie)).toEqual([null, { count: 6, rolls: [17], late: 1 }, { count: 6, rolls: [2], late: 1 }]);
  });

  it('alone at the current second it is no latecomer', () => {
    const step = seconds.place(aFight([aSecondsCombatant('a', { second: 9 }), aSecondsCombatant('b', { second: 14 })], { second: 6 }), 'b', 6, scriptedDice());
    expect(step.state.combatants[1]?.tie).toBeNull();
    expect(secondsCurrent(step.state)?.id).toBe('b');
  });
});
