// An independent review's probes, kept as regressions: a token moved between the layers mid-fight (objects → GM layer and back) takes its turn's marks with it.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';
import { ask, fightWithDue } from './helpers';

describe('hidden stays hidden: layer moves mid-fight', () => {
  it.each(['ring', 'aura', 'tint'] as const)('the %s indicator of a due token moved to the GM layer is seen by no player', (kind) => {
    const a = anArena();
    if (kind === 'aura' || kind === 'tint') a.send('gm', `!rondel config --set indicator=${kind}`);
    fightWithDue('rondel', 'aldric', ['lira'], a);
    const table = (a.stored() as { table: { indicator: { id: string; type: string } | null } }).table;
    const ring = table.indicator ? a.sb.getObj(table.indicator.type, table.indicator.id) : undefined;
    const tok = a.tokens.aldric;
    const view = () => ({ ring: ring?.get('layer'), showAura: tok.get('showplayers_aura2'), layer: tok.get('layer') });
    a.sb.driver.setProps(tok, { layer: 'gmlayer' });
    const hidden = view();
    if (kind === 'ring') expect(hidden.ring).toBe('gmlayer');
    if (kind === 'aura') expect(hidden.showAura).toBe(false);
    // while hidden, Pat is answered as if nothing of his were due
    expect(ask(a, 'pat', '!rondel act dash').replies).toEqual(ask(a, 'robin', '!rondel act dash').replies.map((r) => r));
    a.sb.driver.setProps(tok, { layer: 'objects' });
    const back = view();
    if (kind === 'ring') expect(back.ring).toBe('map');
    if (kind === 'aura') expect(back.showAura).toBe(true);
  });
});
