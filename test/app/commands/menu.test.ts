import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, buttons, onlyMessage, refusalOf, say } from '../fakes';

const sam = aPlayer('sam', 'Sam');
const kim = aPlayer('kim', 'Kim');
const world = () =>
  aWorld({
    tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam', 'kim'] }), aToken({ id: 'b', name: 'Bo', controllers: ['kim'] })],
    sheets: { a: { speed: 2, agility: 3, cast: 4 } },
  });

describe('menu: the due combatant’s menu again', () => {
  it('goes to the sender alone, even when several players control the combatant', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'b', nextAt: 9 }]) }), '!rondel menu', { as: sam });
    const menu = onlyMessage(outcome);
    expect(menu.to).toEqual({ player: 'sam' });
    expect(menu.noarchive).toBe(true);
    expect(menu.text).toContain('Ana: your action count 1');
    expect(outcome.stored).toBeUndefined();
    expect(buttons(outcome.messages[0]?.html ?? '')[0]).toBe('!rondel act combat --token a --turn 1 --speed ?{Weapon speed|2} ?{Change of action or weapon (+d4)?|No,|Yes,--change}');
  });

  it('is the due combatant’s, whatever else is selected', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'b', nextAt: 9 }]) }), '!rondel menu', { as: kim, selected: ['b'] });
    expect(onlyMessage(outcome).text).toContain('Ana: your action');
  });

  it('is refused to a player who does not control the due combatant', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'b', name: 'Bo' }, { id: 'a', nextAt: 9 }]) }), '!rondel menu', { as: sam });
    expect(refusalOf(outcome)).toBe('Rondel\nIt is Bo’s turn at count 1, not yours.');
  });

  it('a combatant that cannot act has no menu: the GM passes its turn', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', conditions: ['prone', 'paralyzed'] }]) }), '!rondel menu');
    expect(refusalOf(outcome)).toBe('Rondel\nAna is paralyzed and cannot act: pass the turn with !rondel next.');
  });

  it('needs a fight and someone due', () => {
    expect(refusalOf(say(aContext(), '!rondel menu', { as: sam }))).toBe('Rondel\nNo fight is running.');
    expect(refusalOf(say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', nextAt: 4 }]) }), '!rondel menu'))).toContain('Nobody is due at count 1.');
  });

  it('for another script, the GM gets it', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana' }]) }), '!rondel menu', { as: { playerId: 'API', name: 'API', isGM: true, isApi: true } });
    expect(onlyMessage(outcome).to).toBe('gm');
  });
});
