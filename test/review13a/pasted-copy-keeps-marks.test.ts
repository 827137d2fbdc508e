// Review 13a, a long evening: with `indicator=tint`, Aldric is due (tinted) and has reacted (the flex marker). The GM
// copies Aldric's token and pastes it (a second token of the same character, e.g. a mirror image), and Roll20's paste
// copies every property: the copy arrives with the flex marker and the turn tint. The copy is not in the fight, so
// nothing ever takes them off: not the next turn, not `!rondel end` ("Its tracker entries and markers are cleared"),
// and in the next fight the copy still shows the flex marker and the due-turn tint beside the really due Aldric: two
// tokens look due, and one looks flexed though the fight says nobody is. README "At the table" / docs/rules.md §15:
// the tint marks the due token only and is put back when its turn ends; the flex marker shows a reaction of the fight.
// The script's own marks on a pasted copy should go: on `add:graphic` (Roll20 fires it for a paste), a token that is
// not a combatant loses the script's own marker tags (flex, guard, hold, dash, move) and an indicator tint/aura that is
// not its own (or, at least, `end` clears them from the fight page's tokens).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

it('a pasted copy of the due, flexed token does not keep the flex marker and the turn tint into the next fight', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.say(t.gm, '!rondel config --set indicator=tint');
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  t.say(t.pat, '!rondel react --note mirror', [aldric]);
  const tint = aldric.get('tint_color');
  expect(tint).not.toBe('transparent');
  expect(t.markers(aldric)).toContain('lightning-helix');

  // copy and paste: the copy has what the original had
  const copy = t.sb.driver.create('graphic', {
    pageid: t.page.id,
    name: 'Aldric',
    represents: t.characters.aldric.id,
    layer: 'objects',
    left: 300,
    top: 300,
    statusmarkers: t.markers(aldric),
    tint_color: tint,
  });
  t.say(t.gm, '!rondel next');
  t.say(t.gm, '!rondel end --confirm');
  t.sb.assertNoCrash();
  expect(t.markers(aldric)).toBe('');

  // the copy was never in the fight: nothing of the fight is left on it
  expect(String(copy.get('statusmarkers') ?? '')).not.toContain('lightning-helix');
  expect(copy.get('tint_color')).not.toBe(tint);
});
