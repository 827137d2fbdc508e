// What the script keeps in Roll20's `state`: one namespaced key, an integer schema version, ordered migrations.
import type { Combatant, CombatState, PendingSpell } from '../rules/rondel/state';
import { DEFAULT_PATTERN, validatePattern, type MovementPattern } from '../rules/rondel/windows';
import type { Timeline } from '../rules/core/history';
import { validateCombatState } from '../rules/rondel/validate';

export const STATE_KEY = 'EnchantedRealmsCombat';
export const SCHEMA_VERSION = 2;

export interface Config {
  /** Marker tag for the flex marker; '' means: a campaign custom marker named Flex, else lightning-helix. */
  readonly flexMarker: string;
  readonly guardMarker: string;
  readonly holdMarker: string;
  readonly dashMarker: string;
  readonly moveMarker: string;
  /** Show each combatant's hexes as a badge at a movement window. */
  readonly movementBadges: boolean;
  /** Who sees the rondel's announcements. */
  readonly announce: 'all' | 'gm';
  readonly passedOver: 'guard' | 'reset';
  /** An extra command word, without the `!` ('' for none). */
  readonly alias: string;
  readonly pattern: MovementPattern;
  /**
   * What a tracker edit other than the next-turn button does: `ask` puts it back and offers the GM one click to adopt
   * it (Roll20 does not say who edited, and players may edit); `adopt` takes it as it is.
   */
  readonly trackerEdits: 'ask' | 'adopt';
}

export const DEFAULT_CONFIG: Config = {
  flexMarker: '',
  guardMarker: 'bolt-shield',
  holdMarker: 'stopwatch',
  dashMarker: 'fluffy-wing',
  moveMarker: 'tread',
  movementBadges: true,
  announce: 'all',
  passedOver: 'guard',
  alias: '',
  pattern: DEFAULT_PATTERN,
  trackerEdits: 'ask',
};

export interface Fight {
  readonly pageId: string;
  readonly timeline: Timeline<CombatState>;
  /** The turn order as the script last wrote it, to notice writes by others (which fire no event). */
  readonly lastTurnOrder: string;
}

export interface Stored {
  readonly schemaVersion: number;
  readonly config: Config;
  readonly fight: Fight | null;
  /** The version whose help handout was last written. */
  readonly helpVersion: string;
  /** Roll20's `lastsaved` of the one-click options last applied (0: none yet). */
  readonly optionsSaved: number;
}

export function freshStore(): Stored {
  return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: '', optionsSaved: 0 };
}

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
    const t = fight.timeline as unknown as Timeline<CombatState>;
    if (!Array.isArray(t.past) || !Array.isArray(t.future)) return { ...old, schemaVersion: 2 };
    return { ...old, schemaVersion: 2, fight: { ...fight, timeline: encodeTimeline(t, true) } };
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The undo history in `state`: the present whole, every other step as a patch against its newer neighbour, which
// names the combatants that did not change by id. A step usually changes one combatant, so a fight of 200 keeps
// 30 steps of history in a few kilobytes each instead of 46.

/** A combatant that did not change is stored as its id. */
export type CombatantRef = Combatant | string;

export interface StatePatch {
  readonly counter: number;
  readonly nextArrival: number;
  readonly spells: readonly PendingSpell[];
  readonly combatants: readonly CombatantRef[];
}

export interface StoredTimeline {
  readonly present: CombatState;
  readonly past: readonly StatePatch[];
  readonly future: readonly StatePatch[];
}

function same(a: Combatant, b: Combatant | undefined, deep: boolean): boolean {
  return a === b || (deep && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

export function diffState(newer: CombatState, older: CombatState, deep = false): StatePatch {
  const byId = new Map(newer.combatants.map((c) => [c.id, c]));
  return {
    counter: older.counter,
    nextArrival: older.nextArrival,
    spells: older.spells,
    combatants: older.combatants.map((c) => (same(c, byId.get(c.id), deep) ? c.id : c)),
  };
}

/** The older state again, sharing unchanged combatants with the newer one; null when the patch does not fit. */
export function applyPatch(newer: CombatState, patch: StatePatch): CombatState | null {
  if (!isObject(patch) || !Array.isArray(patch.combatants)) return null;
  const byId = new Map(newer.combatants.map((c) => [c.id, c]));
  const combatants: Combatant[] = [];
  for (const ref of patch.combatants) {
    const c = typeof ref === 'string' ? byId.get(ref) : ref;
    if (c === undefined) return null;
    combatants.push(c);
  }
  // the same key order as the engine's states, so a restored state is the same JSON text
  return { counter: patch.counter, combatants, spells: patch.spells, nextArrival: patch.nextArrival };
}

/** Walks outwards from the present: each step is stored against the one nearer the present. */
function encodeSide(present: CombatState, side: readonly CombatState[], deep: boolean): StatePatch[] {
  const out: StatePatch[] = new Array<StatePatch>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const older = side[i] as CombatState;
    out[i] = diffState(newer, older, deep);
    newer = older;
  }
  return out;
}

function decodeSide(present: CombatState, side: readonly StatePatch[]): CombatState[] | null {
  const out: CombatState[] = new Array<CombatState>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const state = applyPatch(newer, side[i] as StatePatch);
    if (!state) return null;
    out[i] = state;
    newer = state;
  }
  return out;
}

export function encodeTimeline(t: Timeline<CombatState>, deep = false): StoredTimeline {
  return { present: t.present, past: encodeSide(t.present, t.past, deep), future: encodeSide(t.present, t.future, deep) };
}

export function decodeTimeline(t: StoredTimeline): Timeline<CombatState> | null {
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

export function validateConfig(value: unknown): string[] {
  if (!isObject(value)) return ['config is not an object'];
  const problems: string[] = [];
  for (const key of ['flexMarker', 'guardMarker', 'holdMarker', 'dashMarker', 'moveMarker', 'alias'] as const) {
    if (typeof value[key] !== 'string') problems.push(`config.${key} is not text`);
  }
  if (typeof value.movementBadges !== 'boolean') problems.push('config.movementBadges is not true/false');
  if (value.announce !== 'all' && value.announce !== 'gm') problems.push('config.announce is not all/gm');
  if (value.passedOver !== 'guard' && value.passedOver !== 'reset') problems.push('config.passedOver is not guard/reset');
  if (value.trackerEdits !== 'ask' && value.trackerEdits !== 'adopt') problems.push('config.trackerEdits is not ask/adopt');
  problems.push(...validatePattern(value.pattern).map((p) => `config.pattern: ${p}`));
  return problems;
}

export function validateStored(value: unknown): string[] {
  if (!isObject(value)) return ['the stored data is not an object'];
  const problems: string[] = [];
  if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
  problems.push(...validateConfig(value.config));
  if (typeof value.helpVersion !== 'string') problems.push('helpVersion is not text');
  if (typeof value.optionsSaved !== 'number' || !Number.isFinite(value.optionsSaved)) problems.push('optionsSaved is not a number');
  const fight = value.fight;
  if (fight !== null) {
    if (!isObject(fight)) problems.push('fight is not an object');
    else {
      if (typeof fight.pageId !== 'string') problems.push('fight.pageId is not text');
      if (typeof fight.lastTurnOrder !== 'string') problems.push('fight.lastTurnOrder is not text');
      const t = fight.timeline;
      if (!isObject(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push('fight.timeline is malformed');
      else {
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
  if (isObject(data.config)) data = { ...data, config: { ...DEFAULT_CONFIG, ...data.config } };
  if (data.optionsSaved === undefined) data = { ...data, optionsSaved: 0 };
  const problems = validateStored(data);
  if (problems.length > 0) return { ok: false, problem: `The stored data is damaged: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}.` };
  const fight = data.fight as (Omit<Fight, 'timeline'> & { timeline: StoredTimeline }) | null;
  const stored = { ...data, fight: fight ? { ...fight, timeline: decodeTimeline(fight.timeline) as Timeline<CombatState> } : null } as unknown as Stored;
  return { ok: true, stored, migrated: version !== SCHEMA_VERSION };
}

/** The options a GM can set in Roll20's one-click install dialog (script.json `useroptions`). */
export const USER_OPTIONS = [
  { name: 'announce', type: 'select', options: ['all', 'gm'], default: 'all', description: 'Who sees the rondel’s announcements: all, or the GM only.' },
  { name: 'passedOver', type: 'select', options: ['guard', 'reset'], default: 'guard', description: 'What a turn passed over without a declared action becomes: Full Guard (the rulebook) or Reset.' },
  { name: 'movementBadges', type: 'checkbox', value: 'true', checked: 'checked', description: 'Show each combatant’s hexes as a badge on its token at a movement window.' },
  { name: 'alias', type: 'text', default: '', description: 'An extra command word besides !rondel and !combat (for example er), or empty.' },
  { name: 'trackerEdits', type: 'select', options: ['ask', 'adopt'], default: 'ask', description: 'Turn tracker edits other than the next-turn button: ask (put back, the GM adopts with one click) or adopt them directly.' },
] as const;

/**
 * The configuration with the one-click options (`globalconfig`) applied over `base`. Values that do not fit are
 * ignored; an option the dialog did not store leaves `base` as it is.
 */
export function configFromUserOptions(options: unknown, base: Config = DEFAULT_CONFIG): Config {
  if (!isObject(options)) return base;
  let config: Config = base;
  const announce = options.announce;
  if (announce === 'all' || announce === 'gm') config = { ...config, announce };
  const passed = options.passedOver;
  if (passed === 'guard' || passed === 'reset') config = { ...config, passedOver: passed };
  const badges = options.movementBadges;
  if (badges === false || badges === 'false' || badges === '') config = { ...config, movementBadges: false };
  if (badges === true || badges === 'true' || badges === 'checked') config = { ...config, movementBadges: true };
  if (typeof options.alias === 'string') {
    const alias = options.alias.trim().replace(/^!/, '').toLowerCase();
    if (alias === '') config = { ...config, alias: '' };
    else if (/^[a-z][a-z0-9\-]{1,19}$/.test(alias) && alias !== 'rondel' && alias !== 'combat') config = { ...config, alias };
  }
  const edits = options.trackerEdits;
  if (edits === 'ask' || edits === 'adopt') config = { ...config, trackerEdits: edits };
  return config;
}

/** Roll20's `lastsaved` of the one-click options, or 0. */
export function optionsSavedAt(options: unknown): number {
  if (!isObject(options)) return 0;
  const n = Number(options.lastsaved);
  return Number.isFinite(n) ? n : 0;
}
