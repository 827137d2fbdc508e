// Checks, saves, competitions and attacks (docs/rules.md §10). Pure: the dice are a port, every die rolled is
// recorded with what became of it, and a roll that cannot be made is a refusal value, never a throw.
import type { Dice } from './dice';
import { resolveAdvantage, type AdvantageResolution, type AdvantageSource, type Edge } from './advantage';
import { DEFAULT_DAMAGE_PER_HIT, rollDamage, type AttackDamage, type DamageCategory } from './damage';
import { checkOneOf, firstRefusal, ROLL_LIMITS, type Bounds, type InputRefusal } from './roll-refusals';
import type { DiePenalty, Reach, RestrictionKey } from './restrictions';

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

function naturalOf(sides: number, value: number): RolledDie['natural'] {
  if (sides !== 20) return null;
  if (value === 20) return 'natural-20';
  if (value === 1) return 'natural-1';
  return null;
}

interface Face {
  readonly value: number;
  readonly byChance: boolean;
  rerolled: boolean;
}

/** The index of the die that counts among the live faces: the better at advantage, the worse at disadvantage, the first on a tie. */
function pick(faces: readonly Face[], edge: Edge): number {
  let best = -1;
  faces.forEach((face, index) => {
    if (face.rerolled) return;
    const current = faces[best];
    if (current === undefined) best = index;
    else if (edge === 'advantage' ? face.value > current.value : face.value < current.value) best = index;
  });
  return best;
}

function toDice(sides: number, faces: readonly Face[], kept: (index: number) => boolean): RolledDie[] {
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
function rollKept(dice: Dice, sides: number, edge: Edge, chance: boolean): { dice: RolledDie[]; kept: RolledDie } {
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

// ---------------------------------------------------------------------------------------------------------------
// Checks and saves

export interface CheckInput {
  /** A check: the sub-attribute modifier plus any other; a save: the "other" bonus on top of the score. */
  readonly modifier?: number;
  readonly dc: number;
  readonly advantage?: readonly AdvantageSource[];
  /** The chance trait. */
  readonly chance?: boolean;
}

export interface SaveInput extends CheckInput {
  /** The sub-attribute score (a save adds the whole score, a check only the modifier: docs/rules.md §10). */
  readonly score: number;
}

export interface CheckResult {
  readonly ok: true;
  readonly kind: 'check' | 'save';
  /** Every die rolled, in order; empty after an automatic failure. */
  readonly dice: readonly RolledDie[];
  /** The face of the die that counts; null when nothing was rolled. */
  readonly die: number | null;
  /** The save's score; null for a check. */
  readonly score: number | null;
  readonly modifier: number;
  /** die + score + modifier; null when nothing was rolled. */
  readonly total: number | null;
  /** The DC. */
  readonly target: number;
  readonly success: boolean;
  readonly because: Because;
  readonly advantage: AdvantageResolution;
}

function judgeD20(die: RolledDie, total: number, target: number): { success: boolean; because: Because } {
  if (die.natural === 'natural-20') return { success: true, because: 'natural-20' };
  if (die.natural === 'natural-1') return { success: false, because: 'natural-1' };
  return { success: total >= target, because: 'total' };
}

function rollAgainstDc(kind: 'check' | 'save', score: number | null, input: CheckInput, dice: Dice): CheckResult {
  const modifier = input.modifier ?? 0;
  const advantage = resolveAdvantage(input.advantage);
  const base = { ok: true as const, kind, score, modifier, target: input.dc, advantage };
  if (advantage.automaticFailure) {
    return { ...base, dice: [], die: null, total: null, success: false, because: 'automatic-failure' };
  }
  const rolled = rollKept(dice, 20, advantage.edge, input.chance === true);
  const total = rolled.kept.value + (score ?? 0) + modifier;
  return { ...base, dice: rolled.dice, die: rolled.kept.value, total, ...judgeD20(rolled.kept, total, input.dc) };
}

/** docs/rules.md §10: d20 + modifier; success when the total is at least the DC. */
export function rollCheck(input: CheckInput, dice: Dice): CheckResult | InputRefusal {
  const refused = firstRefusal([
    ['modifier', input.modifier ?? 0, ROLL_LIMITS.modifier],
    ['dc', input.dc, ROLL_LIMITS.dc],
  ]);
  return refused ?? rollAgainstDc('check', null, input, dice);
}

/** docs/rules.md §10: d20 + the sub-attribute score + other; success when the total is at least the DC. */
export function rollSave(input: SaveInput, dice: Dice): CheckResult | InputRefusal {
  const refused = firstRefusal([
    ['score', input.score, ROLL_LIMITS.score],
    ['modifier', input.modifier ?? 0, ROLL_LIMITS.modifier],
    ['dc', input.dc, ROLL_LIMITS.dc],
  ]);
  return refused ?? rollAgainstDc('save', input.score, input, dice);
}

// ---------------------------------------------------------------------------------------------------------------
// Competitions

export interface CompetitorInput {
  /** The sub-attribute modifier plus any other. */
  readonly modifier?: number;
  readonly advantage?: readonly AdvantageSource[];
}

export interface CompetitionInput {
  /** The side trying to change things (break the door, grab the potion, escape the hold). */
  readonly challenger: CompetitorInput;
  /** The side keeping things as they are; it keeps them on a tie. */
  readonly defender: CompetitorInput;
}

export interface CompetitorResult {
  /** Every d12 rolled; empty when the competition was decided by an automatic failure. */
  readonly dice: readonly RolledDie[];
  readonly die: number | null;
  readonly modifier: number;
  readonly total: number | null;
  readonly advantage: AdvantageResolution;
}

export interface CompetitionResult {
  readonly ok: true;
  readonly kind: 'competition';
  readonly challenger: CompetitorResult;
  readonly defender: CompetitorResult;
  /** Who gets its way; `status-quo`: a tie, and things stay as they were. */
  readonly outcome: 'challenger' | 'defender' | 'status-quo';
  readonly because: 'total' | 'tie' | 'automatic-failure';
}

/**
 * docs/rules.md §10: d12 + modifier each side (2d12 better or worse at advantage or disadvantage); the higher total
 * wins, a tie keeps things as they were. No raw-dice rule and no chance on d12s (ruling). A side with an automatic
 * failure loses without anything being rolled; when both have one, things stay as they were.
 */
export function rollCompetition(input: CompetitionInput, dice: Dice): CompetitionResult | InputRefusal {
  const refused = firstRefusal([
    ['challenger.modifier', input.challenger.modifier ?? 0, ROLL_LIMITS.modifier],
    ['defender.modifier', input.defender.modifier ?? 0, ROLL_LIMITS.modifier],
  ]);
  if (refused) return refused;
  const sides = [input.challenger, input.defender].map((side) => ({
    modifier: side.modifier ?? 0,
    advantage: resolveAdvantage(side.advantage),
  }));
  const [challenger, defender] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (challenger.advantage.automaticFailure || defender.advantage.automaticFailure) {
    const unrolled = (side: typeof challenger): CompetitorResult => ({ ...side, dice: [], die: null, total: null });
    const outcome =
      challenger.advantage.automaticFailure && defender.advantage.automaticFailure
        ? 'status-quo'
        : challenger.advantage.automaticFailure
          ? 'defender'
          : 'challenger';
    return { ok: true, kind: 'competition', challenger: unrolled(challenger), defender: unrolled(defender), outcome, because: 'automatic-failure' };
  }
  const rolled = (side: typeof challenger): CompetitorResult => {
    const roll = rollKept(dice, 12, side.advantage.edge, false);
    return { ...side, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + side.modifier };
  };
  const a = rolled(challenger);
  const b = rolled(defender);
  const at = a.total ?? 0;
  const bt = b.total ?? 0;
  const outcome = at > bt ? 'challenger' : bt > at ? 'defender' : 'status-quo';
  return { ok: true, kind: 'competition', challenger: a, defender: b, outcome, because: outcome === 'status-quo' ? 'tie' : 'total' };
}

/**
 * One side of a competition alone (docs/rules.md §10): d12 + modifier (2d12 better or worse at advantage or
 * disadvantage), when the other side is not a token the script can roll for; the GM compares the total.
 */
export function rollCompetitionSide(input: CompetitorInput, dice: Dice): { readonly ok: true; readonly side: CompetitorResult } | InputRefusal {
  const refused = firstRefusal([['challenger.modifier', input.modifier ?? 0, ROLL_LIMITS.modifier]]);
  if (refused) return refused;
  const modifier = input.modifier ?? 0;
  const advantage = resolveAdvantage(input.advantage);
  if (advantage.automaticFailure) return { ok: true, side: { modifier, advantage, dice: [], die: null, total: null } };
  const roll = rollKept(dice, 12, advantage.edge, false);
  return { ok: true, side: { modifier, advantage, dice: roll.dice, die: roll.kept.value, total: roll.kept.value + modifier } };
}

// ---------------------------------------------------------------------------------------------------------------
// Attacks

/** docs/rules.md §10: skills add dice up to 5; only sneak attack and the critical award go beyond. */
export const POOL_CAP = 5;

export interface AttackPool {
  readonly skills: number;
  /** 1 + skills, at most POOL_CAP. */
  readonly fromSkills: number;
  readonly edge: Edge;
  /** What the edge did: +1 (0 at the cap), −1, or 0. */
  readonly fromEdge: number;
  /** 1 for a sneak attack. */
  readonly sneak: number;
  /** 1 for the critical award (docs/rules.md §9.3). */
  readonly award: number;
  /** The dice that count. */
  readonly count: number;
  /** No die was left after disadvantage: 2 are rolled and the worse counts. */
  readonly worseOfTwo: boolean;
}

/**
 * docs/rules.md §10: 1 + skills, at most 5; advantage adds a die within the cap (ruling), disadvantage removes one;
 * then the sneak die and the award die, beyond the cap. With no die left, 2 are rolled and the worse counts.
 */
export function attackPool(skills: number, edge: Edge, sneak: boolean, award: boolean): AttackPool {
  const fromSkills = Math.min(POOL_CAP, 1 + skills);
  const fromEdge = edge === 'advantage' ? Math.min(POOL_CAP, fromSkills + 1) - fromSkills : edge === 'disadvantage' ? -1 : 0;
  const extra = (sneak ? 1 : 0) + (award ? 1 : 0);
  const count = fromSkills + fromEdge + extra;
  return { skills, fromSkills, edge, fromEdge, sneak: sneak ? 1 : 0, award: award ? 1 : 0, count: Math.max(1, count), worseOfTwo: count <= 0 };
}

/** Cover of the target against this attack (docs/rules.md §10). */
export const COVERS = ['none', 'half', 'three-quarters', 'full'] as const;
export type Cover = (typeof COVERS)[number];
export const REACHES: readonly Reach[] = ['melee', 'ranged'];
export const COVER_BONUS: Readonly<Record<Exclude<Cover, 'full'>, number>> = { none: 0, half: 2, 'three-quarters': 5 };

export interface AttackInput {
  /** Applicable skills: each adds a die (docs/rules.md §10). */
  readonly skills: number;
  /** Added to each die. */
  readonly modifier?: number;
  /** The target's Defense, before cover. */
  readonly defense: number;
  readonly reach: Reach;
  readonly cover?: Cover;
  readonly advantage?: readonly AdvantageSource[];
  /** Penalties on each die (invisible target: −3); of several, the strongest applies. */
  readonly penalties?: readonly DiePenalty[];
  readonly sneak?: boolean;
  /** The critical award earned by the last attack (docs/rules.md §9.3). */
  readonly award?: boolean;
  readonly chance?: boolean;
  /** The weapon's damage per hit; DEFAULT_DAMAGE_PER_HIT when it names none. */
  readonly perHit?: number;
  readonly category?: DamageCategory | null;
  readonly resistances?: readonly DamageCategory[];
  readonly vulnerabilities?: readonly DamageCategory[];
  /** A skill, item or effect makes a hit of this attack critical. */
  readonly critical?: boolean;
  /** The target's condition that makes any hit critical (paralyzed), from the fight. */
  readonly criticalOnHit?: RestrictionKey | null;
  /** The target's condition under which only critical hits damage it (petrified), from the fight. */
  readonly onlyCriticalDamages?: RestrictionKey | null;
}

export interface AttackDie extends RolledDie {
  /** value + modifier + penalty. */
  readonly total: number;
  /** Whether this die meets the target number (only `kept` dice count). */
  readonly hit: boolean;
  readonly because: 'natural-20' | 'natural-1' | 'total';
}

export type AttackRefusal =
  | InputRefusal
  /** docs/rules.md §10: no attack at a target in full cover (ruling: melee included). */
  | { readonly ok: false; readonly code: 'full-cover'; readonly params: { readonly reach: Reach } }
  /** Page 000: the one making a sneak attack cannot be at disadvantage for any reason. */
  | { readonly ok: false; readonly code: 'sneak-at-disadvantage'; readonly params: Record<string, never> };

export interface AttackResult {
  readonly ok: true;
  readonly kind: 'attack';
  readonly reach: Reach;
  readonly pool: AttackPool;
  /** Every die rolled, in order, chance re-rolls last. Empty after an automatic failure. */
  readonly dice: readonly AttackDie[];
  readonly modifier: number;
  /** The penalty applied to each die, the strongest of those given; null when none. */
  readonly penalty: DiePenalty | null;
  readonly defense: number;
  readonly cover: Exclude<Cover, 'full'>;
  readonly coverBonus: number;
  /** Defense + cover: the number each die must meet. */
  readonly target: number;
  readonly advantage: AdvantageResolution;
  /** Kept dice that hit. */
  readonly hits: number;
  readonly outcome: 'hit' | 'miss';
  /** `negative-crit`: dice hit, but the −d3 brought the damage to 0 or below (docs/rules.md §10). */
  readonly because: 'hit' | 'no-die-hit' | 'negative-crit' | 'automatic-failure';
  /** Null when no die hit. */
  readonly damage: AttackDamage | null;
  /** The hit is critical: the attacker's next attack earns the +1d20 award; null when not (or a miss). */
  readonly critical: { readonly because: 'hand' | RestrictionKey } | null;
}

function strongestPenalty(penalties: readonly DiePenalty[]): DiePenalty | null {
  let strongest: DiePenalty | null = null;
  for (const penalty of penalties) if (strongest === null || penalty.value < strongest.value) strongest = penalty;
  return strongest;
}

function rollPool(dice: Dice, pool: AttackPool, chance: boolean): RolledDie[] {
  if (pool.worseOfTwo) return rollKept(dice, 20, 'disadvantage', chance).dice;
  const faces: Face[] = [];
  for (let i = 0; i < pool.count; i += 1) faces.push({ value: dice.roll(20), byChance: false, rerolled: false });
  // docs/rules.md §10: chance re-rolls a single natural 1 of the pool, the first; the new die stands.
  const first = faces.find((face) => face.value === 1);
  if (chance && first) {
    first.rerolled = true;
    faces.push({ value: dice.roll(20), byChance: true, rerolled: false });
  }
  return toDice(20, faces, () => true);
}

/**
 * docs/rules.md §10: a pool of d20s, each + the modifier (+ the strongest penalty) against Defense + cover; each
 * kept die that meets it hits, a natural 20 always, a natural 1 never. With at least one hit: damage per hit, then
 * the ±d3 crit at advantage or disadvantage. Dice are asked for in this order: the pool, the chance re-roll, the d3.
 */
export function rollAttack(input: AttackInput, dice: Dice): AttackResult | AttackRefusal {
  const penalties = input.penalties ?? [];
  const rows: (readonly [string, unknown, Bounds])[] = [
    ['skills', input.skills, ROLL_LIMITS.skills],
    ['modifier', input.modifier ?? 0, ROLL_LIMITS.modifier],
    ['defense', input.defense, ROLL_LIMITS.defense],
    ['perHit', input.perHit ?? DEFAULT_DAMAGE_PER_HIT, ROLL_LIMITS.perHit],
    ...penalties.map((p, i) => [`penalties.${i}`, p.value, ROLL_LIMITS.penalty] as const),
  ];
  const refused =
    firstRefusal(rows) ?? checkOneOf('reach', input.reach, REACHES) ?? checkOneOf('cover', input.cover ?? 'none', COVERS);
  if (refused) return refused;
  const cover = input.cover ?? 'none';
  if (cover === 'full') return { ok: false, code: 'full-cover', params: { reach: input.reach } };
  const advantage = resolveAdvantage(input.advantage);
  const sneak = input.sneak === true;
  if (sneak && advantage.edge === 'disadvantage') return { ok: false, code: 'sneak-at-disadvantage', params: {} };

  const modifier = input.modifier ?? 0;
  const pool = attackPool(input.skills, advantage.edge, sneak, input.award === true);
  const penalty = strongestPenalty(penalties);
  const coverBonus = COVER_BONUS[cover];
  const target = input.defense + coverBonus;
  const base = { ok: true as const, kind: 'attack' as const, reach: input.reach, pool, modifier, penalty, defense: input.defense, cover, coverBonus, target, advantage };
  if (advantage.automaticFailure) {
    return { ...base, dice: [], hits: 0, outcome: 'miss', because: 'automatic-failure', damage: null, critical: null };
  }

  const judged: AttackDie[] = rollPool(dice, pool, input.chance === true).map((die) => {
    const total = die.value + modifier + (penalty?.value ?? 0);
    if (die.natural === 'natural-20') return { ...die, total, hit: true, because: 'natural-20' };
    if (die.natural === 'natural-1') return { ...die, total, hit: false, because: 'natural-1' };
    return { ...die, total, hit: total >= target, because: 'total' };
  });
  const hits = judged.filter((die) => die.status === 'kept' && die.hit).length;
  if (hits === 0) return { ...base, dice: judged, hits, outcome: 'miss', because: 'no-die-hit', damage: null, critical: null };

  const critical = input.critical === true ? ('hand' as const) : (input.criticalOnHit ?? null);
  const edge = advantage.edge;
  const damage = rollDamage(
    {
      hits,
      perHit: input.perHit ?? DEFAULT_DAMAGE_PER_HIT,
      category: input.category ?? null,
      resistances: input.resistances ?? [],
      vulnerabilities: input.vulnerabilities ?? [],
      crit: edge === 'advantage' ? 'adv' : edge === 'disadvantage' ? 'dis' : null,
      blocked: critical === null && (input.onlyCriticalDamages ?? null) !== null,
    },
    dice,
  );
  if (damage.crit?.effect === 'dis' && damage.sum <= 0) {
    return { ...base, dice: judged, hits, outcome: 'miss', because: 'negative-crit', damage, critical: null };
  }
  return { ...base, dice: judged, hits, outcome: 'hit', because: 'hit', damage, critical: critical === null ? null : { because: critical } };
}
