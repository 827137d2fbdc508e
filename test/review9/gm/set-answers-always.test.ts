// Review 9, a new GM's first evening: `!rondel set` (README, Commands) answers nothing at all when the value it is given
// is the one the combatant already has. The GM who types `!rondel set --count 5` for a token at count 5, or sets a
// tier or Perception it already has, sees no card and no whisper, and cannot tell a typo from a command that was not
// received. Every other verb answers (common brief: "the user gets a clear whispered error"); `set` should at least
// say that nothing changed.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

function fight(): Table {
  const t = aTable();
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  return t;
}

/** Kess's next count as the tracker shows it. */
const countOf = (t: Table, name: string): string => String(t.tracker().find(([n]) => n === name)?.[1]);

describe('set always answers the GM', () => {
  it('set --count with the count the combatant already has: the GM is told nothing changed', () => {
    const t = fight();
    const now = countOf(t, 'Kess');
    const answer = t.say(t.gm, `!rondel set --count ${now}`, [t.tokens.kess]);
    expect(countOf(t, 'Kess')).toBe(now);
    expect(answer.map((m) => plain(m.content)).join('\n')).toMatch(/Kess/);
  });

  it('set --tier with the tier the combatant already has (typed as the README shows it): an answer, not silence', () => {
    const t = fight();
    const answer = t.say(t.gm, '!rondel set --tier Orange Lion', [t.tokens.lira]);
    expect(answer.map((m) => plain(m.content)).join('\n')).toMatch(/Lira/);
  });

  it('set --perception with the modifier the sheet already gives: an answer, not silence', () => {
    const t = fight();
    // Lira's sheet: Perception 8, modifier 3 (test/integration/table.ts)
    const answer = t.say(t.gm, '!rondel set --perception 3', [t.tokens.lira]);
    expect(answer.map((m) => plain(m.content)).join('\n')).toMatch(/Lira/);
  });

  it('(for comparison, passes today) a set that changes something is answered with a card', () => {
    const t = fight();
    const answer = t.say(t.gm, '!rondel set --perception 1', [t.tokens.lira]);
    expect(answer.map((m) => plain(m.content)).join('\n')).toMatch(/Lira Perception modifier: 3 → 1/);
  });
});
