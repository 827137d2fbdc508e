import { describe, expect, it } from 'vitest';
import { aContext, aFight, aRondelFight, aToken, aWorld, combatantOf, refusalOf, said, say } from '../fakes';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';
import type { CombatState } from '../../../src/rules/rondel/state';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z' })] });
const fight = aRondelFight([
  { id: 'a', name: 'Ana', nextAt: 2 },
  { id: 'b', name: 'Bo', nextAt: 4 },
]);
const ctx = (dice: readonly (number | readonly [number, number])[] = []) => aContext({ world: world(), fight, dice });

describe('set: the GM’s overrides', () => {
  it('--count places the selected combatants; each is announced', () => {
    const outcome = say(ctx([[20, 3], [20, 9]]), '!rondel set --count 7', { selected: ['a', 'b'] });
    expect(combatantOf(outcome, 'a')).toMatchObject({ nextAt: 7, tie: { count: 7, rolls: [3] } });
    expect(combatantOf(outcome, 'b')).toMatchObject({ nextAt: 7, tie: { count: 7, rolls: [9] } });
    expect(said(outcome.messages)[0]?.text).toContain('Ana next action count: 2 → 7.');
  });

  it('--tier and --perception change the others; several at once are one step', () => {
    const outcome = say(ctx(), '!rondel set --tier 7 --perception 3', { selected: ['a'] });
    expect(combatantOf(outcome, 'a')).toMatchObject({ tier: 'green_horse', perceptionMod: 3 });
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    const text = said(outcome.messages)[0]?.text ?? '';
    expect(text).toContain('Ana movement tier: Red Fox → Green Horse.');
    expect(text).toContain('Ana Perception modifier: 0 → 3 (for its initiative when it joins a fight).');
  });

  it('a refusal for any of them changes none, and shows the usage', () => {
    const outcome = say(ctx(), '!rondel set --count 0 --tier 3', { selected: ['a'] });
    expect(refusalOf(outcome)).toBe('Rondel\nCount 0 has passed: the counter is at 1.\nUsage: !rondel set --count N | --tier T | --perception N');
  });

  it('an out-of-range Perception modifier is refused', () => {
    expect(refusalOf(say(ctx(), '!rondel set --perception 99 --token b'))).toContain('The Perception modifier must be a whole number from -20 to 20.');
  });

  it('says what is missing', () => {
    expect(refusalOf(say(ctx(), '!rondel set', { selected: ['a'] }))).toContain('Say what to set.');
    expect(refusalOf(say(ctx(), '!rondel set --count 3', { selected: ['z'] }))).toMatch(/ is not in the fight: nothing was done\.$/);
    expect(refusalOf(say(ctx(), '!rondel set --count 3'))).toContain('Select the combatants to change.');
    expect(refusalOf(say(ctx(), '!rondel set --count 3 --token gone'))).toContain('No token called “gone”');
    expect(refusalOf(say(aContext(), '!rondel set --count 3'))).toContain('No fight is running.');
  });

  it('a value it already has is no change at all', () => {
    const outcome = say(ctx(), '!rondel set --tier red_fox', { selected: ['a'] });
    expect(outcome.stored?.fight?.timeline.past).toEqual([]);
  });
});

describe('set: what the GM is told besides the card', () => {
  it('a value the combatant already has changes nothing, and says so, naming each and each value', () => {
    const outcome = say(ctx(), '!rondel set --count 2 --tier red_fox --perception 0', { selected: ['a'] });
    expect(outcome.stored?.fight?.timeline.past ?? []).toHaveLength(0);
    expect(said(outcome.messages)).toEqual([{ to: { player: 'gm' }, text: 'Rondel\nNothing changed: Ana already has count 2, tier red_fox, Perception modifier 0.' }]);
    const two = say(ctx(), '!rondel set --tier red_fox', { selected: ['a', 'b'] });
    expect(said(two.messages)[0]?.text).toBe('Rondel\nNothing changed: Ana, Bo already have tier red_fox.');
  });

  describe('20-second rounds: --count for one with no action left this round', () => {
    const seconds = () =>
      aContext({
        world: world(),
        dice: [[20, 3], [20, 9]],
        fight: aFight(
          aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: null }), aSecondsCombatant('b', { name: 'Bo', second: 9 }), aSecondsCombatant('z', { name: 'Zed', second: null, carried: 4 })], { round: 2, second: 5 }) as unknown as CombatState,
          { rules: 'seconds' },
        ),
      });
    const forTheGm = (outcome: ReturnType<typeof say>): string[] => said(outcome.messages).filter((m) => m.text.startsWith('20-second rounds: for the GM')).map((m) => m.text);

    it('one that acted: the GM is told it gets another action, at that second', () => {
      expect(forTheGm(say(seconds(), '!rondel set --count 12', { selected: ['a'] }))).toEqual(['20-second rounds: for the GM\nAna had no action left this round: this gives it another, at second 12. !rondel undo takes it back.']);
    });

    it('one carried over to the next round too; several are named together', () => {
      expect(forTheGm(say(seconds(), '!rondel set --count 12', { selected: ['a', 'z'] }))).toEqual(['20-second rounds: for the GM\nAna, Zed had no action left this round: this gives each another, at second 12. !rondel undo takes it back.']);
    });

    it('one still to act is only moved', () => {
      expect(forTheGm(say(seconds(), '!rondel set --count 12', { selected: ['b'] }))).toEqual([]);
    });
  });
});
