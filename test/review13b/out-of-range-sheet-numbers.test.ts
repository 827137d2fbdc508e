// Review 13b (the sheet and the dice, from a player's chair): a number on the sheet that the script cannot use is
// swapped for a default, silently for the player and with a false notice for the GM, instead of being refused.
//
// At the table:
// - Lira's sheet has Defense base 10 and Armour 90: the sheet shows Defense 100. Aldric attacks her with his Attack
//   button: the card says "1d20 vs Defense 10 (default)" and a 14 hits. The GM is whispered "Lira has no Defense on a
//   sheet: 10 was used" and "Lira's sheet: defense could not be read" (it was read: 100). A Defense base of -5 (the
//   sheet shows Defense -5) is rolled against 10 the same way.
// - Aldric's Agility is 150 on the sheet (modifier +5 shown). His Save button's card says "d20 + 0 score".
// What they should see: docs/rules.md §10, "Out-of-range numbers (ruling). A roll refuses, with the reason, numbers no
// sheet can hold: … scores, DCs, Defense or damage per hit outside 0–99." The roll is refused and says which number of
// whose sheet is out of range; it is never made against Defense 10 or with a score of 0. (Or the sheet's workers keep
// these fields within 0–99, so the sheet never shows a number the script will not use.)
// Suggested fix: where the rolls read the sheet (src/app, the roll verbs' sheet lookups) tell "no such attribute"
// from "out of range", and refuse the second with the number; or clamp in character-sheet/src/derive.ts.
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts } from '../review9/sheet/helpers';

it.each([
  ['Armour 90 (Defense 100 on the sheet)', 'armour', '90'],
  ['Defense base -5 (Defense -5 on the sheet)', 'defense_base', '-5'],
] as const)('an attack on a target with %s is not rolled against Defense 10', async (_what, field, value) => {
  const target = await aSheet();
  target.open().settle();
  target.edit(field, value).settle();
  const attacker = await aSheet();
  attacker.open().settle();
  const t = aTable({ seed: 5 });
  copySheet(t, t.characters.lira, target);
  copySheet(t, t.characters.aldric, attacker);
  const [command] = await press(attacker, 'roll_attack', { character_id: t.characters.aldric.id, 'target|token_id': t.tokens.lira.id });
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toMatch(/vs Defense 10\b/);
  expect(out).not.toContain('has no Defense on a sheet');
  t.sb.assertNoCrash();
});

it('a save with Agility 150 on the sheet is not rolled as d20 + 0', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('agility', '150').settle();
  expect(sheet.get('agility_mod')).toBe('5');
  const t = aTable({ seed: 5 });
  copySheet(t, t.characters.aldric, sheet);
  const [command] = await press(sheet, 'roll_save_agility', { character_id: t.characters.aldric.id });
  const out = texts(t.say(t.pat, command as string));
  expect(out).not.toMatch(/d20 \+ 0 score/);
  expect(out).toContain('150');
  t.sb.assertNoCrash();
});
