// A fight state never changes once made: what is derived from it alone is computed once per state. Used at the rule
// sets' seam, where states are finished (an engine may build a state step by step before it hands it out).
// The answers are kept for the last few states asked about, not in a table keyed by every state: a command asks
// about the state before and the state after, and a table entry per state costs the collector work for as long as
// the state lives (core/recent.ts). A state asked about again after it was let go of is answered again, the same.
import { Recent } from './recent';

/** How many states' answers are kept: the states a command works on (before, between, after) and the undo's. */
const STATES_KEPT = 4;

/** `f`, remembering its answer for the last few states it was asked about. */
export function perState<S extends object, R>(f: (state: S) => R): (state: S) => R {
  const seen = new Recent<S, { readonly r: R }>(STATES_KEPT);
  // the state asked about last, and its answer: most questions are about the same state as the one before
  let last: S | null = null;
  let lastAnswer: { readonly r: R } | null = null;
  return (state: S): R => {
    if (state === last && lastAnswer !== null) return lastAnswer.r;
    let hit = seen.get(state);
    if (hit === undefined) {
      hit = { r: f(state) };
      seen.set(state, hit);
    }
    last = state;
    lastAnswer = hit;
    return hit.r;
  };
}
