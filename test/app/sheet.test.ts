import { describe, expect, it } from 'vitest';
import { readSheet, type AttributeName } from '../../src/app/sheet';

const sheet = (attrs: Partial<Record<AttributeName, unknown>>) => readSheet((name) => attrs[name]);

describe('reading the sheet (values are not coerced in Roll20: numbers or strings)', () => {
  it.each([
    [{ perception_mod: 3 }, 3],
    [{ perception_mod: '3' }, 3],
    [{ perception_mod: ' +2 ' }, 2],
    [{ perception_mod: '−1' }, -1],
    [{ perception: 8 }, 3],
    [{ perception: '12' }, 5],
    [{ perception_mod: '', perception: 6 }, 2],
    [{}, 0],
  ] as const)('%j gives a Perception modifier of %i', (attrs, mod) => {
    expect(sheet(attrs).perceptionMod).toBe(mod);
    expect(sheet(attrs).problems).toEqual([]);
  });

  it.each([
    [{ movement_tier_current: 'green_horse', movement_tier: 'red_fox' }, 'green_horse'],
    [{ movement_tier: 'Orange Lion' }, 'orange_lion'],
    [{ movement_tier: 7 }, 'green_horse'],
    [{ movement_tier_current: '', movement_tier: '2' }, 'gray_yak'],
    [{}, 'red_fox'],
  ] as const)('%j gives the tier %s', (attrs, tier) => {
    expect(sheet(attrs).tier).toBe(tier);
  });

  it.each([
    [{ perception_mod: 'lots', perception: 10 }, 'perception_mod', { perceptionMod: 4 }],
    [{ weapon_speed: 'fast' }, 'weapon_speed', { speed: 0 }],
    [{ weapon_speed: 99 }, 'weapon_speed', { speed: 0 }],
    [{ casting_time: -2 }, 'casting_time', { cast: 0 }],
    [{ movement_tier: 'snail' }, 'movement_tier', { tier: 'red_fox' }],
    [{ agility_mod: { evil: true } }, 'agility_mod', { agility: 0 }],
  ] as const)('a garbled %j falls back to the default and is reported', (attrs, problem, values) => {
    const read = sheet(attrs);
    expect(read.problems).toEqual([problem]);
    expect(read).toMatchObject(values);
  });
});
