// Finding a combatant by id. A state's list of combatants never changes once made, so after a few lookups in the
// same list an index is kept for it: reading every combatant's markers is then one pass, not one pass per combatant.
// The index gives each id's place in the list, so the next state's list, which almost always holds the same ids in
// the same places (a step replaces a few combatants by their new selves), shares it after one side-by-side check.
// The lists asked about are kept in a few slots, not a table keyed by every list: a step makes several lists, each
// asked a few times while it is new and never again, and a table entry per list costs the collector work for as long
// as the list lives (core/recent.ts).
import { Recent } from './recent';

const LINEAR_LOOKUPS = 8;

/** How many lists are remembered: those of the states a command works on at once (before, between, after). */
const LISTS_KEPT = 4;

type Listed = { readonly id: string };

/** How often a list was asked about, and its index once it has one. */
interface Seen {
  uses: number;
  at: ReadonlyMap<string, number> | null;
}

const seen = new Recent<readonly Listed[], Seen>(LISTS_KEPT);
/** The last index made or shared: the one a new list most likely shares. Bounded: one list, one index. */
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

/** `list.find((c) => c.id === id)`, by an indexed loop. */
function firstOf<C extends Listed>(list: readonly C[], id: string): C | undefined {
  for (let i = 0; i < list.length; i += 1) if ((list[i] as C).id === id) return list[i];
  return undefined;
}

/** The list asked about last and what is known of it: most lookups ask about the same list as the one before. */
let lastList: readonly Listed[] | null = null;
let lastSeen: Seen | null = null;

export function findById<C extends Listed>(list: readonly C[], id: string): C | undefined {
  let hit = list === lastList ? lastSeen : seen.get(list);
  if (hit === undefined || hit === null) {
    hit = { uses: 0, at: null };
    seen.set(list, hit);
  }
  if (list !== lastList) {
    lastList = list;
    lastSeen = hit;
  }
  let at = hit.at;
  if (at === null) {
    hit.uses += 1;
    if (hit.uses < LINEAR_LOOKUPS) return firstOf(list, id);
    at = indexOf(list);
    hit.at = at;
    lastIndexed = { list, at };
  }
  const i = at.get(id);
  return i === undefined ? undefined : list[i];
}

/** The last of `list` with this id: what a map of the list by id gives (ids are unique in every valid state). */
export function lastById<C extends Listed>(list: readonly C[], id: string): C | undefined {
  for (let j = list.length - 1; j >= 0; j -= 1) if ((list[j] as C).id === id) return list[j];
  return undefined;
}
