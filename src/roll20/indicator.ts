// Whose turn it is, on the map (docs/rules.md §15): one object the script places once and moves under the due token,
// so a turn change costs at most one object update, and a command that does not change the turn costs none. The object
// is a ring the script draws (no image upload), or the GM's own image; optionally the fight's clock as a text object,
// and a ping for the due token's players. The GM may prefer an aura or a tint on the due token itself (./marks.ts):
// that costs two updates per turn change (the new token marked, the old one put back), so it is not the default.
// Nothing here ever shows players a token on the GM layer: the indicator of such a token is on the GM layer too. The
// objects' ids are kept in the stored data, so a restart finds them; `end` takes them away.
import { present, rulesOf } from '../app/context';
import type { Config, MarkedToken, Stored, TableObjects } from '../app/model';
import { clockFormat } from '../render/clock';
import { followMark, keepMark, markKind, unmark } from './marks';
import { tokenInfo } from './world';
import { errorText } from './error-text';
import { isHiddenLayer } from '../app/world-reads';

export interface TableIO {
  readonly save: (stored: Stored) => void;
  readonly log: (line: string) => void;
  /** A short notice for the GM (a problem with the indicator's image). */
  readonly tellGM: (line: string) => void;
}

/** The ring's own size in path units: it is scaled to the token it marks. */
const RING = 100;
/** A circle of four quadratic arcs, drawn in a RING × RING box. */
const RING_PATH = JSON.stringify([
  ['M', 0, 50],
  ['Q', 0, 0, 50, 0],
  ['Q', 100, 0, 100, 50],
  ['Q', 100, 100, 50, 100],
  ['Q', 0, 100, 0, 50],
]);
/** How much larger than the token the indicator is drawn, so it shows around it on the map layer beneath. */
const MARGIN = 1.35;
const RING_COLOUR = '#f2b705';
export const COUNTER_NAME = 'Rondel counter';
export const INDICATOR_NAME = 'Rondel turn';

/** The due token's id ('' for none), or null when no fight runs. */
function dueIdOf(stored: Stored): string | null {
  const fight = stored.fight;
  if (!fight) return null;
  return rulesOf(fight.rules).current(present(fight))?.id ?? '';
}

/** Where the fight is, as the counter on the map shows it (`Count 12`): made only when the counter is shown. */
function clockLabel(fight: NonNullable<Stored['fight']>): string {
  const rs = rulesOf(fight.rules);
  const label = clockFormat(rs.id).at(rs.clock(present(fight)));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A mark's remembered values: an object of texts, numbers and yes/no values, which are all it writes back to a token. */
function plainValues(v: unknown): v is Readonly<Record<string, string | number | boolean>> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x !== 'string' && typeof x !== 'boolean' && !(typeof x === 'number' && Number.isFinite(x))) return false;
  }
  return true;
}

function tableOf(stored: Stored): TableObjects {
  const t = stored.table as Partial<TableObjects> | null | undefined;
  const ind = t?.indicator as { id?: unknown; type?: unknown } | null | undefined;
  const indicator = ind && typeof ind.id === 'string' && (ind.type === 'path' || ind.type === 'graphic') ? { id: ind.id, type: ind.type as 'path' | 'graphic' } : null;
  const m = t?.marked as Partial<MarkedToken> | null | undefined;
  const marked =
    m && typeof m.id === 'string' && (m.kind === 'aura' || m.kind === 'tint') && plainValues(m.was) && plainValues(m.set)
      ? { id: m.id, kind: m.kind, was: m.was, set: m.set }
      : null;
  const counter = typeof t?.counter === 'string' ? t.counter : null;
  // two literals, no spread: this is read after every commit
  return marked ? { indicator, counter, marked } : { indicator, counter };
}

/**
 * The same objects as JSON would tell (their fields are always in the same order here): the ids and types, and a
 * marked token's values, compared as text only when the mark is not the one read.
 */
function sameTable(a: TableObjects, b: TableObjects): boolean {
  if (a.indicator?.id !== b.indicator?.id || a.indicator?.type !== b.indicator?.type || a.counter !== b.counter) return false;
  const ma = a.marked ?? null;
  const mb = b.marked ?? null;
  return ma === mb || (ma !== null && mb !== null && JSON.stringify(ma) === JSON.stringify(mb));
}

/** Nothing left on the map: no object, no marked token. */
function empty(t: TableObjects): boolean {
  return t.indicator === null && t.counter === null && (t.marked ?? null) === null;
}

/** Where the indicator goes for a due token: its page, its centre, its size, and a layer players may see only when they may see the token. */
interface Spot {
  readonly pageId: string;
  readonly left: number;
  readonly top: number;
  readonly size: number;
  readonly layer: 'map' | 'gmlayer';
}

/** How many objects' pages are kept at most: past it the table starts again. */
const MOST_PAGES = 1024;

/**
 * Each object's page by its id. `_pageid` is read-only: no script or person moves an object to another page (a copy
 * on another page is another object, with its own id), so an id's page read once is its page for good.
 */
const pages = new Map<string, string>();

export function pageOf(obj: { readonly id: string; get(k: never): unknown }): string {
  const kept = pages.get(obj.id);
  if (kept !== undefined) return kept;
  const read = obj.get('_pageid' as never);
  // a page is kept only as Roll20 gives it, a non-empty text: a read that failed is not a page, and is made again
  if (typeof read !== 'string' || read === '') return String(read);
  if (pages.size >= MOST_PAGES) pages.clear();
  pages.set(obj.id, read);
  return read;
}

function spotOf(tokenId: string, pageId: string): Spot | null {
  const token = tokenId === '' ? undefined : getObj('graphic', tokenId);
  if (!token || pageOf(token) !== pageId) return null;
  const size = Math.max(numberOf(token, 'width', 70), numberOf(token, 'height', 70)) * MARGIN;
  return { pageId, left: numberOf(token, 'left', 35), top: numberOf(token, 'top', 35), size, layer: isHiddenLayer(token.get('layer')) ? 'gmlayer' : 'map' };
}

/** A token's number, or `d` when it holds none. */
function numberOf(token: Roll20Graphic, k: string, d: number): number {
  const v = Number(token.get(k as never));
  return Number.isFinite(v) ? v : d;
}

type Roll20Object = { id: string; get(k: string): unknown; set(v: Record<string, unknown>): void; remove(): void };

/** How many ids of objects known to be the script's are kept at most: past it they are checked again. */
const MOST_OWN = 64;

/**
 * The ids of the table's objects known to be the script's own: made by this run of the script, or found so once. The
 * stored ids may have been edited by hand (a GM, another script): an object they name is moved or removed only when
 * it is still the script's (docs/rules.md §15), so a token or the GM's own drawing is never taken for the ring.
 */
const own = new Set<string>();

/**
 * A new run of the script knows no object yet (in Roll20 each run is a fresh module; a run from source in a test
 * process shares the module with the runs before it, in other campaigns): the ids and pages read before are dropped.
 */
export function forgetTableObjects(): void {
  own.clear();
  pages.clear();
}

function ours(id: string): void {
  // the oldest goes first (a run makes one ring and one counter a fight)
  if (own.size >= MOST_OWN) own.delete(own.values().next().value as string);
  own.add(id);
}

/** The counter's text: the clock as `clockLabel` writes it (`Count 12`, `Round 2, second 7`, `Round 3`). */
const CLOCK_TEXT = /^(Count \d+|Round \d+(, second \d+)?)$/;

/**
 * Whether `obj` is still the script's: one it made in this run, else the ring by its shape (its `_path`, which nobody
 * changes from the table) or its colour, the image by its name, the counter by its text (the clock, which only the
 * script writes there) or its colour; a colour in any case, as Roll20 may give it back. A GM who recolours the ring or
 * the counter leaves them the script's. Read once per id.
 */
function isOwn(type: 'path' | 'graphic' | 'text', obj: Roll20Object): boolean {
  if (own.has(obj.id)) return true;
  const colour = (k: string): boolean => String(obj.get(k) ?? '').toLowerCase() === RING_COLOUR;
  const mine =
    type === 'graphic' ? obj.get('name') === INDICATOR_NAME : type === 'path' ? obj.get('_path') === RING_PATH || colour('stroke') : CLOCK_TEXT.test(String(obj.get('text') ?? '')) || colour('color');
  if (mine) ours(obj.id);
  return mine;
}

/** The indicator the stored data names, while it is there and still the script's. */
function existing(ref: TableObjects['indicator']): Roll20Object | undefined {
  if (!ref) return undefined;
  const obj = getObj(ref.type as never, ref.id) as Roll20Object | undefined;
  return obj && isOwn(ref.type, obj) ? obj : undefined;
}

/** The counter text the stored data names, while it is there and still the script's. */
function ownCounter(id: string | null): Roll20Object | undefined {
  if (!id) return undefined;
  const obj = getObj('text', id) as Roll20Object | undefined;
  return obj && isOwn('text', obj) ? obj : undefined;
}

function remove(obj: Roll20Object | undefined, what: string, io: Pick<TableIO, 'log'>): void {
  if (!obj) return;
  try {
    obj.remove();
  } catch (error) {
    io.log(`could not remove the ${what} ${obj.id}: ${errorText(error)}`);
  }
}

/** The properties that put the indicator at a spot (nowhere players see, when nobody is due). */
function placement(type: 'path' | 'graphic', spot: Spot | null, at: Roll20Object | undefined): Record<string, unknown> {
  if (!spot) return { layer: 'gmlayer' };
  if (type === 'path') return { left: spot.left, top: spot.top, scaleX: spot.size / RING, scaleY: spot.size / RING, layer: spot.layer };
  void at;
  return { left: spot.left, top: spot.top, width: spot.size, height: spot.size, layer: spot.layer };
}

/** Only what differs: one `set` of one object, or none. */
function move(obj: Roll20Object, wanted: Record<string, unknown>): boolean {
  // the wanted properties in their order (a literal's own keys, none a number); the diff is made at its first key
  let diff: Record<string, unknown> | null = null;
  for (const k in wanted) {
    const v = wanted[k];
    if (obj.get(k) !== v) (diff ??= {})[k] = v;
  }
  if (diff === null) return false;
  obj.set(diff);
  return true;
}

function create(config: Config, pageId: string, spot: Spot | null, io: TableIO): TableObjects['indicator'] {
  if (config.indicator === 'graphic') {
    const g = createObj('graphic', { _pageid: pageId, imgsrc: config.indicatorImage, name: INDICATOR_NAME, isdrawing: true, ...placement('graphic', spot, undefined), ...(spot ? {} : { left: 35, top: 35, width: 70, height: 70 }) } as never) as
      | Roll20Object
      | undefined;
    if (g) {
      ours(g.id);
      return { id: g.id, type: 'graphic' };
    }
    io.tellGM('The turn indicator’s image could not be placed: Roll20 places only images from your own library. The ring marks the turn instead (--set indicatorimage=… to try another).');
  }
  const ring = createObj('path', {
    _pageid: pageId,
    _path: RING_PATH,
    width: RING,
    height: RING,
    fill: 'transparent',
    stroke: RING_COLOUR,
    stroke_width: 6,
    controlledby: '',
    ...(spot ? placement('path', spot, undefined) : { left: 35, top: 35, layer: 'gmlayer' }),
  } as never) as Roll20Object | undefined;
  if (!ring) return null;
  ours(ring.id);
  return { id: ring.id, type: 'path' };
}

function wantedType(config: Config): 'path' | 'graphic' | null {
  if (config.indicator === 'off' || markKind(config) !== null) return null;
  return config.indicator === 'graphic' && config.indicatorImage !== '' ? 'graphic' : 'path';
}

/**
 * After a repair of unreadable data: the old fight's ring (or image), its counter text and a borrowed aura or tint
 * taken off the map, as far as the data still tells them. Only objects that are still the script's own are touched
 * (the ring by its colour, the image by its name, the counter by its colour, a mark only while the token shows it):
 * data that could not be read may have been edited by hand. Returns how many were taken away.
 */
export function clearOldTable(old: unknown, io: Pick<TableIO, 'log'>): number {
  let t: TableObjects;
  try {
    t = tableOf({ table: (old as { table?: unknown } | null | undefined)?.table } as unknown as Stored);
  } catch {
    return 0;
  }
  let taken = 0;
  const logs = { save: () => undefined, log: io.log, tellGM: () => undefined };
  const obj = existing(t.indicator);
  if (obj) {
    remove(obj, 'turn indicator', logs);
    taken += 1;
  }
  const counter = ownCounter(t.counter);
  if (counter) {
    remove(counter, 'counter text', logs);
    taken += 1;
  }
  if (t.marked) {
    unmark(t.marked, logs);
    taken += 1;
  }
  return taken;
}

/**
 * After a commit: the indicator follows the due token (created the first time, moved when the turn changed, taken
 * away when the fight ended or the GM turned it off), the counter text follows the clock, and the due token is pinged.
 * Returns the stored data with the objects' ids.
 */
export function followTurn(before: Stored, after: Stored, io: TableIO): Stored {
  const fight = after.fight;
  const table = tableOf(after);
  let next: TableObjects = table;
  if (!fight) {
    remove(existing(table.indicator), 'turn indicator', io);
    remove(ownCounter(table.counter), 'counter text', io);
    if (table.marked) unmark(table.marked, io);
    next = { indicator: null, counter: null };
  } else {
    const dueId = dueIdOf(after) as string;
    const turnChanged = before.fight === null || dueIdOf(before) !== dueId || before.fight.pageId !== fight.pageId;
    const config = after.config;
    // the due token is read only when the ring is made or moves, or the turn is pinged (once: `read`; no closure)
    let read: ReturnType<typeof spotOf> | undefined;
    // the indicator
    const type = wantedType(config);
    // an id that names no object of the script's (gone, or edited by hand) is forgotten: a new ring is made
    const obj = existing(table.indicator);
    if (!obj && table.indicator) next = { ...next, indicator: null };
    const stale = obj && (table.indicator?.type !== type || pageOf(obj) !== fight.pageId || (type === 'graphic' && obj.get('imgsrc') !== config.indicatorImage));
    if (stale || (obj && type === null)) {
      remove(obj, 'turn indicator', io);
      next = { ...next, indicator: null };
    }
    if (type !== null) {
      const kept = stale ? undefined : obj;
      if ((!kept || turnChanged) && read === undefined) read = spotOf(dueId, fight.pageId);
      if (!kept) next = { ...next, indicator: create(config, fight.pageId, read ?? null, io) };
      else if (turnChanged) move(kept, placement(type, read ?? null, kept));
    }
    // an aura or tint on the due token itself: the old one put back, the new one marked (none when it stays the same)
    // (the due token is read only when the mark moves to it; a mark that stays where it is needs no read)
    const kind = markKind(config);
    const moves = kind !== null && (table.marked?.id !== dueId || table.marked?.kind !== kind);
    if (moves && read === undefined) read = spotOf(dueId, fight.pageId);
    const markSpot = moves ? read : undefined;
    const markId = kind === null ? '' : moves ? (markSpot ? dueId : '') : dueId;
    const marked = keepMark(table.marked ?? null, kind, markId, markSpot?.layer ?? 'map', fight.pageId, io);
    if (marked) next = { ...next, marked };
    else if (next.marked !== undefined) next = { indicator: next.indicator, counter: next.counter };
    // the counter on the map: one more update when the clock's label changes
    const counter = ownCounter(next.counter);
    if (!config.counterText) {
      remove(counter, 'counter text', io);
      if (next.counter !== null) next = { ...next, counter: null };
    } else {
      const label = clockLabel(fight);
      const layer = config.announce === 'gm' ? 'gmlayer' : 'map';
      if (!counter || String(counter.get('_pageid')) !== fight.pageId) {
        if (counter) counter.remove();
        const made = createObj('text', { _pageid: fight.pageId, text: label, left: 140, top: 35, font_size: 26, color: RING_COLOUR, layer } as never) as Roll20Object | undefined;
        if (made) ours(made.id);
        next = { ...next, counter: made ? made.id : null };
      } else move(counter, { text: label, layer });
    }
    if (turnChanged && config.ping && dueId !== '') {
      if (read === undefined) read = spotOf(dueId, fight.pageId);
      const spot = read;
      if (spot) ping(dueId, spot);
    }
  }
  if (sameTable(next, table) && (after.table !== undefined || empty(next))) return after;
  const stored = { ...after, table: empty(next) ? null : next };
  io.save(stored);
  return stored;
}

/** A ping on the due token for its players (and the GM); for a token hidden from the players, the GM alone. */
function ping(tokenId: string, spot: Spot): void {
  const token = getObj('graphic', tokenId);
  const gms = findObjs({ _type: 'player' }).filter((p) => playerIsGM(p.id)).map((p) => p.id);
  // its players: the token's own controllers and its character's
  const ids = token ? [...tokenInfo(token).controllers] : [];
  if (spot.layer === 'gmlayer') return void sendPing(spot.left, spot.top, spot.pageId, null as never, false, gms as never);
  if (ids.includes('all')) return void sendPing(spot.left, spot.top, spot.pageId, null as never, false);
  sendPing(spot.left, spot.top, spot.pageId, null as never, false, [...new Set([...ids, ...gms])] as never);
}

/**
 * A token was moved, resized or put on another layer by someone: when it is due, the indicator follows it (one update),
 * and onto the GM layer with it when it went there.
 */
export function followToken(stored: Stored, tokenId: string): void {
  const fight = stored.fight;
  if (!fight) return;
  if (dueIdOf(stored) !== tokenId) return;
  const table = tableOf(stored);
  if (table.marked) followMark(table.marked, tokenId);
  const type = wantedType(stored.config);
  const obj = existing(table.indicator);
  if (!obj || type === null || table.indicator?.type !== type) return;
  move(obj, placement(type, spotOf(tokenId, fight.pageId), obj));
}

/**
 * After a command or a tracker press: the indicator goes where the due token is now (no write when it is there).
 * `was`: the token due before; when another is due now, the commit placed the indicator at it already, and nothing
 * is read.
 */
function followDue(stored: Stored, was: string | null): void {
  const due = dueIdOf(stored);
  if (due && was === due) followToken(stored, due);
}

/**
 * Runs a command, then takes the indicator where the token due before it is now (another script may have moved or
 * hidden it without an event): a command that moved the turn on placed the indicator at the token due now as it
 * committed. A command that failed still takes it there: a ring left on the map around a token another script hid
 * would show the players where it stands (docs/rules.md §15).
 */
export function followingDue(current: () => Stored, command: () => void): void {
  const dueBefore = dueIdOf(current());
  try {
    command();
  } catch (error) {
    try {
      followDue(current(), dueBefore);
    } catch {
      // the command's own failure is the one reported
    }
    throw error;
  }
  followDue(current(), dueBefore);
}

/** Whether an object is one the script placed for the table: it never joins the fight. */
export function isTableObject(stored: Stored, id: string): boolean {
  const t = tableOf(stored);
  // an id edited by hand to name a token does not keep that token out of fights
  return (t.indicator?.id === id && existing(t.indicator) !== undefined) || (t.counter === id && ownCounter(id) !== undefined);
}
