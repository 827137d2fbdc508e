// The character sheet and the script agree: every attribute the script reads exists on the sheet, and every
// button of the sheet sends a command the script's own parser accepts and the script carries out (issue 6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHEET_CONTRACT } from '../../character-sheet/src/contract';
import { parseCommandLine } from '../../src/commands/parse';
import { READ_ATTRIBUTES } from '../../src/app/sheet';
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
