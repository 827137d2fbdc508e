// A combatant's row in the turn tracker, made once per combatant object: a step keeps most combatants as they were,
// and so their rows, which lets the adapter keep each row's text by the row itself (src/app/tracker.ts).
import type { TrackerRow } from './rule-set';
import { along, type Along } from './along';

/** How many combatants' rows are kept at most: more than any fight has; past it the table starts again. */
const MOST_ROWS = 4096;

/**
 * The rows of one rule set: `value` is read from the combatant alone. Each combatant's row is kept by its id, for its
 * latest object: a step replaces a combatant by a new object, whose row replaces the old one in place (a table keyed
 * by the objects themselves would gain an entry a step and cost the collector one for as long as the object lives).
 */
export function rowsBy<C extends { readonly id: string }>(value: (c: C) => number | null): (c: C) => TrackerRow {
  const rows = new Map<string, { readonly c: C; readonly row: TrackerRow }>();
  return (c) => {
    const hit = rows.get(c.id);
    if (hit !== undefined && hit.c === c) return hit.row;
    if (hit === undefined && rows.size >= MOST_ROWS) rows.clear();
    const row: TrackerRow = { id: c.id, value: value(c) };
    rows.set(c.id, { c, row });
    return row;
  };
}

/**
 * `list.map(rowOf)` for a list in tracker order: the rows of the last list asked for are found side by side
 * (core/along.ts), so a step that moved a few combatants looks up only theirs.
 */
export function rowListBy<C extends { readonly id: string }>(rowOf: (c: C) => TrackerRow): (list: readonly C[]) => TrackerRow[] {
  let last: Along<C, TrackerRow> | null = null;
  return (list) => {
    const rows = along(list, last, rowOf);
    last = { keys: list, values: rows };
    return rows;
  };
}
