// Chat text → a command (src/commands/parse.ts), for `say`, `trigger` and `stand` and the option values they take:
// speech kept as typed, a token named or given by id, a yes/no option, a note, and the errors a person reads.
import { describe, expect, it } from 'vitest';
import { COMMAND_WORDS, MAX_SAID, MAX_TEXT, parseCommandLine, parseInteger, type FlagValue } from '../../src/commands/parse';

/** The command words, as a list of its own: each parse here is made afresh, not one remembered from an earlier test. */
const words = (): string[] => [...COMMAND_WORDS];

function ok(text: string): { arg: string | null; flags: Readonly<Record<string, FlagValue>>; help: boolean } {
  const r = parseCommandLine(text, words());
  if (!r || !r.ok) throw new Error(`${text}: ${JSON.stringify(r)}`);
  return { arg: r.command.arg, flags: r.command.flags, help: r.command.help };
}

function errors(text: string): readonly string[] {
  const r = parseCommandLine(text, words());
  if (!r || r.ok) throw new Error(`${text} parsed`);
  return r.errors;
}

describe('say: the words as typed', () => {
  it('keeps the case, the punctuation and the spaces between words; the white space around goes', () => {
    expect(ok('!rondel say Halt, who goes THERE?').arg).toBe('Halt, who goes THERE?');
    expect(ok('!rondel say   Stop   right  there  ').arg).toBe('Stop   right  there');
    expect(ok('!rondel SAY Hi').arg).toBe('Hi');
  });

  it('the words end where an option begins', () => {
    expect(ok('!rondel say Over here! --token Ana Bell')).toEqual({ arg: 'Over here!', flags: { token: 'Ana Bell' }, help: false });
    expect(ok('!combat say Run --char -Mabc1')).toEqual({ arg: 'Run', flags: { char: '-Mabc1' }, help: false });
  });

  it('with no words it is refused with an example; with --help it is not', () => {
    expect(errors('!rondel say')).toEqual(['say needs the words to say, like !rondel say Halt!']);
    expect(errors('!combat say   --token Ana')).toEqual(['say needs the words to say, like !rondel say Halt!']);
    expect(ok('!rondel say --help')).toEqual({ arg: null, flags: {}, help: true });
  });

  it('words typed after --token were read as its name: the refusal says so, and where the words go (review 23)', () => {
    expect(errors('!combat say --token Goblin Halt!')).toEqual(['say takes the words first, then the token: !rondel say Halt! --token Goblin. The words after --token were read as a token’s name, “Goblin Halt!”.']);
  });

  it('a long speech is kept to its first thousand characters (each emoji one), whole enough for the rule set to refuse', () => {
    const long = '😀'.repeat(MAX_SAID + 5);
    const arg = ok(`!rondel say ${long}`).arg as string;
    expect(Array.from(arg)).toHaveLength(MAX_SAID);
    expect(arg).toBe('😀'.repeat(MAX_SAID));
    expect(ok(`!rondel say ${'a'.repeat(MAX_SAID)}`).arg).toHaveLength(MAX_SAID);
  });
});

describe('stand and trigger', () => {
  it('stand takes no words after it, only options', () => {
    expect(errors('!rondel stand up')).toEqual(['stand takes no words after it, only options.']);
    expect(ok('!rondel stand')).toEqual({ arg: null, flags: {}, help: false });
  });

  it('--react with no value, or yes/no in its spellings', () => {
    expect(ok('!rondel stand --react').flags).toEqual({ react: true });
    for (const yes of ['yes', 'TRUE', 'on', '1', '"yes"']) expect(ok(`!rondel stand --react ${yes}`).flags).toEqual({ react: true });
    for (const no of ['no', 'False', 'off', '0', "'no'"]) expect(ok(`!rondel stand --react ${no}`).flags).toEqual({ react: false });
    expect(ok('!rondel stand --react=yes').flags).toEqual({ react: true });
    expect(ok('!rondel stand --react ""').flags).toEqual({ react: true });
  });

  it('--react with anything else is refused, quoting what was typed', () => {
    expect(errors('!rondel stand --react maybe')).toEqual(['--react takes no value (or yes/no), not “maybe”.']);
    expect(errors(`!rondel stand --react ${'x'.repeat(40)}`)).toEqual([`--react takes no value (or yes/no), not “${'x'.repeat(30)}”.`]);
  });

  it('trigger’s note: unquoted, trimmed, and kept to 200 characters', () => {
    expect(ok('!rondel trigger --note "the door opens"').flags).toEqual({ note: 'the door opens' });
    expect(ok("!rondel trigger --note ' it moves '").flags).toEqual({ note: 'it moves' });
    expect(ok('!rondel trigger --note "half quoted').flags).toEqual({ note: '"half quoted' });
    expect(ok('!rondel trigger --note "mixed\'').flags).toEqual({ note: '"mixed\'' });
    expect(ok('!rondel trigger --note "').flags).toEqual({ note: '"' });
    expect(ok(`!rondel trigger --note ${'n'.repeat(MAX_TEXT + 50)}`).flags.note).toBe('n'.repeat(MAX_TEXT));
    expect(ok('!rondel trigger --note').flags).toEqual({ note: '' });
    // a quote at one end only is part of the note
    expect(ok('!rondel trigger --note he says "go"').flags).toEqual({ note: 'he says "go"' });
    expect(ok("!rondel trigger --note 'tis the signal").flags).toEqual({ note: "'tis the signal" });
  });

  it('trigger’s button round: a whole number, or a refusal quoting it', () => {
    expect(ok('!rondel trigger --readied 3').flags).toEqual({ readied: 3 });
    expect(errors('!rondel trigger --readied soon')).toEqual(['--readied needs a whole number, not “soon”.']);
    expect(errors('!rondel trigger --readied')).toEqual(['--readied needs a whole number, not “”.']);
    expect(errors(`!rondel trigger --readied ${'7'.repeat(40)}`)).toEqual([`--readied needs a whole number, not “${'7'.repeat(30)}”.`]);
  });
});

describe('a token named or given by id', () => {
  it('a name with spaces, its runs of white space made one, quotes taken off', () => {
    expect(ok('!rondel stand --token Ana   Bell').flags).toEqual({ token: 'Ana Bell' });
    expect(ok('!rondel stand --token "Old  Hag"').flags).toEqual({ token: 'Old Hag' });
    expect(ok('!rondel stand --token -Mabc_123').flags).toEqual({ token: '-Mabc_123' });
  });

  it('up to 60 characters (each emoji one); longer, empty, or with control characters is refused', () => {
    expect(ok(`!rondel stand --token ${'🐺'.repeat(60)}`).flags).toEqual({ token: '🐺'.repeat(60) });
    expect(errors(`!rondel stand --token ${'w'.repeat(61)}`)).toEqual([`--token needs a token’s id or name, not “${'w'.repeat(30)}”.`]);
    expect(errors('!rondel stand --token')).toEqual(['--token needs a token’s id or name, not “”.']);
    expect(errors('!rondel stand --token ""')).toEqual(['--token needs a token’s id or name, not “”.']);
    expect(errors('!rondel stand --token Ana\u0007Bell')).toEqual(['--token needs a token’s id or name, not “Ana\u0007Bell”.']);
  });

  it('a character id: letters, digits, - and _, up to 40; anything else is refused', () => {
    expect(ok('!rondel stand --char -Mabc_1').flags).toEqual({ char: '-Mabc_1' });
    expect(ok(`!rondel stand --char ${'c'.repeat(40)}`).flags).toEqual({ char: 'c'.repeat(40) });
    expect(errors(`!rondel stand --char ${'c'.repeat(41)}`)).toEqual([`--char needs an id such as -Mabc123, not “${'c'.repeat(30)}”.`]);
    expect(errors('!rondel stand --char a b')).toEqual(['--char needs an id such as -Mabc123, not “a b”.']);
    expect(errors('!rondel stand --char')).toEqual(['--char needs an id such as -Mabc123, not “”.']);
  });
});

describe('numbers, tiers and lists as typed', () => {
  it('signs as phones type them; at most a million either way', () => {
    expect(parseInteger('\u22123')).toBe(-3);
    expect(parseInteger('\u20124')).toBe(-4);
    expect(parseInteger('\u20135')).toBe(-5);
    expect(parseInteger('\u20146')).toBe(-6);
    expect(parseInteger('\uff0b7')).toBe(7);
    expect(parseInteger(' +8 ')).toBe(8);
    expect(parseInteger('1000000')).toBe(1_000_000);
    expect(parseInteger('-1000000')).toBe(-1_000_000);
    expect(parseInteger('1000001')).toBeNull();
    expect(parseInteger('12345678')).toBeNull();
    expect(parseInteger('1.5')).toBeNull();
    expect(parseInteger('3x')).toBeNull();
    expect(parseInteger('x3')).toBeNull();
    expect(parseInteger('')).toBeNull();
  });

  it('an option’s number with a typographic minus', () => {
    expect(ok('!rondel set --perception \u22122').flags).toEqual({ perception: -2 });
  });

  it('a tier by key, name or number; anything else is refused', () => {
    expect(ok('!rondel set --tier red_fox').flags).toEqual({ tier: 'red_fox' });
    expect(ok('!rondel set --tier "Green Horse"').flags).toEqual({ tier: 'green_horse' });
    expect(errors('!rondel set --tier purple')).toEqual(['--tier needs a movement tier (e.g. red_fox, “Green Horse” or 1–9), not “purple”.']);
    expect(errors(`!rondel set --tier ${'p'.repeat(40)}`)).toEqual([`--tier needs a movement tier (e.g. red_fox, “Green Horse” or 1–9), not “${'p'.repeat(30)}”.`]);
  });

  it('a list: lower-cased, split on commas and spaces; an empty one is refused', () => {
    expect(ok('!rondel condition --add Prone, Grappled  stunned').flags).toEqual({ add: ['prone', 'grappled', 'stunned'] });
    expect(errors('!rondel condition --add')).toEqual(['--add needs a list, e.g. --add prone,grappled.']);
    expect(errors('!rondel condition --add ,')).toEqual(['--add needs a list, e.g. --add prone,grappled.']);
  });
});

describe('words after other verbs', () => {
  it('one word where one is taken; more is refused, naming how many', () => {
    expect(ok('!rondel undo 2').arg).toBe('2');
    expect(errors('!rondel undo 2 3')).toEqual(['undo takes one word after it, not 2.']);
  });
});

describe('a refused line says first what it likely meant (VerbSpec.meant)', () => {
  it('config: a hook’s command with options of its own goes in a macro, named with #; the parser’s problems follow', () => {
    expect(errors('!rondel config --set hook.Turn=!token-mod --ids {token}')).toEqual([
      'A hook’s command with -- options of its own cannot be typed after --set: put it in a macro and name the macro, as in --set hook.turn=#MyMacro.',
      'config has no option --ids; it takes --set, --reset.',
    ]);
  });

  it('is not said when the line reads as nothing of the kind, nor when the line is fine', () => {
    expect(errors('!rondel config --set flex=sun --ids x')).toEqual(['config has no option --ids; it takes --set, --reset.']);
    expect(errors('!rondel config --set hook.turn=#Cue --ids x')).toEqual(['config has no option --ids; it takes --set, --reset.']);
    expect(ok('!rondel config --set hook.turn=!spotlight {token}').flags).toEqual({ set: 'hook.turn=!spotlight {token}' });
  });
});
