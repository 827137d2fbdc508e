// The rondel's order, derived from stored facts (STYLE.md): count, tie-break rolls, arrival, id.
// Total and deterministic: no randomness and no fractions in the comparator.
import type { Combatant, CombatState } from './combat';

function tieRolls(combatant: Combatant): readonly number[] {
  return combatant.tie && combatant.tie.count === combatant.nextAt ? combatant.tie.rolls : [];
}

/** Lowest count first; at a shared count the lower d20 first, re-rolls compared in turn (RULES.md §2). */
export function compareCombatants(a: Combatant, b: Combatant): number {
  if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
  const ra = tieRolls(a);
  const rb = tieRolls(b);
  const shared = Math.min(ra.length, rb.length);
  for (let i = 0; i < shared; i += 1) {
    const x = ra[i] as number;
    const y = rb[i] as number;
    if (x !== y) return x - y;
  }
  if (ra.length !== rb.length) return ra.length - rb.length;
  if (a.arrival !== b.arrival) return a.arrival - b.arrival;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The whole order. Decorated sort: each combatant's key is read once, not once per comparison. */
export function rondelOrder(state: CombatState): Combatant[] {
  const keyed = state.combatants.map((c) => ({ c, rolls: tieRolls(c) }));
  keyed.sort((x, y) => {
    const a = x.c;
    const b = y.c;
    if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
    const shared = Math.min(x.rolls.length, y.rolls.length);
    for (let i = 0; i < shared; i += 1) {
      const d = (x.rolls[i] as number) - (y.rolls[i] as number);
      if (d !== 0) return d;
    }
    if (x.rolls.length !== y.rolls.length) return x.rolls.length - y.rolls.length;
    if (a.arrival !== b.arrival) return a.arrival - b.arrival;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return keyed.map((k) => k.c);
}

/** Everyone whose count has come, in the order they act. */
export function dueCombatants(state: CombatState): Combatant[] {
  return state.combatants.filter((c) => c.nextAt <= state.counter).sort(compareCombatants);
}

/** The one combatant whose turn it is now, if any: the first due in rondel order. */
export function currentCombatant(state: CombatState): Combatant | undefined {
  let best: Combatant | undefined;
  for (const c of state.combatants) {
    if (c.nextAt <= state.counter && (!best || compareCombatants(c, best) < 0)) best = c;
  }
  return best;
}

export function findCombatant(state: CombatState, id: string): Combatant | undefined {
  return state.combatants.find((c) => c.id === id);
}
