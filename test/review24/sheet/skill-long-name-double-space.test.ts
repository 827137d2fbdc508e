// Review 24 (the sheet's buttons against the script): a skill row whose long name holds a doubled space.
//
// At the table: Wren's skill row is named "Climb  walls, ropes and rigging in any weather, wet or dry, day or night"
// (two spaces after Climb, a slip; 70 characters) with a Mod of 2, and she presses its Roll. The button sends
// `--mod 2 … --skill <the name>`, and the script compares the name with the sheet's rows to know that the 2 is the
// row's Mod (docs/rules.md §10: "The row's name and `--skill` are compared alike … cut to 60 characters"). It cut the
// row's name to 60 characters before it took the doubled space out, and `--skill` after, so the two differed by a
// character, and the GM was whispered "Wren (Pat Smith) typed --mod 2 (added to the sheet’s +3)" of a button press.
import { describe, expect, it } from 'vitest';
import { freshSheet, pressOn, seat, K } from '../../review20/sheet/helpers';

describe('a skill row’s Roll, its name long and with a doubled space', () => {
  it('the Mod it sends is the row’s: the GM is told of no typing', async () => {
    const sheet = await freshSheet();
    sheet.edit('agility', '9');
    const climb = sheet.addRow(K, { name: 'Climb  walls, ropes and rigging in any weather, wet or dry, day or night', mod: '2' });
    sheet.settle();
    const { t, wren } = seat(sheet, undefined);
    const p = await pressOn(t, wren, sheet, 'roll_skill', climb, [0, '10']);
    expect(p.all, p.cmd).toMatch(/Wren · Climb walls/);
    expect(p.gm, p.cmd).not.toMatch(/typed/);
  });
});
