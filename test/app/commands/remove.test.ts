import { describe, expect, it } from 'vitest';
import { aContext, aRondelFight, aToken, aWorld, presentOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z', name: 'Zed' })] });
const fight = aRondelFight([
  { id: 'a', name: 'Ana', nextAt: 2 },
  { id: 'b', name: 'Bo', nextAt: 4 },
  { id: 'c', name: 'Cy', nextAt: 6 },
]);

describe('remove: combatants leave the fight', () => {
  it('the selected combatants leave, in one step, and everyone is told', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel remove', { selected: ['a', 'b', 'z'] });
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['c']);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    const card = said(outcome.messages)[0];
    expect(card?.to).toBe('all');
    expect(card?.text).toContain('Ana leaves the fight.\nBo leaves the fight.');
  });

  it('--token names one, even one whose token is gone', () => {
    const outcome = say(aContext({ world: world(), fight }), '!rondel remove --token c');
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('a selection with no combatant in it is refused', () => {
    expect(refusalOf(say(aContext({ world: world(), fight }), '!rondel remove', { selected: ['z'] }))).toMatch(/ is not in the fight: nothing was done\.$/);
    expect(refusalOf(say(aContext({ world: world(), fight }), '!rondel remove'))).toContain('Select the combatants to remove.\nUsage: !rondel remove');
  });

  it('a named token that does not exist is refused', () => {
    expect(refusalOf(say(aContext({ world: world(), fight }), '!rondel remove --token gone'))).toContain('No token called “gone”');
  });

  it('needs a fight', () => {
    expect(refusalOf(say(aContext(), '!rondel remove'))).toContain('No fight is running.');
  });
});
