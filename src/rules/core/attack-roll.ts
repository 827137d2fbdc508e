// An attack (docs/rules.md §10): the pool of d20s, each against the target's Defense, the damage of the hits and the
// ±d3 of advantage or disadvantage. Pure: the dice are a port, and a roll that cannot be made is a refusal value.
import type { Dice } from './dice';
import { resolveAdvantage, type AdvantageResolution, type AdvantageSource, type Edge } from './advantage';
import { DEFAULT_DAMAGE_PER_HIT, rollDamage, type AttackDamage, type DamageCategory } from './damage';
import { checkOneOf, firstRefusal, ROLL_LIMITS, type Bounds, type InputRefusal } from './roll-refusals';
import type { DiePenalty, Reach, RestrictionKey } from './restrictions';
import { rollKept, toDice, type Face, type RolledDie } from './rolled-dice';

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
  /** The target's condition that makes it immune to this attack's damage category (petrified: poison), from the fight. */
  readonly immuneBy?: RestrictionKey | null;
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

  // the fight's reason first (a paralyzed target): a hit declared critical there is critical anyway
  const critical = input.criticalOnHit ?? (input.critical === true ? ('hand' as const) : null);
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
      immune: (input.immuneBy ?? null) !== null,
    },
    dice,
  );
  if (damage.crit?.effect === 'dis' && damage.sum <= 0) {
    return { ...base, dice: judged, hits, outcome: 'miss', because: 'negative-crit', damage, critical: null };
  }
  return { ...base, dice: judged, hits, outcome: 'hit', because: 'hit', damage, critical: critical === null ? null : { because: critical } };
}
