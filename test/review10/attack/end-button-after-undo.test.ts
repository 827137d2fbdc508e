// Review 10 (attack, stale buttons): the End the fight button still ends the fight after an undo. docs/rules.md
// ruling 88: "The ask's End the fight button ends the fight it asked about while that fight has not moved on; after
// a step, or in another fight, it does nothing". The GM types `!rondel end` three turns into a fight and is asked ("It is
// at count N …"), thinks better of it and undoes two steps; the question's card, still in the chat, is clicked later (or by a
// misclick while scrolling): the fight, now at an earlier count, ends at once and undo cannot bring it back. undo and
// redo keep `endAsked` (src/app/commands/travel.ts builds `{ ...fight, timeline }`, not fightWithTimeline), so the
// question outlives the moment it asked about. The old button should answer "That button was for a fight that has
// moved on …" and end nothing, as it does after a step.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('End the fight after an undo', () => {
  it('the button of the question asked before the undo ends nothing', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    const asked = t.say(t.gm, '!rondel end');
    const button = (asked.map((m) => m.content).join('').match(/href="(![^"]*end --confirm[^"]*)"/)?.[1] ?? '').replace(/&quot;/g, '"');
    expect(button).toMatch(/--asked/);
    t.say(t.gm, '!rondel undo 2');
    const before = t.tracker();
    const pressed = t.say(t.gm, button);
    expect(plain(pressed.map((m) => m.content).join('\n'))).toMatch(/moved on/);
    expect(t.tracker()).toEqual(before);
  });
});
