// The parser's edges, which the mutation run showed no test pinned down: where a command word may stand, inline rolls
// that are not plain numbers, lines too long to read, refusals with many problems, counts, speech, and the memo of
// lines read before (docs/rules.md §15 for what a refusal says).
import { describe, expect, it } from 'vitest';
import { commandWord, editDistance, expandInlineRolls, MAX_SAID, MOST_COMMAND_CHARS, nearestVerb, parseCommandLine, usage } from '../../src/commands/parse';
import { findVerb } from '../../src/commands/verbs';

function refusal(text: string, words?: readonly string[]): readonly string[] {
  const r = parseCommandLine(text, words);
  if (!r || r.ok) throw new Error(`not refused: ${text}`);
  return r.errors;
}

function parsed(text: string) {
  const r = parseCommandLine(text);
  if (!r || !r.ok) throw new Error(`not parsed: ${text}: ${JSON.stringify(r)}`);
  return r.command;
}

describe('the command word', () => {
  it('stands first on the line, or the line is not ours', () => {
    expect(commandWord('say !rondel next', ['rondel'])).toBeNull();
    expect(commandWord(' !rondel next', ['rondel'])).toBeNull();
    expect(parseCommandLine('I typed !rondel next')).toBeNull();
  });
});

describe('the nearest verb', () => {
  it('counts a swap of neighbours as one edit, and only a swap of neighbours', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abcd', 'badc')).toBe(2);
    // a letter matching across the swap alone is no swap
    expect(editDistance('ab', 'ca')).toBe(2);
    expect(editDistance('ab', 'bc')).toBe(2);
    // the restricted distance: a swapped pair is not edited again
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('act', '')).toBe(3);
  });

  it('a beginning names a verb from two letters on, when it begins that verb alone', () => {
    expect(nearestVerb('un')?.name).toBe('undo');
    expect(nearestVerb('u')).toBeNull();
    expect(nearestVerb('a')).toBeNull();
  });

  it('between verbs as near, the one listed first', () => {
    // “say” and “set” are one edit from “sat”; say comes first in the command table
    expect(nearestVerb('sat')?.name).toBe('say');
  });
});

describe('inline rolls', () => {
  it('leave the text alone when the message carries none', () => {
    expect(expandInlineRolls('!rondel act combat --speed $[[0]]', undefined)).toBe('!rondel act combat --speed $[[0]]');
  });

  it('are found past the tenth', () => {
    const rolls = Array.from({ length: 12 }, (_, i) => ({ results: { total: i * 10 } }));
    expect(expandInlineRolls('$[[11]] and $[[3]]', rolls)).toBe('110 and 30');
  });

  it('that are not a finite number keep their placeholder', () => {
    const rolls = [{}, { results: {} }, { results: { total: '5' } }, { results: { total: Number.NaN } }, { results: { total: Number.POSITIVE_INFINITY } }, { results: { total: 4 } }];
    expect(expandInlineRolls('$[[0]] $[[1]] $[[2]] $[[3]] $[[4]] $[[5]]', rolls)).toBe('$[[0]] $[[1]] $[[2]] $[[3]] $[[4]] 4');
  });
});

describe('a verb’s usage line', () => {
  it('has no trailing space when the verb takes nothing', () => {
    const menu = findVerb('menu');
    const undo = findVerb('undo');
    if (!menu || !undo) throw new Error('no such verb');
    expect(usage('rondel', menu)).toBe('!rondel menu');
    expect(usage('combat', undo)).toBe('!combat undo [N]');
  });
});

describe('lines too long to read', () => {
  const atLength = (n: number): string => {
    const head = '!rondel next';
    return head + ' '.repeat(n - head.length);
  };

  it('are refused under !rondel, with their length, from one character over the limit', () => {
    expect(parsed(atLength(MOST_COMMAND_CHARS)).verb.name).toBe('next');
    expect(refusal(atLength(MOST_COMMAND_CHARS + 1))).toEqual([
      `That command is ${MOST_COMMAND_CHARS + 1} characters long: a command is at most ${MOST_COMMAND_CHARS}.`,
    ]);
  });

  it('are none of ours under !combat, which another script shares', () => {
    expect(parseCommandLine(`!combat next${' '.repeat(MOST_COMMAND_CHARS)}`)).toBeNull();
    expect(parseCommandLine(`!combat next${' '.repeat(MOST_COMMAND_CHARS - 12)}`)).toMatchObject({ ok: true });
  });
});

describe('refusals', () => {
  it('an unknown verb is quoted to 30 characters; with none near, help is named', () => {
    const long = 'q'.repeat(40);
    expect(refusal(`!rondel ${long}`)).toEqual([`Unknown command “${'q'.repeat(30)}”. !rondel help lists the commands.`]);
    expect(refusal(`!combat ${long}`, ['rondel', 'combat'])).toEqual([`Unknown command “${'q'.repeat(30)}”. !rondel help lists the commands.`]);
  });

  it('the options a verb takes are listed once, with the first unknown option; names are cut to 30', () => {
    expect(refusal('!rondel next --wings 1 --fins 2')).toEqual(['next has no option --wings; it takes --step.', 'next has no option --fins.']);
    expect(refusal(`!rondel next --${'w'.repeat(40)}`)).toEqual([`next has no option --${'w'.repeat(30)}; it takes --step.`]);
  });

  it('a verb that takes no options says only that it has none of that name', () => {
    expect(refusal('!rondel redo --wings')).toEqual(['redo has no option --wings.']);
  });

  it('three problems are listed; more are counted, one or many', () => {
    expect(refusal('!rondel act combat --a 1 --b 2 --c 3')).toHaveLength(3);
    expect(refusal('!rondel act combat --a 1 --b 2 --c 3').join(' ')).not.toContain('more problem');
    const four = refusal('!rondel act combat --a 1 --b 2 --c 3 --d 4');
    expect(four).toHaveLength(4);
    expect(four.slice(0, 3).map((e) => e.split(';')[0])).toEqual(['act has no option --a', 'act has no option --b.', 'act has no option --c.']);
    expect(four[3]).toBe('…and 1 more problem with its options.');
    expect(refusal('!rondel act combat --a 1 --b 2 --c 3 --d 4 --e 5')[3]).toBe('…and 2 more problems with its options.');
  });

  it('a choice not in the list is quoted to 30 characters, the choices joined by commas', () => {
    const [error] = refusal(`!rondel act ${'z'.repeat(40)}`);
    expect(error).toMatch(new RegExp(`^“${'z'.repeat(30)}” is not one of [a-z_]+(, [a-z_]+)+\\.$`));
  });
});

describe('counts', () => {
  it('are whole numbers from 1', () => {
    expect(parsed('!rondel undo 1').arg).toBe('1');
    expect(parsed('!rondel redo 12').arg).toBe('12');
    for (const text of ['!rondel undo 0', '!rondel undo -2', '!rondel redo zero']) {
      expect(refusal(text).join(' ')).toMatch(/takes a number of steps/);
    }
  });
});

describe('speech', () => {
  it('is kept as typed, spaces and case, up to its limit', () => {
    expect(parsed('!rondel say Halt,  who GOES there?').arg).toBe('Halt,  who GOES there?');
    const long = 'ab'.repeat(MAX_SAID);
    expect(parsed(`!rondel say ${long}`).arg).toBe(long.slice(0, MAX_SAID));
  });
});

describe('token names', () => {
  it('are read with their runs of white space folded', () => {
    expect(parsed('!rondel remove --token  Shade \t  2 ').flags.token).toBe('Shade 2');
  });
});

describe('switches', () => {
  it('given bare, or with nothing but spaces after them, are on', () => {
    expect(parsed('!rondel next --step').flags.step).toBe(true);
    expect(parsed('!rondel next --step    ').flags.step).toBe(true);
  });
});

describe('the memo of lines read before', () => {
  it('answers a line read again with what it gave the first time', () => {
    const line = `!rondel act combat --speed 2 --note memo ${Math.random()}`;
    expect(parseCommandLine(line)).toBe(parseCommandLine(line));
  });

  it('holds 256 lines for each list of command words: the 257th empties it first', () => {
    // a list of its own, so the memo starts empty whatever other tests read
    const words = ['rondel'];
    const first = '!rondel act combat --note first';
    const kept = parseCommandLine(first, words);
    let fillers = 0;
    while (parseCommandLine(first, words) === kept) {
      parseCommandLine(`!rondel act combat --note filler ${fillers}`, words);
      fillers += 1;
      if (fillers > 1000) throw new Error('the memo never emptied');
    }
    expect(fillers).toBe(256);
    expect(parseCommandLine(first, words)).toEqual(kept);
  });
});
