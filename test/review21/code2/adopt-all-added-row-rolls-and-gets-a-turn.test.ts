// Review (src/app/reconcile.ts, the `trackeredits=adopt` path beside the changed `add --count`): a token the GM puts
// into the tracker at a value is adopted directly by `rs.join` WITHOUT its value, so it rolls, its round (10-second
// rounds) or its tie (20-second rounds) is decided by that roll, and only then is it moved with `rs.place`. The Adopt
// button of the `ask` mode sends `add --count`, which now joins at the value with no roll in every rule set. So the
// same tracker edit does two different things by the option:
// - 10-second rounds: at initiative 12 while the turn of initiative 10 is under way, ruling 37 ("A newcomer the GM puts
//   at a value (`add --count`, an adopted tracker row) joins at that value, with no roll, and the same rule decides its
//   round by it") makes it wait for the next round, as `add --count 12` does; adopted directly it rolled 9 and keeps a
//   turn this round at 12, ahead of the turn under way.
// - 20-second rounds: the public card shows a d20 tie "at second 11" between the newcomer and Aldric, at a second the
//   newcomer never stays at (it is put at 9 on the next line).
// Cause: reconcile.ts `rs.join(s, [newCombatant(world, joining).nc], …)` then `rs.place(…)`, not `{ ...nc, placed }`.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('a token put into the tracker at a value, adopted directly (trackeredits=adopt)', () => {
  it('10-second rounds: at a value above the turn under way it waits for the next round, as add --count does (ruling 37)', () => {
    const t = aTable({ seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    t.say(t.gm, '!rondel start --rules rounds', [T.aldric, T.lira]);
    const mark = t.sb.recorder.mark();
    t.sb.driver.tracker.add({ id: T.kess.id, pr: 12 } as never);
    t.sb.flush();
    const card = t.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(status).toMatch(/Due now: Aldric/);
    // initiative 12 is above the turn under way (10): its turn is next round's
    expect(status, status).toMatch(/12 Kess · Orange Lion · 10 hexes next round/);
    // joined at its value, with no roll
    expect(card, card).not.toMatch(/d10 \(/);
  });

  it('20-second rounds: no tie is rolled at a second the newcomer is not put at', () => {
    const t = aTable({ seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    t.say(t.gm, '!rondel start --rules seconds', [T.aldric, T.lira]);
    t.say(t.gm, '!rondel next');
    const mark = t.sb.recorder.mark();
    t.sb.driver.tracker.add({ id: T.kess.id, pr: 9 } as never);
    t.sb.flush();
    const card = t.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    t.sb.assertNoCrash();
    expect(status).toMatch(/9 Kess/);
    expect(card, card).not.toMatch(/Tie at round 1, second 11/);
    expect(card, card).not.toMatch(/2d10 \(/);
  });
});
