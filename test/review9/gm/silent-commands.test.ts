// Review 9, a new GM's first evening: commands the README names that answer nothing at all in chat.
// - `!rondel next --step` (README, Commands: "move exactly one count or second") onto a count or second where nothing
//   happens posts no card: the clock moved (the tracker shows it) but the chat is silent, unlike `next`, whose card
//   always names the count it reached ("Count 4"). README: "Each command posts one card with everything that happened."
// - `!rondel terrain forest` when the terrain is already forest answers nothing (as `set` does, set-answers-always).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

describe('commands that move or keep the fight still answer the GM', () => {
  it('rondel: next --step onto an empty count says which count the fight is at', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    // seed 7: Lira and Aldric act at count 1; the window at 3; nobody at 4; Kess at 5
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]).toEqual(['Count · move', 3]);
    const out = t.say(t.gm, '!rondel next --step');
    expect(t.tracker()[0]).toEqual(['Count', 4]);
    expect(said(out)).toMatch(/count 4/i);
  });

  it('20-second rounds: next --step onto an empty second says which second the fight is at', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    expect(t.tracker()[0]).toEqual(['Round 1 · second 1', 1]);
    const out = t.say(t.gm, '!rondel next --step');
    expect(t.tracker()[0]).toEqual(['Round 1 · second 2', 2]);
    expect(said(out)).toMatch(/second 2/);
  });

  it('20-second rounds: terrain set to the terrain it already is gets an answer', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    expect(said(t.say(t.gm, '!rondel terrain forest'))).toMatch(/forest/);
    expect(said(t.say(t.gm, '!rondel terrain forest'))).toMatch(/forest/);
  });
});
