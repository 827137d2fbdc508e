import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, combatantOf, presentOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo' })] });

describe('next: the turn ends and the fight moves on', () => {
  it('with nobody due, the counter moves to the next count at which anything happens', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', nextAt: 7 }]) }), '!rondel next');
    expect(presentOf(outcome).counter).toBe(2);
    expect(said(outcome.messages)[0]?.text).toContain('Count 2: Ana acts.');
    expect(outcome.menus?.map((m) => m.to)).toEqual([{ player: 'sam' }]);
  });

  it('--step moves the counter by exactly one', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', nextAt: 5 }]) }), '!rondel next --step');
    expect(presentOf(outcome).counter).toBe(2);
  });

  it('without --step it jumps to the next event', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', nextAt: 5 }]) }), '!rondel next --step no');
    expect(presentOf(outcome).counter).toBe(3);
  });

  it('a due combatant that declared nothing is passed over as the options say', () => {
    const guard = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'b', nextAt: 30 }]) }), '!rondel next');
    expect(combatantOf(guard, 'a')).toMatchObject({ lastAction: 'guard', nextAt: 13 });
    const reset = say(aContext({ world: world(), config: { passedOver: 'reset' }, fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'b', nextAt: 30 }]), dice: [[4, 2]] }), '!rondel next');
    expect(combatantOf(reset, 'a')).toMatchObject({ lastAction: 'reset', nextAt: 11 });
  });

  it('is the GM’s', () => {
    expect(refusalOf(say(aContext({ world: world(), fight: aRondelFight([{ id: 'a' }]) }), '!rondel next', { as: aPlayer('sam') }))).toBe('Rondel\nOnly the GM can use next. To end your own turn: !rondel done.');
  });

  it('from a button made for one moment (--turn), moves nothing once the fight is elsewhere', () => {
    const fight = () => aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', nextAt: 30 }], { counter: 2 });
    const stale = say(aContext({ world: world(), fight: fight() }), '!rondel next --turn 1');
    expect(stale.stored).toBeUndefined();
    expect(refusalOf(stale)).toBe('Rondel\nThat button was for count 1, and it is count 2 now: nothing was done.');
    const now = say(aContext({ world: world(), fight: fight() }), '!rondel next --turn 2');
    expect(combatantOf(now, 'a').lastAction).toBe('guard');
  });

  it('from a button made for one combatant’s turn (--due), moves nothing once another is due, even at the same count', () => {
    const fight = () => aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', nextAt: 2 }], { counter: 2 });
    const other = say(aContext({ world: world(), fight: fight() }), '!rondel next --turn 2 --due b');
    expect(other.stored).toBeUndefined();
    expect(refusalOf(other)).toBe('Rondel\nThat button was for a turn that has ended: nothing was done.');
    const hers = say(aContext({ world: world(), fight: fight() }), '!rondel next --turn 2 --due a');
    expect(combatantOf(hers, 'a').lastAction).toBe('guard');
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel next'))).toContain('No fight is running.');
  });
});
