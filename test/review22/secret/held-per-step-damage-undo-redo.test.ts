// Review 22, checked and held: damage applied per step (src/app/damage.ts damageAlong), in every rule set, on a visible
// and a hidden target, interleaved with turns and with restarts between: undo one step at a time gives back exactly
// the bars each step had, and redo applies them again, one step each.
import { expect, it } from 'vitest';
import { aTable, attack } from './helpers';

for (const rules of ['rondel', 'seconds', 'rounds'])
  it(`undo and redo one step at a time restore the bars of each step (${rules})`, () => {
    const t = aTable({ seed: 11 });
    const { aldric, lira, goblin, zombie } = t.tokens;
    goblin.set({ bar1_value: 50 });
    zombie.set({ bar1_value: 50 });
    t.sb.setProps(zombie, { layer: 'gmlayer' });
    t.say(t.gm, `!rondel start --rules ${rules}`, [aldric, lira, goblin, zombie]);
    const snap = () => `${goblin.get('bar1_value')}/${zombie.get('bar1_value')}`;
    const bars: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      if (i % 3 === 0) t.say(t.gm, `!rondel apply --roll ${attack(t, aldric, goblin.id, 2 + i)}`);
      else if (i % 3 === 1) t.say(t.gm, `!rondel apply --roll ${attack(t, aldric, zombie.id, 1 + i)}`);
      else t.say(t.gm, '!rondel next');
      if (i === 6) (t.sb.restart(), t.sb.flush());
      bars.push(snap());
    }
    const back: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.say(t.gm, '!rondel undo');
      back.push(snap());
      if (i === 5) (t.sb.restart(), t.sb.flush());
    }
    const fwd: string[] = [];
    for (let i = 0; i < 12; i += 1) (t.say(t.gm, '!rondel redo'), fwd.push(snap()));
    expect(back).toEqual([...bars.slice(0, 11).reverse(), '50/50']);
    expect(fwd).toEqual(bars);
    t.sb.assertNoCrash();
  });
