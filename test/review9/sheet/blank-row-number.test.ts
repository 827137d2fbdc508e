// Review 9 (the sheet and the dice): a weapon row's Act button sends `--speed @{speed}` and a spell row's Cast button
// `--cast @{cast_time}`, the raw fields. A player who clears the field (a number input left empty, or text a number
// input rejects, stores "") sends `--speed  --char …`, which the script refuses ("--speed needs a whole number"),
// though the sheet itself reads that blank as 0 (the weapon speed and casting time it shows) and the sheet's other
// buttons send the workers' numbers.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, SP, W } from './helpers';

async function fightWithAldricDue() {
  const t = aTable();
  t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  return t;
}

it('a weapon row whose speed was cleared declares its Combat action (speed 0, as the sheet shows it)', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  const row = sheet.addRow(W, { name: 'Club', speed: '1', active: '1' });
  sheet.edit(`${W}_${row}_speed`, '').settle();
  expect(sheet.get('weapon_speed')).toBe('0');
  const t = await fightWithAldricDue();
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_act', { character_id: t.characters.aldric.id }, row);
  t.sb.dice.queue(3);
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toContain('needs a whole number');
  expect(out).toContain('Aldric: Combat');
  t.sb.assertNoCrash();
});

it('a spell row whose casting time was cleared casts (casting time 0, as the sheet shows it)', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  const row = sheet.addRow(SP, { name: 'Blessing', tradition: 'divine', cast_time: '2', chosen: '1' });
  sheet.edit(`${SP}_${row}_cast_time`, '').settle();
  expect(sheet.get('casting_time')).toBe('0');
  const t = await fightWithAldricDue();
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_cast', { character_id: t.characters.aldric.id }, row);
  t.sb.dice.queue(3);
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toContain('needs a whole number');
  expect(out).toContain('Aldric: Magic');
  t.sb.assertNoCrash();
});
