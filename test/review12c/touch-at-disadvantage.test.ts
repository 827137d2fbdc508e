// Review 12c: ruling 51 against rulebook page 004 ("Advantage").
//
// Page 004: "When at disadvantage, a 'negative crit' applies, meaning 1 to 3 points are removed from the damage. If
// zero or a negative number occurs, then the attack acts as a miss, not allowing any other special powers or
// properties to transfer to the victim, such as infusion of ice." Page 000 ("Touch-based Effects"): a touch is "a
// successful hit against the victim's armor class, which does not inflict any damage", and "if the touch is
// unsuccessful, the spell or priestly points are lost with no effect manifesting".
//
// docs/rules.md ruling 51 says the opposite: "A touch that deals no damage rolls no crit and stays a hit at
// disadvantage" ("With no damage to cut, the −d3 must not undo the touch"). The page is not silent: 0 damage minus
// the d3 is below zero, so the attack acts as a miss and the spell does not transfer.
//
// At the table: a blinded priest (attacks at disadvantage) touches an orc to deliver a curse, her d20 meets the
// Defense, and the card says "hit"; page 004 says the touch misses and the spell is lost.
//
// Suggested fix: src/rules/core/rolls.ts rollAttack / src/rules/core/damage.ts rollDamage: at disadvantage roll the
// −d3 for a 0-damage weapon too (or treat a 0-damage hit at disadvantage as `negative-crit` directly), and drop
// ruling 51 (docs/rules.md §10, §14) and its "touch … hits at disadvantage" test in test/rules/core/rolls.test.ts.
import { describe, expect, it } from 'vitest';
import { byHand } from '../../src/rules/core/advantage';
import { rollAttack } from '../../src/rules/core/rolls';
import { anAttack, streamDice } from '../support/rolls';

describe('a touch (no damage) at disadvantage acts as a miss (page 004; ruling 51)', () => {
  it('a 0-damage hit at disadvantage is a miss, so no spell is delivered', () => {
    // one skill (2 dice), disadvantage removes one: the kept d20 of 12 meets Defense 10; a d3 of 1 if one is rolled
    const dice = streamDice({ 20: [12], 3: [1] });
    const result = rollAttack(anAttack({ skills: 1, perHit: 0, defense: 10, advantage: [byHand('dis')] }), dice);
    expect(result).toMatchObject({ ok: true, hits: 1 });
    if (!result.ok) return;
    expect(result.outcome).toBe('miss');
  });
});
