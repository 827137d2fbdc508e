// What the script keeps in Roll20's `state`: one namespaced key, an integer schema version, ordered migrations.
import type { BaseCombatant, FightStateBase } from '../rules/core/rule-set';
import { ruleSetOf } from '../rules/registry';
import { DEFAULT_CONFIG, freshStore, SCHEMA_VERSION, type Fight, type Stored } from '../app/model';
import { validateConfig } from '../app/config';
import { validAwards } from '../app/award';
import { validDamage } from '../app/damage';

export { SCHEMA_VERSION };
import type { Timeline } from '../rules/core/history';
import { projectText, readTurnOrder, withoutOurs, type Entry } from '../app/tracker';
import { Recent } from '../rules/core/recent';
import { errorText } from './error-text';

export const STATE_KEY = 'EnchantedRealmsCombat';

type Json = Record<string, unknown>;

/**
 * Ordered pure migrations: MIGRATIONS[n] takes a schema-n object to schema n + 1. Schema 0 is "nothing stored yet"
 * (or a bare object without a version).
 */
export const MIGRATIONS: readonly ((old: Json) => Json)[] = [
  // 0 → 1: defaults for everything
  (old) => ({ ...(persist(freshStore()) as Json), ...old, schemaVersion: 1 }),
  // 1 → 2: the undo history is stored as patches instead of whole states
  (old) => {
    const fight = old.fight;
    if (!isObject(fight) || !isObject(fight.timeline)) return { ...old, schemaVersion: 2 };
    const t = fight.timeline as unknown as Timeline<FightStateBase>;
    if (!Array.isArray(t.past) || !Array.isArray(t.future)) return { ...old, schemaVersion: 2 };
    return { ...old, schemaVersion: 2, fight: { ...fight, timeline: encodeTimelineV2(t, true) } };
  },
  // 2 → 3: the fight names its rule set; every fight before rule sets was the rondel's
  (old) => {
    const fight = old.fight;
    return { ...old, schemaVersion: 3, fight: isObject(fight) ? { rules: 'rondel', ...fight } : fight };
  },
  // 3 → 4: each undo step names only what changed (the combatants that differ, the fields that differ)
  (old) => {
    const fight = old.fight;
    const t = isObject(fight) ? fight.timeline : undefined;
    if (!isObject(fight) || !isObject(t) || !Array.isArray(t.past) || !Array.isArray(t.future) || !isObject(t.present) || !Array.isArray(t.present.combatants)) {
      return { ...old, schemaVersion: 4 };
    }
    const steps = decodeTimelineV2(t as unknown as StoredTimelineV2);
    // a history that does not fit stays as it was, and the check after the migrations reports it
    return { ...old, schemaVersion: 4, fight: { ...fight, timeline: steps ? encodeTimeline(steps, true) : fight.timeline } };
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The undo history in `state` (schema 4): the present whole, every other step as a diff against its newer neighbour
// that names only what changed: the combatants that differ, the fields that differ, and the order only when it is
// not the newer one's. A step usually changes one or two combatants, so a step costs what it changed, not the size
// of the fight. Each diff is computed once: a command adds one step and reuses the others' diffs.

/** An older step as the difference from its newer neighbour. Every field is left out when there is nothing to say. */
export interface StepDiff {
  /** The older step's combatants the newer one lacks, or whose fields changed shape, whole, in the older order. */
  readonly c?: readonly BaseCombatant[];
  /** The older step's combatants that differ in some fields only: the id and those fields as they were. */
  readonly p?: readonly ({ readonly id: string } & { readonly [field: string]: unknown })[];
  /** Ids of the newer step's combatants the older step did not have (joined since). */
  readonly g?: readonly string[];
  /** For each combatant of `c` the newer step lacks, its index in the older step. */
  readonly i?: readonly number[];
  /** The older step's combatant ids in order, when the rule above does not give them back. */
  readonly ids?: readonly string[];
  /** The older step's fields (other than its combatants) whose value differs from the newer step's. */
  readonly f?: { readonly [field: string]: unknown };
  /** Fields the newer step has and the older did not. */
  readonly x?: readonly string[];
  /** The older step's field order, when the rule above does not give it back. */
  readonly k?: readonly string[];
}

export interface StoredTimeline {
  readonly present: FightStateBase;
  readonly past: readonly StepDiff[];
  readonly future: readonly StepDiff[];
}

/** The same JSON text, keys in the same order: a rule set may rebuild a combatant it did not change. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    // JSON data has no holes: a loop reads what every() would
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i += 1) {
    const k = ka[i] as string;
    if (k !== kb[i] || !sameValue((a as Json)[k], (b as Json)[k])) return false;
  }
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The older step as a diff against the newer; combatants and fields are compared by value. */
export function diffStep(newer: FightStateBase, older: FightStateBase): StepDiff {
  const diff: { c?: BaseCombatant[]; p?: Json[]; g?: string[]; i?: number[]; ids?: string[]; f?: Record<string, unknown>; x?: string[]; k?: string[] } = {};
  // most steps keep the same combatants in the same order: compared side by side, with no index of them; a step
  // replaces a few combatants, the others are the same objects
  const olderList = older.combatants;
  const newerList = newer.combatants;
  if (newerList.length === olderList.length) {
    // made at the first combatant that differs (a step that changed none makes neither)
    let changed: BaseCombatant[] | null = null;
    let partial: Json[] | null = null;
    let sideBySide = true;
    for (let i = 0; i < olderList.length; i += 1) {
      const c = olderList[i] as BaseCombatant;
      const n = newerList[i] as BaseCombatant;
      if (n === c) continue;
      if (n.id !== c.id) {
        sideBySide = false;
        break;
      }
      const fields = fieldsChanged(n as unknown as Json, c as unknown as Json);
      // the same fields in the same order: those that differ, or none (rebuilt the same)
      if (fields) {
        if (fields !== UNCHANGED) (partial ??= []).push(fields);
      } else if (!sameValue(n, c)) (changed ??= []).push(c);
    }
    if (sideBySide) {
      if (changed !== null) diff.c = changed;
      if (partial !== null) diff.p = partial;
      fieldsDiff(diff, newer, older);
      return diff as StepDiff;
    }
  }
  const byId = new Map(newer.combatants.map((c) => [c.id, c]));
  const olderIds = new Set<string>();
  const changed: BaseCombatant[] = [];
  const partial: Json[] = [];
  const at: number[] = [];
  older.combatants.forEach((c, index) => {
    olderIds.add(c.id);
    const n = byId.get(c.id);
    if (n === undefined) at.push(index);
    if (n === undefined) changed.push(c);
    else if (n !== c) {
      const fields = fieldsChanged(n as unknown as Json, c as unknown as Json);
      if (fields) {
        if (fields !== UNCHANGED) partial.push(fields);
      } else if (!sameValue(n, c)) changed.push(c);
    }
  });
  const gone = newer.combatants.filter((c) => !olderIds.has(c.id)).map((c) => c.id);
  if (changed.length) diff.c = changed;
  if (partial.length) diff.p = partial;
  if (gone.length) diff.g = gone;
  if (at.length) diff.i = at;
  const olderOrder = older.combatants.map((c) => c.id);
  if (!sameList(rebuildOrder(newer.combatants.map((c) => c.id), gone, olderOrder.filter((id) => !byId.has(id)), at), olderOrder)) diff.ids = olderOrder;
  fieldsDiff(diff, newer, older);
  return diff as StepDiff;
}

/** The state's own fields (all but the combatants) of `older` that differ from `newer`, into the diff. */
function fieldsDiff(diff: { f?: Record<string, unknown>; x?: string[]; k?: string[] }, newer: FightStateBase, older: FightStateBase): void {
  const newerRecord = newer as unknown as Record<string, unknown>;
  const olderRecord = older as unknown as Record<string, unknown>;
  // most steps keep the same fields in the same order: then nothing is missing and the order needs no saying
  const olderKeys = Object.keys(olderRecord);
  if (sameList(olderKeys, Object.keys(newerRecord))) {
    let changed: Record<string, unknown> | null = null;
    for (let i = 0; i < olderKeys.length; i += 1) {
      const key = olderKeys[i] as string;
      if (key !== 'combatants' && !sameValue(newerRecord[key], olderRecord[key])) (changed ??= {})[key] = olderRecord[key];
    }
    if (changed) diff.f = changed;
    return;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(olderRecord)) {
    if (key !== 'combatants' && !(key in newerRecord && sameValue(newerRecord[key], value))) fields[key] = value;
  }
  if (Object.keys(fields).length) diff.f = fields;
  const missing = Object.keys(newerRecord).filter((key) => !(key in olderRecord));
  if (missing.length) diff.x = missing;
  if (!sameList(rebuildKeys(Object.keys(newerRecord), missing, Object.keys(fields)), Object.keys(olderRecord))) diff.k = Object.keys(olderRecord);
}

/** What fieldsChanged answers for two combatants with the same fields and values: nothing to store. */
const UNCHANGED: Json = Object.freeze({});

/**
 * The id and the fields of `older` that differ from `newer`, when both have the same fields in the same order
 * (UNCHANGED when none differs; the id-only object is made only when some field differs).
 */
function fieldsChanged(newer: Json, older: Json): Json | null {
  const keys = Object.keys(older);
  if (!sameList(keys, Object.keys(newer)) || keys[0] !== 'id') return null;
  let out: Json | null = null;
  for (let i = 1; i < keys.length; i += 1) {
    const k = keys[i] as string;
    const was = older[k];
    if (newer[k] !== was && !sameValue(newer[k], was)) (out ??= { id: older.id })[k] = was;
  }
  return out ?? UNCHANGED;
}

function rebuildOrder(newer: readonly string[], gone: readonly string[], lost: readonly string[], at: readonly number[]): string[] {
  const drop = new Set(gone);
  const out = newer.filter((id) => !drop.has(id));
  lost.forEach((id, j) => out.splice(at[j] as number, 0, id));
  return out;
}

function rebuildKeys(newer: readonly string[], missing: readonly string[], fields: readonly string[]): string[] {
  const out = newer.filter((k) => !missing.includes(k));
  for (const k of fields) if (!out.includes(k)) out.push(k);
  return out;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The combatants each decoded step did not share with its newer neighbour (from its diff), for the check on load. */
const broughtBy = new WeakMap<FightStateBase, readonly BaseCombatant[]>();

/** The older step again, sharing unchanged combatants with the newer one; null when the diff does not fit. */
export function applyDiff(newer: FightStateBase, diff: StepDiff): FightStateBase | null {
  if (!isObject(diff)) return null;
  const c = diff.c ?? [];
  const p = diff.p ?? [];
  const g = diff.g ?? [];
  const at = diff.i ?? [];
  const f = diff.f ?? {};
  const x = diff.x ?? [];
  const withId = (v: unknown): boolean => isObject(v) && typeof v.id === 'string';
  if (!Array.isArray(c) || !c.every(withId) || !Array.isArray(p) || !p.every(withId) || !isStrings(g) || !Array.isArray(at) || !isObject(f) || !isStrings(x)) return null;
  if (diff.ids !== undefined && !isStrings(diff.ids)) return null;
  if (diff.k !== undefined && !isStrings(diff.k)) return null;
  // a step that kept the same combatants in the same order (most steps) needs no index of all of them: the newer
  // step's combatants are taken as they are, with those the diff names put back
  const sameOrder = diff.ids === undefined && g.length === 0 && at.length === 0;
  const named = sameOrder ? new Set<unknown>([...c, ...p].map((v) => v.id)) : null;
  const byId = new Map<string, BaseCombatant>();
  for (const v of newer.combatants) if (!named || named.has(v.id)) byId.set(v.id, v);
  const lost = c.filter((v) => !byId.has(v.id)).map((v) => v.id);
  for (const v of c) byId.set(v.id, v);
  const own: BaseCombatant[] = [...c];
  for (const part of p) {
    const n = byId.get(part.id) as unknown as Json | undefined;
    if (n === undefined) return null;
    const restored: Json = {};
    for (const k of Object.keys(n)) restored[k] = k in part ? part[k] : n[k];
    for (const k of Object.keys(part)) if (!(k in n)) return null;
    byId.set(part.id, restored as unknown as BaseCombatant);
    own.push(restored as unknown as BaseCombatant);
  }
  if (lost.length !== at.length || !at.every((n) => Number.isInteger(n) && n >= 0)) return null;
  let combatants: BaseCombatant[];
  if (named) combatants = newer.combatants.map((v) => (named.has(v.id) ? (byId.get(v.id) as BaseCombatant) : v));
  else {
    const order = diff.ids ?? rebuildOrder(newer.combatants.map((v) => v.id), g, lost, at as number[]);
    combatants = [];
    for (const id of order) {
      const v = byId.get(id);
      if (v === undefined) return null;
      combatants.push(v);
    }
  }
  const newerRecord = newer as unknown as Record<string, unknown>;
  const keys = diff.k ?? rebuildKeys(Object.keys(newerRecord), x, Object.keys(f));
  if (!keys.includes('combatants')) return null;
  const state: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === 'combatants') state[key] = combatants;
    else if (key in f) state[key] = f[key];
    else if (key in newerRecord && !x.includes(key)) state[key] = newerRecord[key];
    else return null;
  }
  broughtBy.set(state as unknown as FightStateBase, own);
  return state as unknown as FightStateBase;
}

/** A step's diff, for the newer step it was computed against. */
type KnownDiff = { readonly newer: FightStateBase; readonly diff: StepDiff };

/** Walks outwards from the present: each step is stored against the one nearer the present; `known` diffs are taken as they are. */
function encodeSteps(present: FightStateBase, side: readonly FightStateBase[], known: ReadonlyMap<FightStateBase, KnownDiff> | null): StepDiff[] {
  const out: StepDiff[] = new Array<StepDiff>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const older = side[i] as FightStateBase;
    const hit = known?.get(older);
    out[i] = hit !== undefined && hit.newer === newer ? hit.diff : diffStep(newer, older);
    newer = older;
  }
  return out;
}

function decodeSteps(present: FightStateBase, side: readonly StepDiff[]): FightStateBase[] | null {
  const out: FightStateBase[] = new Array<FightStateBase>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const state = applyDiff(newer, side[i] as StepDiff);
    if (!state) return null;
    out[i] = state;
    newer = state;
  }
  return out;
}

/**
 * The last timeline encoded (or decoded: a save right after a load computes no diff again), and its encoding: the next
 * one is usually it with one more step. It keeps no state the store does not keep: the fight's own history.
 */
let lastEncoded: { readonly t: Timeline<FightStateBase>; readonly stored: StoredTimeline } | null = null;

/**
 * The diffs of the last timeline encoded, by older step, for a timeline that is not it with one more step (an undo, a
 * redo, a token forgotten): a step whose newer neighbour is still the same keeps its diff. Made only then, and let go.
 */
function knownDiffs(last: { readonly t: Timeline<FightStateBase>; readonly stored: StoredTimeline } | null): Map<FightStateBase, KnownDiff> {
  const known = new Map<FightStateBase, KnownDiff>();
  if (!last) return known;
  for (const [side, diffs] of [
    [last.t.past, last.stored.past],
    [last.t.future, last.stored.future],
  ] as const) {
    let newer = last.t.present;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const older = side[i] as FightStateBase;
      known.set(older, { newer, diff: diffs[i] as StepDiff });
      newer = older;
    }
  }
  return known;
}

/**
 * Whether `t`'s past is `last`'s past and present, less the oldest steps the history let go: then each of those
 * steps keeps its newer neighbour, and so its diff. Returns how many oldest steps went, or -1.
 */
function pastFollows(last: Timeline<FightStateBase>, t: Timeline<FightStateBase>): number {
  const n = t.past.length;
  const shift = last.past.length + 1 - n;
  if (n === 0 || shift < 0 || t.past[n - 1] !== last.present) return -1;
  for (let j = 0; j < n - 1; j += 1) if (t.past[j] !== last.past[j + shift]) return -1;
  return shift;
}

/**
 * The timeline as stored; `fresh` computes every diff again instead of reusing those already computed (a migration).
 * A step recorded after the last timeline encoded costs its own diff: the others are taken as they were, without a
 * walk through the history.
 */
export function encodeTimeline(t: Timeline<FightStateBase>, fresh = false): StoredTimeline {
  if (fresh) return { present: t.present, past: encodeSteps(t.present, t.past, null), future: encodeSteps(t.present, t.future, null) };
  const last = lastEncoded;
  if (last && last.t === t) return last.stored;
  const shift = last ? pastFollows(last.t, t) : -1;
  // the last present is the newest step of the past now: its diff is the one new diff (no future: a step clears it)
  if (last && shift >= 0 && t.future.length === 0) {
    const past = last.stored.past.slice(shift);
    past.push(diffStep(t.present, last.t.present));
    const stored = { present: t.present, past, future: [] };
    lastEncoded = { t, stored };
    return stored;
  }
  const known = knownDiffs(last);
  const past = last && shift >= 0 ? [...last.stored.past.slice(shift), diffStep(t.present, last.t.present)] : encodeSteps(t.present, t.past, known);
  const stored = { present: t.present, past, future: t.future.length === 0 ? [] : encodeSteps(t.present, t.future, known) };
  lastEncoded = { t, stored };
  return stored;
}

/** Each stored timeline decoded once: start-up checks it, then keeps what the check decoded. */
const decodedOf = new WeakMap<StoredTimeline, Timeline<FightStateBase> | null>();

export function decodeTimeline(t: StoredTimeline): Timeline<FightStateBase> | null {
  if (decodedOf.has(t)) return decodedOf.get(t) ?? null;
  if (!Array.isArray(t.past) || !Array.isArray(t.future)) return null;
  const past = decodeSteps(t.present, t.past);
  const future = past ? decodeSteps(t.present, t.future) : null;
  const decoded = past && future ? { present: t.present, past, future } : null;
  if (isObject(t)) decodedOf.set(t, decoded);
  if (decoded) lastEncoded = { t: decoded, stored: t };
  return decoded;
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas 2 and 3 kept the undo history as the present whole and every other step as a patch against its newer
// neighbour that named every combatant, unchanged ones by id (read only to migrate to schema 4).

/** A combatant that did not change is stored as its id. */
export type CombatantRef = BaseCombatant | string;

/** An older state: its own fields as they were, its combatants as references where they did not change. */
export type StatePatch = { readonly combatants: readonly CombatantRef[] } & { readonly [field: string]: unknown };

export interface StoredTimelineV2 {
  readonly present: FightStateBase;
  readonly past: readonly StatePatch[];
  readonly future: readonly StatePatch[];
}

function same(a: BaseCombatant, b: BaseCombatant | undefined, deep: boolean): boolean {
  return a === b || (deep && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/** Whatever the rule set keeps, field by field in the state's own order; only the combatants are patched. */
export function diffState(newer: FightStateBase, older: FightStateBase, deep = false): StatePatch {
  const byId = new Map(newer.combatants.map((c) => [c.id, c]));
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(older)) {
    patch[key] = key === 'combatants' ? older.combatants.map((c) => (same(c, byId.get(c.id), deep) ? c.id : c)) : value;
  }
  return patch as StatePatch;
}

/** The older state again, sharing unchanged combatants with the newer one; null when the patch does not fit. */
export function applyPatch(newer: FightStateBase, patch: StatePatch): FightStateBase | null {
  if (!isObject(patch) || !Array.isArray(patch.combatants)) return null;
  const byId = new Map(newer.combatants.map((c) => [c.id, c]));
  const combatants: BaseCombatant[] = [];
  for (const ref of patch.combatants) {
    const c = typeof ref === 'string' ? byId.get(ref) : ref;
    if (c === undefined) return null;
    combatants.push(c);
  }
  // the patch keeps the state's key order, so a restored state is the same JSON text
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) state[key] = key === 'combatants' ? combatants : value;
  return state as unknown as FightStateBase;
}

/** Walks outwards from the present: each step is stored against the one nearer the present. */
function encodeSide(present: FightStateBase, side: readonly FightStateBase[], deep: boolean): StatePatch[] {
  const out: StatePatch[] = new Array<StatePatch>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const older = side[i] as FightStateBase;
    out[i] = diffState(newer, older, deep);
    newer = older;
  }
  return out;
}

function decodeSide(present: FightStateBase, side: readonly StatePatch[]): FightStateBase[] | null {
  const out: FightStateBase[] = new Array<FightStateBase>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const state = applyPatch(newer, side[i] as StatePatch);
    if (!state) return null;
    out[i] = state;
    newer = state;
  }
  return out;
}

export function encodeTimelineV2(t: Timeline<FightStateBase>, deep = false): StoredTimelineV2 {
  return { present: t.present, past: encodeSide(t.present, t.past, deep), future: encodeSide(t.present, t.future, deep) };
}

export function decodeTimelineV2(t: StoredTimelineV2): Timeline<FightStateBase> | null {
  const past = decodeSide(t.present, t.past);
  const future = decodeSide(t.present, t.future);
  return past && future ? { present: t.present, past, future } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The copy of the tracker kept to notice others' writes (schema 4): almost always the fight's own projection of its
// present, with others' entries after it, so only those entries are stored and the text is projected again on load.

/** `lastTurnOrder` in `state`: the text itself, or the entries of others when the rest is the fight's projection. */
export type StoredTurnOrder = string | { readonly others: readonly Entry[] };

/** By the last few presents: the commit notes its projection, the save that follows packs it, the next commit reads it. */
const packed = new Recent<FightStateBase, { readonly text: string; readonly value: StoredTurnOrder }>(4);

export function packTurnOrder(fight: Fight): StoredTurnOrder {
  const present = fight.timeline.present;
  const text = fight.lastTurnOrder;
  const hit = packed.get(present);
  if (hit && hit.text === text) return hit.value;
  let value: StoredTurnOrder = text;
  const rs = ruleSetOf(fight.rules);
  const entries = rs && text !== '' ? readTurnOrder(text) : null;
  if (rs && entries) {
    const others = withoutOurs(entries, present);
    if (projectText(rs, present, fight.pageId, others) === text) value = { others };
  }
  packed.set(present, { text, value });
  return value;
}

/**
 * The commit wrote the tracker as the projection of `present` with `others` after it: remembered, so the save that
 * follows stores it without reading it again, and the next command knows the others' entries without parsing.
 */
export function noteProjection(present: FightStateBase, text: string, others: readonly Entry[]): void {
  packed.set(present, { text, value: { others } });
}

/** The others' entries of a tracker text that is the projection of `present`, when known; null otherwise. */
export function othersOf(present: FightStateBase, text: unknown): readonly Entry[] | null {
  const hit = packed.get(present);
  return hit && hit.text === text && typeof hit.value !== 'string' ? hit.value.others : null;
}

/** The text again; null when the stored value is neither text nor entries. */
export function unpackTurnOrder(value: unknown, rules: unknown, present: FightStateBase, pageId: string): string | null {
  if (typeof value === 'string') return value;
  const rs = ruleSetOf(rules);
  if (!rs || !isObject(value) || !Array.isArray(value.others) || !value.others.every((e) => isObject(e) && typeof e.id === 'string')) return null;
  const text = projectText(rs, present, pageId, value.others as Entry[]);
  packed.set(present, { text, value: value as StoredTurnOrder });
  return text;
}

/** What goes into Roll20's `state`: the store with its undo history as diffs. Plain JSON data. */
export function persist(stored: Stored): unknown {
  if (!stored.fight) return stored;
  return { ...stored, fight: { ...stored.fight, timeline: encodeTimeline(stored.fight.timeline), lastTurnOrder: packTurnOrder(stored.fight) } };
}

export type LoadResult = { readonly ok: true; readonly stored: Stored; readonly migrated: boolean } | { readonly ok: false; readonly problem: string };

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validLedger(v: unknown): boolean {
  const num = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  return isObject(v) && num(v.next) && Array.isArray(v.pending) && Array.isArray(v.applied)
    && v.pending.every((p) => isObject(p) && typeof p.id === 'string' && typeof p.target === 'string' && num(p.amount) && typeof p.applied === 'boolean')
    && v.applied.every((a) => isObject(a) && typeof a.roll === 'string' && typeof a.target === 'string' && num(a.amount))
    && validAwards(v.awards);
}

/**
 * The combatants a step's diff brought, with those its own fields name (10-second rounds' `turn.id`): a check of the
 * step sees whom its fields point at, as it would in the whole step.
 */
function withNamed(step: FightStateBase, own: readonly BaseCombatant[]): readonly BaseCombatant[] {
  const named = new Set<string>();
  for (const [key, v] of Object.entries(step)) if (key !== 'combatants' && isObject(v) && typeof v.id === 'string') named.add(v.id);
  for (const c of own) named.delete(c.id);
  if (named.size === 0) return own;
  return [...own, ...step.combatants.filter((c) => named.has(c.id))];
}

export function validateStored(value: unknown): string[] {
  if (!isObject(value)) return ['the stored data is not an object'];
  const problems: string[] = [];
  if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
  problems.push(...validateConfig(value.config));
  if (typeof value.helpVersion !== 'string') problems.push('helpVersion is not text');
  if (typeof value.optionsSaved !== 'number' || !Number.isFinite(value.optionsSaved)) problems.push('optionsSaved is not a number');
  const cleanup = value.cleanup;
  const strings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (cleanup !== null && !(isObject(cleanup) && strings(cleanup.ids) && strings(cleanup.tags))) problems.push('cleanup is malformed');
  // the rolls' ledger is optional: absent until the first attack (docs/rules.md §10)
  if (value.rolls !== undefined && !validLedger(value.rolls)) problems.push('rolls is malformed');
  const fight = value.fight;
  if (fight !== null) {
    if (!isObject(fight)) problems.push('fight is not an object');
    else {
      if (typeof fight.pageId !== 'string') problems.push('fight.pageId is not text');
      if (fight.endAsked !== undefined && fight.endAsked !== true) problems.push('fight.endAsked is not true');
      if (fight.startAsked !== undefined && fight.startAsked !== true) problems.push('fight.startAsked is not true');
      if (fight.adoptAsked !== undefined && !strings(fight.adoptAsked)) problems.push('fight.adoptAsked is not a list of text');
      const turnOrder = fight.lastTurnOrder;
      if (typeof turnOrder !== 'string' && !(isObject(turnOrder) && Array.isArray(turnOrder.others))) problems.push('fight.lastTurnOrder is not text');
      const rs = ruleSetOf(fight.rules);
      if (!rs) problems.push(`fight.rules ${JSON.stringify(fight.rules)} is not a rule set`);
      const t = fight.timeline;
      if (!rs) {
        // nothing more can be checked of a fight under an unknown rule set
      } else if (!isObject(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push('fight.timeline is malformed');
      else {
        const validateCombatState = (v: unknown): string[] => rs.validate(v);
        const presentProblems = validateCombatState(t.present);
        problems.push(...presentProblems.map((p) => `fight: ${p}`));
        // the damage applied in the fight (undo gives it back): the rule sets do not read it, the store checks it
        if (presentProblems.length === 0 && !validDamage((t.present as { damage?: unknown }).damage)) problems.push('fight: damage is malformed');
        const decoded = presentProblems.length === 0 ? decodeTimeline(t as unknown as StoredTimeline) : null;
        if (presentProblems.length === 0 && !decoded) problems.push('fight.timeline holds a step that does not fit');
        if (decoded) {
          // a step is checked with the combatants its diff brought (the others are the newer step's, checked there):
          // start-up does not grow with the history; a step that does not pass so is checked whole
          [...decoded.past, ...decoded.future].forEach((step, i) => {
            if (!validDamage((step as { damage?: unknown }).damage)) {
              problems.push(`fight.timeline holds a malformed step (${i})`);
              return;
            }
            const own = broughtBy.get(step);
            const quick = own ? validateCombatState({ ...step, combatants: withNamed(step, own) }) : null;
            if (quick !== null && quick.length === 0) return;
            if (validateCombatState(step).length > 0) problems.push(`fight.timeline holds a malformed step (${i})`);
          });
        }
      }
    }
  }
  return problems;
}

/**
 * Reads and migrates the stored data. Never writes: the caller saves the result only once it is valid. Never throws:
 * a migration or a check that fails on data it did not expect is a problem to report, and the data is kept.
 */
export function load(raw: unknown): LoadResult {
  try {
    return loadUnguarded(raw);
  } catch (error) {
    return { ok: false, problem: `The stored data could not be read (${errorText(error)}).` };
  }
}

function loadUnguarded(raw: unknown): LoadResult {
  if (raw === undefined || raw === null) return { ok: true, stored: freshStore(), migrated: true };
  if (!isObject(raw)) return { ok: false, problem: 'The stored data is not an object.' };
  const version = raw.schemaVersion === undefined ? 0 : raw.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, problem: `The stored schema version ${JSON.stringify(version)} is not a version.` };
  }
  if (version > SCHEMA_VERSION) {
    return { ok: false, problem: `The stored data is from a newer version of this script (schema ${version}; this script knows up to ${SCHEMA_VERSION}). Install the newer script, or repair to start clean.` };
  }
  let data: Json = JSON.parse(JSON.stringify(raw)) as Json;
  for (let v = version; v < SCHEMA_VERSION; v += 1) data = (MIGRATIONS[v] as (old: Json) => Json)(data);
  // an option added since the data was written takes its default; one that is there must still be valid
  if (isObject(data.config)) {
    const markers = isObject(data.config.conditionMarkers) ? data.config.conditionMarkers : {};
    data = { ...data, config: { ...DEFAULT_CONFIG, ...data.config, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, ...markers } } };
  }
  if (data.optionsSaved === undefined) data = { ...data, optionsSaved: 0 };
  if (data.cleanup === undefined) data = { ...data, cleanup: null };
  const problems = validateStored(data);
  if (problems.length > 0) return { ok: false, problem: `The stored data is damaged: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}.` };
  const fight = data.fight as (Omit<Fight, 'timeline' | 'lastTurnOrder'> & { timeline: StoredTimeline; lastTurnOrder: StoredTurnOrder }) | null;
  const lastTurnOrder = fight ? unpackTurnOrder(fight.lastTurnOrder, fight.rules, fight.timeline.present, fight.pageId) : '';
  if (lastTurnOrder === null) return { ok: false, problem: 'The stored data is damaged: fight.lastTurnOrder is malformed.' };
  const stored = { ...data, fight: fight ? { ...fight, timeline: decodeTimeline(fight.timeline) as Timeline<FightStateBase>, lastTurnOrder } : null } as unknown as Stored;
  return { ok: true, stored, migrated: version !== SCHEMA_VERSION };
}

