import { describe, expect, it } from 'vitest';
import { chosenSpellTradition, NO_SHEET, parseTradition, readSheet, sheetRows, sheetTradition, type AttributeName } from '../../src/app/sheet';

const sheet = (attrs: Partial<Record<AttributeName, unknown>>) => readSheet((name) => attrs[name]);

describe('reading the sheet (values are not coerced in Roll20: numbers or strings)', () => {
  it.each([
    [{ perception_mod: 3 }, 3],
    [{ perception_mod: '3' }, 3],
    [{ perception_mod: ' +2 ' }, 2],
    [{ perception_mod: '−1' }, -1],
    [{ perception: 8 }, 3],
    [{ perception: '12' }, 5],
    [{ perception_mod: '', perception: 6 }, 2],
    [{}, 0],
  ] as const)('%j gives a Perception modifier of %i', (attrs, mod) => {
    expect(sheet(attrs).perceptionMod).toBe(mod);
    expect(sheet(attrs).problems).toEqual([]);
  });

  it.each([
    [{ movement_tier_current: 'green_horse', movement_tier: 'red_fox' }, 'green_horse'],
    [{ movement_tier: 'Orange Lion' }, 'orange_lion'],
    [{ movement_tier: 7 }, 'green_horse'],
    [{ movement_tier_current: '', movement_tier: '2' }, 'gray_yak'],
    [{}, 'red_fox'],
  ] as const)('%j gives the tier %s', (attrs, tier) => {
    expect(sheet(attrs).tier).toBe(tier);
  });

  it.each([
    [{ perception_mod: 'lots', perception: 10 }, 'perception_mod', { perceptionMod: 4 }],
    [{ weapon_speed: 'fast' }, 'weapon_speed', { speed: 0 }],
    [{ weapon_speed: 99 }, 'weapon_speed', { speed: 0 }],
    [{ casting_time: -2 }, 'casting_time', { cast: 0 }],
    [{ movement_tier: 'snail' }, 'movement_tier', { tier: 'red_fox' }],
    [{ agility_mod: { evil: true } }, 'agility_mod', { agility: 0 }],
    [{ hexes_per_round: 'fast' }, 'hexes_per_round', { hexesPerRound: null }],
    [{ hexes_per_round: 100 }, 'hexes_per_round', { hexesPerRound: null }],
    [{ hexes_per_round: '-1' }, 'hexes_per_round', { hexesPerRound: null }],
  ] as const)('a garbled %j falls back to the default and is reported', (attrs, problem, values) => {
    const read = sheet(attrs);
    expect(read.problems).toEqual([problem]);
    expect(read).toMatchObject(values);
  });
});

describe('hexes per round (docs/rules.md §9.2, §9.3)', () => {
  it.each([
    [{ hexes_per_round: '7' }, 7],
    [{ hexes_per_round: 12 }, 12],
    [{ hexes_per_round: ' 0 ' }, 0],
    [{ hexes_per_round: '99' }, 99],
    [{ hexes_per_round: '9.6' }, 9],
    [{ hexes_per_round: '' }, null],
    [{}, null],
  ] as const)('%j gives %j hexes per round (null: the rule set counts the tier’s)', (attrs, hexes) => {
    expect(sheet(attrs).hexesPerRound).toBe(hexes);
    expect(sheet(attrs).problems).toEqual([]);
  });

  it('a character without a sheet has none', () => {
    expect(NO_SHEET.hexesPerRound).toBeNull();
  });
});

describe('attributes with no object read as missing when the reader is told which exist', () => {
  // what getAttrByName answers with the sheet installed: the sheet's default for anything without an object
  const DEFAULTS: Partial<Record<AttributeName, unknown>> = { perception: '0', perception_mod: '0', movement_tier: 'red_fox', movement_tier_current: 'red_fox', agility_mod: '0', casting_mod: '0', hexes_per_round: '8' };
  const withDefaults = (attrs: Partial<Record<AttributeName, unknown>>) =>
    readSheet(
      (name) => (name in attrs ? attrs[name] : DEFAULTS[name]),
      (name) => name in attrs,
    );

  it('a missing perception_mod falls back to the Perception score, not to its default 0', () => {
    expect(withDefaults({ perception: 12 }).perceptionMod).toBe(5);
    // without the existence test the default hides the score (the case this guards against)
    expect(readSheet((name) => ({ perception: 12 } as Record<string, unknown>)[name] ?? DEFAULTS[name]).perceptionMod).toBe(0);
  });

  it('a missing movement_tier_current falls back to movement_tier, a missing casting_mod to nothing (Agility decides)', () => {
    const read = withDefaults({ movement_tier: 'brown_cow', agility_mod: 2 });
    expect(read).toMatchObject({ tier: 'brown_cow', castingMod: null, agility: 2, problems: [] });
  });

  it('a missing hexes_per_round is none, whatever the default says: the rule set counts the tier’s', () => {
    expect(withDefaults({ movement_tier: 'brown_cow' }).hexesPerRound).toBeNull();
    expect(withDefaults({ hexes_per_round: '8' }).hexesPerRound).toBe(8);
  });

  it('attributes that exist are read as before, even at their default value', () => {
    expect(withDefaults({ perception: 12, perception_mod: '0', movement_tier: 'brown_cow', movement_tier_current: 'red_fox', casting_mod: 0 })).toMatchObject({
      perceptionMod: 0,
      tier: 'red_fox',
      castingMod: 0,
    });
  });
});

describe('reading the sheet at its edges', () => {
  it.each([
    [{ perception_mod: '   ', perception: 8 }, { perceptionMod: 3 }],
    [{ weapon_speed: 20 }, { speed: 20 }],
    [{ weapon_speed: -20 }, { speed: -20 }],
    [{ weapon_speed: '1.75' }, { speed: 1 }],
    [{ initiative_adjustment: 50 }, { initiativeAdjustment: 50 }],
    [{ initiative_adjustment: -50 }, { initiativeAdjustment: -50 }],
    [{ agility_mod: -20 }, { agility: -20 }],
    [{ logic_mod: 2, faith_mod: 3, agility_mod: 1 }, { logic: 2, faith: 3, agility: 1 }],
    [{ logic_mod: -20, faith_mod: -20 }, { logic: -20, faith: -20 }],
    [{ casting_time: 200 }, { cast: 200 }],
    [{ casting_mod: -2 }, { castingMod: -2 }],
  ] as const)('%j reads as %j, with no problem', (attrs, values) => {
    expect(sheet(attrs)).toMatchObject({ ...values, problems: [], hasSheet: true });
  });

  it.each([
    [{ weapon_speed: '3+' }, 'weapon_speed'],
    [{ weapon_speed: '12abc' }, 'weapon_speed'],
    [{ weapon_speed: 'x-12' }, 'weapon_speed'],
    [{ weapon_speed: '1.x' }, 'weapon_speed'],
    [{ weapon_speed: 21 }, 'weapon_speed'],
    [{ initiative_adjustment: 51 }, 'initiative_adjustment'],
    [{ initiative_adjustment: -51 }, 'initiative_adjustment'],
    [{ agility_mod: -21 }, 'agility_mod'],
    [{ logic_mod: -21 }, 'logic_mod'],
    [{ faith_mod: -21 }, 'faith_mod'],
  ] as const)('%j is garbled: %s is reported', (attrs, problem) => {
    expect(sheet(attrs).problems).toEqual([problem]);
  });

  it('the Perception score is not read, nor reported, when the modifier is there', () => {
    expect(sheet({ perception_mod: 2, perception: 'junk' })).toMatchObject({ perceptionMod: 2, problems: [] });
  });
});

describe('blank and garbled attributes', () => {
  it('an attribute that reads as null is missing, not garbled', () => {
    expect(readSheet(() => null)).toEqual({ ...NO_SHEET, hasSheet: true });
  });

  it('a tier that is neither a name nor a rank is reported, whatever its type', () => {
    expect(sheet({ movement_tier: { tier: 2 } })).toMatchObject({ tier: 'red_fox', problems: ['movement_tier'] });
    expect(sheet({ movement_tier: 2.5 })).toMatchObject({ tier: 'red_fox', problems: ['movement_tier'] });
  });
});

describe('the spell’s tradition', () => {
  it.each([
    [' Axiom ', 'axiom'],
    ['LOGIC', 'axiom'],
    ['', null],
    ['   ', null],
    ['a', null],
  ])('%j is %j', (typed, tradition) => {
    expect(parseTradition(typed)).toBe(tradition);
  });

  const chosen = (row: string, ticked: unknown, tradition?: unknown) => [
    { name: `repeating_spells_${row}_chosen`, current: ticked },
    ...(tradition === undefined ? [] : [{ name: `repeating_spells_${row}_tradition`, current: tradition }]),
  ];

  it.each(['', '0', 'off', 'Off', 'OFF', ' 0 ', undefined, null])('a spell whose chosen box reads %j is not chosen', (ticked) => {
    expect(chosenSpellTradition([...chosen('-a', ticked, 'axiom'), { name: 'agility_mod', current: '3' }])).toBeNull();
  });

  it.each(['1', 'on', 'On', true, 1])('a spell whose chosen box reads %j is chosen', (ticked) => {
    expect(chosenSpellTradition(chosen('-a', ticked, 'axiom'))).toBe('axiom');
  });

  it('of several chosen spells, the first row by its id decides', () => {
    expect(chosenSpellTradition([...chosen('-b', '1', 'axiom'), ...chosen('-a', '1', 'other')])).toBe('other');
  });

  it.each([['  '], [''], [7]])('a chosen spell whose tradition reads %j has the sheet’s first choice, divine', (tradition) => {
    expect(chosenSpellTradition(chosen('-a', '1', tradition))).toBe('divine');
  });

  it('a chosen spell of a tradition the script does not know has none', () => {
    expect(chosenSpellTradition(chosen('-a', '1', 'runes'))).toBeNull();
  });

  it('names are read without case', () => {
    expect(chosenSpellTradition([{ name: 'Repeating_Spells_-A_Chosen', current: 'on' }, { name: 'repeating_spells_-a_TRADITION', current: 'Other' }])).toBe('other');
  });

  it('the sheet’s tradition for the menu is null when it has none', () => {
    expect(sheetTradition({ ...NO_SHEET, tradition: 'axiom' })).toBe('axiom');
    expect(sheetTradition(NO_SHEET)).toBeNull();
    expect(sheetTradition({ ...NO_SHEET, tradition: null })).toBeNull();
  });
});

describe('the rows’ numbers a player may answer with (docs/rules.md §4)', () => {
  it('weapon speeds, spell casting times and each skill row’s Mod and sub-attribute modifier, by row', () => {
    const rows = sheetRows([
      { name: 'repeating_weapons_-a_speed', current: '-2' },
      { name: 'repeating_spells_-b_cast_time', current: '' },
      { name: 'repeating_skills_-c_mod', current: '3' },
      { name: 'repeating_skills_-c_sub_mod', current: 2 },
      // a row whose id ends in "_sub" keeps its own fields: "-d_sub_sub_mod" is row "-d_sub"'s, "-d_sub_mod" row "-d"'s
      { name: 'repeating_skills_-d_sub_mod', current: '1' },
      { name: 'repeating_skills_-d_sub_sub_mod', current: '5' },
      { name: 'repeating_skills_-e_mod', current: 'lots' },
      { name: 'repeating_skills_-c_name', current: 'Climb' },
    ]);
    expect(rows.speeds).toEqual([-2]);
    expect(rows.casts).toEqual([0]);
    expect(rows.skills).toEqual([
      { mod: 3, sub: 2 },
      { mod: 0, sub: 1 },
      { mod: 0, sub: 5 },
    ]);
    expect(sheetRows([]).skills).toBeUndefined();
  });
});
