// Review 9b (a shared NPC sheet's roll choosing the due token, src/app/roller.ts): a sheet button sends
// `--char @{character_id}`; the fix picks, of that character's tokens, a selected one in the fight, else the due one,
// else asks. A token of that character that the GM selected but that is not in the fight (a goblin waiting in ambush,
// one not added yet) is passed over for the due goblin in the fight: the GM selects the ambusher, presses its sheet's
// Save, and the roll is made for the due goblin, with its conditions (here paralyzed: an automatic failure), and named
// after it. Before, the roll went to the first goblin in the fight; the explicit selection never counted.
// docs/rules.md §10 says so: "A roll from a sheet (`--char`) is the selected token's of that character, else its token
// in the fight".
// Suggested fix (src/app/roller.ts rollerOf): a selected token of the character comes first whether or not it is in
// the fight: `inFight.find((id) => selected.includes(id)) ?? selected[0] ?? (inFight.length > 1 ? dueAmong(…) : inFight[0])`.
import { expect, it } from 'vitest';
import { aTable, texts } from '../../review9/sheet/helpers';

it('a sheet-button roll is made for the selected token of the character, even when another of its tokens is due', () => {
  const t = aTable();
  const sheet = t.sb.addCharacter({ name: 'Goblin', attributes: { strength: 6 } });
  const first = t.sb.addToken({ pageid: t.page.id, name: 'Goblin', represents: sheet.id });
  const second = t.sb.addToken({ pageid: t.page.id, name: 'Goblin', represents: sheet.id });
  const ambusher = t.sb.addToken({ pageid: t.page.id, name: 'Goblin', represents: sheet.id });
  t.sb.dice.queue(5, 1); // the first goblin at count 5, the second at count 1: the second is due
  t.say(t.gm, '!rondel start', [first, second]);
  t.say(t.gm, `!rondel condition --add paralyzed --token ${second.id}`);
  t.sb.dice.queue(11);
  const out = texts(t.say(t.gm, `!rondel save --char ${sheet.id} --attr strength`, [ambusher]));
  expect(out).not.toMatch(/paralyzed/i);
  expect(out).toMatch(/d20 \+ 6 score/i);
  t.sb.assertNoCrash();
});
