// README, Cards at the table, said a card's names are cut only "beyond what fits" its 3 KB; in fact a tier's line at a
// window names ten at most, whatever the room (src/render/fit.ts LIST_CAP), and the GM gets the rest in a whisper: with
// 13 Red Foxes in a 16-combatant fight the card (about 1.2 KB) says "and 3 more". The README now says so; this holds the
// script to what it says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a movement window of a 16-combatant fight', () => {
  it('names ten of a tier, says "and N more", and whispers the GM the rest, as the README says', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain('shows ten at most, however much room is left');
    const t = aTable({ seed: 11 });
    const orcs = Array.from({ length: 10 }, (_, i) => t.sb.addToken({ pageid: t.page.id, name: `Orc ${i}` }));
    t.say(t.gm, '!rondel start', [...Object.values(t.tokens), ...orcs]);
    let chat = t.say(t.gm, '!rondel next');
    for (let i = 0; i < 6 && !chat.some((m) => plain(m.content).includes('Movement window')); i++) chat = t.say(t.gm, '!rondel next');
    t.sb.assertNoCrash();
    const text = plain(chat.find((m) => m.type !== 'whisper' && plain(m.content).includes('Movement window'))?.content ?? '');
    const line = text.split('\n').find((l) => /and \d+ more/.test(l)) ?? '';
    expect(line).toMatch(/and 3 more/);
    expect(chat.some((m) => m.type === 'whisper' && m.targets.includes(t.gm.id) && /the rest/.test(plain(m.content)))).toBe(true);
  });
});
