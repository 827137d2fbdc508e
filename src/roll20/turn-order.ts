// The turn tracker as a projection of the rondel (issue 4), and the reading of edits made to it.
import type { CombatState } from '../rules/rondel/state';
import { isWindow } from '../rules/rondel/windows';
import { findCombatant, rondelOrder } from '../rules/rondel/order';

export interface Entry {
  readonly id: string;
  readonly pr: string | number;
  readonly custom?: string;
  readonly _pageid?: string;
  readonly formula?: string;
  readonly [key: string]: unknown;
}

export const COUNT_TITLE = 'Count';

/**
 * Reads `turnorder`: the entries (odd ones dropped), or null when it is not a list at all ("" or broken JSON, as
 * another script or a wiped tracker leaves it). While a fight runs the rondel's tracker is never empty, so null then
 * means "unreadable", never "everyone left".
 */
export function readTurnOrder(raw: unknown): Entry[] | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e))
    .filter((e) => typeof e.id === 'string' || typeof e.id === 'number')
    .map((e) => ({ ...e, id: String(e.id), pr: typeof e.pr === 'number' || typeof e.pr === 'string' ? e.pr : '' }));
}

/** Reads `turnorder` tolerantly: "" or broken JSON is an empty tracker. */
export function parseTurnOrder(raw: unknown): Entry[] {
  return readTurnOrder(raw) ?? [];
}

/** The rondel's own entry is titled exactly `Count`, or `Count · …`; a “Countdown” of someone else's is not ours. */
export function isCountEntry(e: Entry): boolean {
  return e.id === '-1' && typeof e.custom === 'string' && (e.custom === COUNT_TITLE || e.custom.startsWith(`${COUNT_TITLE} · `));
}

/** A tracker value as a whole number, or null: the UI stores what was typed. */
export function entryCount(e: Entry): number | null {
  const n = typeof e.pr === 'number' ? e.pr : Number(String(e.pr).trim());
  return Number.isFinite(n) && String(e.pr).trim() !== '' ? Math.round(n) : null;
}

function ourIds(state: CombatState): Set<string> {
  return new Set(state.combatants.map((c) => c.id));
}

function isOurs(e: Entry, ids: ReadonlySet<string>): boolean {
  return isCountEntry(e) || (e.id !== '-1' && ids.has(e.id));
}

/** Index 0 is the combatant due now, else the Count entry; then rondel order; other people's entries after, as they were. */
export function project(state: CombatState, pageId: string, existing: readonly Entry[]): Entry[] {
  const ordered = rondelOrder(state);
  const count: Entry = {
    id: '-1',
    pr: state.counter,
    custom: isWindow(state.counter) ? `${COUNT_TITLE} · movement window` : COUNT_TITLE,
    _pageid: pageId,
  };
  const due = ordered.filter((c) => c.nextAt <= state.counter);
  const later = ordered.filter((c) => c.nextAt > state.counter);
  const entry = (c: { id: string; nextAt: number }): Entry => ({ id: c.id, pr: c.nextAt, custom: '', _pageid: pageId });
  const ids = ourIds(state);
  const foreign = existing.filter((e) => !isOurs(e, ids));
  return [...due.map(entry), count, ...later.map(entry), ...foreign];
}

/** What someone did to the tracker, read from the tracker before and after. */
export type TrackerEdit =
  | { readonly kind: 'next' }
  | { readonly kind: 'removed'; readonly id: string }
  | { readonly kind: 'added'; readonly id: string; readonly count: number | null }
  | { readonly kind: 'edited'; readonly id: string; readonly count: number | null }
  | { readonly kind: 'count-edited'; readonly count: number | null };

function sameEntry(a: Entry | undefined, b: Entry | undefined): boolean {
  return !!a && !!b && a.id === b.id && (a.id !== '-1' || a.custom === b.custom);
}

/** The tracker's "next" button moves entry 0 to the end (and may apply a custom entry's formula to it). */
export function isRotation(before: readonly Entry[], after: readonly Entry[]): boolean {
  if (before.length < 2 || before.length !== after.length) return false;
  if (!sameEntry(before[0], after[after.length - 1])) return false;
  for (let i = 1; i < before.length; i += 1) if (!sameEntry(before[i], after[i - 1])) return false;
  return true;
}

/** The edits that turn `before` into `after`, as far as the rondel cares. Sorting and dragging yield none. */
export function readEdits(before: readonly Entry[], after: readonly Entry[], state: CombatState): TrackerEdit[] {
  if (isRotation(before, after)) return [{ kind: 'next' }];
  const edits: TrackerEdit[] = [];
  const afterIds = new Map<string, Entry>();
  for (const e of after) if (e.id !== '-1' && !afterIds.has(e.id)) afterIds.set(e.id, e);
  const beforeIds = new Set(before.filter((e) => e.id !== '-1').map((e) => e.id));
  for (const c of state.combatants) {
    const e = afterIds.get(c.id);
    if (!e) edits.push({ kind: 'removed', id: c.id });
    else if (entryCount(e) !== c.nextAt) edits.push({ kind: 'edited', id: c.id, count: entryCount(e) });
  }
  for (const [id, e] of afterIds) {
    if (!beforeIds.has(id) && !findCombatant(state, id)) edits.push({ kind: 'added', id, count: entryCount(e) });
  }
  const countAfter = after.find(isCountEntry);
  if (countAfter && entryCount(countAfter) !== state.counter) {
    const countBefore = before.find(isCountEntry);
    if (!countBefore || entryCount(countBefore) !== entryCount(countAfter)) edits.push({ kind: 'count-edited', count: entryCount(countAfter) });
  }
  return edits;
}

/**
 * The rondel's Count entry renamed by hand: `before` had it, `after` has none, and holds at its place a custom entry
 * with the same value that `before` did not have. Returns that entry, which is still the rondel's.
 */
export function renamedCount(before: readonly Entry[], after: readonly Entry[]): Entry | null {
  const i = before.findIndex(isCountEntry);
  if (i < 0 || after.some(isCountEntry)) return null;
  const was = before[i] as Entry;
  const known = new Set(before.filter((e) => e.id === '-1').map((e) => `${String(e.custom)}\u0000${String(e.pr)}`));
  const candidates = after.filter((e) => e.id === '-1' && String(e.pr) === String(was.pr) && !known.has(`${String(e.custom)}\u0000${String(e.pr)}`));
  if (candidates.length === 0) return null;
  return after[i] && candidates.includes(after[i] as Entry) ? (after[i] as Entry) : (candidates[0] as Entry);
}

/** The same tracker entry: id, value and title. */
export function sameEntryAs(a: Entry, b: Entry): boolean {
  return a.id === b.id && String(a.pr) === String(b.pr) && (a.custom ?? '') === (b.custom ?? '');
}

/** The tracker with the rondel's entries taken out, for when the fight ends. */
export function withoutOurs(entries: readonly Entry[], state: CombatState): Entry[] {
  const ids = ourIds(state);
  return entries.filter((e) => !isOurs(e, ids));
}
