// Review 9 (the sheet and the dice): the sheet's workers write only what differs from what the sheet already shows,
// and Roll20 makes no attribute for a field left at its default. A character whose Defense the sheet works out as 10
// (base 10, no armour: the sheet shows "Defense 10") therefore has no `defense` attribute, and the script takes the
// missing attribute for a target "without a sheet": the card says "Defense 10 (default)" and the GM is whispered
// that the target "has no Defense on a sheet". A GM who sees Defense 10 on the sheet is told it is not there.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, texts } from './helpers';

it('a target whose sheet shows Defense 10 is not reported as having no Defense on its sheet', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('strength', '8').edit('agility', '6').settle(); // a character filled in, its Defense left as the sheet offers
  expect(sheet.get('defense')).toBe('10');
  const t = aTable();
  copySheet(t, t.characters.lira, sheet);
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
  t.sb.dice.queue(9);
  const out = texts(t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.lira.id} --dice 1 --mod 0`));
  expect(out).toContain('vs Defense 10');
  expect(out).not.toContain('(default)');
  expect(out).not.toContain('has no Defense on a sheet');
  t.sb.assertNoCrash();
});
