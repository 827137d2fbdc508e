// `add --count N` joins a token at the GM's value (docs/rules.md §2, §9.2): at a count or second still to come it rolls
// nothing, and the card says it was set by the GM, where it showed a roll the value then replaced.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const text = (ms: readonly { content: string }[]): string => ms.map((m) => plain(m.content)).join('\n');

describe('add --count at a later count or second', () => {
  it('rondel: Borin joins at count 9, no roll shown', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    const card = text(t.say(t.gm, '!rondel add --count 9', [t.tokens.borin]));
    expect(card).toContain('Borin joins at count 9 (set by the GM).');
    expect(card).not.toMatch(/Borin joins: count \d+ \+ d12/);
    expect(t.tracker().find(([n]) => n === 'Borin')?.[1]).toBe(9);
  });

  it('20-second rounds: Borin joins at second 15 of this round, no roll shown', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira]);
    const card = text(t.say(t.gm, '!rondel add --count 15', [t.tokens.borin]));
    expect(card).toContain('Borin joins at second 15 (set by the GM).');
    expect(card).not.toMatch(/Borin joins: 2d10/);
    expect(t.tracker().find(([n]) => n === 'Borin')?.[1]).toBe(15);
  });
});
