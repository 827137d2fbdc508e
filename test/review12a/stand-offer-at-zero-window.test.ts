// Ruling 96 at the table: a prone combatant whose tier moves nothing at a window (Black Tower at count 6) is not
// whispered a Stand up button there, and the window card does not say it may stand up; at its tier's next window
// (count 9) it is offered the button, and standing there takes that window.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';

const to = (t: Table, who: { id: string }, out: ReturnType<Table['say']>): string[] =>
  out.filter((m) => m.targets.includes(who.id)).map((m) => plain(m.content));

/** The counter, from the fight's own tracker entry. */
const counter = (t: Table): number => Number(t.tracker().find(([name]) => /^Count/.test(String(name)))?.[1]);

function stepTo(t: Table, count: number): ReturnType<Table['say']> {
  let last: ReturnType<Table['say']> = [];
  for (let i = 0; i < 40 && counter(t) !== count; i += 1) last = t.say(t.gm, '!rondel next --step');
  expect(counter(t)).toBe(count);
  return last;
}

describe('a prone Black Tower at the windows of the rondel', () => {
  it('is offered Stand up at count 9, not at count 6 where its tier does not move', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel set --tier black_tower --token Aldric');
    t.say(t.gm, '!rondel condition --add prone --token Aldric');
    stepTo(t, 5);
    const at6 = t.say(t.gm, '!rondel next --step');
    expect(counter(t)).toBe(6);
    const card = at6.map((m) => plain(m.content)).join('\n');
    expect(card).toMatch(/Black Tower no move: Aldric/);
    expect(card).not.toMatch(/Aldric \(stand up/);
    expect(to(t, t.pat, at6).join('\n')).not.toMatch(/Stand up/);
    expect(plain(t.say(t.pat, '!rondel stand --token Aldric').map((m) => m.content).join('\n'))).toMatch(/the next: count 9/);
    const at9 = stepTo(t, 9);
    expect(to(t, t.pat, at9).join('\n')).toMatch(/Stand up/);
  });
});
