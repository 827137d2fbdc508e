// The critical award's bookkeeping at the table (docs/rules.md §9.3 and §10): earned by a critical hit in 10-second
// rounds, used up by the attacker's next attack whatever the verdict, claimed or declined by hand.
import { describe, expect, it } from 'vitest';
import { AWARD_LIMIT, awardsOf, decideAward, earnedAward, validAwards, withoutAwards } from '../../src/app/award';
import { EMPTY_LEDGER, type RollLedger } from '../../src/app/damage';
import { freshStore, type Fight, type Stored } from '../../src/app/model';
import type { CriticalAward } from '../../src/rules/rounds/award';
import type { RoundsCombatant, RoundsState } from '../../src/rules/rounds/state';
import type { CombatState } from '../../src/rules/rondel/state';
import { aRoundsFight } from '../support/rounds';
import { aFight, aRondelFight } from './fakes';

const award = (holder: string, weapon = 'sword', round = 1): CriticalAward => ({ holder, weapon, round });
const ledger = (awards: CriticalAward[]): RollLedger => ({ ...EMPTY_LEDGER, next: 4, awards });

function roundsFight(state: RoundsState): Fight {
  return aFight(state as unknown as CombatState, { rules: 'rounds' });
}

/** A fight in 10-second rounds in round `round`: a’s turn (no action declared unless given); b has not had its turn. */
function inRound(round: number, overrides: Partial<RoundsState> = {}, combatants: Partial<RoundsCombatant>[] = [{ id: 'a' }, { id: 'b' }]): Fight {
  return roundsFight(aRoundsFight(combatants, { round, ...overrides }));
}

function stored(fight: Fight | null, awards: CriticalAward[] = []): Stored {
  return { ...freshStore(), fight, rolls: ledger(awards) };
}

describe('decideAward: the attack made now', () => {
  it('with no award waiting and no --award, no die, no note, the ledger as it was', () => {
    const s = stored(inRound(2), [award('b')]);
    const d = decideAward(s, 'a', 'sword', undefined);
    expect(d).toEqual({ die: false, note: null, rolls: s.rolls });
  });

  it('with no ledger at all, reads an empty one', () => {
    expect(decideAward({ ...freshStore(), fight: inRound(2) }, 'a', 'sword', undefined)).toEqual({ die: false, note: null, rolls: EMPTY_LEDGER });
  });

  it('--award claims the die by hand in any rule set, and uses up a waiting award', () => {
    const rondel = stored(aRondelFight([{ id: 'a' }]), [award('a'), award('b')]);
    expect(decideAward(rondel, 'a', null, true)).toEqual({ die: true, note: { kind: 'used', by: 'hand' }, rolls: ledger([award('b')]) });
    expect(decideAward(stored(null), 'a', null, true)).toEqual({ die: true, note: { kind: 'used', by: 'hand' }, rolls: ledger([]) });
  });

  it('--award no declines a waiting award and uses it up', () => {
    const s = stored(inRound(2), [award('a'), award('b')]);
    expect(decideAward(s, 'a', 'sword', false)).toEqual({ die: false, note: { kind: 'forfeit', because: 'declined' }, rolls: ledger([award('b')]) });
  });

  it('the next attack in the next round with the same weapon gets the earned die', () => {
    const s = stored(inRound(2), [award('a', 'sword', 1)]);
    expect(decideAward(s, 'a', ' Sword ', undefined)).toEqual({ die: true, note: { kind: 'used', by: 'earned' }, rolls: ledger([]) });
  });

  it('forfeits it, and uses it up, when the verdict says no', () => {
    expect(decideAward(stored(inRound(3), [award('a', 'sword', 1)]), 'a', 'sword', undefined)).toEqual({ die: false, note: { kind: 'forfeit', because: 'not-next-round' }, rolls: ledger([]) });
    expect(decideAward(stored(inRound(2), [award('a', 'sword', 1)]), 'a', 'axe', undefined).note).toEqual({ kind: 'forfeit', because: 'other-weapon' });
    expect(decideAward(stored(inRound(2, { turn: { id: 'a', action: 'move' } as RoundsState['turn'] }), [award('a', 'sword', 1)]), 'a', 'sword', undefined).note).toEqual({
      kind: 'forfeit',
      because: 'other-action',
    });
  });

  it('outside a fight in rounds the holder is not in the fight', () => {
    expect(decideAward(stored(null, [award('a')]), 'a', 'sword', undefined)).toEqual({ die: false, note: { kind: 'forfeit', because: 'not-in-fight' }, rolls: ledger([]) });
    expect(decideAward(stored(aRondelFight([{ id: 'a' }]), [award('a')]), 'a', 'sword', undefined).note).toEqual({ kind: 'forfeit', because: 'not-in-fight' });
  });
});

describe('earnedAward: a critical hit earns an award in 10-second rounds', () => {
  it('keeps the holder’s weapon and round, replacing its older award', () => {
    const s = stored(inRound(2));
    const got = earnedAward(s, ledger([award('a', 'axe', 1), award('b', 'bow', 1)]), 'a', ' Sword ');
    expect(got).toEqual({ rolls: ledger([award('b', 'bow', 1), award('a', 'sword', 2)]), earned: true });
  });

  it('earns nothing outside rounds, without a fight, or for one not in it', () => {
    const l = ledger([award('b')]);
    expect(earnedAward(stored(aRondelFight([{ id: 'a' }])), l, 'a', 'sword')).toEqual({ rolls: l, earned: false });
    expect(earnedAward(stored(null), l, 'a', 'sword')).toEqual({ rolls: l, earned: false });
    expect(earnedAward(stored(inRound(2)), l, 'stranger', 'sword')).toEqual({ rolls: l, earned: false });
  });

  it('keeps at most AWARD_LIMIT awards, the oldest going first', () => {
    const many = Array.from({ length: AWARD_LIMIT }, (_, i) => award(`h${i}`));
    const combatants = [{ id: 'a' }, ...many.map((a) => ({ id: a.holder }))];
    const got = earnedAward(stored(inRound(2, {}, combatants)), ledger(many), 'a', 'sword');
    const awards = awardsOf(got.rolls);
    expect(awards).toHaveLength(AWARD_LIMIT);
    expect(awards[0]).toEqual(award('h1'));
    expect(awards[AWARD_LIMIT - 1]).toEqual(award('a', 'sword', 2));
    // under the limit nothing is dropped
    const few = earnedAward(stored(inRound(2, {}, combatants)), ledger(many.slice(0, AWARD_LIMIT - 1)), 'a', 'sword');
    expect(awardsOf(few.rolls)).toHaveLength(AWARD_LIMIT);
    expect(awardsOf(few.rolls)[0]).toEqual(award('h0'));
  });
});

describe('withoutAwards and validAwards', () => {
  it('a new or ended fight leaves no award; the rest of the ledger stays', () => {
    const s = stored(null, [award('a')]);
    expect(withoutAwards(s)).toEqual({ ...s, rolls: ledger([]) });
    const none = stored(null);
    expect(withoutAwards(none)).toBe(none);
    const bare = freshStore();
    expect(withoutAwards(bare)).toBe(bare);
    const noField = { ...freshStore(), rolls: EMPTY_LEDGER };
    expect(withoutAwards(noField)).toBe(noField);
  });

  it('awardsOf reads a ledger without awards as none', () => {
    expect(awardsOf(EMPTY_LEDGER)).toEqual([]);
  });

  it('checks stored awards as the loader reads them', () => {
    expect(validAwards(undefined)).toBe(true);
    expect(validAwards([])).toBe(true);
    expect(validAwards([award('a', '', 3)])).toBe(true);
    expect(validAwards(null)).toBe(false);
    expect(validAwards({ holder: 'a', weapon: 'x', round: 1 })).toBe(false);
    expect(validAwards([null])).toBe(false);
    expect(validAwards(['a'])).toBe(false);
    expect(validAwards([{ weapon: 'x', round: 1 }])).toBe(false);
    expect(validAwards([{ holder: 'a', round: 1 }])).toBe(false);
    expect(validAwards([{ holder: 'a', weapon: 'x', round: 1.5 }])).toBe(false);
    expect(validAwards([{ holder: 'a', weapon: 'x' }])).toBe(false);
    expect(validAwards([award('a'), { holder: 1, weapon: 'x', round: 1 }])).toBe(false);
  });
});
