// Guarantees of joining (docs/rules.md §2, §9.2, ruling 102) and of the GM's count override (§5, ruling 11) that the
// mutation run found untested: a joiner placed by the GM (`add --count`) rolls nothing and is stored where the GM put
// it, within the fight's bounds; a 20-second joiner whose second has come waits for the next round; a dash is carried
// through a window only as the rules say.
import { describe, expect, it } from 'vitest';
import { joinCombat, startCombat } from '../../src/rules/rondel/joining';
import { LIMITS } from '../../src/rules/rondel/limits';
import { setNextCount } from '../../src/rules/rondel/overrides';
import type { CombatState, Marker } from '../../src/rules/rondel/state';
import { joinFight, startFight } from '../../src/rules/seconds/joining';
import { clockAt } from '../../src/rules/seconds/state';
import { aCombat, aNewCombatant } from '../support/builders';
import { scriptedDice } from '../support/dice';
import { aCombatant, aFight, d10s, newcomer, ofType } from './seconds/fixtures';

// ---------------------------------------------------------------------------------------------------------------
// the rondel

describe('rondel: a joiner placed by the GM at a later count (`add --count`, §2)', () => {
  const running = (): CombatState => aCombat([{ id: 'a', name: 'Ana', nextAt: 7 }], { counter: 5 });

  it('joins at that count and rolls nothing; its card says the GM set it, and its initiative has no modifier', () => {
    // scripted dice with nothing in them: any roll fails the test
    const step = joinCombat(running(), [aNewCombatant({ id: 'n', name: 'Nia', perceptionMod: 2, placed: 9 })], scriptedDice());
    expect(step.state.combatants.find((c) => c.id === 'n')?.nextAt).toBe(9);
    // the card reads `placed` (“joins at count 9 (set by the GM)”); other scripts read the modifier as the sum of terms
    expect(ofType(step.events, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'n', dice: [], sides: 12, terms: [], value: 9, base: 0, joining: true, count: 9, placed: true },
    ]);
  });

  it(`is placed up to the counter’s limit (${LIMITS.count}), and rolls beyond it: no count past the limit is stored`, () => {
    const atLimit = joinCombat(running(), [aNewCombatant({ id: 'n', placed: LIMITS.count })], scriptedDice());
    expect(atLimit.state.combatants.find((c) => c.id === 'n')?.nextAt).toBe(LIMITS.count);
    const beyond = joinCombat(running(), [aNewCombatant({ id: 'n', placed: LIMITS.count + 1 })], scriptedDice([12, 4]));
    expect(beyond.state.combatants.find((c) => c.id === 'n')?.nextAt).toBe(5 + 4);
  });

  it('a fight that starts rolls for everyone, whatever count a newcomer carries (§2: the counter starts at 1)', () => {
    const step = startCombat([aNewCombatant({ id: 'n', placed: 9 })], scriptedDice([12, 4]));
    expect(step.state.combatants.find((c) => c.id === 'n')?.nextAt).toBe(4);
    expect(ofType(step.events, 'initiative-rolled')[0]).toMatchObject({ dice: [4], value: 4 });
  });
});

describe('rondel: a combatant the GM puts at the count now keeps a dash only through that count’s window (§5, ruling 11)', () => {
  const put = (marker: Marker, counter: number) => {
    const state = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: counter + 10, markers: [marker] }, { id: 'b', nextAt: counter + 30 }], { counter });
    const step = setNextCount(state, 'fox', counter, scriptedDice());
    return { markers: step.state.combatants.find((c) => c.id === 'fox')?.markers, expired: ofType(step.events, 'marker-expired').map((e) => e.marker) };
  };

  it('a dash from an earlier count lasts through the window at the count now, and ends as the counter leaves it', () => {
    expect(put({ kind: 'dashing', from: 5 }, 15)).toEqual({ markers: [{ kind: 'dashing', from: 5, until: 15 }], expired: [] });
  });

  it('off a window, the dash ends at once', () => {
    expect(put({ kind: 'dashing', from: 5 }, 16)).toEqual({ markers: [], expired: ['dashing'] });
  });

  it('a dash declared at this very count has no window here to last through: it ends', () => {
    expect(put({ kind: 'dashing', from: 15 }, 15)).toEqual({ markers: [], expired: ['dashing'] });
  });

  it('a dash already carried through a window is not carried again: it ends', () => {
    expect(put({ kind: 'dashing', from: 5, until: 12 }, 15)).toEqual({ markers: [], expired: ['dashing'] });
  });

  it('a hold is no dash: it ends when its turn is put at the count now, window or not', () => {
    expect(put({ kind: 'holding', from: 5 }, 15)).toEqual({ markers: [], expired: ['holding'] });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 20-second rounds

describe('20-second rounds: a joiner placed by the GM at a second still to come (`add --count`, §9.2)', () => {
  const running = () => aFight([aCombatant('a', { second: 14 })], { round: 2, second: 5 });

  it('acts at that second of this round and rolls nothing; its card says the GM set it', () => {
    const state = running();
    const step = joinFight(state, [newcomer('n', { placed: 12 })], scriptedDice());
    expect(step.state.combatants.find((c) => c.id === 'n')).toMatchObject({ second: 12, carried: null, arrival: state.nextArrival });
    expect(step.state.nextArrival).toBe(state.nextArrival + 1);
    expect(ofType(step, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'n', dice: [], sides: 10, terms: [], value: 12, base: 0, joining: true, count: clockAt(2, 12), placed: true },
    ]);
  });

  it('several placed at once arrive in order (their arrival settles later ties)', () => {
    const state = running();
    const step = joinFight(state, [newcomer('n', { placed: 12 }), newcomer('m', { placed: 15 })], scriptedDice());
    const arrival = (id: string) => step.state.combatants.find((c) => c.id === id)?.arrival;
    expect([arrival('n'), arrival('m')]).toEqual([state.nextArrival, state.nextArrival + 1]);
    expect(step.state.nextArrival).toBe(state.nextArrival + 2);
  });

  it('second 20, the round’s last, may be set, and the second now, after those due there (ruling 102); past 20, or at one passed, the joiner rolls', () => {
    expect(joinFight(running(), [newcomer('n', { placed: 20 })], scriptedDice()).state.combatants.find((c) => c.id === 'n')?.second).toBe(20);
    const now = joinFight(running(), [newcomer('n', { placed: 5 })], scriptedDice());
    expect(now.state.combatants.find((c) => c.id === 'n')).toMatchObject({ second: 5 });
    expect(ofType(now, 'initiative-rolled')[0]).toMatchObject({ dice: [], value: 5, placed: true });
    // a roll of 4 + 5 = second 9, still to come
    for (const placed of [21, 3]) {
      const step = joinFight(running(), [newcomer('n', { placed })], scriptedDice(...d10s([4, 5])));
      expect(step.state.combatants.find((c) => c.id === 'n')?.second).toBe(9);
      expect(ofType(step, 'initiative-rolled')[0]).toMatchObject({ dice: [4, 5], value: 9 });
    }
  });

  it('a fight that starts rolls for everyone, whatever second a newcomer carries', () => {
    const step = startFight([newcomer('n', { placed: 12 })], scriptedDice(...d10s([2, 3])));
    expect(step.state.combatants.find((c) => c.id === 'n')?.second).toBe(5);
  });
});

describe('20-second rounds: a joiner whose rolled second has come waits for the next round’s roll (§9.2, ruling 18)', () => {
  const at = (second: number) => aFight([aCombatant('a', { second: 20 })], { round: 1, second });
  const joinRolling = (second: number, dice: [number, number]) => {
    const step = joinFight(at(second), [newcomer('n')], scriptedDice(...d10s(dice)));
    return { second: step.state.combatants.find((c) => c.id === 'n')?.second, waits: ofType(step, 'initiative-rolled')[0]?.waits ?? false };
  };

  it('the second now is under way: a joiner rolling it waits, and its card says so', () => {
    expect(joinRolling(10, [4, 6])).toEqual({ second: null, waits: true });
  });

  it('at second 20, a roll of 20 has come too', () => {
    expect(joinRolling(20, [10, 10])).toEqual({ second: null, waits: true });
  });

  it('a second passed waits; one still to come acts this round, and its card does not say it waits', () => {
    expect(joinRolling(10, [1, 2])).toEqual({ second: null, waits: true });
    expect(joinRolling(10, [5, 6])).toEqual({ second: 11, waits: false });
  });
});

describe('a joiner placed at the count or second now comes after those already due there (ruling 102)', () => {
  it('rondel: it waits behind the one due, in the next wave, with no roll; alone there, it is due at once', async () => {
    const { currentCombatant } = await import('../../src/rules/rondel/order');
    const busy = aCombat([{ id: 'a', name: 'Ana', nextAt: 5 }, { id: 'b', name: 'Bo', nextAt: 9 }], { counter: 5 });
    const step = joinCombat(busy, [aNewCombatant({ id: 'n', name: 'Newt', placed: 5 })], scriptedDice());
    expect(step.state.combatants.find((c) => c.id === 'n')).toMatchObject({ nextAt: 5, tie: { count: 5, rolls: [], late: 1 } });
    expect(currentCombatant(step.state)?.id).toBe('a');
    const free = aCombat([{ id: 'a', name: 'Ana', nextAt: 8 }], { counter: 5 });
    const alone = joinCombat(free, [aNewCombatant({ id: 'n', name: 'Newt', placed: 5 })], scriptedDice());
    expect(currentCombatant(alone.state)?.id).toBe('n');
    expect(alone.events.find((e) => e.type === 'turn-due')).toMatchObject({ id: 'n' });
  });

  it('20-second rounds: at the second now, after the one due there, this round', async () => {
    const { currentCombatant } = await import('../../src/rules/seconds/order');
    const busy = aFight([aCombatant('a', { second: 5 })], { round: 1, second: 5 });
    const step = joinFight(busy, [newcomer('n', { placed: 5 })], scriptedDice());
    expect(step.state.combatants.find((c) => c.id === 'n')).toMatchObject({ second: 5, tie: { count: clockAt(1, 5), rolls: [], late: 1 } });
    expect(currentCombatant(step.state)?.id).toBe('a');
    expect(ofType(step, 'initiative-rolled')[0]).toMatchObject({ placed: true, dice: [] });
  });
});
