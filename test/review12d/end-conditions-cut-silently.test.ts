// A 200-combatant rondel fight (every seventh token on the GM layer); the GM knocks everyone prone and ends the fight.
// The end card names the conditions still on ("Conditions still on at the end, cleared with the fight …", docs/rules.md
// §14 ruling 86) so the GM can carry them on. Every other public card that is cut says so: "… and N more … (the GM
// has them)" (README "Cards at the table"/"Performance"; src/render/announcement.ts `toTheGM`).
//
// What the table reads today: twelve "Wolf 019: prone" lines and then nothing: the 160 others (of 172 the players see) are cut without a word,
// so players (and the GM reading the archive) take the twelve for all who were still prone.
// What they should read: the twelve, then "… and 160 more (the GM has them)" (or the like), as every cut card says.
//
// Cause: src/app/commands/end.ts `end` fits the summary with `more: () => text('')`.
import { expect, it } from 'vitest';
import { cardTable } from '../support/card-scenes';
import { plain } from '../integration/table';
import type { DoubleObject } from 'roll20-double';

it('an end card cut to 3 KB says how many conditions it left out', () => {
  const t = cardTable(200, { seed: 5 });
  t.say(t.gm, '!rondel start --rules rondel', t.tokens as DoubleObject[]);
  t.say(t.gm, '!rondel condition --add prone', t.tokens as DoubleObject[]);
  const visible = t.tokens.filter((x) => x.get('layer') !== 'gmlayer').length;
  const card = t.say(t.gm, '!rondel end --confirm').find((m) => m.type !== 'whisper');
  expect(card).toBeDefined();
  const text = plain(card?.content ?? '');
  const after = text.slice(text.indexOf('Conditions still on'));
  const shown = after.split('\n').filter((l) => /: prone$/.test(l)).length;
  expect(shown).toBeLessThan(visible); // the card was cut
  const said = /and (\d+) more/.exec(after);
  expect(said?.[1], `the last lines of the end card: ${after.split("\n").slice(-2).join(" | ")}`).toBe(String(visible - shown));
});
