// A combatant's row in the turn tracker, made once per combatant object: a step keeps most combatants as they were,
// and so their rows, which lets the adapter keep each row's text by the row itself (src/app/tracker.ts).
import type { TrackerRow } from './rule-set';
import { along, type Along } from './along';

/** The rows of one rule set: `value` is read from the combatant alone. */
export function rowsBy<C extends { readonly id: string }>(value: (c: C) => number | null): (c: C) => TrackerRow {
  const rows = new WeakMap<C, TrackerRow>();
  return (c) => {
    let row = rows.get(c);
    if (!row) rows.set(c, (row = { id: c.id, value: value(c) }));
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
