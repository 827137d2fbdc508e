// What the script keeps in Roll20's `state`: one namespaced key, an integer schema version, ordered migrations.
import type { BaseCombatant, FightStateBase } from '../rules/core/rule-set';
import { ruleSetOf } from '../rules/registry';
import { DEFAULT_CONFIG, freshStore, SCHEMA_VERSION, type Fight, type Stored } from '../app/model';
import { validateConfig } from '../app/config';

export { SCHEMA_VERSION };
import type { Timeline } from '../rules/core/history';

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
    return { ...old, schemaVersion: 2, fight: { ...fight, timeline: encodeTimeline(t, true) } };
  },
  // 2 → 3: the fight names its rule set; every fight before rule sets was the rondel's
  (old) => {
    const fight = old.fight;
    return { ...old, schemaVersion: 3, fight: isObject(fight) ? { rules: 'rondel', ...fight } : fight };
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The undo history in `state`: the present whole, every other step as a patch against its newer neighbour, which
// names the combatants that did not change by id. A step usually changes one combatant, so a fight of 200 keeps
// 30 steps of history in a few kilobytes each instead of 46.

/** A combatant that did not change is stored as its id. */
export type CombatantRef = BaseCombatant | string;

/** An older state: its own fields as they were, its combatants as references where they did not change. */
export type StatePatch = { readonly combatants: readonly CombatantRef[] } & { readonly [field: string]: unknown };

export interface StoredTimeline {
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

export function encodeTimeline(t: Timeline<FightStateBase>, deep = false): StoredTimeline {
  return { present: t.present, past: encodeSide(t.present, t.past, deep), future: encodeSide(t.present, t.future, deep) };
}

export function decodeTimeline(t: StoredTimeline): Timeline<FightStateBase> | null {
  const past = decodeSide(t.present, t.past);
  const future = decodeSide(t.present, t.future);
  return past && future ? { present: t.present, past, future } : null;
}

/** What goes into Roll20's `state`: the store with its undo history as patches. Plain JSON data. */
export function persist(stored: Stored): unknown {
  if (!stored.fight) return stored;
  return { ...stored, fight: { ...stored.fight, timeline: encodeTimeline(stored.fight.timeline) } };
}

export type LoadResult = { readonly ok: true; readonly stored: Stored; readonly migrated: boolean } | { readonly ok: false; readonly problem: string };

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validLedger(v: unknown): boolean {
  const num = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  return isObject(v) && num(v.next) && Array.isArray(v.pending) && Array.isArray(v.applied)
    && v.pending.every((p) => isObject(p) && typeof p.id === 'string' && typeof p.target === 'string' && num(p.amount) && typeof p.applied === 'boolean')
    && v.applied.every((a) => isObject(a) && typeof a.roll === 'string' && typeof a.target === 'string' && num(a.amount));
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
      if (typeof fight.lastTurnOrder !== 'string') problems.push('fight.lastTurnOrder is not text');
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
        const decoded = presentProblems.length === 0 ? decodeTimeline(t as unknown as StoredTimeline) : null;
        if (presentProblems.length === 0 && !decoded) problems.push('fight.timeline holds a step that does not fit');
        if (decoded) {
          [...decoded.past, ...decoded.future].forEach((step, i) => {
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
    return { ok: false, problem: `The stored data could not be read (${error instanceof Error ? error.message : String(error)}).` };
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
  const fight = data.fight as (Omit<Fight, 'timeline'> & { timeline: StoredTimeline }) | null;
  const stored = { ...data, fight: fight ? { ...fight, timeline: decodeTimeline(fight.timeline) as Timeline<FightStateBase> } : null } as unknown as Stored;
  return { ok: true, stored, migrated: version !== SCHEMA_VERSION };
}

