// Review 10 (attack): a player grows the game's stored data without bound with `say`. In 20-second rounds speech is
// held until the round's end (docs/rules.md §9.2, src/rules/seconds/engine.ts say): every `!rondel say …` appends to
// the held list in the fight's state, and each is a step of the undo history (30 steps, each holding the whole list).
// Sam pastes a macro of 100 lines `!rondel say <200 characters>` (a player may speak at any time): the script's part of
// Roll20's `state` goes from about 2 KB to about 0.8 MB (1,000 lines: 8 MB), all of it saved by Roll20 every few
// seconds and shared with every script of the game (ROLL20.md "state ... saved as JSON every few seconds"); the
// round's end then whispers the GM some 75 KB of "the rest". README "Integrity": bad input never stops the game.
// A combatant's held speech should be bounded (a few lines a round, the rest refused or joined), and held words kept
// out of the undo history's copies, so the stored data stays the size of the fight.
import { describe, expect, it } from 'vitest';
import { anArena } from '../../hardening/arena';

describe('held speech', () => {
  it('a player saying a hundred long lines in one round does not grow the stored data past a fight’s size', () => {
    const a = anArena();
    a.send('gm', '!rondel start --rules seconds', ['aldric', 'lira', 'borin', 'kess']);
    const before = JSON.stringify(a.stored()).length;
    expect(before).toBeLessThan(20_000);
    for (let i = 1; i <= 100; i += 1) a.send('sam', `!rondel say ${'Blah '.repeat(39)}${i}`, ['lira']);
    a.sb.assertNoCrash();
    const after = JSON.stringify(a.stored()).length;
    // a fight of four with its full undo history is a few KB; 100 KB leaves room for any reasonable cap
    expect(after).toBeLessThan(100_000);
  });
});
