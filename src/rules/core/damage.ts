// Physical damage of an attack (docs/rules.md §10): per hit, resistance and vulnerability, and the advantage or
// disadvantage crit (±d3).
import type { Dice } from './dice';
import type { Effect } from './advantage';

/** The damage categories of page 000: resistance and vulnerability are to one of them. */
export const DAMAGE_CATEGORIES = [
  'alchemical',
  'blunt',
  'cold',
  'edged',
  'fire',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'smite',
] as const;

export type DamageCategory = (typeof DAMAGE_CATEGORIES)[number];

/** What resistance and vulnerability make of a hit's damage; `cancelled`: both, so the damage is normal. */
export type DamageFactor = 'normal' | 'half' | 'double' | 'cancelled';

/** Page 000's "a point of damage" per hit, when the weapon names no damage. */
export const DEFAULT_DAMAGE_PER_HIT = 1;

/**
 * docs/rules.md §10: resistance halves, vulnerability doubles, both cancel; several sources of either count once.
 * An attack with no category meets no resistance or vulnerability.
 */
export function damageFactor(
  category: DamageCategory | null,
  resistances: readonly DamageCategory[],
  vulnerabilities: readonly DamageCategory[],
): DamageFactor {
  if (category === null) return 'normal';
  const resisted = resistances.includes(category);
  const vulnerable = vulnerabilities.includes(category);
  if (resisted && vulnerable) return 'cancelled';
  if (resisted) return 'half';
  if (vulnerable) return 'double';
  return 'normal';
}

/** A hit's damage after the factor: halves round down, so a 1-point hit on a resistant target does nothing. */
export function applyFactor(amount: number, factor: DamageFactor): number {
  if (factor === 'half') return Math.floor(amount / 2);
  if (factor === 'double') return amount * 2;
  return amount;
}

/** The crit of an attack at advantage (+d3) or disadvantage (−d3): `value` is signed. */
export interface DamageCrit {
  readonly effect: Effect;
  readonly die: number;
  readonly value: number;
}

export function rollCrit(effect: Effect, dice: Dice): DamageCrit {
  const die = dice.roll(3);
  return { effect, die, value: effect === 'adv' ? die : -die };
}

export interface AttackDamage {
  /** The weapon's damage per hit. */
  readonly perHit: number;
  readonly category: DamageCategory | null;
  readonly factor: DamageFactor;
  /** One hit's damage after the factor. */
  readonly hitDamage: number;
  readonly hits: number;
  /** hits × hitDamage. */
  readonly fromHits: number;
  /** The ±d3, added after the factor and never halved or doubled (ruling); null when none was rolled. */
  readonly crit: DamageCrit | null;
  /**
   * Petrified: only a critical hit damages it (`only-critical`), and damage of a category it is immune to (poison) does
   * nothing at all (`immune`); the damage is 0 and no crit is rolled.
   */
  readonly blocked: 'only-critical' | 'immune' | null;
  /** fromHits plus the crit, signed: at 0 or below after a −d3 the attack counts as a miss (docs/rules.md §10). */
  readonly sum: number;
  /** What the target takes, never below 0. */
  readonly total: number;
}

export interface DamageInput {
  readonly hits: number;
  readonly perHit: number;
  readonly category: DamageCategory | null;
  readonly resistances: readonly DamageCategory[];
  readonly vulnerabilities: readonly DamageCategory[];
  /** The edge of the attack: at advantage +d3, at disadvantage −d3. */
  readonly crit: Effect | null;
  /** The hit is not critical and the target takes damage only from critical hits. */
  readonly blocked: boolean;
  /** The target is immune to the attack's damage category (a petrified target, poison): critical or not, none. */
  readonly immune?: boolean;
}

/**
 * docs/rules.md §10: each hit deals the weapon's damage per hit, resistance or vulnerability applied to each; then
 * the crit. Only called with at least one hit. A weapon that deals no damage (a touch, `perHit` 0) gains no +d3 at
 * advantage; at disadvantage its −d3 leaves 0 or less, so the attack acts as a miss (page 004: nothing it carries
 * transfers; docs/rules.md ruling 51).
 */
export function rollDamage(input: DamageInput, dice: Dice): AttackDamage {
  const factor = damageFactor(input.category, input.resistances, input.vulnerabilities);
  const hitDamage = applyFactor(input.perHit, factor);
  const fromHits = input.hits * hitDamage;
  const base = { perHit: input.perHit, category: input.category, factor, hitDamage, hits: input.hits, fromHits };
  if (input.immune === true) return { ...base, crit: null, blocked: 'immune', sum: 0, total: 0 };
  if (input.blocked) return { ...base, crit: null, blocked: 'only-critical', sum: 0, total: 0 };
  const crit = input.crit !== null && (input.perHit > 0 || input.crit === 'dis') ? rollCrit(input.crit, dice) : null;
  const sum = fromHits + (crit?.value ?? 0);
  return { ...base, crit, blocked: null, sum, total: Math.max(0, sum) };
}
