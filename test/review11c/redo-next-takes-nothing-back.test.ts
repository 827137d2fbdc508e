// Review 11c, wrong words. 10-second rounds: Borin takes Combat, the GM moves on to Kess (`next`), undoes that step
// and redoes it. The redo's card tells the whole table
//   The GM redid 1 step: round 1.
//   Borin: Combat, this turn’s action, is taken back.
// Nothing was taken back: the redo only ended Borin's turn again, and Borin's Combat stands for round 1 (the players
// read that the attack was reversed). A redo re-applies steps (README, `!rondel undo|redo`: "reverse (or redo) the last
// N steps exactly"); it can never take an action back. What they should see: no "taken back" line for Borin (at most
// that Kess is due again, as the whispered menu already says). The same line appears after `redo 3` over a Goblin's
// turn. Cause: src/app/travel-lines.ts, the "taken back" loop: for a redo, `left = takenFrom` holds the action of the
// turn the redo leaves by its end, which is not reached again.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('10-second rounds: redo of the end of a turn', () => {
  it('does not say the turn’s action is taken back', () => {
    const t = aTable({ seed: 7 });
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie]);
    // seed 7: Borin is first (initiative 11), then Kess
    t.say(t.gm, '!rondel act combat');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel undo');
    const out = t.say(t.gm, '!rondel redo');
    const card = plain(out.filter((m) => m.targets.length === 0).map((m) => m.content).join('\n'));
    expect(card).toMatch(/The GM redid 1 step/);
    expect(card).not.toMatch(/taken back/);
  });
});
