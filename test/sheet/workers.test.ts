// The sheet's real built worker, driven through the harness the way a player drives the sheet.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  encumbranceSteps,
  modifierForScore,
  SPECIES_TIERS,
  TIER_KEYS,
  tierDropForSteps,
  tierInfo,
} from '../../src/rules/core/numbers';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { SUB_ATTRIBUTES, SHEET_VERSION } from '../../character-sheet/src/fields';
import { aSheet } from './built';

const W = 'repeating_weapons';
const S = 'repeating_spells';

describe('sub-attribute modifiers (docs/rules.md §3)', () => {
  it.each([
    ['0', '0'],
    ['3', '0'],
    ['4', '1'],
    ['5', '1'],
    ['6', '2'],
    ['7', '2'],
    ['8', '3'],
    ['9', '3'],
    ['10', '4'],
    ['11', '4'],
    ['12', '5'],
    ['30', '5'],
    ['', '0'],
    ['-2', '0'],
    ['lots', '0'],
  ])('a Perception score of %j gives perception_mod %s', async (score, mod) => {
    const sheet = await aSheet();
    sheet.edit('perception', score).settle();
    expect(sheet.get('perception_mod')).toBe(mod);
  });

  it.each(SUB_ATTRIBUTES.map((a) => a.name))('%s has its own modifier', async (name) => {
    const sheet = await aSheet();
    sheet.edit(name, '9').settle();
    expect(sheet.get(`${name}_mod`)).toBe('3');
    for (const other of SUB_ATTRIBUTES.filter((a) => a.name !== name)) expect(sheet.get(`${other.name}_mod`)).toBe('0');
  });

  it('a change costs one getAttrs and one silent setAttrs, and fires no further events', async () => {
    const sheet = await aSheet();
    sheet.resetCalls().edit('strength', '8').settle();
    expect(sheet.calls).toEqual({ getAttrs: 1, setAttrs: 1, silentSetAttrs: 1, getSectionIDs: 2, events: 1 });
  });

  it('a change that alters nothing writes nothing', async () => {
    const sheet = await aSheet();
    sheet.edit('strength', '8').settle().resetCalls();
    sheet.edit('strength', '9').settle();
    expect(sheet.calls.setAttrs).toBe(0);
  });

  it('agrees with modifierForScore for any score', async () => {
    const sheet = await aSheet();
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), (score) => {
        sheet.edit('faith', String(score)).settle();
        return sheet.get('faith_mod') === String(modifierForScore(score));
      }),
    );
  });
});

describe('species and movement tier (docs/rules.md §5)', () => {
  it.each(Object.entries(SPECIES_TIERS))('choosing %s sets the base tier to %s', async (species, tier) => {
    const sheet = await aSheet();
    sheet.edit('species', species).settle();
    expect(sheet.get('movement_tier')).toBe(tier);
    expect(sheet.get('movement_tier_current')).toBe(tier);
  });

  it('a new character is a Human at Red Fox', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    expect(sheet.get('species')).toBe('human');
    expect(sheet.get('movement_tier_current')).toBe('red_fox');
    expect(sheet.get('movement_tier_current_name')).toBe('Red Fox');
  });

  it('the player may override the species default, and "other" keeps the chosen tier', async () => {
    const sheet = await aSheet();
    sheet.edit('species', 'elf').settle();
    sheet.edit('movement_tier', 'green_horse').settle();
    expect(sheet.get('species')).toBe('elf');
    expect(sheet.get('movement_tier_current')).toBe('green_horse');
    sheet.edit('species', 'other').settle();
    expect(sheet.get('movement_tier')).toBe('green_horse');
  });

  it.each(TIER_KEYS.map((key) => [key, DEFAULT_PATTERN[key]] as const))(
    'at %s the sheet shows the hexes %j and their sum',
    async (tier, hexes) => {
      const sheet = await aSheet();
      sheet.edit('movement_tier', tier).settle();
      expect([1, 2, 3, 4].map((n) => sheet.get(`movement_hexes_${n}`))).toEqual(hexes.map(String));
      expect(sheet.get('movement_hexes_cycle')).toBe(String(hexes.reduce((a, b) => a + b, 0)));
      expect(sheet.get('movement_tier_current_name')).toBe(tierInfo(tier).name);
    },
  );

  it('uses the translated tier name for the chat card', async () => {
    const sheet = await aSheet({ translations: { 'tier-orange_lion': 'Lion orange' } });
    sheet.edit('species', 'elf').settle();
    expect(sheet.get('movement_tier_current_name')).toBe('Lion orange');
  });
});

describe('encumbrance (page 001, docs/rules.md §5)', () => {
  it.each([
    // body, pack, steps, tiers dropped, current tier of a Red Fox
    ['100', '0', '0', '0', 'red_fox'],
    ['100', '25', '0', '0', 'red_fox'],
    ['100', '26', '1', '1', 'brown_cow'],
    ['100', '35', '1', '1', 'brown_cow'],
    ['100', '36', '2', '1', 'brown_cow'],
    ['100', '45', '2', '1', 'brown_cow'],
    ['100', '46', '3', '2', 'gray_yak'],
    ['100', '65', '4', '2', 'gray_yak'],
    ['100', '66', '5', '3', 'black_tower'],
    ['200', '50', '0', '0', 'red_fox'],
    ['', '40', '0', '0', 'red_fox'],
  ])('body %s lb carrying %s lb: %s steps, %s tiers down, %s', async (body, pack, steps, drop, current) => {
    const sheet = await aSheet();
    sheet.edit('body_weight', body).settle();
    sheet.edit('pack_weight', pack).settle();
    expect(sheet.get('encumbrance_steps')).toBe(steps);
    expect(sheet.get('movement_tier_drop')).toBe(drop);
    expect(sheet.get('movement_tier_current')).toBe(current);
    expect(sheet.get('initiative_adjustment')).toBe(steps);
  });

  it('never drops below Black Tower', async () => {
    const sheet = await aSheet();
    sheet.edit('species', 'dwarf').settle();
    sheet.edit('body_weight', '100').settle();
    sheet.edit('pack_weight', '200').settle();
    expect(sheet.get('encumbrance_steps')).toBe('18');
    expect(sheet.get('movement_tier_current')).toBe('black_tower');
    expect(sheet.get('movement_tier_drop')).toBe('2');
    expect(sheet.get('movement_hexes_2')).toBe('0');
  });

  it('agrees with encumbranceSteps and tierDropForSteps for any weights', async () => {
    const sheet = await aSheet();
    sheet.edit('movement_tier', 'purple_lightning').settle();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 300 }), (body, pack) => {
        sheet.edit('body_weight', String(body)).edit('pack_weight', String(pack)).settle();
        const steps = encumbranceSteps(body, pack);
        const rank = Math.max(1, 9 - tierDropForSteps(steps));
        return sheet.get('encumbrance_steps') === String(steps) && sheet.get('movement_tier_current') === TIER_KEYS[rank - 1];
      }),
      { numRuns: 60 },
    );
  });
});

describe('initiative adjustment (docs/rules.md §2)', () => {
  it('is the encumbrance steps plus the manual adjustment', async () => {
    const sheet = await aSheet();
    sheet.edit('body_weight', '100').edit('pack_weight', '36').settle();
    sheet.edit('initiative_manual', '-3').settle();
    expect(sheet.get('initiative_adjustment')).toBe('-1');
    sheet.edit('initiative_manual', '').settle();
    expect(sheet.get('initiative_adjustment')).toBe('2');
  });
});

describe('weapons: one active, its speed in weapon_speed', () => {
  it('ticking a weapon makes it the active one and unticks the others', async () => {
    const sheet = await aSheet();
    const sword = sheet.addRow(W, { name: 'Longsword', speed: '1' });
    const axe = sheet.addRow(W, { name: 'Great axe', speed: '2' });
    sheet.settle();
    expect(sheet.get('weapon_speed')).toBe('0');

    sheet.edit(`${W}_${axe}_active`, '1').settle();
    expect(sheet.get('weapon_speed')).toBe('2');
    expect(sheet.get('weapon_active_name')).toBe('Great axe');

    sheet.edit(`${W}_${sword}_active`, '1').settle();
    expect(sheet.get(`${W}_${axe}_active`)).toBe('0');
    expect(sheet.get('weapon_speed')).toBe('1');
    expect(sheet.get('weapon_active_name')).toBe('Longsword');
  });

  it('follows the active weapon’s speed, signed, and ignores the others', async () => {
    const sheet = await aSheet();
    const fists = sheet.addRow(W, { name: 'Fists', speed: '-2', active: '1' });
    const bow = sheet.addRow(W, { name: 'Bow', speed: '0' });
    sheet.settle();
    expect(sheet.get('weapon_speed')).toBe('-2');
    sheet.edit(`${W}_${bow}_speed`, '3').settle();
    expect(sheet.get('weapon_speed')).toBe('-2');
    sheet.edit(`${W}_${fists}_speed`, '-1').settle();
    expect(sheet.get('weapon_speed')).toBe('-1');
  });

  it('has no speed adjustment once the active weapon is unticked or deleted', async () => {
    const sheet = await aSheet();
    const dagger = sheet.addRow(W, { name: 'Dagger', speed: '-1', active: '1' });
    sheet.settle();
    sheet.edit(`${W}_${dagger}_active`, '0').settle();
    expect(sheet.get('weapon_speed')).toBe('0');
    sheet.edit(`${W}_${dagger}_active`, '1').settle();
    expect(sheet.get('weapon_speed')).toBe('-1');
    sheet.removeRow(W, dagger).settle();
    expect(sheet.get('weapon_speed')).toBe('0');
    expect(sheet.get('weapon_active_name')).toBe('');
  });

  it('keeps the first of several ticked weapons when the sheet is opened', async () => {
    const sheet = await aSheet();
    sheet.seed({
      [`${W}_-aaaaaaaaaaaaaaaaaa1_speed`]: '1',
      [`${W}_-aaaaaaaaaaaaaaaaaa1_active`]: '1',
      [`${W}_-aaaaaaaaaaaaaaaaaa2_speed`]: '2',
      [`${W}_-aaaaaaaaaaaaaaaaaa2_active`]: '1',
    });
    sheet.open().settle();
    expect(sheet.get('weapon_speed')).toBe('1');
    expect(sheet.get(`${W}_-aaaaaaaaaaaaaaaaaa2_active`)).toBe('0');
  });
});

describe('spells: the tradition decides the modifier (docs/rules.md §4, Magic-Use)', () => {
  it.each([
    ['divine', 'faith'],
    ['axiom', 'logic'],
    ['other', 'agility'],
  ])('a %s spell uses %s', async (tradition, attribute) => {
    const sheet = await aSheet();
    sheet.edit('faith', '6').edit('logic', '8').edit('agility', '10').settle();
    const spell = sheet.addRow(S, { name: 'Spark', tradition });
    sheet.settle();
    expect(sheet.get(`${S}_${spell}_tradition_mod`)).toBe(sheet.get(`${attribute}_mod`));
  });

  it('a new spell row is divine until the player says otherwise', async () => {
    const sheet = await aSheet();
    sheet.edit('faith', '12').settle();
    const spell = sheet.addRow(S, { name: 'Blessing' });
    sheet.settle();
    expect(sheet.get(`${S}_${spell}_tradition_mod`)).toBe('5');
  });

  it('the chosen spell fills casting_time and casting_mod, and follows the scores', async () => {
    const sheet = await aSheet();
    sheet.edit('logic', '7').settle();
    const bolt = sheet.addRow(S, { name: 'Bolt', tradition: 'axiom', cast_time: '3' });
    const ward = sheet.addRow(S, { name: 'Ward', tradition: 'divine', cast_time: '5' });
    sheet.settle();
    expect(sheet.get('casting_time')).toBe('0');

    sheet.edit(`${S}_${bolt}_chosen`, '1').settle();
    expect([sheet.get('casting_time'), sheet.get('casting_mod'), sheet.get('spell_chosen_name')]).toEqual(['3', '2', 'Bolt']);

    sheet.edit('logic', '12').settle();
    expect(sheet.get('casting_mod')).toBe('5');

    sheet.edit(`${S}_${ward}_chosen`, '1').settle();
    expect(sheet.get(`${S}_${bolt}_chosen`)).toBe('0');
    expect([sheet.get('casting_time'), sheet.get('casting_mod')]).toEqual(['5', '0']);

    sheet.edit(`${S}_${ward}_tradition`, 'axiom').settle();
    expect(sheet.get('casting_mod')).toBe('5');
    sheet.edit(`${S}_${ward}_cast_time`, '-4').settle();
    expect(sheet.get('casting_time')).toBe('0');
  });
});

describe('sheet:opened and the upgrade ladder', () => {
  it('stamps a new character with the current sheet_version and fills every derived value', async () => {
    const sheet = await aSheet();
    sheet.seed({ perception: '8', agility: '5', body_weight: '120', pack_weight: '60' });
    sheet.open().settle();
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION));
    expect(sheet.get('perception_mod')).toBe('3');
    expect(sheet.get('agility_mod')).toBe('1');
    expect(sheet.get('encumbrance_steps')).toBe('3');
    expect(sheet.get('movement_tier_current')).toBe('gray_yak');
  });

  it.each([
    ['Orange Lion', 'orange_lion'],
    ['7', 'green_horse'],
    ['blue-gryphon', 'blue_gryphon'],
    ['nonsense', 'red_fox'],
  ])('an unversioned character with the tier %j is upgraded to the key %s', async (stored, key) => {
    const sheet = await aSheet();
    sheet.seed({ movement_tier: stored });
    sheet.open().settle();
    expect(sheet.get('movement_tier')).toBe(key);
    expect(sheet.get('movement_tier_current')).toBe(key);
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION));
  });

  it('a sheet opened a second time writes nothing', async () => {
    const sheet = await aSheet();
    sheet.open().settle().resetCalls();
    sheet.open().settle();
    expect(sheet.calls.setAttrs).toBe(0);
  });

  it('never lowers a sheet_version newer than the sheet', async () => {
    const sheet = await aSheet();
    sheet.seed({ sheet_version: String(SHEET_VERSION + 5) });
    sheet.open().settle();
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION + 5));
  });

  it('every worker write is silent', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    sheet.edit('species', 'elf').edit('strength', '7').settle();
    sheet.addRow(W, { name: 'Spear', speed: '1', active: '1' });
    sheet.addRow(S, { name: 'Light', chosen: '1' });
    sheet.settle();
    expect(sheet.writes.length).toBeGreaterThan(0);
    expect(sheet.writes.every((w) => w.silent)).toBe(true);
  });
});
