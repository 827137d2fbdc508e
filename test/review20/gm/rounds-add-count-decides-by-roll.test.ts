// A GM's session in 10-second rounds: a latecomer is put in with `!rondel add --count N` (README: "`--count` puts one
// token at that value instead of its roll"; the same command an Adopt button of a token put into the tracker sends).
// docs/rules.md §9.3 / ruling 37: a newcomer acts this round only if its initiative is below the current turn's,
// otherwise from the next round. Today the this-round/next-round decision is taken from the discarded roll, and the
// count is then applied as a `set` that never grants or removes a turn: a token placed at 1 waits a whole round
// because its roll was high, and a token placed at 30 acts this round, after a turn at 9, because its roll was low.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('10-second rounds: add --count places the newcomer by that initiative, not by its roll', () => {
  it('a newcomer put at initiative 1, below the current turn, acts this round (its roll was 14)', () => {
    const t = aTable({ seed: 1 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    // Aldric is due at initiative 9; Goblin (6) and Lira (4) are still to act
    expect(t.tracker()[0]).toEqual(['Aldric', 9]);
    const chat = t.say(t.gm, '!rondel add --count 1', [t.tokens.kess]);
    t.sb.assertNoCrash();
    expect(chat.map((m) => plain(m.content)).join('\n')).toContain('Kess joins at initiative 1 (set by the GM).');
    // initiative 1 is below the current turn's 9: Kess's turn lies ahead this round, after Lira's
    const names = t.tracker().map(([n]) => n);
    expect(names.indexOf('Kess')).toBeLessThan(names.findIndex((n) => n.startsWith('Round')));
    for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]).toEqual(['Kess', 1]);
    expect(t.tracker().find(([n]) => n.startsWith('Round'))?.[0]).toBe('Round 1 · turns');
  });

  it('a newcomer put at initiative 30, above the current turn, waits for the next round (its roll was 4)', () => {
    const t = aTable({ seed: 1 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]).toEqual(['Aldric', 9]);
    t.say(t.gm, '!rondel add', [t.tokens.kess]);
    const chat = t.say(t.gm, '!rondel add --count 30', [t.tokens.borin]);
    t.sb.assertNoCrash();
    expect(chat.map((m) => plain(m.content)).join('\n')).toContain('Borin joins at initiative 30 (set by the GM).');
    // 30 is above the current turn's 9: its place in this round's order has passed, it acts from round 2
    const names = t.tracker().map(([n]) => n);
    expect(names.indexOf('Borin')).toBeGreaterThan(names.findIndex((n) => n.startsWith('Round')));
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    expect(status).toMatch(/30 Borin · Brown Cow · 5 hexes next round/);
  });
});
