// Fuzz 13 (event storms): another script deletes Aldric's character (no event reaches us; the token stays on the map,
// representing nothing). At the next look the GM reads "Aldric leaves the fight." Then the GM presses undo to take
// back the last turn, and everyone reads "Aldric is back in the fight." of a token with no sheet; the next look takes
// him out again, so each undo now takes back only the leaving, never the GM's own step, and the chat says, to
// everyone, that Aldric left and came back. README: "a deleted character leaves the fight for good"; review 13a: the
// deletion (by an event) forgets its tokens from every step of the history, so no undo brings them back. What the
// GM should see: the undo takes back the turn, and Aldric stays out.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('a character deleted by another script (no event)', () => {
  it('is not brought back by an undo', () => {
    const t = aTable({ seed: 3 });
    const { aldric, lira, goblin } = t.tokens;
    t.sb.dice.queue(1, 5, 9);
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    t.say(t.gm, '!rondel next');
    t.sb.getObj('character', t.characters.aldric.id)!.remove();
    t.sb.flush();
    const left = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    expect(left).toContain('Aldric leaves the fight');
    const undone = t.say(t.gm, '!rondel undo').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(undone).not.toContain('Aldric is back');
    // the undo took back the GM's next: back to the first count, Aldric still out
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    expect(status).not.toContain('Aldric leaves');
    expect(status).not.toContain('Aldric');
  });
});
