// Review 24 (undo and redo): random fight commands mixed with the table's own doings, options changed since, then
// `undo k` compared with a twin table that never played the undone commands, and `redo k` with the table before the
// undo (twin.ts). FUZZ_SEED and FUZZ_RUNS (per rule set) play other or longer runs.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { anyOpArb, CONFIGS, runCase, showCase, type Case } from './twin';
import type { Rules } from '../../review21/undo/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 2424);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('undo k is the twin that never played the steps; redo k the table before (%s)', (rules) => {
  it('after random play and options changed since', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 1, max: 1000 }),
          ops: fc.array(anyOpArb, { minLength: 8, maxLength: 30 }),
          configs: fc.subarray([...CONFIGS], { maxLength: 3 }),
          k: fc.integer({ min: 1, max: 6 }),
          newCommand: fc.boolean(),
        }),
        (r) => {
          const c: Case = { ...r, rules };
          const problem = runCase(c);
          if (problem) throw new Error(`${problem}\n--- ${showCase(c)}`);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
