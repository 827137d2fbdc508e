// Review 9, fuzz angle: the model-based fuzzer (runner.ts, model.ts) over random sequences of commands in every rule
// set. Each property checks one part of the model; a failing one is kept as `.skip` once its minimal sequence is a
// plain test in sequences.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rules } from './model';
import { op, play, show, tally, type Check, type Op } from './runner';

const SEED = 9_2026_1123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const startOp = fc.record({ k: fc.constant('start' as const), rules: fc.constantFrom<Rules>('rondel', 'seconds', 'rounds'), sel: fc.constant(['aldric', 'lira', 'goblin', 'zombie', 'shade', 'kess'] as Op extends { sel: infer S } ? S : never) });
const run = fc.tuple(startOp, fc.array(op, { minLength: 10, maxLength: 90 })).map(([s, rest]) => [s as Op, ...rest]);

function property(checks: Check[]): void {
  fc.assert(
    fc.property(run, (ops) => {
      const problem = play(ops, checks);
      if (problem) throw new Error(problem);
    }),
    { seed: SEED, numRuns: RUNS },
  );
}

describe('the model-based fuzzer (review 9)', () => {
  for (const check of ['undo', 'restart', 'timed', 'flex', 'sheet', 'react', 'clean', 'move', 'act'] as Check[]) {
    it(`${check}`, () => {
      property([check]);
      console.log(check, JSON.stringify(tally));
      for (const k of Object.keys(tally)) delete tally[k];
    });
  }
});
export { show, expect };
