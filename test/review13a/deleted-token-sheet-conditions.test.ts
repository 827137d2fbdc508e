// Review 13a, a long evening: Aldric is prone and blind in a fight; the GM deletes Aldric's token from the map (to
// put a fresh one down later, or by mistake) and the script takes it out of the fight ("A token in the fight was
// deleted: Aldric left the fight."). Aldric's character sheet still says `conditions` = "Blind, Prone": nothing
// writes it again, not the deletion, not `!rondel end` (whose summary says conditions end with the fight, "markers
// and sheets too"), and in the next fight Aldric's new token starts with a sheet that says Blind, Prone while the
// fight and the status card say nothing of it. `!rondel remove` of the same token does clear it (README "Rolls and
// damage": the script writes each character's `conditions` whenever its conditions change; a combatant that leaves
// has none). A token deleted should clear its character's `conditions` text as a `remove` does (or `end` should clear
// the text of every character the fight wrote it for).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

it('a deleted prone token does not leave "Prone" on its character sheet into the next fight', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  const conditions = () => t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'conditions' })[0]?.get('current') ?? '';
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  t.say(t.gm, '!rondel condition --add prone,blind', [aldric]);
  expect(conditions()).toBe('Blind, Prone');

  t.sb.driver.remove(aldric);
  t.sb.flush();
  t.sb.assertNoCrash();
  t.say(t.gm, '!rondel end --confirm');

  // a fresh token of Aldric in the next fight: not prone, not blind, and the sheet agrees
  const fresh = t.sb.driver.create('graphic', { pageid: t.page.id, name: 'Aldric', represents: t.characters.aldric.id, layer: 'objects' });
  t.say(t.gm, '!rondel start', [fresh, lira, goblin]);
  t.sb.assertNoCrash();
  expect(conditions()).toBe('');
});
