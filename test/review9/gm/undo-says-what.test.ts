// Review 9, a new GM's first evening: `!rondel undo` answers "The GM undid 1 step(s): back to count 4." whatever it
// took back. Two undos in a row at one count read the same, so the GM cannot tell whether the condition, the effect or
// the action was taken back without opening status. The card should name what was undone (and say "1 step").
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

describe('undo says what it took back', () => {
  it('undoing an effect and then a condition at the same count names each', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
    t.say(t.gm, '!rondel effect --add Bless --counts 6', [t.tokens.kess]);
    const first = said(t.say(t.gm, '!rondel undo'));
    const second = said(t.say(t.gm, '!rondel undo'));
    expect(first).not.toBe(second);
    expect(first).toMatch(/Bless/);
    expect(second).toMatch(/prone/);
    expect(first).not.toMatch(/step\(s\)/);
  });
});
