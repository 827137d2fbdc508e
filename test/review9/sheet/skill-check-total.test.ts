// Review 9 (the sheet and the dice): a skill's Roll button rolls "a check" (the card says so) as d20 + the skill's
// modifier alone. Page 004 and RULES.md §10: a check is d20 + the sub-attribute's modifier + the other categories,
// skills among them ("if the sub-attribute grants +1, while having skills that offer a +2 bonus … the total modifier
// … would be" their sum). The sheet's skill rows name no sub-attribute, so the skill check never adds one: with
// every sub-attribute at 10 (+4) and a +2 skill, a 9 on the die shows 11 against the DC where the rules make it 15.
import { expect, it } from 'vitest';
// (Review 13b: the skill's Roll now has the script roll the check, so the total is read off the script's card.)
import { aSheet, aTable, copySheet, press, texts, SK } from './helpers';

it('a skill check adds the sub-attribute modifier to the skill’s: every sub-attribute +4, skill +2, die 9 → 15', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  for (const name of ['strength', 'agility', 'perception', 'logic', 'will', 'faith']) sheet.edit(name, '10');
  const row = sheet.addRow(SK, { name: 'Climbing', mod: '2' });
  sheet.settle();
  expect(sheet.get('agility_mod')).toBe('4');
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  const [none] = await press(sheet, 'roll_skill', { character_id: t.characters.aldric.id }, row);
  t.sb.dice.queue(9);
  expect(texts(t.say(t.pat, none as string))).toContain('9 d20 + 6 = 15');
  t.sb.assertNoCrash();
});
