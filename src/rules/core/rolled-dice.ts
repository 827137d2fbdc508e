// The dice of a roll as rolled (docs/rules.md §10): each die with what became of it, the better or worse of two, and
// the chance trait's re-roll of a natural 1. Shared by checks, saves, competitions and attacks.
import type { Dice } from './dice';
import type { Edge } from './advantage';

/** One die as rolled, and what became of it. */
export interface RolledDie {
  readonly sides: number;
  readonly value: number;
  /** d20 only (docs/rules.md §10, raw dice): a natural 20 always succeeds or hits, a natural 1 always fails or misses. */
  readonly natural: 'natural-20' | 'natural-1' | null;
  /** `kept`: it counts; `dropped`: the other die of a better/worse of two; `rerolled`: a natural 1 replaced by chance. */
  readonly status: 'kept' | 'dropped' | 'rerolled';
  /** This die is the chance re-roll of a natural 1; it stands, even when it is a 1 again. */
  readonly byChance: boolean;
}

/** Why a check or save succeeded or failed. */
export type Because = 'natural-20' | 'natural-1' | 'total' | 'automatic-failure';

export function naturalOf(sides: number, value: number): RolledDie['natural'] {
  if (sides !== 20) return null;
  if (value === 20) return 'natural-20';
  if (value === 1) return 'natural-1';
  return null;
}

export interface Face {
  readonly value: number;
  readonly byChance: boolean;
  rerolled: boolean;
}

/** The index of the die that counts among the live faces: the better at advantage, the worse at disadvantage, the first on a tie. */
export function pick(faces: readonly Face[], edge: Edge): number {
  let best = -1;
  faces.forEach((face, index) => {
    if (face.rerolled) return;
    const current = faces[best];
    if (current === undefined) best = index;
    else if (edge === 'advantage' ? face.value > current.value : face.value < current.value) best = index;
  });
  return best;
}

export function toDice(sides: number, faces: readonly Face[], kept: (index: number) => boolean): RolledDie[] {
  return faces.map((face, index) => ({
    sides,
    value: face.value,
    natural: naturalOf(sides, face.value),
    status: face.rerolled ? 'rerolled' : kept(index) ? 'kept' : 'dropped',
    byChance: face.byChance,
  }));
}

/**
 * One die, or two keeping the better (advantage) or worse (disadvantage). Chance (d20 only) re-rolls the first
 * natural 1 when it is the die that counts (ruling: the trait is used only where it can help), once; the new die
 * is the one that counts, whatever the other shows (docs/rules.md §10: the re-roll is used even where the other die
 * would be better or worse).
 */
export function rollKept(dice: Dice, sides: number, edge: Edge, chance: boolean): { dice: RolledDie[]; kept: RolledDie } {
  const faces: Face[] = [];
  const count = edge === 'none' ? 1 : 2;
  for (let i = 0; i < count; i += 1) faces.push({ value: dice.roll(sides), byChance: false, rerolled: false });
  let keep = pick(faces, edge);
  const first = faces[keep];
  if (chance && sides === 20 && first !== undefined && first.value === 1) {
    first.rerolled = true;
    faces.push({ value: dice.roll(sides), byChance: true, rerolled: false });
    keep = faces.length - 1;
  }
  const all = toDice(sides, faces, (index) => index === keep);
  return { dice: all, kept: all[keep] as RolledDie };
}
