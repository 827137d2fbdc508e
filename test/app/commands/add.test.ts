import { describe, expect, it } from 'vitest';
import { aContext, aRondelFight, aToken, aWorld, combatantOf, presentOf, refusalOf, said, say } from '../fakes';

const world = () =>
  aWorld({
    tokens: [
      aToken({ id: 'a', name: 'Ana' }),
      aToken({ id: 'n', name: 'Newt', controllers: ['sam'] }),
      aToken({ id: 'o', name: 'Olm' }),
      aToken({ id: 'x', name: 'Xan', pageId: 'page-2' }),
      aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' }),
    ],
    sheets: { n: { perceptionMod: 2, tier: 'blue_gryphon' }, o: { problems: ['movement_tier'] } },
  });
const fight = aRondelFight([{ id: 'a', name: 'Ana', nextAt: 6 }], { counter: 4 });
const ctx = (dice: readonly (number | readonly [number, number])[] = []) => aContext({ world: world(), fight, dice });

describe('add: tokens join the running fight', () => {
  it('a joiner acts at the current count + its roll, read from its sheet', () => {
    // count 4 + (d12 9 − Perception 2) = 11
    const outcome = say(ctx([[12, 9]]), '!rondel add', { selected: ['n'] });
    expect(combatantOf(outcome, 'n')).toMatchObject({ name: 'Newt', tier: 'blue_gryphon', perceptionMod: 2, nextAt: 11 });
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(said(outcome.messages)[0]?.text).toContain('Newt joins: count 4 + d12 (9) − 2 Perception → count 11');
  });

  it('--token adds a token that is not selected; --count places it', () => {
    const outcome = say(ctx([[12, 9]]), '!rondel add --token n --count 20');
    expect(combatantOf(outcome, 'n').nextAt).toBe(20);
  });

  it('--count with several tokens is refused: which one it was for is unknown, and nobody joins', () => {
    const outcome = say(ctx([[12, 1], [12, 3]]), '!rondel add --count 20', { selected: ['n', 'o'] });
    expect(refusalOf(outcome)).toMatch(/^Rondel\n--count puts one token at that value, and 2 are selected/);
    expect(outcome.stored).toBeUndefined();
  });

  it('a placement the rules refuse refuses the whole command', () => {
    expect(refusalOf(say(ctx([[12, 9]]), '!rondel add --token n --count 2'))).toBe('Rondel\nCount 2 has passed: the counter is at 4.\nUsage: !rondel add [--token ID] [--count N]');
  });

  it('tokens on another page are left out, and the GM told; with none left there is nothing to add', () => {
    const outcome = say(ctx([[12, 9]]), '!rondel add', { selected: ['n', 'x'] });
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'n']);
    expect(said(outcome.messages).at(-1)).toEqual({ to: { player: 'gm' }, text: 'Rondel\n1 token(s) on another page were left out: a fight stays on one page.' });
    expect(refusalOf(say(ctx(), '!rondel add', { selected: ['x'] }))).toContain('Those tokens are on another page: a fight stays on the page it started on.');
  });

  it('one already in the fight is said so; the others join', () => {
    const outcome = say(ctx([[12, 3]]), '!rondel add', { selected: ['a', 'n'] });
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'n']);
    const last = said(outcome.messages).at(-1);
    expect(last).toEqual({ to: { player: 'gm' }, text: 'Rondel\nAna is already in the fight.' });
    expect(outcome.events?.some((e) => e.type === 'rejected')).toBe(false);
  });

  it('the GM hears of sheet values that could not be read', () => {
    const outcome = say(ctx([[12, 3]]), '!rondel add', { selected: ['o'] });
    expect(said(outcome.messages)).toContainEqual({ to: 'gm', text: 'Rondel: sheet values\nOlm: movement_tier could not be read; the default was used.' });
  });

  it('a hidden joiner is announced to the GM alone', () => {
    const outcome = say(ctx([[12, 3]]), '!rondel add', { selected: ['h'] });
    expect(said(outcome.messages).filter((m) => m.text.includes('Hag')).map((m) => m.to)).toEqual(['gm']);
  });

  it('says what is missing', () => {
    expect(refusalOf(say(ctx(), '!rondel add'))).toContain('Select the tokens to add (on the page of the fight).');
    expect(refusalOf(say(ctx(), '!rondel add --token gone'))).toContain('No token called “gone”');
    expect(refusalOf(say(aContext(), '!rondel add'))).toContain('No fight is running.');
  });
});
