// Review 25 (living with other scripts): TurnMarker1 and CombatMaster put their round marker (a token "Round 0" /
// "Round 1" that represents nobody) into the turn tracker when a press of next-turn finds it missing, from their own
// handler of the press (a script write). Placed above ours on the Scripts page, their handler runs first, so the
// rondel read the press with one entry more: no rotation, no edit, and it wrote its order back. The GM's press did
// nothing, and nobody was told: the first press of every fight started on a cleared tracker (and the first after the
// players' page changed, where they make a new marker) was lost in silence. docs/rules.md §13, ruling 105: such a
// press is the press; the marker is another script's entry, kept after the fight's, and never joins.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RecorderMark } from 'roll20-double/recorder';

// the peers' behaviour as seen from outside: at a change that moved another entry on top, their marker is made (on the
// players' page) and put at the end of the tracker when it is not there; `skipCustom` also turns the tracker on past
// a custom entry on top, as CombatMaster does
function markerScript(skipCustom: boolean): string {
  return `on('change:campaign:turnorder', function (campaign, prev) {
  var was = JSON.parse((prev && prev.turnorder) || '[]'), now = JSON.parse(campaign.get('turnorder') || '[]');
  if (!was.length || !now.length || was[0].id === now[0].id) return;
  var page = Campaign().get('playerpageid');
  var m = findObjs({ _type: 'graphic', _pageid: page, name: 'Round 0' })[0] ||
    createObj('graphic', { name: 'Round 0', _pageid: page, layer: 'gmlayer', imgsrc: 'https://s3.amazonaws.com/files.d20.io/images/4095816/mark/thumb.png?1' });
  var changed = false;
  if (!now.some(function (e) { return e.id === m.id; })) { now.push({ id: m.id, pr: -1, custom: '', _pageid: page }); changed = true; }
  var skip = 0;
  if (${skipCustom ? 'true' : 'false'}) while (skip < now.length - 1 && now[skip].id === '-1') skip++;
  if (skip) { now = now.slice(skip).concat(now.slice(0, skip)); changed = true; }
  if (changed) Campaign().set('turnorder', JSON.stringify(now));
});`;
}

function toGM(a: Arena, mark: RecorderMark): { text: string; html: string } {
  const ms = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id));
  return { text: ms.map((m) => plain(m.content)).join('\n'), html: ms.map((m) => m.content).join('') };
}

function moment(a: Arena): { clock: number; due: string | null } {
  const f = fightNow(a)!;
  return { clock: f.rs.clock(f.state), due: f.rs.current(f.state)?.id ?? null };
}

describe.each([
  ['TurnMarker1', false],
  ['CombatMaster', true],
] as const)('%s puts its round marker in at the first press', (peer, skipCustom) => {
  describe.each(['rondel', 'seconds', 'rounds'] as const)('%s', (rules) => {
    it('the press moves the fight on; the marker stays, after the fight’s entries, and joins nothing', () => {
      const a = anArena({ scripts: [[`${peer}.js`, markerScript(skipCustom)]] });
      a.sb.campaign.set('playerpageid', a.page.id);
      a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin', 'lira']);
      const before = moment(a);
      const mark = a.sb.recorder.mark();
      a.sb.driver.tracker.next(a.gm);
      a.sb.flush();
      a.sb.assertNoCrash();
      expect(moment(a), 'the press moved the fight on').not.toEqual(before);
      const marker = a.sb.allObjs('graphic').find((g) => g.get('name') === 'Round 0');
      expect(marker).toBeDefined();
      const order = a.sb.turnOrder();
      expect(order[order.length - 1]?.id).toBe(marker?.id);
      const due = moment(a).due;
      if (due !== null) expect(order[0]?.id).toBe(due);
      expect(fightNow(a)!.state.combatants.map((c) => c.id)).not.toContain(marker?.id);
      const told = toGM(a, mark);
      expect(told.html, 'an Adopt button for the marker').not.toMatch(/>Adopt</);
      expect(told.text).not.toMatch(/order was changed|sorted|did not move on/);
    });
  });
});
