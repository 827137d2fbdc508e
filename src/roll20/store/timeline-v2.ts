// Schemas 2 and 3 kept the undo history as the present whole and every other step as a patch against its newer
// neighbour that named every combatant, unchanged ones by id (read only to migrate to schema 4).

import type { BaseCombatant, FightStateBase } from '../../rules/core/rule-set';
import type { Timeline } from '../../rules/core/history';
import { isObject } from './json';

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
