// Builders and dice for the rolls engine's tests.
import type { Dice } from '../../src/rules/core/dice';
import type { Fighter } from '../../src/rules/core/fight-advantage';
import type { AttackInput } from '../../src/rules/core/rolls';

let serial = 0;

/** A combatant with no condition and no status. */
export function aFighter(overrides: Partial<Fighter> = {}): Fighter {
  serial += 1;
  return { id: `f${serial}`, conditions: [], fullGuard: false, inDefense: false, fearInSight: false, charmedBy: [], ...overrides };
}

/** A plain melee attack: 1 d20, +0, against Defense 10. */
export function anAttack(overrides: Partial<AttackInput> = {}): AttackInput {
  return { skills: 0, modifier: 0, defense: 10, reach: 'melee', ...overrides };
}

/**
 * Dice that answer each kind of die from its own list, so that two rolls of the same attack see the same d20s
 * whatever else they ask for (for the property tests). Fails when a list runs out.
 */
export function streamDice(streams: Partial<Record<number, readonly number[]>>): Dice & { readonly used: (sides: number) => number } {
  const at = new Map<number, number>();
  return {
    roll(sides: number): number {
      const list = streams[sides] ?? [];
      const index = at.get(sides) ?? 0;
      const value = list[index];
      if (value === undefined) throw new Error(`stream dice: no d${sides} left after ${index}`);
      at.set(sides, index + 1);
      return value;
    },
    used: (sides: number) => at.get(sides) ?? 0,
  };
}
