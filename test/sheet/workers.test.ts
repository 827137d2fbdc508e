// The sheet's real built worker, driven through the harness the way a player drives the sheet.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  encumbranceSteps,
  hexesAfterEncumbrance,
  modifierForScore,
  SPECIES_TIERS,
  TIER_KEYS,
  tierDropForSteps,
  tierInfo,
} from '../../src/rules/core/numbers';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { splitMoments, TIER_HEXES_PER_ROUND } from '../../src/rules/seconds/moments';
import { TIER_HEXES_PER_ROUND as ROUNDS_TIER_HEXES } from '../../src/rules/rounds/movement';
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
    expect(sheet.calls).toEqual({ getAttrs: 1, setAttrs: 1, silentSetAttrs: 1, getSectionIDs: 3, events: 1 });
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

const moments = (sheet: { get(name: string): string | undefined }): (string | undefined)[] =>
  [1, 2, 3, 4].map((n) => sheet.get(`moment_hexes_${n}`));

describe('hexes per round (page 001, docs/rules.md §9.2 and §9.3)', () => {
  it.each(TIER_KEYS.map((tier) => [tier, TIER_HEXES_PER_ROUND[tier]] as const))(
    'with nothing typed, %s gives its hexes per 12 counts: %i, split over seconds 1, 6, 11 and 16',
    async (tier, hexes) => {
      const sheet = await aSheet();
      sheet.edit('movement_tier', tier).settle();
      expect(sheet.get('hexes_per_round')).toBe(String(hexes));
      expect(moments(sheet)).toEqual(splitMoments(hexes).map(String));
      // the same number the rule sets count for a combatant without a sheet value, and the rondel's cycle
      expect(ROUNDS_TIER_HEXES[tier]).toBe(hexes);
      expect(sheet.get('movement_hexes_cycle')).toBe(String(hexes));
    },
  );

  it('a new character (a Human, Red Fox) has 8 hexes per round, 3-2-2-1', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    expect(sheet.get('hexes_per_round')).toBe('8');
    expect(moments(sheet)).toEqual(['3', '2', '2', '1']);
  });

  it('follows the species’ tier, and the base tier, not the tier encumbrance drops to', async () => {
    const sheet = await aSheet();
    sheet.edit('species', 'elf').settle();
    expect(sheet.get('hexes_per_round')).toBe('10');
    sheet.edit('body_weight', '100').edit('pack_weight', '36').settle(); // 2 steps: Red Fox by tier, 10 − 2 by hexes
    expect(sheet.get('movement_tier_current')).toBe('red_fox');
    expect(sheet.get('hexes_per_round')).toBe('8');
  });

  it.each([
    // typed base, pack weight of a 100-lb body, hexes per round: one hex off per encumbrance step (page 001's table)
    ['12', '0', '12'],
    ['12', '26', '11'],
    ['12', '36', '10'],
    ['12', '46', '9'],
    ['12', '56', '8'],
    ['11', '56', '7'],
    ['3', '100', '1'], // a load never takes the last hex (docs/rules.md §14)
    ['0', '0', '0'], // a creature that does not move
    ['0', '100', '0'],
    ['', '26', '7'], // blank: the base tier's (Red Fox 8), less the step
    ['fast', '0', '8'], // nonsense: the base tier's
    ['-3', '0', '0'],
    ['7.9', '0', '7'],
    ['150', '0', '99'],
  ])('base %j carrying %s lb gives %s hexes per round', async (typed, pack, hexes) => {
    const sheet = await aSheet();
    sheet.edit('body_weight', '100').edit('pack_weight', pack).edit('hexes_per_round_base', typed).settle();
    expect(sheet.get('hexes_per_round')).toBe(hexes);
    expect(moments(sheet)).toEqual(splitMoments(Number(hexes)).map(String));
  });

  it.each([
    // docs/rules.md §9.2: largest remainders, a tie to the earlier moment
    [12, [4, 3, 3, 2]],
    [10, [3, 3, 2, 2]],
    [7, [2, 2, 2, 1]],
    [6, [2, 2, 1, 1]],
    [4, [1, 1, 1, 1]],
    [1, [1, 0, 0, 0]],
    [0, [0, 0, 0, 0]],
  ])('%i hexes per round are split %j at seconds 1, 6, 11 and 16', async (hexes, split) => {
    const sheet = await aSheet();
    sheet.edit('hexes_per_round_base', String(hexes)).settle();
    expect(moments(sheet)).toEqual(split.map(String));
  });

  it('clearing the typed base goes back to the tier’s hexes', async () => {
    const sheet = await aSheet();
    sheet.edit('movement_tier', 'green_horse').edit('hexes_per_round_base', '9').settle();
    expect(sheet.get('hexes_per_round')).toBe('9');
    sheet.edit('hexes_per_round_base', '').settle();
    expect(sheet.get('hexes_per_round')).toBe('16');
  });

  it('agrees with hexesAfterEncumbrance and splitMoments for any tier, base and load', async () => {
    const sheet = await aSheet();
    fc.assert(
      fc.property(
        fc.constantFrom(...TIER_KEYS),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
        fc.integer({ min: 40, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        (tier, typed, body, pack) => {
          sheet.edit('movement_tier', tier).edit('hexes_per_round_base', typed === undefined ? '' : String(typed));
          sheet.edit('body_weight', String(body)).edit('pack_weight', String(pack)).settle();
          const hexes = hexesAfterEncumbrance(typed ?? TIER_HEXES_PER_ROUND[tier], encumbranceSteps(body, pack));
          return sheet.get('hexes_per_round') === String(hexes) && moments(sheet).join() === splitMoments(hexes).join();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the rule set the sheet shows (docs/rules.md §9)', () => {
  it('is the rondel unless the player or the GM’s default sheet setting chooses another', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    expect([sheet.get('rule_set'), sheet.get('rule_set_current')]).toEqual(['rondel', 'rondel']);
    sheet.edit('rule_set', 'seconds').settle();
    expect(sheet.get('rule_set_current')).toBe('seconds');
    sheet.edit('rule_set', 'rounds').settle();
    expect(sheet.get('rule_set_current')).toBe('rounds');
  });

  it.each([
    [' Seconds ', 'seconds'],
    ['ROUNDS', 'rounds'],
    ['hexes', 'rondel'],
    ['', 'rondel'],
  ])('a stored rule set %j shows %s', async (stored, shown) => {
    const sheet = await aSheet();
    sheet.edit('rule_set', stored).settle();
    expect(sheet.get('rule_set_current')).toBe(shown);
  });

  it('changes nothing but what the sheet shows: the hexes and the rondel’s moves stay', async () => {
    const sheet = await aSheet();
    sheet.edit('species', 'dwarf').settle();
    const before = sheet.snapshot().globals;
    sheet.edit('rule_set', 'seconds').settle();
    const after = sheet.snapshot().globals;
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed.sort()).toEqual(['rule_set', 'rule_set_current']);
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

  it('takes one off for each full 10 points of quickness (docs/rules.md §9.2, page 001)', async () => {
    const sheet = await aSheet();
    sheet.edit('body_weight', '100').edit('pack_weight', '36').settle();
    expect(sheet.get('initiative_adjustment')).toBe('2');
    const seen = ['9', '10', '19', '25', '', '-10', 'lots'].map((points) => {
      sheet.edit('quickness', points).settle();
      return sheet.get('initiative_adjustment');
    });
    expect(seen).toEqual(['2', '1', '1', '0', '2', '2', '2']);
    sheet.edit('quickness', '30').edit('initiative_manual', '-1').settle();
    expect(sheet.get('initiative_adjustment')).toBe('-2');
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

  it('without a chosen spell, casting_mod is the Agility modifier (docs/rules.md §4: else Agility)', async () => {
    const sheet = await aSheet();
    sheet.edit('agility', '10').edit('faith', '12').settle();
    expect(sheet.get('casting_mod')).toBe('4');
    const ward = sheet.addRow(S, { name: 'Ward', tradition: 'divine', cast_time: '5', chosen: '1' });
    sheet.settle();
    expect(sheet.get('casting_mod')).toBe('5');
    sheet.edit(`${S}_${ward}_chosen`, '0').settle();
    expect(sheet.get('casting_mod')).toBe('4');
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
    expect(sheet.get('hexes_per_round')).toBe('5');
    expect(moments(sheet)).toEqual(['2', '1', '1', '1']);
    expect(sheet.get('rule_set_current')).toBe('rondel');
  });

  it('fills the new fields of a character a version-1 sheet made, and keeps every value it had', async () => {
    const row = '-aaaaaaaaaaaaaaaaaa1';
    const stored: Record<string, string> = {
      sheet_version: '1',
      character_name: 'Kess',
      player_name: 'Sam',
      species: 'elf',
      strength: '6',
      agility: '9',
      perception: '10',
      logic: '4',
      will: '7',
      faith: '3',
      movement_tier: 'orange_lion',
      body_weight: '100',
      pack_weight: '26',
      initiative_manual: '-1',
      // derived values as the version-1 workers left them
      strength_mod: '2',
      agility_mod: '3',
      perception_mod: '4',
      logic_mod: '1',
      will_mod: '2',
      faith_mod: '0',
      encumbrance_steps: '1',
      movement_tier_drop: '1',
      movement_tier_current: 'red_fox',
      movement_tier_current_name: 'Red Fox',
      movement_hexes_1: '2',
      movement_hexes_2: '2',
      movement_hexes_3: '2',
      movement_hexes_4: '2',
      movement_hexes_cycle: '8',
      initiative_adjustment: '0',
      weapon_speed: '-2',
      weapon_active_name: 'Fists',
      [`${W}_${row}_name`]: 'Fists',
      [`${W}_${row}_speed`]: '-2',
      [`${W}_${row}_active`]: '1',
    };
    const sheet = await aSheet();
    sheet.seed(stored);
    sheet.open().settle();
    // every value it had, typed or derived, stays as it was; only the version moves on
    const kept = Object.keys(stored).filter((name) => name !== 'sheet_version');
    expect(kept.filter((name) => sheet.get(name) !== stored[name])).toEqual([]);
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION));
    // the new fields: an elf's 10 hexes less the step, its split, the rule set
    expect(sheet.get('hexes_per_round_base')).toBe('');
    expect(sheet.get('hexes_per_round')).toBe('9');
    expect(moments(sheet)).toEqual(['3', '2', '2', '2']);
    expect([sheet.get('rule_set'), sheet.get('rule_set_current')]).toEqual(['rondel', 'rondel']);
  });

  it('keeps a hexes_per_round a version-1 character already had as its base hexes per round', async () => {
    const sheet = await aSheet();
    sheet.seed({ sheet_version: '1', hexes_per_round: '12', body_weight: '100', pack_weight: '26', rule_set: 'Seconds' });
    sheet.open().settle();
    expect(sheet.get('hexes_per_round_base')).toBe('12');
    expect(sheet.get('hexes_per_round')).toBe('11');
    expect(sheet.get('rule_set')).toBe('seconds');
    expect(sheet.get('rule_set_current')).toBe('seconds');
  });

  it('a version-2 character’s hexes_per_round is the workers’ own and never becomes a base', async () => {
    const sheet = await aSheet();
    sheet.seed({ sheet_version: '2', hexes_per_round: '12', movement_tier: 'red_fox' });
    sheet.open().settle();
    expect(sheet.get('hexes_per_round_base')).toBe('');
    expect(sheet.get('hexes_per_round')).toBe('8');
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

const K = 'repeating_skills';

describe('the attack pool, the active weapon’s attack and Defense (docs/rules.md §10)', () => {
  const attack = (sheet: Awaited<ReturnType<typeof aSheet>>): (string | undefined)[] =>
    ['weapon_attack_dice', 'weapon_attack_mod', 'weapon_damage', 'weapon_damage_type', 'weapon_reach'].map((n) => sheet.get(n));

  it('without an active weapon: one d20, no modifier, 1 damage per hit, no type, melee', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    expect(attack(sheet)).toEqual(['1', '0', '1', '', 'melee']);
    expect(sheet.get('attack_skills')).toBe('0');
  });

  it('the active weapon’s dice, modifier, damage, type and reach; another ticked weapon takes over', async () => {
    const sheet = await aSheet();
    const sword = sheet.addRow(W, { name: 'Longsword', attack_dice: '2', attack_mod: '3', damage: '2', damage_type: 'edged', active: '1' });
    const bow = sheet.addRow(W, { name: 'Bow', attack_dice: '1', attack_mod: '-1', damage: '', damage_type: 'piercing', reach: 'ranged' });
    sheet.settle();
    expect(attack(sheet)).toEqual(['2', '3', '2', 'edged', 'melee']);
    sheet.edit(`${W}_${bow}_active`, '1').settle();
    expect(attack(sheet)).toEqual(['1', '-1', '1', 'piercing', 'ranged']);
    expect(sheet.get(`${W}_${sword}_active`)).toBe('0');
  });

  it('each skill with an attack die adds a d20, up to 5 in all; unticking or removing one takes it back', async () => {
    const sheet = await aSheet();
    sheet.addRow(W, { name: 'Longsword', attack_dice: '2', active: '1' });
    const skills = [1, 2, 3, 4].map((n) => sheet.addRow(K, { name: `Skill ${n}`, mod: '1', attack_die: n <= 2 ? '1' : '0' }));
    sheet.settle();
    expect([sheet.get('attack_skills'), sheet.get('weapon_attack_dice')]).toEqual(['2', '4']);
    sheet.edit(`${K}_${skills[2]}_attack_die`, '1').edit(`${K}_${skills[3]}_attack_die`, '1').settle();
    expect([sheet.get('attack_skills'), sheet.get('weapon_attack_dice')]).toEqual(['4', '5']);
    sheet.edit(`${K}_${skills[0]}_attack_die`, '0').settle();
    expect([sheet.get('attack_skills'), sheet.get('weapon_attack_dice')]).toEqual(['3', '5']);
    sheet.removeRow(K, skills[1] as string).removeRow(K, skills[2] as string).settle();
    expect([sheet.get('attack_skills'), sheet.get('weapon_attack_dice')]).toEqual(['1', '3']);
  });

  it('a skill’s sub-attribute modifier is its chosen sub-attribute’s (Agility unless chosen), and follows it (docs/rules.md §10)', async () => {
    const sheet = await aSheet();
    sheet.edit('agility', '10').edit('logic', '4').settle(); // +4, +1
    const row = sheet.addRow(K, { name: 'Lockpicking', mod: '2' });
    sheet.settle();
    expect(sheet.get(`${K}_${row}_sub_mod`)).toBe('4');
    sheet.edit(`${K}_${row}_sub_attribute`, 'logic').settle();
    expect(sheet.get(`${K}_${row}_sub_mod`)).toBe('1');
    sheet.edit('logic', '10').settle();
    expect(sheet.get(`${K}_${row}_sub_mod`)).toBe('4');
    // the row's own Mod is the roll's to add: it does not change the sub-attribute's part
    sheet.edit(`${K}_${row}_mod`, '-3').settle();
    expect(sheet.get(`${K}_${row}_sub_mod`)).toBe('4');
    // a row whose player typed only its name has its part at once
    const named = sheet.addRow(K, {});
    sheet.settle();
    sheet.edit(`${K}_${named}_name`, 'Tumbling').settle();
    expect(sheet.get(`${K}_${named}_sub_mod`)).toBe('4');
  });

  it('a weapon’s speed or a spell’s casting time the player clears shows 0 again, as the sheet reads it', async () => {
    const sheet = await aSheet();
    const club = sheet.addRow(W, { name: 'Club', speed: '2' });
    const ward = sheet.addRow(S, { name: 'Ward', cast_time: '3' });
    sheet.settle();
    sheet.edit(`${W}_${club}_speed`, '').edit(`${S}_${ward}_cast_time`, ' ').settle();
    expect([sheet.get(`${W}_${club}_speed`), sheet.get(`${S}_${ward}_cast_time`)]).toEqual(['0', '0']);
  });

  it('a score the player clears shows 0 again, as its modifier reads it', async () => {
    const sheet = await aSheet();
    sheet.edit('strength', '9').settle();
    sheet.edit('strength', '').settle();
    expect([sheet.get('strength'), sheet.get('strength_mod')]).toEqual(['0', '0']);
  });

  it.each([
    ['', '1'],
    ['0', '1'],
    ['3', '3'],
    ['9', '5'],
    ['2d20', '2'],
    ['junk', '1'],
  ])('a weapon’s attack dice of %j count as %s', async (typed, dice) => {
    const sheet = await aSheet();
    sheet.addRow(W, { name: 'Club', attack_dice: typed, active: '1' });
    sheet.settle();
    expect(sheet.get('weapon_attack_dice')).toBe(dice);
  });

  it('a damage type outside the rules’ categories is none; a negative damage is 0', async () => {
    const sheet = await aSheet();
    sheet.addRow(W, { name: 'Odd', damage: '-3', damage_type: 'Sonic', active: '1' });
    sheet.settle();
    expect([sheet.get('weapon_damage'), sheet.get('weapon_damage_type')]).toEqual(['0', '']);
  });

  it('a run of hyphens in a weapon’s or the chosen spell’s name is one: the buttons paste the names into commands', async () => {
    const sheet = await aSheet();
    const sword = sheet.addRow(W, { name: 'Sword --mod 20', active: '1' });
    const veil = sheet.addRow(S, { name: 'Veil --mod -20 --duration 999 counts', tradition: 'other', cast_time: '2' });
    sheet.settle();
    sheet.edit(`${S}_${veil}_chosen`, '1').settle();
    expect(sheet.get(`${W}_${sword}_name`)).toBe('Sword -mod 20');
    expect(sheet.get('weapon_active_name')).toBe('Sword -mod 20');
    expect(sheet.get('spell_chosen_name')).toBe('Veil -mod -20 -duration 999 counts');
  });

  it('the active row’s Attack adds nothing (the script reads the active weapon); every other row sends its own values', async () => {
    const sheet = await aSheet();
    const sword = sheet.addRow(W, { name: 'Longsword', attack_dice: '2', attack_mod: '3', damage: '2', damage_type: 'edged', active: '1' });
    const bow = sheet.addRow(W, { name: 'Bow', attack_dice: '1', attack_mod: '-1', damage: '', damage_type: 'piercing', reach: 'ranged' });
    const fists = sheet.addRow(W, { name: 'Fists' });
    sheet.addRow(K, { name: 'Archery', attack_die: '1' });
    sheet.settle();
    expect(sheet.get(`${W}_${sword}_attack_flags`)).toBe('');
    expect(sheet.get(`${W}_${bow}_attack_flags`)).toBe('--dice 2 --mod -1 --damage 1 --type piercing --ranged');
    // a row without a type says so: the active weapon's type does not stand in for it
    expect(sheet.get(`${W}_${fists}_attack_flags`)).toBe('--dice 2 --mod 0 --damage 1 --type none --ranged no');
    sheet.edit(`${W}_${bow}_active`, '1').settle();
    expect(sheet.get(`${W}_${bow}_attack_flags`)).toBe('');
    expect(sheet.get(`${W}_${sword}_attack_flags`)).toBe('--dice 3 --mod 3 --damage 2 --type edged --ranged no');
  });

  it.each([
    ['', '', '10'],
    ['10', '3', '13'],
    ['12', '', '12'],
    ['nonsense', '2', '12'],
    ['8', '-1', '7'],
  ])('Defense is the base %j plus the armour %j: %s', async (base, armour, defense) => {
    const sheet = await aSheet();
    sheet.edit('defense_base', base).edit('armour', armour).settle();
    expect(sheet.get('defense')).toBe(defense);
  });

  it('body points, the chance trait, resistances and vulnerabilities are the player’s: no worker writes them', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    sheet.edit('body_points', '14').edit('body_points_max', '20').edit('trait_chance', '1').edit('resistances', 'Fire, cold').settle();
    const written = sheet.writes.flatMap((w) => Object.keys(w.values));
    expect(written).toContain('sheet_version'); // the workers did write on open
    expect(written.filter((name) => ['body_points', 'body_points_max', 'trait_chance', 'resistances', 'vulnerabilities', 'conditions'].includes(name))).toEqual([]);
    expect([sheet.get('body_points'), sheet.get('body_points_max'), sheet.get('trait_chance'), sheet.get('resistances')]).toEqual(['14', '20', '1', 'Fire, cold']);
  });

  it('a version-2 character’s weapon rows get numeric attack dice, and every value it had stays', async () => {
    const sheet = await aSheet();
    const row = '-aaaaaaaaaaaaaaaaaa1';
    const other = '-aaaaaaaaaaaaaaaaaa2';
    const stored: Record<string, string> = {
      sheet_version: '2',
      strength: '9',
      movement_tier: 'red_fox',
      rule_set: 'rondel',
      weapon_speed: '1',
      weapon_active_name: 'Warhammer',
      [`${W}_${row}_name`]: 'Warhammer',
      [`${W}_${row}_speed`]: '1',
      [`${W}_${row}_attack_dice`]: '2d20',
      [`${W}_${row}_active`]: '1',
      [`${W}_${other}_name`]: 'Sling',
      [`${W}_${other}_speed`]: '0',
      [`${W}_${other}_attack_dice`]: 'two dice',
    };
    sheet.seed(stored);
    sheet.open().settle();
    expect(sheet.get(`${W}_${row}_attack_dice`)).toBe('2');
    expect(sheet.get(`${W}_${other}_attack_dice`)).toBe('1');
    expect(sheet.get(`${W}_${other}_attack_dice_was`)).toBe('two dice');
    expect(sheet.get('weapon_attack_dice')).toBe('2');
    const kept = Object.keys(stored).filter((name) => name !== 'sheet_version' && !name.endsWith('_attack_dice'));
    expect(kept.filter((name) => sheet.get(name) !== stored[name])).toEqual([]);
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION));
  });
});

describe('a character made at each older sheet_version opens with numeric attack dice and every value it had', () => {
  it.each([[''], ['1'], ['2']])('sheet_version %j', async (version) => {
    const sheet = await aSheet();
    const row = '-bbbbbbbbbbbbbbbbbb1';
    const stored: Record<string, string> = {
      ...(version === '' ? {} : { sheet_version: version }),
      character_name: 'Old Hand',
      strength: '11',
      agility: '6',
      movement_tier: 'red_fox',
      body_weight: '150',
      initiative_manual: '2',
      [`${W}_${row}_name`]: 'Flail',
      [`${W}_${row}_speed`]: '2',
      [`${W}_${row}_attack_dice`]: '2d20',
      [`${W}_${row}_active`]: '1',
      [`${S}_-ccccccccccccccccccc1_name`]: 'Glow',
      [`${S}_-ccccccccccccccccccc1_cast_time`]: '2',
    };
    sheet.seed(stored);
    sheet.open().settle();
    expect(sheet.get(`${W}_${row}_attack_dice`)).toBe('2');
    expect(sheet.get('weapon_attack_dice')).toBe('2');
    expect(sheet.get('sheet_version')).toBe(String(SHEET_VERSION));
    const kept = Object.keys(stored).filter((name) => name !== 'sheet_version' && !name.endsWith('_attack_dice'));
    expect(kept.filter((name) => sheet.get(name) !== stored[name])).toEqual([]);
    // opened again, nothing more is written
    sheet.resetCalls().open().settle();
    expect(sheet.calls.setAttrs).toBe(0);
  });
});
