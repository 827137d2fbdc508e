// Copies of a state's plain objects with a few fields changed. `{ ...c, nextAt }` is what the rules mean, but V8's
// spread of objects made at many places is slow (a generic copy, about a microsecond), and a step makes several. An
// object whose keys are exactly the rule set's own, in its own order, is copied by one object literal instead: the
// same keys in the same order with the same values, so its JSON and everything read from it are the same. Any other
// object (stored by an older version with more keys, keys in another order) is copied by the spread itself.

/** Whether `o`'s enumerable keys are exactly `keys`, in that order (the order a spread and JSON give them). */
export function hasKeys(o: object, keys: readonly string[]): boolean {
  let i = 0;
  // for…in lists own keys in the same order as Object.keys, then any inherited ones (which then do not match)
  for (const key in o) {
    if (key !== keys[i]) return false;
    i += 1;
  }
  return i === keys.length;
}

/** A value JSON writes as itself: a string, a boolean or a finite number. */
function plain(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/**
 * `JSON.stringify(a) === JSON.stringify(b)` for small flat objects (an allowance, a marker) without writing either:
 * the same keys in the same order with the same plain values are the same JSON. Anything else (nested values, NaN,
 * undefined) is written out and compared as JSON.
 */
export function sameJson(a: object, b: object): boolean {
  const keys: string[] = [];
  for (const key in a) {
    const v = (a as Record<string, unknown>)[key];
    if (!plain(v)) return JSON.stringify(a) === JSON.stringify(b);
    keys.push(key);
  }
  let i = 0;
  for (const key in b) {
    const v = (b as Record<string, unknown>)[key];
    if (!plain(v)) return JSON.stringify(a) === JSON.stringify(b);
    if (key !== keys[i] || v !== (a as Record<string, unknown>)[key]) return false;
    i += 1;
  }
  return i === keys.length;
}
