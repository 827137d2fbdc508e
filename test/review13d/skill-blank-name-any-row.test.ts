// Review 13d (the sheet's skill Roll, from a cheating player's chair): `--skill` with no name makes any skill row's
// Mod "the sheet's", so a typed modifier passes unreported onto any check.
//
// At the table: Aldric's sheet has one skill, "Climb", Mod +7 (Adds: Agility). Pat types
// `!rondel check --char <Aldric> --attr logic --mod 7 --skill` (no name after --skill). The card says
// "Aldric · Logic check … d20 + 7": a +7 Logic check, no skill named on it, and the GM hears nothing. Without the bare
// `--skill` the same line brings the GM "typed, not the sheet's: --mod 7". The Climb skill has nothing to do with Logic.
// What they should see: the GM is told of the typed --mod 7 (README "Integrity"; docs/rules.md §3 "a player's typed
// value that is not the sheet's counts, and the GM is told"), as without --skill. docs/rules.md §10 allows "of any
// row" only "for a row with no name": the blank --skill stands for a row whose name is blank, and only such a row's
// Mod is the sheet's.
// Suggested fix: src/app/commands/roll.ts typedMod: for `skill === ''` match only rows whose name is null (and, better,
// whose sub-attribute is the --attr rolled), not every row.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, texts, SK } from '../review9/sheet/helpers';

async function climber() {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.addRow(SK, { name: 'Climb', mod: '7' });
  sheet.settle();
  const t = aTable({ seed: 11 });
  copySheet(t, t.characters.aldric, sheet);
  return t;
}

it.each([
  ['--skill with nothing after it', '--skill'],
  ['--skill ""', '--skill ""'],
])('a typed --mod 7 on a Logic check with %s is reported to the GM', async (_what, flag) => {
  const t = await climber();
  const out = texts(t.say(t.pat, `!rondel check --char ${t.characters.aldric.id} --attr logic --mod 7 ${flag}`));
  expect(out).toMatch(/d20 \+ 7/); // it was rolled with the +7
  expect(out).toMatch(/typed, not the sheet/);
  t.sb.assertNoCrash();
});

// (fixer) the workers write each row's `repeating_skills_<row>_sub_mod`; read as the `mod` of a row "<row>_sub" with no
// name, it made the sub-attribute's own modifier pass as a nameless skill's: `--mod 3 --skill` on an Agility check of
// a character with Agility 8 (+3) went unreported.
it('the workers’ sub_mod is no nameless skill row: a typed --mod equal to it with a bare --skill is reported', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('agility', '8');
  sheet.addRow(SK, { name: 'Climb', mod: '7' });
  sheet.settle();
  const t = aTable({ seed: 11 });
  copySheet(t, t.characters.aldric, sheet);
  const out = texts(t.say(t.pat, `!rondel check --char ${t.characters.aldric.id} --attr agility --mod 3 --skill`));
  expect(out).toMatch(/d20 \+ 6/);
  expect(out).toMatch(/typed, not the sheet/);
  t.sb.assertNoCrash();
});
