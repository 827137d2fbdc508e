// The stored data with another fight, as `{ ...stored, fight }`: by an object literal when the data has exactly the
// keys the script gives it in a fight (freshStore's; the fights' serial from the first `start`; the table's objects once
// the script placed them), in that order, so its JSON and everything read from it are the same; any other object (more
// keys, another order) is copied whole and given the fight. A spread is a slow generic copy, and every step of the
// fight makes one (src/app/fight-with.ts does the same for the fight).
import { hasKeys } from '../rules/core/shape';
import type { Fight, Stored } from './model';

/** The stored data's keys as freshStore makes them, and with the table's objects after them. */
export const STORED_KEYS: readonly (keyof Stored)[] = ['schemaVersion', 'config', 'fight', 'helpVersion', 'optionsSaved', 'cleanup'];
export const STORED_KEYS_TABLE: readonly (keyof Stored)[] = [...STORED_KEYS, 'table'];
/** In a fight: the serial after freshStore's keys (the first `start` adds it), then the table (placed at its commit). */
export const STORED_KEYS_SERIAL_TABLE: readonly (keyof Stored)[] = [...STORED_KEYS, 'fights', 'table'];
/** The same, in data that held the table before its first `start` gave it a serial (stored by an older version). */
export const STORED_KEYS_TABLE_SERIAL: readonly (keyof Stored)[] = [...STORED_KEYS, 'table', 'fights'];

/** Every shape `storedWithFight` copies by a literal, the usual first. */
export const STORED_SHAPES: readonly (readonly (keyof Stored)[])[] = [STORED_KEYS_SERIAL_TABLE, STORED_KEYS_TABLE_SERIAL, STORED_KEYS_TABLE, STORED_KEYS];

type Writable = { -readonly [K in keyof Stored]: Stored[K] };

/** `{ ...stored, fight }`. */
export function storedWithFight(stored: Stored, fight: Fight | null): Stored {
  const s = stored;
  if (hasKeys(s, STORED_KEYS_SERIAL_TABLE as readonly string[])) {
    return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, fights: s.fights, table: s.table };
  }
  if (hasKeys(s, STORED_KEYS_TABLE_SERIAL as readonly string[])) {
    return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, table: s.table, fights: s.fights };
  }
  if (hasKeys(s, STORED_KEYS_TABLE as readonly string[])) {
    return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup, table: s.table };
  }
  if (hasKeys(s, STORED_KEYS as readonly string[])) {
    return { schemaVersion: s.schemaVersion, config: s.config, fight, helpVersion: s.helpVersion, optionsSaved: s.optionsSaved, cleanup: s.cleanup };
  }
  // the copy, then the fight set on it: the key keeps its place (`{ ...stored, fight }` in one literal redefines it,
  // which V8 does by a slow call for objects of many shapes)
  const copy: Writable = { ...s };
  copy.fight = fight;
  return copy;
}
