// Roll20's turn tracker as a projection of the fight (whatever its rule set orders), and the reading of edits made
// to it (docs/rules.md §13).
import type { FightStateBase, RuleSet, TrackerRow } from '../rules/core/rule-set';
import { seekAhead } from '../rules/core/along';
import { Recent } from '../rules/core/recent';

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
  if (typeof raw !== 'string') return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // "" or broken JSON: no list
  }
  if (!Array.isArray(parsed)) return null;
  // a list inside has no id, so the next filter drops it
  return parsed
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .filter((e) => typeof e.id === 'string' || typeof e.id === 'number')
    .map((e) => ({ ...plainFields(e), id: String(e.id), pr: typeof e.pr === 'number' || typeof e.pr === 'string' ? e.pr : '' }));
}

/**
 * An entry's fields as Roll20's tracker holds them, words and numbers: a list or an object another script put in one
 * is not kept (JSON nested thousands deep reads, but would overflow the stack when the tracker is written back).
 */
function plainFields(e: Record<string, unknown>): Record<string, unknown> {
  for (const k in e) {
    const v = e[k];
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(e).filter(([, x]) => typeof x !== 'object' || x === null));
  }
  return e;
}

/** Reads `turnorder` tolerantly: "" or broken JSON is an empty tracker. */
export function parseTurnOrder(raw: unknown): Entry[] {
  return readTurnOrder(raw) ?? [];
}

/**
 * The fight's own custom entry: the rondel's `Count` (or `Count · …`), `Round R · second S` of 20-second rounds,
 * `Round R · turns` of 10-second rounds. Someone else's "Countdown" or "Round 2" is not ours.
 */
export function isCountEntry(e: Entry): boolean {
  if (e.id !== '-1' || typeof e.custom !== 'string') return false;
  return e.custom === COUNT_TITLE || e.custom.startsWith(`${COUNT_TITLE} · `) || /^Round \d+ · (second \d+|turns)$/.test(e.custom);
}

/** A tracker value as a whole number, or null: the UI stores what was typed. */
export function entryCount(e: Entry): number | null {
  // Number() skips the same blanks around a number as trim()
  const n = Number(e.pr);
  return Number.isFinite(n) && String(e.pr).trim() !== '' ? Math.round(n) : null;
}

/** The fight's ids, once per state: the commit, the stored copy and the reading of edits all ask (of the last few states). */
const idsOf = new Recent<FightStateBase, ReadonlySet<string>>(4);

function ourIds(state: FightStateBase): ReadonlySet<string> {
  let ids = idsOf.get(state);
  if (!ids) idsOf.set(state, (ids = new Set(state.combatants.map((c) => c.id))));
  return ids;
}

function isOurs(e: Entry, ids: ReadonlySet<string>): boolean {
  // a token id is never -1, the custom entries' id
  return isCountEntry(e) || ids.has(e.id);
}

/** A state's tracker view, once per state: the commit and the stored copy both project it (one of the last few states). */
const views = new Recent<FightStateBase, { readonly rs: RuleSet<FightStateBase>; readonly view: ReturnType<RuleSet<FightStateBase>['tracker']> }>(2);

function viewOf(rs: RuleSet<FightStateBase>, state: FightStateBase): ReturnType<RuleSet<FightStateBase>['tracker']> {
  let hit = views.get(state);
  if (!hit || hit.rs !== rs) {
    hit = { rs, view: rs.tracker(state) };
    views.set(state, hit);
  }
  return hit.view;
}

function foreignOf(state: FightStateBase, existing: readonly Entry[]): readonly Entry[] {
  // most trackers hold nobody else's entries: then no index of the fight's ids is needed
  return existing.length === 0 ? existing : existing.filter((e) => !isOurs(e, ourIds(state)));
}

/** The rule set's rows above its own entry (whoever acts now first), then the rest; other people's entries after, as they were. */
export function project(rs: RuleSet<FightStateBase>, state: FightStateBase, pageId: string, existing: readonly Entry[]): Entry[] {
  const view = viewOf(rs, state);
  const count: Entry = { id: '-1', pr: view.value, custom: view.title, _pageid: pageId };
  const entry = (row: { id: string; value: number | null }): Entry => ({ id: row.id, pr: row.value ?? '', custom: '', _pageid: pageId });
  return [...view.due.map(entry), count, ...view.later.map(entry), ...foreignOf(state, existing)];
}

/** How many rows' texts are kept at most: more than any fight has; past it the table starts again. */
const MOST_ROW_TEXTS = 4096;

/**
 * A combatant's row as text, kept for the row (a rule set makes one row per combatant object, so most rows are the same
 * from one step to the next) and the page it was written for. Kept by the row's id, for its latest row: a new row
 * replaces the old in place (a table keyed by the rows would gain an entry a step, each a cost to the collector).
 */
const rowTexts = new Map<string, { readonly row: TrackerRow; readonly pageId: string; readonly text: string }>();

let lastPage: { readonly id: string; readonly tail: string } | null = null;

/** A row's text after its value, with the page id as JSON writes it: the same page from one step to the next. */
function rowTail(pageId: string): string {
  if (lastPage?.id !== pageId) lastPage = { id: pageId, tail: ',"custom":"","_pageid":' + JSON.stringify(pageId) + '}' };
  return lastPage.tail;
}

function rowText(row: TrackerRow, pageId: string): string {
  const hit = rowTexts.get(row.id);
  if (hit !== undefined && hit.row === row && hit.pageId === pageId) return hit.text;
  const value = row.value;
  // JSON.stringify({ id, pr, custom: '', _pageid }) as JSON writes it: a finite number as JavaScript writes it, null as
  // an empty text; the texts quoted by JSON itself (anything else is left to JSON whole)
  const text =
    value === null || (typeof value === 'number' && Number.isFinite(value))
      ? '{"id":' + JSON.stringify(row.id) + ',"pr":' + (value === null ? '""' : String(value)) + rowTail(pageId)
      : JSON.stringify({ id: row.id, pr: value, custom: '', _pageid: pageId } satisfies Entry);
  if (hit === undefined && rowTexts.size >= MOST_ROW_TEXTS) rowTexts.clear();
  rowTexts.set(row.id, { row, pageId, text });
  return text;
}

let lastCount: { readonly pr: string | number; readonly custom: string; readonly pageId: string; readonly text: string } | null = null;

/** The fight's own entry as text: its value and title change now and then. */
function countText(count: Entry): string {
  const custom = count.custom ?? '';
  const pageId = count._pageid ?? '';
  if (lastCount && lastCount.pr === count.pr && lastCount.custom === custom && lastCount.pageId === pageId) return lastCount.text;
  lastCount = { pr: count.pr, custom, pageId, text: JSON.stringify(count) };
  return lastCount.text;
}

/**
 * The last tracker text made, with where each row's text starts in it; kept for the page it was made for. The next
 * step's text is cut from it: a run of rows found side by side in the last (core/along.ts), with no other entry
 * between them there, is one piece of its text, so a step reads the texts of the rows it moved or changed only, and
 * the text is copied once, into the new text, with its brackets and the fight's own entry.
 */
interface Made {
  readonly pageId: string;
  readonly rows: readonly TrackerRow[];
  /** How many rows come before the fight's own entry. */
  readonly due: number;
  readonly text: string;
  /**
   * Where each row's text starts, and one more place: where the text after the last row would start. A row's text
   * ends one place (its comma) before the next thing's start: the next row's, or the fight's entry's (`countAt`).
   */
  readonly starts: readonly number[];
  readonly countAt: number;
}

let lastMade: Made | null = null;

const NO_ROWS: readonly TrackerRow[] = [];
const NO_PLACES: readonly number[] = [];

/**
 * `JSON.stringify(project(…))`, the tracker's text, made of the rows' texts: the rows due (before the fight's own
 * entry), the entry, the later rows, then others' entries (already as text, or null). A step writes what it changed.
 * No closure: each row is found side by side in the last text's rows (as core/along.ts finds them), then the rows
 * after it that follow it there too, a run taken whole as one piece of the last text; only the rows found nowhere
 * near have their own texts read. Each row of a run costs a comparison and its place, nothing more.
 */
function madeText(dueRows: readonly TrackerRow[], laterRows: readonly TrackerRow[], count: string, foreign: string | null, pageId: string): string {
  const last = lastMade !== null && lastMade.pageId === pageId ? lastMade : null;
  const before = last !== null ? last.rows : NO_ROWS;
  const lastText = last !== null ? last.text : '';
  const lastStarts = last !== null ? last.starts : NO_PLACES;
  const lastDue = last !== null ? last.due : -1;
  const lastCountAt = last !== null ? last.countAt : -1;
  const m = before.length;
  const due = dueRows.length;
  const n = due + laterRows.length;
  // the rows in order, one list (the next call finds its rows in it): filled as they come when there are two
  const rows: TrackerRow[] = due === 0 ? (laterRows as TrackerRow[]) : laterRows.length === 0 ? (dueRows as TrackerRow[]) : new Array<TrackerRow>(n);
  const own = rows !== dueRows && rows !== laterRows;
  // the pieces joined by commas as they come, no list of them (no piece is empty: '' is no piece yet)
  let body = '';
  const starts: number[] = new Array<number>(n + 1);
  // where the next entry starts: after the bracket, then after each entry and its comma
  let at = 1;
  let countAt = -1;
  // where in the last rows the next row is looked for first
  let seek = 0;
  let i = 0;
  while (i < n) {
    if (i === due) {
      body = body === '' ? count : body + ',' + count;
      countAt = at;
      at += count.length + 1;
    }
    // the list the row is in (a run never leaves it: the fight's entry stands between the two), and its index there
    const list = i < due ? dueRows : laterRows;
    const from = i < due ? 0 : due;
    const row = list[i - from] as TrackerRow;
    // the row's place in the last rows: side by side, a few places ahead at most
    if (before[seek] !== row) seek = seekAhead(before, row, seek);
    if (seek < m && before[seek] === row) {
      // the run: the rows that follow it side by side in the last rows, neither text's fight entry between them
      const j = seek;
      const stop = i < due ? due : n;
      let k = i + 1;
      let y = j + 1;
      while (k < stop && y < m && y !== lastDue && list[k - from] === before[y]) {
        k += 1;
        y += 1;
      }
      // the run's places, moved by as much as the run moved in the text (and its rows, the last rows' same ones)
      const shift = at - (lastStarts[j] as number);
      for (let x = i, z = j; x < k; x += 1, z += 1) {
        if (own) rows[x] = before[z] as TrackerRow;
        starts[x] = (lastStarts[z] as number) + shift;
      }
      // the run's last row ends one place before what followed it in the last text: a row, or the fight's entry
      const end = (y === lastDue ? lastCountAt : (lastStarts[y] as number)) - 1;
      const piece = lastText.slice(lastStarts[j], end);
      body = body === '' ? piece : body + ',' + piece;
      at = end + shift + 1;
      seek = y;
      i = k;
    } else {
      const text = rowText(row, pageId);
      body = body === '' ? text : body + ',' + text;
      if (own) rows[i] = row;
      starts[i] = at;
      at += text.length + 1;
      i += 1;
    }
  }
  if (due >= n) {
    body = body === '' ? count : body + ',' + count;
    countAt = at;
    at += count.length + 1;
    starts[n] = countAt;
  } else starts[n] = at;
  if (foreign !== null) body = body === '' ? foreign : body + ',' + foreign;
  const text = '[' + body + ']';
  lastMade = { pageId, rows, due, text, starts, countAt };
  return text;
}

/** `JSON.stringify(project(…))`, the tracker's text, made of the rows' texts: a step writes what it changed. */
export function projectText(rs: RuleSet<FightStateBase>, state: FightStateBase, pageId: string, existing: readonly Entry[]): string {
  const view = viewOf(rs, state);
  const count: Entry = { id: '-1', pr: view.value, custom: view.title, _pageid: pageId };
  const foreign = foreignOf(state, existing);
  // others' entries are written as JSON writes them, whatever they hold
  return madeText(view.due, view.later, countText(count), foreign.length > 0 ? JSON.stringify(foreign).slice(1, -1) : null, pageId);
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

/**
 * How far `after` is `before` turned on (its first `k` entries moved to the end, in order), for 1 ≤ k < length; 0 when
 * it is no such turn. The next-turn button turns it by one; a script that turns past entries at once turns it further.
 */
export function rotationBy(before: readonly Entry[], after: readonly Entry[]): number {
  const n = before.length;
  if (n < 2 || after.length !== n) return 0;
  for (let k = 1; k < n; k += 1) {
    let same = true;
    for (let i = 0; i < n && same; i += 1) same = sameEntry(before[(i + k) % n], after[i]);
    if (same) return k;
  }
  return 0;
}

/** The edits that turn `before` into `after`, as far as the fight cares. Sorting and dragging yield none. */
export function readEdits(before: readonly Entry[], after: readonly Entry[], rs: RuleSet<FightStateBase>, state: FightStateBase): TrackerEdit[] {
  if (isRotation(before, after)) return [{ kind: 'next' }];
  const edits: TrackerEdit[] = [];
  const afterIds = new Map<string, Entry>();
  for (const e of after) if (e.id !== '-1' && !afterIds.has(e.id)) afterIds.set(e.id, e);
  const beforeIds = new Set(before.map((e) => e.id));
  const inFight = ourIds(state);
  for (const c of state.combatants) {
    const e = afterIds.get(c.id);
    if (!e) edits.push({ kind: 'removed', id: c.id });
    else if (entryCount(e) !== rs.valueOf(state, c.id)) edits.push({ kind: 'edited', id: c.id, count: entryCount(e) });
  }
  for (const [id, e] of afterIds) {
    if (!beforeIds.has(id) && !inFight.has(id)) edits.push({ kind: 'added', id, count: entryCount(e) });
  }
  const countAfter = after.find(isCountEntry);
  const clock = rs.tracker(state).value;
  if (countAfter && entryCount(countAfter) !== clock) {
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
export function withoutOurs(entries: readonly Entry[], state: FightStateBase): Entry[] {
  if (entries.length === 0) return [];
  const ids = ourIds(state);
  return entries.filter((e) => !isOurs(e, ids));
}

/** Whether a tracker event was a press (the top entry moved to the end) on a combatant the sweep just took out. */
export function pressedGone(seen: string, raw: unknown, before: FightStateBase, after: FightStateBase): boolean {
  const top = parseTurnOrder(seen)[0]?.id;
  if (top === undefined || !before.combatants.some((c) => c.id === top) || after.combatants.some((c) => c.id === top)) return false;
  const pressed = parseTurnOrder(raw);
  return pressed[pressed.length - 1]?.id === top;
}
