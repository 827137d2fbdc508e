// Review (undo algebra): the fuzz with the table's options set before the fight (indicator aura or tint over the GM's
// own aura and tint, badges, countdown, statuses), a custom tracker entry, and after every undo and redo a restart
// that must find nothing to put right.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { opArb, playRun, show, type Rules } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 6161);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const configArb = fc.tuple(fc.constantFrom('indicator=aura', 'indicator=tint', 'indicator=ring', 'indicator=off'), fc.subarray(['countdown=off', 'badges=off', 'statuses=off']));

describe.each(['rondel', 'seconds', 'rounds'] as Rules[])('undo k / redo k with options (%s)', (rules) => {
  it('after random sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), configArb, fc.array(opArb.filter((o) => o.k !== 'config'), { minLength: 20, maxLength: 60 }), (seed, [ind, rest], ops) => {
        const log: string[] = [];
        const problem = playRun(seed, rules, ops, log, { config: [ind, ...rest], restartOracle: true });
        if (problem) throw new Error(`${problem}\n--- seed ${seed}, config ${[ind, ...rest].join(' ')}, ops:\n${ops.map(show).join('\n')}\n--- log:\n${log.slice(-15).join('\n')}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
