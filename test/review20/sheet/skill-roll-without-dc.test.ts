// Review 20s (the sheet from a player's chair): a skill's Roll when the DC is the GM's secret.
//
// At the table: the GM says "roll Climb, I'll tell you if you make it" and keeps the DC to herself. Wren presses her
// Climb row's Roll; the button asks "DC" (prefilled 10). Wren clears the box, since she does not know it, and
// presses Enter. The button sends `!rondel check … --dc  --skill Climb`, and the script answers only with "--dc needs a
// whole number, not “”." and the usage: nothing is rolled, in any rule set. The sub-attribute's own Check button
// rolls without a DC (the script's `--dc` is optional), but only the skill's Roll adds the skill's Mod and names it.
//
// Expected: a skill's Roll with the DC left blank rolls the check (d20 + the sub-attribute's modifier + the skill's)
// with no DC on the card, for the GM to judge, as a Check does.
import { describe, expect, it } from 'vitest';
import { freshSheet, K, pressOn, seat } from './helpers';

describe('a skill’s Roll with the DC prompt left blank', () => {
  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: the check is rolled, with no DC', async (rules) => {
    const sheet = await freshSheet();
    sheet.edit('rule_set', rules).edit('agility', '9').settle();
    const climb = sheet.addRow(K, { name: 'Climb', mod: '2' });
    sheet.settle();
    const { t, wren } = seat(sheet, rules);
    // the advantage query: None; the DC query: cleared
    const p = await pressOn(t, wren, sheet, 'roll_skill', climb, [0, '']);
    expect(p.all, p.cmd).toMatch(/Wren · Climb \(Agility check\)/);
    expect(p.all).toMatch(/d20 \+ 5 = /);
    expect(p.all).not.toMatch(/needs a whole number/);
  });
});
