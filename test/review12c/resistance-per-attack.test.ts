// Review 12c: rulings 49 and 50 against rulebook page 000 ("Physical Damage").
//
// Page 000: "If something is resistant, then any damage delivered from a single attack is halved, round down.
// Therefore, 1-point attacks are ineffective." The rulebook halves the damage of the ATTACK, and page 004 makes the
// advantage crit "an additional 1 to 3 points of damage" of that attack. docs/rules.md ruling 49 halves each HIT
// instead ("resistance halves each hit separately"), and ruling 50 keeps the ±d3 out of the halving.
//
// At the table: a goblin with two slashing skills and a torch (1 fire damage per hit, no figure on the sheet) hits
// a fire-resistant troll with all three dice. The card says 0 damage (three 1-point hits, each halved to 0); page 000
// gives 3 halved = 1. A fire sword (2 per hit) hitting once at advantage with a d3 of 3 deals 1 + 3 = 4 by the
// script; page 000 halves the attack's 5 to 2.
//
// Suggested fix: src/rules/core/damage.ts rollDamage: sum the hits (and the crit), then applyFactor once; drop
// rulings 49/50's per-hit reading from docs/rules.md §10/§14 (RULES.md §10's "(ruling)" line says "a hit's damage"
// too, and the page is not silent there).
import { describe, expect, it } from 'vitest';
import { byHand } from '../../src/rules/core/advantage';
import { rollAttack } from '../../src/rules/core/rolls';
import { anAttack, streamDice } from '../support/rolls';

describe('resistance halves the damage of a single attack, not of each hit (page 000; rulings 49, 50)', () => {
  it('three 1-point hits on a resistant target deal 3 halved, round down = 1, not 0', () => {
    const dice = streamDice({ 20: [15, 16, 17], 3: [2] });
    const result = rollAttack(
      anAttack({ skills: 2, perHit: 1, category: 'fire', resistances: ['fire'], defense: 10 }),
      dice,
    );
    expect(result).toMatchObject({ ok: true, outcome: 'hit', hits: 3 });
    if (!result.ok) return;
    expect(result.damage?.total).toBe(1);
  });

  it("an attack at advantage on a resistant target halves the advantage crit's points too: (2 + 3) / 2 = 2, not 1 + 3", () => {
    // advantage adds a die: one d20 hits (15), the other misses (2); the d3 shows 3
    const dice = streamDice({ 20: [15, 2], 3: [3] });
    const result = rollAttack(
      anAttack({ skills: 0, perHit: 2, category: 'fire', resistances: ['fire'], defense: 10, advantage: [byHand('adv')] }),
      dice,
    );
    expect(result).toMatchObject({ ok: true, outcome: 'hit', hits: 1 });
    if (!result.ok) return;
    expect(result.damage?.total).toBe(2);
  });
});
