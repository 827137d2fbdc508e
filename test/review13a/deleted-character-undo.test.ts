// Review 13a, a long evening: mid-fight the GM deletes Borin's character from the journal (its token stays on the
// map, representing nothing). The script takes Borin out ("A character in the fight was deleted: its tokens left the
// fight.") as README promises: "a deleted token or character leaves the fight for good" (README "What is guaranteed",
// docs/rules.md §8 "Deleting a token or its character takes it out of the fight"). The GM then undoes the last step
// (say, a condition given by mistake just before): the undo card says "Borin is back in the fight.", Borin is in the
// tracker again and the GM is whispered Borin's action menu, for a combatant with no character and no sheet. A token
// whose character was deleted should stay out through undo and redo, as a deleted token does (the deletion should
// drop it from every step of the history, as `tokenDeleted` does, not be one more undoable step).
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

it('undo does not bring back a combatant whose character was deleted', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, borin, goblin } = t.tokens;
  t.say(t.gm, '!rondel start', [aldric, lira, borin, goblin]);
  t.say(t.gm, '!rondel condition --add prone', [goblin]);

  t.sb.driver.remove(t.characters.borin);
  t.sb.flush();
  t.sb.assertNoCrash();
  expect(t.tracker().map(([name]) => name)).not.toContain('Borin');

  const undo = plain(t.say(t.gm, '!rondel undo').map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(undo).not.toMatch(/Borin is back in the fight/);
  expect(t.tracker().map(([name]) => name)).not.toContain('Borin');
  // the undo went back past the deletion to the condition: that is what it took back
  t.say(t.gm, '!rondel undo');
  expect(t.tracker().map(([name]) => name)).not.toContain('Borin');
});
