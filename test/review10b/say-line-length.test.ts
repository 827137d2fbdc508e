// Review 10b (wrong rule): docs/rules.md ruling 92: "a combatant holds at most 3 lines of speech a round, each of at
// most 200 characters; a longer line or a fourth is refused, saying so ... a line cut short would say something its
// speaker did not, so it is refused instead." In 20-second rounds Sam types a 230-character `!rondel say` for Lira: he
// is told "Held: it is said after second 20", and after second 20 everyone reads only its first 200 characters: the
// parser (src/commands/parse.ts, the text positional: Array.from(said).slice(0, MAX_TEXT)) cuts the line before the
// rule set's check (src/rules/seconds/engine.ts say) can refuse it. Sam should be refused, told the line is over 200
// characters, and nothing held.
// Second: a line of 150 emoji (150 characters, 300 UTF-16 code units) is refused as "Say something of 1 to 200
// characters": say counts `words.length` (code units), the parser counts characters. It should be held.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const said = (t: ReturnType<typeof aTable>, line: string): string =>
  t
    .say(t.sam, `!rondel say ${line}`, [t.tokens.lira])
    .map((m) => plain(m.content))
    .join('\n');

describe('held speech of 200 characters (ruling 92)', () => {
  it('a line longer than 200 characters is refused, not cut short and held', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const answer = said(t, `${'a'.repeat(200)} and then the part that matters`);
    expect(answer).not.toMatch(/Held/);
    expect(answer).toMatch(/200 characters/);
  });

  it('a line of 150 characters outside the BMP is held', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    expect(said(t, '😀'.repeat(150))).toMatch(/Held/);
  });
});
