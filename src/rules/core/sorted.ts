// Sorting a fight's combatants again after a step. A step changes a few combatants and keeps the others as the same
// objects, so the order of the last list sorted with the same comparator is reused: the combatants it shares with the
// new list keep their relative order (the comparator reads only the two combatants), and the few new ones are put in
// by binary search. One pass over the list instead of a sort of the whole list at every command.

/** A comparator that reads only its two arguments, total (it ends on the id): its order of a list is unique. */
export type PureCompare<T> = (a: T, b: T) => number;

/** The last list sorted with a comparator and its order: one record per comparator, updated in place. */
interface Last<T> {
  list: readonly T[];
  order: readonly T[];
}

const lastOf = new WeakMap<PureCompare<never>, Last<unknown>>();

/** Beyond this share of new objects, a plain sort is cheaper than inserting them one by one. */
const MOST_NEW = 0.25;

function insert<T>(order: T[], x: T, compare: PureCompare<T>): void {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid] as T, x) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.splice(lo, 0, x);
}

/**
 * Puts each of `now` at the place of the object it replaces (`was`, equal to it by `compare`) in the sorted `order`;
 * false, leaving `order` partly changed, when one is not found or its place is not strictly between its neighbours.
 */
function replaceInPlace<T>(order: T[], was: readonly T[], now: readonly T[], compare: PureCompare<T>): boolean {
  for (let k = 0; k < now.length; k += 1) {
    const x = now[k] as T;
    const at = order.indexOf(was[k] as T);
    if (at < 0) return false;
    if (at > 0 && compare(order[at - 1] as T, x) >= 0) return false;
    if (at + 1 < order.length && compare(x, order[at + 1] as T) >= 0) return false;
    order[at] = x;
  }
  return true;
}

/** Beyond this many objects gone, they are taken out of the last order in one pass with a set. */
const FEW_GONE = 4;

/** `order` without every object of `gone`: a few gone are found by a native scan each, many by one pass with a set. */
function withoutGone<T>(order: readonly T[], gone: readonly T[]): T[] {
  if (gone.length > FEW_GONE) return everyBut(order, gone);
  const kept = order.slice();
  for (let g = 0; g < gone.length; g += 1) {
    const x = gone[g] as T;
    const at = kept.indexOf(x);
    if (at < 0) continue;
    kept.splice(at, 1);
    // the same object twice in the order (never in a fight): the filter takes out every one
    if (kept.indexOf(x, at) >= 0) return everyBut(order, gone);
  }
  return kept;
}

function everyBut<T>(order: readonly T[], gone: readonly T[]): T[] {
  const set = new Set(gone);
  return order.filter((x) => !set.has(x));
}

/** `[...list].sort(compare)`, reusing the order of the last list sorted with `compare`. */
export function sortedBy<T extends object>(list: readonly T[], compare: PureCompare<T>): T[] {
  const last = lastOf.get(compare as PureCompare<never>) as Last<T> | undefined;
  // a copy of the order kept (the first caller was given the order itself)
  if (last && last.list === list) return last.order.slice();
  return sortedAfter(list, compare, last);
}

/**
 * `sortedBy` for a caller that only reads the order and keeps no reference it would change: the list asked about
 * again gets the order kept, not a copy (the order kept is never changed once made).
 */
export function sortedView<T extends object>(list: readonly T[], compare: PureCompare<T>): readonly T[] {
  const last = lastOf.get(compare as PureCompare<never>) as Last<T> | undefined;
  if (last && last.list === list) return last.order;
  return sortedAfter(list, compare, last);
}

/** The order of a list other than the last one sorted with `compare`, which it becomes. */
function sortedAfter<T extends object>(list: readonly T[], compare: PureCompare<T>, last: Last<T> | undefined): T[] {
  let order: T[];
  if (last && list.length > 8 && list.length === last.list.length) {
    // most steps keep every combatant at its place in the list: those that changed are found side by side, taken
    // out of the last order and put back in by binary search (no index of the whole list). One whose keys of the
    // order did not change (a marker ended, a condition came) compares equal to its old self: it takes its old self's
    // place, which is its place in the stable sort too (the same place in the list). Only when that place is strictly
    // between its neighbours: an object listed twice (never in a fight) may be found at its other place
    const gone: T[] = [];
    const added: T[] = [];
    let kept: T[] | null = null;
    let keptWas: T[] | null = null;
    const lastList = last.list;
    for (let i = 0; i < list.length; i += 1) {
      const x = list[i] as T;
      const was = lastList[i] as T;
      if (x === was) continue;
      if (compare(was, x) === 0) {
        (kept ??= []).push(x);
        (keptWas ??= []).push(was);
      } else {
        gone.push(was);
        added.push(x);
      }
    }
    if (added.length > list.length * MOST_NEW) order = list.slice().sort(compare);
    else {
      order = withoutGone(last.order, gone);
      if (kept !== null && !replaceInPlace(order, keptWas as T[], kept, compare)) order = list.slice().sort(compare);
      else {
        for (let a = 0; a < added.length; a += 1) insert(order, added[a] as T, compare);
        // an object that was also kept elsewhere in the list (never in a fight) is sorted plainly
        if (order.length !== list.length) order = [...list].sort(compare);
      }
    }
  } else if (last && list.length > 8) {
    const present = new Set(list);
    const kept = new Set<T>();
    order = [];
    for (const x of last.order) {
      if (present.has(x) && !kept.has(x)) {
        kept.add(x);
        order.push(x);
      }
    }
    const added = list.length - order.length;
    if (added > list.length * MOST_NEW) order = [...list].sort(compare);
    else for (const x of list) if (!kept.has(x)) insert(order, x, compare);
    // the same object twice in a list (never in a fight) is sorted plainly
    if (order.length !== list.length) order = [...list].sort(compare);
  } else order = [...list].sort(compare);
  if (last) {
    last.list = list;
    last.order = order;
  } else lastOf.set(compare as PureCompare<never>, { list, order });
  return order;
}
