// world-reads.ts controls(): a token moved to the GM layer is the GM's to play even while a player's (stale) selection still
// holds it. Only controls() stands in the way here: pointedAt trusts the selection.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';

describe('controls() refuses a player a token on the GM layer', () => {
  it('react with a stale selection of the player’s own token, now on the GM layer, changes nothing', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'lira']);
    a.sb.driver.setProps(a.tokens.aldric, { layer: 'gmlayer' });
    a.sb.flush();
    const before = JSON.stringify(a.stored());
    a.send('pat', '!rondel react --note x', ['aldric']);
    a.sb.flush();
    expect(JSON.stringify(a.stored())).toBe(before);
  });
});
