// Review 9 (living with other scripts): with trackeredits=adopt, another script's tracker write found at the next look
// is adopted where it can be. The GM's notice lists "Adopted: edited." for every edit found, also for one that was
// not adopted (a value that is not a count, put back; a value the rule set refuses): the same card says "Adopted" and
// "put back", and the GM cannot tell what changed in the fight.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, fightNow } from '../../hardening/arena';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: trackeredits=adopt, another script writes a value that is not a count', (rules) => {
  it('the GM is not told the edit was adopted when the fight did not change', () => {
    const a = anArena();
    a.send('gm', '!rondel config --set trackeredits=adopt');
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const before = JSON.stringify(fightNow(a)!.state);
    runAsScript(
      a.sb,
      `var t = JSON.parse(Campaign().get('turnorder')); t.forEach(function (e) { if (e.id === '${a.ids.goblin}') e.pr = 'soon'; }); Campaign().set('turnorder', JSON.stringify(t));`,
    );
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    a.sb.assertNoCrash();
    // nothing was adopted: the value was put back
    expect(JSON.stringify(fightNow(a)!.state)).toBe(before);
    const notice = a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.targets.includes(a.gm.id))
      .map((m) => plain(m.content))
      .filter((t) => t.includes('turn tracker'))
      .join('\n');
    expect(notice).toContain('put back');
    expect(notice, 'the notice says the edit was adopted, and that it was put back').not.toMatch(/Adopted/);
  });
});
