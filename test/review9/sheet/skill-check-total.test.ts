// Review 9 (the sheet and the dice): a skill's Roll button rolls "a check" (the card says so) as d20 + the skill's
// modifier alone. Page 004 and RULES.md §10: a check is d20 + the sub-attribute's modifier + the other categories,
// skills among them ("if the sub-attribute grants +1, while having skills that offer a +2 bonus … the total modifier
// … would be" their sum). The sheet's skill rows name no sub-attribute, so the skill check never adds one: with
// every sub-attribute at 10 (+4) and a +2 skill, a 9 on the die shows 11 against the DC where the rules make it 15.
import { expect, it } from 'vitest';
import { evaluateRoll } from 'roll20-double/roll-engine';
import { templateFields } from '../../sheet/rolltemplate';
import { aSheet, press, SK } from './helpers';

it('a skill check adds the sub-attribute modifier to the skill’s: every sub-attribute +4, skill +2, die 9 → 15', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  for (const name of ['strength', 'agility', 'perception', 'logic', 'will', 'faith']) sheet.edit(name, '10');
  const row = sheet.addRow(SK, { name: 'Climbing', mod: '2' });
  sheet.settle();
  expect(sheet.get('agility_mod')).toBe('4');
  const commands = await press(sheet, 'roll_skill', { character_id: '-Mq3xYz0123456789abc' }, row);
  const totals = commands.map((command) => {
    const roll = /^\[\[(.*)\]\]$/.exec(templateFields(command).roll ?? '');
    if (!roll) throw new Error(`no roll field in ${command}`);
    return evaluateRoll(roll[1] as string, () => 9).total;
  });
  expect(totals.length).toBeGreaterThan(0);
  expect(new Set(totals)).toEqual(new Set([15]));
});
