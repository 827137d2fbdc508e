// Review 22 (the sheet from a GM's chair): the encumbered tier the sheet shows is not the one the fight moves.
//
// At the table: the GM makes Kess, an elf, with another script or by import (the attributes the player would type:
// species elf, base tier Orange Lion, body 100 lb, pack 35 lb), as src/app/sheet.ts says characters are made ("a
// character made by another script, or imported"). Sam opens the sheet: one encumbrance step, one tier dropped, and
// the Movement box says "Current tier: Red Fox", moves 2/2/2/2. In the fight, every movement window moves Kess as an
// Orange Lion (3/3/2/2), and `!rondel status` lists her as Orange Lion.
//
// Why: the workers write only what differs from what the sheet already holds, and getAttrs answers an attribute with
// no object with the HTML's default, which is `red_fox` for movement_tier_current. A current tier of Red Fox is
// therefore never written; the script reads a missing movement_tier_current as absent and falls back to
// movement_tier (the *base* tier, Orange Lion). Every other derived value whose default the script falls back past
// (Defense, the active weapon's numbers) has a fallback that agrees with the sheet; this one does not.
//
// Rule broken: docs/rules.md §5 (encumbrance costs a tier: "it drops from Orange Lion to Red Fox", the doc's own
// example) and the sheet contract (character-sheet/src/contract.ts: movement_tier_current is what the script reads).
// Expected: the fight moves Kess as the tier her sheet shows, Red Fox.
import { describe, expect, it } from 'vitest';
import { aSheet } from '../../sheet/built';
import { aTable, plain } from '../../sheet/press/press';
import { copySheet } from '../../review9/sheet/helpers';

describe('a current tier of Red Fox worked out by the workers', () => {
  it('the fight moves the character at the tier its sheet shows', async () => {
    const sheet = await aSheet();
    // the character's typed values, put there without the sheet open (an import, another script)
    sheet.seed({ species: 'elf', movement_tier: 'orange_lion', body_weight: '100', pack_weight: '35' });
    sheet.open().settle();
    // what Sam sees on the sheet
    expect(sheet.get('encumbrance_steps')).toBe('1');
    expect(sheet.get('movement_tier_current')).toBe('red_fox');
    expect(sheet.get('movement_tier_current_name')).toBe('Red Fox');

    const t = aTable({ seed: 5 });
    const kess = t.sb.addCharacter({ name: 'Kess', controlledby: t.sam.id });
    copySheet(t, kess, sheet);
    const token = t.sb.addToken({ pageid: t.page.id, name: 'Kess', represents: kess.id });
    t.say(t.gm, '!rondel start', [token, t.tokens.goblin]);
    const status = plain(t.say(t.gm, '!rondel status').map((m) => m.content).join('\n'));
    expect(status).toMatch(/Kess · Red Fox/);
    const window = plain(t.say(t.gm, '!rondel next').map((m) => m.content).join('\n'));
    expect(window).toMatch(/Red Fox 2 hexes: [^\n]*Kess/);
  });
});
