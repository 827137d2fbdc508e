// Review 11b, looks (small). Today's cards drop the "Count N" line of its own when the clock moves one count on to a
// turn and nothing else, since the turn's line says the count ("Count 4: Lira acts.", commit 0bf834d). After a Hold the
// held turn comes the same way, but the card still reads
//   Count 4
//   Count 4: Lira acts.
// because the hold's end (an event with no line of its own) counts as "something else" (src/render/cards.ts
// `onlyTurnAt`, which skips only `rejected` and `speech-held`). Events that draw no line should not keep the count line.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('the count line after a hold', () => {
  it('one count on to the held turn: the count is said once', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.kess]);
    // seed 7: Aldric and Lira at count 1, Kess at 3, Goblin at 9; Lira holds 2d4 (2+1) to count 4
    t.say(t.pat, '!rondel act combat', [t.tokens.aldric]);
    t.say(t.sam, '!rondel act hold', [t.tokens.lira]);
    t.say(t.gm, '!rondel next');
    t.say(t.sam, '!rondel act combat', [t.tokens.kess]);
    const out = t.say(t.gm, '!rondel next');
    const card = plain(out.filter((m) => m.targets.length === 0).map((m) => m.content).join('\n'));
    expect(card).toMatch(/Count 4: Lira acts\./);
    expect(card.split('\n')).not.toContain('Count 4');
  });
});
