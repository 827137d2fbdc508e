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
  const n = list.length;
  const values: V[] = new Array<V>(n);
  if (last === null) {
    for (let i = 0; i < n; i += 1) values[i] = make(list[i] as K);
    return values;
  }
  // one pass, as placesIn finds the places: an object is taken from where the last call had it, or made
  const before = last.keys;
  const kept = last.values;
  let j = 0;
  for (let i = 0; i < n; i += 1) {
    const key = list[i] as K;
    if (before[j] !== key) j = seekAhead(before, key, j);
    if (j < before.length && before[j] === key) {
      values[i] = kept[j] as V;
      j += 1;
    } else values[i] = make(key);
  }
  return values;
}

/**
 * Each object's place in `before` (-1: not found there), found side by side: the places found only grow, and an
 * object is looked for a few places ahead of the last one found at most.
 */
export function placesIn<K>(list: readonly K[], before: readonly K[]): number[] {
  const places: number[] = new Array<number>(list.length);
  let j = 0;
  for (let i = 0; i < list.length; i += 1) {
    const key = list[i] as K;
    j = seekAhead(before, key, j);
    if (j < before.length && before[j] === key) {
      places[i] = j;
      j += 1;
    } else places[i] = -1;
  }
  return places;
}

/**
 * Where `key` stands in `before`: at `j`, or a few places ahead of it at most (LOOK_AHEAD); `j` itself when it is
 * in neither (the caller then finds `before[j] !== key`).
 */
export function seekAhead<K>(before: readonly K[], key: K, j: number): number {
  if (before[j] === key) return j;
  const end = Math.min(before.length, j + LOOK_AHEAD);
  for (let k = j + 1; k < end; k += 1) if (before[k] === key) return k;
  return j;
}
