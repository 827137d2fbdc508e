// Review 25 (code): the undo of an `add` gives the newcomer's token back the tags its joining took off
// (`Fight.takenAtJoin`, src/roll20/joinings.ts; docs/rules.md §8: undo goes back exactly, and what the script does not own
// is never disturbed). A tag the GM had put on with a badge (`bolt-shield@2`, a number the GM keeps on it) came back
// without its number: the fight kept the tags' names only.
import { describe, expect, it } from 'vitest';
import { marked, sorted } from './marked';

describe('undo of an add gives back exactly what the joining took', () => {
  it('a tag with a badge comes back with its badge', () => {
    const t = marked();
    t.sb.dice.queue(1);
    t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(t.markers(t.tokens.zombie)).not.toContain('bolt-shield');
    t.say(t.gm, '!rondel undo');
    expect(sorted(t, t.tokens.zombie)).toEqual(['back-pain', 'bolt-shield@2', 'red']);
  });
});
