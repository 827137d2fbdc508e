// Review (undo algebra): the fuzz with fights ending and starting again under any rule set: after `end`, undo takes
// back only damage applied since (one at a time) and never reaches into the fight; after a new start, nothing before it.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { opArbWithEnds, playRun, show, tally, type Rules } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 7171);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('undo and redo across fights (first fight: %s)', (rules) => {
  it('after random sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(opArbWithEnds, { minLength: 20, maxLength: 80 }), (seed, ops) => {
        const log: string[] = [];
        const problem = playRun(seed, rules, ops, log);
        if (problem) throw new Error(`${problem}\n--- seed ${seed}, ops:\n${ops.map(show).join('\n')}\n--- log:\n${log.slice(-15).join('\n')}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(rules, JSON.stringify(Object.entries(tally).filter(([k]) => k.startsWith('no fight'))));
    for (const k of Object.keys(tally)) delete tally[k];
  });
});
