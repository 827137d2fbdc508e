// A fight state never changes once made: what is derived from it alone is computed once per state. Used at the rule
// sets' seam, where states are finished (an engine may build a state step by step before it hands it out).

/** `f`, remembering its answer for each state it was asked about. */
export function perState<S extends object, R>(f: (state: S) => R): (state: S) => R {
  const seen = new WeakMap<S, { readonly r: R }>();
  return (state: S): R => {
    const hit = seen.get(state);
    if (hit) return hit.r;
    const r = f(state);
    seen.set(state, { r });
    return r;
  };
}
