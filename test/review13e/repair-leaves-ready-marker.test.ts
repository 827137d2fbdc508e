// Review 13e: a fight in 10-second rounds; Aldric readies an action ("if a goblin comes"), and his token shows the
// ready marker (`sentry-gun`, docs/rules.md §14). The stored data is then damaged, the script pauses, and the GM runs
// `!rondel repair --confirm`. The repair takes the old fight's tracker entries, flex/guard/hold/dash/move markers,
// condition and effect markers off (fix 13a), but Aldric's token keeps `sentry-gun` for good: no fight manages it any
// more, so nothing will ever take it off, and in the next fight he looks readied though he is not. README "Integrity"
// promises that after a repair the old fight's markers are cleared, as `end` does (`end` takes the ready marker off).
// What the GM should see: no ready marker on any token of the old fight after the repair.
// Suggested fix: src/roll20/repair.ts `oldTags` adds 'sentry-gun' when the old fight's `rules` read 'rounds' (as
// managed-tags.ts `managedOf` does for a rounds fight).
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

const KEY = 'EnchantedRealmsCombat';

it('a repair takes the old 10-second-rounds fight’s ready marker off its tokens', () => {
  const t = aTable({ seed: 7 });
  const { aldric, goblin } = t.tokens;
  t.say(t.gm, '!rondel start --rules rounds', [aldric, goblin]);
  t.say(t.gm, '!rondel set --count 20', [aldric]);
  for (let i = 0; i < 3 && !t.sb.recorder.whispersTo(t.pat).some((m) => m.content.includes('your action')); i++) t.say(t.gm, '!rondel next');
  t.say(t.pat, '!rondel act ready --note if a goblin comes', [aldric]);
  expect(t.markers(aldric)).toContain('sentry-gun');

  // the stored data is damaged; the sandbox restarts (Save Script) and the script pauses; the GM repairs
  (t.sb.state[KEY] as { fight: { timeline: { present: { round: unknown } } } }).fight.timeline.present.round = 'bad';
  t.sb.restart();
  t.sb.flush();
  t.say(t.gm, '!rondel repair --confirm');
  t.sb.assertNoCrash();
  expect(t.tracker()).toEqual([]);

  expect(t.markers(aldric)).not.toContain('sentry-gun');
});
