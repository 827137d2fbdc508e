// Review 25 (living with other scripts): TurnMarker1 turns the tracker on past the entries players cannot see as soon
// as someone presses next-turn (its "skip hidden" option, on by default: from its own turn-order handler, a script
// write). Placed above ours on the Scripts page, its handler runs first, so the rondel reads the press as the press
// plus those turns: a rotation by more than one. It took that for a drag or a sort: the press did not end the turn,
// the GM was told "The tracker’s order was changed (a drag, a sort …)", and after three presses even that "a browser
// extension’s auto-sort" sorted the tracker; the tracker's button stopped working whenever a combatant on the GM layer
// (or the clock entry, which TurnMarker1 also turns past) came right after the one due. docs/rules.md §13 and ruling
// 105: such a press is the press, and the order the fight gives is written over the skip.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RecorderMark } from 'roll20-double/recorder';

// TurnMarker1's behaviour as seen from outside, registered as a script above ours registers it (before our handlers):
// when a change moved another entry on top, and that entry is no custom one, it turns the tracker on past every
// entry that is not a token on a layer players see (custom entries, tokens on the GM layer, tokens gone)
const SKIP_HIDDEN = `on('change:campaign:turnorder', function (campaign, prev) {
  var was = JSON.parse((prev && prev.turnorder) || '[]'), now = JSON.parse(campaign.get('turnorder') || '[]');
  if (!was.length || !now.length || was[0].id === now[0].id || now[0].id === '-1') return;
  var skip = 0;
  for (var i = 0; i < now.length; i++) {
    var g = getObj('graphic', now[i].id);
    if (g && g.get('layer') !== 'gmlayer') break;
    skip++;
  }
  if (skip === 0 || skip === now.length) return;
  Campaign().set('turnorder', JSON.stringify(now.slice(skip).concat(now.slice(0, skip))));
});`;

// CombatMaster's behaviour as seen from outside (its turn-order handler, always on): when a change moved another entry
// on top and that entry is a custom one, it turns the tracker on past it, and past every custom entry after it, to the
// first token, hidden or not
const SKIP_CUSTOM = `on('change:campaign:turnorder', function (campaign, prev) {
  var was = JSON.parse((prev && prev.turnorder) || '[]'), now = JSON.parse(campaign.get('turnorder') || '[]');
  if (!was.length || !now.length || was[0].id === now[0].id) return;
  var skip = 0;
  while (skip < now.length && now[skip].id === '-1') skip++;
  if (skip === 0 || skip === now.length) return;
  Campaign().set('turnorder', JSON.stringify(now.slice(skip).concat(now.slice(0, skip))));
});`;

function toGM(a: Arena, mark: RecorderMark): string {
  return a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
}

function press(a: Arena): void {
  a.sb.driver.tracker.next(a.gm);
  a.sb.flush();
}

describe('TurnMarker1 turns past a hidden turn at each press', () => {
  it('rounds: the press on the turn before a combatant on the GM layer ends that turn, and the hidden one is due', () => {
    const a = anArena({ scripts: [['TurnMarker1.js', SKIP_HIDDEN]] });
    a.send('gm', '!rondel start --rules rounds', ['aldric', 'goblin', 'lira', 'shade']);
    const f = fightNow(a)!;
    const order = f.rs.order(f.state).map((c) => c.id);
    // the seed puts the Shade right after the one due
    expect(order.slice(0, 2)).toEqual([a.ids.lira, a.ids.shade]);
    const mark = a.sb.recorder.mark();
    press(a);
    a.sb.assertNoCrash();
    const now = fightNow(a)!;
    expect(now.rs.current(now.state)?.id).toBe(a.ids.shade);
    expect(a.sb.turnOrder()[0]?.id).toBe(a.ids.shade);
    expect(toGM(a, mark)).not.toMatch(/order was changed|sorted/);
  });

  it('rondel: a press at a movement window moves the counter on, though a hidden combatant comes next in the tracker', () => {
    const a = anArena({ scripts: [['TurnMarker1.js', SKIP_HIDDEN]] });
    a.send('gm', '!rondel start', ['aldric', 'goblin', 'lira', 'shade']);
    // Goblin's and Aldric's turns at count 1 (the tie's second entry is a token players see), then the window at 3
    press(a);
    press(a);
    const at = fightNow(a)!;
    expect(at.rs.clock(at.state)).toBe(3);
    expect(at.rs.current(at.state)).toBeFalsy();
    expect(a.sb.turnOrder()[1]?.id).toBe(a.ids.shade);
    const mark = a.sb.recorder.mark();
    press(a);
    a.sb.assertNoCrash();
    const now = fightNow(a)!;
    // the next window: the press ended the window at 3
    expect(now.rs.clock(now.state)).toBe(6);
    expect(toGM(a, mark)).not.toMatch(/order was changed|sorted/);
  });

  it('(comparison, passes) a drag that is no rotation is still put back, with the peer installed', () => {
    const a = anArena({ scripts: [['TurnMarker1.js', SKIP_HIDDEN]] });
    a.send('gm', '!rondel start --rules rounds', ['aldric', 'goblin', 'lira', 'shade']);
    const before = a.sb.turnOrder();
    const mark = a.sb.recorder.mark();
    a.sb.driver.tracker.drag(2, 1);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(a.sb.turnOrder()).toEqual(before);
    expect(toGM(a, mark)).toMatch(/order was changed/);
  });
});

describe.each(['rondel', 'seconds', 'rounds'] as const)('%s: CombatMaster turns past the clock entry at each press', (rules) => {
  it('every press of the GM moves the fight on, one turn each, with no word of a sort', () => {
    const a = anArena({ scripts: [['CombatMaster.js', SKIP_CUSTOM]] });
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin', 'lira', 'shade']);
    const mark = a.sb.recorder.mark();
    for (let i = 0; i < 6; i += 1) {
      const was = fightNow(a)!;
      const before = { clock: was.rs.clock(was.state), due: was.rs.current(was.state)?.id ?? null };
      press(a);
      a.sb.assertNoCrash();
      const now = fightNow(a)!;
      const after = { clock: now.rs.clock(now.state), due: now.rs.current(now.state)?.id ?? null };
      expect(after, `press ${i + 1} moved the fight on`).not.toEqual(before);
      // the tracker shows the fight: whoever is due on top
      if (after.due !== null) expect(a.sb.turnOrder()[0]?.id).toBe(after.due);
    }
    expect(toGM(a, mark)).not.toMatch(/order was changed|sorted|did not move on/);
  });
});
