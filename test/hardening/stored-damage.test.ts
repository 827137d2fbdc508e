// A stored fight whose damage list was edited by hand is reported at start-up, with the repair offer, instead of
// failing every undo and redo later (an independent review's finding, kept as a regression).
import { describe, expect, it } from 'vitest';
import { anArena, bugLogs, STATE_KEY } from './arena';
import { plain } from '../integration/table';

describe('a stored fight with a malformed damage list', () => {
  it.each(['rondel', 'seconds', 'rounds'])('%s: is either refused at start-up or undone without a bug', (rules) => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    a.send('gm', '!rondel next');
    const stored = JSON.parse(JSON.stringify(a.stored())) as { fight: { timeline: { present: Record<string, unknown> } } };
    stored.fight.timeline.present.damage = [null];
    a.sb.state[STATE_KEY] = stored;
    a.sb.restart();
    a.sb.flush();
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel undo');
    a.send('gm', '!rondel redo');
    const paused = a.sb.recorder.since(mark).chat.some((m) => /paused/.test(plain(m.content)));
    const bugs = bugLogs(a.sb.recorder.since(mark).logs).map((l) => l.split('\n')[0]);
    expect({ pausedOrClean: paused || bugs.length === 0, bugs }).toEqual({ pausedOrClean: true, bugs: [] });
  });
});
