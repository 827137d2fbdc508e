import { describe, expect, it } from 'vitest';
import { coolDownBounds, countsToNextAction, rollCoolDown, type ActionInput, type ActionKey } from '../../../src/rules/rondel/actions';
import { scriptedDice, type Scripted } from '../../support/dice';

describe('the cool-down table (docs/rules.md §4)', () => {
  it.each<[string, ActionKey, ActionInput, boolean, Scripted[], number, boolean]>([
    ['combat: d4 + 8', 'combat', {}, false, [[4, 3]], 11, false],
    ['combat: a great axe adds its speed +2', 'combat', { speed: 2 }, false, [[4, 1]], 11, false],
    ['combat: fists −2, clamped to the minimum 8', 'combat', { speed: -2 }, false, [[4, 1]], 8, true],
    ['combat: fists −2 with a 4 is 10', 'combat', { speed: -2 }, false, [[4, 4]], 10, false],
    ['combat: Change Action adds a d4', 'combat', { speed: 1 }, true, [[4, 2], [4, 3]], 14, false],
    ['dash: 10, no modifiers', 'dash', { speed: 5, mod: 5 }, false, [], 10, false],
    ['full guard: 12, no modifiers', 'guard', { mod: 3 }, false, [], 12, false],
    ['hide: d4 + 8 − modifier', 'hide', { mod: 1 }, false, [[4, 4]], 11, false],
    ['hide: the modifier shortens, clamped to 8', 'hide', { mod: 3 }, false, [[4, 2]], 8, true],
    ['hide: a negative modifier lengthens', 'hide', { mod: -2 }, false, [[4, 2]], 12, false],
    ['skill: d4 + 8 − modifier', 'skill', { mod: 2 }, false, [[4, 4]], 10, false],
    ['skill: clamped to 8', 'skill', { mod: 5 }, false, [[4, 4]], 8, true],
    ['magic: d4 + 6 − modifier after casting', 'magic', { cast: 3, mod: 1 }, false, [[4, 4]], 9, false],
    ['magic: clamped to 6', 'magic', { cast: 0, mod: 4 }, false, [[4, 1]], 6, true],
    ['hold: 2d4', 'hold', {}, false, [[4, 1], [4, 3]], 4, false],
    ['reset: d4 + 8, no modifiers', 'reset', { mod: 4, speed: 2 }, false, [[4, 2]], 10, false],
  ])('%s', (_title, action, input, change, script, value, clamped) => {
    const dice = scriptedDice(...script);
    const coolDown = rollCoolDown(action, input, change, dice);
    expect(coolDown.value).toBe(value);
    expect(coolDown.clamped).toBe(clamped);
    dice.expectConsumed();
  });

  it('applies the minimum to the action’s own roll, then adds the Change d4, which a clamp never swallows (ruling)', () => {
    // fists −2 with a 1: 1 + 8 − 2 = 7, minimum 8; the Change d4 of 3 comes on top: 11
    const coolDown = rollCoolDown('combat', { speed: -2 }, true, scriptedDice([4, 1], [4, 3]));
    expect(coolDown.value).toBe(11);
    expect(coolDown.clamped).toBe(true);
    // magic: max(6, d4 + 6 − mod) + the Change d4
    const magic = rollCoolDown('magic', { cast: 2, mod: 4 }, true, scriptedDice([4, 2], [4, 1]));
    expect(magic.value).toBe(7);
  });

  it('puts the casting time before the d4 + 6 part of magic', () => {
    const coolDown = rollCoolDown('magic', { cast: 4, mod: 2 }, false, scriptedDice([4, 3]));
    expect(coolDown.value).toBe(7);
    expect(coolDown.castTime).toBe(4);
    expect(countsToNextAction(coolDown)).toBe(11);
  });

  it('records each term with the sign it was applied with', () => {
    const coolDown = rollCoolDown('skill', { mod: 2 }, false, scriptedDice([4, 4]));
    expect(coolDown.terms).toEqual([{ label: 'modifier', value: -2 }]);
    expect(coolDown.dice).toEqual([{ count: 1, sides: 4, results: [4] }]);
  });

  it.each<[ActionKey, ActionInput, boolean, number, number]>([
    ['combat', {}, false, 9, 12],
    ['combat', { speed: -4 }, false, 8, 8],
    ['combat', { speed: 2 }, true, 12, 18],
    ['combat', { speed: -4 }, true, 9, 12],
    ['hide', { mod: 5 }, false, 8, 8],
    ['magic', { mod: 0, cast: 5 }, false, 7, 10],
    ['hold', {}, false, 2, 8],
    ['dash', {}, true, 11, 14],
  ])('bounds of %s %j (change %s) are %i..%i', (action, input, change, min, max) => {
    expect(coolDownBounds(action, input, change)).toEqual({ min, max });
  });
});
