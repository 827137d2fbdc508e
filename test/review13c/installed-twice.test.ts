// Review 13c (two scripts answering the same command): the script installed twice (the one-click version and a pasted
// copy, a common Roll20 mistake). Both copies register their handlers (the bundle's `var EnchantedRealmsCombat` is
// simply assigned again), keep their own fight in memory and share one `state` key: every `!rondel start` rolls and
// posts two different start cards, every command is answered twice, and each copy takes the other's tracker write
// for "another script" and puts it back, with "changed outside the rondel" notices to the GM at every command.
// ROLL20.md (The sandbox: every script of a campaign runs in one shared global scope; one deliberate global). What
// they should see: one fight, one card per command, and the GM told once that the script is installed twice (the
// second copy finds the global already defined at load and stays silent but for that notice).
import { describe, expect, it } from 'vitest';
import { aTable, BUNDLE, plain } from '../integration/table';

describe('the script installed twice', () => {
  it('one start card, no "changed outside" notices, the GM told', () => {
    const t = aTable({ boot: false });
    t.sb.loadFile(BUNDLE); // the second copy, below the first on the Scripts page
    t.sb.boot();
    t.sb.dice.queue(5, 6, 7, 8);
    const start = t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]).map((m) => plain(m.content));
    const next = t.say(t.gm, '!rondel next').map((m) => plain(m.content));
    t.sb.assertNoCrash();
    expect(start.filter((c) => c.includes('The fight begins'))).toHaveLength(1);
    expect(next.filter((c) => c.includes('changed outside the rondel'))).toEqual([]);
    const toGM = t.sb.recorder.whispersTo(t.gm).map((m) => plain(m.content)).join('\n');
    expect(toGM).toMatch(/installed twice|more than once/i);
  });
});
