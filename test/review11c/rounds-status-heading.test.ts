// Review 11c, wrong words (small). 10-second rounds, `!rondel status` after Borin's turn of round 1: the movement
// column is headed "hexes this round", and under it Borin's row reads
//   Initiative · combatant · tier · hexes this round
//   11 Borin · Brown Cow · 5 hexes next round
// The heading says "this round", the row "next round": a player reads the 5 hexes as this round's. (README, status:
// "in 10-second rounds what each may still move this round (now, on its turn, or next round)".) What they should see:
// a heading that does not contradict its rows, e.g. "hexes" or "movement" (each row says when: now, on its turn,
// next round). src/render/movement.ts `outlookHeading` returns 'hexes this round' for every 10-second status.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('10-second rounds: the status card’s movement column', () => {
  it('is not headed "this round" above a row that says "next round"', () => {
    const t = aTable({ seed: 7 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    // seed 7: Borin first, then Kess
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    const lines = plain(t.say(t.sam, '!rondel status').map((m) => m.content).join('\n')).split('\n');
    expect(lines).toContain('11 Borin · Brown Cow · 5 hexes next round');
    const heading = lines.find((l) => l.startsWith('Initiative ·')) ?? '';
    expect(heading).not.toMatch(/this round/);
  });
});
