// The turn tracker is opened on the fight's page when a fight starts, and when a tracker emptied by another script is
// rebuilt; a tracker already open there is not written again (every write goes to every client).
import { describe, expect, it } from 'vitest';
import { aTable } from './table';

describe('opening the turn tracker', () => {
  it('start opens it; a second fight started while it is open writes it no more', () => {
    const t = aTable();
    expect(t.sb.campaign.get('initiativepage')).toBeFalsy();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    expect(t.sb.campaign.get('initiativepage')).toBe(t.page.id);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start --confirm', [t.tokens.lira, t.tokens.zombie]);
    const writes = t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.key === 'initiativepage');
    expect(t.sb.campaign.get('initiativepage')).toBe(t.page.id);
    expect(t.tracker().map(([name]) => name)).toContain('Lira');
    expect(writes).toEqual([]);
  });
});
