// Finding a combatant by id. A state's list of combatants never changes once made, so after a few lookups in the
// same list an index is kept for it: reading every combatant's markers is then one pass, not one pass per combatant.

const LINEAR_LOOKUPS = 8;
const indexes = new WeakMap<readonly { readonly id: string }[], Map<string, { readonly id: string }> | number>();

export function findById<C extends { readonly id: string }>(list: readonly C[], id: string): C | undefined {
  const hit = indexes.get(list);
  if (hit instanceof Map) return hit.get(id) as C | undefined;
  const uses = (hit ?? 0) + 1;
  if (uses < LINEAR_LOOKUPS) {
    indexes.set(list, uses);
    return list.find((c) => c.id === id);
  }
  const map = new Map<string, C>();
  // the first of an id wins, as with find
  for (const c of list) if (!map.has(c.id)) map.set(c.id, c);
  indexes.set(list, map);
  return map.get(id);
}
