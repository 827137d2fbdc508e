// Review (undo algebra): the same fuzz with Pat's Aldric on the GM layer: nothing Pat or Sam reads names Aldric.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { opArb, playRun, show, type Rules } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 5151);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('undo k / redo k with a hidden PC (%s)', (rules) => {
  it('after random sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(opArb, { minLength: 20, maxLength: 70 }), (seed, ops) => {
        const log: string[] = [];
        const problem = playRun(seed, rules, ops, log, { hidden: 'aldric' });
        if (problem) throw new Error(`${problem}\n--- seed ${seed}, ops:\n${ops.map(show).join('\n')}\n--- log:\n${log.slice(-15).join('\n')}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
