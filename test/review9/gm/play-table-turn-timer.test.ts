// Review 9, a new GM's first evening, at the play table (`npm start`): README, "Hooks and a turn timer": "With
// `timer=60`, a turn still waiting after a minute gets one reminder." The GM tries it at the play table, which runs
// "the real built script" in the Roll20 double: no reminder ever comes, however long the turn waits. The table never
// lets the double's clock move (its scheduler stays at its start time, so the script's setTimeout never fires): a
// feature the README names is dead at the table that is there to try it. Host timers are faked here, so nothing in
// this test waits for real time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../../../play/web/session';
import { buildView } from '../../../play/web/view';

describe('the play table and the turn timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a turn left waiting longer than timer=60 gets its reminder at the table', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    const all = session.tokens().map((t) => t.id);
    session.say(gm, '!rondel config --set timer=60', []);
    session.say(gm, '!rondel start', all);
    const chat = () => JSON.stringify(buildView(session, gm, 0).chat);
    expect(chat()).not.toContain('has waited');
    // two minutes at the table, with nobody declaring
    for (let s = 0; s < 120; s++) vi.advanceTimersByTime(1000);
    expect(chat()).toContain('has waited 60 seconds');
  });
});
