// A GM command over a selection of which some tokens are not in the fight (src/app/target.ts sayingLeftOut): it acts
// on the combatants, and the GM is told which tokens were left out.
import { describe, expect, it } from 'vitest';
import { aContext, aRondelFight, aToken, aWorld, refusalOf, said, say } from './fakes';

const world = () =>
  aWorld({
    tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'x', name: 'Xan' }), aToken({ id: 'y', name: 'Yul' }), aToken({ id: 'w', name: 'Wil' }), aToken({ id: 'v', name: 'Vex' })],
  });
const ctx = () => aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 4 }]) });
const texts = (outcome: ReturnType<typeof say>): string[] => said(outcome.messages).map((m) => m.text);

describe('a selection with tokens outside the fight', () => {
  it('acts on the combatants and tells the GM, in a line of its own, the one left out', () => {
    const outcome = say(ctx(), '!rondel condition --add blind', { selected: ['a', 'x'] });
    expect(outcome.stored?.fight).toBeDefined();
    expect(said(outcome.messages).filter((m) => m.text === 'Rondel\nXan is not in the fight: left out.')).toEqual([{ to: { player: 'gm' }, text: 'Rondel\nXan is not in the fight: left out.' }]);
  });

  it('names several together, a token twice once, and counts past three', () => {
    expect(texts(say(ctx(), '!rondel condition --add blind', { selected: ['a', 'x', 'y', 'x'] }))).toContain('Rondel\nXan, Yul are not in the fight: left out.');
    expect(texts(say(ctx(), '!rondel condition --add blind', { selected: ['a', 'x', 'y', 'w', 'v'] }))).toContain('Rondel\nXan, Yul, Wil and 1 more are not in the fight: left out.');
  });

  it('all in the fight: no such line', () => {
    expect(texts(say(ctx(), '!rondel condition --add blind', { selected: ['a', 'b'] })).join('\n')).not.toContain('left out');
  });

  it('none in the fight: refused, nothing done, no left-out line', () => {
    const outcome = say(ctx(), '!rondel condition --add blind', { selected: ['x', 'y'] });
    expect(refusalOf(outcome)).toBe('Rondel\nXan, Yul are not in the fight: nothing was done.');
    expect(texts(outcome).join('\n')).not.toContain('left out');
  });

  it('a command that changed nothing says nothing of those left out', () => {
    const blind = say(ctx(), '!rondel condition --add blind', { selected: ['a'] });
    const again = say(aContext({ world: world(), fight: blind.stored?.fight ?? null }), '!rondel condition --add blind', { selected: ['a', 'x'] });
    expect(texts(again).join('\n')).not.toContain('left out');
  });

  it.each([
    ['effect --add Hex --counts 3'],
    ['set --count 9'],
    ['remove'],
  ])('%s tells it too', (command) => {
    expect(texts(say(ctx(), `!rondel ${command}`, { selected: ['a', 'x'] }))).toContain('Rondel\nXan is not in the fight: left out.');
  });
});
