// Review 22 (the sheet from a player's and a GM's chair): the Use skill button's own question, answered with the
// skill's modifier from the sheet, is reported to the GM as typing.
//
// At the table (rondel): Wren has a Climb row on her Skills (Mod 3, Adds Agility; Agility 0, so +0). At her turn she
// climbs: she presses Actions → Use skill, and the button asks "Skill modifier" (prefilled with her Agility modifier,
// 0). docs/rules.md §4 says Use Skill/Object's cool-down is d4 + 8 − "the skill's own modifier (Agility when it names
// none)", so she answers 3, her Climb row's Mod. The card is right (d4 + 8 − 3), but the GM is whispered
// "Wren (Pat Smith) typed --mod 3 (the sheet: 0)", under "typed, not the sheet’s", as if she had made a number up.
//
// Promise broken: README "No player changes the fight without you … a value they type that is not their sheet's
// counts, and you are told what differs": 3 is on her sheet (the skill row the button is for), and the script already
// counts a row's own numbers as the sheet's for a weapon's speed and a spell's casting time (src/app/commands/act.ts
// onSheet), but not a skill row's Mod. Every Use skill with a real skill cries wolf to the GM.
// Expected: a Use skill whose --mod is a skill row's Mod (or the sub-attribute's plus it) is not told as typed.
import { describe, expect, it } from 'vitest';
import { freshSheet, K, pressOn, seat } from '../../review20/sheet/helpers';

describe('Use skill answered with a skill row’s Mod', () => {
  it('is the sheet’s: the GM is told of no typing', async () => {
    const sheet = await freshSheet();
    sheet.addRow(K, { name: 'Climb', mod: '3' });
    sheet.settle();
    const { t, wren } = seat(sheet, 'rondel');
    // Wren due
    for (let i = 0; i < 20 && !/Wren acts/.test(t.say(t.gm, '!rondel next').map((m) => m.content).join(' ')); i++);
    const p = await pressOn(t, wren, sheet, 'roll_act_skill', undefined, ['3']);
    expect(p.cmd).toMatch(/act skill --mod 3 /);
    expect(p.all).toMatch(/Wren: Use Skill\/Object d4 \(\d\) \+ 8 − 3/);
    expect(p.gm).not.toMatch(/typed/);
  });
});
