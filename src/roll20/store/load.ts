// Reads the stored data back: migrated, checked, and decoded.
import type { FightStateBase } from '../../rules/core/rule-set';
import { DEFAULT_CONFIG, freshStore, SCHEMA_VERSION, type Fight, type Stored } from '../../app/model';
import type { Timeline } from '../../rules/core/history';
import { errorText } from '../error-text';
import { isObject, type Json } from './json';
import { MIGRATIONS } from './migrations';
import { decodeTimeline, type StoredTimeline } from './timeline-codec';
import { unpackTurnOrder, type StoredTurnOrder } from './turn-order';
import { validateStored } from './validate';

export type LoadResult = { readonly ok: true; readonly stored: Stored; readonly migrated: boolean } | { readonly ok: false; readonly problem: string };

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
