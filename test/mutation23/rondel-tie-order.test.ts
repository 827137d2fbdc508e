// The rondel's order at a shared count (src/rules/rondel/order.ts `compareCombatants`): the lower d20 first, re-rolls
// compared in turn (docs/rules.md §2); those the GM put there while others were due come after them, whatever their
// d20 (ruling 102, a tie's `late` wave). A tie stored without a wave (every start's tie, and every tie from before
// waves were kept) is wave 0: it is ordered by its rolls, never by an absent wave. The comparator's sign is what the
// sort reads, so each pair is checked both ways, and the order of a list given in the wrong order.
import { describe, expect, it } from 'vitest';
import { compareCombatants, currentCombatant, rondelOrder } from '../../src/rules/rondel/order';
import { aCombat, aCombatant } from '../support/builders';

const ids = (list: readonly { id: string }[]): string[] => list.map((c) => c.id);

describe('a tie with no late wave (docs/rules.md §2)', () => {
  // both at count 5, each with its tie kept for count 5 and no wave: the d20 decides
  const low = aCombatant({ id: 'z-low', nextAt: 5, arrival: 1, tie: { count: 5, rolls: [4] } });
  const high = aCombatant({ id: 'a-high', nextAt: 5, arrival: 0, tie: { count: 5, rolls: [17] } });

  it('the lower d20 goes first, though it came later and its id sorts after', () => {
    expect(compareCombatants(low, high)).toBeLessThan(0);
    expect(compareCombatants(high, low)).toBeGreaterThan(0);
    expect(ids(rondelOrder(aCombat([high, low], { counter: 5 })))).toEqual(['z-low', 'a-high']);
    expect(currentCombatant(aCombat([high, low], { counter: 5 }))?.id).toBe('z-low');
  });

  it('a tie with no wave against one with none kept at all (tie null): the rolls still decide, the empty list first', () => {
    // no tie kept for this count reads as no rolls: an empty list of rolls compares before any roll (ties.ts compareRolls)
    const none = aCombatant({ id: 'z-none', nextAt: 5, arrival: 3, tie: null });
    expect(compareCombatants(none, high)).toBeLessThan(0);
    expect(compareCombatants(high, none)).toBeGreaterThan(0);
  });

  it('a tie with no wave comes before a latecomer’s (wave 1) whatever the d20s (ruling 102)', () => {
    const late = aCombatant({ id: 'a-late', nextAt: 5, arrival: 0, tie: { count: 5, rolls: [1], late: 1 } });
    expect(compareCombatants(high, late)).toBeLessThan(0);
    expect(compareCombatants(late, high)).toBeGreaterThan(0);
    expect(ids(rondelOrder(aCombat([late, high, low], { counter: 5 })))).toEqual(['z-low', 'a-high', 'a-late']);
  });

  it('a wave kept for another count is no wave here, nor are its rolls', () => {
    // a latecomer's wave 2 and its d20 20, both kept for count 3: at count 5 it has neither, so it has no rolls here
    // and goes first (the empty list first), not after as its old wave would put it
    const old = aCombatant({ id: 'z-old', nextAt: 5, arrival: 2, tie: { count: 3, rolls: [20], late: 2 } });
    expect(compareCombatants(old, high)).toBeLessThan(0);
    expect(compareCombatants(high, old)).toBeGreaterThan(0);
  });
});

describe('the last tie-break: the id (the order is total and deterministic, order.ts header)', () => {
  // two combatants alike in all but the id (arrival numbers are unique in play; stored data repaired or merged may
  // still share one): the id decides, the same way whichever is asked first, and a combatant is level with itself
  const x = aCombatant({ id: 'x', nextAt: 5, arrival: 2, tie: { count: 5, rolls: [9] } });
  const y = aCombatant({ id: 'y', nextAt: 5, arrival: 2, tie: { count: 5, rolls: [9] } });

  it('the lower id first, both ways', () => {
    expect(compareCombatants(x, y)).toBeLessThan(0);
    expect(compareCombatants(y, x)).toBeGreaterThan(0);
    expect(ids(rondelOrder(aCombat([y, x], { counter: 5 })))).toEqual(['x', 'y']);
  });

  it('a combatant compared with itself (or its copy) is level: 0, as a sort’s comparator must be', () => {
    expect(compareCombatants(x, x)).toBe(0);
    expect(compareCombatants(y, { ...y })).toBe(0);
  });
});
