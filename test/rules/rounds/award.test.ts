// The critical award of 10-second rounds (docs/rules.md §9.3, ruling 80), rule by rule: who earns it, when the next
// attack gets the die, and what forfeits it; then the die itself with scripted dice through the rolls engine.
import { describe, expect, it } from 'vitest';
import { byHand } from '../../../src/rules/core/advantage';
import { rollAttack, type AttackResult } from '../../../src/rules/core/rolls';
import { awardVerdict, earnAward, weaponKey, type AwardVerdict, type CriticalAward } from '../../../src/rules/rounds/award';
import type { RoundsState } from '../../../src/rules/rounds/state';
import { scriptedDice } from '../../support/dice';
import { anAttack } from '../../support/rolls';
import { aRoundsFight } from '../../support/rounds';

const EARNED: CriticalAward = { holder: 'a', weapon: 'longsword', round: 1 };

/** Round 2: `a` (initiative 9) and `b` (5); `turn` says whose turn it is and what it declared. */
function roundTwo(turn: RoundsState['turn'], aDone: number): RoundsState {
  return aRoundsFight(
    [
      { id: 'a', initiative: 9, doneRound: aDone },
      { id: 'b', initiative: 5, doneRound: 1 },
    ],
    { round: 2, turn },
  );
}

describe('earning the award (docs/rules.md §9.3)', () => {
  it('a critical hit earns it for the round it was scored in, with the weapon compared in any case', () => {
    const state = aRoundsFight([{ id: 'a' }, { id: 'b' }], { round: 3 });
    expect(earnAward(state, 'a', '  LongSword ')).toEqual({ holder: 'a', weapon: 'longsword', round: 3 });
    expect(earnAward(state, 'a', null)).toEqual({ holder: 'a', weapon: '', round: 3 });
  });

  it('an attacker that is not in the fight earns none', () => {
    expect(earnAward(aRoundsFight([{ id: 'a' }]), 'zz', 'Longsword')).toBeNull();
  });

  it('weapons are compared by name, trimmed, in any case', () => {
    expect(weaponKey(' Long Bow ')).toBe('long bow');
    expect(weaponKey(undefined)).toBe('');
  });
});

describe('the next attack gets the award die, or forfeits it (docs/rules.md §9.3)', () => {
  it.each<[string, RoundsState, string | null, AwardVerdict]>([
    ['next round, its own turn, nothing declared yet: the die', roundTwo({ id: 'a', action: null }, 2), 'Longsword', { use: true }],
    ['next round, its own turn, combat declared: the die', roundTwo({ id: 'a', action: 'combat' }, 2), 'LONGSWORD', { use: true }],
    ['next round, before its turn (a reaction) with the same weapon: the die', roundTwo({ id: 'b', action: null }, 1), 'Longsword', { use: true }],
    ['switching weapons forfeits it', roundTwo({ id: 'a', action: null }, 2), 'Dagger', { use: false, because: 'other-weapon' }],
    ['an unnamed weapon is not the named one', roundTwo({ id: 'a', action: null }, 2), null, { use: false, because: 'other-weapon' }],
    ['another action declared this turn forfeits it', roundTwo({ id: 'a', action: 'magic' }, 2), 'Longsword', { use: false, because: 'other-action' }],
    ['standing in defense is another action', roundTwo({ id: 'a', action: 'defense' }, 2), 'Longsword', { use: false, because: 'other-action' }],
    ['at the ready is another action (ruling)', roundTwo({ id: 'a', action: 'ready' }, 2), 'Longsword', { use: false, because: 'other-action' }],
    ['its turn of the next round is over without the attack: another action', roundTwo({ id: 'b', action: null }, 2), 'Longsword', { use: false, because: 'other-action' }],
    ['an attack in the round of the hit is its next attack, and not next round', aRoundsFight([{ id: 'a' }, { id: 'b' }], { round: 1 }), 'Longsword', { use: false, because: 'not-next-round' }],
    ['two rounds later is too late', aRoundsFight([{ id: 'a' }, { id: 'b' }], { round: 3 }), 'Longsword', { use: false, because: 'not-next-round' }],
    ['an attacker that left the fight has no award', aRoundsFight([{ id: 'b' }], { round: 2 }), 'Longsword', { use: false, because: 'not-in-fight' }],
  ])('%s', (_rule, state, weapon, verdict) => {
    expect(awardVerdict(EARNED, state, weapon)).toEqual(verdict);
  });
});

describe('the award die with scripted dice (docs/rules.md §10)', () => {
  it.each<[string, { skills: number; award: boolean; dis?: boolean }, number[], number | null, { count: number; hits: number; total: number }]>([
    ['the award adds one d20 to the pool', { skills: 0, award: true }, [12, 4], null, { count: 2, hits: 1, total: 5 }],
    ['without it the pool is the weapon’s', { skills: 0, award: false }, [12], null, { count: 1, hits: 1, total: 5 }],
    ['the award passes the 5-die cap', { skills: 4, award: true }, [2, 3, 4, 5, 11, 14], null, { count: 6, hits: 2, total: 10 }],
    ['at disadvantage with one skill die, the award die is what is left, not a worse of two (ruling 48)', { skills: 0, award: true, dis: true }, [15], 1, { count: 1, hits: 1, total: 4 }],
  ])('%s', (_rule, input, d20s, d3, expected) => {
    const dice = scriptedDice(...d20s.map((f) => [20, f] as const), ...(d3 === null ? [] : [[3, d3] as const]));
    const result = rollAttack(
      anAttack({ skills: input.skills, award: input.award, defense: 10, perHit: 5, ...(input.dis ? { advantage: [byHand('dis')] } : {}) }),
      dice,
    ) as AttackResult;
    dice.expectConsumed();
    expect(result.pool.count).toBe(expected.count);
    expect(result.pool.award).toBe(input.award ? 1 : 0);
    expect(result.pool.worseOfTwo).toBe(false);
    expect(result.dice.map((d) => d.value)).toEqual(d20s);
    expect(result.hits).toBe(expected.hits);
    expect(result.damage?.total).toBe(expected.total);
  });

  it('a hit on a paralyzed target is critical, so the attacker earns the award; a miss earns none', () => {
    const hit = rollAttack(anAttack({ criticalOnHit: 'paralyzed', perHit: 1 }), scriptedDice([20, 15])) as AttackResult;
    const miss = rollAttack(anAttack({ criticalOnHit: 'paralyzed' }), scriptedDice([20, 3])) as AttackResult;
    expect(hit.critical).toEqual({ because: 'paralyzed' });
    expect(miss.critical).toBeNull();
  });
});
