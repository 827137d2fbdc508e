// Review 13c (for other scripts): `!rondel start --confirm` while a fight runs ends that fight and starts another
// (README, Commands: "a running fight asks for --confirm first"), but event observers hear only `fight-started`:
// no `fight-ended` for the fight that was replaced (observers.ts tell: `ended` only when the fight becomes null).
// At the table: a script that keeps its own timed effects or a round counter per fight (the README's
// `observeEvents`: "every event of the fight") never hears that the first fight ended, and carries its effects into
// the second. What they should see: `fight-ended`, then `fight-started` (as `end --confirm` then `start` gives).
import { describe, expect, it } from 'vitest';
import { runInSandbox } from 'roll20-double/test-helpers';
import { aTable } from '../integration/table';

describe('a new fight started over a running one', () => {
  it('observers hear fight-ended before fight-started', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(`var heard = []; on('ready', function () { EnchantedRealmsCombat.observeEvents(function (e) { heard.push(e.type); }); });`, 'spy.js');
    t.sb.boot();
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    runInSandbox(t.sb, 'heard.length = 0');
    t.sb.dice.queue(5, 6, 7, 8);
    t.say(t.gm, '!rondel start --rules rounds --confirm', [t.tokens.lira, t.tokens.zombie]);
    t.sb.assertNoCrash();
    const heard = JSON.parse(runInSandbox(t.sb, 'JSON.stringify(heard)') as string) as string[];
    expect(heard.slice(0, 2)).toEqual(['fight-ended', 'fight-started']);
  });
});
