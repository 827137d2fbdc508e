// A GM's session in the older rule sets: `!rondel set --perception N` answers "X Perception modifier: 0 → 5 (for its
// initiative when it joins a fight)." whatever the rule set. That is the rondel's reading; elsewhere it is wrong:
// - 20-second rounds: Perception is recorded only and changes nothing in the fight (docs/rules.md §9.2 "Perception is
//   recorded only (ruling)", ruling 29) — no initiative, now or at a join, ever reads it;
// - 10-second rounds with `reroll=on`: the modifier counts from the next round's roll (§9.3, ruling 31), which the
//   session below shows happening at the start of round 2 — not "when it joins a fight".
// The GM is told the override does something other than what it does.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const texts = (chat: { content: string }[]): string => chat.map((m) => plain(m.content)).join('\n');

describe('set --perception tells the GM what the override does in this rule set', () => {
  it('10-second rounds with reroll=on: the card does not say "when it joins a fight"; the next round uses it', () => {
    const t = aTable({ seed: 15 });
    t.say(t.gm, '!rondel config --set reroll=on');
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const card = texts(t.say(t.gm, '!rondel set --perception 5', [t.tokens.goblin]));
    t.sb.assertNoCrash();
    for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next');
    const round2 = t.sb.recorder.chat.map((m) => plain(m.content)).join('\n');
    // the override is used by the next round's roll (the rule set does what §9.3 says)...
    expect(round2).toContain('Round 2 begins.');
    expect(round2).toMatch(/Goblin: d10 \(\d+\) \+ 5 Perception → initiative/);
    // ...so the card must not tell the GM it waits for a join
    expect(card).toContain('Goblin Perception modifier: 0 → 5');
    expect(card).not.toContain('when it joins a fight');
  });

  it('20-second rounds: the card does not promise an effect on initiative (Perception is recorded only)', () => {
    const t = aTable({ seed: 3 });
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    const card = texts(t.say(t.gm, '!rondel set --perception 5', [t.tokens.goblin]));
    t.sb.assertNoCrash();
    expect(card).toContain('Goblin Perception modifier: 0 → 5');
    expect(card).not.toContain('for its initiative');
  });
});
