// Review 10b (wrong words, small): help speaks the running fight's rule set (CHANGELOG "help in the fight's rule set's
// words"; review 10's help tests). In a rondel fight Pat reads `!rondel help stand`: its --react line says "now, as a
// reaction (not in 10-second rounds)", an edition this table is not playing, the very mixing of editions that fix
// took out of help react and help act. (The same in 20-second rounds.) In a rondel fight it should say what --react
// does here (the flex marker, up at the end of the next count) without naming another rule set; the flag's
// description could come from RuleSet words as the verb's summary already does (src/commands/verbs.ts, stand's flags).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('help stand in the fight’s own words', () => {
  it.each([['rondel'], ['seconds']])('%s: help stand names no other edition', (rules) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const help = t
      .say(t.pat, '!rondel help stand')
      .map((m) => plain(m.content))
      .join('\n');
    expect(help).toContain('--react');
    expect(help).not.toMatch(/10-second rounds/);
  });
});
