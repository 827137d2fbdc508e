// The terminal play table moves the double's clock with the host's before each line, so the script's turn timer
// fires there too (README, "Hooks and a turn timer"). Host timers and Date are faked: nothing here waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCampaign } from '../../play/campaign';
import { PlayTable, runLines } from '../../play/table';

describe('the terminal table and the turn timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a turn left waiting longer than timer=60 is reminded of at the next line', async () => {
    const lines: string[] = [];
    const out = (l: string) => lines.push(l);
    const table = new PlayTable({ campaign: buildCampaign({ seed: 11 }), out });
    table.boot();
    await runLines(table, ['!rondel config --set timer=60', 'select all', '!rondel start'], out);
    expect(lines.join('\n')).not.toContain('has waited');
    vi.setSystemTime(new Date('2026-01-01T12:00:30Z'));
    await runLines(table, ['select none'], out);
    expect(lines.join('\n')).not.toContain('has waited');
    vi.setSystemTime(new Date('2026-01-01T12:02:00Z'));
    await runLines(table, ['select none'], out);
    expect(lines.join('\n')).toContain('has waited 60 seconds');
  });
});
