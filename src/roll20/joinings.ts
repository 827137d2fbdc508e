// What a fight's joinings took off the newcomers' tokens (the fight's tags another script or the GM had put on them),
// kept so that the undo that takes a newcomer out again gives them back (docs/rules.md §8, §15): the commit's helpers.
import type { Fight, Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import { present } from '../app/context';
import { storedWithFight } from '../app/stored-with';

/**
 * The fight with what the newcomers' joinings took off kept (`Fight.takenAtJoin`), and into `giving` what goes back to
 * the tokens of the combatants an undo takes out again (`Outcome.takenOut`: docs/rules.md §8, §15), the table as before
 * the joining. A combatant an undo or redo brings back is no new joining: what its first joining took stays kept for
 * it, and so does what a refused write kept from going back (`carried`) to one that is in the fight again; one that
 * joins anew with nothing taken off has nothing kept. `after` itself when nothing kept changes.
 */
export function takenAtJoinKept(
  before: Stored,
  after: Stored,
  outcome: Outcome,
  joined: ReadonlyMap<string, readonly string[]> | null,
  carried: Readonly<Record<string, readonly string[]>> | null,
  giving: Map<string, readonly string[]>,
): Stored {
  const fight = after.fight as Fight;
  const had = fight.takenAtJoin ?? {};
  const kept: Record<string, readonly string[]> = { ...had };
  let changed = false;
  const inFight = (f: Fight | null, id: string): boolean => f !== null && present(f).combatants.some((c) => c.id === id);
  if (carried !== null) {
    for (const id of Object.keys(carried)) {
      if (!inFight(fight, id)) continue;
      kept[id] = carried[id] as readonly string[];
      changed = true;
    }
  }
  if (outcome.travel === undefined) {
    // a combatant that joins anew (left, then added again) keeps only what this joining took: nothing, when it took
    // nothing off (its marker write may only have put the fight's on, a movement badge at a window)
    for (const id of Object.keys(had)) {
      if ((joined?.get(id)?.length ?? 0) === 0 && inFight(fight, id) && !inFight(before.fight, id)) {
        delete kept[id];
        changed = true;
      }
    }
  }
  if (joined !== null) {
    for (const [id, tags] of joined) {
      if (tags.length === 0) continue;
      kept[id] = tags;
      changed = true;
    }
  }
  if (outcome.takenOut !== undefined) {
    for (const id of outcome.takenOut) {
      const tags = had[id];
      if (tags === undefined) continue;
      delete kept[id];
      changed = true;
      giving.set(id, tags);
    }
  }
  if (!changed) return after;
  const { takenAtJoin: _had, ...rest } = fight;
  return storedWithFight(after, Object.keys(kept).length ? { ...rest, takenAtJoin: kept } : rest);
}

/** The marker writes with what goes back on each token (`giving`) put after its other markers, where not shown already. */
export function giveBack(giving: ReadonlyMap<string, readonly string[]>, markerWrites: { token: Roll20Graphic; value: string }[]): void {
  for (const [id, tags] of giving) {
    const token = getObj('graphic', id);
    const i = markerWrites.findIndex((w) => w.token.id === id);
    const current = i >= 0 ? (markerWrites[i] as { value: string }).value : token?.get('statusmarkers');
    if (!token || typeof current !== 'string') continue;
    const shown = new Set(current.split(',').map(markerTag));
    const back = tags.filter((t) => !shown.has(markerTag(t)));
    if (back.length === 0) continue;
    const value = [...(current === '' ? [] : [current]), ...back].join(',');
    if (i >= 0) markerWrites[i] = { token, value };
    else markerWrites.push({ token, value });
  }
}

/** A marker's tag, its badge aside (`blue@3` → `blue`). */
function markerTag(m: string): string {
  return m.split('@')[0] as string;
}

/** The tags (a badge aside) a marker list had that the next one has not. */
export function tagsGone(current: string, next: string): string[] {
  const kept = new Set(next.split(',').map(markerTag));
  return [...new Set(current.split(',').map(markerTag))].filter((t) => t !== '' && !kept.has(t));
}

/** The markers of a list whose tags are gone, as the list showed them: with their badges. */
export function markersGone(current: string, gone: readonly string[]): string[] {
  return current.split(',').filter((m) => m !== '' && gone.includes(markerTag(m)));
}
