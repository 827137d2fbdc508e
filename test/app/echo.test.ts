// With announce=gm a player's own step is whispered back to them (docs/rules.md §15); nothing more otherwise.
import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, GM, said, say } from './fakes';

const sam = aPlayer('sam', 'Sam');
const world = () =>
  aWorld({
    tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b', name: 'Bo', controllers: ['kim'] }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })],
  });
const fight = aRondelFight(
  [
    { id: 'a', name: 'Ana', nextAt: 5 },
    { id: 'b', name: 'Bo', nextAt: 2 },
    { id: 'h', name: 'Hag', nextAt: 9 },
  ],
  { counter: 2 },
);

describe('a player hears their own step under announce=gm', () => {
  it('the card goes to the GM; the player who reacted is whispered the lines about their own token only', () => {
    const outcome = say(aContext({ world: world(), fight, config: { announce: 'gm' } }), '!rondel react --note parry', { as: sam, selected: ['a'] });
    const cards = said(outcome.messages);
    expect(cards.map((m) => m.to)).toEqual(['gm', { player: 'sam' }]);
    expect(cards[1]?.text).toContain('Ana reacts: parry.');
    expect(cards[1]?.text).not.toContain('Bo');
  });

  it('under announce=all the card is everyone’s, and nothing more is whispered', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel react --note parry', { as: sam, selected: ['a'] });
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['all']);
  });

  it('the GM reads the card already: no copy for the GM', () => {
    const outcome = say(aContext({ world: world(), fight, config: { announce: 'gm' } }), '!rondel react --note parry', { as: GM, selected: ['a'] });
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['gm']);
  });
});
