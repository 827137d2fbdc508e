// The numbers of a sheet's weapon and spell rows (src/app/sheet.ts sheetRows): a row's Act or Cast button sends its own
// speed or casting time, and the script takes it as the sheet's only when some row holds it (docs/rules.md §4).
import { describe, expect, it } from 'vitest';
import { chosenSpellName, sheetRows } from '../../src/app/sheet';

const attr = (name: string, current: unknown) => ({ name, current });

describe('the weapon rows’ speeds and the spell rows’ casting times', () => {
  it('reads each weapon row’s speed and each spell row’s casting time, in any case, whole, a blank one 0', () => {
    expect(
      sheetRows([
        attr('repeating_weapons_-Mabc_speed', '7'),
        attr('REPEATING_Weapons_-Mdef_SPEED', 4.6),
        attr('repeating_weapons_-Mghi_speed', ''),
        attr('repeating_spells_-Mjkl_cast_time', ' 12 '),
        attr('Repeating_Spells_-Mmno_Cast_Time', 3),
      ]),
    ).toEqual({ speeds: [7, 4, 0], casts: [12, 3] });
  });

  it('leaves out a garbled number, a weapon’s casting time, a spell’s speed and every other attribute', () => {
    expect(
      sheetRows([
        attr('repeating_weapons_-Ma_speed', 'fast'),
        attr('repeating_weapons_-Mb_cast_time', '5'),
        attr('repeating_spells_-Mc_speed', '6'),
        attr('repeating_weapons_-Md_damage', '8'),
        attr('weapon_speed', '9'),
        attr('casting_time', '10'),
      ]),
    ).toEqual({ speeds: [], casts: [] });
  });
});

describe('the chosen spell’s name', () => {
  it('is the ticked row’s name, trimmed; a ticked row with a blank name, or none ticked, has none', () => {
    expect(chosenSpellName([attr('repeating_spells_-Ma_chosen', 'on'), attr('repeating_spells_-Ma_name', '  Fire Bolt  ')])).toBe('Fire Bolt');
    expect(chosenSpellName([attr('repeating_spells_-Ma_chosen', 'on'), attr('REPEATING_SPELLS_-MA_NAME', 'Frost')])).toBe('Frost');
    expect(chosenSpellName([attr('repeating_spells_-Ma_chosen', 'on'), attr('repeating_spells_-Ma_name', ' ')])).toBeNull();
    expect(chosenSpellName([attr('repeating_spells_-Ma_chosen', '0'), attr('repeating_spells_-Ma_name', 'Frost')])).toBeNull();
    expect(chosenSpellName([])).toBeNull();
  });
});
