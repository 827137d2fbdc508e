// The d20 tie-break every rule set uses (docs/rules.md §2, §9.2, §9.3): combatants sharing a value roll a d20; those
// still tied re-roll among themselves until the order is strict. Rolls already made are kept, so a newcomer to a
// settled tie rolls alone unless it matches someone. Dice go in arrival order. Only the direction differs: lowest
// first (the rondel, 20-second rounds) or highest first (10-second rounds).
// `breakTie` says it plainly; `breakTieAt` gives the same rolls and order, found by each member's place in the group
// rather than by maps keyed by id: the rule sets' steps settle one tie per action, and this is on every `next`.
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

/** `breakTie`'s answer, with each member's rolls also by its place in the group (`byPlace[j]` for `group[j]`). */
export interface TieAnswer {
  readonly rolled: boolean;
  readonly ordered: readonly { readonly id: string; readonly rolls: number[] }[];
  readonly byPlace: readonly number[][];
}

const NO_ROLLS: readonly number[] = [];

/** The equality of breakTie's map keys (SameValueZero). */
function sameRoll(a: number, b: number): boolean {
  return a === b || (a !== a && b !== b);
}

/**
 * Whether the lean path gives what `breakTie` gives: ids all different (breakTie looks rolls up by id), arrivals and
 * rolls plain numbers (its sorts then order exactly as the insertion sorts below).
 */
function leanFits(group: readonly TieMember[], kept: readonly (readonly number[] | null | undefined)[]): boolean {
  for (let i = 0; i < group.length; i += 1) {
    const c = group[i] as TieMember;
    if (!Number.isFinite(c.arrival)) return false;
    for (let j = 0; j < i; j += 1) if ((group[j] as TieMember).id === c.id) return false;
    const own = kept[i];
    if (own === null || own === undefined) continue;
    if (!Array.isArray(own)) return false;
    for (let k = 0; k < own.length; k += 1) if (!Number.isFinite(own[k])) return false;
  }
  return true;
}

/** Dice for each of `among` (places, in arrival order) without a roll at `level`; then each class of equal rolls there,
 * in the order its first member comes, re-rolls among itself before the next class is looked at (breakTie's order). */
function separateAt(rolls: number[][], among: readonly number[], level: number, dice: Dice): boolean {
  let rolled = false;
  for (let x = 0; x < among.length; x += 1) {
    const own = rolls[among[x] as number] as number[];
    if (own.length <= level) {
      own.push(dice.roll(20));
      rolled = true;
    }
  }
  if (among.length > SMALL_GROUP) {
    // hundreds tied (a GM setting them all to one count): grouped by the roll in one pass, each group in the order
    // its first member comes, as the pairwise pass below would take them (the same dice in the same order)
    const buckets = new Map<number, number[]>();
    for (let x = 0; x < among.length; x += 1) {
      const value = (rolls[among[x] as number] as number[])[level] as number;
      const bucket = buckets.get(value);
      if (bucket === undefined) buckets.set(value, [among[x] as number]);
      else bucket.push(among[x] as number);
    }
    for (const bucket of buckets.values()) if (bucket.length > 1 && separateAt(rolls, bucket, level + 1, dice)) rolled = true;
    return rolled;
  }
  let placed: boolean[] | null = null;
  for (let x = 0; x < among.length; x += 1) {
    if (placed !== null && placed[x] === true) continue;
    const value = (rolls[among[x] as number] as number[])[level];
    let bucket: number[] | null = null;
    for (let y = x + 1; y < among.length; y += 1) {
      if (placed !== null && placed[y] === true) continue;
      if (!sameRoll((rolls[among[y] as number] as number[])[level] as number, value as number)) continue;
      if (bucket === null) bucket = [among[x] as number];
      bucket.push(among[y] as number);
      if (placed === null) placed = [];
      placed[y] = true;
    }
    if (bucket !== null && separateAt(rolls, bucket, level + 1, dice)) rolled = true;
  }
  return rolled;
}

/** Up to this many tied, an insertion sort (no callback, a handful of moves); past it the engine's stable sort. */
const SMALL_GROUP = 16;

/**
 * `breakTie` for a group whose kept rolls are given by place (`kept[j]` for `group[j]`; missing means none): the same
 * dice in the same order, the same rolls and the same `ordered`, with no map keyed by id, no sort and no callback
 * (a group is a handful). A group `leanFits` does not (never in a fight) is answered by `breakTie` itself.
 */
export function breakTieAt(
  group: readonly TieMember[],
  kept: readonly (readonly number[] | null | undefined)[],
  dice: Dice,
  direction: TieDirection,
): TieAnswer {
  const size = group.length;
  if (!leanFits(group, kept)) {
    const byId = new Map<string, readonly number[] | null | undefined>();
    for (let j = 0; j < size; j += 1) byId.set((group[j] as TieMember).id, kept[j]);
    const plain = breakTie(group, (id) => byId.get(id) ?? NO_ROLLS, dice, direction);
    const rollsOf = new Map(plain.ordered.map((o) => [o.id, o.rolls]));
    return { ...plain, byPlace: group.map((c) => rollsOf.get(c.id) as number[]) };
  }
  // places in arrival order, a stable insertion sort (breakTie's sort is stable too); a big group (a GM setting
  // hundreds of tokens to one count) by the engine's stable sort, or placing them one by one grows as the cube
  const arrival: number[] = [];
  if (size > SMALL_GROUP) {
    for (let j = 0; j < size; j += 1) arrival.push(j);
    arrival.sort((x, y) => (group[x] as TieMember).arrival - (group[y] as TieMember).arrival);
  } else
    for (let j = 0; j < size; j += 1) {
      const a = (group[j] as TieMember).arrival;
      let k = arrival.length;
      while (k > 0 && (group[arrival[k - 1] as number] as TieMember).arrival > a) {
        arrival[k] = arrival[k - 1] as number;
        k -= 1;
      }
      arrival[k] = j;
    }
  const rolls: number[][] = [];
  for (let j = 0; j < size; j += 1) rolls.push((kept[j] ?? NO_ROLLS).slice());
  const rolled = size > 1 && separateAt(rolls, arrival, 0, dice);
  // acting order: arrival order, stably sorted by the rolls
  let ranked: number[] = [];
  if (size > SMALL_GROUP) ranked = arrival.slice().sort((x, y) => compareRolls(rolls[x] as number[], rolls[y] as number[], direction));
  else
    for (let x = 0; x < size; x += 1) {
      const j = arrival[x] as number;
      let k = ranked.length;
      while (k > 0 && compareRolls(rolls[ranked[k - 1] as number] as number[], rolls[j] as number[], direction) > 0) {
        ranked[k] = ranked[k - 1] as number;
        k -= 1;
      }
      ranked[k] = j;
    }
  const ordered: { readonly id: string; readonly rolls: number[] }[] = [];
  for (let x = 0; x < size; x += 1) {
    const j = ranked[x] as number;
    ordered.push({ id: (group[j] as TieMember).id, rolls: rolls[j] as number[] });
  }
  return { rolled, ordered, byPlace: rolls };
}

/**
 * A d20 tie-break kept for one count (docs/rules.md §2, §9.2): its rolls, and, for a combatant the GM put at the
 * current count while others were already due there, its `late` wave: it comes after every earlier wave at that count
 * whatever the dice (ruling 102), and its rolls order it among its own wave only. Absent: wave 0, the count's own.
 */
export interface TieBreak {
  readonly count: number;
  readonly rolls: readonly number[];
  readonly late?: number;
}

/** The wave of a combatant's tie at `count` (0 when it has none there, or was there before any latecomer). */
export function lateAt(tie: TieBreak | null, count: number): number {
  return tie !== null && tie.count === count && tie.late !== undefined ? tie.late : 0;
}

/**
 * The wave latecomers to `count` take: one past the last wave of those already there (`others`' ties), or 0 when
 * nobody else is there (a lone combatant has no one to come after).
 */
export function nextWave(others: readonly { readonly tie: TieBreak | null }[], count: number): number {
  if (others.length === 0) return 0;
  let last = 0;
  for (const o of others) last = Math.max(last, lateAt(o.tie, count));
  return last + 1;
}

/**
 * `breakTieAt` over a group whose members may come in waves (`waves[j]` for `group[j]`): each wave settles its own
 * tie, earlier waves first, and the acting order is wave by wave. A group of one wave is `breakTieAt` itself.
 */
export function breakTieInWaves(
  group: readonly TieMember[],
  kept: readonly (readonly number[] | null | undefined)[],
  waves: readonly number[],
  dice: Dice,
  direction: TieDirection,
): TieAnswer {
  let mixed = false;
  for (let j = 1; j < waves.length && !mixed; j += 1) mixed = waves[j] !== waves[0];
  if (!mixed) return breakTieAt(group, kept, dice, direction);
  const order = [...new Set(waves)].sort((a, b) => a - b);
  const byPlace: number[][] = new Array<number[]>(group.length);
  const ordered: { readonly id: string; readonly rolls: number[] }[] = [];
  let rolled = false;
  for (const wave of order) {
    const places: number[] = [];
    for (let j = 0; j < group.length; j += 1) if (waves[j] === wave) places.push(j);
    const answer = breakTieAt(
      places.map((j) => group[j] as TieMember),
      places.map((j) => kept[j]),
      dice,
      direction,
    );
    places.forEach((j, x) => (byPlace[j] = answer.byPlace[x] as number[]));
    // the card shows the rolls that were made: a wave that rolled nothing changed nothing
    if (answer.rolled) {
      rolled = true;
      ordered.push(...answer.ordered);
    }
  }
  return { rolled, ordered, byPlace };
}

/** Whether stored data is a tie-break: a whole count, d20 rolls, and a wave, when it has one, of 1 or more. */
export function validTie(tie: unknown): tie is TieBreak {
  if (typeof tie !== 'object' || tie === null || Array.isArray(tie)) return false;
  const t = tie as { count?: unknown; rolls?: unknown; late?: unknown };
  if (!Number.isInteger(t.count) || !Array.isArray(t.rolls)) return false;
  if (!t.rolls.every((r) => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 20)) return false;
  return t.late === undefined || (Number.isInteger(t.late) && (t.late as number) >= 1);
}

/**
 * Those already at the count a GM places combatants at (`at`), before any moves: a placed one already there does not
 * move and stays among them; the movers come after them all.
 */
export function othersAt<C>(list: readonly C[], at: (c: C) => boolean): C[] {
  return list.filter(at);
}
