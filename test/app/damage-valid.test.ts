import { describe, expect, it } from 'vitest';
import { validDamage } from '../../src/app/damage';

const ok = { roll: '3', target: 't1', amount: 4, attribute: { characterId: 'c', before: 10, after: 6 }, bar: { bar: 'bar1', before: 10, after: 6 } };

describe('validDamage: a damage list as the script writes it', () => {
  it('absent, empty, or applied damages with what they changed', () => {
    expect(validDamage(undefined)).toBe(true);
    expect(validDamage([])).toBe(true);
    expect(validDamage([ok, { ...ok, attribute: null, bar: null }])).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not a list', {}],
    ['null in it', [null]],
    ['a list in it', [[ok]]],
    ['no roll', [{ ...ok, roll: 3 }]],
    ['no target', [{ ...ok, target: undefined }]],
    ['an amount that is no number', [{ ...ok, amount: '4' }]],
    ['an amount that is not finite', [{ ...ok, amount: Infinity }]],
    ['a broken attribute', [{ ...ok, attribute: { characterId: 'c', before: 'x', after: 6 } }]],
    ['an attribute missing', [{ ...ok, attribute: undefined }]],
    ['a bar that is none', [{ ...ok, bar: { bar: 'bar4', before: 1, after: 0 } }]],
  ])('refuses %s', (_label, list) => {
    expect(validDamage(list)).toBe(false);
  });
});
