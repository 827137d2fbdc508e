// ruleSetOf names its rule sets by direct comparison first (src/rules/registry.ts): the same answer as the table.
import { describe, expect, it } from 'vitest';
import { ruleSetOf, ruleSets } from '../../src/rules/registry';
import { RULE_SET_IDS } from '../../src/rules/core/rule-set';

describe('ruleSetOf', () => {
  it('gives each rule set by its id, the one the registry lists', () => {
    expect(ruleSets().map((rs) => rs.id)).toEqual([...RULE_SET_IDS]);
    for (const rs of ruleSets()) expect(ruleSetOf(rs.id)).toBe(rs);
  });

  it('gives nothing for anything else', () => {
    for (const id of ['', 'Rondel', 'rondel ', 'constructor', '__proto__', 'toString', 0, null, undefined, {}, ['rondel']]) {
      expect(ruleSetOf(id)).toBeUndefined();
    }
  });
});
