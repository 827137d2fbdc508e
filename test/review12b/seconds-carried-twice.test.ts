// Review 12b (rules, 20-second rounds): an initiative past 40 (a heavy load: encumbrance steps, +1 each, on top of
// 2d10 and a great axe's +2). Rulebook page 001: "It is also possible that action becomes delayed and cannot occur until
// the following round. In such cases, the first round action is just lost, and this becomes the only action for that
// character to take in the next round." RULES.md §9.2: "an initiative above 20 is not lost time but a delayed action:
// the combatant acts at second `initiative − 20` of the next round … and does not roll in the next round."
// At the table: Borin (2d10 = 15, +30 in steps and speed) has initiative 45. He is carried over to "second 25" of round
// 2, a second that never comes: round 2 passes without his turn, and round 3 rolls him afresh. His action is lost with
// no word, though the rule says a delay is not lost time. He should act at second 5 of round 3 (45 − 40), the delayed
// action being his only action in rounds 1 to 3 (he rolls in neither round 2 nor round 3).
// (src/rules/seconds/clock.ts `newRound` puts a carried combatant at `carried` even when it is above 20, and
// joining.ts / clock.ts carry only once: `initiative − 20`.)
import { describe, expect, it } from 'vitest';
import { seconds } from '../../src/rules/seconds';
import type { SecondsState, Step } from '../../src/rules/seconds/state';
import { scriptedDice } from '../support/dice';
import { d10s, newcomer, OPTIONS } from '../rules/seconds/fixtures';

describe('20-second rounds: an initiative past 40', () => {
  it('is carried over until its second comes (second 5 of round 3), not lost', () => {
    // Borin: 8 + 7 + 30 = 45; Kess: 5 + 5 = 10
    const start = seconds.start([newcomer('borin', { initiativeAdjustment: 30 }), newcomer('kess')], scriptedDice(...d10s([8, 7], [5, 5])), OPTIONS);
    let s: SecondsState = start.state;
    // only Kess rolls in rounds 2 and 3 (Borin's delayed action is his only one until it happens)
    const dice = scriptedDice(...d10s([5, 5], [5, 5], [9, 9], [9, 9]));
    const rolled: string[] = [];
    const turns: string[] = [];
    for (let guard = 0; guard < 40 && seconds.clock(s) < 45; guard += 1) {
      const step: Step = seconds.advance(s, dice, OPTIONS, 'next');
      s = step.state;
      for (const e of step.events) {
        if (e.type === 'turn-due') turns.push(`${e.id}@${e.count}`);
        if (e.type === 'initiative-rolled') rolled.push(e.id);
      }
    }
    // clock 45 = round 3, second 5
    expect(turns).toContain('borin@45');
    expect(rolled).toEqual(['kess', 'kess']);
  });
});
