import { describe, expect, it } from 'vitest';
import { aContext, aFight, aPlayer, aRondelFight, aToken, aWorld, combatantOf, presentOf, refusalOf, said, say } from '../fakes';
import { aRoundsFight } from '../../support/rounds';
import type { CombatState } from '../../../src/rules/rondel/state';

const sam = aPlayer('sam', 'Sam');
const kim = aPlayer('kim', 'Kim');
const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', controllers: ['kim'] })] });
/** Ana due at count 3, Bo at 5. */
const ctx = () => aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 5 }], { counter: 3 }) });

describe('done: a player ends its own combatant’s turn', () => {
  it('the due combatant’s player ends the turn: passed over, it takes Full Guard, and the counter moves on', () => {
    const outcome = say(ctx(), '!rondel done', { as: sam });
    expect(combatantOf(outcome, 'a').lastAction).toBe('guard');
    expect(presentOf(outcome).counter).toBeGreaterThan(3);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
  });

  it('another player is told whose turn it is, and nothing changes', () => {
    expect(refusalOf(say(ctx(), '!rondel done', { as: kim }))).toBe('Rondel\nIt is Ana’s turn at count 3, not yours.');
  });

  it('with nobody due, the player is told none of theirs is', () => {
    const later = aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 4 }], { counter: 2 }) });
    expect(refusalOf(say(later, '!rondel done', { as: sam }))).toBe('Rondel\nNone of your combatants is due at count 2.');
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel done', { as: sam }))).toBe('Rondel\nNo fight is running.');
  });

  describe('--token and --char name the turn to end', () => {
    const hidden = () =>
      aContext({
        world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'], represents: 'ca' }), aToken({ id: 'b', name: 'Bo', controllers: ['sam'] }), aToken({ id: 'h', name: 'Shade', layer: 'gmlayer' })] }),
        fight: aRondelFight([{ id: 'h', name: 'Shade', nextAt: 3 }, { id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 5 }], { counter: 3 }),
      });

    it.each([['--token a'], ['--token Ana'], ['--char ca']])('naming the due combatant (%s) ends its turn', (flag) => {
      const withSheet = aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'], represents: 'ca' }), aToken({ id: 'b', name: 'Bo', controllers: ['kim'] })] }), fight: ctx().stored.fight });
      const outcome = say(withSheet, `!rondel done ${flag}`, { as: sam });
      expect(combatantOf(outcome, 'a').lastAction).toBe('guard');
      expect(presentOf(outcome).counter).toBeGreaterThan(3);
    });

    it('naming a combatant whose turn it is not is refused, even the sender’s own, and nothing changes', () => {
      const both = aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', controllers: ['sam'] })] }), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 5 }], { counter: 3 }) });
      const outcome = say(both, '!rondel done --token Bo', { as: sam });
      expect(refusalOf(outcome)).toBe('Rondel\nIt is not Bo’s turn: nothing was done.');
      expect(outcome.stored).toBeUndefined();
    });

    it('a token not in the fight is refused', () => {
      const outcome = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'x', name: 'Crate' })] }), fight: ctx().stored.fight }), '!rondel done --token Crate', { as: sam });
      expect(refusalOf(outcome)).toMatch(/^Rondel\nThat token is not in the fight: nothing was done\./);
    });

    it('another player naming the due combatant is told it is not theirs', () => {
      expect(refusalOf(say(ctx(), '!rondel done --token Ana', { as: kim }))).toBe('Rondel\nIt is Ana’s turn at count 3, not yours.');
    });

    it('to a player a hidden token’s turn is none: naming their own waiting combatant says only that it is not its turn', () => {
      const outcome = say(hidden(), '!rondel done --token Ana', { as: sam });
      expect(refusalOf(outcome)).toBe('Rondel\nIt is not Ana’s turn: nothing was done.');
      expect(JSON.stringify(outcome.messages)).not.toMatch(/Shade/);
    });

    it('a player naming the hidden token is answered as for a token that does not exist', () => {
      const named = refusalOf(say(hidden(), '!rondel done --token h', { as: sam }));
      const nothing = refusalOf(say(hidden(), '!rondel done --token -NoSuchTokenAtAll00', { as: sam }));
      expect(named.replace(/“[^”]*”/g, '“”')).toBe(nothing.replace(/“[^”]*”/g, '“”'));
      expect(named).not.toMatch(/Shade/);
    });

    it('the GM may end the due combatant’s turn by naming it', () => {
      const outcome = say(ctx(), '!rondel done --token Ana');
      expect(combatantOf(outcome, 'a').lastAction).toBe('guard');
    });
  });

  describe('a menu’s End the turn button', () => {
    it('is refused once its clock is past, naming both, and nothing changes', () => {
      const outcome = say(ctx(), '!rondel done --turn 2', { as: sam });
      expect(refusalOf(outcome)).toBe('Rondel\nThat button was for count 2, and it is count 3 now: nothing was done.');
      expect(outcome.stored).toBeUndefined();
    });

    it('is refused once its combatant’s turn is over, at the same clock', () => {
      expect(refusalOf(say(ctx(), '!rondel done --turn 3 --due b', { as: sam }))).toBe('Rondel\nThat button was for a turn that has ended: nothing was done.');
    });

    it('ends the turn it was made for', () => {
      expect(combatantOf(say(ctx(), '!rondel done --turn 3 --due a', { as: sam }), 'a').lastAction).toBe('guard');
    });
  });

  describe('with every card to the GM alone (announce=gm), a 10-second turn ended after its action', () => {
    const rounds = (config: Record<string, unknown> = { announce: 'gm' }) =>
      aContext({
        world: world(),
        config,
        fight: aFight(aRoundsFight([{ id: 'a', name: 'Ana', initiative: 9 }, { id: 'b', name: 'Bo', initiative: 5 }], { turn: { id: 'a', action: 'combat' } }) as unknown as CombatState, { rules: 'rounds' }),
      });

    it('tells the player whose turn it was that it is over, and no more', () => {
      const outcome = say(rounds(), '!rondel done', { as: sam });
      expect(outcome.stored).toBeDefined();
      expect(said(outcome.messages).filter((m) => JSON.stringify(m.to) === JSON.stringify({ player: 'sam' }))).toEqual([{ to: { player: 'sam' }, text: '10-second rounds\nAna’s turn is over.' }]);
    });

    it('the GM ending it hears no such line (the GM has the cards)', () => {
      expect(said(say(rounds(), '!rondel done').messages).map((m) => m.text).join('\n')).not.toContain('turn is over');
    });

    it('with cards to everyone, the card says it: no whisper of its own', () => {
      expect(said(say(rounds({ announce: 'all' }), '!rondel done', { as: sam }).messages).map((m) => m.text).join('\n')).not.toContain('turn is over');
    });
  });
});
