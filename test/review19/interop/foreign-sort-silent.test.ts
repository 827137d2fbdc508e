// Review 19 (living with other scripts): another script SORTS the turn tracker during a fight (GroupInitiative's
// `!group-init --sort`, which announces its write through ObserveTurnOrderChange; or any script that sorts without a
// word, found at the next command). The rondel puts its own order back, but says nothing to the GM: the GM sees the
// sort they asked for undone without a reason. README "Living with other scripts": GroupInitiative's write is "put back,
// the GM told"; RoundMaster's write "the tracker is put back and the GM told"; docs/rules.md §13 "Changes found after
// the fact": "A rotation is put back, other edits are handled as above, and the GM is told", and "above": "A sorted
// or dragged tracker snaps back to the rondel's order, and the GM is told". The same sort made with Roll20's own
// sort button is explained (the comparison test, which passes). Cause as read: src/app/reconcile.ts explains a pure
// reorder only when `source === 'tracker'`; for `foreign` a reorder yields no edit and no note, so no message.
import { describe, expect, it } from 'vitest';
import { anArena, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RecorderMark } from 'roll20-double/recorder';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

// GroupInitiative's public face, as its source has it: `--sort` sorts the tracker by value, then tells observers.
const GROUP_INITIATIVE = `
var GroupInitiative = (function () {
  var observers = [];
  return {
    ObserveTurnOrderChange: function (fn) { observers.push(fn); },
    sort: function (dir) {
      var prev = Campaign().get('turnorder');
      var t = JSON.parse(prev || '[]');
      t.sort(function (a, b) { return dir === 'asc' ? Number(a.pr) - Number(b.pr) : Number(b.pr) - Number(a.pr); });
      Campaign().set('turnorder', JSON.stringify(t));
      observers.forEach(function (fn) { fn(Campaign().get('turnorder'), prev); });
    }
  };
})();`;

function toldGM(a: Arena, mark: RecorderMark): string {
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id))
    .map((m) => plain(m.content))
    .join('\n');
}

/** A fight whose tracker a descending or an ascending sort changes (the rule set's own order is neither). */
function fight(rules: RuleSetId, a: Arena): 'asc' | 'desc' {
  a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin', 'zombie']);
  const mine = JSON.stringify(a.sb.turnOrder().map((e) => e.id));
  for (const dir of ['desc', 'asc'] as const) {
    const t = [...a.sb.turnOrder()].sort((x, y) => (dir === 'asc' ? Number(x.pr) - Number(y.pr) : Number(y.pr) - Number(x.pr)));
    if (JSON.stringify(t.map((e) => e.id)) !== mine) return dir;
  }
  throw new Error('no sort changes this tracker');
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: another script sorts the tracker', (rules) => {
  it('GroupInitiative’s announced sort is put back and the GM is told why', () => {
    const a = anArena({ scripts: [['GroupInitiative.js', GROUP_INITIATIVE]] });
    const dir = fight(rules, a);
    const mine = a.sb.campaign.get('turnorder');
    const mark = a.sb.recorder.mark();
    runAsScript(a.sb, `GroupInitiative.sort('${dir}')`);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(a.sb.campaign.get('turnorder'), 'the sort was put back').toBe(mine);
    expect(toldGM(a, mark), 'the GM saw the sort undone with no word').toMatch(/turn tracker/i);
  });

  it('a silent sort by a script, found at the next command, is put back and the GM is told why', () => {
    const a = anArena();
    const dir = fight(rules, a);
    const mine = a.sb.campaign.get('turnorder');
    runAsScript(
      a.sb,
      `(function(){ var t = JSON.parse(Campaign().get('turnorder')); t.sort(function(x,y){ return ${dir === 'asc' ? 'Number(x.pr)-Number(y.pr)' : 'Number(y.pr)-Number(x.pr)'}; }); Campaign().set('turnorder', JSON.stringify(t)); })()`,
    );
    a.sb.flush();
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    expect(a.sb.campaign.get('turnorder'), 'the sort was put back').toBe(mine);
    expect(toldGM(a, mark), 'the GM saw the sort undone with no word').toMatch(/changed outside the rondel|order was changed/i);
  });

  it('(comparison, passes) the same sort with Roll20’s own sort button is explained', () => {
    const a = anArena();
    const dir = fight(rules, a);
    const mine = a.sb.campaign.get('turnorder');
    const mark = a.sb.recorder.mark();
    a.sb.driver.tracker.sort(dir);
    a.sb.flush();
    expect(a.sb.campaign.get('turnorder')).toBe(mine);
    expect(toldGM(a, mark)).toMatch(/order was changed/i);
  });
});

describe('another script that rewrites the tracker without sorting the fight’s rows', () => {
  it('the same order written again, or only its own row moved: nothing to tell', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'lira', 'goblin', 'zombie']);
    const mine = a.sb.turnOrder();
    // its own row, at the end; then moved to the top (the fight's rows keep their order)
    a.sb.setTurnOrder([...mine, { id: '-1', pr: '5', custom: 'Torch', _pageid: a.page.id }]);
    let mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    a.sb.setTurnOrder([{ id: '-1', pr: '5', custom: 'Torch', _pageid: a.page.id }, ...a.sb.turnOrder().filter((e) => e.custom !== 'Torch')]);
    mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    expect(toldGM(a, mark)).not.toMatch(/sorted the tracker/);
  });
});

