// Review 9 (players who edit the tracker), polish: the GM's Adopt card names a changed tracker value "next action" in
// every rule set. In 20-second rounds the value is the second a combatant acts at, in 10-second rounds its initiative
// (docs/rules.md §13: "in `seconds` the second it acts at, in `rounds` its initiative score"); the card the Adopt
// click then posts says "second" or "initiative", so the two cards disagree.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena } from '../../hardening/arena';

describe.each([
  ['seconds', /second/i],
  ['rounds', /initiative/i],
] as const)('%s: a value typed into the tracker', (rules, word) => {
  it('the Adopt card names the value as the rule set does, not as a next action', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const i = a.sb.turnOrder().findIndex((e) => e.id === a.ids.aldric);
    const mark = a.sb.recorder.mark();
    a.sb.driver.tracker.edit(i, '9');
    a.sb.assertNoCrash();
    const line = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.targets.includes(a.gm.id))
      .map((m) => plain(m.content))
      .join('\n')
      .split('\n')
      .find((l) => l.startsWith('Aldric:'));
    expect(line).toBeDefined();
    expect(line).toMatch(word);
    expect(line).not.toMatch(/next action/);
  });
});
