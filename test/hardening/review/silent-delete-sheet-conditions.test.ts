// A finding of an independent review (integrity of conditions), kept as a regression.
// A combatant's token deleted with no destroy event reaching the script (deleted while the sandbox was down, or by
// another script) leaves the fight, but its character's sheet keeps the `conditions` text the fight wrote, into the
// next fight. A deletion by hand (with its event) clears it (review 13a fix via whileDeleting); these paths do not.
import { expect, it } from 'vitest';
import { anArena, type Arena } from '../arena';

const cond = (a: Arena): string => String(a.sb.findObjs({ type: 'attribute', characterid: a.characters.aldric.id, name: 'conditions' })[0]?.get('current') ?? '');
const inFight = (a: Arena): string[] => a.fight()?.timeline.present.combatants.map((c) => c.id) ?? [];

it('deleted while the script was down: after the restart Aldric left the fight, but the sheet still says Prone', () => {
  const a = anArena();
  a.send('gm', '!rondel start', ['aldric', 'lira', 'goblin']);
  a.send('gm', '!rondel condition --add prone', ['aldric']);
  expect(cond(a)).toBe('Prone');
  a.tokens.aldric.remove(); // a script's remove: no event, as while the sandbox is down
  a.sb.restart();
  a.sb.flush();
  a.sb.assertNoCrash();
  expect(inFight(a)).not.toContain(a.ids.aldric);
  expect(cond(a)).toBe('');
});

it('deleted by another script: found by the sweep, left the fight; the sheet still says Prone after end and into the next fight', () => {
  const a = anArena();
  a.send('gm', '!rondel start', ['aldric', 'lira', 'goblin']);
  a.send('gm', '!rondel condition --add prone', ['aldric']);
  a.tokens.aldric.remove();
  a.send('gm', '!rondel next');
  a.sb.assertNoCrash();
  expect(inFight(a)).not.toContain(a.ids.aldric);
  a.send('gm', '!rondel end --confirm');
  const fresh = a.sb.driver.create('graphic', { pageid: a.page.id, name: 'Aldric', represents: a.characters.aldric.id, layer: 'objects' });
  a.sb.flush();
  a.sb.driver.chat(a.gm, '!rondel start', { selected: [fresh, a.tokens.lira] });
  a.sb.flush();
  a.sb.assertNoCrash();
  expect(a.fight()!.timeline.present.combatants.find((c) => c.id === fresh.id)?.conditions).toEqual([]);
  expect(cond(a)).toBe('');
});

it('the sweep clears only sheets no combatant gives conditions: Lira, still in the fight and prone, keeps hers', () => {
  const a = anArena();
  const liraText = (): string => String(a.sb.findObjs({ type: 'attribute', characterid: a.characters.lira.id, name: 'conditions' })[0]?.get('current') ?? '');
  a.send('gm', '!rondel start', ['aldric', 'lira', 'goblin']);
  a.send('gm', '!rondel condition --add prone', ['aldric']);
  a.send('gm', '!rondel condition --add prone', ['lira']);
  a.tokens.aldric.remove();
  a.send('gm', '!rondel next');
  a.sb.assertNoCrash();
  expect(cond(a)).toBe('');
  expect(liraText()).toBe('Prone');
});
