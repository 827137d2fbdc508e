// README, Commands: `!rondel add [--token ID] [--count N]`: "the selected tokens (or the one named) join the running
// fight …; `--count` puts one token at that value instead of its roll". With two tokens selected, `--count 4` is
// dropped without a word: both roll, the card shows their rolls, and nothing tells the GM the value typed was not
// used. The GM should be told (or refused), as other typed values that are not used are named.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('add --count with several tokens selected', () => {
  it('tells the GM that --count was not used', () => {
    const t = aTable({ seed: 11 });
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const said = t.say(t.gm, '!rondel add --count 4', [t.tokens.lira, t.tokens.kess]).map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    const placedAt4 = t.tracker().filter(([name, v]) => (name === 'Lira' || name === 'Kess') && v === 4).length;
    // refused: which token the value was for is unknown, and nothing joined
    expect(placedAt4).toBe(0);
    expect(said).toContain('--count puts one token at that value, and 2 are selected');
    expect(t.tracker().map(([name]) => name)).not.toContain('Lira');
  });
});
