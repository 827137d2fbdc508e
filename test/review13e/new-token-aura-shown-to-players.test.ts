// Review 13e: the GM plays with `indicator=aura` (the due token gets the script's second aura, shown to players). During
// the fight the GM drags a "Torch" token onto the map (from the journal or another page: no copy of any combatant)
// that has its OWN second aura, a 20 ft red light shown to players. Its aura2 radius and colour are not the turn's, but
// the add:graphic handler of fix 13a (src/roll20/pasted.ts `marksOffCopy`) compares the turn's aura key by key, finds
// `showplayers_aura2: true` equal to the turn mark's, and writes the due token's old value (false) over it: the players
// no longer see the torch's light, and nothing ever puts it back. Ruling 101 takes off only the turn's aura "Roll20
// copied"; README "Living with other scripts": "we change only our own marker tags …; other markers are never touched".
// What the GM should see: the torch keeps its aura shown to players.
// Suggested fix: pasted.ts — put the marked token's values back only when the new token carries the whole mark (every
// key of `marked.set` equal, compared as marks.ts `same` does; at least its first key, as marks.ts `stillOurs`).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

it('a token brought onto the map with its own second aura keeps it shown to players', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.say(t.gm, '!rondel config --set indicator=aura');
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  expect([aldric, lira, goblin].some((x) => x.get('aura2_color') === '#f2b705' && x.get('showplayers_aura2') === true)).toBe(true);

  const torch = t.sb.driver.create('graphic', { pageid: t.page.id, name: 'Torch', layer: 'objects', left: 300, top: 300, aura2_radius: 20, aura2_color: '#ff0000', showplayers_aura2: true });
  t.sb.flush();
  t.sb.assertNoCrash();
  expect(torch.get('aura2_radius')).toBe(20);
  expect(torch.get('aura2_color')).toBe('#ff0000');
  expect(torch.get('showplayers_aura2')).toBe(true);
});

// The same key-by-key comparison writes to every token added during an aura fight: a plain "Tree" with no aura at all
// has `aura2_square: false` (Roll20's default), equal to the mark's, so `token.set({ aura2_square: false })` is sent for
// each tree, wall or light the GM places (an object update every client receives, for nothing). Ruling 101: "nothing is
// written" for a token that has none of the fight's marks.
it('a token with no aura added during an aura fight is not written to', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.say(t.gm, '!rondel config --set indicator=aura');
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  const mark = t.sb.recorder.mark();
  const tree = t.sb.driver.create('graphic', { pageid: t.page.id, name: 'Tree', layer: 'objects', left: 300, top: 300 });
  t.sb.flush();
  t.sb.assertNoCrash();
  expect(t.sb.recorder.since(mark).writes.filter((w) => w.id === tree.id && w.origin === 'script')).toEqual([]);
});
