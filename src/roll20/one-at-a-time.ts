// One entry point at a time: an observer of ours, told of a commit, may make another script announce a write to us at
// once (GroupInitiative's ObserveTurnOrderChange), or a sandbox double call us back. What is asked meanwhile runs after
// the entry point that is running, in order; a few at most, so observers that answer each other's changes for ever
// cannot hang the sandbox. Every entry point handed here is guarded already (guard.ts): none throws.

/** The most calls that wait for one entry point: past it, the rest are dropped and logged. */
export const MAX_WAITING = 20;

export interface OneAtATime {
  readonly none: (fn: () => void) => () => void;
  readonly one: <A>(fn: (a: A) => void) => (a: A) => void;
  readonly two: <A, B>(fn: (a: A, b: B) => void) => (a: A, b: B) => void;
}

/** Wrappers that run an entry point now, or after the one running (in the order asked), each of one arity. */
export function oneAtATime(log: (line: string) => void): OneAtATime {
  let running = false;
  const waiting: (() => void)[] = [];

  function wait(call: () => void): void {
    if (waiting.length < MAX_WAITING) waiting.push(call);
    else log('a call made while another ran was dropped: too many waited (an observer answering every change?)');
  }

  /** Runs an entry point now, then what waited for it (what those ask for waits too, and runs in turn). */
  function alone(call: () => void): void {
    running = true;
    try {
      call();
      for (let i = 0; i < waiting.length; i += 1) (waiting[i] as () => void)();
    } finally {
      running = false;
      waiting.length = 0;
    }
  }

  return {
    none: (fn) => () => {
      if (running) wait(fn);
      else alone(fn);
    },
    one: (fn) => (a) => {
      if (running) wait(() => fn(a));
      else alone(() => fn(a));
    },
    two: (fn) => (a, b) => {
      if (running) wait(() => fn(a, b));
      else alone(() => fn(a, b));
    },
  };
}
