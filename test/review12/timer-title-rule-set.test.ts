// Review 12 (README against the script): the turn timer's reminder (README, At the table: "`timer=60`, a turn still
// waiting after a minute gets one reminder") is titled "Rondel" in every rule set. In a 10-second-rounds fight the
// table reads "Rondel round 1 | Borin’s turn has waited 60 seconds." while every other card of that fight is titled
// "10-second rounds round 1" (and "20-second rounds round 1, second 4" in 20-second rounds). The reminder should carry
// the fight's own title, as the cards around it do. (src/roll20/table.ts: `notice(\`Rondel ${now.at}\`, …)`; the
// title of a fight's cards is made from its rule set's name, see src/app/replies.ts titleOf.)
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

function reminder(rules: string): string {
  const t = aTable();
  t.say(t.gm, '!rondel config --set timer=60');
  t.say(t.gm, `!rondel start --rules ${rules}`, Object.values(t.tokens));
  if (rules === 'seconds') t.say(t.gm, '!rondel next'); // second 1 is a movement moment: nobody is due yet
  const mark = t.sb.recorder.mark();
  t.sb.advance(61_000);
  return t.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
}

describe('the turn timer’s reminder is titled with the fight’s rule set', () => {
  it('10-second rounds', () => {
    const out = reminder('rounds');
    expect(out).toMatch(/turn has waited 60 seconds/);
    expect(out).toMatch(/^10-second rounds/);
  });

  it('20-second rounds', () => {
    const out = reminder('seconds');
    expect(out).toMatch(/turn has waited 60 seconds/);
    expect(out).toMatch(/^20-second rounds/);
  });
});
