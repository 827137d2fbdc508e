// A 50-combatant rondel fight; the GM knocks everyone prone (a Web spell, a collapsing floor) and presses next until the
// first movement window. Ruling 90 (docs/rules.md §14): the players of a prone combatant that may get up there are
// whispered a Stand up button. Issue 16 (README "Performance"): every chat message is sent to every client it is for,
// so a step sends a card, its menu and at most a whisper of what was cut, not one message per combatant.
//
// What Pat reads today: one whisper per prone hero, each its own card ("Hero 005 is prone: it may stand up at this
// movement window … [Stand up]", "Hero 010 is prone: …", …): 9 cards in one step at 50 combatants, 86 (about 60 KB) at
// 500, and again at every window while they lie there.
// What Pat should read: one whisper for the window listing each prone hero of Pat's with its own Stand up button (cut
// to 3 KB like any card, what does not fit paged or counted), so the chat column is not flooded.
//
// Cause: src/app/menus.ts `standOffers` pushes one noticeCard per combatant; group them per player (and one for "all").
import { expect, it } from 'vitest';
import { cardTable } from '../support/card-scenes';
import { plain } from '../integration/table';
import type { DoubleObject } from 'roll20-double';

it('a movement window whispers each player one Stand up card, however many of theirs lie prone', () => {
  const t = cardTable(50, { seed: 5 });
  t.say(t.gm, '!rondel start --rules rondel', t.tokens as DoubleObject[]);
  t.say(t.gm, '!rondel condition --add prone', t.tokens as DoubleObject[]);
  let offers: string[] = [];
  for (let i = 0; i < 60 && offers.length === 0; i += 1) {
    const replies = t.say(t.gm, '!rondel next');
    offers = replies.filter((m) => m.type === 'whisper' && m.targets.includes(t.pat.id) && /is prone: it may stand up/.test(plain(m.content))).map((m) => plain(m.content));
  }
  expect(offers.length).toBeGreaterThan(0);
  expect(offers, 'Stand up whispers Pat got in one step').toHaveLength(1);
});
