// Review 13e: with the options as installed (`statuses` off: Full Guard, holding and dashing show as no marker, ruling
// 84), a fight runs. The GM drags a "Powder keg" token onto the map whose default token carries the GM's own
// `stopwatch` marker ("lit fuse"). The fight never shows `stopwatch` on anything (it is the hold tag, and holds show
// no marker with `statuses` off), so the keg cannot have copied it from a combatant; yet the add:graphic handler of fix
// 13a (src/roll20/pasted.ts `marksOffCopy`) strips every configured status tag from any new token, and the GM's fuse
// marker vanishes as the keg lands. Ruling 101 takes off "the fight's marks Roll20 copied onto it"; README: "we change
// only our own marker tags on a token; other markers are never touched".
// What the GM should see: the keg keeps its stopwatch (and its red dot).
// Suggested fix: pasted.ts — take off only the tags the fight can show now: flex always, ready in rounds, guard/hold/
// dash only with `statusMarkers`, move only with `movementBadges` (better still: only tags some combatant of the fight
// wears now, wanted-markers.ts).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

it('a token brought onto the map keeps a marker the fight does not show', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);

  const keg = t.sb.driver.create('graphic', { pageid: t.page.id, name: 'Powder keg', layer: 'objects', left: 300, top: 300, statusmarkers: 'stopwatch,red' });
  t.sb.flush();
  t.sb.assertNoCrash();
  expect(t.markers(keg)).toBe('stopwatch,red');
});
