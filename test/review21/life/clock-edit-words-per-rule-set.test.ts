// From a review of a campaign's life: the tracker's clock entry edited by hand is put back with a note to the GM, in
// the rule set's own words (docs/rules.md §13): 10-second rounds have no counter, they have rounds.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('the clock entry of the tracker, edited by hand', () => {
  it.each([
    ['rondel', /^Count/, 'The counter only moves with next; it stays at count 1.'],
    ['seconds', /^Round/, 'The clock only moves with next; it stays at round 1, second 1.'],
    ['rounds', /^Round/, 'The round only moves with next; it stays at round 1.'],
  ])('%s: put back, and the GM told in its words', (rules, entry, words) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira]);
    const at = t.tracker().findIndex(([name]) => entry.test(String(name)));
    expect(at).toBeGreaterThanOrEqual(0);
    const mark = t.sb.recorder.mark();
    t.sb.driver.tracker.edit(at, '9');
    t.sb.flush();
    t.sb.assertNoCrash();
    const toGM = t.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(toGM).toContain(words);
  });
});
