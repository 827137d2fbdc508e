// Review 9 (the sheet and the dice): the buttons of a sheet send `--char @{character_id}`. Goblins share one NPC
// sheet, so the fight holds several tokens of that character; with none of them selected, a roll from the sheet is
// made silently for the first of them in the fight, with that token's conditions. `--token NAME` with several tokens
// of one name asks "select the one you mean"; a sheet button does not, and the card names only "Goblin". Here the
// first goblin is paralyzed and the second, whose turn it is, is not: the GM's Save button for the Goblin sheet
// fails automatically (the paralyzed one's body save) though the goblin the GM is playing is fine.
import { expect, it } from 'vitest';
import { aTable, texts } from './helpers';

it('a sheet-button roll of a character with several tokens in the fight is not silently made for the first of them', () => {
  const t = aTable();
  const sheet = t.sb.addCharacter({ name: 'Goblin', attributes: { strength: 6 } });
  const first = t.sb.addToken({ pageid: t.page.id, name: 'Goblin', represents: sheet.id });
  const second = t.sb.addToken({ pageid: t.page.id, name: 'Goblin', represents: sheet.id });
  t.sb.dice.queue(5, 1); // the first goblin at count 5, the second at count 1: the second is due
  t.say(t.gm, '!rondel start', [first, second]);
  t.say(t.gm, `!rondel condition --add paralyzed --token ${first.id}`);
  t.sb.dice.queue(11);
  const out = texts(t.say(t.gm, `!rondel save --char ${sheet.id} --attr strength`));
  // either the GM is asked to select the goblin meant, or the roll is the due goblin's: never the paralyzed one's
  expect(out).not.toMatch(/paralyzed/i);
  expect(out).toMatch(/select|d20 \+ 6 score/i);
  t.sb.assertNoCrash();
});
