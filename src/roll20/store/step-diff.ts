// One undo step stored as the difference from its newer neighbour (schema 4): the combatants that differ, the fields
// that differ, and the order only when it is not the newer one's.
import type { BaseCombatant, FightStateBase } from '../../rules/core/rule-set';
import { isObject, isStrings, type Json } from './json';

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


/** The combatants each decoded step did not share with its newer neighbour (from its diff), for the check on load. */
export const broughtBy = new WeakMap<FightStateBase, readonly BaseCombatant[]>();

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
    // an order that names a combatant twice (an edited step) would be one combatant twice: the step does not fit
    const placed = new Set<string>();
    for (const id of order) {
      const v = byId.get(id);
      if (v === undefined || placed.has(id)) return null;
      placed.add(id);
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
