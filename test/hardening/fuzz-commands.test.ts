// Generated play against the built bundle (issue 8, "integrity under pressure"; issue "rule sets"): a fuzzer that
// follows the fight (playing.ts) with hostile input mixed in, in fights of every rule set: each run starts under one
// of them (about a third each), and a fight that ends may start again under another. After every input: nothing
// crashes the script or corrupts its state, the tracker is the projection of the fight through its rule set, no
// player acts for a token they do not control, every refusal is whispered to the sender only, nothing about a token
// on the GM layer reaches a player, no combatant is lost or brought back from deletion, and a next ends one turn at
// most.
// Fuzz 11 added the newest inputs (playing.ts, table-events.ts, buttons-seen.ts): stand (and --react), done and !eot,
// check and save, attacks and the GM's Apply, the buttons the script posted pressed fresh, stale or forged (menus'
// --turn, Trigger's --readied, End the fight's and Start a new fight's --asked, End the turn's --due, Adopt, More),
// sheet buttons (a spell's Cast), effects and timed conditions, hooks with a token's name, hostile say lines (bidi
// controls, -- runs, HTML, 1,000+ characters), help for every verb and words that are no verb; and the table's
// events: renames by hand and by another script, tokens moved to and from the GM layer, deleted, controllers and
// sheet attributes changed, bar 1 typed, the tracker edited by hand, other scripts' tracker writes (GroupInitiative's
// clear and rolls, TurnMarker1's entry), page switches. Further checks: stale buttons act for nobody; another
// script's tracker write is never dropped without a word to the GM; an event moves no clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_SET_IDS, type RuleSetId } from '../../src/rules/core/rule-set';
import { ruleSetOf } from '../../src/rules/registry';
import { plain } from '../integration/table';
import { anArena, type Arena, breaches, breachSummary, knownSeen, knownSummary, spoilt, type TokenKey } from './arena';
import { changedBy, playInput, reasons, stats, statsByRules, verbsSent, type Stats } from './check-command';
import { move, resolve } from './playing';

/** About 13 s on an idle machine; tests running beside it can make it several times that. */
const BUSY_TIMEOUT = 180_000;

/** A long run: FUZZ_SEED and FUZZ_RUNS (e.g. FUZZ_RUNS=3000) play more, or other, fights; the targets still hold. */
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 8_2026_1122;
const DEFAULT_RUNS = 230;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : DEFAULT_RUNS;
/** FUZZ_PATH replays one counterexample (fast-check's path, printed with its failure). */
const PATH = process.env.FUZZ_PATH;
// the default seed plays 11,000 in its 230 runs; another seed's fights run longer or shorter (seed 20261125: 47 a run,
// not 48), so it is held to nine tenths of that rate
const MIN_COMMANDS = PATH ? 0 : Math.round(((11_000 * RUNS) / 230) * (process.env.FUZZ_SEED ? 0.9 : 1));
/** Targets: a fuzzer that plays changes the fight often, and players take part in it. */
const MIN_CHANGED = 0.4;
const MIN_BY_PLAYERS = 0.2;
/** Each rule set gets its share: at least this many of the commands are played in its fights. */
const MIN_SHARE = 0.2;

const IDS = Object.values(anArena().ids);
const TRACE = Boolean(process.env.FUZZ_TRACE);

function trace(a: Arena, step: number, input: unknown, mark: ReturnType<Arena['sb']['recorder']['mark']>): void {
  const said = a.sb.recorder.since(mark).chat.filter((m) => !m.viaCallback && m.type !== 'api');
  const to = (ids: readonly string[]): string => ids.map((id) => String(a.sb.getObj('player', id)?.get('_displayname') ?? id)).join(',');
  const keyOf = new Map(Object.entries(a.ids).map(([k, id]) => [id, k]));
  const ids = (text: string): string => text.replace(/-M-{6}[\w-]{12}/g, (id) => keyOf.get(id) ?? id);
  console.log(
    `#${step} ${ids(JSON.stringify(input))}\n` +
      said.map((m) => `   ${m.type === 'whisper' ? `→${to(m.targets)}` : 'ALL'}: ${ids(plain(m.content).replace(/\s*\n\s*/g, ' | ').slice(0, 300))}`).join('\n'),
  );
}
const EVERYONE: TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];
const FEW: TokenKey[] = ['goblin', 'wisp', 'aldric', 'shade', 'lurker'];

/** The verbs a rule set has that the others have not. */
const OWN_VERBS: Record<RuleSetId, readonly string[]> = { rondel: [], seconds: ['say', 'terrain'], rounds: ['trigger'] };

const copy = (s: Stats): Stats => ({ ...s });
const minus = (a: Stats, b: Stats | undefined): Stats => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v - (b?.[k as keyof Stats] ?? 0)])) as unknown as Stats;
const percent = (n: number, of: number): string => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);

function summary(label: string, run: Stats): string {
  const inputs = run.commands + run.presses;
  const changed = run.changed + run.pressesChanged;
  const byPlayers = run.byPlayers + run.pressesByPlayers;
  return (
    `${label}: ${run.commands} commands (${run.changed} changed the fight, ${run.byPlayers} of them from players; ${run.refused} refused; ${run.api} from another script), ` +
    `${run.presses} presses of the tracker's next (${run.pressesChanged} changed it, ${run.pressesByPlayers} by players), ${run.deletions} tokens deleted; ` +
    `${percent(changed, inputs)} of inputs changed the fight, ${percent(byPlayers, changed)} of those from players`
  );
}

describe('fuzzing chat commands', () => {
  it(`plays ${MIN_COMMANDS}+ generated commands from the GM, players and another script in fights of every rule set, and keeps the fight whole and its secrets (seed ${SEED})`, () => {
    console.log(`fuzz-commands seed ${SEED}`);
    const first = copy(stats);
    const firstBy = new Map([...statsByRules].map(([k, v]) => [k, copy(v)]));
    const firstChanged = new Map([...changedBy].map(([k, v]) => [k, new Map(v)]));
    let runs = 0;
    // runs a known defect spoilt: they stop at that step (arena.ts, KNOWN_DEFECTS)
    let cut = 0;
    fc.assert(
      fc.property(fc.array(move(() => IDS), { minLength: 40, maxLength: 80 }), fc.boolean(), fc.constantFrom(...RULE_SET_IDS), (list, everyone, rules) => {
        runs += 1;
        const a = anArena();
        // the rondel is the game's default: its runs start it without --rules half the time
        a.send('gm', rules === 'rondel' && runs % 2 === 0 ? '!rondel start' : `!rondel start --rules ${rules}`, everyone ? EVERYONE : FEW);
        for (const [i, m] of list.entries()) {
          const input = resolve(a, m);
          // FUZZ_TRACE (with FUZZ_PATH): every input of the run replayed, and what the script said to whom
          const mark = TRACE ? a.sb.recorder.mark() : null;
          try {
            playInput(a, input, `run ${runs} (${rules}) step ${i}`);
          } finally {
            if (mark) trace(a, i, input, mark);
          }
          if (spoilt(a)) {
            cut += 1;
            break;
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
    const run = minus(stats, first);
    const zero = minus(run, run);
    const by = new Map(RULE_SET_IDS.map((id) => [id, minus(statsByRules.get(id) ?? zero, firstBy.get(id))]));
    const changesIn = (id: RuleSetId): Map<string, number> =>
      new Map([...(changedBy.get(id) ?? [])].map(([what, n]) => [what, n - (firstChanged.get(id)?.get(what) ?? 0)] as const).filter(([, n]) => n > 0));
    console.log(summary('fuzz-commands', run));
    for (const [id, s] of by) {
      const changes = [...changesIn(id)].sort((x, y) => y[1] - x[1]);
      console.log(`  ${summary(id, s)}\n    changed by: ${changes.map(([what, n]) => `${what} ${n}`).join(', ')}`);
    }
    if (process.env.HARDENING_REASONS) {
      console.log([...reasons].sort((x, y) => y[1] - x[1]).slice(0, 25));
      console.log([...verbsSent].sort((x, y) => y[1].sent - x[1].sent).map(([v, t]) => `${v} ${t.sent} sent, ${t.changed} changed, ${t.refused} refused`).join('\n'));
    }
    if (knownSeen.size) console.log(`fuzz-commands: ${cut} of ${runs} runs cut short by known defects\n${knownSummary()}`);
    if (breaches.size) console.log(`fuzz-commands: breaches (HARDENING_KEEP_GOING)\n${breachSummary()}`);
    if (PATH) return;
    const inputs = run.commands + run.presses;
    const changed = run.changed + run.pressesChanged;
    const byPlayers = run.byPlayers + run.pressesByPlayers;
    expect(run.commands).toBeGreaterThanOrEqual(MIN_COMMANDS);
    expect(run.changed / run.commands, 'commands that changed the fight').toBeGreaterThanOrEqual(MIN_CHANGED);
    expect(changed / inputs, 'inputs that changed the fight').toBeGreaterThanOrEqual(MIN_CHANGED);
    expect(byPlayers / changed, 'changes that came from players').toBeGreaterThanOrEqual(MIN_BY_PLAYERS);
    // every rule set is played, and each of its own actions and verbs changed the fight
    for (const [id, s] of by) {
      expect(s.commands / run.commands, `the share of ${id}`).toBeGreaterThanOrEqual(MIN_SHARE);
      const changes = changesIn(id);
      const own = [...(ruleSetOf(id)?.actions.map((x) => `act ${x.key}`) ?? []), 'next', 'press', 'react', 'add', 'remove', 'set', 'condition', 'undo', 'stand', 'done', 'apply', 'effect', ...OWN_VERBS[id]];
      // a shorter run than the default (FUZZ_RUNS) may not reach every verb's change: its coverage is not judged
      if (RUNS >= DEFAULT_RUNS) expect(own.filter((what) => !changes.has(what)), `${id}: what never changed the fight`).toEqual([]);
    }
  }, process.env.FUZZ_RUNS ? 3_600_000 : BUSY_TIMEOUT);
});
