// Review 9 (the sheet and the dice): the Magic button sends `--mod @{casting_mod}`, and the sheet's workers make
// casting_mod the chosen spell's tradition modifier, or 0 when no spell is chosen. RULES.md §4: Magic-Use shortens its
// cool-down by Faith for divine magic, Logic for axioms, else Agility (devices, scrolls): a character with no chosen
// spell using a device casts with its Agility modifier, as the script's own reading of the sheet says (a typed
// `act magic` does). From the button it gets 0, the cool-down is that much longer, and the GM is whispered that
// the player "typed --mod 0 (the sheet: 4)".
import { expect, it } from 'vitest';
import { aSheet, aTable, copySheet, press, texts } from './helpers';

it('the Magic button of a character with no chosen spell shortens the cool-down by its Agility modifier', async () => {
  const sheet = await aSheet();
  sheet.open().settle();
  sheet.edit('agility', '10').settle(); // +4
  const t = aTable();
  copySheet(t, t.characters.aldric, sheet);
  t.sb.dice.queue(1, 12, 12, 12, 12, 12); // Aldric alone at count 1
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  const [command] = await press(sheet, 'roll_act_magic', { character_id: t.characters.aldric.id });
  t.sb.dice.queue(3); // d4 3 + 6 − 4 = 5, the minimum 6: next at count 7
  const out = t.say(t.pat, command as string);
  expect(texts(out)).toContain('− 4 modifier');
  expect(texts(out)).toContain('next at count 7');
  expect(texts(out)).not.toContain('typed, not the sheet');
  t.sb.assertNoCrash();
});
