// A 200-combatant rondel fight, every seventh token on the GM layer (test/support/card-scenes.ts). The start card is cut
// to 3 KB and what it had no room for reaches the GM in "Rondel count 1: the rest" (README "Performance": "a window or
// tie card that was cut to 3 KB also whispers the rest to the GM"). The brief of issue 16: the GM's whisper holds
// exactly what was cut, nothing twice.
//
// What the GM reads today: every tie of the start twice in that whisper, one after the other block: once as the players
// saw it (the visible tokens only, "Tie at count 1, d20 lowest first: Wolf 123 1/1, Wolf 161 1/7, Wolf 021 1/10,
// Wolf 004 3/2, …") and once whole with the GM-layer tokens in it ("… Wolf 132 1/16, Wolf 004 3/2, Wolf 062 3/3, …"),
// some 40 names each: two slightly different orders for the same count, and kilobytes of whisper spent on it.
// What the GM should read: each tie once, the whole one (it holds every roll the players' one has).
//
// Cause: src/app/fight.ts `announcements` puts `pub.rest` and `secret.rest` together; a tie line of the players' card
// is `{ whole }` (src/render/event-rows.ts) and so goes to the rest even when the GM's own card has the same tie whole.
import { expect, it } from 'vitest';
import { cardTable } from '../support/card-scenes';
import { plain } from '../integration/table';
import type { DoubleObject } from 'roll20-double';

it('the whisper of what a 200-combatant start card cut names each tie once', () => {
  const t = cardTable(200, { seed: 5 });
  const replies = t.say(t.gm, '!rondel start --rules rondel', t.tokens as DoubleObject[]);
  const rest = replies.filter((m) => m.options?.noarchive === true && /: the rest/.test(plain(m.content).split('\n')[0] ?? ''));
  expect(rest.length).toBeGreaterThan(0);
  const ties = rest.flatMap((m) => plain(m.content).split('\n')).filter((l) => l.startsWith('Tie at count'));
  const counts = ties.map((l) => /^Tie at count (\d+)/.exec(l)?.[1]);
  const twice = counts.filter((c, i) => counts.indexOf(c) !== i);
  expect(twice, 'counts whose tie the GM reads twice').toEqual([]);
});
