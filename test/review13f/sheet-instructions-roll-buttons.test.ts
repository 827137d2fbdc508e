// Review 13f (today's words against the table): review 13b made a skill's *Roll* and a sub-attribute's name send
// `!rondel` commands (README today: "every roll button of the sheet needs the Mod script installed. Only the *Show in
// chat* movement cards are made by the sheet itself"). The sheet's own instructions (character-sheet/sheet.json,
// shown to a GM choosing the sheet in Roll20) still say "The Act, Check, Save, Comp. and Attack buttons need the
// Enchanted Realms Combat Mod script": a GM without the script expects the skills' Roll and the sub-attributes' names
// to work on their own; they post nothing.
// What they should see: every roll button needs the script (only the movement cards' Show in chat does not).
// Suggested fix: character-sheet/sheet.json "instructions": name the skills' Roll and the sub-attributes' names too,
// or say "Every roll button except Show in chat needs …".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('the sheet’s instructions say a skill’s Roll and a sub-attribute’s name need the Mod script too', () => {
  const sheet = JSON.parse(readFileSync(join(__dirname, '..', '..', 'character-sheet', 'sheet.json'), 'utf8')) as { instructions: string };
  const needs = sheet.instructions.split('\n').find((l) => /need/.test(l)) ?? '';
  expect(needs).toMatch(/Mod script/);
  expect(needs).toMatch(/[Ee]very roll button|Roll\b.*name|skill/);
});
