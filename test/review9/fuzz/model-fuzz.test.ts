// Review 9, fuzz angle: the model-based fuzzer (runner.ts, model.ts) over random sequences of commands in every rule
// set. Each property checks one part of the model; a failing one is kept as `.skip` once its minimal sequence is a
// plain test in sequences.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rules } from './model';
import { op, play, show, tally, trace, type Check, type Op } from './runner';

const SEED = Number(process.env.FUZZ_SEED ?? 9_2026_1123);
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

describe('restarts change nothing (review 9)', () => {
  it('the same commands with restarts of the sandbox in between say and show the same after every command', () => {
    const plain = fc.array(op.filter((o) => o.k !== 'restart'), { minLength: 10, maxLength: 60 });
    fc.assert(
      fc.property(startOp, plain, fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (s, ops, where) => {
        const without = [s as Op, ...ops];
        const withRestarts: Op[] = [s as Op];
        ops.forEach((o, i) => {
          if (where[i]) withRestarts.push({ k: 'restart' });
          withRestarts.push(o);
        });
        const x = trace(without);
        const y = trace(withRestarts);
        for (let i = 0; i < x.length; i += 1) {
          if (x[i] !== y[i]) throw new Error(`step ${i} differs after restarts:\n--- without\n${x[i]?.slice(0, 1500)}\n--- with\n${y[i]?.slice(0, 1500)}\n  ops: ${withRestarts.map(show).join(' ; ')}`);
        }
      }),
      { seed: SEED, numRuns: Math.max(10, Math.floor(RUNS / 2)) },
    );
  });
});

describe('undo and redo are exact (review 9)', () => {
  it('an undo right after a command shows what was there before it, and a redo what it made', () => {
    const paired = fc.array(fc.tuple(op, fc.constantFrom(0, 0, 1, 2)), { minLength: 10, maxLength: 60 });
    fc.assert(
      fc.property(startOp, paired, (s, list) => {
        const ops: Op[] = [s as Op];
        for (const [o, n] of list) {
          ops.push(o);
          if (n > 0) ops.push({ k: 'undo', n }, { k: 'redo', n });
        }
        const problem = play(ops, ['undo']);
        if (problem) throw new Error(problem);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log('undo/redo pairs', JSON.stringify(tally));
    for (const k of Object.keys(tally)) delete tally[k];
  });
});
