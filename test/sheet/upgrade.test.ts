// The upgrade ladder as pure functions, and the harness's own contract (it must behave like Roll20 where it matters).
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, storedVersion, upgrade } from '../../character-sheet/src/upgrade';
import { SHEET_VERSION } from '../../character-sheet/src/fields';
import { SheetHarness } from './harness';

describe('the upgrade ladder', () => {
  it('has one step per version, in order, ending at SHEET_VERSION', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SHEET_VERSION }, (_, i) => i + 1));
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['abc', 0],
    ['-3', 0],
  ])('reads the stored version %j as %i', (stored, version) => {
    expect(storedVersion(stored)).toBe(version);
  });

  it('leaves a current character alone', () => {
    expect(upgrade({ sheet_version: String(SHEET_VERSION), movement_tier: 'Red Fox' })).toEqual({});
  });

  it('upgrades an unversioned character and stamps it', () => {
    expect(upgrade({ movement_tier: 'Purple Lightning' })).toEqual({
      movement_tier: 'purple_lightning',
      sheet_version: String(SHEET_VERSION),
    });
  });

  describe('version 2: hexes per round and the rule set (docs/rules.md §9.2)', () => {
    // what getAttrs answers for a version-1 character: its own values, and the new fields' defaults
    const v1 = { sheet_version: '1', movement_tier: 'red_fox', hexes_per_round: '', hexes_per_round_base: '', rule_set: 'rondel' };

    it('changes nothing of a version-1 character that had none of the new fields, and stamps it', () => {
      expect(upgrade(v1)).toEqual({ sheet_version: '3' });
    });

    it.each([
      ['12', '12'],
      [' 7 ', '7'],
      ['0', '0'],
      ['250', '99'],
    ])('makes a hexes_per_round of %j the base hexes per round, %s', (had, base) => {
      expect(upgrade({ ...v1, hexes_per_round: had })).toEqual({ hexes_per_round_base: base, sheet_version: '3' });
    });

    it('leaves a blank or garbled hexes_per_round to the workers, and never overwrites a base already typed', () => {
      expect(upgrade({ ...v1, hexes_per_round: 'fast' })).toEqual({ sheet_version: '3' });
      expect(upgrade({ ...v1, hexes_per_round: '12', hexes_per_round_base: '9' })).toEqual({ sheet_version: '3' });
    });

    it.each([
      ['Seconds', 'seconds'],
      [' rounds', 'rounds'],
      ['', 'rondel'],
      ['20-second rounds', 'rondel'],
    ])('writes a rule set stored as %j as %s', (stored, id) => {
      expect(upgrade({ ...v1, rule_set: stored })).toEqual({ rule_set: id, sheet_version: '3' });
    });

    it('runs after version 1: an unversioned character gets both steps', () => {
      expect(upgrade({ movement_tier: 'Green Horse', hexes_per_round: '14', rule_set: 'rounds' })).toEqual({
        movement_tier: 'green_horse',
        hexes_per_round_base: '14',
        sheet_version: '3',
      });
    });

    it('does not run again for a version-2 character: only the later steps run', () => {
      expect(upgrade({ ...v1, sheet_version: '2', hexes_per_round: '12', rule_set: 'Seconds' })).toEqual({ sheet_version: '3' });
    });
  });

  describe('version 3: a weapon row’s attack dice become a number (docs/rules.md §10)', () => {
    const row = 'repeating_weapons_-abc123';
    // what getAttrs answers for a version-2 character: its own values, and the new fields' defaults
    const v2 = {
      sheet_version: '2',
      movement_tier: 'red_fox',
      hexes_per_round_base: '',
      rule_set: 'rondel',
      [`${row}_name`]: 'Longsword',
      [`${row}_speed`]: '1',
      [`${row}_active`]: '1',
      [`${row}_attack_mod`]: '0',
      [`${row}_damage`]: '',
    };

    it.each([
      ['1d20', '1'],
      ['2d20', '2'],
      ['d20', '1'],
      [' 3D20 ', '3'],
      ['2 d 20', '2'],
      ['', '1'],
    ])('writes the text %j as %s d20s, and keeps nothing else', (stored, dice) => {
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: stored })).toEqual({ [`${row}_attack_dice`]: dice, sheet_version: '3' });
    });

    it('leaves a number already there alone', () => {
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: '2' })).toEqual({ sheet_version: '3' });
    });

    it.each([
      ['garbage', '1'],
      ['7d20', '5'],
      ['9', '5'],
      ['0', '1'],
      ['1d6', '1'],
    ])('writes %j as %s d20s and keeps the text in attack_dice_was', (stored, dice) => {
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: stored })).toEqual({
        [`${row}_attack_dice`]: dice,
        [`${row}_attack_dice_was`]: stored,
        sheet_version: '3',
      });
    });

    it('turns "1d20+2" into one die and an attack modifier of 2 when the row has none, else keeps the text', () => {
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: '1d20+2' })).toEqual({ [`${row}_attack_dice`]: '1', [`${row}_attack_mod`]: '2', sheet_version: '3' });
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: '2d20 - 1', [`${row}_attack_mod`]: '' })).toEqual({
        [`${row}_attack_dice`]: '2',
        [`${row}_attack_mod`]: '-1',
        sheet_version: '3',
      });
      expect(upgrade({ ...v2, [`${row}_attack_dice`]: '1d20+2', [`${row}_attack_mod`]: '3' })).toEqual({
        [`${row}_attack_dice`]: '1',
        [`${row}_attack_dice_was`]: '1d20+2',
        sheet_version: '3',
      });
    });

    it('upgrades every row, and only the rows’ attack dice', () => {
      const other = 'repeating_weapons_-def456';
      const values = { ...v2, [`${row}_attack_dice`]: '2d20', [`${other}_attack_dice`]: '1d20', [`${other}_name`]: 'Dagger' };
      const updates = upgrade(values);
      expect(updates).toEqual({ [`${row}_attack_dice`]: '2', [`${other}_attack_dice`]: '1', sheet_version: '3' });
    });

    it('runs after versions 1 and 2: an unversioned character gets every step', () => {
      expect(upgrade({ movement_tier: 'Green Horse', hexes_per_round: '14', [`${row}_attack_dice`]: '2d20' })).toEqual({
        movement_tier: 'green_horse',
        hexes_per_round_base: '14',
        [`${row}_attack_dice`]: '2',
        sheet_version: '3',
      });
    });

    it('does not run again for a version-3 character', () => {
      expect(upgrade({ ...v2, sheet_version: '3', [`${row}_attack_dice`]: '1d20' })).toEqual({});
    });
  });
});

const defaults = { globals: { a: '0', b: '0' }, sections: { repeating_things: { x: '1' } } };

describe('the sheet-worker harness', () => {
  it('answers getAttrs later, not during the call', () => {
    const sheet = new SheetHarness(
      `on('change:a', function () { getAttrs(['a', 'b'], function (v) { setAttrs({ b: v.a + '!' }, { silent: true }); }); });`,
      defaults,
    );
    sheet.edit('a', '5');
    expect(sheet.get('b')).toBe('0');
    sheet.settle();
    expect(sheet.get('b')).toBe('5!');
  });

  it('fires change events for writes that are not silent, with the old and new values, and none for silent ones', () => {
    const sheet = new SheetHarness(
      `on('change:a', function () { setAttrs({ b: '7' }); });
       on('change:b', function (e) { setAttrs({ a: e.sourceType + ':' + e.previousValue + '>' + e.newValue }, { silent: true }); });`,
      defaults,
    );
    sheet.edit('a', '1').settle();
    expect(sheet.get('b')).toBe('7');
    expect(sheet.get('a')).toBe('sheetworker:0>7');
  });

  it('fails on a runaway cascade', () => {
    const sheet = new SheetHarness(
      `on('change:a change:b', function (e) { setAttrs(e.sourceAttribute === 'a' ? { b: String(Math.random()) } : { a: String(Math.random()) }); });`,
      defaults,
    );
    expect(() => sheet.edit('a', '1').settle()).toThrow(/runaway cascade/);
  });

  it('refuses event names with capitals and writes to undeclared attributes', () => {
    expect(() => new SheetHarness(`on('change:Strength', function () {});`, defaults)).toThrow(/lower case/);
    const sheet = new SheetHarness(`on('change:a', function () { setAttrs({ typo: '1' }, { silent: true }); });`, defaults);
    expect(() => sheet.edit('a', '1').settle()).toThrow(/does not declare/);
  });

  it('reports repeating changes by field and section, with the row lower-cased', () => {
    const sheet = new SheetHarness(
      `on('change:repeating_things:x', function (e) { setAttrs({ a: e.sourceAttribute + '|' + e.previousValue + '|' + e.newValue }, { silent: true }); });
       on('change:repeating_things', function (e) { setAttrs({ b: e.triggerName }, { silent: true }); });`,
      defaults,
    );
    const id = sheet.addRow('repeating_things', { x: '4' });
    sheet.settle();
    expect(sheet.get('a')).toBe(`repeating_things_${id.toLowerCase()}_x|1|4`);
    expect(sheet.get('b')).toBe('change:repeating_things');
  });
});
