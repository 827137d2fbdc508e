// Review 25 (the session's own read of ruling 108): a press that another script turns all the way round arrives as
// the order the tracker had, and is the press. A tracker value edited in place also leaves the order as it was: with
// one token the players see on top and nothing but hidden tokens and custom entries after it (Aldric against the
// Shade, on the GM layer), the GM's edit of the Shade's value, or the player's `&{tracker}` roll over Aldric's own,
// was read as a press: Aldric's turn ended, and the edit was never offered to the GM (docs/rules.md §13: every edit
// but the press waits for the GM). Only a turn that changed no value (a custom entry's formula aside, which the press
// applies) is the press.
import { describe, expect, it } from 'vitest';
import { fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import { peerArena } from './peers';

const OFF = { tm1: 'off', cm: 'off', gi: 'off', tokenmod: 'off' } as const;

function moment(a: Arena): string {
  const f = fightNow(a)!;
  return `${JSON.stringify(f.rs.clock(f.state))}/${f.rs.current(f.state)?.id ?? '-'}/${a.fight()!.timeline.past.length}`;
}

describe.each(['rondel', 'seconds', 'rounds'] as const)('%s', (rules) => {
  it.each([
    ['with TurnMarker1 above ours', { ...OFF, tm1: 'before' }],
    ['with no other script', OFF],
  ] as const)('%s: the GM’s edit of the Shade’s value while Aldric is on top is an edit, not a press', (_title, setup) => {
    const a = peerArena(setup);
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'shade']);
    // Aldric on top: the Shade's row is hidden from the players, the clock's a custom entry
    for (let i = 0; i < 4 && a.sb.turnOrder()[0]?.id !== a.ids.aldric; i += 1) {
      a.sb.driver.tracker.next(a.gm);
      a.sb.flush();
    }
    expect(a.sb.turnOrder()[0]?.id).toBe(a.ids.aldric);
    const before = moment(a);
    const shade = a.sb.turnOrder().findIndex((e) => e.id === a.ids.shade);
    const mark = a.sb.recorder.mark();
    a.sb.driver.tracker.edit(shade, '37');
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(moment(a), 'the fight did not move on').toBe(before);
    const told = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.targets.includes(a.gm.id))
      .map((m) => plain(m.content))
      .join('\n');
    // the edit is the GM’s to adopt (or, out of range, said why not): put back, and told of
    expect(told, told).toMatch(/turn tracker edits\n.*Shade/);
  });
});
