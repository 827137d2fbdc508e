// What the script keeps in Roll20's `state`: one namespaced key, an integer schema version, ordered migrations.
// The parts live under store/: the undo steps' diffs and the timeline's codec (schema 4), the older codec kept for
// migrations, the stored turn order, the migrations, the check and the load.
import { SCHEMA_VERSION, type Stored } from '../app/model';
import { persist } from './store/persist';

export { SCHEMA_VERSION };

export const STATE_KEY = 'EnchantedRealmsCombat';

export { MIGRATIONS } from './store/migrations';
export { applyDiff, diffStep, sameValue, type StepDiff } from './store/step-diff';
export { decodeTimeline, encodeTimeline, type StoredTimeline } from './store/timeline-codec';
export { applyPatch, decodeTimelineV2, diffState, encodeTimelineV2, type CombatantRef, type StatePatch, type StoredTimelineV2 } from './store/timeline-v2';
export { noteProjection, othersOf, packTurnOrder, unpackTurnOrder, type StoredTurnOrder } from './store/turn-order';
export { persist } from './store/persist';
export { validateStored } from './store/validate';
export { load, type LoadResult } from './store/load';

/** The only write of the script's key in Roll20's `state`. */
export function save(stored: Stored): void {
  (state as Record<string, unknown>)[STATE_KEY] = persist(stored);
}
