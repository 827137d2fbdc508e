// Section 3: sizes and start-up. The bundle (raw and gzip), the script's `state` after some play (undo history
// included), and the time to create a campaign with the bundle and boot it.
import { gzipSync } from 'node:zlib';
import { seededDice } from '../test/support/dice';
import { bundle, campaign, start, STATE_KEY } from './campaign';
import { play } from './commands';
import { median, round, timeUs } from './stats';

export const STATE_SIZES = [10, 50, 200] as const;
export const PLAY_COMMANDS = 150;
export const STARTUP_TOKENS = 50;
export const STARTUP_RUNS = 7;

export interface StateFigures {
  readonly n: number;
  readonly commandsPlayed: number;
  /** JSON bytes of state.EnchantedRealmsCombat. */
  readonly totalBytes: number;
  readonly bytesPerCombatant: number;
  /** JSON bytes of the present fight state alone, and per combatant. */
  readonly presentBytes: number;
  readonly presentBytesPerCombatant: number;
  /** States kept for undo (past + future). */
  readonly historyStates: number;
  /** JSON bytes of lastTurnOrder as stored (the copy of the tracker kept to notice foreign writes; schema 4 keeps others' entries only). */
  readonly lastTurnOrderBytes: number;
}

export interface SizeFigures {
  readonly bundleBytes: number;
  readonly bundleGzipBytes: number;
  readonly state: StateFigures[];
  readonly startup: {
    readonly tokens: number;
    readonly runs: number;
    /** create the sandbox + players, page, tokens and sheets + load the bundle + boot (ready), median. The bundle text is read from disk once beforehand. */
    readonly totalMedianMs: number;
    /** load + boot alone, median. */
    readonly loadBootMedianMs: number;
    /** restart (Save Script) with a running 50-combatant fight and its undo history in state, median. */
    readonly restartWithFightMedianMs: number;
  };
}

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

function stateAfterPlay(n: number): StateFigures {
  const c = campaign(n, 500 + n);
  start(c);
  play(c, PLAY_COMMANDS, seededDice(77 + n));
  const stored = c.sb.state[STATE_KEY] as { fight: { timeline: { present: unknown; past: unknown[]; future: unknown[] }; lastTurnOrder: unknown } };
  const total = bytes(stored);
  const present = bytes(stored.fight.timeline.present);
  return {
    n,
    commandsPlayed: PLAY_COMMANDS,
    totalBytes: total,
    bytesPerCombatant: Math.round(total / n),
    presentBytes: present,
    presentBytesPerCombatant: Math.round(present / n),
    historyStates: stored.fight.timeline.past.length + stored.fight.timeline.future.length,
    lastTurnOrderBytes: bytes(stored.fight.lastTurnOrder),
  };
}

function startup(): SizeFigures['startup'] {
  const total: number[] = [];
  const loadBoot: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < STARTUP_RUNS + 1; i += 1) {
    const t0 = process.hrtime.bigint();
    const c = campaign(STARTUP_TOKENS, 900 + i, false);
    const t1 = process.hrtime.bigint();
    c.sb.loadScript(bundle(), 'enchanted-realms-combat.js');
    c.sb.boot();
    const t2 = process.hrtime.bigint();
    c.sb.assertNoCrash();
    if (i > 0) {
      // run 0 warms up the host code and is not kept
      total.push(Number(t2 - t0) / 1e6);
      loadBoot.push(Number(t2 - t1) / 1e6);
    }
  }
  const c = campaign(STARTUP_TOKENS, 950);
  start(c);
  play(c, PLAY_COMMANDS, seededDice(951));
  for (let i = 0; i < STARTUP_RUNS + 1; i += 1) {
    const { us } = timeUs(() => c.sb.restart());
    c.sb.assertNoCrash();
    if (i > 0) restart.push(us / 1000);
  }
  return {
    tokens: STARTUP_TOKENS,
    runs: STARTUP_RUNS,
    totalMedianMs: round(median(total), 2),
    loadBootMedianMs: round(median(loadBoot), 2),
    restartWithFightMedianMs: round(median(restart), 2),
  };
}

export function runSizes(): SizeFigures {
  const code = Buffer.from(bundle(), 'utf8');
  return {
    bundleBytes: code.length,
    bundleGzipBytes: gzipSync(code, { level: 9 }).length,
    state: STATE_SIZES.map(stateAfterPlay),
    startup: startup(),
  };
}
