import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, combatantOf, presentOf, refusalOf, say } from '../fakes';

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
});
