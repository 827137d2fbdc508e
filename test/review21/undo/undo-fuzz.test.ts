// Review (undo algebra): random seeded sequences in each rule set; after every undo k and redo k the table (stored
// fight, tracker, markers, bars, attributes, the turn's indicator) is exactly the one k accepted steps away.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { opArb, playRun, show, tally, type Rules } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 4242);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('undo k / redo k are exact (%s)', (rules) => {
  it('after random sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(opArb, { minLength: 20, maxLength: 70 }), (seed, ops) => {
        const log: string[] = [];
        const problem = playRun(seed, rules, ops, log);
        if (problem) throw new Error(`${problem}\n--- seed ${seed}, ops:\n${ops.map(show).join('\n')}\n--- log:\n${log.slice(-15).join('\n')}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(rules, JSON.stringify(Object.entries(tally).sort()));
    for (const k of Object.keys(tally)) delete tally[k];
  });
});
