// Review 25 (code): the undo of an `add` gives the newcomer's token back the tags its joining took off
// (`Fight.takenAtJoin`, src/roll20/joinings.ts; docs/rules.md §8). A token that left and was added again, whose second
// joining put a marker on it (its movement badge at a window, with badges on) but took nothing off, still had what its
// first joining took kept for it: the undo of the second joining put tags on a token that had none of them then.
import { describe, expect, it } from 'vitest';
import { marked, sorted } from './marked';

describe('undo of an add gives back exactly what the joining took', () => {
  it('a token added again at a window (a movement badge put on, nothing taken off) gets nothing at the undo of that add', () => {
    const t = marked();
    t.sb.dice.queue(1);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    t.say(t.gm, '!rondel remove', [t.tokens.zombie]);
    expect(sorted(t, t.tokens.zombie)).toEqual(['red']);
    // the Goblin's turn at count 1, then the movement window at count 3
    t.sb.dice.queue(3);
    t.say(t.gm, '!rondel next');
    const card = t.say(t.gm, '!rondel next');
    expect(JSON.stringify(card)).toMatch(/[Mm]ovement window/);
    t.sb.dice.queue(5);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    // the joining put its hexes at this window on the token, and took nothing off
    expect(t.markers(t.tokens.zombie)).toMatch(/tread@\d/);
    t.say(t.gm, '!rondel undo');
    expect(sorted(t, t.tokens.zombie)).toEqual(['red']);
  });
});
