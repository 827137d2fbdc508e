// Review 20s (the sheet from a player's chair): a weapon's attack modifier typed past what the script takes.
//
// At the table: Wren types 150 into her active Warhammer's Mod (a slip for 15). The row's worker writes the field
// back as 99, the most the script takes (character-sheet/src/derive.ts, wholeFieldFix), so the row now shows 99. But
// the derived "Attack modifier" above the rows still shows 150, and the Attack button is refused: "Wren's sheet has
// attack modifier 150, which no sheet can hold (-99 to 99): nothing was rolled. Correct it on the sheet." The sheet
// she looks at holds 99 in the row; nothing shows 150 but the read-only derived field, and it stays so until some
// other field changes. The same for a second weapon row that is not the active one: its Attack sends `--mod 150`
// (its attack_flags, made from the value before the write-back) and is refused with "must be from -99 to 99".
//
// Expected: what the workers derive from a row is what they write into the row: the Attack modifier and the other
// row's `--mod` are 99, and both Attack buttons roll. (deriveSheet reads `values[...attack_mod]` instead of the
// clamped `next[...attack_mod]`, unlike speed and casting time, which do use the clamped value.)
import { describe, expect, it } from 'vitest';
import { freshSheet, pressOn, seat, W } from './helpers';

describe('a weapon row’s attack modifier of 150 (a slip for 15)', () => {
  it('the active weapon: the row shows 99, so the Attack modifier is 99 and its Attack button rolls', async () => {
    const sheet = await freshSheet();
    const hammer = sheet.addRow(W, { name: 'Warhammer', attack_mod: '150', damage: '2', active: '1' });
    sheet.settle();
    expect(sheet.get(`${W}_${hammer}_attack_mod`)).toBe('99');
    expect(sheet.get('weapon_attack_mod'), 'the derived Attack modifier shows what the row shows').toBe('99');
    const { t, wren } = seat(sheet, 'rondel');
    const p = await pressOn(t, wren, sheet, 'roll_attack', hammer, [0]);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin/);
    expect(p.all).not.toMatch(/no sheet can hold/);
  });

  it('another row: the row shows 99, so its Attack button sends --mod 99 and rolls', async () => {
    const sheet = await freshSheet();
    sheet.addRow(W, { name: 'Dagger', active: '1' });
    const bow = sheet.addRow(W, { name: 'Longbow', attack_mod: '150', reach: 'ranged' });
    sheet.settle();
    expect(sheet.get(`${W}_${bow}_attack_mod`)).toBe('99');
    expect(sheet.get(`${W}_${bow}_attack_flags`)).toContain('--mod 99 ');
    const { t, wren } = seat(sheet, 'seconds');
    const p = await pressOn(t, wren, sheet, 'roll_attack', bow, [0]);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin/);
    expect(p.all).not.toMatch(/must be from -99 to 99/);
  });
});
