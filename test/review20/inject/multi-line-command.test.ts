// From the injection review: Roll20 delivers an API command of several lines (a macro, or Shift+Enter in the chat)
// as one message whose lines are joined by `<br/>` and a newline; most published scripts take that out. The double
// now sends it so, and the script reads the joins as the spaces they were.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a command of several lines', () => {
  it('a GM macro with its options on lines of their own works as one line does', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    const chat = t.say(t.gm, '!rondel condition\n--add prone\n--counts 3', [t.tokens.goblin]).map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(chat).toMatch(/Goblin is now prone/);
    expect(t.markers(t.tokens.goblin)).toContain('back-pain');
    expect(chat).not.toMatch(/br/);
  });

  it('a player’s note over two lines is read as one, with no markup in it', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    t.say(t.gm, `!rondel condition --add prone --token ${t.tokens.kess.id}`);
    const chat = t.say(t.sam, `!rondel react --token ${t.tokens.kess.id} --note duck\nand roll`).map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(chat).toMatch(/duck and roll/);
    expect(chat).not.toMatch(/<br|&lt;br/);
  });
});
