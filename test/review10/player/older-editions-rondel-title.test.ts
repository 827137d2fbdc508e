// Review 10, a new player's evening in the older editions: the fight's own cards are titled "20-second rounds" or
// "10-second rounds", but every refusal and notice a player gets is titled "Rondel", the current edition's name
// (README, Rule sets: `rondel` is the Cool-Down Rondel Hybrid). In 20-second rounds, Pat's `say` (which exists only
// there) is answered by a card titled "Rondel"; in 10-second rounds a menu pressed out of turn is refused by one. A
// player of an older edition has never heard of a rondel. The title should be the fight's rule set (or the script's
// neutral name), as `!rondel help`'s "Enchanted Realms Combat" is. (src/app/fight.ts `fail`, src/app/commands/say.ts,
// src/app/dispatch.ts, … pass the literal 'Rondel'.)
import { describe, expect, it } from 'vitest';
import { aTable } from '../../integration/table';

/** The title bar of a card: the text of its first inner div. */
const titleOf = (html: string): string => (/<div[^>]*><div[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

describe('older editions: no card a player gets is titled “Rondel”', () => {
  it('20-second rounds: the answer to say', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const answer = t.say(t.pat, '!rondel say Hold the line!', [t.tokens.aldric]);
    expect(answer.map((m) => m.content).join('')).toContain('Held: it is said after second 20');
    expect(answer.map((m) => titleOf(m.content))).not.toContain('Rondel');
  });

  it('10-second rounds: a refusal', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const answer = t.say(t.pat, '!rondel act combat --token Aldric');
    expect(answer.map((m) => m.content).join('')).toMatch(/not yours|later this round/);
    expect(answer.map((m) => titleOf(m.content))).not.toContain('Rondel');
  });
});
