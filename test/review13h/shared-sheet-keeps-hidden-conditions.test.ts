// Review 13h (hidden stays hidden, after today's "the sheet's conditions text follows its token"). The Ogre "Grim" is
// on the GM layer; its sheet is in no player's journal, so the GM's `condition --add prone` writes "Prone" to its
// `conditions` text. The GM then shares the Ogre's sheet with the players (In Player's Journals: All, to show its
// picture): every player opens it and reads "Prone", of a combatant they cannot see, until its conditions next change
// (then the text empties). README "Integrity": a hidden token's "character's `conditions` text is not written while a
// player may open that sheet" (docs/rules.md §15: a sheet a player may open tells nothing of a hidden token). What
// they should see: an empty Conditions box once the sheet is shared.
// Suggested fix: src/roll20/app.ts: on change:character (inplayerjournals or controlledby), write the conditions text
// of that character again (as sheet-writes.ts `sheetTextWrite` does for a layer change).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

it("sharing a hidden combatant's sheet with the players empties its conditions text", () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira } = t.tokens;
  const ogre = t.sb.addCharacter({ name: 'Ogre', attributes: {} });
  const grim = t.sb.addToken({ pageid: t.page.id, name: 'Grim', represents: ogre.id, layer: 'gmlayer' });
  t.say(t.gm, '!rondel start', [aldric, lira, grim]);
  t.say(t.gm, '!rondel condition --add prone', [grim]);
  const shown = () => t.sb.findObjs({ _type: 'attribute', _characterid: ogre.id, name: 'conditions' }).map((a) => String(a.get('current') ?? ''));
  expect(shown()).toEqual(['Prone']); // nobody could open it: the GM sees it
  t.sb.driver.setProps(ogre, { inplayerjournals: 'all' });
  t.sb.assertNoCrash();
  expect(shown().filter((s) => s !== '')).toEqual([]);
});
