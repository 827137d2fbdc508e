// Review 9b, next to the end card (ruling 86) and `end` asking first (docs/rules.md §15: "an End pressed by mistake
// must not lose the fight"): the ask card's button is a bare `!rondel end --confirm`, naming no fight. A GM who asked
// to end, carried on, and later started another fight (or the same table next session) still has that red button in
// the chat log; one click on it ends whatever fight is running now, without asking, and undo cannot bring it back.
// Other stale buttons are refused ("That button was for count 5, and it is count 9 now: nothing was done.").
// Suggested fix (src/app/commands/end.ts): the button carries the fight it asked about (its start, or a fight id:
// `--confirm <id>`), and a confirm for another fight asks again.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('the End button of an earlier ask does not end a later fight without asking', () => {
  const t = aTable();
  t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.zombie]);
  const ask = t.say(t.gm, '!rondel end');
  const href = /href="(![^"]*end[^"]*)"/.exec(ask.map((m) => m.content).join(''))?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeDefined();
  // the GM carries on; the fight is ended some other way and a new one started
  t.say(t.gm, '!rondel end --confirm');
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
  // a click on the old button, scrolled up in the chat
  const out = t.say(t.gm, href as string).map((m) => plain(m.content)).join('\n');
  expect(out).not.toMatch(/the fight is over/);
  expect(plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '')).toMatch(/Aldric/);
});
