// Review 13a, a long evening: Aldric is blessed for 5 counts (`!rondel effect --add Bless --counts 5`) and then
// leaves the fight (`!rondel remove`, he flees). Lira has a timed prone (`condition --add prone --counts 4`) and her
// token is deleted. Both combatants are gone, but their timed effects stay in the stored fight (its `effects` keep
// their bearers' ids): at count 5 the GM is whispered "Someone: prone ends.", at count 6 the PUBLIC card says
// "Someone: Bless ends." about a combatant nobody at the table can place, and an undo says "A combatant: Bless lasts
// again.". docs/rules.md §12: a timed effect is on a combatant of the fight; the card of the count it ends says so.
// A combatant that leaves (remove, deletion, its character deleted) should take its timed effects with it (out of
// the present and, for a deletion, every step of the history), so no card speaks of them again.
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const KEY = 'EnchantedRealmsCombat';

it('the timed effects of combatants who left do not end on later cards', () => {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
  t.say(t.gm, '!rondel effect --add Bless --counts 5', [aldric]);
  t.say(t.gm, '!rondel condition --add prone --counts 4', [lira]);
  t.say(t.gm, '!rondel remove', [aldric]);
  t.sb.driver.remove(lira);
  t.sb.flush();
  t.sb.assertNoCrash();

  const present = (t.sb.state[KEY] as { fight: { timeline: { present: { combatants: { id: string }[]; effects: { bearer: string }[] } } } }).fight.timeline.present;
  const ids = new Set(present.combatants.map((c) => c.id));
  expect(present.effects.filter((e) => !ids.has(e.bearer))).toEqual([]);

  const mark = t.sb.recorder.mark();
  for (let i = 0; i < 4; i += 1) t.say(t.gm, '!rondel next');
  const said = plain(t.sb.recorder.since(mark).chat.map((m) => m.content).join('\n'));
  t.sb.assertNoCrash();
  expect(said).not.toMatch(/Bless ends|prone ends/);
});
