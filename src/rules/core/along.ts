// Values made per object of a list, after a step: the list of the last call holds most of the same objects in the
// same relative order (a step changes a few combatants, and moves one or two along the order), so each object's value
// is found side by side in the last call's, a few places ahead at most, and only the others' are made. One pass of
// comparisons of objects, no look-up in a table per object.

/** The objects of the last call, and the value it gave each. */
export interface Along<K, V> {
  readonly keys: readonly K[];
  readonly values: readonly V[];
}

/** How far ahead in the last list an object is looked for when the two lists part (a few moved, joined or left). */
const LOOK_AHEAD = 8;

/**
 * `list.map(make)`, with the value the last call gave an object wherever the same object (`===`) is found side by
 * side in it. `make` must answer the same for the same object (its answer is kept), which makes the result that of
 * `list.map(make)` whatever `last` holds.
 */
export function along<K, V>(list: readonly K[], last: Along<K, V> | null, make: (key: K) => V): V[] {
  const values: V[] = new Array<V>(list.length);
  const keys = last ? last.keys : [];
  let j = 0;
  for (let i = 0; i < list.length; i += 1) {
    const key = list[i] as K;
    if (keys[j] !== key) {
      const end = Math.min(keys.length, j + LOOK_AHEAD);
      for (let k = j + 1; k < end; k += 1) {
        if (keys[k] === key) {
          j = k;
          break;
        }
      }
    }
    if (j < keys.length && keys[j] === key) {
      values[i] = (last as Along<K, V>).values[j] as V;
      j += 1;
    } else values[i] = make(key);
  }
  return values;
}
