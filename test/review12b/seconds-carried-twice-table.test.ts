// Review 12b at the table: a 20-second-rounds initiative past 40 (a heavy load's steps on the sheet) is carried over
// twice. The card says where the delayed action lands (round 3, second 5), and the stored fight still loads after a
// restart (a carried second past 20 was refused by the stored data's check, so the script would have paused).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('20-second rounds: an initiative past 40 at the table', () => {
  it('is announced for round 3 and survives a restart', () => {
    const t = aTable();
    const adjustment = t.sb.findObjs({ _type: 'attribute', _characterid: t.characters.borin.id, name: 'initiative_adjustment' })[0];
    if (adjustment) t.sb.setProps(adjustment, { current: 40 });
    else t.sb.addAttribute(t.characters.borin, 'initiative_adjustment', 40);
    const start = t
      .say(t.gm, '!rondel start --rules seconds', [t.tokens.borin, t.tokens.goblin])
      .map((m) => plain(m.content))
      .join('\n');
    expect(start).toMatch(/Borin: 2d10 \([^)]*\) [^\n]*→ (\d+), carried over: round 3, second \d+, its only action until then/);
    t.sb.restart();
    t.sb.flush();
    const status = t
      .say(t.gm, '!rondel status')
      .map((m) => plain(m.content))
      .join('\n');
    expect(status).not.toMatch(/paused|cannot be read|unreadable/i);
    expect(status).toContain('Borin');
  });
});
