import { describe, expect, it } from 'vitest';
import { byHand, type AdvantageSource } from '../../../src/rules/core/advantage';
import {
  attackPool,
  rollAttack,
  rollCheck,
  rollCompetition,
  rollSave,
  type AttackInput,
  type CheckInput,
  type CompetitionInput,
  type SaveInput,
} from '../../../src/rules/core/rolls';
import { anAttack } from '../../support/rolls';
import { scriptedDice, type Scripted } from '../../support/dice';

const ADV = byHand('adv');
const DIS = byHand('dis');
const FAIL = byHand('fail');
const d20 = (...values: number[]): Scripted[] => values.map((v) => [20, v] as const);
const d12 = (...values: number[]): Scripted[] => values.map((v) => [12, v] as const);

describe('checks (docs/rules.md §10)', () => {
  it.each<{ title: string; input: CheckInput; script: Scripted[]; expected: object }>([
    {
      title: 'a check is d20 + modifier and succeeds when it meets the DC',
      input: { modifier: 3, dc: 13 },
      script: d20(10),
      expected: { die: 10, total: 13, target: 13, success: true, because: 'total' },
    },
    {
      title: 'a check below the DC fails',
      input: { modifier: 3, dc: 13 },
      script: d20(9),
      expected: { total: 12, success: false, because: 'total' },
    },
    {
      title: 'a natural 20 succeeds whatever the DC',
      input: { modifier: 0, dc: 99 },
      script: d20(20),
      expected: { total: 20, success: true, because: 'natural-20', dice: [{ natural: 'natural-20', status: 'kept' }] },
    },
    {
      title: 'a natural 1 fails whatever the modifier',
      input: { modifier: 30, dc: 5 },
      script: d20(1),
      expected: { total: 31, success: false, because: 'natural-1', dice: [{ natural: 'natural-1', status: 'kept' }] },
    },
    {
      title: 'at advantage: 2d20, the better counts',
      input: { modifier: 0, dc: 10, advantage: [ADV] },
      script: d20(5, 14),
      expected: { die: 14, success: true, dice: [{ value: 5, status: 'dropped' }, { value: 14, status: 'kept' }], advantage: { edge: 'advantage' } },
    },
    {
      title: 'at disadvantage: 2d20, the worse counts',
      input: { modifier: 0, dc: 10, advantage: [DIS] },
      script: d20(5, 14),
      expected: { die: 5, success: false, dice: [{ value: 5, status: 'kept' }, { value: 14, status: 'dropped' }] },
    },
    {
      title: 'at disadvantage a natural 20 beside a low die is dropped: the worse counts',
      input: { modifier: 0, dc: 10, advantage: [DIS] },
      script: d20(20, 4),
      expected: { die: 4, success: false, because: 'total', dice: [{ status: 'dropped', natural: 'natural-20' }, { status: 'kept' }] },
    },
    {
      title: 'advantage and disadvantage cancel: one d20',
      input: { modifier: 0, dc: 10, advantage: [ADV, DIS] },
      script: d20(12),
      expected: { die: 12, advantage: { edge: 'none', cancelled: true } },
    },
    {
      title: 'two advantages do not stack: still 2d20',
      input: { modifier: 0, dc: 10, advantage: [ADV, byHand('adv', 'self', 'high ground')] },
      script: d20(3, 8),
      expected: { die: 8, advantage: { edge: 'advantage', cancelled: false } },
    },
    {
      title: 'two disadvantages and one advantage still cancel',
      input: { modifier: 0, dc: 10, advantage: [DIS, DIS, ADV] },
      script: d20(11),
      expected: { die: 11, success: true, advantage: { edge: 'none', cancelled: true } },
    },
    {
      title: 'chance re-rolls a natural 1, and the new die stands even when low',
      input: { modifier: 0, dc: 5, chance: true },
      script: d20(1, 4),
      expected: {
        die: 4,
        success: false,
        because: 'total',
        dice: [{ value: 1, status: 'rerolled', byChance: false }, { value: 4, status: 'kept', byChance: true }],
      },
    },
    {
      title: 'chance re-rolls only once: a second natural 1 stands and fails',
      input: { modifier: 10, dc: 5, chance: true },
      script: d20(1, 1),
      expected: { die: 1, success: false, because: 'natural-1', dice: [{ status: 'rerolled' }, { status: 'kept', natural: 'natural-1', byChance: true }] },
    },
    {
      title: 'chance at disadvantage re-rolls the natural 1 that counts, then the worse of the two counts',
      input: { modifier: 0, dc: 10, advantage: [DIS], chance: true },
      script: d20(12, 1, 7),
      expected: { die: 7, dice: [{ value: 12, status: 'dropped' }, { value: 1, status: 'rerolled' }, { value: 7, status: 'kept', byChance: true }] },
    },
    {
      title: 'chance at advantage leaves a natural 1 beside a better die alone (ruling)',
      input: { modifier: 0, dc: 10, advantage: [ADV], chance: true },
      script: d20(12, 1),
      expected: { die: 12, dice: [{ value: 12, status: 'kept' }, { value: 1, status: 'dropped' }] },
    },
    {
      title: 'without chance a natural 1 is not re-rolled',
      input: { modifier: 0, dc: 5 },
      script: d20(1),
      expected: { die: 1, success: false, dice: [{ status: 'kept', byChance: false }] },
    },
    {
      title: 'an automatic failure fails and rolls nothing',
      input: { modifier: 10, dc: 2, advantage: [FAIL] },
      script: [],
      expected: { dice: [], die: null, total: null, success: false, because: 'automatic-failure' },
    },
    {
      title: 'an automatic failure outranks advantage',
      input: { modifier: 10, dc: 2, advantage: [ADV, FAIL] },
      script: [],
      expected: { success: false, because: 'automatic-failure', advantage: { edge: 'advantage', automaticFailure: true } },
    },
  ])('$title', ({ input, script, expected }) => {
    const dice = scriptedDice(...script);
    const result = rollCheck(input, dice);
    expect(result).toMatchObject({ ok: true, kind: 'check', ...expected });
    dice.expectConsumed();
  });
});

describe('saves (docs/rules.md §10)', () => {
  it.each<{ title: string; input: SaveInput; script: Scripted[]; expected: object }>([
    {
      title: 'a save is d20 + the whole score + other, and succeeds at the DC',
      input: { score: 7, modifier: 1, dc: 18 },
      script: d20(10),
      expected: { score: 7, modifier: 1, total: 18, success: true, because: 'total' },
    },
    { title: 'a save one short of the DC fails', input: { score: 7, modifier: 1, dc: 18 }, script: d20(9), expected: { total: 17, success: false } },
    { title: 'a save on a natural 20 succeeds whatever the DC', input: { score: 0, dc: 60 }, script: d20(20), expected: { success: true, because: 'natural-20' } },
    { title: 'a save on a natural 1 fails whatever the score', input: { score: 40, dc: 10 }, script: d20(1), expected: { success: false, because: 'natural-1' } },
    { title: 'a save at advantage keeps the better of 2d20', input: { score: 5, dc: 15, advantage: [ADV] }, script: d20(9, 11), expected: { die: 11, total: 16, success: true } },
    { title: 'a save with an automatic failure rolls nothing', input: { score: 40, dc: 1, advantage: [FAIL] }, script: [], expected: { success: false, because: 'automatic-failure' } },
  ])('$title', ({ input, script, expected }) => {
    const dice = scriptedDice(...script);
    expect(rollSave(input, dice)).toMatchObject({ ok: true, kind: 'save', ...expected });
    dice.expectConsumed();
  });
});

describe('competitions (docs/rules.md §10)', () => {
  it.each<{ title: string; input: CompetitionInput; script: Scripted[]; expected: object }>([
    {
      title: 'each side rolls d12 + modifier, challenger first; the higher total wins',
      input: { challenger: { modifier: 2 }, defender: { modifier: 1 } },
      script: d12(7, 5),
      expected: { challenger: { die: 7, total: 9 }, defender: { die: 5, total: 6 }, outcome: 'challenger', because: 'total' },
    },
    {
      title: 'the defender wins with the higher total',
      input: { challenger: { modifier: 0 }, defender: { modifier: 3 } },
      script: d12(8, 6),
      expected: { outcome: 'defender' },
    },
    {
      title: 'a tie keeps things as they were',
      input: { challenger: { modifier: 2 }, defender: { modifier: 0 } },
      script: d12(6, 8),
      expected: { challenger: { total: 8 }, defender: { total: 8 }, outcome: 'status-quo', because: 'tie' },
    },
    {
      title: 'at advantage a side rolls 2d12 and keeps the better',
      input: { challenger: { modifier: 0, advantage: [ADV] }, defender: { modifier: 0 } },
      script: d12(3, 10, 9),
      expected: { challenger: { die: 10, dice: [{ status: 'dropped' }, { status: 'kept' }] }, outcome: 'challenger' },
    },
    {
      title: 'at disadvantage a side rolls 2d12 and keeps the worse',
      input: { challenger: { modifier: 0 }, defender: { modifier: 0, advantage: [DIS] } },
      script: d12(5, 12, 4),
      expected: { defender: { die: 4 }, outcome: 'challenger' },
    },
    {
      title: 'a 1 on a d12 is no natural 1: the total decides',
      input: { challenger: { modifier: 12 }, defender: { modifier: 0 } },
      script: d12(1, 12),
      expected: { challenger: { total: 13, dice: [{ natural: null }] }, defender: { total: 12, dice: [{ natural: null }] }, outcome: 'challenger' },
    },
    {
      title: 'a side with an automatic failure loses and nothing is rolled',
      input: { challenger: { modifier: 0 }, defender: { modifier: 9, advantage: [FAIL] } },
      script: [],
      expected: { outcome: 'challenger', because: 'automatic-failure', challenger: { dice: [], total: null } },
    },
    {
      title: 'when both sides fail automatically things stay as they were',
      input: { challenger: { advantage: [FAIL] }, defender: { advantage: [FAIL] } },
      script: [],
      expected: { outcome: 'status-quo', because: 'automatic-failure' },
    },
  ])('$title', ({ input, script, expected }) => {
    const dice = scriptedDice(...script);
    expect(rollCompetition(input, dice)).toMatchObject({ ok: true, kind: 'competition', ...expected });
    dice.expectConsumed();
  });
});

describe('attacks (docs/rules.md §10)', () => {
  it.each<{ title: string; input: Partial<AttackInput>; script: Scripted[]; expected: object }>([
    {
      title: 'an attack rolls 1 d20 and one more per applicable skill',
      input: { skills: 2, defense: 30 },
      script: d20(5, 6, 7),
      expected: { pool: { fromSkills: 3, count: 3 }, hits: 0, outcome: 'miss', because: 'no-die-hit', damage: null },
    },
    {
      title: 'each die + the modifier that meets the Defense hits',
      input: { skills: 2, modifier: 3, defense: 15 },
      script: d20(12, 11, 15),
      expected: {
        target: 15,
        hits: 2,
        outcome: 'hit',
        dice: [{ total: 15, hit: true }, { total: 14, hit: false }, { total: 18, hit: true }],
        damage: { perHit: 1, hits: 2, total: 2 },
      },
    },
    {
      title: 'skills stop at 5 dice',
      input: { skills: 7, defense: 30 },
      script: d20(2, 3, 4, 5, 6),
      expected: { pool: { fromSkills: 5, count: 5 } },
    },
    {
      title: 'a natural 20 hits whatever the Defense',
      input: { defense: 99 },
      script: d20(20),
      expected: { hits: 1, dice: [{ natural: 'natural-20', hit: true, because: 'natural-20' }] },
    },
    {
      title: 'a natural 1 misses whatever the modifier',
      input: { modifier: 40, defense: 5 },
      script: d20(1),
      expected: { hits: 0, dice: [{ natural: 'natural-1', total: 41, hit: false, because: 'natural-1' }] },
    },
    {
      title: 'advantage adds a die and, when a die hits, +d3 damage',
      input: { advantage: [ADV] },
      script: [...d20(15, 3), [3, 2]],
      expected: { pool: { count: 2, fromEdge: 1 }, hits: 1, damage: { fromHits: 1, crit: { effect: 'adv', die: 2, value: 2 }, total: 3 } },
    },
    {
      title: 'advantage at the 5-die cap adds no die but still the +d3',
      input: { skills: 4, advantage: [ADV] },
      script: [...d20(15, 2, 2, 2, 2), [3, 3]],
      expected: { pool: { count: 5, fromEdge: 0 }, hits: 1, damage: { total: 4 } },
    },
    {
      title: 'advantage with no die hitting rolls no d3',
      input: { advantage: [ADV] },
      script: d20(2, 3),
      expected: { hits: 0, outcome: 'miss', damage: null },
    },
    {
      title: 'disadvantage removes a die and takes d3 from the damage',
      input: { skills: 2, perHit: 3, advantage: [DIS] },
      script: [...d20(15, 16), [3, 2]],
      expected: { pool: { count: 2, fromEdge: -1 }, hits: 2, outcome: 'hit', damage: { fromHits: 6, crit: { value: -2 }, total: 4 } },
    },
    {
      title: 'disadvantage: damage brought to 0 or below counts as a miss',
      input: { skills: 1, advantage: [DIS] },
      script: [...d20(15), [3, 1]],
      expected: { hits: 1, outcome: 'miss', because: 'negative-crit', damage: { sum: 0, total: 0 }, critical: null },
    },
    {
      title: 'disadvantage leaving no die: 2 are rolled and the worse counts',
      input: { advantage: [DIS] },
      script: d20(18, 6),
      expected: {
        pool: { count: 1, worseOfTwo: true },
        hits: 0,
        dice: [{ value: 18, status: 'dropped', hit: true }, { value: 6, status: 'kept', hit: false }],
      },
    },
    {
      title: 'a sneak attack adds a die beyond the cap',
      input: { skills: 4, sneak: true, defense: 30 },
      script: d20(2, 2, 2, 2, 2, 2),
      expected: { pool: { fromSkills: 5, sneak: 1, count: 6 } },
    },
    {
      title: 'the critical award adds a die beyond the cap, and with a sneak attack a seventh',
      input: { skills: 4, sneak: true, award: true, advantage: [ADV], defense: 30 },
      script: d20(2, 2, 2, 2, 2, 2, 2),
      expected: { pool: { count: 7, fromEdge: 0, sneak: 1, award: 1 } },
    },
    {
      title: 'a sneak attack with advantage: 1 + advantage + sneak is 3 dice (page 000’s example)',
      input: { sneak: true, advantage: [ADV], defense: 30 },
      script: d20(2, 2, 2),
      expected: { pool: { count: 3 } },
    },
    {
      title: 'a sneak attack whose disadvantage is cancelled by an advantage is allowed',
      input: { sneak: true, advantage: [ADV, DIS], defense: 30 },
      script: d20(2, 2),
      expected: { pool: { count: 2, edge: 'none' } },
    },
    {
      title: 'chance re-rolls the first natural 1 of the pool, once; the new die stands',
      input: { skills: 2, chance: true },
      script: d20(1, 1, 15, 1),
      expected: {
        hits: 1,
        dice: [
          { value: 1, status: 'rerolled', byChance: false },
          { value: 1, status: 'kept', hit: false },
          { value: 15, status: 'kept', hit: true },
          { value: 1, status: 'kept', byChance: true, hit: false },
        ],
      },
    },
    {
      title: 'chance: the re-rolled die can hit',
      input: { chance: true },
      script: d20(1, 12),
      expected: { hits: 1, dice: [{ status: 'rerolled' }, { value: 12, byChance: true, hit: true }] },
    },
    {
      title: 'chance in a worse-of-two re-rolls the natural 1 that counts',
      input: { chance: true, perHit: 3, advantage: [DIS] },
      script: [...d20(14, 1, 11), [3, 1]],
      expected: { hits: 1, damage: { total: 2 }, dice: [{ value: 14, status: 'dropped' }, { value: 1, status: 'rerolled' }, { value: 11, status: 'kept', hit: true }] },
    },
    {
      title: 'a weapon that names no damage deals 1 per hit',
      input: { skills: 2 },
      script: d20(12, 13, 14),
      expected: { hits: 3, damage: { perHit: 1, hitDamage: 1, fromHits: 3, total: 3, crit: null } },
    },
    {
      title: 'each hit deals the weapon’s damage per hit',
      input: { skills: 1, perHit: 4 },
      script: d20(12, 13),
      expected: { damage: { perHit: 4, fromHits: 8, total: 8 } },
    },
    {
      title: 'resistance halves each hit’s damage, rounding down',
      input: { skills: 1, perHit: 3, category: 'fire', resistances: ['fire'] },
      script: d20(12, 13),
      expected: { damage: { factor: 'half', hitDamage: 1, fromHits: 2, total: 2 } },
    },
    {
      title: 'resistance makes a 1-point hit do nothing, yet it hits',
      input: { category: 'edged', resistances: ['edged'] },
      script: d20(12),
      expected: { outcome: 'hit', damage: { hitDamage: 0, total: 0 } },
    },
    {
      title: 'vulnerability doubles each hit’s damage',
      input: { skills: 1, perHit: 3, category: 'cold', vulnerabilities: ['cold'] },
      script: d20(12, 13),
      expected: { damage: { factor: 'double', hitDamage: 6, total: 12 } },
    },
    {
      title: 'resistance and vulnerability cancel',
      input: { perHit: 3, category: 'cold', resistances: ['cold'], vulnerabilities: ['cold'] },
      script: d20(12),
      expected: { damage: { factor: 'cancelled', hitDamage: 3, total: 3 } },
    },
    {
      title: 'several sources of resistance count once',
      input: { perHit: 4, category: 'fire', resistances: ['fire', 'fire'] },
      script: d20(12),
      expected: { damage: { hitDamage: 2, total: 2 } },
    },
    {
      title: 'resistance to another category does nothing',
      input: { perHit: 4, category: 'fire', resistances: ['cold'] },
      script: d20(12),
      expected: { damage: { factor: 'normal', total: 4 } },
    },
    {
      title: 'the +d3 of advantage is added after resistance, not halved (ruling)',
      input: { perHit: 3, category: 'fire', resistances: ['fire'], advantage: [ADV] },
      script: [...d20(12, 2), [3, 3]],
      expected: { damage: { hitDamage: 1, fromHits: 1, crit: { value: 3 }, total: 4 } },
    },
    {
      title: 'half cover adds +2 to the Defense',
      input: { defense: 12, cover: 'half' },
      script: d20(13),
      expected: { target: 14, coverBonus: 2, hits: 0 },
    },
    {
      title: 'three-quarters cover adds +5 to the Defense',
      input: { defense: 12, cover: 'three-quarters' },
      script: d20(17),
      expected: { target: 17, coverBonus: 5, hits: 1 },
    },
    {
      title: 'a natural 20 hits through three-quarters cover',
      input: { defense: 40, cover: 'three-quarters' },
      script: d20(20),
      expected: { target: 45, hits: 1 },
    },
    {
      title: 'an invisible target: −3 on each remaining die',
      input: { skills: 1, defense: 12, penalties: [{ source: 'condition', who: 'target', condition: 'invisible', value: -3 }] },
      script: d20(14, 15),
      expected: { hits: 1, penalty: { condition: 'invisible', value: -3 }, dice: [{ total: 11, hit: false }, { total: 12, hit: true }] },
    },
    {
      title: 'a natural 20 hits despite the −3',
      input: { defense: 25, penalties: [{ source: 'condition', who: 'target', condition: 'invisible', value: -3 }] },
      script: d20(20),
      expected: { hits: 1, dice: [{ total: 17, hit: true }] },
    },
    {
      title: 'several penalties on each die do not add up: the strongest applies',
      input: {
        defense: 10,
        penalties: [
          { source: 'hand', label: 'fog', value: -1 },
          { source: 'condition', who: 'target', condition: 'invisible', value: -3 },
        ],
      },
      script: d20(13),
      expected: { penalty: { value: -3 }, dice: [{ total: 10, hit: true }] },
    },
    {
      title: 'a hit made critical by a skill earns the award for the next attack',
      input: { critical: true },
      script: d20(12),
      expected: { outcome: 'hit', critical: { because: 'hand' } },
    },
    {
      title: 'a miss is never critical',
      input: { critical: true },
      script: d20(2),
      expected: { outcome: 'miss', critical: null },
    },
    {
      title: 'a hit on a paralyzed target is critical',
      input: { criticalOnHit: 'paralyzed' },
      script: d20(12),
      expected: { critical: { because: 'paralyzed' } },
    },
    {
      title: 'a petrified target takes damage only from a critical hit: no d3 is rolled',
      input: { perHit: 3, onlyCriticalDamages: 'petrified', advantage: [ADV] },
      script: d20(12, 15),
      expected: { outcome: 'hit', hits: 2, damage: { blocked: 'only-critical', crit: null, total: 0 }, critical: null },
    },
    {
      title: 'a critical hit damages a petrified target',
      input: { perHit: 3, onlyCriticalDamages: 'petrified', critical: true },
      script: d20(12),
      expected: { damage: { blocked: null, total: 3 }, critical: { because: 'hand' } },
    },
    {
      title: 'a weapon that deals no damage (a touch) at disadvantage: its −d3 leaves less than nothing, a miss (page 004, ruling 51)',
      input: { skills: 1, perHit: 0, advantage: [DIS] },
      script: [...d20(12), [3, 1]],
      expected: { outcome: 'miss', because: 'negative-crit', hits: 1, damage: { perHit: 0, crit: { effect: 'dis' }, total: 0 } },
    },
    {
      title: 'a touch at advantage gains no +d3: it does no damage (ruling 51)',
      input: { skills: 1, perHit: 0, advantage: [ADV] },
      script: d20(12, 3, 4),
      expected: { outcome: 'hit', damage: { perHit: 0, crit: null, total: 0 } },
    },
    {
      title: 'an automatic failure misses and rolls nothing',
      input: { skills: 3, advantage: [FAIL] },
      script: [],
      expected: { outcome: 'miss', because: 'automatic-failure', dice: [], hits: 0 },
    },
  ])('$title', ({ input, script, expected }) => {
    const dice = scriptedDice(...script);
    expect(rollAttack(anAttack(input), dice)).toMatchObject({ ok: true, kind: 'attack', ...expected });
    dice.expectConsumed();
  });

  it.each<{ title: string; input: Partial<AttackInput>; expected: object }>([
    { title: 'full cover refuses a ranged attack', input: { reach: 'ranged', cover: 'full' }, expected: { code: 'full-cover', params: { reach: 'ranged' } } },
    { title: 'full cover refuses a melee attack too (ruling)', input: { reach: 'melee', cover: 'full' }, expected: { code: 'full-cover', params: { reach: 'melee' } } },
    { title: 'a sneak attack at disadvantage is refused', input: { sneak: true, advantage: [DIS] }, expected: { code: 'sneak-at-disadvantage', params: {} } },
  ])('$title', ({ input, expected }) => {
    expect(rollAttack(anAttack(input), scriptedDice())).toEqual({ ok: false, ...expected });
  });
});

describe('refusals: a roll with a bad number is refused with its bounds, never thrown (docs/rules.md §10)', () => {
  const refuse = (field: string, got: number) => ({ ok: false, code: 'out-of-bounds', params: expect.objectContaining({ field, got }) });
  const notWhole = (field: string, got: string) => ({ ok: false, code: 'not-a-whole-number', params: { field, got } });
  it.each<{ title: string; roll: () => unknown; expected: object }>([
    { title: 'skills below 0 (no die at all)', roll: () => rollAttack(anAttack({ skills: -1 }), scriptedDice()), expected: { ...refuse('skills', -1), params: { field: 'skills', min: 0, max: 10, got: -1 } } },
    { title: '99 skills', roll: () => rollAttack(anAttack({ skills: 99 }), scriptedDice()), expected: refuse('skills', 99) },
    { title: 'a fraction of a skill', roll: () => rollAttack(anAttack({ skills: 1.5 }), scriptedDice()), expected: notWhole('skills', '1.5') },
    { title: 'a NaN modifier', roll: () => rollAttack(anAttack({ modifier: Number.NaN }), scriptedDice()), expected: notWhole('modifier', 'NaN') },
    { title: 'an infinite Defense', roll: () => rollAttack(anAttack({ defense: Number.POSITIVE_INFINITY }), scriptedDice()), expected: notWhole('defense', 'Infinity') },
    { title: 'a negative damage per hit', roll: () => rollAttack(anAttack({ perHit: -1 }), scriptedDice()), expected: refuse('perHit', -1) },
    {
      title: 'a penalty that is a bonus',
      roll: () => rollAttack(anAttack({ penalties: [{ source: 'hand', label: null, value: 2 }] }), scriptedDice()),
      expected: refuse('penalties.0', 2),
    },
    {
      title: 'a cover that does not exist',
      roll: () => rollAttack(anAttack({ cover: 'partial' as never }), scriptedDice()),
      expected: { ok: false, code: 'not-one-of', params: { field: 'cover', allowed: ['none', 'half', 'three-quarters', 'full'], got: 'partial' } },
    },
    {
      title: 'a reach that does not exist',
      roll: () => rollAttack(anAttack({ reach: 'thrown' as never }), scriptedDice()),
      expected: { ok: false, code: 'not-one-of', params: { field: 'reach', allowed: ['melee', 'ranged'], got: 'thrown' } },
    },
    { title: 'a check modifier given as text', roll: () => rollCheck({ modifier: '3' as never, dc: 10 }, scriptedDice()), expected: notWhole('modifier', 'string') },
    { title: 'a DC of 100', roll: () => rollCheck({ modifier: 0, dc: 100 }, scriptedDice()), expected: refuse('dc', 100) },
    { title: 'a modifier of −100', roll: () => rollCheck({ modifier: -100, dc: 10 }, scriptedDice()), expected: refuse('modifier', -100) },
    { title: 'a negative save score', roll: () => rollSave({ score: -1, dc: 10 }, scriptedDice()), expected: refuse('score', -1) },
    {
      title: 'a fractional competition modifier names its side',
      roll: () => rollCompetition({ challenger: { modifier: 1 }, defender: { modifier: 2.5 } }, scriptedDice()),
      expected: notWhole('defender.modifier', '2.5'),
    },
  ])('refuses $title', ({ roll, expected }) => {
    // scriptedDice() with no script throws if a die is asked for: a refusal rolls nothing.
    expect(roll()).toEqual(expected);
  });
});

describe('the attack pool (docs/rules.md §10)', () => {
  it.each<[string, number, 'advantage' | 'disadvantage' | 'none', boolean, boolean, number, boolean]>([
    ['no skill: 1 die', 0, 'none', false, false, 1, false],
    ['each skill adds a die', 3, 'none', false, false, 4, false],
    ['skills stop at 5', 9, 'none', false, false, 5, false],
    ['advantage adds a die', 1, 'advantage', false, false, 3, false],
    ['advantage does not pass the cap (ruling)', 4, 'advantage', false, false, 5, false],
    ['disadvantage removes a die', 4, 'disadvantage', false, false, 4, false],
    ['disadvantage at the cap removes a die from 5', 9, 'disadvantage', false, false, 4, false],
    ['disadvantage with one die leaves none: worse of two', 0, 'disadvantage', false, false, 1, true],
    ['the award die counts before "no die left" is judged (ruling)', 0, 'disadvantage', false, true, 1, false],
    ['sneak and award pass the cap', 9, 'advantage', true, true, 7, false],
  ])('%s', (_title, skills, edge, sneak, award, count, worseOfTwo) => {
    expect(attackPool(skills, edge, sneak, award)).toMatchObject({ count, worseOfTwo });
  });
});

describe('advantage sources are kept as data', () => {
  it('records every source given, in order, with the edge they make', () => {
    const sources: AdvantageSource[] = [byHand('adv', 'attacker', 'flanking'), byHand('dis', 'target', null)];
    const result = rollCheck({ modifier: 0, dc: 10, advantage: sources }, scriptedDice([20, 10]));
    expect(result).toMatchObject({ advantage: { edge: 'none', cancelled: true, automaticFailure: false, sources } });
  });
});
