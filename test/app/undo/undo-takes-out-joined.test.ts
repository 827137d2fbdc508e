// An undo that takes a combatant out of the fight whose joining took tags off its token (`Fight.takenAtJoin`, kept by
// the commit) says so in its outcome (`takenOut`), for the commit to give those tags back (src/app/commands/travel.ts,
// docs/rules.md §8, §15). A redo, or an undo that takes no such combatant out, says nothing of it.
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../src/app/context';
import type { Outcome } from '../../../src/app/outcome';
import { after, aContext, aFight, aToken, aWorld, say } from '../fakes';
import { aCombat } from '../../support/builders';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z', name: 'Zed' })] });
const base = aCombat([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 9 }], { counter: 2 });

/** Ana and Bo fighting; Zed added, its joining having taken `back-pain` off (as the commit keeps it), when `kept`. */
function withZed(kept: boolean): Context {
  const start = aContext({ world: world(), fight: aFight(base), dice: [4, 4, 4, 4] });
  const added = after(start, say(start, '!rondel add --count 5', { selected: ['z'] }));
  const fight = added.stored.fight!;
  expect(fight.timeline.present.combatants.map((c) => c.id)).toContain('z');
  return kept ? { ...added, stored: { ...added.stored, fight: { ...fight, takenAtJoin: { z: ['back-pain'] } } } } : added;
}

const travelOf = (o: Outcome) => ({ travel: o.travel, takenOut: o.takenOut });

describe('the undo of a joining', () => {
  it('names the newcomer it takes out, whose joining took tags off', () => {
    const undone = say(withZed(true), '!rondel undo');
    expect(undone.stored?.fight?.timeline.present.combatants.map((c) => c.id)).not.toContain('z');
    expect(travelOf(undone)).toEqual({ travel: 'undo', takenOut: ['z'] });
  });

  it('an undo of several steps past the joining names it too', () => {
    const c = withZed(true);
    const moved = after(c, say(c, '!rondel next'));
    expect(travelOf(say(moved, '!rondel undo 2'))).toEqual({ travel: 'undo', takenOut: ['z'] });
    // an undo of the step after it alone leaves it in
    expect(travelOf(say(moved, '!rondel undo'))).toEqual({ travel: 'undo', takenOut: undefined });
  });

  it('nothing kept: nothing named', () => {
    expect(travelOf(say(withZed(false), '!rondel undo'))).toEqual({ travel: 'undo', takenOut: undefined });
    expect('takenOut' in say(withZed(false), '!rondel undo')).toBe(false);
  });

  it('a combatant kept for that was out of the fight before the undo too is not named', () => {
    const c = withZed(true);
    const removed = after(c, say(c, '!rondel remove', { selected: ['z'] }));
    const next = after(removed, say(removed, '!rondel next'));
    // the undo of the next: Zed was out, and stays out
    expect(travelOf(say(next, '!rondel undo'))).toEqual({ travel: 'undo', takenOut: undefined });
  });

  it('a redo that takes it out again names nothing: it is no undo of its joining', () => {
    const c = withZed(true);
    const removed = after(c, say(c, '!rondel remove', { selected: ['z'] }));
    const undone = after(removed, say(removed, '!rondel undo'));
    expect(undone.stored.fight?.timeline.present.combatants.map((x) => x.id)).toContain('z');
    const redone = say(undone, '!rondel redo');
    expect(redone.stored?.fight?.timeline.present.combatants.map((x) => x.id)).not.toContain('z');
    expect(travelOf(redone)).toEqual({ travel: 'redo', takenOut: undefined });
  });
});
