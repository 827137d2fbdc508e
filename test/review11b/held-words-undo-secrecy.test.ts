// Review 11b, secrecy. In 20-second rounds Pat has Aldric say "Secret plan: flank the goblin from the left": the words
// are held back and whispered to Pat only ("Held: it is said after second 20 of this round"), because page 001 posts
// speech after second 20 "so nobody can act on them before the next round" (docs/rules.md §9.2, ruling 27). The GM then
// types `!rondel undo` (or undo then redo): the undo card, posted to everyone, quotes the words ("Aldric’s words
// “Secret plan: flank the goblin from the left” are no longer held." / "… are held again."). Sam, at the table, now
// knows the plan in the middle of the round. Everyone may hear that Aldric's words were taken back (or held again), but
// the words themselves should go only to those who already have them (the GM and Aldric's controller), or to nobody
// until second 20 (src/app/travel-lines.ts, the held words' lines).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const WORDS = 'Secret plan: flank the goblin from the left';

/** What Sam (who controls neither Aldric nor the GM's seat) reads of the scripts' answer. */
function samReads(t: Table, out: ReturnType<Table['say']>): string {
  return out
    .filter((m) => m.targets.length === 0 || m.targets.includes(t.sam.id))
    .map((m) => plain(m.content))
    .join('\n');
}

function heldWords(): Table {
  const t = aTable();
  t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  const said = t.say(t.pat, `!rondel say ${WORDS}`, [t.tokens.aldric]);
  // held: nobody else hears them yet
  expect(samReads(t, said)).not.toContain('flank');
  return t;
}

describe('20-second rounds: undo and redo of held words keep the words held', () => {
  it('undo does not tell everyone the words held back', () => {
    const t = heldWords();
    const undo = t.say(t.gm, '!rondel undo');
    expect(samReads(t, undo)).toMatch(/undid/);
    expect(samReads(t, undo)).not.toContain('flank');
  });

  it('redo does not tell everyone the words held again', () => {
    const t = heldWords();
    t.say(t.gm, '!rondel undo');
    const redo = t.say(t.gm, '!rondel redo');
    expect(samReads(t, redo)).toMatch(/redid/);
    expect(samReads(t, redo)).not.toContain('flank');
  });
});
