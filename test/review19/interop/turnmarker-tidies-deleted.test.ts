// Review 19 (living with other scripts): TurnMarker1 (and other turn scripts) listen to `destroy:graphic` and take a
// deleted token's entry out of the tracker themselves (TurnMarker1's handleDestroyGraphic: TurnOrder.RemoveTurn, a
// script write). Placed above ours on the Scripts page, its handler runs first. When the GM deletes a combatant's
// token, the rondel's own deletion handler then reads the tracker, finds the row gone, and takes it for another
// script's edit: the GM is whispered "The turn tracker was changed outside the rondel" and an Adopt card "Goblin was
// taken out of the tracker. Adopt", next to "A token in the fight was deleted: Goblin left the fight". The Adopt
// button can only fail ("That token no longer exists."). docs/rules.md ruling 94 / §13: a button that would only be
// refused is not offered; README: the GM told clearly what happened. Without the peer the same deletion says only
// that Goblin left (the comparison test, which passes).
// Cause as read: src/roll20/entry-points.ts onTokenDestroyed → commitAfterLook reconciles another script's write
// (reconcile 'foreign', a 'removed' edit with an Adopt offer) before tokenDeleted takes the combatant out.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';
import type { RecorderMark } from 'roll20-double/recorder';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

// TurnMarker1's behaviour on a deleted token, registered as a script above ours registers it (before our handlers)
const TIDY_ON_DESTROY = `on('destroy:graphic', function (obj) {
  var t = JSON.parse(Campaign().get('turnorder') || '[]');
  var n = t.filter(function (e) { return e.id !== obj.id; });
  if (n.length !== t.length) Campaign().set('turnorder', JSON.stringify(n));
});`;

function toldGM(a: Arena, mark: RecorderMark): { text: string; html: string } {
  const ms = a.sb.recorder.since(mark).chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id));
  return { text: ms.map((m) => plain(m.content)).join('\n'), html: ms.map((m) => m.content).join('') };
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: the GM deletes a combatant’s token; TurnMarker1 tidies its row first', (rules) => {
  it('the GM hears that the token left, and gets no dead Adopt button nor an “outside the rondel” notice', () => {
    const a = anArena({ scripts: [['TurnMarker1.js', TIDY_ON_DESTROY]] });
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const mark = a.sb.recorder.mark();
    a.sb.driver.remove(a.tokens.goblin);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(fightNow(a)!.state.combatants.map((c) => c.name).sort()).toEqual(['Aldric', 'Lira']);
    const told = toldGM(a, mark);
    expect(told.text).toMatch(/Goblin left the fight/);
    expect(told.html, 'an Adopt button for a token that no longer exists').not.toMatch(/>Adopt</);
    expect(told.text, 'a deletion reported as another script’s tracker edit').not.toMatch(/changed outside the rondel/);
  });

  it('(comparison, passes) without the peer, the deletion says only that the token left', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const mark = a.sb.recorder.mark();
    a.sb.driver.remove(a.tokens.goblin);
    a.sb.flush();
    const told = toldGM(a, mark);
    expect(told.text).toMatch(/Goblin left the fight/);
    expect(told.html).not.toMatch(/>Adopt</);
    expect(told.text).not.toMatch(/changed outside the rondel/);
  });
});
