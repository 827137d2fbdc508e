// Review 13b (the sheet and the dice, from a player's chair): Change action → Magic loses the chosen spell's name.
//
// At the table (rondel): Aldric's sheet has "Blessing" chosen (divine, cast 2). His player meant to attack, changes
// his mind and presses Change action, answering "Magic". The card says "Aldric: Magic casting 2 + (…) → next at
// count 14" and "Aldric is casting: it takes effect at count 3." — no spell named, and status shows no spell either.
// The sheet's own Magic button (and the menu's) names it: "Magic “Blessing” …", "Aldric is casting “Blessing”".
// What they should see: the same card as the Magic button's, with the + d4 of the change (docs/rules.md §4, Change
// Action adds d4 to the action's cool-down and changes nothing else).
// Suggested fix: character-sheet/src/fragments.ts, changeButton: put the query last (`… --change --char
// @{character_id} ?{Changed to which action?|…|Magic,magic … --note @{spell_chosen_name}}`), or have the script take
// the chosen spell's name from the sheet when `magic` comes with no --note, as it takes the tradition.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, SP } from '../review9/sheet/helpers';

it('Change action, answered Magic, names the chosen spell as the Magic button does', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('faith', '6').settle();
  sheet.addRow(SP, { name: 'Blessing', tradition: 'divine', cast_time: '2', chosen: '1' });
  sheet.settle();
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  const commands = await press(sheet, 'roll_act_change', { character_id: t.characters.aldric.id });
  const magic = commands.find((c) => / act magic /.test(c));
  expect(magic).toBeDefined();
  t.sb.dice.queue(4, 3);
  const out = texts(t.say(t.pat, magic as string));
  expect(out).toContain('change');
  expect(out).toContain('Magic “Blessing”');
  expect(out).toContain('casting “Blessing”');
  t.sb.assertNoCrash();
});
