// Review 9 (the sheet and the dice): the rolls the sheet makes itself put the raw fields into the dice: a
// sub-attribute's name rolls its save as `[[1d20+@{strength}]]`, a skill's Roll as `[[…+(@{mod})]]`. A player who
// clears the score or the skill's modifier (an empty number input stores "") gets `1d20+` or `1d20+()`, which
// Roll20's dice parser rejects: the whole card fails with a formula error, though the sheet reads that blank as 0
// everywhere else (the modifier it shows beside the score is +0). Checked with the double's Roll20-like dice engine.
// (Review 13b: both buttons now have the script roll; what matters stays that a cleared field rolls, with no error.)
import { expect, it } from 'vitest';
import { evaluateRoll } from 'roll20-double/roll-engine';
import { aSheet, aTable, copySheet, press, texts, SK } from './helpers';

/** Each command said at the table: the script's card, never a refusal or a crash. */
function scriptRolls(sheet: Awaited<ReturnType<typeof aSheet>>, commands: readonly string[]): string[] {
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  const refused = commands.map((c) => texts(t.say(t.pat, c.replace('-Mq3xYz0123456789abc', t.characters.aldric.id)))).filter((out) => !/ = -?\d+/.test(out) || /Usage:|needs a whole number/.test(out));
  t.sb.assertNoCrash();
  return refused;
}

function inlineRolls(command: string): string[] {
  return [...command.matchAll(/\[\[(.*?)\]\]/g)].map((m) => m[1] as string);
}

function rollsFine(commands: readonly string[]): { expression: string; error: string | null }[] {
  return commands.flatMap((c) =>
    inlineRolls(c).map((expression) => {
      try {
        evaluateRoll(expression, () => 10);
        return { expression, error: null };
      } catch (error) {
        return { expression, error: String(error) };
      }
    }),
  );
}

it('a sub-attribute whose score was cleared still rolls its check, save and competition card', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('strength', '9').settle();
  sheet.edit('strength', '').settle();
  expect(sheet.get('strength_mod')).toBe('0');
  const commands = await press(sheet, 'roll_strength', { character_id: '-Mq3xYz0123456789abc' });
  expect(commands.length).toBe(9); // check, save, competition, each with every advantage
  expect(rollsFine(commands).filter((r) => r.error !== null)).toEqual([]);
  expect(scriptRolls(sheet, commands)).toEqual([]);
});

it('a skill whose modifier was cleared still rolls its check against the DC', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  const row = sheet.addRow(SK, { name: 'Climbing', mod: '2' });
  sheet.edit(`${SK}_${row}_mod`, '').settle();
  const commands = await press(sheet, 'roll_skill', { character_id: '-Mq3xYz0123456789abc' }, row);
  expect(commands.length).toBe(3);
  expect(rollsFine(commands).filter((r) => r.error !== null)).toEqual([]);
  expect(scriptRolls(sheet, commands)).toEqual([]);
});
