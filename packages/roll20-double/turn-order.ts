/** The campaign's `turnorder` JSON string (spec §10). */

export interface TurnEntry {
  /** A graphic id, or the string "-1" for a custom entry. */
  id: string;
  pr: string | number;
  custom?: string;
  _pageid?: string;
  /** A custom entry's increment (e.g. "+1"), applied by the tracker's next-turn button only. */
  formula?: string;
}

export function parseTurnOrder(value: unknown): TurnEntry[] {
  if (value === '' || value === undefined || value === null || value === false) return [];
  if (typeof value !== 'string') throw new TypeError(`turnorder is not a string: ${typeof value}`);
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed)) throw new TypeError('turnorder is not a JSON array');
  return parsed as TurnEntry[];
}

/** Applies a `formula` such as "+1" or "-2" to `pr`, keeping its type (number stays number). */
export function applyFormula(entry: TurnEntry): TurnEntry {
  const m = /^\s*([+-]?)\s*(\d+(?:\.\d+)?)\s*$/.exec(entry.formula ?? '');
  if (m === null) return entry;
  const step = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  const base = parseFloat(String(entry.pr));
  const next = (Number.isNaN(base) ? 0 : base) + step;
  return { ...entry, pr: typeof entry.pr === 'number' ? next : String(next) };
}

/** Roll20's tracker sort: by numeric `pr`, stable; values that are not numbers go last. */
export function sortTurnOrder(entries: readonly TurnEntry[], direction: 'asc' | 'desc'): TurnEntry[] {
  const key = (e: TurnEntry): number => {
    const n = parseFloat(String(e.pr));
    if (Number.isNaN(n)) return direction === 'desc' ? -Infinity : Infinity;
    return n;
  };
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (direction === 'desc' ? key(b.e) - key(a.e) : key(a.e) - key(b.e)) || a.i - b.i)
    .map(({ e }) => e);
}
