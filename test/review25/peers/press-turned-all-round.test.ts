// Review 25 (peers, found by peer-fuzz.test.ts): TurnMarker1's "skip hidden" and CombatMaster turn the tracker on, at a
// press of next-turn, past what they skip, back to the first token they show. When nothing but hidden tokens, custom
// entries (the clock's) and their own round marker follow the one on top (one player's character against a monster
// on the GM layer; a fight of one), they turn it all the way round: the press arrives as a tracker in the very order
// it had. The rondel read that as a sort put back (“The tracker’s order was changed (a drag, a sort …)”, after three
// presses “sorted again each time”, then nothing at all), or, at the first press, when the peer also put its marker
// in, as nothing: the GM's next-turn button never ended a turn. docs/rules.md §13, ruling 105, ruling 108: a turn all
// the way round past such entries is the press; a peer's own round marker is turned past as they are, on whatever
// layer the peer keeps it.
import { describe, expect, it } from 'vitest';
import { fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import { peerArena, type PeerSetup } from './peers';

const OFF = { tm1: 'off', cm: 'off', gi: 'off', tokenmod: 'off' } as const;

function moment(a: Arena): string {
  const f = fightNow(a)!;
  return `${JSON.stringify(f.rs.clock(f.state))}/${f.rs.current(f.state)?.id ?? '-'}/${a.fight()!.timeline.past.length}`;
}

function toGM(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): string {
  return a.sb.recorder.since(mark).chat.filter((m) => m.speakingAs === 'Rondel' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
}

describe.each(['rondel', 'seconds', 'rounds'] as const)('%s', (rules) => {
  it.each([
    ['TurnMarker1 (skip hidden), above ours: Aldric against the Shade, on the GM layer', { ...OFF, tm1: 'before' }, ['aldric', 'shade']],
    ['CombatMaster, above ours: Aldric alone', { ...OFF, cm: 'before' }, ['aldric']],
    ['TurnMarker1, its marker left on the token layer by an earlier fight: the Shade alone', { ...OFF, tm1: 'before' }, ['shade']],
  ] as const)('%s: every press of the GM moves the fight on, once', (title, setup: PeerSetup, fighters) => {
    const a = peerArena(setup);
    // TurnMarker1 finds its marker by its image on the players' page; it moves it under each token whose turn it is
    if (title.includes('left on the token layer')) {
      a.sb.addToken({ pageid: a.page.id, name: 'Round 0', layer: 'objects', imgsrc: 'https://s3.amazonaws.com/files.d20.io/images/4095816/086YSl3v0Kz3SlDAu245Vg/thumb.png?1400535580', bar2_value: 0 });
    }
    a.send('gm', `!rondel start --rules ${rules}`, [...fighters]);
    const mark = a.sb.recorder.mark();
    for (let i = 0; i < 6; i += 1) {
      const before = moment(a);
      const past = a.fight()!.timeline.past.length;
      a.sb.driver.tracker.next(a.gm);
      a.sb.flush();
      a.sb.assertNoCrash();
      expect(moment(a), `press ${i + 1} moved the fight on`).not.toBe(before);
      expect(a.fight()!.timeline.past.length, `press ${i + 1} is one step`).toBe(Math.min(past + 1, 30));
      const f = fightNow(a)!;
      const due = f.rs.current(f.state);
      // the tracker shows the fight: the one due on top (the Shade too: Roll20 hides it from the players)
      if (due) expect(a.sb.turnOrder()[0]?.id).toBe(due.id);
    }
    expect(toGM(a, mark)).not.toMatch(/order was changed|sorted|did not move on/);
  });
});
