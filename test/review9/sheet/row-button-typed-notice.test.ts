// Review 9 (the sheet and the dice), polish: the sheet's own buttons of a weapon row that is not the active one (Act:
// `--speed @{speed}`) and of a spell row that is not the chosen one (Cast: `--cast @{cast_time} --mod
// @{tradition_mod}`) send that row's numbers, which are on the sheet. The script compares them with the active
// weapon's and the chosen spell's only, and whispers the GM "typed, not the sheet's" at every such press, as if the
// player had typed numbers of their own.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, SP, W } from './helpers';

it.each([
  ['a weapon row that is not the active one: its Act button', 'roll_act'],
  ['a spell row that is not the chosen one: its Cast button', 'roll_cast'],
] as const)('%s is not reported to the GM as typed by the player', async (_what, button) => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('faith', '8').edit('logic', '12').settle();
  sheet.addRow(W, { name: 'Longsword', speed: '2', active: '1' });
  const dagger = sheet.addRow(W, { name: 'Dagger', speed: '-1' });
  sheet.addRow(SP, { name: 'Blessing', tradition: 'divine', cast_time: '2', chosen: '1' });
  const ward = sheet.addRow(SP, { name: 'Ward', tradition: 'axiom', cast_time: '4' });
  sheet.settle();
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  const [command] = await press(sheet, button, { character_id: t.characters.aldric.id }, button === 'roll_act' ? dagger : ward);
  t.sb.dice.queue(3);
  const out = t.say(t.pat, command as string);
  expect(texts(out)).toContain('Aldric:');
  expect(texts(out.filter((m) => m.type === 'whisper'))).not.toContain('typed, not the sheet');
  t.sb.assertNoCrash();
});
