// Review 12b (rules, conditions in every rule set): a RESTRAINED combatant reacts with a dodge.
// Rulebook page 000, Restrictions in Combat, Restrained: "Dodge and deflection reactions are not permitted". RULES.md §11
// (every rule set): "Restrained … no dodge reactions"; docs/rules.md §7's table: "Restrained | acts | as usual, but no
// dodge or deflection", and §11: "cannot dodge or deflect as a reaction".
// At the table: Aldric is restrained (held in a net); the Goblin swings at him and his player clicks React and names
// "dodge" (`!rondel react --note dodge`). The script accepts it, spends his reaction and the card says he reacts with a
// dodge. He should be told a restrained combatant cannot dodge or deflect (and keep his reaction); any other reaction
// (an attack of opportunity) stays his. The check exists (src/rules/core/restrictions.ts `dodgeBlockedBy`, "Dodge and
// deflection reactions are refused while restrained") but no rule set or command calls it.
// Suggested fix: each rule set's `react` (or the app's react command, before it) refuses a note that names a dodge or a
// deflection while `dodgeBlockedBy(conditions)` is set.
import { describe, expect, it } from 'vitest';
import type { NewCombatant, RuleOptions } from '../../src/rules/core/rule-set';
import { ruleSetOf } from '../../src/rules/registry';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { seededDice } from '../support/dice';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

const fighters = (): NewCombatant[] => [
  { id: 'aldric', name: 'Aldric', tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0, conditions: ['restrained'] },
  { id: 'goblin', name: 'Goblin', tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0 },
];

describe('restrained: no dodge or deflection reactions (page 000)', () => {
  for (const id of ['rondel', 'seconds', 'rounds'] as const) {
    for (const note of ['dodge', 'Dodge the blow', 'deflection']) {
      it(`${id}: a restrained combatant's “${note}” reaction is refused`, () => {
        const rs = ruleSetOf(id);
        if (!rs) throw new Error(id);
        const state = rs.start(fighters(), seededDice(3), OPTIONS).state;
        const step = rs.react(state, 'aldric', note, OPTIONS);
        expect(step.events.map((e) => e.type)).toContain('rejected');
        expect(step.events.map((e) => e.type)).not.toContain('reacted');
      });
    }

    it(`${id}: a restrained combatant may still make another reaction (an attack of opportunity)`, () => {
      const rs = ruleSetOf(id);
        if (!rs) throw new Error(id);
      const state = rs.start(fighters(), seededDice(3), OPTIONS).state;
      const step = rs.react(state, 'aldric', 'attack of opportunity', OPTIONS);
      expect(step.events.map((e) => e.type)).toContain('reacted');
    });
  }
});
