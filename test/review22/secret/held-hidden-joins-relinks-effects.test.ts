// Review 22, checked and held: a token on the GM layer joining at the GM's value (`add --count`, a tracker row adopted
// directly or by its Adopt button) at the count or second now, a hidden combatant re-linked to a player's character,
// and timed effects on a selection with a hidden combatant: no player reads its name, and no sheet a player may open
// shows its conditions.
import { expect, it } from 'vitest';
import { aTable, buttons, seenBy, stored } from './helpers';

const cond = (t: ReturnType<typeof aTable>, ch: { id: string }) =>
  String(t.sb.allObjs('attribute').find((a) => a.get('_characterid') === ch.id && a.get('name') === 'conditions')?.get('current') ?? '');

for (const rules of ['rondel', 'seconds', 'rounds'])
  for (const how of ['add', 'adopt', 'ask'] as const)
    it(`a hidden token joining at the current value by ${how} is told to no player (${rules})`, () => {
      const t = aTable({ seed: 3 });
      const { aldric, lira, goblin, zombie } = t.tokens;
      t.sb.setProps(zombie, { layer: 'gmlayer' });
      if (how === 'adopt') t.say(t.gm, '!rondel config --set trackeredits=adopt');
      t.say(t.gm, `!rondel start --rules ${rules}`, [aldric, lira, goblin]);
      const p = stored(t).fight.timeline.present;
      const value = rules === 'rondel' ? p.counter : rules === 'seconds' ? p.second : 5;
      const mark = t.sb.recorder.mark();
      if (how === 'add') t.say(t.gm, `!rondel add --count ${value}`, [zombie]);
      else {
        t.sb.driver.tracker.add({ id: zombie.id, pr: value, _pageid: t.page.id });
        t.sb.flush();
        const adopt = buttons(t.sb.recorder.since(mark).chat).find((b) => b.includes(' add'));
        if (how === 'ask') t.say(t.gm, adopt as string);
      }
      for (let i = 0; i < 4; i += 1) t.say(t.gm, '!rondel next');
      expect(t.tracker().map(([n]) => n)).toContain('Zombie');
      const all = t.sb.recorder.since(mark).chat;
      for (const pl of [t.pat, t.sam]) expect(seenBy(all, pl)).not.toMatch(/Zombie/);
      t.sb.assertNoCrash();
    });

it('a hidden combatant re-linked to player characters writes none of its conditions on their sheets', () => {
  const t = aTable({ seed: 3 });
  const { aldric, lira, goblin, zombie } = t.tokens;
  t.sb.setProps(zombie, { layer: 'gmlayer' });
  t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
  t.say(t.gm, `!rondel condition --add prone --token ${zombie.id}`);
  t.say(t.gm, `!rondel condition --add blind --token ${aldric.id}`);
  t.sb.driver.setProps(zombie, { represents: t.characters.borin.id });
  t.sb.flush();
  expect(cond(t, t.characters.borin)).toBe('');
  t.sb.driver.setProps(zombie, { represents: t.characters.aldric.id });
  t.sb.flush();
  expect([cond(t, t.characters.aldric), cond(t, t.characters.borin)]).toEqual(['Blind', '']);
  t.sb.driver.setProps(aldric, { represents: '' });
  t.sb.flush();
  expect(cond(t, t.characters.aldric)).toBe('');
  t.sb.driver.setProps(zombie, { represents: t.characters.borin.id, layer: 'objects' });
  t.sb.flush();
  expect([cond(t, t.characters.borin), cond(t, t.characters.aldric)]).toEqual(['Prone', '']);
  t.sb.driver.setProps(zombie, { represents: t.characters.lira.id, layer: 'gmlayer' });
  t.sb.flush();
  expect([cond(t, t.characters.lira), cond(t, t.characters.borin)]).toEqual(['', '']);
  t.say(t.gm, '!rondel undo 2');
  t.say(t.gm, '!rondel redo 2');
  expect([cond(t, t.characters.lira), cond(t, t.characters.borin), cond(t, t.characters.aldric)]).toEqual(['', '', '']);
  t.sb.assertNoCrash();
});

for (const rules of ['rondel', 'seconds', 'rounds'])
  it(`timed effects on a selection with a hidden combatant name it to no player (${rules})`, () => {
    const t = aTable({ seed: 11 });
    const { aldric, lira, goblin, zombie } = t.tokens;
    t.sb.setProps(zombie, { layer: 'gmlayer' });
    t.say(t.gm, `!rondel start --rules ${rules}`, [aldric, lira, goblin, zombie]);
    const unit = rules === 'rondel' ? '--counts 3' : rules === 'seconds' ? '--seconds 5' : '--rounds 1';
    const mark = t.sb.recorder.mark();
    for (const l of [`!rondel effect --add Bless ${unit}`, `!rondel effect --remove Bless`, `!rondel effect --add Haste --actions 1`]) {
      t.say(t.gm, l, [zombie, goblin]);
      t.say(t.gm, l.replace('Bless', 'Ward').replace('Haste', 'Calm'), [zombie]);
    }
    for (let i = 0; i < 6; i += 1) t.say(t.gm, '!rondel next');
    const all = t.sb.recorder.since(mark).chat;
    for (const pl of [t.pat, t.sam]) expect(seenBy(all, pl)).not.toMatch(/Zombie|Ward|Calm/);
    t.sb.assertNoCrash();
  });
