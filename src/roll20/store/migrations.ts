import type { FightStateBase } from '../../rules/core/rule-set';
import { freshStore } from '../../app/model';
import type { Timeline } from '../../rules/core/history';
import { isObject, type Json } from './json';
import { persist } from './persist';
import { encodeTimeline } from './timeline-codec';
import { decodeTimelineV2, encodeTimelineV2, type StoredTimelineV2 } from './timeline-v2';

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
