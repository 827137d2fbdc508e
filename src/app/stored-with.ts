// The stored data with another fight, as `{ ...stored, fight }`: by an object literal when the data has exactly the
// keys the script gives it (freshStore's, then the table's once the script placed its objects), in that order, so its
// JSON and everything read from it are the same; any other object (more keys, another order) is copied by the spread
// itself. A spread is a slow generic copy, and every step of the fight makes one (src/app/fight-with.ts does the same
// for the fight).
import { hasKeys } from '../rules/core/shape';
import type { Fight, Stored } from './model';

/** The stored data's keys as freshStore makes them, and with the table's objects after them. */
export const STORED_KEYS: readonly (keyof Stored)[] = ['schemaVersion', 'config', 'fight', 'helpVersion', 'optionsSaved', 'cleanup'];
export const STORED_KEYS_TABLE: readonly (keyof Stored)[] = [...STORED_KEYS, 'table'];

/** `{ ...stored, fight }`. */
export function storedWithFight(stored: Stored, fight: Fight | null): Stored {
  if (hasKeys(stored, STORED_KEYS_TABLE as readonly string[])) {
    return { schemaVersion: stored.schemaVersion, config: stored.config, fight, helpVersion: stored.helpVersion, optionsSaved: stored.optionsSaved, cleanup: stored.cleanup, table: stored.table };
  }
  if (hasKeys(stored, STORED_KEYS as readonly string[])) {
    return { schemaVersion: stored.schemaVersion, config: stored.config, fight, helpVersion: stored.helpVersion, optionsSaved: stored.optionsSaved, cleanup: stored.cleanup };
  }
  return { ...stored, fight };
}
