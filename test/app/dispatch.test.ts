import { describe, expect, it } from 'vitest';
import { HANDLERS, readCommand, run } from '../../src/app/dispatch';
import { VERBS } from '../../src/commands/verbs';
import { plain } from '../support/plain';
import { aContext, aPlayer, API, buttons, GM, line, onlyMessage, refusalOf, say } from './fakes';

const sam = aPlayer('sam', 'Sam');

describe('reading a chat line', () => {
  it.each(['hello there', '!rondelx start', '!roll 1d20', '!er start'])('%j is not the script’s', (text) => {
    expect(readCommand(text, undefined, ['rondel', 'combat'], GM)).toEqual({ kind: 'not-ours' });
  });

  it('an alias is the script’s when it is among the words', () => {
    expect(readCommand('!er status', undefined, ['rondel', 'combat', 'er'], GM).kind).toBe('command');
  });

  it('!combat with a verb that is not ours is 5E BattleMaster’s, and gets no answer', () => {
    expect(line(aContext(), '!combat begin')).toBeNull();
  });

  it('!rondel with an unknown verb is answered, to the sender alone, with the commands', () => {
    const answer = onlyMessage(say(aContext(), '!rondel begin', { as: sam }));
    expect(answer.to).toEqual({ player: 'sam' });
    expect(answer.noarchive).toBe(true);
    expect(answer.text).toContain('Unknown command “begin”');
    expect(answer.text).not.toContain('Usage:');
  });

  it('a misspelt command alone comes with its nearest verb and that verb’s help, one click each', () => {
    const [m] = say(aContext(), '!rondel stauts', { as: sam }).messages;
    expect(plain(m?.html ?? '')).toContain('Did you mean !rondel status?');
    expect(buttons(m?.html ?? '')).toEqual(['!rondel status', '!rondel help status']);
  });

  it('a misspelt command that changes the fight gets the help button only: a bare next or undo would act whenever pressed', () => {
    for (const [typed, verb] of [['!rondel nxet', 'next'], ['!rondel udno', 'undo'], ['!rondel dnoe', 'done']]) {
      const [m] = say(aContext(), typed as string).messages;
      expect(plain(m?.html ?? '')).toContain(`Did you mean !rondel ${verb}?`);
      expect(buttons(m?.html ?? '')).toEqual([`!rondel help ${verb}`]);
    }
  });

  it('a misspelt command with more on its line gets the help button only: nothing typed goes into a button', () => {
    for (const typed of ['!rondel stauts --token x', '!rondel stauts now', '!rondel nxet ?{Sure|yes}']) {
      const [m] = say(aContext(), typed, { as: sam }).messages;
      const got = buttons(m?.html ?? '');
      expect(got).toHaveLength(1);
      expect(got[0]).toMatch(/^!rondel help (status|next)$/);
    }
    // nothing near: no button at all
    expect(buttons(say(aContext(), '!rondel zzzzzzzz', { as: sam }).messages[0]?.html ?? '')).toEqual([]);
  });

  it('!combat with a known verb and a bad option is the script’s: the error comes with the verb’s usage, under !rondel', () => {
    const answer = onlyMessage(say(aContext(), '!combat next --bogus'));
    expect(answer.text).toContain('next has no option --bogus');
    expect(answer.text).toContain('Usage: !rondel next [--step]');
  });

  it('--help answers with the verb’s help, whoever asks, and runs nothing', () => {
    const reading = readCommand('!rondel end --help', undefined, ['rondel'], sam);
    expect(reading.kind).toBe('answer');
    const answer = onlyMessage(say(aContext(), '!rondel end --help', { as: sam }));
    expect(answer.to).toEqual({ player: 'sam' });
    expect(answer.text).toContain('!rondel end');
    expect(answer.text).toContain('GM only.');
  });

  it('inline rolls are expanded before parsing', () => {
    const reading = readCommand('!rondel set --count $[[0]]', [{ results: { total: 7 } }], ['rondel'], GM);
    expect(reading.kind === 'command' && reading.parsed.flags.count).toBe(7);
  });

  it('a well-formed command is handed over parsed', () => {
    const reading = readCommand('!rondel act combat --speed 2', undefined, ['rondel'], GM);
    expect(reading.kind).toBe('command');
    if (reading.kind !== 'command') return;
    expect(reading.parsed.verb.name).toBe('act');
    expect(reading.parsed.arg).toBe('combat');
    expect(reading.parsed.flags).toEqual({ speed: 2 });
  });
});

describe('running a command', () => {
  it.each(VERBS.filter((v) => v.gmOnly).map((v) => v.name))('a player is refused the GM verb %s before its use case runs', (verb) => {
    const ctx = aContext();
    const spec = VERBS.find((v) => v.name === verb);
    const positional = spec?.positional?.kind === 'choice' && spec.positional.required ? ` ${spec.positional.choices[0] as string}` : '';
    const parsed = readCommand(`!rondel ${verb}${positional}`, undefined, ['rondel'], sam);
    if (parsed.kind !== 'command') throw new Error('not parsed');
    const outcome = run(ctx, parsed.parsed, sam, []);
    expect(refusalOf(outcome)).toContain(`Only the GM can use ${verb}.`);
    expect(outcome.messages[0]?.to).toEqual({ player: 'sam' });
  });

  it('another script is trusted like the GM; its answers go to the GM', () => {
    const answer = onlyMessage(say(aContext(), '!rondel next', { as: API }));
    expect(answer.to).toBe('gm');
    expect(answer.text).toContain('No fight is running. Select the tokens in the fight and run !rondel start.');
  });

  it('every verb has a use case', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(VERBS.map((v) => v.name).sort());
  });

  it('repair, with data that reads fine, says so', () => {
    expect(refusalOf(say(aContext(), '!rondel repair --confirm'))).toContain('Nothing needs repair: the stored data reads fine.');
  });
});
