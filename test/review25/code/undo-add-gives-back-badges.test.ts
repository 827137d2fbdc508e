// Review 25 (code): the undo of an `add` gives the newcomer's token back the tags its joining took off
// (`Fight.takenAtJoin`, src/roll20/commit.ts; docs/rules.md §8: undo goes back exactly, and what the script does not own
// is never disturbed). A tag the GM had put on with a badge (`bolt-shield@2`, a number the GM keeps on it) came back
// without its number: the fight kept the tags' names only.
import { describe, expect, it } from 'vitest';
import { aTable, type Table } from '../../integration/table';

const sorted = (t: Table, token: Table['tokens'][keyof Table['tokens']]) => t.markers(token).split(',').filter((m) => m !== '').sort();

/** Aldric and the Goblin fighting (badges on), the Zombie marked by the GM: prone by hand, a bolt-shield with a 2. */
function marked(markers = 'back-pain,red,bolt-shield@2'): Table {
  const t = aTable({ badges: true });
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
  t.sb.driver.setProps(t.tokens.zombie, { statusmarkers: markers });
  t.sb.flush();
  return t;
}

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
