// A command reads each token once and shares the reads between its steps (the sweep for deleted tokens, the reading
// of others' tracker writes, the command itself), never between commands: what another script changed silently
// (API writes fire no events) since the last command is seen by the next one.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

describe('a command reads the table afresh', () => {
  it('a token put on the GM layer by another script after a command is hidden from the players at the next one', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    expect(plain(t.say(t.pat, '!rondel status')[0]?.content ?? '')).toContain('Goblin');
    // another script's write: no event reaches ours
    t.sb.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    const status = plain(t.say(t.pat, '!rondel status')[0]?.content ?? '');
    expect(status).not.toContain('Goblin');
    expect(status).toContain('Waiting for the next turn.');
  });

  it('a token deleted without an event leaves at the next command, which then goes on without it', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.tokens.goblin.remove();
    const [left, notice, status] = t.say(t.gm, '!rondel status').map((r) => plain(r.content));
    expect(left).toContain('Goblin leaves the fight.');
    expect(notice).toContain('Deleted, so they left the fight: Goblin.');
    expect(status).toContain('Aldric');
    expect(status).not.toContain('Goblin');
    t.sb.assertNoCrash();
  });
});
