// The order of 20-second rounds, derived from stored facts (docs/rules.md §9.2): this round's remaining actions by
// second, tie-break rolls, arrival, id; then the carried over by their second next round; then the rest.
// Total and deterministic: no randomness in the comparator.
import { clockAt, type SecondsCombatant, type SecondsState } from './state';
import { compareRolls, lateAt } from '../core/ties';
import { findById } from '../core/lookup';
import { perState } from '../core/memo';
import { sortedBy, sortedView, type PureCompare } from '../core/sorted';

export { compareRolls };

/** The rolls that count for a combatant's second in this round. */
export function tieRolls(state: SecondsState, c: SecondsCombatant): readonly number[] {
  return tieRollsIn(state.round, c);
}

function tieRollsIn(round: number, c: SecondsCombatant): readonly number[] {
  return c.tie && c.second !== null && c.tie.count === clockAt(round, c.second) ? c.tie.rolls : [];
}

/** No tie-break rolls: one empty list, only read. */
const NO_ROLLS: readonly number[] = [];

function byArrival(a: SecondsCombatant, b: SecondsCombatant): number {
  if (a.arrival !== b.arrival) return a.arrival - b.arrival;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Among combatants that act this round: lower second first, a latecomer's wave, then the lower d20 (re-rolls in turn). */
export function compareActing(state: SecondsState, a: SecondsCombatant, b: SecondsCombatant): number {
  return compareActingIn(state.round, a, b);
}

function compareActingIn(round: number, a: SecondsCombatant, b: SecondsCombatant): number {
  if (a.second !== b.second) return (a.second ?? 0) - (b.second ?? 0);
  // those the GM put at the current second while others were due there come after them (ruling 102)
  if (a.second !== null) {
    const count = clockAt(round, a.second);
    const late = lateAt(a.tie, count) - lateAt(b.tie, count);
    if (late !== 0) return late;
    // tieRollsIn(round, a) and tieRollsIn(round, b), the shared second's clock read once
    const ta = a.tie;
    const tb = b.tie;
    return compareRolls(ta && ta.count === count ? ta.rolls : NO_ROLLS, tb && tb.count === count ? tb.rolls : NO_ROLLS) || byArrival(a, b);
  }
  return compareRolls(tieRollsIn(round, a), tieRollsIn(round, b)) || byArrival(a, b);
}


/**
 * The acting order's comparator for one round: it reads the two combatants and the round alone (whose tie rolls
 * count), so within a round the order of the last state is reused (core/sorted.ts). One round's at a time.
 */
let compareIn: { readonly round: number; readonly compare: PureCompare<SecondsCombatant> } | null = null;

function comparatorFor(round: number): PureCompare<SecondsCombatant> {
  if (compareIn?.round === round) return compareIn.compare;
  const compare: PureCompare<SecondsCombatant> = (a, b) => {
    // the groups: 0 acts this round, 1 carried over to the next, 2 done (or waiting) this round; read here, not by a
    // call per combatant, as a step's sort compares a handful of pairs
    const ga = a.second !== null ? 0 : a.carried !== null ? 1 : 2;
    const gb = b.second !== null ? 0 : b.carried !== null ? 1 : 2;
    if (ga !== gb) return ga - gb;
    if (ga === 0) return compareActingIn(round, a, b);
    if (ga === 1 && a.carried !== b.carried) return (a.carried ?? 0) - (b.carried ?? 0);
    return byArrival(a, b);
  };
  compareIn = { round, compare };
  return compare;
}

/** Everyone in acting order; after a step, the last order with the few changed combatants put back in. */
export function secondsOrder(state: SecondsState): SecondsCombatant[] {
  return sortedBy(state.combatants, comparatorFor(state.round));
}

/** The acting order for reading only (the tracker view, whose turn it is): no copy when it was just made. */
export function secondsOrderView(state: SecondsState): readonly SecondsCombatant[] {
  return sortedView(state.combatants, comparatorFor(state.round));
}

/** Everyone due now, in tie order: the first is the one whose turn it is. */
export function dueNow(state: SecondsState): SecondsCombatant[] {
  return state.combatants.filter((c) => c.second === state.second).sort((a, b) => compareActing(state, a, b));
}

/** The one combatant whose turn it is now, if any; once per state (states never change once made). */
export const currentCombatant = perState((state: SecondsState): SecondsCombatant | undefined => {
  // the acting order runs by second first: its head is due when anyone is, and then first among the due; after a
  // step the order is the last one with the few changed combatants put back in, which reads no other combatant
  const first = secondsOrderView(state)[0];
  if (first === undefined || first.second === null || first.second > state.second) return undefined;
  if (first.second === state.second) return first;
  // someone at a second already past heads the order (never reached by play): the due are found by a pass
  let best: SecondsCombatant | undefined;
  for (const c of state.combatants) {
    if (c.second === state.second && (!best || compareActing(state, c, best) < 0)) best = c;
  }
  return best;
});

export function findCombatant(state: SecondsState, id: string): SecondsCombatant | undefined {
  return findById(state.combatants, id);
}
