import { describe, expect, it } from 'vitest';
import { readCommand } from '../../src/app/dispatch';
import type { Command } from '../../src/app/context';
import { pointedAt } from '../../src/app/target';
import { aCombat } from '../support/builders';
import type { Sender } from '../../src/app/ports';
import { aContext, aFight, aPlayer, aToken, aWorld, GM } from './fakes';

const world = aWorld({
  tokens: [
    aToken({ id: 'a', name: 'Ana', represents: 'char-gob' }),
    aToken({ id: 'b', name: 'Bo', represents: 'char-gob' }),
    aToken({ id: 'c', name: 'Cy', represents: 'char-cy' }),
    aToken({ id: 'z', name: 'Zed' }),
  ],
});
const state = aCombat([
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Twin' },
  { id: 'gone', name: 'Twin' },
  { id: 'c', name: 'Cy' },
  { id: 'old', name: 'Old  Gus' },
]);
const ctx = aContext({ world });

function command(text: string, selected: string[] = [], sender: Sender = GM): Command {
  const reading = readCommand(text, undefined, ['rondel'], sender);
  if (reading.kind !== 'command') throw new Error(`${text} does not parse`);
  return { parsed: reading.parsed, sender, selected: selected.map((id) => world.token(id)!) };
}

describe('what a command is about', () => {
  it.each([
    ['--token z (a token of the table, not in the fight)', '!rondel remove --token z', ['z']],
    ['--token gone (in the fight, its token deleted)', '!rondel remove --token gone', ['gone']],
    ['--token cy (a combatant’s name, any case)', '!rondel remove --token cy', ['c']],
    ['--token Ana (a name that is no token id)', '!rondel react --token Ana', ['a']],
    ['--token old gus (a combatant whose name has two spaces, its token deleted)', '!rondel remove --token old gus', ['old']],
  ])('%s', (_title, text, ids) => {
    expect(pointedAt(ctx, command(text, ['a']), state)).toEqual({ ids, given: true, source: 'token' });
  });

  it('a name two combatants share is refused', () => {
    expect(pointedAt(ctx, command('!rondel remove --token twin'), state)).toEqual({ ids: [], given: true, source: 'token', error: '2 combatants are called “twin”: select the one you mean.' });
  });

  it('an id that names nothing no longer exists; a name that names nothing is said to be unknown', () => {
    expect(pointedAt(ctx, command('!rondel remove --token -Mnobody000000000000'), state)).toEqual({ ids: [], given: true, source: 'token', error: 'That token no longer exists.' });
    expect(pointedAt(ctx, command('!rondel remove --token -Mnobody000000000000'), null).error).toBe('That token no longer exists.');
    expect(pointedAt(ctx, command('!rondel remove --token nobody'), state).error).toBe('No token called “nobody” on the fight’s page: give its name as it is written, or select it.');
  });

  it('--char: the character’s tokens in the fight, narrowed by the selection', () => {
    expect(pointedAt(ctx, command('!rondel react --char char-gob'), state)).toEqual({ ids: ['a', 'b'], given: true, source: 'char' });
    expect(pointedAt(ctx, command('!rondel react --char char-gob', ['b', 'c']), state)).toEqual({ ids: ['b'], given: true, source: 'char' });
    expect(pointedAt(ctx, command('!rondel react --char char-gob', ['c']), state)).toEqual({ ids: ['a', 'b'], given: true, source: 'char' });
  });

  it('--char of a character with no token in the fight is refused; with no fight it names nobody', () => {
    expect(pointedAt(ctx, command('!rondel react --char char-none'), state)).toEqual({ ids: [], given: true, source: 'char', error: 'That character has no token in the fight.' });
    expect(pointedAt(ctx, command('!rondel react --char char-gob'), null)).toEqual({ ids: [], given: true, source: 'char' });
  });

  it('else the selection, or nobody', () => {
    expect(pointedAt(ctx, command('!rondel react', ['c', 'z']), state)).toEqual({ ids: ['c', 'z'], given: true, source: 'selection' });
    expect(pointedAt(ctx, command('!rondel react'), state)).toEqual({ ids: [], given: false, source: 'none' });
  });

  it('a long shared name is cut in the refusal', () => {
    const long = 'N'.repeat(50);
    const twins = aCombat([{ id: 'p', name: long }, { id: 'q', name: long }]);
    const c = { ...command('!rondel remove --token x'), parsed: { ...command('!rondel remove --token x').parsed, flags: { token: long } } };
    expect(pointedAt(ctx, c, twins).error).toBe(`2 combatants are called “${'N'.repeat(40)}”: select the one you mean.`);
  });
});

describe('--token NAME (docs/rules.md §15)', () => {
  const sam = aPlayer('sam', 'Sam');

  it('a token of the table is found by its name, in any case, though it is not in the fight', () => {
    expect(pointedAt(ctx, command('!rondel remove --token ZED'), state)).toEqual({ ids: ['z'], given: true, source: 'token' });
    expect(pointedAt(ctx, command('!rondel remove --token zed'), null)).toEqual({ ids: ['z'], given: true, source: 'token' });
  });

  it('a combatant whose token was deleted is found by its name in any case (the GM’s)', () => {
    const alone = aCombat([{ id: 'gone', name: 'Ghost' }, { id: 'a', name: 'Ana' }]);
    expect(pointedAt(ctx, command('!rondel remove --token GHOST'), alone)).toEqual({ ids: ['gone'], given: true, source: 'token' });
    expect(pointedAt(ctx, command('!rondel remove --token TWIN'), state).error).toBe('2 combatants are called “TWIN”: select the one you mean.');
    // a name handed over with spaces around it (the parser trims what is typed) is the same name
    const spaced = command('!rondel remove --token x');
    expect(pointedAt(ctx, { ...spaced, parsed: { ...spaced.parsed, flags: { token: ' Ghost ' } } }, alone).ids).toEqual(['gone']);
  });

  it('the name is looked for on the fight’s page, else on the players’ page', () => {
    const twoPages = aWorld({ tokens: [aToken({ id: 'o1', name: 'Ork' }), aToken({ id: 'o2', name: 'Ork', pageId: 'page-2' })] });
    const fightThere = aContext({ world: twoPages, fight: aFight(aCombat([{ id: 'x', name: 'Xan' }]), { pageId: 'page-2' }) });
    expect(pointedAt(fightThere, command('!rondel add --token ork'), null).ids).toEqual(['o2']);
    expect(pointedAt(aContext({ world: twoPages }), command('!rondel add --token ork'), null).ids).toEqual(['o1']);
  });

  it('a name nothing answers to is refused, naming nobody', () => {
    expect(pointedAt(ctx, command('!rondel remove --token nobody'), state)).toEqual({
      ids: [],
      given: true,
      source: 'token',
      error: 'No token called “nobody” on the fight’s page: give its name as it is written, or select it.',
    });
  });

  it('only a whole token id that names nothing “no longer exists”; a name that merely looks like one is a name', () => {
    const unknown = (name: string) => pointedAt(ctx, command(`!rondel remove --token ${name}`), state).error;
    expect(unknown('x-Mnobody000000000000')).toBe('No token called “x-Mnobody000000000000” on the fight’s page: give its name as it is written, or select it.');
    expect(unknown('-Mnobody000000000000x')).toBe('No token called “-Mnobody000000000000x” on the fight’s page: give its name as it is written, or select it.');
    const odd = aWorld({ tokens: [aToken({ id: 't1', name: '-Mlookslikeanid00000' })] });
    expect(pointedAt(aContext({ world: odd }), command('!rondel add --token -Mlookslikeanid00000'), null)).toEqual({ ids: ['t1'], given: true, source: 'token' });
  });

  it('of several tokens of one name, the one in the fight is meant; else they are refused as tokens', () => {
    const orks = aWorld({ tokens: [aToken({ id: 'o1', name: 'Ork' }), aToken({ id: 'o2', name: 'Ork' }), aToken({ id: 'o3', name: 'Ork' })] });
    const fighting = aCombat([{ id: 'o2', name: 'Ork' }, { id: 'a', name: 'Ana' }]);
    expect(pointedAt(aContext({ world: orks }), command('!rondel remove --token ork'), fighting)).toEqual({ ids: ['o2'], given: true, source: 'token' });
    expect(pointedAt(aContext({ world: orks }), command('!rondel add --token ork'), null)).toEqual({ ids: [], given: true, source: 'token', error: '3 tokens are called “ork”: select the one you mean.' });
    const two = aCombat([{ id: 'o1', name: 'Ork' }, { id: 'o2', name: 'Ork' }]);
    expect(pointedAt(aContext({ world: orks }), command('!rondel remove --token ork'), two).error).toBe('3 tokens are called “ork”: select the one you mean.');
  });

  it('a player never finds, nor is told of, a token on the GM layer', () => {
    const hidden = aWorld({ tokens: [aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' }), aToken({ id: 'k', name: 'Kobold' }), aToken({ id: 'k2', name: 'Kobold', layer: 'gmlayer' })] });
    const c = aContext({ world: hidden });
    expect(pointedAt(c, command('!rondel react --token hag', [], sam), null).error).toBe('No token called “hag” on the fight’s page: give its name as it is written, or select it.');
    expect(pointedAt(c, command('!rondel react --token hag'), null).ids).toEqual(['h']);
    expect(pointedAt(c, command('!rondel react --token kobold', [], sam), null)).toEqual({ ids: ['k'], given: true, source: 'token' });
    expect(pointedAt(c, command('!rondel react --token kobold'), null).error).toBe('2 tokens are called “kobold”: select the one you mean.');
  });

  it('a player does not count a combatant whose token was deleted', () => {
    expect(pointedAt(ctx, command('!rondel react --token twin', [], sam), state)).toEqual({ ids: ['b'], given: true, source: 'token' });
    expect(pointedAt(ctx, command('!rondel react --token ghost', [], sam), aCombat([{ id: 'gone', name: 'Ghost' }])).error).toBe(
      'No token called “ghost” on the fight’s page: give its name as it is written, or select it.',
    );
  });
});
