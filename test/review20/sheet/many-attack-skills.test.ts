// Review 20s (the sheet from a player's chair): many skills that each add an attack die.
//
// At the table: a veteran's sheet lists eleven weapon skills, each with Attack die ticked (docs/rules.md §10: each
// adds a d20, at most 5 dice in all). The sheet shows "Skills adding a die 11" and an Attack pool of 5, and the
// active weapon's Attack rolls 5d20. But the Attack button of any other weapon row (the bow she also carries) is
// refused: "Wren's sheet has attack skills 11, which no sheet can hold (0 to 10): nothing was rolled. Correct it on
// the sheet." Nothing on the sheet is wrong: the rules cap the pool, not the skills, and the sheet lets her tick as
// many rows as she has. The row's own command already says `--dice 5`.
//
// Expected: every weapon row's Attack rolls its pool of 5 with eleven ticked skills (in every rule set), as the active
// weapon's does: the workers write `attack_skills` in a form the script reads (or the script reads any count).
import { describe, expect, it } from 'vitest';
import { freshSheet, K, pressOn, seat, W } from './helpers';

describe('eleven skills that each add an attack die', () => {
  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: the Attack button of a weapon row that is not the active one rolls 5d20', async (rules) => {
    const sheet = await freshSheet();
    sheet.edit('rule_set', rules);
    sheet.addRow(W, { name: 'Sword', active: '1' });
    const bow = sheet.addRow(W, { name: 'Bow', reach: 'ranged' });
    for (let i = 1; i <= 11; i += 1) sheet.addRow(K, { name: `Weapon skill ${i}`, attack_die: '1' });
    sheet.settle();
    expect(sheet.get('weapon_attack_dice')).toBe('5');
    const { t, wren } = seat(sheet, rules);
    const p = await pressOn(t, wren, sheet, 'roll_attack', bow, [0]);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin/);
    expect(p.all).toMatch(/5d20/);
    expect(p.all).not.toMatch(/no sheet can hold/);
  });
});
