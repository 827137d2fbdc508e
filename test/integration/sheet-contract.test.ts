// The character sheet and the script agree: every attribute the script reads exists on the sheet, and every
// button of the sheet sends a command the script's own parser accepts and the script carries out (issue 6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHEET_CONTRACT } from '../../character-sheet/src/contract';
import { DERIVED, INPUTS, PLAIN_INPUTS, SCRIPT_WRITTEN } from '../../character-sheet/src/fields';
import { DAMAGE_CATEGORIES } from '../../src/rules/core/damage';
import { modifierForScore } from '../../src/rules/core/numbers';
import { parseCommandLine } from '../../src/commands/parse';
import { READ_ATTRIBUTES, readSheet, type AttributeName } from '../../src/app/sheet';
import { ATTRIBUTES, ROLL_READ_ATTRIBUTES } from '../../src/app/roll-sheet';
import { aSheet } from '../sheet/built';
import { attributeDefaults, collectButtonCommands, collectButtons, expandQueries, parseHtml, attrName } from '../sheet/html';
import { aTable, plain } from './table';
import { ruleSetOf } from '../../src/rules/registry';
import type { FightStateBase } from '../../src/rules/core/rule-set';

/** The attributes of the dice contract (issue 14) the script reads or writes; the sheet must hold every one. */
const DICE_CONTRACT = [
  'body_points',
  'defense',
  'armour',
  'trait_chance',
  'resistances',
  'vulnerabilities',
  'strength',
  'strength_mod',
  'agility',
  'logic',
  'will',
  'will_mod',
  'faith',
  'weapon_active_name',
  'weapon_attack_dice',
  'weapon_attack_mod',
  'weapon_damage',
  'weapon_damage_type',
  'weapon_reach',
  'attack_skills',
  'conditions',
] as const;

const html = readFileSync(join(__dirname, '..', '..', 'character-sheet', 'enchanted-realms.html'), 'utf8');

describe('the attribute contract between the sheet and the script', () => {
  it('every attribute the script reads is in the sheet’s contract', () => {
    expect(READ_ATTRIBUTES.filter((name) => !(SHEET_CONTRACT as readonly string[]).includes(name))).toEqual([]);
  });

  it('every attribute the rolls read is in the sheet’s contract, and so is each attribute a roll names with its modifier', () => {
    const read = [...READ_ATTRIBUTES, ...ROLL_READ_ATTRIBUTES, ...ATTRIBUTES, ...ATTRIBUTES.map((a) => `${a}_mod`)];
    expect(read.filter((name) => !(SHEET_CONTRACT as readonly string[]).includes(name))).toEqual([]);
  });

  it('the attribute the script writes (conditions) is a field of the sheet', () => {
    const names = new Set(parseHtml(html).map(attrName).filter((n): n is string => n !== undefined));
    expect(names.has('conditions')).toBe(true);
  });

  it('the contract holds every attribute of the dice (issue 14), each a field of the sheet', () => {
    const names = new Set(parseHtml(html).map(attrName).filter((n): n is string => n !== undefined));
    for (const name of DICE_CONTRACT) {
      expect(SHEET_CONTRACT as readonly string[], name).toContain(name);
      expect(names.has(name), name).toBe(true);
    }
    // body points' max is the attribute's max, a field of its own in the HTML
    expect(names.has('body_points_max')).toBe(true);
  });

  it('every contract attribute is a field of the built sheet', () => {
    const names = new Set(parseHtml(html).map(attrName).filter((n): n is string => n !== undefined));
    for (const name of SHEET_CONTRACT) expect(names.has(name), name).toBe(true);
    expect(Object.keys(attributeDefaults(html).globals)).toEqual(expect.arrayContaining([...SHEET_CONTRACT]));
  });

  it('every contract attribute is typed by the player, written by the sheet’s workers or written by the script', () => {
    const known = new Set<string>([...INPUTS, ...DERIVED, ...PLAIN_INPUTS, ...SCRIPT_WRITTEN]);
    expect(SHEET_CONTRACT.filter((name) => !known.has(name))).toEqual([]);
  });

  it('a character the workers worked out holds the dice attributes as the contract says (docs/rules.md §10)', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    sheet.edit('body_points', '17').edit('body_points_max', '20').edit('defense_base', '11').edit('armour', '3').edit('trait_chance', '1').settle();
    sheet.edit('resistances', 'Fire cold').edit('vulnerabilities', 'smite').edit('strength', '9').edit('will', '8').settle();
    sheet.addRow('repeating_weapons', { name: 'Longsword', speed: '1', attack_dice: '1', attack_mod: '2', damage: '2', damage_type: 'edged', active: '1' });
    sheet.addRow('repeating_skills', { name: 'Swordplay', mod: '2', attack_die: '1' });
    sheet.settle();
    const read = Object.fromEntries(DICE_CONTRACT.map((name) => [name, sheet.get(name)]));
    expect(read).toEqual({
      body_points: '17',
      defense: '14',
      armour: '3',
      trait_chance: '1',
      resistances: 'Fire cold',
      vulnerabilities: 'smite',
      strength: '9',
      strength_mod: String(modifierForScore(9)),
      agility: '0',
      logic: '0',
      will: '8',
      will_mod: String(modifierForScore(8)),
      faith: '0',
      weapon_active_name: 'Longsword',
      weapon_attack_dice: '2',
      weapon_attack_mod: '2',
      weapon_damage: '2',
      weapon_damage_type: 'edged',
      weapon_reach: 'melee',
      attack_skills: '1',
      conditions: '',
    });
    expect(sheet.get('body_points_max')).toBe('20');
    // every category a player may type is one of the rules' (src/rules/core/damage.ts)
    for (const word of `${read.resistances ?? ''} ${read.vulnerabilities ?? ''}`.split(/[\s,]+/).filter(Boolean)) {
      expect(DAMAGE_CATEGORIES as readonly string[]).toContain(word.toLowerCase());
    }
  });

  it.each([...READ_ATTRIBUTES])('the script reads %s: a garbled value of it is reported to the GM', (name) => {
    const read = readSheet((asked) => (asked === name ? 'garbled!' : undefined));
    expect(read.problems).toEqual([name]);
  });

  it('a character the sheet’s workers worked out reads back as the sheet shows it, hexes per round included', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    sheet.edit('species', 'gryf').edit('perception', '9').edit('faith', '12').edit('rule_set', 'seconds').settle();
    sheet.edit('body_weight', '100').edit('pack_weight', '40').edit('initiative_manual', '-1').edit('hexes_per_round_base', '12').settle();
    sheet.addRow('repeating_weapons', { name: 'Fists', speed: '-2', active: '1' });
    sheet.addRow('repeating_spells', { name: 'Blessing', tradition: 'divine', cast_time: '3', chosen: '1' });
    sheet.settle();
    const read = readSheet((name: AttributeName) => sheet.get(name));
    expect(read).toEqual({
      tier: 'red_fox', // Orange Lion, one tier down for 2 steps
      perceptionMod: 3,
      initiativeAdjustment: 1, // 2 steps − 1 by hand
      speed: -2,
      agility: 0,
      logic: 0,
      faith: 5,
      cast: 3,
      castingMod: 5,
      hexesPerRound: 10, // 12 typed − 2 steps
      problems: [],
      hasSheet: true,
    });
  });
});

describe('the sheet’s buttons', () => {
  const commands = collectButtonCommands(html);

  it('there is a button for every action and for a reaction, all with !rondel', () => {
    for (const action of ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset']) {
      expect(commands.some((c) => c.startsWith(`!rondel act ${action} `)), action).toBe(true);
    }
    expect(commands.some((c) => c.startsWith('!rondel react'))).toBe(true);
    expect(commands.filter((c) => !c.startsWith('!rondel '))).toEqual([]);
  });

  it('there are check, save and competition buttons for every sub-attribute and an attack button, each with every advantage', () => {
    for (const verb of ['check', 'save', 'competition']) {
      for (const attr of ['strength', 'agility', 'perception', 'logic', 'will', 'faith']) {
        // its name (which asks which roll, review 13b) and its own button, each with every advantage
        const sent = commands.filter((c) => c.startsWith(`!rondel ${verb} `) && c.includes(`--attr ${attr}`) && !c.includes('--skill'));
        expect(sent.map((c) => [c.includes('--adv'), c.includes('--dis')]), `${verb} ${attr}`).toEqual([
          [false, false],
          [true, false],
          [false, true],
          [false, false],
          [true, false],
          [false, true],
        ]);
      }
    }
    expect(commands.filter((c) => c.startsWith('!rondel attack ')).length).toBe(3);
  });

  it.each(collectButtonCommands(html))('the script parses %s', (command) => {
    const parsed = parseCommandLine(command);
    expect(parsed?.ok, JSON.stringify(parsed)).toBe(true);
  });

  it('every button of a worked-out character resolves on its own row and parses to what the sheet shows', async () => {
    const sheet = await aSheet();
    sheet.open().settle();
    const sword = sheet.addRow('repeating_weapons', { name: 'Longsword', speed: '1', attack_dice: '1', attack_mod: '2', damage: '2', damage_type: 'edged', active: '1' });
    const bow = sheet.addRow('repeating_weapons', { name: 'Long bow', speed: '0', attack_dice: '1', attack_mod: '-1', reach: 'ranged' });
    sheet.addRow('repeating_skills', { name: 'Archery', mod: '1', attack_die: '1' });
    const spell = sheet.addRow('repeating_spells', { name: 'Ward of Light', tradition: 'divine', cast_time: '3', chosen: '1' });
    sheet.edit('faith', '12').settle();
    const snap = sheet.snapshot();
    const ids = { character_id: '-Mq3xYz0123456789abc', 'target|token_id': '-Nt0kEn0123456789xyz' };
    const sent = (button: { value: string; section: string | undefined }, row?: string): string[] => {
      const own = row === undefined ? {} : (snap.sections[button.section ?? '']?.find((r) => r.id === row)?.values ?? {});
      const text = button.value.replace(/@\{([a-z0-9_|]+)\}/gi, (_all, name: string) => {
        const key = name.toLowerCase();
        const value = (ids as Record<string, string>)[key] ?? own[key] ?? snap.globals[key];
        if (value === undefined) throw new Error(`@{${name}} resolves to nothing on ${button.section ?? 'the sheet'}`);
        return value;
      });
      return expandQueries(text);
    };
    const buttons = collectButtons(html).filter((b) => b.value.startsWith('!'));
    const parsedFlags = (command: string): Record<string, unknown> => {
      const parsed = parseCommandLine(command);
      if (!parsed?.ok) throw new Error(`${command}: ${JSON.stringify(parsed)}`);
      return { ...parsed.command.flags };
    };
    for (const button of buttons.filter((b) => b.section === undefined)) for (const c of sent(button)) parsedFlags(c);
    const attack = buttons.find((b) => b.name === 'roll_attack') as (typeof buttons)[number];
    // the active weapon's row: the script reads the active weapon (weapon_attack_dice and the rest)
    expect(sent(attack, sword).map(parsedFlags)).toEqual([
      { char: ids.character_id, target: ids['target|token_id'], weapon: 'Longsword' },
      { char: ids.character_id, target: ids['target|token_id'], adv: true, weapon: 'Longsword' },
      { char: ids.character_id, target: ids['target|token_id'], dis: true, weapon: 'Longsword' },
    ]);
    expect([snap.globals.weapon_attack_dice, snap.globals.weapon_attack_mod, snap.globals.weapon_damage]).toEqual(['2', '2', '2']);
    // another row sends its own pool (1 + the archery skill), modifier, damage (blank: 1), type (none: it has none)
    // and reach
    expect(parsedFlags(sent(attack, bow)[1] as string)).toEqual({
      char: ids.character_id,
      target: ids['target|token_id'],
      dice: 2,
      mod: -1,
      damage: 1,
      type: 'none',
      ranged: true,
      adv: true,
      weapon: 'Long bow',
    });
    const cast = buttons.find((b) => b.name === 'roll_cast') as (typeof buttons)[number];
    expect(sent(cast, spell).map(parsedFlags)).toEqual([{ cast: 3, mod: modifierForScore(12), char: ids.character_id, note: 'Ward of Light' }]);
    const magic = buttons.find((b) => b.name === 'roll_act_magic') as (typeof buttons)[number];
    expect(sent(magic).map(parsedFlags)).toEqual([{ cast: 3, mod: modifierForScore(12), char: ids.character_id, note: 'Ward of Light' }]);
    for (const row of [sword, bow]) for (const c of sent(buttons.find((b) => b.name === 'roll_act') as (typeof buttons)[number], row)) parsedFlags(c);
  });

  it('a sheet button drives the rondel: Aldric’s combat button uses the weapon row’s speed', () => {
    const t = aTable();
    t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1 (1 − 2 → the minimum 1)
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    const button = collectButtonCommands(html, { character_id: t.characters.aldric.id, speed: '2', weapon_speed: '2' }).find((c) =>
      c.startsWith('!rondel act combat '),
    );
    expect(button).toBeDefined();
    t.sb.dice.queue(3);
    const replies = t.say(t.pat, button as string);
    expect(plain(replies.map((r) => r.content).join('\n'))).toContain('Aldric: Combat');
    t.sb.assertNoCrash();
  });
});

describe('the sheet’s Act buttons of the rounds (docs/rules.md §9)', () => {
  it.each([
    ['seconds', 'move'],
    ['rounds', 'defense'],
    ['rounds', 'ready'],
  ] as const)('in %s, the %s button declares that action for the character whose turn it is', (rules, action) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.goblin]);
    const rs = ruleSetOf(rules) as NonNullable<ReturnType<typeof ruleSetOf>>;
    const present = (): FightStateBase => (t.sb.state.EnchantedRealmsCombat as { fight: { timeline: { present: FightStateBase } } }).fight.timeline.present;
    for (let i = 0; i < 6 && rs.current(present())?.id !== t.tokens.aldric.id; i += 1) t.say(t.gm, '!rondel next');
    expect(rs.current(present())?.id).toBe(t.tokens.aldric.id);
    const button = collectButtons(html).find((b) => b.name === `roll_act_${rules}_${action}`);
    expect(button, `roll_act_${rules}_${action}`).toBeDefined();
    const [command] = expandQueries((button?.value ?? '').replace('@{character_id}', t.characters.aldric.id).replace('@{spell_chosen_name}', ''));
    const before = present();
    const replies = plain(t.say(t.pat, command as string).map((r) => r.content).join('\n'));
    expect(present(), replies).not.toBe(before);
    expect(replies).toContain(`Aldric: ${rs.actions.find((a) => a.key === action)?.label}`);
    t.sb.assertNoCrash();
  });
});
