// Generated play against the built bundle (issue 8, "integrity under pressure"): a fuzzer that follows the fight
// (playing.ts) with hostile input mixed in. After every input: nothing crashes the script or corrupts its state,
// no player acts for a token they do not control, every refusal is whispered to the sender only, nothing about a
// token on the GM layer reaches a player, and no combatant is lost or brought back from deletion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anArena, breaches, breachSummary, type TokenKey } from './arena';
import { playInput, reasons, stats } from './check-command';
import { move, resolve } from './playing';

export const SEED = 8_2026_1122;
const RUNS = 230;
const MIN_COMMANDS = 11_000;
/** Targets: a fuzzer that plays changes the fight often, and players take part in it. */
const MIN_CHANGED = 0.4;
const MIN_BY_PLAYERS = 0.2;

const IDS = Object.values(anArena().ids);
const EVERYONE: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];
const FEW: TokenKey[] = ['goblin', 'wisp', 'aldric', 'shade', 'lurker'];

describe('fuzzing chat commands', () => {
  it(`plays ${MIN_COMMANDS}+ generated commands from the GM, players and another script, and keeps the fight whole and its secrets (seed ${SEED})`, () => {
    console.log(`fuzz-commands seed ${SEED}`);
    const first = { ...stats };
    let runs = 0;
    fc.assert(
      fc.property(fc.array(move(() => IDS), { minLength: 40, maxLength: 80 }), fc.boolean(), (list, everyone) => {
        runs += 1;
        const a = anArena();
        a.send('gm', '!rondel start', everyone ? EVERYONE : FEW);
        list.forEach((m, i) => playInput(a, resolve(a, m), `run ${runs} step ${i}`));
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const run = Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, v - first[k as keyof typeof stats]])) as typeof stats;
    const inputs = run.commands + run.presses;
    const changed = run.changed + run.pressesChanged;
    const byPlayers = run.byPlayers + run.pressesByPlayers;
    console.log(
      `fuzz-commands: ${run.commands} commands (${run.changed} changed the fight, ${run.byPlayers} of them from players; ${run.refused} refused; ${run.api} from another script), ` +
        `${run.presses} presses of the tracker's next (${run.pressesChanged} changed it, ${run.pressesByPlayers} by players), ${run.deletions} tokens deleted; ` +
        `${((100 * changed) / inputs).toFixed(1)}% of inputs changed the fight, ${((100 * byPlayers) / changed).toFixed(1)}% of those from players`,
    );
    if (process.env.HARDENING_REASONS) console.log([...reasons].sort((x, y) => y[1] - x[1]).slice(0, 25));
    if (breaches.size) console.log(`fuzz-commands: breaches (HARDENING_KEEP_GOING)\n${breachSummary()}`);
    expect(run.commands).toBeGreaterThanOrEqual(MIN_COMMANDS);
    expect(run.changed / run.commands, 'commands that changed the fight').toBeGreaterThanOrEqual(MIN_CHANGED);
    expect(changed / inputs, 'inputs that changed the fight').toBeGreaterThanOrEqual(MIN_CHANGED);
    expect(byPlayers / changed, 'changes that came from players').toBeGreaterThanOrEqual(MIN_BY_PLAYERS);
  });
});
