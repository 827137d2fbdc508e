// breakTieAt (the lean tie-break on every step) against breakTie (the plain one): the same dice, rolls and order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakTie, breakTieAt, compareRolls, type TieDirection } from '../../../src/rules/core/ties';
import type { Dice } from '../../../src/rules/core/dice';

/**
 * Dice that give `faces` first (folded into the die's range: few faces, many ties), then 1, 2, 3… so every tie ends;
 * they log what was asked.
 */
function cycling(faces: readonly number[]): Dice & { log: number[] } {
  let i = 0;
  const log: number[] = [];
  return {
    log,
    roll(sides: number): number {
      const v = i < faces.length ? ((faces[i] as number) % sides) + 1 : ((i - faces.length) % sides) + 1;
      i += 1;
      log.push(sides, v);
      return v;
    },
  };
}

/** The lean tie-break answered as the plain one: the same dice asked, the same rolls and order, each by its place. */
function expectSameAnswer(
  group: readonly { readonly id: string }[],
  lean: ReturnType<typeof breakTieAt>,
  plain: ReturnType<typeof breakTie>,
  leanLog: readonly number[],
  plainLog: readonly number[],
): void {
  expect(leanLog).toEqual(plainLog);
  expect(lean.rolled).toBe(plain.rolled);
  expect(lean.ordered).toEqual(plain.ordered);
  const rollsOf = new Map(plain.ordered.map((o) => [o.id, o.rolls]));
  expect(lean.byPlace).toEqual(group.map((c) => rollsOf.get(c.id)));
}

const memberArb = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'),
  arrival: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 6 }) }, { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity) }),
  kept: fc.oneof(
    fc.constant(null),
    fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    fc.array(fc.constantFrom(1, 2, Number.NaN), { minLength: 1, maxLength: 2 }),
  ),
});

describe('breakTieAt', () => {
  it('rolls the same dice and gives the same rolls and order as breakTie, by place', () => {
    fc.assert(
      fc.property(
        fc.array(memberArb, { minLength: 0, maxLength: 9 }),
        fc.array(fc.nat(40), { minLength: 1, maxLength: 12 }),
        fc.constantFrom<TieDirection>('lowest', 'highest'),
        fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        (members, faces, direction, uniqueIds) => {
          const group = members.map((m, j) => ({ id: uniqueIds ? `${m.id}${j}` : m.id, arrival: m.arrival }));
          const kept = members.map((m) => m.kept);
          // breakTie as the rule sets called it: kept rolls found by id (the last of an id wins), none as []
          const byId = new Map(group.map((c, j) => [c.id, kept[j]]));
          const plainDice = cycling(faces);
          const leanDice = cycling(faces);
          let plain: ReturnType<typeof breakTie>;
          try {
            plain = breakTie(group, (id) => byId.get(id) ?? [], plainDice, direction);
          } catch {
            // two members sharing an id share their rolls and never part (never in a fight): both give up alike
            expect(() => breakTieAt(group, kept, leanDice, direction)).toThrow();
            return;
          }
          const lean = breakTieAt(group, kept, leanDice, direction);
          expectSameAnswer(group, lean, plain, leanDice.log, plainDice.log);
          // kept rolls are copied, never changed
          expect(kept).toEqual(members.map((m) => m.kept));
        },
      ),
      { numRuns: 2000 },
    );
  });

  // past SMALL_GROUP (16) members the lean path groups by a map and sorts by the engine (a GM setting hundreds of
  // tokens to one count): the same dice, rolls and order as the plain one, in both directions
  it('settles a big tie (17 to 70 members) with the same dice, rolls and order as breakTie', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            arrival: fc.integer({ min: 0, max: 9 }),
            kept: fc.oneof(fc.constant(null), fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 })),
          }),
          { minLength: 17, maxLength: 70 },
        ),
        fc.array(fc.nat(3), { minLength: 1, maxLength: 80 }),
        fc.constantFrom<TieDirection>('lowest', 'highest'),
        (members, faces, direction) => {
          const group = members.map((m, j) => ({ id: `t${j}`, arrival: m.arrival }));
          const kept = members.map((m) => m.kept);
          const byId = new Map(group.map((c, j) => [c.id, kept[j]]));
          const plainDice = cycling(faces);
          const leanDice = cycling(faces);
          const plain = breakTie(group, (id) => byId.get(id) ?? [], plainDice, direction);
          const lean = breakTieAt(group, kept, leanDice, direction);
          expectSameAnswer(group, lean, plain, leanDice.log, plainDice.log);
          // the order is strict: no two members end with the same rolls
          const keys = new Set(lean.ordered.map((o) => o.rolls.join(',')));
          expect(keys.size).toBe(group.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('re-rolls a class before the next class is looked at, in arrival order', () => {
    // a, b, c, d arrive in that order: a and c tie on 5, b and d on 7; the a–c class re-rolls first
    const group = [
      { id: 'd', arrival: 3 },
      { id: 'c', arrival: 2 },
      { id: 'b', arrival: 1 },
      { id: 'a', arrival: 0 },
    ];
    const dice = cycling([4, 6, 4, 6, 0, 1, 2, 3]);
    const { ordered, byPlace } = breakTieAt(group, [null, null, null, null], dice, 'lowest');
    expect(byPlace).toEqual([[7, 4], [5, 2], [7, 3], [5, 1]]);
    expect(ordered.map((o) => o.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(dice.log.filter((_, i) => i % 2 === 1)).toEqual([5, 7, 5, 7, 1, 2, 3, 4]);
  });
});

describe('compareRolls', () => {
  // the rondel and 20-second rounds act lowest roll first, 10-second rounds highest first (docs/rules.md §2, §9.3)
  it('puts the lower roll first, or the higher one, by the first roll that differs', () => {
    expect(compareRolls([3], [5], 'lowest')).toBeLessThan(0);
    expect(compareRolls([3], [5], 'highest')).toBeGreaterThan(0);
    expect(compareRolls([7, 2], [7, 9], 'lowest')).toBeLessThan(0);
    expect(compareRolls([7, 2], [7, 9], 'highest')).toBeGreaterThan(0);
    expect(compareRolls([4, 4], [4, 4], 'highest')).toBe(0);
    // equal so far: the shorter sequence (it needed no re-roll there) is not put after by the direction
    expect(compareRolls([4], [4, 1], 'highest')).toBeLessThan(0);
  });
});
