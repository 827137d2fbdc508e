// What the script keeps in Roll20's `state`: one namespaced key, an integer schema version, ordered migrations.
import type { CombatState } from '../rules/combat';
import { DEFAULT_PATTERN, validatePattern, type MovementPattern } from '../rules/movement';
import type { Timeline } from '../rules/history';
import { validateCombatState } from '../rules/validate';

export const STATE_KEY = 'EnchantedRealmsCombat';
export const SCHEMA_VERSION = 1;

export interface Config {
  /** Marker tag for the flex marker; '' means: a campaign custom marker named Flex, else lightning-helix. */
  readonly flexMarker: string;
  readonly guardMarker: string;
  readonly holdMarker: string;
  readonly moveMarker: string;
  /** Show each combatant's hexes as a badge at a movement window. */
  readonly movementBadges: boolean;
  /** Who sees the rondel's announcements. */
  readonly announce: 'all' | 'gm';
  readonly passedOver: 'guard' | 'reset';
  /** An extra command word, without the `!` ('' for none). */
  readonly alias: string;
  readonly pattern: MovementPattern;
}

export const DEFAULT_CONFIG: Config = {
  flexMarker: '',
  guardMarker: 'bolt-shield',
  holdMarker: 'stopwatch',
  moveMarker: 'tread',
  movementBadges: true,
  announce: 'all',
  passedOver: 'guard',
  alias: '',
  pattern: DEFAULT_PATTERN,
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
}

export function freshStore(): Stored {
  return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: '' };
}

type Json = Record<string, unknown>;

/**
 * Ordered pure migrations: MIGRATIONS[n] takes a schema-n object to schema n + 1. Schema 0 is "nothing stored yet"
 * (or a bare object without a version).
 */
export const MIGRATIONS: readonly ((old: Json) => Json)[] = [
  (old) => ({ ...(freshStore() as unknown as Json), ...old, schemaVersion: 1 }),
];

export type LoadResult = { readonly ok: true; readonly stored: Stored; readonly migrated: boolean } | { readonly ok: false; readonly problem: string };

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function validateConfig(value: unknown): string[] {
  if (!isObject(value)) return ['config is not an object'];
  const problems: string[] = [];
  for (const key of ['flexMarker', 'guardMarker', 'holdMarker', 'moveMarker', 'alias'] as const) {
    if (typeof value[key] !== 'string') problems.push(`config.${key} is not text`);
  }
  if (typeof value.movementBadges !== 'boolean') problems.push('config.movementBadges is not true/false');
  if (value.announce !== 'all' && value.announce !== 'gm') problems.push('config.announce is not all/gm');
  if (value.passedOver !== 'guard' && value.passedOver !== 'reset') problems.push('config.passedOver is not guard/reset');
  problems.push(...validatePattern(value.pattern).map((p) => `config.pattern: ${p}`));
  return problems;
}

export function validateStored(value: unknown): string[] {
  if (!isObject(value)) return ['the stored data is not an object'];
  const problems: string[] = [];
  if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
  problems.push(...validateConfig(value.config));
  if (typeof value.helpVersion !== 'string') problems.push('helpVersion is not text');
  const fight = value.fight;
  if (fight !== null) {
    if (!isObject(fight)) problems.push('fight is not an object');
    else {
      if (typeof fight.pageId !== 'string') problems.push('fight.pageId is not text');
      if (typeof fight.lastTurnOrder !== 'string') problems.push('fight.lastTurnOrder is not text');
      const t = fight.timeline;
      if (!isObject(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push('fight.timeline is malformed');
      else {
        problems.push(...validateCombatState(t.present).map((p) => `fight: ${p}`));
        [...t.past, ...t.future].forEach((s, i) => {
          if (validateCombatState(s).length > 0) problems.push(`fight.timeline holds a malformed step (${i})`);
        });
      }
    }
  }
  return problems;
}

/** Reads and migrates the stored data. Never writes: the caller saves the result only once it is valid. */
export function load(raw: unknown): LoadResult {
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
  const problems = validateStored(data);
  if (problems.length > 0) return { ok: false, problem: `The stored data is damaged: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}.` };
  return { ok: true, stored: data as unknown as Stored, migrated: version !== SCHEMA_VERSION };
}

/** The options a GM can set in Roll20's one-click install dialog (script.json `useroptions`). */
export const USER_OPTIONS = [
  { name: 'announce', type: 'select', options: ['all', 'gm'], default: 'all', description: 'Who sees the rondel’s announcements: all, or the GM only.' },
  { name: 'passedOver', type: 'select', options: ['guard', 'reset'], default: 'guard', description: 'What a turn passed over without a declared action becomes: Full Guard (the rulebook) or Reset.' },
  { name: 'movementBadges', type: 'checkbox', value: 'true', checked: 'checked', description: 'Show each combatant’s hexes as a badge on its token at a movement window.' },
  { name: 'alias', type: 'text', default: '', description: 'An extra command word besides !rondel and !combat (for example er), or empty.' },
] as const;

/**
 * The first configuration, from the one-click options where Roll20 offers them (`globalconfig`), else the
 * defaults. Values that do not fit are ignored.
 */
export function configFromUserOptions(options: unknown): Config {
  if (!isObject(options)) return DEFAULT_CONFIG;
  let config: Config = DEFAULT_CONFIG;
  const announce = options.announce;
  if (announce === 'all' || announce === 'gm') config = { ...config, announce };
  const passed = options.passedOver;
  if (passed === 'guard' || passed === 'reset') config = { ...config, passedOver: passed };
  const badges = options.movementBadges;
  if (badges === false || badges === 'false' || badges === '') config = { ...config, movementBadges: false };
  const alias = typeof options.alias === 'string' ? options.alias.trim().replace(/^!/, '').toLowerCase() : '';
  if (/^[a-z][a-z0-9\-]{1,19}$/.test(alias) && alias !== 'rondel' && alias !== 'combat') config = { ...config, alias };
  return config;
}
