// Review 9 (the sheet and the dice): the script keeps only the first 60 characters of a weapon's name when it reads
// the sheet, then compares that with the whole name the row's Attack button sends (`--weapon @{name}`): a weapon
// whose name is longer than 60 characters can never attack from its own button, not even the active one; the player
// is told the weapon is "none of Aldric's weapons" and shown that same weapon's name.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, W } from './helpers';

const LONG = 'Moonsilver longsword of the northern wastes, forged at Kar Duum'; // 63 characters

it.each([
  ['the active weapon', true],
  ['another weapon row', false],
] as const)('a weapon named in more than 60 characters attacks from its own Attack button (%s)', async (_what, active) => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.addRow(W, { name: 'Dagger', attack_dice: '1', active: active ? '0' : '1' });
  const row = sheet.addRow(W, { name: LONG, attack_dice: '2', attack_mod: '1', damage: '2', active: active ? '1' : '0' });
  sheet.settle();
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_attack', { character_id: t.characters.aldric.id, 'target|token_id': t.tokens.goblin.id }, row);
  t.sb.dice.queue(12, 13);
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toContain('is none of');
  expect(out).toContain('Aldric attacks Goblin');
  expect(out).toContain('Melee, 2d20, each die + 1');
  t.sb.assertNoCrash();
});
