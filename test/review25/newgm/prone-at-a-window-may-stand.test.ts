// Review 25 (new GM): a combatant made prone at a movement window too slow to crawl there (a Red Fox: ⌊2 ÷ 3⌋ = 0,
// docs/rules.md §5, ruling 10) was announced "Goblin: now stand up, no crawl at this movement window.", which reads as
// the script standing it up, or as an order; it stays prone until `!rondel stand` (ruling 90), as the player's own
// whisper says ("it may stand up at this movement window"). The card now says what it may do: no crawl, and that it
// may stand up instead. A crawl it can make is still said as before.
import { expect, it } from 'vitest';
import { aTable, duel, texts } from '../../integration/table';

it('prone at a window with no crawl: the card says it may stand up, and it is still prone', () => {
  const t = aTable();
  duel(t);
  t.say(t.gm, '!rondel next'); // count 3: the first movement window
  const card = texts(t.say(t.gm, '!rondel condition --add prone --counts 3', [t.tokens.goblin]).filter((m) => m.type !== 'whisper'));
  expect(card).toContain('Goblin: no crawl at this movement window; it may stand up instead.');
  expect(card).not.toContain('now stand up');
  expect(t.markers(t.tokens.goblin)).toContain('back-pain');
});
