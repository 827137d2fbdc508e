// Review 11b, stale stamp. With trackeredits=ask the GM edits the Goblin's tracker value to 20, has second thoughts and
// edits it to 15: two cards, "Goblin: next action 12 → 20 in the tracker. [Adopt]" and "… 12 → 15 … [Adopt]". The GM
// adopts 15. A later click on the first card's Adopt (scrolling up, or a double click on the wrong card) still acts
// and moves the Goblin to 20, although its card's "12 → 20" no longer describes the fight (the Goblin is at 15 by the
// GM's own choice). Ruling 94: an Adopt button "acts only while the fight is as its card found it, and once"; the
// other offers of the moment stay open so that each *other* edit can be adopted, not so that two values of one token
// overwrite each other. Adopting a value for a token should withdraw the other offers for that same token (its other
// values); the late click should be refused with "nothing was done"
// (src/app/adopt.ts `adoptable`: drop every key of the token, not only the adopted one).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';
import { adoptButtons, editValue, trackerValue } from '../support/adopt-buttons';



const said = (out: { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

describe('two Adopt cards for one token', () => {
  it('once one value is adopted, the other card’s Adopt is refused', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const twenty = editValue(t, t.tokens.goblin, '20');
    const fifteen = editValue(t, t.tokens.goblin, '15');
    t.say(t.gm, fifteen);
    expect(trackerValue(t, 'Goblin')).toBe(15);
    const late = said(t.say(t.gm, twenty));
    expect(late).toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(15);
  });
});
