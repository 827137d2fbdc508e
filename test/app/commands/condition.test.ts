import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import { aContext, aRondelFight, aToken, aWorld, combatantOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z' })] });
const fight = aRondelFight([
  { id: 'a', name: 'Ana', nextAt: 1, conditions: ['prone'] },
  { id: 'b', name: 'Bo', nextAt: 4 },
]);
const ctx = () => aContext({ world: world(), fight });

describe('condition: the GM adds and removes conditions', () => {
  it('adds and removes on every selected combatant, in one step', () => {
    const outcome = say(ctx(), '!rondel condition --add grappled,Stunned --remove prone', { selected: ['a', 'b'] });
    expect(combatantOf(outcome, 'a').conditions).toEqual(['grappled', 'stunned']);
    expect(combatantOf(outcome, 'b').conditions).toEqual(['grappled', 'stunned']);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    const text = said(outcome.messages)[0]?.text ?? '';
    expect(text).toContain('Ana is now grappled, stunned; is no longer prone.');
    // the due combatant can no longer act: its turn is announced again
    expect(text).toContain('▶ Count 1: Ana is stunned and cannot act (next passes the turn).');
  });

  it('--remove all takes every condition off', () => {
    const outcome = say(ctx(), '!rondel condition --remove all --token a');
    expect(combatantOf(outcome, 'a').conditions).toEqual([]);
  });

  it('--add all puts every condition on', () => {
    const outcome = say(ctx(), '!rondel condition --add all --token b');
    expect(combatantOf(outcome, 'b').conditions).toEqual([...CONDITION_KEYS]);
  });

  it('an unknown condition is refused with the list', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add sleepy,prone --remove hungry', { selected: ['a'] }))).toContain(
      `Unknown condition sleepy, hungry. Conditions: ${CONDITION_KEYS.join(', ')}.`,
    );
  });

  it('says what is missing', () => {
    expect(refusalOf(say(ctx(), '!rondel condition --add prone', { selected: ['z'] }))).toContain('Select the combatants first.');
    expect(refusalOf(say(ctx(), '!rondel condition --add prone --token nope'))).toContain('No token called “nope”');
    expect(refusalOf(say(ctx(), '!rondel condition', { selected: ['a'] }))).toContain('Say which conditions to add or remove.');
    expect(refusalOf(say(aContext(), '!rondel condition --add prone'))).toContain('No fight is running.');
  });
});
