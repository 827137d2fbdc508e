// A stand under way is a timer named “Standing up” (docs/rules.md ruling 90): a GM's effect of that name would take its
// place and move the moment the combatant is up. The name is refused for an effect, and the stand keeps its time.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

const text = (msgs: readonly { content: string }[]): string => msgs.map((m) => plain(m.content)).join('\n');
const status = (t: Table): string => text(t.say(t.gm, '!rondel status'));

describe('“Standing up” is the stand’s own timer', () => {
  it('rondel: the GM’s effect of that name is refused, in any case, and the stand ends when it would have', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]))).toMatch(/Aldric: Standing up, /);
    const before = status(t);
    const stored = JSON.stringify(t.sb.state['EnchantedRealmsCombat']);
    for (const name of ['Standing up', 'standing UP']) {
      const refused = text(t.say(t.gm, `!rondel effect --add "${name}" --counts 20`, [t.tokens.aldric]));
      expect(refused).toContain('“Standing up” is the name of the timer a stand under way keeps: give the effect another name.');
      expect(refused).toContain('!rondel condition --remove prone');
    }
    t.sb.assertNoCrash();
    expect(JSON.stringify(t.sb.state['EnchantedRealmsCombat'])).toBe(stored);
    expect(status(t)).toBe(before);
    for (let i = 0; i < 6 && /Aldric[^\n]*prone/i.test(status(t)); i += 1) t.say(t.gm, '!rondel next --step');
    expect(status(t)).not.toMatch(/Aldric[^\n]*prone/i);
  });

  it('another name is taken as ever', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    const added = text(t.say(t.gm, '!rondel effect --add "Standing guard" --counts 4', [t.tokens.aldric]));
    expect(added).not.toContain('another name');
    expect(status(t)).toContain('Standing guard');
  });
});
