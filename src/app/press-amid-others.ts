// A press of the tracker's next-turn button as it arrives when other turn scripts answered it first, from their own
// handlers of the same change (TurnMarker1, CombatMaster): turned on past what they skip, all the way round, or with
// their round marker put in (docs/rules.md §13, rulings 105 and 108). Read before any other edit (reconcile.ts).
import type { Context } from './context';
import type { FightStateBase } from '../rules/core/rule-set';
import { isTurnMarker } from './commands/combatants';
import { isHidden } from './world-reads';
import { entryCount, isCountEntry, isRotation, rotationBy, type Entry, type TrackerEdit } from './tracker';

/**
 * A press of the next-turn button that another script, from its own handler of the same change, followed at once by
 * turning the tracker on past the entries it skips: custom entries (the clock's among them: CombatMaster turns past
 * every one that comes on top) and tokens players cannot see (TurnMarker1's "skip hidden", on by default). The event
 * then shows the tracker turned by more than one, every entry turned past after the first a custom entry or a hidden
 * token, and a token on top. That is the press, and the fight's order is written over the skip (docs/rules.md §13,
 * ruling 105); a sort or a drag a person makes is no such turn. Their own round marker is turned past too (they count a
 * round when it comes on top), on whatever layer they keep it; and when nothing else follows the entry on top, they turn
 * the tracker all the way round, back to it: the event shows the order it had, and that is the press too, whatever
 * entry it was (ruling 108).
 */
function pressThenSkip(world: Context['ports']['world'], before: readonly Entry[], after: readonly Entry[]): boolean {
  const n = before.length;
  // all the way round: they came back to the entry pressed on (a token, or the clock's entry when nothing after it is
  // a token players see); no drag gives the order the tracker had
  const round = n >= 2 && sameOrder(before, after) && sameValues(before, after);
  const k = round ? n : rotationBy(before, after);
  if (k < 2 || (!round && (before[k] as Entry).id === '-1')) return false;
  for (let i = 1; i < k; i += 1) {
    const e = before[i] as Entry;
    if (e.id !== '-1' && !isHidden(world, e.id) && !peerMarker(world, e.id)) return false;
  }
  return true;
}

/** The same entries in the same order. */
function sameOrder(before: readonly Entry[], after: readonly Entry[]): boolean {
  return before.length === after.length && before.every((e, i) => entryKey(e) === entryKey(after[i] as Entry));
}

/**
 * Every entry's value as it was: a value edited in place (the GM's, a player's `&{tracker}` roll) also leaves the order
 * as it was, and is an edit, not a press (docs/rules.md §13, ruling 108). The entry pressed on may have had its
 * formula applied by the press.
 */
function sameValues(before: readonly Entry[], after: readonly Entry[]): boolean {
  return before.every((e, i) => String(e.pr) === String((after[i] as Entry).pr) || (i === 0 && typeof e.formula === 'string' && e.formula !== ''));
}

/** Another script's round marker ("Round N", representing nobody: docs/rules.md §13), which its script turns past. */
function peerMarker(world: Context['ports']['world'], id: string): boolean {
  const token = world.token(id);
  return token !== undefined && isTurnMarker(token);
}

/** An entry as the tracker tells entries apart: a token by its id, a custom entry by its title. */
function entryKey(e: Entry): string {
  return e.id === '-1' ? `-1\u0000${String(e.custom ?? '')}` : e.id;
}

/**
 * A press of the next-turn button as it arrives when other scripts answered it from their own handlers first
 * (docs/rules.md ruling 105): turned on past the entries they skip (`pressThenSkip`), or with an entry of their own
 * put in (TurnMarker1 and CombatMaster put their round marker into the tracker at a press when it is not there), or
 * both. The press, and a token put in as any token put in is (a turn marker never joins); null for anything else.
 */
export function pressAmidOthers(world: Context['ports']['world'], before: readonly Entry[], after: readonly Entry[], state: FightStateBase): TrackerEdit[] | null {
  const known = new Set(before.map(entryKey));
  const put = after.filter((e) => !known.has(entryKey(e)) && !isCountEntry(e) && !state.combatants.some((c) => c.id === e.id));
  const rest = put.length === 0 ? after : after.filter((e) => !put.includes(e));
  if (put.length === 0 ? !pressThenSkip(world, before, rest) : !isRotation(before, rest) && !pressThenSkip(world, before, rest)) return null;
  const edits: TrackerEdit[] = [{ kind: 'next' }];
  for (const e of put) if (e.id !== '-1') edits.push({ kind: 'added', id: e.id, count: entryCount(e) });
  return edits;
}
