// A token renamed at the table (docs/rules.md §14, ruling 89): the name a rule set keeps for its combatant, in its
// list of combatants and wherever else it wrote the name down (a pending spell's caster, held speech).

/**
 * The list with `name` under `nameKey` in each item whose `idKey` is `id`; the same list (`===`) when none changed, so
 * a state that does not hold the combatant stays the same object.
 */
export function renamedIn<T, I extends keyof T, N extends keyof T>(list: readonly T[], idKey: I, nameKey: N, id: string, name: string): readonly T[] {
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i += 1) {
    const item = list[i] as T;
    if (item[idKey] !== id || item[nameKey] === name) continue;
    out ??= list.slice();
    // the same keys in the same order: the copy keeps the item's shape
    out[i] = { ...item, [nameKey]: name };
  }
  return out ?? list;
}
