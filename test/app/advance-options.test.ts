// advanceOptions (src/app/context.ts): what a rule set may read of each sheet as the fight moves on, for a new round's
// initiative (docs/rules.md §9.2, §9.3): a sheet's weapon speed, initiative adjustment and hexes per round as they are
// now; none for a token without a sheet, or whose sheet cannot give the first two; no hexes when they cannot be read.
import { describe, expect, it } from 'vitest';
import { advanceOptions } from '../../src/app/context';
import { aContext, aToken, aWorld } from './fakes';

const read = (sheet: Record<string, unknown> | undefined) =>
  advanceOptions(aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })], ...(sheet ? { sheets: { a: sheet } } : {}) }) })).initiativeNow?.('a');

describe('advanceOptions: a sheet as it is now', () => {
  it('gives the weapon speed, the initiative adjustment and the hexes per round', () => {
    expect(read({ hasSheet: true, speed: 2, initiativeAdjustment: -1, hexesPerRound: 9, problems: [] })).toEqual({ speed: 2, initiativeAdjustment: -1, hexesPerRound: 9 });
  });

  it('leaves out hexes per round its sheet cannot give, and keeps the rest', () => {
    const got = read({ hasSheet: true, speed: 1, initiativeAdjustment: 0, hexesPerRound: 9, problems: ['hexes_per_round'] });
    expect(got).toEqual({ speed: 1, initiativeAdjustment: 0 });
    expect(got).not.toHaveProperty('hexesPerRound');
  });

  it('gives nothing for a token without a sheet, or whose weapon speed or adjustment cannot be read', () => {
    expect(read({ hasSheet: false, problems: [] })).toBeNull();
    expect(read({ hasSheet: true, speed: 1, initiativeAdjustment: 0, problems: ['weapon_speed'] })).toBeNull();
    expect(read({ hasSheet: true, speed: 1, initiativeAdjustment: 0, problems: ['initiative_adjustment'] })).toBeNull();
  });

  it('keeps the rule options of the configuration', () => {
    const o = advanceOptions(aContext({ config: { passedOver: 'reset', rerollEachRound: true } }));
    expect(o.passedOver).toBe('reset');
    expect(o.rerollEachRound).toBe(true);
    expect(o.pattern).toEqual(aContext().stored.config.pattern);
  });
});
