// Review 9b, ruling 85 (docs/rules.md §14: "A duration attached to a condition held for another reason (Prone from
// Unconscious, or set by the GM for good) would lift it while that reason still holds"). Today's fix guards one order
// only: a duration given to a condition already held for good. The other orders still lift the condition while its
// other reason holds:
// - a timed prone, then Unconscious (which brings Prone, §11): the old prone's effect runs out and the unconscious
//   combatant is no longer prone (status: "unconscious", the window: no crawl/stand-up);
// - a timed prone removed by the GM (`condition --remove prone`): its effect is left behind, so a prone the GM gives
//   again for good ("Zombie is now prone.") is lifted when the old effect runs out ("Zombie: prone ends.");
// - a timed prone given again with no end: "Zombie is already prone." and the old end still lifts it.
// Suggested fix (src/app/commands/condition.ts, and the rule sets' changeConditions callers): removing a condition
// drops the timed effects that hold it (as `effect --remove` does); adding a condition for good (no duration, or
// brought by Unconscious) drops the effect that timed it, so it is held with no end.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

const RULES = [
  ['rondel', '--counts 2'],
  ['rounds', '--rounds 1'],
  ['seconds', '--seconds 3'],
] as const;

function statusRow(t: Table, name: string): string {
  const status = plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '');
  // the combatant's own row (not "Due now: Zombie")
  return status.split('\n').find((l) => l.includes(name) && !l.startsWith('Due now')) ?? '';
}

function runPastTheEnd(t: Table): void {
  for (let i = 0; i < 8; i++) t.say(t.gm, '!rondel next');
}

describe('a timed prone does not lift a prone held for another reason (ruling 85)', () => {
  for (const [rules, duration] of RULES) {
    it(`${rules}: an unconscious combatant whose earlier timed prone runs out stays prone`, () => {
      const t = aTable();
      t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.goblin, t.tokens.zombie]);
      t.say(t.gm, `!rondel condition --add prone ${duration}`, [t.tokens.zombie]);
      t.say(t.gm, '!rondel condition --add unconscious', [t.tokens.zombie]);
      runPastTheEnd(t);
      const row = statusRow(t, 'Zombie');
      expect(row).toMatch(/unconscious/);
      expect(row).toMatch(/prone/);
    });

    it(`${rules}: a prone removed and given again for good is not lifted by the removed one's end`, () => {
      const t = aTable();
      t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.goblin, t.tokens.zombie]);
      t.say(t.gm, `!rondel condition --add prone ${duration}`, [t.tokens.zombie]);
      t.say(t.gm, '!rondel condition --remove prone', [t.tokens.zombie]);
      const again = t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]).map((m) => plain(m.content)).join('\n');
      expect(again).toMatch(/Zombie is now prone\./);
      runPastTheEnd(t);
      expect(statusRow(t, 'Zombie')).toMatch(/prone/);
    });
  }

  it('a timed prone the GM removed is not announced as ending later (the card would name a condition long gone)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone --counts 2', [t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --remove prone', [t.tokens.zombie]);
    let later = '';
    for (let i = 0; i < 6; i++) later += t.say(t.gm, '!rondel next --step').map((m) => plain(m.content)).join('\n') + '\n';
    expect(later).not.toMatch(/prone ends/);
  });

  it('a prone given again with no end while timed is held for good (or the GM is told it still ends)', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone --counts 2', [t.tokens.zombie]);
    const again = t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]).map((m) => plain(m.content)).join('\n');
    runPastTheEnd(t);
    const stillProne = /prone/.test(statusRow(t, 'Zombie'));
    // either the GM's "for good" holds, or the answer said that it keeps its end
    expect(stillProne || /until count 3|ends at|still ends/.test(again)).toBe(true);
  });
});
