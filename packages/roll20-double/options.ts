/** Fidelity switches. Where Roll20's behaviour is unknown, the option names the choice (README lists them). */
export interface SandboxOptions {
  /** Seeds dice, `Math.random` and ids. Default 1. */
  seed?: number;
  /** 'disable-all' (default, faithful): a crash disables every script. 'throw': rethrow it to the test. */
  crash?: 'disable-all' | 'throw';
  /** An `on('ready')` registered after ready fired: 'never' called (default) or called 'immediate'ly. */
  lateReady?: 'never' | 'immediate';
  /** Misuse (read-only write, blob get without callback, bad createObj…) throws instead of warning. */
  strict?: boolean;
  /** How `findObjs` compares values: 'strict' (===, default) or 'loose' (==). */
  findObjsEquality?: 'strict' | 'loose';
  /** When set, a script call running longer than this is killed as a "possible infinite loop" crash. */
  watchdogMs?: number;
  /** Virtual clock start (ms since epoch). Default 2024-01-01T00:00:00Z. */
  startTime?: number;
  /** The loop guard of `flush`. Default 10 000 tasks. */
  maxFlushTasks?: number;
  /** The persisted `state` the first boot starts from (JSON-copied). */
  state?: unknown;
}

export interface ResolvedOptions {
  seed: number;
  crash: 'disable-all' | 'throw';
  lateReady: 'never' | 'immediate';
  strict: boolean;
  findObjsEquality: 'strict' | 'loose';
  watchdogMs: number | undefined;
  startTime: number;
  maxFlushTasks: number;
  state: unknown;
}

export function resolveOptions(o: SandboxOptions): ResolvedOptions {
  return {
    seed: o.seed ?? 1,
    crash: o.crash ?? 'disable-all',
    lateReady: o.lateReady ?? 'never',
    strict: o.strict ?? false,
    findObjsEquality: o.findObjsEquality ?? 'strict',
    watchdogMs: o.watchdogMs,
    startTime: o.startTime ?? Date.UTC(2024, 0, 1),
    maxFlushTasks: o.maxFlushTasks ?? 10_000,
    state: o.state ?? {},
  };
}
