// Generated chat commands against the built bundle (issue 8): nothing crashes the script, corrupts its state, or
// lets a player act for a token they do not control; every refusal is whispered to the sender only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anArena, type TokenKey } from './arena';
import { playCommand, reasons, stats } from './check-command';
import { play } from './generators';

export const SEED = 8_2026_1122;
const RUNS = 360;
const MIN_COMMANDS = 20_000;

const IDS = Object.values(anArena().ids);
const ALL_SIX: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp'];

describe('fuzzing chat commands', () => {
  it(`survives ${MIN_COMMANDS}+ generated commands from the GM, players and another script (seed ${SEED})`, () => {
    console.log(`fuzz-commands seed ${SEED}`);
    const first = stats.commands;
    fc.assert(
      fc.property(fc.array(play(() => IDS), { minLength: 40, maxLength: 80 }), fc.boolean(), (list, everyone) => {
        const a = anArena();
        a.send('gm', '!rondel start', everyone ? ALL_SIX : ['goblin', 'wisp', 'aldric']);
        list.forEach((p, i) => playCommand(a, p, i));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const count = stats.commands - first;
    console.log(`fuzz-commands: ${count} commands`, stats);
    if (process.env.HARDENING_REASONS) console.log([...reasons].sort((x, y) => y[1] - x[1]).slice(0, 25));
    expect(count).toBeGreaterThanOrEqual(MIN_COMMANDS);
  });
});
