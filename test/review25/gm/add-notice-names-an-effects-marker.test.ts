// Review 25 (interop, noticed): a timed effect's marker (`effect --add Bless --marker angel-outfit`) is one of the fight's
// tags on every combatant, so `add` takes it off a newcomer whose token the GM (or another script) marked with it. The
// GM's notice named the bare tag and said to give the fight other tags with `config`, which gives no effect its tag. It
// now names the effect whose marker it is, and says where that tag comes from (docs/rules.md §15); the undo of the add
// gives the tag back.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('the notice of newcomers’ markers names a timed effect’s marker by its effect, and the undo gives it back', () => {
  const t = aTable();
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
  t.say(t.gm, '!rondel effect --add Bless --counts 20 --marker angel-outfit', [t.tokens.aldric]);
  t.sb.driver.setProps(t.tokens.zombie, { statusmarkers: 'angel-outfit,red' });
  t.sb.flush();
  t.sb.dice.queue(1);
  const told = t
    .say(t.gm, '!rondel add', [t.tokens.zombie])
    .filter((m) => m.type === 'whisper')
    .map((m) => plain(m.content))
    .join('\n');
  expect(told).toContain('Zombie: angel-outfit (the marker of the timed effect Bless)');
  expect(told).toContain('A timed effect’s marker is the one its effect --marker gave');
  expect(t.markers(t.tokens.zombie)).toBe('red');
  t.say(t.gm, '!rondel undo');
  expect(t.markers(t.tokens.zombie).split(',').sort()).toEqual(['angel-outfit', 'red']);
});
