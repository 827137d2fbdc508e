// Review 13d (the sheet's skill Roll, honest player): a skill row whose name is longer than 60 characters, or written in
// quotes, has its own Roll button reported to the GM as a typed modifier.
//
// At the table: Pat names Aldric's a skill row `Knowledge of the old dwarven trade routes beneath the Iron Hills`
// (64 characters), Mod +3, and presses its Roll. The card comes, and the GM is whispered "Rondel: typed, not the sheet's
// — Aldric (Pat Smith) typed --mod 3 (added to the sheet's +1)". The same for a row named `"Sneak"` (the quotes are
// part of the name). The player typed nothing: the button sent the row's own Mod.
// Why: src/app/roll-sheet.ts skillRows keeps a row's name cut to 60 characters (SHEET_WORD_LENGTH), while --skill keeps
// 200 (parse.ts MAX_TEXT); and parse.ts unquote strips the quotes from --skill but not from the row's name.
// Looks, too: the 64-character name pushes "(Agility check)" off the card's title (cut at 80 characters).
// What they should see: no "typed" notice for the sheet's own button (docs/rules.md §10: "a --mod that is the Mod of the
// sheet's skill row of that name … is the sheet's, not typed"; names "are read and compared cut to 60 characters" as
// for weapons).
// Suggested fix: typedMod (src/app/commands/roll.ts) compares the --skill cut to SHEET_WORD_LENGTH, trimmed, with each
// row's name unquoted the same way (or weaponKey-like normalisation shared by both).
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, SK } from '../review9/sheet/helpers';

it.each([
  ['a 64-character name', 'Knowledge of the old dwarven trade routes beneath the Iron Hills'],
  ['a name in quotes', '"Sneak"'],
])('the Roll of a skill row with %s is not reported as typed', async (_what, name) => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('agility', '4');
  const row = sheet.addRow(SK, { name, mod: '3' });
  sheet.settle();
  const t = aTable({ seed: 11 });
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_skill', { character_id: t.characters.aldric.id }, row);
  expect(command).toContain('--mod 3');
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toMatch(/typed, not the sheet/);
  // and the card still says what was rolled: today a long name cuts the title to "… (Agil…" (roll-card.ts rolledWhat
  // under text(…, 80)); the skill's name should give way, not "Agility check"
  expect(out).toMatch(/Agility check/);
  t.sb.assertNoCrash();
});
