// Review 9, a new GM's first evening: the GM adds a token to the fight the Roll20 way, through the turn tracker (the
// token's Add Turn, or the play table's "+ Selected"), which puts it in at 0. The script puts the entry back and
// whispers "Goblin was put into the tracker at 0. [Adopt]" (README, The tracker: "adopting an added token brings it in
// at that value"). That Adopt button sends `!rondel add --token … --count 0`, which is refused: "Count 0 has passed" in
// the rondel, "The second must be a whole number from 1 to 20" in 20-second rounds. The button offered for the most
// ordinary tracker edit cannot work (with trackeredits=adopt the same edit brings the token in at its roll).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

/** The command of the Adopt button on the GM's tracker-edits card after the Goblin was added to the tracker at 0. */
function adoptButtonFor(t: Table): string {
  const mark = t.sb.recorder.mark();
  t.sb.driver.tracker.add({ id: t.tokens.goblin.id, pr: 0, _pageid: t.page.id });
  t.sb.flush();
  const card = t.sb.recorder
    .since(mark)
    .chat.filter((m) => m.targets.includes(t.gm.id))
    .map((m) => m.content)
    .find((c) => plain(c).includes('was put into the tracker'));
  expect(card, 'the GM is offered an Adopt button').toBeDefined();
  const href = /href="(!rondel add[^"]*)"/.exec(card ?? '')?.[1] ?? '';
  expect(href).not.toBe('');
  return plain(href);
}

describe('adopting a token added to the tracker at 0', () => {
  it.each(['rondel', 'seconds'])('%s: the Adopt button brings the token into the fight', (rules) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.kess]);
    const adopt = adoptButtonFor(t);
    expect(t.tracker().map(([name]) => name)).not.toContain('Goblin');
    const answer = t.say(t.gm, adopt).map((m) => plain(m.content)).join('\n');
    expect(answer).not.toMatch(/has passed|must be a whole number/);
    expect(t.tracker().map(([name]) => name)).toContain('Goblin');
  });
});
