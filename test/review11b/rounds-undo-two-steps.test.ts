// Review 11b, missing words. In 10-second rounds today's undo card names a turn's action taken back ("Aldric: Combat,
// this turn’s action, is taken back.") and after a redo "… is this turn’s action again." (docs/rules.md §15 "Undo and
// redo say what they changed"). It does so only when the undo stays within that one turn (src/app/travel-lines.ts:
// `dueBefore === dueAfter && rs.clock(from) === rs.clock(to)`). The GM who takes back a turn and its end in one go
// (`!rondel undo 2` after Pat's `act combat` and `done`) posts only "The GM undid 2 steps: back to round 1." — the table
// is not told that Aldric's Combat is gone. And `!rondel redo 2` over Lira's `act defense` and `done` posts "The GM
// redid 2 steps: round 2." with no word that Lira stands in defense again, although that action still holds in round 2
// (attacks against her at disadvantage until her next turn, §9.3). The lines should name the action of any turn the
// undo or redo passes through, as the single-step lines do.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const publicText = (out: ReturnType<Table['say']>): string =>
  out
    .filter((m) => m.targets.length === 0)
    .map((m) => plain(m.content))
    .join('\n');

/** A 10-second fight of Aldric (initiative 11) and Lira (4). */
function fight(): Table {
  const t = aTable();
  t.sb.dice.queue(9, 1);
  t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
  return t;
}

describe('10-second rounds: undo and redo of several steps name the turn’s action', () => {
  it('undo 2 over an action and the end of its turn says the action is taken back', () => {
    const t = fight();
    t.say(t.pat, '!rondel act combat', [t.tokens.aldric]);
    t.say(t.pat, '!rondel done', [t.tokens.aldric]);
    const card = publicText(t.say(t.gm, '!rondel undo 2'));
    expect(card).toMatch(/undid 2 steps/);
    expect(card).toMatch(/Aldric[^\n]*Combat[^\n]*taken back/);
  });

  it('redo 2 over a stand in defense and the end of its turn says Lira stands in defense again', () => {
    const t = fight();
    t.say(t.pat, '!rondel act combat', [t.tokens.aldric]);
    t.say(t.pat, '!rondel done', [t.tokens.aldric]);
    t.say(t.sam, '!rondel act defense', [t.tokens.lira]);
    t.say(t.sam, '!rondel done', [t.tokens.lira]);
    t.say(t.gm, '!rondel undo 2');
    const card = publicText(t.say(t.gm, '!rondel redo 2'));
    expect(card).toMatch(/redid 2 steps/);
    expect(card).toMatch(/Lira[^\n]*(Stand in defense|stands in defense)/);
  });
});
