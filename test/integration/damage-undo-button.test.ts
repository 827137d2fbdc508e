// A damage card's Undo takes back that damage, and nothing else: once another step came after it (a condition the GM
// set, a turn), it is refused, where it used to undo that later step instead (a new GM's review). Outside a fight, the
// same for a later application.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&')));
}

function hitGoblin(t: ReturnType<typeof aTable>): string {
  t.sb.dice.queue(20, 20);
  const attack = t.say(t.gm, `!rondel attack --target ${t.tokens.goblin.id} --dice 2 --damage 3`, [t.tokens.aldric]);
  const applied = t.say(t.gm, buttons(attack).find((b) => b.includes('apply')) as string);
  return buttons(applied).find((b) => b.includes('undo')) as string;
}

describe('the Undo of a damage card', () => {
  it('right after the damage, takes it back', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 20 });
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const undo = hitGoblin(t);
    expect(undo).toMatch(/--roll \S+ --fight \d+/);
    expect(t.tokens.goblin.get('bar1_value')).toBe(14);
    t.say(t.gm, undo);
    expect(t.tokens.goblin.get('bar1_value')).toBe(20);
  });

  it('after another step, is refused and undoes nothing', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 20 });
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const undo = hitGoblin(t);
    t.say(t.gm, `!rondel condition --add unconscious --token ${t.tokens.goblin.id}`);
    const answer = plain(t.say(t.gm, undo).map((m) => m.content).join('\n'));
    expect(answer).toMatch(/That Undo was for damage the fight has moved on from/);
    expect(t.tokens.goblin.get('bar1_value')).toBe(14);
    expect(plain(t.say(t.gm, '!rondel status').map((m) => m.content).join('\n'))).toMatch(/Goblin[^\n]*unconscious/i);
  });

  it('outside a fight: an older application’s Undo is refused, the last one’s works', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 20 });
    const first = hitGoblin(t);
    const second = hitGoblin(t);
    expect(t.tokens.goblin.get('bar1_value')).toBe(8);
    expect(plain(t.say(t.gm, first).map((m) => m.content).join('\n'))).toMatch(/moved on from/);
    expect(t.tokens.goblin.get('bar1_value')).toBe(8);
    t.say(t.gm, second);
    expect(t.tokens.goblin.get('bar1_value')).toBe(14);
  });
});

describe('damage the table was told of, taken back by an undo', () => {
  it('is told to the table too, as the damage was', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 20 });
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const undo = hitGoblin(t);
    const out = t.say(t.gm, undo);
    const seenByPat = out.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');
    expect(seenByPat).toMatch(/Goblin’s 6 damage is taken back\./);
    // the bars are the GM's to read
    expect(seenByPat).not.toMatch(/Body 14/);
    const redo = t.say(t.gm, '!rondel redo').filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');
    expect(redo).toMatch(/Goblin takes 6 damage again\./);
  });

  it('of a token on the GM layer, is the GM’s alone', () => {
    const t = aTable({ seed: 9 });
    t.sb.setProps(t.tokens.goblin, { bar1_value: 20 });
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const undo = hitGoblin(t);
    t.sb.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    const out = t.say(t.gm, undo);
    const seenByPat = out.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');
    expect(seenByPat).not.toMatch(/damage/);
    expect(t.tokens.goblin.get('bar1_value')).toBe(20);
  });
});
