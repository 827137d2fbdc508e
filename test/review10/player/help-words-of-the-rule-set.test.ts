// Review 10, a new player's evening: Pat reads `!rondel help` and presses its buttons. In a 10-second-rounds fight
// the short help is the rule set's own (trigger, no say), but its React button answers "a reaction: the flex marker
// shows for 8 counts, during which it cannot react again": the rondel's rule (docs/rules.md §6), where 10-second
// rounds have one reaction per round and no flex marker or counts (§9.3). `help act` likewise says "--cast: casting
// time in counts" in every rule set (20-second rounds count seconds, §9.2).
// And `help act` lists "--turn: a menu's turn: refused once it ended": an option only the menu's buttons send, which
// the commit "The buttons' own options (--turn, --due, --asked) are … left out of the help" meant to hide (it marked
// next's --turn and end's --asked, not act's --turn; src/commands/verbs.ts, act's flags).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('help speaks the running fight’s rule set, and only of what a person types', () => {
  it('10-second rounds: help react says one reaction per round, not a flex marker for 8 counts', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const help = t.say(t.pat, '!rondel help react').map((m) => plain(m.content)).join('\n');
    expect(help).toContain('!rondel react');
    expect(help).not.toMatch(/flex|counts?\b/);
  });

  it('20-second rounds: help act does not give the casting time in counts', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const help = t.say(t.pat, '!rondel help act').map((m) => plain(m.content)).join('\n');
    expect(help).toContain('--cast');
    expect(help).not.toMatch(/in counts/);
  });

  it('help act leaves out the menu buttons’ own --turn, as help next leaves out its --turn', () => {
    const t = aTable();
    const next = t.say(t.gm, '!rondel help next').map((m) => plain(m.content)).join('\n');
    expect(next).not.toMatch(/--turn:/);
    const act = t.say(t.pat, '!rondel help act').map((m) => plain(m.content)).join('\n');
    expect(act).toContain('--note');
    expect(act).not.toMatch(/--turn:/);
  });
});
