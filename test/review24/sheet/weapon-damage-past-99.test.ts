// Review 24 (the sheet's buttons against the script): a weapon row's damage per hit typed past what the script takes.
//
// At the table: Wren types 150 into her Maul's Damage (a slip for 15); the Maul is not her active weapon. The row's
// Attack button sends the row's own numbers, `--damage 150` among them (its attack_flags), and the script refuses
// it: "The damage per hit (--damage) must be from 0 to 99, not 150." She typed no --damage: she pressed a button. The
// same slip in the row's attack modifier is written back as 99 by the workers, and the button rolls (review 20); the
// damage was sent as typed. Expected: the workers hold the row's damage to what the script takes (0 to 99,
// docs/rules.md §10), as they hold its modifier, and what the button sends is what the row shows.
import { describe, expect, it } from 'vitest';
import { freshSheet, pressOn, seat, W } from '../../review20/sheet/helpers';

describe('a weapon row’s damage per hit of 150 (a slip for 15)', () => {
  it('another row: the row shows 99, so its Attack button sends --damage 99 and rolls', async () => {
    const sheet = await freshSheet();
    sheet.addRow(W, { name: 'Longsword', damage: '2', active: '1' });
    const maul = sheet.addRow(W, { name: 'Maul', damage: '150' });
    sheet.settle();
    expect(sheet.get(`${W}_${maul}_damage`)).toBe('99');
    const { t, wren } = seat(sheet, 'rondel');
    const p = await pressOn(t, wren, sheet, 'roll_attack', maul, [0]);
    expect(p.cmd).toMatch(/--damage 99 /);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin Maul/);
    expect(p.gm, p.cmd).not.toMatch(/typed/);
  });

  it('the active weapon: the row and the derived Damage per hit show 99, and its Attack button rolls', async () => {
    const sheet = await freshSheet();
    const maul = sheet.addRow(W, { name: 'Maul', damage: '150', active: '1' });
    sheet.settle();
    expect(sheet.get(`${W}_${maul}_damage`)).toBe('99');
    expect(sheet.get('weapon_damage')).toBe('99');
    const { t, wren } = seat(sheet, 'rondel');
    const p = await pressOn(t, wren, sheet, 'roll_attack', maul, [0]);
    expect(p.all, p.cmd).toMatch(/Wren attacks Goblin Maul/);
  });

  it('a blank damage stays blank (its placeholder says 1), and one of 3 is left as typed', async () => {
    const sheet = await freshSheet();
    const blank = sheet.addRow(W, { name: 'Club', damage: '' });
    const three = sheet.addRow(W, { name: 'Axe', damage: '3' });
    sheet.settle();
    expect(sheet.get(`${W}_${blank}_damage`)).toBe('');
    expect(sheet.get(`${W}_${three}_damage`)).toBe('3');
    expect(sheet.get(`${W}_${blank}_attack_flags`)).toMatch(/--damage 1 /);
  });
});
