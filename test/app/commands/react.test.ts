import { describe, expect, it } from 'vitest';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, combatantOf, refusalOf, said, say } from '../fakes';

const sam = aPlayer('sam', 'Sam');
const kim = aPlayer('kim', 'Kim');
const world = () =>
  aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana', controllers: ['sam'], represents: 'char-ana' }),
      aToken({ id: 'b', name: 'Bo', controllers: ['kim'], represents: 'char-gob' }),
      aToken({ id: 'c', name: 'Cy', controllers: ['kim'], represents: 'char-gob' }),
      aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' }),
      aToken({ id: 'z', name: 'Zed' }),
    ],
  });
const fight = aRondelFight(
  [
    { id: 'a', name: 'Ana', nextAt: 5 },
    { id: 'b', name: 'Bo', nextAt: 1 },
    { id: 'c', name: 'Cy', nextAt: 8 },
    { id: 'h', name: 'Hag', nextAt: 9 },
  ],
  { counter: 2 },
);
const ctx = () => aContext({ world: world(), fight });

describe('react: a reaction on anyone’s turn', () => {
  it('shows the flex marker for 8 counts and is announced with its trigger', () => {
    const outcome = say(ctx(), '!rondel react --note attack of opportunity', { as: sam, selected: ['a'] });
    expect(combatantOf(outcome, 'a').markers).toEqual([{ kind: 'flex', from: 2, until: 10 }]);
    expect(said(outcome.messages)[0]?.text).toContain('Ana reacts: attack of opportunity. Flex until count 10.');
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
  });

  it('without a note the reaction has none', () => {
    const outcome = say(ctx(), '!rondel react', { as: sam, selected: ['a'] });
    expect(said(outcome.messages)[0]?.text).toContain('Ana reacts. Flex until count 10.');
  });

  it('refuses a second reaction while the flex marker shows', () => {
    const again = aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 5, markers: [{ kind: 'flex', from: 1, until: 9 }] }], { counter: 2 }) });
    expect(refusalOf(say(again, '!rondel react', { as: sam, selected: ['a'] }))).toBe('Rondel\nAna reacted recently: the flex marker shows until count 9.');
  });

  it('wants exactly one of the fight’s tokens', () => {
    expect(refusalOf(say(ctx(), '!rondel react', { as: sam }))).toContain('Select your token (or use the React button of your sheet or menu).');
    expect(refusalOf(say(ctx(), '!rondel react', { as: sam, selected: ['z'] }))).toContain('Select your token');
    expect(refusalOf(say(ctx(), '!rondel react', { selected: ['a', 'b'] }))).toContain('Select just one token to react with.');
  });

  it('a character with several tokens in the fight reacts with the selected one, else asks which', () => {
    expect(refusalOf(say(ctx(), '!rondel react --char char-gob', { as: kim }))).toContain('That character has 2 tokens in the fight: select the one that reacts.');
    const outcome = say(ctx(), '!rondel react --char char-gob', { as: kim, selected: ['c'] });
    expect(combatantOf(outcome, 'c').markers).toHaveLength(1);
    expect(combatantOf(outcome, 'b').markers).toHaveLength(0);
  });

  it('a character with one token in the fight reacts with it, whatever is selected', () => {
    const outcome = say(ctx(), '!rondel react --char char-ana', { as: sam, selected: ['z'] });
    expect(combatantOf(outcome, 'a').markers).toHaveLength(1);
  });

  it('a player reacts only with tokens they control', () => {
    expect(refusalOf(say(ctx(), '!rondel react', { as: kim, selected: ['a'] }))).toBe('Rondel\nYou do not control Ana.');
    // to a player, a token on the GM layer is no token at all: answered as for a token that is not there
    const gone = aContext({ world: aWorld({ tokens: [] }), fight });
    const hidden = refusalOf(say(ctx(), '!rondel react --token h', { as: kim }));
    expect(hidden).toBe(refusalOf(say(gone, '!rondel react --token h', { as: kim })));
    expect(hidden).not.toContain('Hag');
  });

  it('the GM reacts for anyone', () => {
    const outcome = say(ctx(), '!rondel react --token h');
    expect(combatantOf(outcome, 'h').markers).toHaveLength(1);
    // the hidden combatant's reaction is the GM's to read
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['gm']);
  });

  it('a combatant that cannot act cannot react either', () => {
    const stunned = aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 5, conditions: ['stunned'] }], { counter: 2 }) });
    expect(refusalOf(say(stunned, '!rondel react', { as: sam, selected: ['a'] }))).toBe('Rondel\nAna is stunned and cannot react.');
  });

  it('with no fight, there is nothing to react in', () => {
    expect(refusalOf(say(aContext(), '!rondel react', { as: sam }))).toBe('Rondel\nNo fight is running.');
  });

  it('a named token that no longer exists is refused', () => {
    expect(refusalOf(say(ctx(), '!rondel react --token nope'))).toContain('No token called “nope”');
  });
});
