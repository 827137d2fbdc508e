// Review 9 (living with other scripts): a script that rewrites the turn order in its own change:campaign:turnorder
// handler (an auto-sort, as turn scripts offer) and whose handler runs before ours (it is above ours on the Scripts
// page, or registers at load). Roll20 hands every handler the live campaign object, so we read the tracker after the
// other script's write, not the user's edit: the GM's next-turn press reads as a reorder, is put back, and nothing
// happens — no turn ends and nobody is told. README (The tracker): another script's reordering "does not move the fight
// on: the order is put back and the GM is told"; here the GM is not told and presses in vain.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

/** An auto-sort: on every tracker change (by a person), the order sorted by value, highest first, written back. */
const AUTO_SORT = `on('change:campaign:turnorder', function () {
  var t = JSON.parse(Campaign().get('turnorder') || '[]');
  t.sort(function (x, y) { return Number(y.pr) - Number(x.pr); });
  Campaign().set('turnorder', JSON.stringify(t));
});`;

function clockAndDue(a: Arena): string {
  const f = fightNow(a)!;
  return `${f.rs.clock(f.state)}:${f.rs.current(f.state)?.id ?? '-'}:${JSON.stringify(f.state.combatants.map((c) => f.rs.valueOf(f.state, c.id)))}`;
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: an auto-sorting script runs before us on tracker changes', (rules) => {
  it('the GM’s next-turn press either moves the fight on or the GM is told why it did not', () => {
    const a = anArena({ boot: false });
    a.sb.loadScript(AUTO_SORT, 'AutoSort.js');
    a.sb.boot();
    a.sb.driver.remove(a.sb.getObj('graphic', a.ids.ghost)!);
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin', 'borin']);
    const before = clockAndDue(a);
    const mark = a.sb.recorder.mark();
    expect(a.sb.driver.tracker.next(a.gm)).toBe(true);
    a.sb.assertNoCrash();
    const moved = clockAndDue(a) !== before;
    const toldGM = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.targets.includes(a.gm.id))
      .map((m) => plain(m.content))
      .join('\n');
    expect(moved || /tracker/i.test(toldGM), 'the press was lost without a word').toBe(true);
  });
});
