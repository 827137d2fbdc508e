// Finding a combatant by id. A state's list of combatants never changes once made, so after a few lookups in the
// same list an index is kept for it: reading every combatant's markers is then one pass, not one pass per combatant.
// The index gives each id's place in the list, so the next state's list, which almost always holds the same ids in
// the same places (a step replaces a few combatants by their new selves), shares it after one side-by-side check.

const LINEAR_LOOKUPS = 8;

type Listed = { readonly id: string };

const indexes = new WeakMap<readonly Listed[], ReadonlyMap<string, number> | number>();
/** The last list indexed, with its index: the one a new list most likely shares. */
let lastIndexed: { readonly list: readonly Listed[]; readonly at: ReadonlyMap<string, number> } | null = null;

function sameIds(a: readonly Listed[], b: readonly Listed[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if ((a[i] as Listed).id !== (b[i] as Listed).id) return false;
  return true;
}

function indexOf(list: readonly Listed[]): ReadonlyMap<string, number> {
  if (lastIndexed && sameIds(lastIndexed.list, list)) return lastIndexed.at;
  const at = new Map<string, number>();
  // the first of an id wins, as with find
  for (let i = 0; i < list.length; i += 1) {
    const id = (list[i] as Listed).id;
    if (!at.has(id)) at.set(id, i);
  }
  return at;
}

export function findById<C extends Listed>(list: readonly C[], id: string): C | undefined {
  const hit = indexes.get(list);
  if (typeof hit === 'object') {
    const i = hit.get(id);
    return i === undefined ? undefined : list[i];
  }
  const uses = (hit ?? 0) + 1;
  if (uses < LINEAR_LOOKUPS) {
    indexes.set(list, uses);
    return list.find((c) => c.id === id);
  }
  const at = indexOf(list);
  indexes.set(list, at);
  lastIndexed = { list, at };
  const i = at.get(id);
  return i === undefined ? undefined : list[i];
}

/** The last of `list` with this id: what a map of the list by id gives (ids are unique in every valid state). */
export function lastById<C extends Listed>(list: readonly C[], id: string): C | undefined {
  for (let j = list.length - 1; j >= 0; j -= 1) if ((list[j] as C).id === id) return list[j];
  return undefined;
}
