// Review 22 (perf diff): advanceOptions writes the rule options' keys out instead of spreading ruleOptions: the same
// keys in the same order, with ruleOptions' values, and initiativeNow last (the old spread's shape).
import { describe, expect, it } from 'vitest';
import { advanceOptions, ruleOptions, type Context } from '../../../src/app/context';
import { DEFAULT_CONFIG } from '../../../src/app/model';
import { setOption } from '../../../src/app/config';

describe('advanceOptions written out (review 22, perf diff)', () => {
  for (const set of [null, 'passedOver=reset', 'reroll=on', 'rerollEachRound=on']) {
    it(`has ruleOptions' keys and values, then initiativeNow (${set ?? 'defaults'})`, () => {
      const changed = set ? setOption(DEFAULT_CONFIG, set) : DEFAULT_CONFIG;
      const config = typeof changed === 'string' ? DEFAULT_CONFIG : changed;
      const ctx = { ports: { world: { sheet: () => ({ hasSheet: false, problems: [] }) } }, stored: { config } } as unknown as Context;
      const got = advanceOptions(ctx);
      const old = { ...ruleOptions(config), initiativeNow: got.initiativeNow };
      expect(Object.keys(got)).toEqual(Object.keys(old));
      expect(got).toEqual(old);
      expect(Object.keys(ruleOptions(config))).toEqual(['pattern', 'passedOver', 'rerollEachRound']);
    });
  }
});
