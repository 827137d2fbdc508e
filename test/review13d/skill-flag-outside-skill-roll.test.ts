// Review 13d (the sheet's skill Roll, from a cheating player's chair): `--skill NAME` hides a typed modifier on rolls
// the sheet's skill row never sends: a save, a competition, or a check of another attribute than the row's.
//
// At the table: Aldric's sheet has the skill "Climb", Mod +7, Adds Agility. The row's Roll sends only
// `check --attr agility --mod 7 … --skill Climb` (character-sheet/src/fragments.ts skillCommand). Pat types
// `!rondel save --char <Aldric> --attr will --mod 7 --skill Climb`: the card reads "Climb (Will save) … + 7" and the
// GM is told nothing; the same for `competition --attr strength --mod 7 --skill Climb` (a +7 on a d12!) and for
// `check --attr logic --mod 7 --skill Climb`. Typed without --skill, each brings the GM "typed, not the sheet's".
// What they should see: the GM told of the typed --mod 7 (README "Integrity"; docs/rules.md §3). docs/rules.md §10: "A
// skill's Roll is a check: d20 + the modifier of the sub-attribute the row names … + the skill's own": the Mod is the
// sheet's only on a check of the row's own sub-attribute.
// Suggested fix: src/app/commands/roll.ts typedMod: treat --skill only for kind 'check', and only rows whose
// `repeating_skills_<row>_sub_attribute` (read in src/app/roll-sheet.ts skillRows; blank = agility) is the --attr.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts, SK } from '../review9/sheet/helpers';

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
  ['a Will save', 'save --attr will'],
  ['a Strength competition', 'competition --attr strength'],
  ['a Logic check (Climb adds Agility)', 'check --attr logic'],
])('Climb’s +7 typed on %s is reported to the GM', async (_what, roll) => {
  const t = await climber();
  const out = texts(t.say(t.pat, `!rondel ${roll} --char ${t.characters.aldric.id} --mod 7 --skill Climb`));
  expect(out).toMatch(/\+ 7/); // rolled with the +7
  expect(out).toMatch(/typed, not the sheet/);
  t.sb.assertNoCrash();
});

it('the row’s own Roll (an Agility check of Climb) is still not reported', async () => {
  const t = await climber();
  const out = texts(t.say(t.pat, `!rondel check --char ${t.characters.aldric.id} --attr agility --mod 7 --dc 10 --skill Climb`));
  expect(out).toMatch(/Climb \(Agility check\)/);
  expect(out).not.toMatch(/typed, not the sheet/);
});

// (fixer) a row that adds another sub-attribute than Agility: its own Roll sends `check --attr logic`, and its Mod is
// still the sheet's; the same row's --skill on an Agility check is not.
it('the Roll of a row that adds Logic is not reported; its name on an Agility check is', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  const row = sheet.addRow(SK, { name: 'Lore', sub_attribute: 'logic', mod: '4' });
  sheet.settle();
  const t = aTable({ seed: 11 });
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_skill', { character_id: t.characters.aldric.id }, row);
  expect(command).toContain('--attr logic');
  expect(texts(t.say(t.pat, command as string))).not.toMatch(/typed, not the sheet/);
  const other = texts(t.say(t.pat, `!rondel check --char ${t.characters.aldric.id} --attr agility --mod 4 --skill Lore`));
  expect(other).toMatch(/typed, not the sheet/);
  t.sb.assertNoCrash();
});
