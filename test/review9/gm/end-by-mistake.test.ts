// Review 9, a new GM's first evening: `!rondel macros` gives the GM a Rondel-End macro beside Rondel-Next and
// Rondel-Undo (README, Install step 3), and `!rondel end` ends the fight at once, with no question, while `start`
// over a running fight asks for --confirm. One click on End by mistake loses the fight: the clock, every combatant's
// count, the conditions and timed effects, and the undo history; `!rondel undo` then answers "No fight is running".
// Either `end` should ask first (as `start` does) or `undo` should bring the fight back.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('an End pressed by mistake', () => {
  it('the fight can be had back: end asks first, or undo right after it restores the fight', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel condition --add prone --counts 6', [t.tokens.zombie]);
    const before = t.tracker();
    expect(before.length).toBe(7);
    // the GM's Rondel-End macro, pressed by mistake
    t.say(t.gm, '!rondel macros');
    const endMacro = t.sb.findObjs({ type: 'macro' }).find((m) => m.get('name') === 'Rondel-End');
    expect(endMacro?.get('action')).toBe('!rondel end');
    const asked = t.say(t.gm, String(endMacro?.get('action')));
    // fixer's choice (docs/rules.md §15): end asks first, as start over a running fight does; nothing has changed yet
    expect(asked.map((m) => plain(m.content)).join('\n')).toMatch(/End the fight\?/);
    expect(asked.some((m) => m.content.includes('!rondel end --confirm'))).toBe(true);
    expect(t.tracker()).toEqual(before);
    expect(plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '')).toMatch(/Zombie .*prone until count/);
    // the button the question offers does end it
    t.say(t.gm, '!rondel end --confirm');
    expect(t.tracker()).toEqual([]);
  });
});
