// A 50-combatant fight under 10-second rounds (every seventh token on the GM layer). Dozens share initiative scores,
// so the start card breaks several ties at once (docs/rules.md §9.3: those sharing a score roll d20, highest first).
//
// What the table reads today: "Tie at round 1, d20 highest first: Wolf 036 17, Hero 035 9, …", "Tie at round 1, d20
// highest first: Wolf 012 20, …", "Tie at round 1, …": every tie of the round says the same words, none says which
// initiative score it settled; at 200 and 500 combatants a dozen such lines (on the card and in the GM's whisper of
// the rest) read alike, and a player cannot tell which of them orders their own hero's score.
// What they should read: "Tie at initiative 14 (round 1), d20 highest first: …", as the rondel's says "Tie at count 3"
// and 20-second rounds' "Tie at round 1, second 8".
//
// Cause: src/rules/rounds/initiative.ts `settleTies` makes the event with `count: state.round` and drops the score;
// src/render/event-rows.ts then writes `Tie at ${clock.at(e.count)}` ("round 1").
import { expect, it } from 'vitest';
import { cardTable } from '../support/card-scenes';
import { plain } from '../integration/table';
import type { DoubleObject } from 'roll20-double';

it('each tie of a 10-second round names the initiative score it settles', () => {
  const t = cardTable(50, { seed: 5 });
  const replies = t.say(t.gm, '!rondel start --rules rounds', t.tokens as DoubleObject[]);
  const card = replies.find((m) => m.type !== 'whisper');
  const ties = plain(card?.content ?? '').split('\n').filter((l) => l.startsWith('Tie at'));
  expect(ties.length).toBeGreaterThan(1);
  for (const line of ties) expect(line.split(':')[0], line.slice(0, 80)).toMatch(/initiative \d+/);
});
