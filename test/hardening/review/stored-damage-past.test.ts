// store.ts validateStored: a malformed damage list in an undo step (not the present) is found at start-up; the
// shipped test only edits the present, so removing the per-step check goes unnoticed.
import { describe, expect, it } from 'vitest';
import { anArena, bugLogs, STATE_KEY } from '../arena';
import { decodeTimeline, encodeTimeline, type StoredTimeline } from '../../../src/roll20/store';
import { plain } from '../../integration/table';

describe('a malformed damage list in a past step', () => {
  it.each(['rondel', 'rounds'])('%s: pauses at start-up or undoes without a bug', (rules) => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel next');
    const stored = JSON.parse(JSON.stringify(a.stored())) as { fight: { timeline: StoredTimeline } };
    const t = decodeTimeline(stored.fight.timeline)!;
    expect(t.past.length).toBeGreaterThan(0);
    const past = t.past.map((s, i) => (i === t.past.length - 1 ? { ...s, damage: [{ roll: '1', target: a.ids.goblin, amount: 2, attribute: 5, bar: 'x' }] } : s));
    stored.fight.timeline = encodeTimeline({ ...t, past } as never, true) as never;
    a.sb.state[STATE_KEY] = stored;
    a.sb.restart();
    a.sb.flush();
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    const paused = a.sb.recorder.since(mark).chat.some((m) => /paused/.test(plain(m.content)));
    const bugs = bugLogs(a.sb.recorder.since(mark).logs).map((l) => l.split('\n')[0]);
    const logs = a.sb.recorder.since(mark).logs;
    expect({ paused, bugs }).toEqual({ paused: true, bugs: [] });
    void logs;
  });
});
