// The undo history in `state` (schema 4): the present whole, every other step as a diff against its newer neighbour
// that names only what changed: the combatants that differ, the fields that differ, and the order only when it is
// not the newer one's. A step usually changes one or two combatants, so a step costs what it changed, not the size
// of the fight. Each diff is computed once: a command adds one step and reuses the others' diffs.
import type { FightStateBase } from '../../rules/core/rule-set';
import type { Timeline } from '../../rules/core/history';
import { applyDiff, diffStep, type StepDiff } from './step-diff';
import { isObject } from './json';

export interface StoredTimeline {
  readonly present: FightStateBase;
  readonly past: readonly StepDiff[];
  readonly future: readonly StepDiff[];
}


/** A step's diff, for the newer step it was computed against. */
type KnownDiff = { readonly newer: FightStateBase; readonly diff: StepDiff };

/** Walks outwards from the present: each step is stored against the one nearer the present; `known` diffs are taken as they are. */
function encodeSteps(present: FightStateBase, side: readonly FightStateBase[], known: ReadonlyMap<FightStateBase, KnownDiff> | null): StepDiff[] {
  const out: StepDiff[] = new Array<StepDiff>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const older = side[i] as FightStateBase;
    const hit = known?.get(older);
    out[i] = hit !== undefined && hit.newer === newer ? hit.diff : diffStep(newer, older);
    newer = older;
  }
  return out;
}

function decodeSteps(present: FightStateBase, side: readonly StepDiff[]): FightStateBase[] | null {
  const out: FightStateBase[] = new Array<FightStateBase>(side.length);
  let newer = present;
  for (let i = side.length - 1; i >= 0; i -= 1) {
    const state = applyDiff(newer, side[i] as StepDiff);
    if (!state) return null;
    out[i] = state;
    newer = state;
  }
  return out;
}

/**
 * The last timeline encoded (or decoded: a save right after a load computes no diff again), and its encoding: the next
 * one is usually it with one more step. It keeps no state the store does not keep: the fight's own history.
 */
let lastEncoded: { readonly t: Timeline<FightStateBase>; readonly stored: StoredTimeline } | null = null;

/**
 * The diffs of the last timeline encoded, by older step, for a timeline that is not it with one more step (an undo, a
 * redo, a token forgotten): a step whose newer neighbour is still the same keeps its diff. Made only then, and let go.
 */
function knownDiffs(last: { readonly t: Timeline<FightStateBase>; readonly stored: StoredTimeline } | null): Map<FightStateBase, KnownDiff> {
  const known = new Map<FightStateBase, KnownDiff>();
  if (!last) return known;
  for (const [side, diffs] of [
    [last.t.past, last.stored.past],
    [last.t.future, last.stored.future],
  ] as const) {
    let newer = last.t.present;
    for (let i = side.length - 1; i >= 0; i -= 1) {
      const older = side[i] as FightStateBase;
      known.set(older, { newer, diff: diffs[i] as StepDiff });
      newer = older;
    }
  }
  return known;
}

/**
 * Whether `t`'s past is `last`'s past and present, less the oldest steps the history let go: then each of those
 * steps keeps its newer neighbour, and so its diff. Returns how many oldest steps went, or -1.
 */
function pastFollows(last: Timeline<FightStateBase>, t: Timeline<FightStateBase>): number {
  const n = t.past.length;
  const shift = last.past.length + 1 - n;
  if (n === 0 || shift < 0 || t.past[n - 1] !== last.present) return -1;
  for (let j = 0; j < n - 1; j += 1) if (t.past[j] !== last.past[j + shift]) return -1;
  return shift;
}

/**
 * The timeline as stored; `fresh` computes every diff again instead of reusing those already computed (a migration).
 * A step recorded after the last timeline encoded costs its own diff: the others are taken as they were, without a
 * walk through the history.
 */
export function encodeTimeline(t: Timeline<FightStateBase>, fresh = false): StoredTimeline {
  if (fresh) return { present: t.present, past: encodeSteps(t.present, t.past, null), future: encodeSteps(t.present, t.future, null) };
  const last = lastEncoded;
  if (last && last.t === t) return last.stored;
  const shift = last ? pastFollows(last.t, t) : -1;
  // the last present is the newest step of the past now: its diff is the one new diff (no future: a step clears it)
  if (last && shift >= 0 && t.future.length === 0) {
    const past = last.stored.past.slice(shift);
    past.push(diffStep(t.present, last.t.present));
    const stored = { present: t.present, past, future: [] };
    lastEncoded = { t, stored };
    return stored;
  }
  const known = knownDiffs(last);
  const past = last && shift >= 0 ? [...last.stored.past.slice(shift), diffStep(t.present, last.t.present)] : encodeSteps(t.present, t.past, known);
  const stored = { present: t.present, past, future: t.future.length === 0 ? [] : encodeSteps(t.present, t.future, known) };
  lastEncoded = { t, stored };
  return stored;
}

/** Each stored timeline decoded once: start-up checks it, then keeps what the check decoded. */
const decodedOf = new WeakMap<StoredTimeline, Timeline<FightStateBase> | null>();

export function decodeTimeline(t: StoredTimeline): Timeline<FightStateBase> | null {
  if (decodedOf.has(t)) return decodedOf.get(t) ?? null;
  if (!Array.isArray(t.past) || !Array.isArray(t.future)) return null;
  const past = decodeSteps(t.present, t.past);
  const future = past ? decodeSteps(t.present, t.future) : null;
  const decoded = past && future ? { present: t.present, past, future } : null;
  if (isObject(t)) decodedOf.set(t, decoded);
  if (decoded) lastEncoded = { t: decoded, stored: t };
  return decoded;
}
