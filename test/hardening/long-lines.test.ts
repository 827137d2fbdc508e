// A player's chat line is answered in proportion to its length and within a card's size, whatever it holds (an
// independent review's findings, kept as regressions): a handler kept busy too long gets every script of the game
// killed as a possible infinite loop, and a refusal is a card like any other (at most 3 KB).
import { describe, expect, it } from 'vitest';
import { anArena } from './arena';
import { plain } from '../integration/table';
import { byteSize } from '../../src/render/html';
import { MOST_COMMAND_CHARS, parseCommandLine } from '../../src/commands/parse';

function replies(text: string): string[] {
  const a = anArena();
  const mark = a.sb.recorder.mark();
  a.send('pat', text, ['aldric']);
  a.sb.assertNoCrash();
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.targets.includes(a.pat.id))
    .map((m) => m.content);
}

describe('a long line', () => {
  it('longer than a command may be, it is refused unread, saying why', () => {
    const out = replies(`!rondel${' '.repeat(150_000)}status`);
    expect(out.map(plain)).toEqual([`Rondel\nThat command is 150013 characters long: a command is at most ${MOST_COMMAND_CHARS}.`]);
  });

  it('under `!combat`, another script’s word too, it is left to that script', () => {
    expect(replies(`!combat${' '.repeat(150_000)}x`)).toEqual([]);
  });

  it('a run of white space is no more than a space between the words and options', () => {
    const spaces = ' '.repeat(MOST_COMMAND_CHARS - 40);
    const parsed = parseCommandLine(`!rondel act${spaces}combat${' \t '}--note${spaces.slice(0, 10)}go`);
    expect(parsed?.ok && { verb: parsed.command.verb.name, arg: parsed.command.arg, note: parsed.command.flags.note }).toEqual({ verb: 'act', arg: 'combat', note: 'go' });
  });
});

describe('the refusal of a command with many bad options', () => {
  it.each([
    ['six misspelt options', '!rondel act combat --sped 1 --md 2 --cst 3 --tradtion x --chang --nte y', 6],
    ['400 unknown options', '!rondel act combat ' + Array.from({ length: 400 }, (_, i) => `--x${i}`).join(' '), 400],
    ['300 repeated options', '!rondel act combat ' + Array.from({ length: 300 }, () => '--note hi').join(' '), 299],
  ])('%s: three problems told, the rest counted, within 3 KB', (_label, text, problems) => {
    const [card] = replies(text);
    expect(byteSize(card ?? '')).toBeLessThanOrEqual(3 * 1024);
    const lines = plain(card ?? '').split('\n');
    expect(lines).toContain(`…and ${problems - 3} more problems with its options.`);
    // the options it takes are listed once
    expect(lines.filter((l) => l.includes('it takes --')).length).toBeLessThanOrEqual(1);
  });
});
