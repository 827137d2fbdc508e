// The d20 tie-break every rule set uses (docs/rules.md §2, §9.2, §9.3): combatants sharing a value roll a d20; those
// still tied re-roll among themselves until the order is strict. Rolls already made are kept, so a newcomer to a
// settled tie rolls alone unless it matches someone. Dice go in arrival order. Only the direction differs: lowest
// first (the rondel, 20-second rounds) or highest first (10-second rounds).
import type { Dice } from './dice';

export type TieDirection = 'lowest' | 'highest';

/** Tie-break roll sequences in acting order; a re-roll decides only between sequences equal so far. */
export function compareRolls(a: readonly number[], b: readonly number[], direction: TieDirection = 'lowest'): number {
  const sign = direction === 'lowest' ? 1 : -1;
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i += 1) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return sign * d;
  }
  return a.length - b.length;
}

export interface TieMember {
  readonly id: string;
  readonly arrival: number;
}

/**
 * Rolls what a group sharing one value still needs. `kept(id)` gives the rolls a member already has for that value.
 * Returns every member's rolls, in acting order, and whether any die was rolled (none: nothing changed).
 */
export function breakTie(
  group: readonly TieMember[],
  kept: (id: string) => readonly number[],
  dice: Dice,
  direction: TieDirection,
): { readonly rolled: boolean; readonly ordered: readonly { readonly id: string; readonly rolls: number[] }[] } {
  const members = [...group].sort((a, b) => a.arrival - b.arrival);
  const rolls = new Map<string, number[]>(members.map((c) => [c.id, [...kept(c.id)]]));
  const own = (c: TieMember): number[] => rolls.get(c.id) as number[];
  let rolled = false;
  const separate = (among: readonly TieMember[], level: number): void => {
    for (const c of among) {
      if (own(c).length <= level) {
        own(c).push(dice.roll(20));
        rolled = true;
      }
    }
    const classes = new Map<number, TieMember[]>();
    for (const c of among) {
      const key = own(c)[level] as number;
      const bucket = classes.get(key);
      if (bucket) bucket.push(c);
      else classes.set(key, [c]);
    }
    for (const bucket of classes.values()) if (bucket.length > 1) separate(bucket, level + 1);
  };
  if (members.length > 1) separate(members, 0);
  const ordered = members.map((c) => ({ id: c.id, rolls: own(c) })).sort((a, b) => compareRolls(a.rolls, b.rolls, direction));
  return { rolled, ordered };
}
