// Review 9, a new GM's first evening: with `announce=gm` (README, Options: "announcements to everyone or the GM only")
// a player who presses a button of their menu, or React, hears nothing at all: the card goes to the GM alone. The
// player cannot tell a click that worked from one that did nothing, and clicks again (the second is refused as a late
// menu). Rolls already whisper the roller a copy under `announce=gm` (the third test, which passes, shows it); a
// player's own action and reaction should do the same.
// Worse, in 20-second rounds the speech a player holds with `say` ("Held: it is said after second 20 of this round,
// for everyone to hear") is posted to the GM alone under announce=gm: the other players never hear it.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';
import type { RecorderMark } from 'roll20-double/recorder';

/** Lira (Sam) acts first at count 1, then Aldric (Pat) at count 1: seed 7 as test/integration/table.ts builds it. */
function fightUnderAnnounceGm(): Table {
  const t = aTable();
  t.say(t.gm, '!rondel config --set announce=gm');
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  return t;
}

const heard = (t: Table, player: Parameters<Table['say']>[0], mark: RecorderMark): string =>
  t.sb.recorder
    .since(mark)
    .chat.filter((m) => m.type === 'whisper' && m.targets.includes(player.id))
    .map((m) => plain(m.content))
    .join('\n');

describe('announce=gm: a player hears what their own click did', () => {
  it('a player who declares their action from the menu is told the action and its cool-down', () => {
    const t = fightUnderAnnounceGm();
    expect(plain(t.sb.recorder.whispersTo(t.sam).at(-1)?.content ?? '')).toContain('Lira: your action');
    const mark = t.sb.recorder.mark();
    t.say(t.sam, '!rondel act dash', [t.tokens.lira]);
    // the fight moved on (Lira dashed) ...
    expect(t.tracker().find(([name]) => name === 'Lira')?.[1]).not.toBe(1);
    // ... and Sam, who pressed Dash, was told so
    expect(heard(t, t.sam, mark)).toMatch(/Lira: Dash/);
  });

  it('a player who reacts is told the reaction was taken (and until when the flex marker shows)', () => {
    const t = fightUnderAnnounceGm();
    const mark = t.sb.recorder.mark();
    t.say(t.sam, '!rondel react --note parry', [t.tokens.kess]);
    expect(t.markers(t.tokens.kess)).not.toBe('');
    expect(heard(t, t.sam, mark)).toMatch(/Kess reacts/);
  });

  it('(for comparison, passes today) a player’s own roll is whispered back to them under announce=gm', () => {
    const t = fightUnderAnnounceGm();
    const mark = t.sb.recorder.mark();
    t.say(t.sam, `!rondel check --char ${t.characters.lira.id} --attr agility`);
    expect(heard(t, t.sam, mark)).toMatch(/Lira · Agility check/);
  });

  it('20-second rounds: speech held with say is heard by the other players at the round’s end, as its reply promises', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set announce=gm');
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    const held = t.say(t.sam, '!rondel say Watch out!', [t.tokens.lira]).map((m) => plain(m.content)).join('\n');
    expect(held).toMatch(/for everyone to hear/);
    const mark = t.sb.recorder.mark();
    let posted = false;
    for (let i = 0; i < 20 && !posted; i++) posted = t.say(t.gm, '!rondel next').some((m) => plain(m.content).includes('Watch out!'));
    expect(posted, 'the speech was posted at the round’s end').toBe(true);
    // Pat (Aldric's player) is at the table: he hears it
    const pat = t.sb.recorder
      .since(mark)
      .chat.filter((m) => m.type !== 'whisper' || m.targets.includes(t.pat.id))
      .map((m) => plain(m.content))
      .join('\n');
    expect(pat).toContain('Lira says: “Watch out!”');
  });
});
