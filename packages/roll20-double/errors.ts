/**
 * An error in the test's own set-up detected while a script ran (a forced die out of range, scripted dice
 * over-consumed, a runaway flush). It is never a script crash: the double throws it to the test.
 */
export class DoubleFault extends Error {
  override name = 'DoubleFault';
}

/** Thrown to the test in `crash: 'throw'` mode, wrapping what the script threw. */
export class ScriptCrash extends Error {
  override name = 'ScriptCrash';
  constructor(
    message: string,
    readonly phase: CrashPhase,
    readonly original: unknown,
  ) {
    super(message);
  }
}

export type CrashPhase = 'load' | 'handler' | 'timer' | 'callback';

/** Errors thrown inside the vm context are not `instanceof Error` here: read them structurally. */
export function describeError(error: unknown): { message: string; stack: string } {
  if (typeof error === 'object' && error !== null) {
    const e = error as { message?: unknown; stack?: unknown; name?: unknown };
    const message = typeof e.message === 'string' ? (typeof e.name === 'string' ? `${e.name}: ${e.message}` : e.message) : String(error);
    const stack = typeof e.stack === 'string' ? e.stack : message;
    return { message, stack };
  }
  return { message: String(error), stack: String(error) };
}
