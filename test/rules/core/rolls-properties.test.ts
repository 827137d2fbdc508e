// Invariants of the rolls engine (docs/rules.md §10), with a fixed, printed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byHand, type AdvantageSource, type Edge } from '../../../src/rules/core/advantage';
import { DAMAGE_CATEGORIES } from '../../../src/rules/core/damage';
import { rollFightAttack } from '../../../src/rules/core/fight-advantage';
import { RESTRICTION_KEYS, type Reach } from '../../../src/rules/core/restrictions';
import { attackPool, POOL_CAP, rollAttack, rollCheck, rollCompetition, rollSave, type AttackInput, type AttackResult } from '../../../src/rules/core/rolls';
import { aFighter } from '../../support/rolls';
import { seededDice } from '../../support/dice';
import { streamDice } from '../../support/rolls';

const SEED = 20261123;
const RUNS = 300;
const options = { seed: SEED, numRuns: RUNS };

const ADV = byHand('adv');
const DIS = byHand('dis');

/** An attack with no edge of its own and no sneak die (a sneak attack at disadvantage is refused). */
const attackArb: fc.Arbitrary<AttackInput> = fc.record({
  skills: fc.integer({ min: 0, max: 10 }),
  modifier: fc.integer({ min: -10, max: 15 }),
  defense: fc.integer({ min: 0, max: 40 }),
  reach: fc.constantFrom<Reach>('melee', 'ranged'),
  cover: fc.constantFrom('none' as const, 'half' as const, 'three-quarters' as const),
  award: fc.boolean(),
  chance: fc.boolean(),
  perHit: fc.integer({ min: 0, max: 6 }),
  penalties: fc.constantFrom([], [{ source: 'hand' as const, label: null, value: -3 }]),
});

/** Enough dice of each kind for any pool: the same d20s whatever the edge. */
const streamsArb = fc.record({
  d20: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 9, maxLength: 9 }),
  d3: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 1 }),
});

function attack(input: AttackInput, advantage: readonly AdvantageSource[], streams: { d20: number[]; d3: number[] }): AttackResult {
  const result = rollAttack({ ...input, advantage }, streamDice({ 20: streams.d20, 3: streams.d3 }));
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

/** Everything but the advantage record, which names its sources. */
function withoutAdvantage(result: AttackResult): Omit<AttackResult, 'advantage' | 'pool'> & { pool: Omit<AttackResult['pool'], 'edge'> } {
  const { advantage: _advantage, pool, ...rest } = result;
  const { edge: _edge, ...counts } = pool;
  return { ...rest, pool: counts };
}

describe(`rolls invariants (fast-check seed ${SEED})`, () => {
  it('advantage never lowers the number of hits for the same dice', () => {
    fc.assert(
      fc.property(attackArb, fc.boolean(), streamsArb, (input, sneak, streams) => {
        const plain = attack({ ...input, sneak }, [], streams);
        const better = attack({ ...input, sneak }, [ADV], streams);
        expect(better.hits).toBeGreaterThanOrEqual(plain.hits);
      }),
      options,
    );
  });

  it('disadvantage never raises the number of hits for the same dice', () => {
    fc.assert(
      fc.property(attackArb, streamsArb, (input, streams) => {
        const plain = attack(input, [], streams);
        const worse = attack(input, [DIS], streams);
        expect(worse.hits).toBeLessThanOrEqual(plain.hits);
        if (worse.outcome === 'hit') expect(plain.outcome).toBe('hit');
      }),
      options,
    );
  });

  it('advantage with disadvantage is the same roll as neither', () => {
    fc.assert(
      fc.property(attackArb, streamsArb, fc.integer({ min: 1, max: 3 }), (input, streams, extra) => {
        const both = attack(input, [...Array.from({ length: extra }, () => DIS), ADV], streams);
        const neither = attack(input, [], streams);
        expect(both.advantage).toMatchObject({ edge: 'none', cancelled: true });
        expect(withoutAdvantage(both)).toStrictEqual(withoutAdvantage(neither));
      }),
      options,
    );
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), fc.integer({ min: 0, max: 30 }), fc.integer(), fc.boolean(), (modifier, dc, seed, chance) => {
        const both = rollCheck({ modifier, dc, chance, advantage: [ADV, DIS] }, seededDice(seed));
        const neither = rollCheck({ modifier, dc, chance }, seededDice(seed));
        expect({ ...both, advantage: null }).toStrictEqual({ ...neither, advantage: null });
      }),
      options,
    );
  });

  it('a natural 20 always hits, whatever the Defense, cover or penalty', () => {
    fc.assert(
      fc.property(attackArb, fc.constantFrom<Edge>('advantage', 'none', 'disadvantage'), fc.integer({ min: 0, max: 99 }), fc.integer(), (input, edge, defense, seed) => {
        const advantage = edge === 'advantage' ? [ADV] : edge === 'disadvantage' ? [DIS] : [];
        const dice = seededDice(seed);
        // One die forced to 20 at a random place in the pool.
        const at = Math.abs(seed) % 3;
        let calls = 0;
        const forced = { roll: (sides: number) => (sides === 20 && calls++ === at ? 20 : dice.roll(sides)) };
        const result = rollAttack({ ...input, defense, advantage }, forced);
        if (!result.ok) throw new Error(result.code);
        for (const die of result.dice) if (die.value === 20) expect(die).toMatchObject({ natural: 'natural-20', hit: true });
        const keptTwenties = result.dice.filter((d) => d.value === 20 && d.status === 'kept').length;
        expect(result.hits).toBeGreaterThanOrEqual(keptTwenties);
      }),
      options,
    );
  });

  it('the pool never exceeds 5 dice without a sneak attack or the award, nor 7 with both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.constantFrom<Edge>('advantage', 'none', 'disadvantage'), fc.boolean(), fc.boolean(), (skills, edge, sneak, award) => {
        const pool = attackPool(skills, edge, sneak, award);
        expect(pool.count).toBeGreaterThanOrEqual(1);
        expect(pool.count).toBeLessThanOrEqual(POOL_CAP + pool.sneak + pool.award);
        if (!sneak && !award) expect(pool.count).toBeLessThanOrEqual(POOL_CAP);
      }),
      options,
    );
    fc.assert(
      fc.property(attackArb, fc.constantFrom<readonly AdvantageSource[]>([], [ADV], [DIS]), fc.integer(), (input, advantage, seed) => {
        const result = rollAttack({ ...input, award: false, advantage }, seededDice(seed));
        if (!result.ok) throw new Error(result.code);
        expect(result.dice.filter((d) => d.status === 'kept').length).toBeLessThanOrEqual(POOL_CAP);
      }),
      options,
    );
  });

  it('every result and refusal survives a JSON round trip', () => {
    const source = fc.constantFrom<AdvantageSource>(ADV, DIS, byHand('fail'), byHand('adv', 'attacker', 'a "quoted" <label>'));
    const roundTrip = (value: unknown) => expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
    fc.assert(
      fc.property(
        attackArb,
        fc.array(source, { maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom(...DAMAGE_CATEGORIES),
        fc.integer(),
        fc.integer({ min: -200, max: 200 }),
        (input, advantage, sneak, category, seed, wild) => {
          const dice = seededDice(seed);
          roundTrip(rollAttack({ ...input, sneak, advantage, category, resistances: [category], critical: sneak }, dice));
          roundTrip(rollCheck({ modifier: input.modifier ?? 0, dc: input.defense, advantage, chance: input.chance ?? false }, dice));
          roundTrip(rollSave({ score: input.skills, dc: input.defense, advantage }, dice));
          roundTrip(rollCompetition({ challenger: { modifier: input.modifier ?? 0, advantage }, defender: { modifier: wild } }, dice));
          roundTrip(rollAttack({ ...input, modifier: wild / 7 }, dice));
          roundTrip(rollCheck({ modifier: Number.NaN, dc: 10 }, dice));
        },
      ),
      options,
    );
  });

  it('attacks in the fight survive a JSON round trip and never throw, whatever the conditions', () => {
    const conditions = fc.uniqueArray(fc.constantFrom(...RESTRICTION_KEYS), { maxLength: 4 });
    const fighter = fc.record({ conditions, fullGuard: fc.boolean(), inDefense: fc.boolean(), fearInSight: fc.boolean() });
    fc.assert(
      fc.property(attackArb, fighter, fighter, fc.integer(), (input, a, t, seed) => {
        const result = rollFightAttack(
          { ...input },
          { attacker: aFighter({ ...a, id: 'a', charmedBy: ['t'] }), target: aFighter({ ...t, id: 't' }), reach: input.reach },
          seededDice(seed),
        );
        expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
      }),
      options,
    );
  });
});
