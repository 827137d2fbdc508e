import { describe, expect, it } from 'vitest';
import { commandWord, expandInlineRolls, joinedLines, parseCommandLine, parseInteger } from '../../src/commands/parse';
import { VERBS } from '../../src/commands/verbs';

function ok(text: string) {
  const r = parseCommandLine(text, ['rondel', 'combat', 'er']);
  if (!r || !r.ok) throw new Error(`did not parse: ${text}: ${JSON.stringify(r)}`);
  return r.command;
}

function errors(text: string): readonly string[] {
  const r = parseCommandLine(text);
  if (!r || r.ok) throw new Error(`parsed: ${text}`);
  return r.errors;
}

describe('command words', () => {
  it.each([
    ['!rondel next', 'rondel'],
    ['!COMBAT start', 'combat'],
    ['!combat', 'combat'],
    ['!combatx start', null],
    ['!rondelnext', null],
    ['combat start', null],
    ['!eot', null],
  ])('%j is addressed to %j', (text, word) => {
    expect(commandWord(text, ['rondel', 'combat'])).toBe(word);
  });

  it('a bare command word is help', () => {
    expect(ok('!rondel').verb.name).toBe('help');
  });

  it('a configured alias works like the others', () => {
    expect(ok('!er next').word).toBe('er');
  });
});

describe('parsing', () => {
  it('reads a verb, its word and flags; verbs and flags are case-insensitive', () => {
    const cmd = ok('!rondel ACT Combat --Speed -2 --change --char -Mabc_12 --note hits the orc  ');
    expect(cmd.verb.name).toBe('act');
    expect(cmd.arg).toBe('combat');
    expect(cmd.flags).toEqual({ speed: -2, change: true, char: '-Mabc_12', note: 'hits the orc' });
  });

  it.each([
    ['--speed +2', 2],
    ['--speed −2', -2],
    ['--speed "3"', 3],
    ['--speed=4', 4],
  ])('reads a number written %s', (flag, value) => {
    expect(ok(`!rondel act combat ${flag}`).flags.speed).toBe(value);
  });

  it.each([
    ['--change no', false],
    ['--change yes', true],
    ['--change', true],
  ])('reads a switch written %s', (flag, value) => {
    expect(ok(`!rondel act dash ${flag}`).flags.change).toBe(value);
  });

  it('reads a tier by name or number, and condition lists', () => {
    expect(ok('!rondel set --tier Green Horse').flags.tier).toBe('green_horse');
    expect(ok('!rondel set --tier 9').flags.tier).toBe('purple_lightning');
    expect(ok('!rondel condition --add prone, grappled').flags.add).toEqual(['prone', 'grappled']);
  });

  it('--help is understood by every verb', () => {
    for (const v of VERBS) expect(ok(`!rondel ${v.name} --help`).help).toBe(true);
  });

  it.each([
    ['!rondel jump', 'Unknown command “jump”'],
    ['!rondel act', 'act needs one of combat, dash'],
    ['!rondel act fly', '“fly” is not one of combat'],
    ['!rondel act combat --speed fast', '--speed needs a whole number, not “fast”'],
    ['!rondel act combat --speed 1.5', '--speed needs a whole number'],
    ['!rondel act combat --speed 99999999', '--speed needs a whole number'],
    ['!rondel act combat --speed', '--speed needs a whole number'],
    ['!rondel act combat --wings 2', 'act has no option --wings'],
    ['!rondel act combat --speed 1 --speed 2', '--speed is given twice'],
    ['!rondel next now', 'next takes no words after it'],
    ['!rondel set --tier fast', '--tier needs a movement tier'],
    ['!rondel act combat --char <b>', '--char needs an id'],
    ['!rondel undo zero', 'undo takes a number of steps'],
    ['!rondel act combat dash', 'act takes one word after it, not 2'],
  ])('%s is refused: %s', (text, message) => {
    expect(errors(text).join(' ')).toContain(message);
  });

  it('cuts text values to a safe length', () => {
    expect(String(ok(`!rondel react --note ${'x'.repeat(1000)}`).flags.note)).toHaveLength(200);
  });

  it('the options a button sends are read, but a refusal lists only those a person types', () => {
    expect(ok('!rondel next --turn 4 --due abc').flags).toMatchObject({ turn: 4, due: 'abc' });
    expect(errors('!rondel next --wings 2').join(' ')).toBe('next has no option --wings; it takes --step.');
    expect(errors('!rondel end --wings').join(' ')).toBe('end has no option --wings; it takes --confirm.');
  });

  it('an option name that is an Object property is not mistaken for one', () => {
    expect(errors('!rondel next --constructor 1').join(' ')).toContain('has no option --constructor');
    expect(errors('!rondel next --__proto__ 1').join(' ')).toContain('has no option');
  });
});

describe('inline rolls and numbers', () => {
  it('replaces $[[n]] with the roll totals', () => {
    expect(expandInlineRolls('!rondel act combat --speed $[[0]] --cast $[[1]]', [{ results: { total: 3 } }, { results: { total: 5 } }])).toBe(
      '!rondel act combat --speed 3 --cast 5',
    );
  });

  it('leaves a placeholder without a roll alone', () => {
    expect(expandInlineRolls('x $[[4]]', [{ results: { total: 1 } }])).toBe('x $[[4]]');
  });

  it.each([['12', 12], ['-3', -3], ['1e3', null], ['', null], ['0x10', null], ['12345678', null]])('parseInteger(%j) is %j', (t, n) => {
    expect(parseInteger(t)).toBe(n);
  });
});

describe('lines parsed again', () => {
  it('are read with the words they come with, and a line read before answers as it did', () => {
    const plain = ['rondel', 'combat'];
    const aliased = ['rondel', 'combat', 'er'];
    expect(parseCommandLine('!er next', plain)).toBeNull();
    expect(parseCommandLine('!er next', aliased)).toMatchObject({ ok: true, command: { word: 'er', verb: { name: 'next' } } });
    expect(parseCommandLine('!er next', plain)).toBeNull();
    const first = parseCommandLine('!rondel act combat --speed 3', plain);
    expect(parseCommandLine('!rondel act combat --speed 4', plain)).toMatchObject({ ok: true, command: { flags: { speed: 4 } } });
    expect(parseCommandLine('!rondel act combat --speed 3', plain)).toEqual(first);
    expect(first).toMatchObject({ ok: true, command: { flags: { speed: 3 } } });
  });

  it('cannot be changed by a reader: what the next one gets is what was typed', () => {
    const parsed = parseCommandLine('!rondel condition --token a --add prone,grappled', ['rondel']);
    if (!parsed?.ok) throw new Error('not parsed');
    expect(() => (parsed.command.flags.add as string[]).push('stunned')).toThrow();
    expect(() => ((parsed.command.flags as Record<string, unknown>).token = 'b')).toThrow();
    expect(parseCommandLine('!rondel condition --token a --add prone,grappled', ['rondel'])).toMatchObject({ ok: true, command: { flags: { token: 'a', add: ['prone', 'grappled'] } } });
  });
});

describe('an option that may be left blank (a prompt answered with nothing)', () => {
  it('check --dc with no value is a check with no DC; with a value, that DC; another int option still needs one', () => {
    expect(ok('!rondel check --attr agility --dc').flags).toEqual({ attr: 'agility' });
    expect(ok('!rondel check --attr agility --dc  --skill Climb').flags).toEqual({ attr: 'agility', skill: 'Climb' });
    expect(ok('!rondel check --attr agility --dc 12').flags).toEqual({ attr: 'agility', dc: 12 });
    expect(errors('!rondel check --attr agility --mod')).toEqual(['--mod needs a whole number, not “”.']);
  });
});

describe('a command of several lines', () => {
  it('its <br/> joins are the spaces between its words', () => {
    expect(joinedLines('!rondel condition<br/>\n--add prone<br/>\n--counts 3')).toBe('!rondel condition --add prone --counts 3');
    expect(joinedLines('!rondel next')).toBe('!rondel next');
    expect(ok(joinedLines('!rondel condition<br/>\n--add prone')).flags).toEqual({ add: ['prone'] });
  });
});
