// Advantage from the fight (docs/rules.md §10 and §11): what the attacker's and the target's conditions and
// statuses do to an attack, or to a roll a combatant makes, with every source kept as data.
import type { Dice } from './dice';
import { resolveAdvantage, type AdvantageResolution, type AdvantageSource } from './advantage';
import {
  actingLimit,
  attackAgainstSources,
  criticalOnHit,
  diePenalties,
  immuneBy,
  onlyCriticalDamages,
  ownRollSources,
  unawareBy,
  type DiePenalty,
  type Reach,
  type RestrictionKey,
  type RollTag,
} from './restrictions';
import { rollAttack, type AttackInput, type AttackRefusal, type AttackResult } from './rolls';

/** What the fight knows about a combatant, for its rolls. */
export interface Fighter {
  readonly id: string;
  readonly conditions: readonly RestrictionKey[];
  /** On Full Guard (docs/rules.md §4): attacks against it at disadvantage. */
  readonly fullGuard: boolean;
  /** Standing in defense (docs/rules.md §9.3): attacks against it at disadvantage, its saves at advantage. */
  readonly inDefense: boolean;
  /** Frightened: the source of its fear is in sight or known to be present. */
  readonly fearInSight: boolean;
  /** The ids of those who charmed it. */
  readonly charmedBy: readonly string[];
}

export interface AttackCircumstances {
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly reach: Reach;
  /** Circumstances added by hand by the GM or player. */
  readonly hand?: readonly AdvantageSource[];
}

export type FightRefusal =
  /** docs/rules.md §11: no actions or reactions. */
  | { readonly ok: false; readonly code: 'cannot-act'; readonly params: { readonly id: string; readonly conditions: readonly RestrictionKey[] } }
  /** docs/rules.md §11: a charmed creature cannot attack its charmer. */
  | { readonly ok: false; readonly code: 'charmed-by-target'; readonly params: { readonly attacker: string; readonly target: string } };

export interface AttackSituation {
  readonly ok: true;
  readonly advantage: AdvantageResolution;
  readonly penalties: readonly DiePenalty[];
  readonly criticalOnHit: RestrictionKey | null;
  readonly onlyCriticalDamages: RestrictionKey | null;
}

/**
 * Sources in a fixed order: the attacker's conditions, the target's conditions, the target's Full Guard and
 * defense, then the hand-given ones. Standing in defense needs the target to see the attack coming (page 000), so
 * it does nothing when the target is blind, unaware of its surroundings (unconscious, petrified) or the attacker
 * invisible (docs/rules.md ruling 54); Full Guard has no such proviso.
 */
export function attackSituation(input: AttackCircumstances): AttackSituation | FightRefusal {
  const { attacker, target } = input;
  const acting = actingLimit(attacker.conditions);
  if (!acting.can) return { ok: false, code: 'cannot-act', params: { id: attacker.id, conditions: acting.because } };
  if (attacker.conditions.includes('charmed') && attacker.charmedBy.includes(target.id)) {
    return { ok: false, code: 'charmed-by-target', params: { attacker: attacker.id, target: target.id } };
  }
  const sources: AdvantageSource[] = [
    ...ownRollSources(attacker.conditions, { kind: 'attack', who: 'attacker', fearInSight: attacker.fearInSight }),
    ...attackAgainstSources(target.conditions, input.reach),
  ];
  if (target.fullGuard) sources.push({ source: 'full-guard', who: 'target', effect: 'dis' });
  const targetSees = !target.conditions.includes('blind') && unawareBy(target.conditions) === null && !attacker.conditions.includes('invisible');
  if (target.inDefense && targetSees) sources.push({ source: 'in-defense', who: 'target', effect: 'dis' });
  sources.push(...(input.hand ?? []));
  return {
    ok: true,
    advantage: resolveAdvantage(sources),
    penalties: diePenalties(target.conditions),
    criticalOnHit: criticalOnHit(target.conditions),
    onlyCriticalDamages: onlyCriticalDamages(target.conditions),
  };
}

/** The attack without what the fight decides (reach, advantage, penalties, criticals). */
export type FightAttackInput = Omit<AttackInput, 'reach' | 'advantage' | 'penalties' | 'criticalOnHit' | 'onlyCriticalDamages' | 'immuneBy'>;

/** The attack with the fight's advantage, penalties and criticals applied. */
export function rollFightAttack(
  attack: FightAttackInput,
  circumstances: AttackCircumstances,
  dice: Dice,
): AttackResult | AttackRefusal | FightRefusal {
  const situation = attackSituation(circumstances);
  if (!situation.ok) return situation;
  return rollAttack(
    {
      ...attack,
      reach: circumstances.reach,
      advantage: situation.advantage.sources,
      penalties: situation.penalties,
      criticalOnHit: situation.criticalOnHit,
      onlyCriticalDamages: situation.onlyCriticalDamages,
      immuneBy: immuneBy(circumstances.target.conditions, attack.category ?? null),
    },
    dice,
  );
}

/** A check, save or competition a combatant makes. */
export interface OwnRollCircumstances {
  readonly kind: 'check' | 'save' | 'competition';
  readonly tags?: readonly RollTag[];
  readonly hand?: readonly AdvantageSource[];
}

/**
 * The roller's conditions, standing in defense (its saves at advantage; a competition counts as a save, ruling),
 * then the hand-given sources. An automatic failure outranks any edge (docs/rules.md §11: the strongest applies).
 */
export function ownRollSituation(self: Fighter, roll: OwnRollCircumstances): AdvantageResolution {
  const sources: AdvantageSource[] = ownRollSources(self.conditions, { kind: roll.kind, tags: roll.tags ?? [], fearInSight: self.fearInSight });
  if (self.inDefense && roll.kind !== 'check') sources.push({ source: 'in-defense', who: 'self', effect: 'adv' });
  sources.push(...(roll.hand ?? []));
  return resolveAdvantage(sources);
}
