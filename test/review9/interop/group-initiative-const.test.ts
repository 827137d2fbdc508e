// Review 9 (living with other scripts): GroupInitiative is declared the way its maintained source declares it,
// `const GroupInitiative = (() => { … })();`. Roll20 runs every script in one shared scope, where a top-level `const`
// is a global binding but no property of the global object. The bundle looks for `globalThis.GroupInitiative` only,
// so it never subscribes to ObserveTurnOrderChange: GroupInitiative's writes are not read at once as the README says
// ("we listen to its announcement and read its write at once"), only at the next command. The existing peers test
// declares it with `var`, which hides this.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

const GROUP_INITIATIVE_CONST = `
const GroupInitiative = (() => {
  const observers = [];
  return {
    ObserveTurnOrderChange: (fn) => { observers.push(fn); },
    rollFor: (entries) => {
      const prev = Campaign().get('turnorder');
      Campaign().set('turnorder', JSON.stringify(entries));
      observers.forEach((fn) => fn(Campaign().get('turnorder'), prev));
    }
  };
})();`;

function names(a: Arena): string[] {
  const f = fightNow(a);
  return f ? f.state.combatants.map((c) => c.name).sort() : [];
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: GroupInitiative declared with const', (rules) => {
  it('its announced tracker write is read at once: put back and the GM told, with no command', () => {
    const a = anArena({ boot: false });
    a.sb.loadScript(GROUP_INITIATIVE_CONST, 'GroupInitiative.js');
    a.sb.boot();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin']);
    const mine = a.sb.turnOrder();
    const mark = a.sb.recorder.mark();
    runAsScript(a.sb, `GroupInitiative.rollFor([{ id: '${a.ids.aldric}', pr: 17, custom: '', _pageid: '${a.page.id}' }])`);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(a.sb.turnOrder(), 'GroupInitiative’s write was not read at once (no observer subscribed)').toEqual(mine);
    const told = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.targets.includes(a.gm.id))
      .map((m) => plain(m.content))
      .join('\n');
    expect(told).toContain('changed outside the rondel');
    expect(names(a)).toEqual(['Aldric', 'Goblin']);
  });
});
