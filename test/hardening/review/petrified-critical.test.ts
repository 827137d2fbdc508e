// A finding of an independent rules audit, kept as a regression. Page 000, Petrified: "Only critical hits inflict
// damage"; a hit is critical "under certain skill, equipment and circumstances". `attack --critical` says the hits are
// critical (the roller's word, as --mod is: a player's is told to the GM); without it a petrified target takes none.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';
import { plain } from '../../integration/table';
import { ask } from '../hidden/helpers';

describe('a critical hit on a petrified target', () => {
  const fight = () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin', 'lira']);
    a.send('gm', `!rondel condition --add petrified --token ${a.ids.goblin}`);
    return a;
  };

  it('--critical: the hits are critical, and damage it', () => {
    const a = fight();
    a.sb.dice.queue(15, 14, 2, 2);
    const text = ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.goblin} --damage 3 --critical`).replies.join('\n');
    expect(text).toMatch(/Critical hit \(declared\)/);
    expect(text).not.toMatch(/only critical hits damage it/);
    expect(text).toMatch(/Damage 2 hits × 3 \+ advantage’s d3 \(2\) = 8/);
  });

  it('without it: no damage, and the card says why', () => {
    const a = fight();
    a.sb.dice.queue(15, 14, 2, 2);
    const text = ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.goblin} --damage 3`).replies.join('\n');
    expect(text).toMatch(/only critical hits damage it \(petrified\)/);
    expect(text).not.toMatch(/Critical hit/);
  });

  it('a player’s --critical is told to the GM', () => {
    const a = fight();
    a.sb.dice.queue(15, 14, 2, 2);
    const mark = a.sb.recorder.mark();
    a.send('pat', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.goblin} --critical`);
    const toGm = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id))
      .map((m) => plain(m.content));
    expect(toGm.join('\n')).toMatch(/typed --critical \(the hits are critical\)/);
  });

  it('against a paralyzed target the fight’s reason is named, declared or not', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin', 'lira']);
    a.send('gm', `!rondel condition --add paralyzed --token ${a.ids.goblin}`);
    a.sb.dice.queue(15, 14, 2, 2);
    const text = ask(a, 'gm', `!rondel attack --token ${a.ids.aldric} --target ${a.ids.goblin} --damage 3 --critical`).replies.join('\n');
    expect(text).toMatch(/Critical hit \(paralyzed\)/);
  });
});
