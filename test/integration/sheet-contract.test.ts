// The character sheet and the script agree: every attribute the script reads exists on the sheet, and every
// button of the sheet sends a command the script's own parser accepts and the script carries out (issue 6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHEET_CONTRACT } from '../../character-sheet/src/contract';
import { DERIVED, INPUTS } from '../../character-sheet/src/fields';
import { parseCommandLine } from '../../src/commands/parse';
import { READ_ATTRIBUTES, readSheet, type AttributeName } from '../../src/app/sheet';
import { aSheet } from '../sheet/built';
import { attributeDefaults, collectButtonCommands, parseHtml, attrName } from '../sheet/html';
import { aTable, plain } from './table';

const html = readFileSync(join(__dirname, '..', '..', 'character-sheet', 'enchanted-realms.html'), 'utf8');

describe('the attribute contract between the sheet and the script', () => {
  it('every attribute the script reads is in the sheet’s contract', () => {
    expect([...READ_ATTRIBUTES].sort()).toEqual([...SHEET_CONTRACT].sort());
  });

  it('every contract attribute is a field of the built sheet', () => {
    const names = new Set(parseHtml(html).map(attrName).filter((n): n is string => n !== undefined));
    for (const name of SHEET_CONTRACT) expect(names.has(name), name).toBe(true);
    expect(Object.keys(attributeDefaults(html).globals)).toEqual(expect.arrayContaining([...SHEET_CONTRACT]));
  });

  it('every contract attribute is typed by the player or written by the sheet’s workers', () => {
    const known = new Set<string>([...INPUTS, ...DERIVED]);
    expect(SHEET_CONTRACT.filter((name) => !known.has(name))).toEqual([]);
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

  it('there is a button for every action and for a reaction', () => {
    for (const action of ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset']) {
      expect(commands.some((c) => c.startsWith(`!combat act ${action} `)), action).toBe(true);
    }
    expect(commands.some((c) => c.startsWith('!combat react'))).toBe(true);
  });

  it.each(collectButtonCommands(html))('the script parses %s', (command) => {
    const parsed = parseCommandLine(command);
    expect(parsed?.ok, JSON.stringify(parsed)).toBe(true);
  });

  it('a sheet button drives the rondel: Aldric’s combat button uses the weapon row’s speed', () => {
    const t = aTable();
    t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1 (1 − 2 → the minimum 1)
    t.say(t.gm, '!combat start', Object.values(t.tokens));
    const button = collectButtonCommands(html, { character_id: t.characters.aldric.id, speed: '2', weapon_speed: '2' }).find((c) =>
      c.startsWith('!combat act combat '),
    );
    expect(button).toBeDefined();
    t.sb.dice.queue(3);
    const replies = t.say(t.pat, button as string);
    expect(plain(replies.map((r) => r.content).join('\n'))).toContain('Aldric: Combat');
    t.sb.assertNoCrash();
  });
});
