// A mistyped action is answered with the running fight's actions: the parser marks which of its refusals is the
// action's (`choice`), and the reading words that one line anew (docs/rules.md §9: each rule set has its own actions).
import { describe, expect, it } from 'vitest';
import { readCommand } from '../../src/app/dispatch';
import { choiceRefusal, parseCommandLine } from '../../src/commands/parse';
import type { Sender } from '../../src/app/ports';
import { ruleSetOf } from '../../src/rules/registry';
import { GM } from './fakes';
import { plain } from '../support/plain';

function refusal(text: string, rules: string | null, sender: Sender = GM): string {
  const reading = readCommand(text, undefined, ['rondel'], sender, 'Rondel', rules);
  if (reading.kind !== 'answer') throw new Error(`${text} was not refused`);
  return reading.outcome.messages.map((m) => plain(String(m.html))).join('\n');
}

describe('the refusal of a mistyped action', () => {
  it('the parser says which error is the action’s, and what was typed', () => {
    const wrong = parseCommandLine('!rondel act fight --bogus 1', ['rondel']);
    expect(wrong?.ok).toBe(false);
    if (!wrong || wrong.ok) return;
    expect(wrong.choice).toEqual({ at: 1, typed: 'fight' });
    expect(wrong.errors[1]).toBe(choiceRefusal('act', 'fight', wrong.verb!.positional!.kind === 'choice' ? wrong.verb!.positional!.choices : []));
    const bare = parseCommandLine('!rondel act', ['rondel']);
    if (!bare || bare.ok) throw new Error('a bare act parses');
    expect(bare.choice).toEqual({ at: 0, typed: null });
    const fine = parseCommandLine('!rondel act combat --bogus 1', ['rondel']);
    if (!fine || fine.ok) throw new Error('an unknown option parses');
    expect(fine.choice).toBeUndefined();
  });

  it.each(['rondel', 'seconds', 'rounds'])('%s: the fight’s actions replace the action’s line only, the other refusals kept', (rules) => {
    const own = ruleSetOf(rules)!.actions.map((a) => a.key);
    const said = refusal('!rondel act fight --bogus 1', rules);
    expect(said).toContain(choiceRefusal('act', 'fight', own));
    expect(said).toContain('act has no option --bogus');
    expect(refusal('!rondel act', rules)).toContain(choiceRefusal('act', null, own));
  });

  it('with no fight, every rule set’s actions are offered', () => {
    const every = parseCommandLine('!rondel act fight', ['rondel']);
    if (!every || every.ok || every.verb?.positional?.kind !== 'choice') throw new Error('act fight parses');
    expect(refusal('!rondel act fight', null)).toContain(choiceRefusal('act', 'fight', every.verb.positional.choices));
  });

  it('a refusal past the third is counted, not worded, and the action’s line is left alone', () => {
    const many = parseCommandLine('!rondel act --a 1 --b 2 --c 3 fight', ['rondel']);
    if (!many || many.ok) throw new Error('it parses');
    // the options' refusals come first; the action's (the fourth) is cut to the count
    expect(many.choice).toBeUndefined();
    expect(refusal('!rondel act --a 1 --b 2 --c 3 fight', 'seconds')).toMatch(/more problem/);
  });
});
