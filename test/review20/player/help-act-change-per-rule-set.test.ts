// Review 20 (players): `!rondel help act` is written per rule set (its summary names the fight's actions, and in
// 10-second rounds it says "--cast: casting time: not used in 10-second rounds"), but in 20-second and 10-second rounds
// it still promises "--change: switched intent or weapon: + d4". Those rule sets have no cool-down and no Change
// Action (README, Commands: "rondel: … `--change` adds the Change Action d4"; docs/rules.md §4 is the rondel's table):
// a player who reads the help and types `!rondel act combat --change` gets the card "Aldric: Combat" with no d4 and no
// word that the flag did nothing. The help of those rule sets should not promise a d4 (say it is not used, as for
// --cast), the way the rondel's does.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('help act: --change is described for the fight’s rule set', () => {
  it.each([
    ['seconds', '20-second rounds'],
    ['rounds', '10-second rounds'],
  ])('%s: the help does not promise a Change d4 the rule set never rolls', (rules) => {
    const t = aTable();
    t.sb.dice.queue(8, 6, 2, 9, 9, 9);
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const help = t.say(t.pat, '!rondel help act').map((m) => plain(m.content)).join('\n');
    // the help is this rule set's (it names its actions) ...
    expect(help).toMatch(/one of (20|10)-second rounds/);
    // ... yet tells the player --change costs a d4
    const change = help.split('\n').find((l) => l.startsWith('--change')) ?? '';
    expect(change, help).not.toMatch(/\+ d4/);
  });

  it('rondel (for comparison): --change does add the d4 the help describes', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const help = t.say(t.pat, '!rondel help act').map((m) => plain(m.content)).join('\n');
    expect(help).toMatch(/--change: switched intent or weapon: \+ d4/);
  });
});
