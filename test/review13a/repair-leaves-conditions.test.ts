// Review 13a, a long evening: mid-fight the stored data is damaged (here: the counter), the script pauses, and the
// GM runs `!rondel repair --confirm`. The repair takes the old fight's tracker entries, its flex/guard/hold/dash/move
// markers and its turn indicator away, but the CONDITION markers it put on the tokens (Aldric's Prone, `back-pain`)
// stay on the map, and Aldric's sheet keeps `conditions` = "Prone". The next fight starts with Aldric not prone: its
// status says nothing of Prone while the sheet still does, and a token of the old fight that is not in the new one
// keeps the prone marker for good, with nobody to take it off. README "Integrity" promises that after a repair "the
// old fight's tracker entries, markers and turn indicator are cleared (only what is still the script's own)", and
// `end` clears conditions with the fight, "markers and sheets too". A repair should clear the old fight's condition
// (and timed effect) markers it can still read and write the characters' `conditions` text back to empty, as `end`.
import { expect, it } from 'vitest';
import { aTable } from '../integration/table';

const KEY = 'EnchantedRealmsCombat';

it('a repair takes the old fight’s condition markers and the sheet’s conditions text away', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, zombie } = t.tokens;
  t.say(t.gm, '!rondel start', [aldric, lira, zombie]);
  t.say(t.gm, '!rondel condition --add prone', [aldric]);
  t.say(t.gm, '!rondel condition --add prone', [zombie]);
  expect(t.markers(aldric)).toContain('back-pain');
  const conditions = () => t.sb.findObjs({ type: 'attribute', characterid: t.characters.aldric.id, name: 'conditions' })[0]?.get('current') ?? '';
  expect(conditions()).toBe('Prone');

  // the stored data is damaged; the sandbox restarts (Save Script) and the script pauses
  ((t.sb.state[KEY] as { fight: { timeline: { present: { counter: unknown } } } }).fight.timeline.present).counter = 'bad';
  t.sb.restart();
  t.sb.flush();
  t.say(t.gm, '!rondel repair --confirm');
  t.sb.assertNoCrash();
  expect(t.tracker()).toEqual([]);

  // nothing of the old fight is left on the tokens or the sheet
  expect(t.markers(zombie)).not.toContain('back-pain');
  expect(t.markers(aldric)).not.toContain('back-pain');
  expect(conditions()).toBe('');

  // and the next fight does not start with a sheet that contradicts it
  t.say(t.gm, '!rondel start', [aldric, lira]);
  expect(conditions()).toBe('');
});
