import { describe, expect, it } from 'vitest';
import { booted, runInSandbox } from './test-helpers';

function sheet() {
  const setup = booted('');
  const ch = setup.sb.addCharacter({
    name: 'Aldric',
    attributes: { perception: 8, weapon_speed: '2', hp: { current: 12, max: 20 }, Mixed_Case: 'm' },
    sheetDefaults: { agility_mod: 0, str: { current: 10, max: 18 } },
  });
  setup.sb.setSheetDefaults({ luck: '3', agility_mod: 99 });
  return { ...setup, ch };
}

const attr = (sb: ReturnType<typeof sheet>['sb'], ch: { id: string }, args: string): unknown =>
  runInSandbox(sb, `getAttrByName('${ch.id}', ${args})`);

describe('getAttrByName', () => {
  it.each([
    ['"perception"', 8, 'a number attribute, not coerced'],
    ['"weapon_speed"', '2', 'a string attribute, not coerced'],
    ['"hp"', 12, 'current by default'],
    ['"hp", "current"', 12, "'current' explicitly"],
    ['"hp", "max"', 20, "'max'"],
    ['"agility_mod"', 0, "the character's sheet default when no attribute exists"],
    ['"str", "max"', 18, "a sheet default's max"],
    ['"luck"', '3', 'the campaign-wide sheet default'],
    ['"mixed_case"', 'm', 'a name in another case'],
    ['"nonexistent"', undefined, 'undefined with neither attribute nor default'],
  ])('getAttrByName(id, %s) is %j: %s', (args, expected, _why) => {
    const { sb, ch } = sheet();
    expect(attr(sb, ch, args)).toBe(expected);
  });

  it('an attribute object wins over the sheet default', () => {
    const { sb, ch } = sheet();
    sb.addAttribute(ch, 'agility_mod', 2);
    expect(attr(sb, ch, '"agility_mod"')).toBe(2);
  });

  it('a missing attribute and an unknown character are recorded as warnings', () => {
    const { sb, ch } = sheet();
    attr(sb, ch, '"nonexistent"');
    expect(runInSandbox(sb, `getAttrByName('-nobody', 'hp')`)).toBeUndefined();
    expect(sb.recorder.warnings).toHaveLength(2);
  });

  describe('repeating sections by index', () => {
    function rows() {
      const s = sheet();
      const { sb, ch } = s;
      sb.addAttribute(ch, 'repeating_weapons_-Mrow00000000000000b_name', 'Axe');
      sb.addAttribute(ch, 'repeating_weapons_-Mrow00000000000000a_name', 'Sword');
      sb.addAttribute(ch, 'repeating_weapons_-Mrow00000000000000a_speed', 3);
      return s;
    }

    it.each([
      ['repeating_weapons_$0_name', 'Sword'],
      ['repeating_weapons_$1_name', 'Axe'],
      ['repeating_weapons_$0_speed', 3],
      ['repeating_weapons_$2_name', undefined],
    ])('%s is %j (rows in id order)', (name, expected) => {
      const { sb, ch } = rows();
      expect(attr(sb, ch, JSON.stringify(name))).toBe(expected);
    });

    it('_reporder_repeating_<section> decides the row order', () => {
      const { sb, ch } = rows();
      sb.addAttribute(ch, '_reporder_repeating_weapons', '-Mrow00000000000000b,-Mrow00000000000000a');
      expect(attr(sb, ch, '"repeating_weapons_$0_name"')).toBe('Axe');
    });
  });
});
