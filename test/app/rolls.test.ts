// The pure parts of issue 14's rolls: reading the sheet, planning damage and its undo, the roll cards' size.
import { describe, expect, it } from 'vitest';
import { bodyWrites, damageDifference, planDamage, withDamage, addPending, markApplied, EMPTY_LEDGER, PENDING_LIMIT } from '../../src/app/damage';
import { parseAttribute, parseCategory, readRollSheet, weaponNamed, ROLL_READ_ATTRIBUTES } from '../../src/app/roll-sheet';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { rollAttack } from '../../src/rules/core/rolls';
import { attackCard, sourceLines } from '../../src/render/roll-card';
import { resolveAdvantage } from '../../src/rules/core/advantage';
import { byteSize } from '../../src/render/html';
import { PUBLIC_CARD_BYTES } from '../../src/render/fit';
import { scriptedDice } from '../support/dice';

describe('reading a sheet for the rolls', () => {
  it('reads the active weapon, Defense, chance, resistances and the scores', () => {
    const values: Record<string, string> = {
      defense: '14',
      trait_chance: '1',
      resistances: 'Fire, cold',
      vulnerabilities: 'blunt',
      will: '7',
      strength_mod: '-1',
      weapon_active_name: 'Longsword',
      weapon_attack_dice: '3',
      weapon_attack_mod: '+2',
      weapon_damage: '2',
      weapon_damage_type: 'Edged',
      weapon_reach: 'melee',
      body_points: '18',
    };
    const s = readRollSheet((n) => values[n]);
    expect(s).toMatchObject({ defense: 14, chance: true, resistances: ['fire', 'cold'], vulnerabilities: ['blunt'], body: 18, problems: [] });
    expect(s.scores.will).toBe(7);
    expect(s.mods.strength).toBe(-1);
    expect(s.weapon).toEqual({ name: 'Longsword', dice: 3, mod: 2, damage: 2, type: 'edged', reach: 'melee' });
  });

  it.each([...ROLL_READ_ATTRIBUTES].filter((n) => n !== 'weapon_active_name' && n !== 'trait_chance'))('a garbled %s takes its default and is reported', (name) => {
    const s = readRollSheet((asked) => (asked === name ? 'garbled!' : undefined));
    expect(s.problems).toEqual([name]);
  });

  it('an attribute with no object is missing, whatever getAttrByName answers', () => {
    const s = readRollSheet(() => '12', (name) => name === 'will');
    expect(s.body).toBeNull();
    expect(s.scores.strength).toBeNull();
    expect(s.scores.will).toBe(12);
  });

  it('a Defense with no object, on a sheet that declares it, is the base plus the armour getAttrByName answers (docs/rules.md §10)', () => {
    const defaults: Record<string, string> = { defense: '10', defense_base: '10', armour: '0' };
    expect(readRollSheet((n) => defaults[n], () => false).defense).toBe(10);
    const typed: Record<string, string> = { ...defaults, defense_base: '12', armour: '3' };
    expect(readRollSheet((n) => typed[n], (n) => n === 'defense_base' || n === 'armour').defense).toBe(15);
    // a sheet that declares no defense_base is not ours: the target has no Defense on a sheet
    expect(readRollSheet((n) => (n === 'defense' ? '10' : undefined), () => false).defense).toBeNull();
    expect(readRollSheet(() => undefined, () => false).defense).toBeNull();
  });
});

describe('the sheet’s weapon rows, for --weapon NAME (docs/rules.md §10)', () => {
  const attrs = (rows: Record<string, Record<string, string>>): { name: string; current: string }[] =>
    Object.entries(rows).flatMap(([id, fields]) => Object.entries(fields).map(([f, v]) => ({ name: `repeating_weapons_${id}_${f}`, current: v })));

  it('reads each named row as the sheet does: dice plus attack skills (at most 5), blank damage, type and reach', () => {
    const list = attrs({
      '-A1': { name: 'Great Axe', attack_dice: '2d20', attack_mod: '-1', damage: '', damage_type: 'Edged', reach: '' },
      '-B2': { name: 'Bow', attack_dice: '4', attack_mod: '+2', damage: '3', damage_type: 'sonic', reach: 'Ranged' },
      '-C3': { name: '', attack_dice: '1' },
    });
    const s = readRollSheet((n) => (n === 'attack_skills' ? '2' : undefined), undefined, list);
    expect(s.weapons).toEqual([
      { name: 'Great Axe', dice: 4, mod: -1, damage: null, type: 'edged', reach: 'melee' },
      { name: 'Bow', dice: 5, mod: 2, damage: 3, type: null, reach: 'ranged' },
    ]);
    expect(weaponNamed(s, ' great AXE ')?.name).toBe('Great Axe');
    expect(weaponNamed(s, 'Sword')).toBeNull();
  });

  it('row field names are matched in any case, and a sheet without rows has none', () => {
    const s = readRollSheet(() => undefined, undefined, [
      { name: 'repeating_weapons_-Zz_name', current: 'Club' },
      { name: 'REPEATING_WEAPONS_-zZ_ATTACK_MOD', current: '3' },
    ]);
    expect(s.weapons).toEqual([{ name: 'Club', dice: 1, mod: 3, damage: null, type: null, reach: 'melee' }]);
    expect(readRollSheet(() => undefined).weapons).toEqual([]);
  });
});

describe('the active weapon the workers never wrote (docs/rules.md §10)', () => {
  const rows = [
    { name: 'repeating_weapons_-A1_name', current: 'Dagger' },
    { name: 'repeating_weapons_-B2_name', current: 'Greatsword' },
    { name: 'repeating_weapons_-B2_attack_dice', current: '2d20' },
    { name: 'repeating_weapons_-B2_attack_mod', current: '1' },
    { name: 'repeating_weapons_-B2_damage_type', current: 'edged' },
    { name: 'repeating_weapons_-B2_active', current: '1' },
  ];

  it('is read off the row ticked active, when no weapon_* attribute is there', () => {
    const s = readRollSheet(() => undefined, () => false, rows);
    expect(s.weapon).toEqual({ name: 'Greatsword', dice: 2, mod: 1, damage: null, type: 'edged', reach: 'melee' });
  });

  it('the attributes the workers wrote win over the row, value by value', () => {
    const values: Record<string, string> = { weapon_active_name: 'Greatsword', weapon_attack_dice: '3', weapon_damage_type: '' };
    const s = readRollSheet((n) => values[n], (n) => n in values, rows);
    expect(s.weapon).toEqual({ name: 'Greatsword', dice: 3, mod: 1, damage: null, type: null, reach: 'melee' });
  });

  it('a sheet with no row ticked keeps the defaults', () => {
    const s = readRollSheet(() => undefined, () => false, rows.slice(0, 5));
    expect(s.weapon).toEqual({ name: null, dice: null, mod: null, damage: null, type: null, reach: null });
  });
});

describe('reading a sheet for the rolls, at its edges', () => {
  const read = (values: Record<string, unknown>) => readRollSheet((n) => values[n]);

  it('a character with a sheet has one, even with nothing on it', () => {
    expect(read({})).toMatchObject({ hasSheet: true, defense: null, chance: false, resistances: [], vulnerabilities: [], body: null, problems: [] });
  });

  it.each([
    [1, true],
    ['1', true],
    ['on', true],
    [true, true],
    [0, false],
    ['0', false],
    ['off', false],
    ['', false],
    [false, false],
    [undefined, false],
  ] as const)('the chance trait ticked as %j reads %j', (value, chance) => {
    expect(read({ trait_chance: value }).chance).toBe(chance);
  });

  it('a list of categories takes any separator, in any case, once each; a blank one is none', () => {
    expect(read({ resistances: ' Fire;COLD,, fire ;', vulnerabilities: '  ' })).toMatchObject({ resistances: ['fire', 'cold'], vulnerabilities: [], problems: [] });
  });

  it('a list with a word that is no category keeps the others, and is reported', () => {
    expect(read({ resistances: 'fire, lava, cold' })).toMatchObject({ resistances: ['fire', 'cold'], problems: ['resistances'] });
  });

  it('the active weapon’s words are trimmed, and a name is cut to 60 characters', () => {
    const s = read({ weapon_active_name: `  ${'Sword of the North '.repeat(4)}  `, weapon_damage_type: ' Fire ', weapon_reach: ' Ranged ' });
    expect(s.weapon.name).toBe('Sword of the North '.repeat(4).slice(0, 60));
    expect(s.weapon).toMatchObject({ type: 'fire', reach: 'ranged' });
    expect(read({ weapon_active_name: ' Club ', weapon_reach: 'MELEE' }).weapon).toMatchObject({ name: 'Club', reach: 'melee' });
    expect(s.problems).toEqual([]);
  });

  it('an attribute, a check or a save names, is read in any case', () => {
    expect([' Will ', 'AGILITY', 'perception', 'luck', ''].map(parseAttribute)).toEqual(['will', 'agility', 'perception', null, null]);
    expect([' Fire ', 'EDGED', 'lava'].map(parseCategory)).toEqual(['fire', 'edged', null]);
  });
});

describe('the sheet’s weapon rows, at their edges', () => {
  it('a row’s name, type and reach are trimmed, its name cut to 60 characters', () => {
    const s = readRollSheet(() => undefined, undefined, [
      { name: 'repeating_weapons_-A_name', current: `  ${'Great Axe of the Mountain '.repeat(3)}` },
      { name: 'repeating_weapons_-A_damage_type', current: ' Edged ' },
      { name: 'repeating_weapons_-A_reach', current: ' RANGED ' },
    ]);
    expect(s.weapons).toEqual([{ name: 'Great Axe of the Mountain '.repeat(3).trim().slice(0, 60), dice: 1, mod: 0, damage: null, type: 'edged', reach: 'ranged' }]);
  });

  it.each([
    ['3', 3],
    ['d20', 1],
    ['2d20', 2],
    [' 3 D 20 ', 3],
    ['2.7', 2],
    ['9', 5],
    ['0', 1],
    ['lots', 1],
    ['', 1],
  ])('a row’s attack dice “%s” are %i d20, as the sheet reads them', (dice, n) => {
    const s = readRollSheet(() => undefined, undefined, [
      { name: 'repeating_weapons_-A_name', current: 'Club' },
      { name: 'repeating_weapons_-A_attack_dice', current: dice },
    ]);
    expect(s.weapons[0]?.dice).toBe(n);
  });

  it('of two attributes of one name in different cases, the first is read', () => {
    const s = readRollSheet(() => undefined, undefined, [
      { name: 'repeating_weapons_-A_name', current: 'Club' },
      { name: 'repeating_weapons_-a_attack_mod', current: '2' },
      { name: 'REPEATING_WEAPONS_-A_ATTACK_MOD', current: '7' },
    ]);
    expect(s.weapons.map((w) => w.mod)).toEqual([2]);
  });
});

const state = (damage?: unknown[]): FightStateBase => ({ combatants: [], ...(damage ? { damage } : {}) }) as FightStateBase;

describe('damage to apply', () => {
  it('a linked bar: the attribute and the bar go down together', () => {
    const d = planDamage('3', 'tok', 6, { characterId: 'c', linkedBar: 'bar1', attribute: 20, bar: 20 });
    expect(d).toEqual({ roll: '3', target: 'tok', amount: 6, attribute: { characterId: 'c', before: 20, after: 14 }, bar: { bar: 'bar1', before: 20, after: 14 } });
    expect(bodyWrites(d as never, 'apply')).toEqual([
      { kind: 'attribute', characterId: 'c', name: 'body_points', current: 14 },
      { kind: 'bar', tokenId: 'tok', bar: 'bar1', value: 14 },
    ]);
    expect(bodyWrites(d as never, 'restore').map((w) => ('current' in w ? w.current : 'value' in w ? w.value : null))).toEqual([20, 20]);
  });

  it('an unlinked token: only its bar1; one without a number is refused', () => {
    expect(planDamage('1', 'tok', 2, { characterId: 'c', linkedBar: null, attribute: 30, bar: 5 })).toMatchObject({ attribute: null, bar: { bar: 'bar1', before: 5, after: 3 } });
    expect(typeof planDamage('1', 'tok', 2, { characterId: null, linkedBar: null, attribute: null, bar: null })).toBe('string');
  });

  it('undo and redo find the applications between two states', () => {
    const a = planDamage('1', 't', 1, { characterId: null, linkedBar: null, attribute: null, bar: 4 }) as never;
    const b = planDamage('2', 't', 2, { characterId: null, linkedBar: null, attribute: null, bar: 3 }) as never;
    const before = state([a]);
    const after = withDamage(before, [a, b]);
    expect(damageDifference(after, before)).toEqual([]);
    expect(damageDifference(before, after)).toEqual([b]);
    expect(damageDifference(state(), state([a]))).toEqual([a]);
  });

  it('the ledger numbers its attacks and keeps the last ones', () => {
    let ledger = EMPTY_LEDGER;
    for (let i = 0; i < PENDING_LIMIT + 5; i += 1) ledger = addPending(ledger, 't', 1).ledger;
    expect(ledger.pending).toHaveLength(PENDING_LIMIT);
    expect(ledger.pending[0]?.id).toBe('6');
    expect(markApplied(ledger, ['6'], true).pending[0]?.applied).toBe(true);
  });
});

describe('the attack card', () => {
  it('names every source and says when they cancel', () => {
    const lines = sourceLines(
      resolveAdvantage([
        { source: 'condition', who: 'attacker', condition: 'blind', effect: 'dis' },
        { source: 'full-guard', who: 'target', effect: 'dis' },
        { source: 'condition', who: 'target', condition: 'paralyzed', effect: 'adv' },
      ]),
      { self: 'Aldric', target: 'Goblin' },
    );
    expect(lines).toEqual(['Aldric is blind: disadvantage', 'Goblin is on Full Guard: disadvantage', 'Goblin is paralyzed: advantage', 'Advantage and disadvantage: they cancel']);
  });

  it('stays within the public budget with the longest names, the biggest pool and every source', () => {
    const sources = ['blind', 'frightened', 'poisoned', 'prone', 'restrained'].map((c) => ({ source: 'condition' as const, who: 'attacker' as const, condition: c as never, effect: 'dis' as const }));
    const result = rollAttack(
      { skills: 4, modifier: -12, defense: 15, reach: 'melee', cover: 'three-quarters', sneak: false, award: true, chance: true, perHit: 12, category: 'edged', resistances: ['edged'], advantage: [...sources, { source: 'condition', who: 'target', condition: 'stunned', effect: 'adv' }] },
      scriptedDice(1, 20, 20, 20, 20, 20, 20),
    );
    if (!result.ok) throw new Error('refused');
    const long = 'W'.repeat(40);
    const html = attackCard({ attacker: long, target: long, weapon: long, result, defaultDefense: true });
    expect(byteSize(html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
  });
});
