// Review 12a (rules): the chance trait's re-roll at disadvantage is dropped when it comes up better than the other die.
//
// At the table: a nhoblit with the chance trait makes a check at disadvantage (DC 15) and rolls 12 and 1. Chance
// re-rolls the 1 and it comes up 18. The card shows the 18 struck out ("dropped"), the 12 counting, and a failure.
// What they should see: the re-rolled 18 counting (total 18, a success).
//
// Page 004 (Advantage): "When having advantage or disadvantage along with another circumstance, such as a nhoblit's
// chance skill, which allows a re-roll, then only one-die may be re-rolled ... if the nhoblit has advantage and rolls
// a 12 and a 1, then chance skill would allow the 1 to be re-rolled, but the new roll would be used even if it is lower
// than 12." The re-roll replaces the pair's result; it is not compared with the other die again.
// RULES.md §10: "the first natural 1 of a roll be re-rolled once, and the new die stands"; docs/rules.md §10: "the new
// die is kept even if it is another 1". The script (src/rules/core/rolls.ts, rollKept) re-picks the worse of the
// other die and the re-roll, so at disadvantage the new die is dropped whenever it beats the other die. (The ruling
// "chance only where it helps" decides WHETHER chance is used, not what the re-roll counts for.)
// The same happens to an attack whose disadvantage left no die (two rolled, the worse counts): rollPool → rollKept.
import { describe, expect, it } from 'vitest';
import { rollAttack, rollCheck, rollSave } from '../../src/rules/core/rolls';
import { byHand } from '../../src/rules/core/advantage';
import { scriptedDice } from '../support/dice';

const dis = [byHand('dis')];

describe('chance at disadvantage: the re-rolled die stands (page 004)', () => {
  it('a check at disadvantage, 12 and 1, the 1 re-rolled to 18: the 18 counts', () => {
    const result = rollCheck({ dc: 15, modifier: 0, advantage: dis, chance: true }, scriptedDice([20, 12], [20, 1], [20, 18]));
    if (!result.ok) throw new Error('refused');
    expect(result.die).toBe(18);
    expect(result.total).toBe(18);
    expect(result.success).toBe(true);
    expect(result.dice.find((d) => d.byChance)?.status).toBe('kept');
    expect(result.dice.find((d) => d.value === 12)?.status).toBe('dropped');
  });

  it('a save at disadvantage, 12 and 1, the 1 re-rolled to 18: the 18 counts', () => {
    const result = rollSave({ dc: 20, score: 2, advantage: dis, chance: true }, scriptedDice([20, 12], [20, 1], [20, 18]));
    if (!result.ok) throw new Error('refused');
    expect(result.die).toBe(18);
    expect(result.total).toBe(20);
    expect(result.success).toBe(true);
  });

  it('an attack whose disadvantage left no die (worse of two), 12 and 1, the 1 re-rolled to 18: a hit', () => {
    const result = rollAttack(
      { skills: 0, defense: 15, reach: 'melee', advantage: dis, chance: true, perHit: 5 },
      scriptedDice([20, 12], [20, 1], [20, 18], [3, 1]),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.pool.worseOfTwo).toBe(true);
    expect(result.hits).toBe(1);
    expect(result.outcome).toBe('hit');
    expect(result.damage?.total).toBe(4); // 5 per hit, −d3 of 1
  });
});
