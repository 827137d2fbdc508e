import { describe, expect, it } from 'vitest';
import { readCommand } from '../../src/app/dispatch';
import type { Command } from '../../src/app/fight';
import { pointedAt } from '../../src/app/target';
import { aCombat } from '../support/builders';
import { aContext, aToken, aWorld, GM } from './fakes';

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
]);
const ctx = aContext({ world });

function command(text: string, selected: string[] = []): Command {
  const reading = readCommand(text, undefined, ['rondel'], GM);
  if (reading.kind !== 'command') throw new Error(`${text} does not parse`);
  return { parsed: reading.parsed, sender: GM, selected: selected.map((id) => world.token(id)!) };
}

describe('what a command is about', () => {
  it.each([
    ['--token z (a token of the table, not in the fight)', '!rondel remove --token z', ['z']],
    ['--token gone (in the fight, its token deleted)', '!rondel remove --token gone', ['gone']],
    ['--token cy (a combatant’s name, any case)', '!rondel remove --token cy', ['c']],
    ['--token Ana (a name that is no token id)', '!rondel react --token Ana', ['a']],
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
