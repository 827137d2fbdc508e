// The conditions of docs/rules.md §11 (the rulebook's "restrictions") as one table of data: what each does to
// acting, moving, the rolls it makes and the attacks made against it. The queries below read only this table.
import type { DamageCategory } from './damage';
import type { AdvantageSource, Effect, SourceEffect, Who } from './advantage';
import { CONDITION_KEYS, type ConditionKey } from './conditions';

/** The restrictions are the conditions: one list, kept in core/conditions.ts. */
export const RESTRICTION_KEYS = CONDITION_KEYS;
export type RestrictionKey = ConditionKey;

export type RollKind = 'check' | 'save' | 'competition' | 'attack';
/** What a check, save or competition involves, as the GM calls it: a body save, a save involving sight, … */
export type RollTag = 'body' | 'sight' | 'hearing' | 'preservation' | 'feat';
export const ROLL_TAGS: readonly RollTag[] = ['body', 'sight', 'hearing', 'preservation', 'feat'];
export type Reach = 'melee' | 'ranged';

export type RollRule =
  /**
   * A roll the creature makes, of one of `kinds`; `tag: null` is every such roll. `while: 'fear-in-sight'` holds
   * only while the source of its fear is in sight or known to be present.
   */
  | {
      readonly on: 'own-roll';
      readonly kinds: readonly RollKind[];
      readonly tag: RollTag | null;
      /** A second tag the roll must also carry (a feat involving hearing: `hearing` with `feat`). */
      readonly with?: RollTag;
      readonly effect: SourceEffect;
      readonly while: 'fear-in-sight' | null;
    }
  /** An attack against the creature, of one of `reach`. */
  | { readonly on: 'attack-against'; readonly reach: readonly Reach[]; readonly effect: Effect }
  /** Each die left in an attack against the creature gets `value` (invisible: −3). */
  | { readonly on: 'die-against'; readonly value: number };

export interface Restriction {
  readonly key: RestrictionKey;
  /** `none`: no actions and no reactions. */
  readonly acting: 'free' | 'none';
  /** Charmed: cannot attack (or target with harmful effects) the one who charmed it. */
  readonly cannotAttackCharmer: boolean;
  /** `none`: movement 0; `crawl`: crawling only (docs/rules.md §5). */
  readonly moving: 'normal' | 'crawl' | 'none';
  /** Frightened: cannot move closer to the source of its fear. */
  readonly notCloserToFear: boolean;
  readonly rolls: readonly RollRule[];
  /** Restrained: no dodge or deflection reactions. */
  readonly dodge: boolean;
  /** Unconscious: drops what it holds and falls prone. */
  readonly fallsProne: boolean;
  /** Paralyzed (page 000): a hit against it is a critical hit, earning the +1d20 award. */
  readonly hitIsCritical: boolean;
  /** Petrified (page 000): only critical hits damage it. */
  readonly onlyCriticalDamages: boolean;
  /** Petrified (page 000): "immune to poison": damage of these categories does nothing, critical or not. */
  readonly immuneTo: readonly DamageCategory[];
  /** Paralyzed, petrified, unconscious (page 000): "Cannot move, speak or gesture". */
  readonly speaks: boolean;
  /** Petrified, unconscious (page 000): "Unaware of surroundings", so it sees no attack coming. */
  readonly aware: boolean;
}

const ALL_KINDS: readonly RollKind[] = ['check', 'save', 'competition', 'attack'];
/** A competition is a "competition save" (page 004): what a condition does to saves it does to competitions. */
const SAVES: readonly RollKind[] = ['save', 'competition'];
const BOTH: readonly Reach[] = ['melee', 'ranged'];

const ownAttacks = (effect: Effect): RollRule => ({ on: 'own-roll', kinds: ['attack'], tag: null, effect, while: null });
const saves = (tag: RollTag, effect: SourceEffect): RollRule => ({ on: 'own-roll', kinds: SAVES, tag, effect, while: null });
const against = (effect: Effect, reach: readonly Reach[] = BOTH): RollRule => ({ on: 'attack-against', reach, effect });

function restriction(key: RestrictionKey, fields: Partial<Omit<Restriction, 'key'>>): Restriction {
  return {
    key,
    acting: 'free',
    cannotAttackCharmer: false,
    moving: 'normal',
    notCloserToFear: false,
    rolls: [],
    dodge: true,
    fallsProne: false,
    hitIsCritical: false,
    onlyCriticalDamages: false,
    immuneTo: [],
    speaks: true,
    aware: true,
    ...fields,
  };
}

/** docs/rules.md §11, one row per condition. */
export const RESTRICTIONS: Readonly<Record<RestrictionKey, Restriction>> = {
  blind: restriction('blind', { rolls: [ownAttacks('dis'), against('adv'), saves('sight', 'fail')] }),
  charmed: restriction('charmed', { cannotAttackCharmer: true }),
  // page 000: fails preservation and feat saves involving hearing; a feat rolled as a check is one too, as poisoned
  // reads "any feats attempted" (docs/rules.md §11)
  deaf: restriction('deaf', { rolls: [saves('hearing', 'fail'), { on: 'own-roll', kinds: ['check'], tag: 'hearing', with: 'feat', effect: 'fail', while: null }] }),
  frightened: restriction('frightened', {
    notCloserToFear: true,
    rolls: [{ on: 'own-roll', kinds: ALL_KINDS, tag: null, effect: 'dis', while: 'fear-in-sight' }],
  }),
  grappled: restriction('grappled', { moving: 'none' }),
  incapacitated: restriction('incapacitated', { acting: 'none' }),
  invisible: restriction('invisible', { rolls: [against('dis'), { on: 'die-against', value: -3 }] }),
  paralyzed: restriction('paralyzed', {
    acting: 'none',
    moving: 'none',
    rolls: [saves('body', 'fail'), against('adv')],
    hitIsCritical: true,
    speaks: false,
  }),
  petrified: restriction('petrified', {
    acting: 'none',
    moving: 'none',
    rolls: [saves('body', 'fail'), against('adv')],
    onlyCriticalDamages: true,
    immuneTo: ['poison'],
    speaks: false,
    aware: false,
  }),
  poisoned: restriction('poisoned', {
    rolls: [ownAttacks('dis'), saves('preservation', 'dis'), { on: 'own-roll', kinds: ['check', ...SAVES], tag: 'feat', effect: 'dis', while: null }],
  }),
  prone: restriction('prone', { moving: 'crawl', rolls: [ownAttacks('dis'), against('adv', ['melee']), against('dis', ['ranged'])] }),
  restrained: restriction('restrained', {
    moving: 'none',
    rolls: [ownAttacks('dis'), against('adv'), saves('body', 'dis')],
    dodge: false,
  }),
  stunned: restriction('stunned', { acting: 'none', rolls: [saves('body', 'fail'), against('adv')] }),
  unconscious: restriction('unconscious', {
    acting: 'none',
    moving: 'none',
    rolls: [against('adv', ['melee']), against('dis', ['ranged'])],
    fallsProne: true,
    speaks: false,
    aware: false,
  }),
};

export function isRestrictionKey(value: unknown): value is RestrictionKey {
  return typeof value === 'string' && (RESTRICTION_KEYS as readonly string[]).includes(value);
}

/** The conditions once each, in the table's order: a condition from several sources counts once. */
function distinct(conditions: readonly RestrictionKey[]): RestrictionKey[] {
  return RESTRICTION_KEYS.filter((key) => conditions.includes(key));
}

export type ActingLimit = { readonly can: true } | { readonly can: false; readonly because: readonly RestrictionKey[] };

/** No actions and no reactions while any condition forbids them. */
export function actingLimit(conditions: readonly RestrictionKey[]): ActingLimit {
  const because = distinct(conditions).filter((key) => RESTRICTIONS[key].acting === 'none');
  return because.length > 0 ? { can: false, because } : { can: true };
}

export interface MovingLimit {
  /** The strongest limit on its hexes: none beats crawl beats normal ("the strongest applies", docs/rules.md §11). */
  readonly speed: 'normal' | 'crawl' | 'none';
  /** The conditions that set `speed`. */
  readonly because: readonly RestrictionKey[];
  /** Frightened: it may not move closer to the source of its fear, whatever its speed. */
  readonly notCloserToFear: boolean;
}

export function movingLimit(conditions: readonly RestrictionKey[]): MovingLimit {
  const present = distinct(conditions);
  const held = present.filter((key) => RESTRICTIONS[key].moving === 'none');
  const crawl = present.filter((key) => RESTRICTIONS[key].moving === 'crawl');
  const notCloserToFear = present.some((key) => RESTRICTIONS[key].notCloserToFear);
  if (held.length > 0) return { speed: 'none', because: held, notCloserToFear };
  if (crawl.length > 0) return { speed: 'crawl', because: crawl, notCloserToFear };
  return { speed: 'normal', because: [], notCloserToFear };
}

/** Dodge and deflection reactions are refused while restrained. */
export function dodgeBlockedBy(conditions: readonly RestrictionKey[]): RestrictionKey | null {
  return distinct(conditions).find((key) => !RESTRICTIONS[key].dodge) ?? null;
}

/** Options of a roll a creature makes, for its conditions to judge. */
export interface OwnRoll {
  readonly kind: RollKind;
  readonly tags?: readonly RollTag[];
  /** Frightened: the source of its fear is in sight or known to be present. */
  readonly fearInSight?: boolean;
  /** Who the roller is in the sources: `self`, or `attacker` for an attack. */
  readonly who?: Who;
}

/** What the roller's own conditions do to a roll it makes, one source per condition and effect. */
export function ownRollSources(conditions: readonly RestrictionKey[], roll: OwnRoll): AdvantageSource[] {
  const tags = roll.tags ?? [];
  const who = roll.who ?? 'self';
  const sources: AdvantageSource[] = [];
  for (const condition of distinct(conditions)) {
    const effects = new Set<SourceEffect>();
    for (const rule of RESTRICTIONS[condition].rolls) {
      if (rule.on !== 'own-roll' || !rule.kinds.includes(roll.kind)) continue;
      if (rule.tag !== null && !tags.includes(rule.tag)) continue;
      if (rule.with !== undefined && !tags.includes(rule.with)) continue;
      if (rule.while === 'fear-in-sight' && roll.fearInSight !== true) continue;
      effects.add(rule.effect);
    }
    for (const effect of effects) sources.push({ source: 'condition', who, condition, effect });
  }
  return sources;
}

/** What the target's conditions do to an attack against it. */
export function attackAgainstSources(conditions: readonly RestrictionKey[], reach: Reach): AdvantageSource[] {
  const sources: AdvantageSource[] = [];
  for (const condition of distinct(conditions)) {
    for (const rule of RESTRICTIONS[condition].rolls) {
      if (rule.on === 'attack-against' && rule.reach.includes(reach)) {
        sources.push({ source: 'condition', who: 'target', condition, effect: rule.effect });
      }
    }
  }
  return sources;
}

/** A penalty on each die of an attack; of several, only the strongest applies (docs/rules.md §11). */
export type DiePenalty =
  | { readonly source: 'condition'; readonly who: 'target'; readonly condition: RestrictionKey; readonly value: number }
  | { readonly source: 'hand'; readonly label: string | null; readonly value: number };

export function diePenalties(targetConditions: readonly RestrictionKey[]): DiePenalty[] {
  const penalties: DiePenalty[] = [];
  for (const condition of distinct(targetConditions)) {
    for (const rule of RESTRICTIONS[condition].rolls) {
      if (rule.on === 'die-against') penalties.push({ source: 'condition', who: 'target', condition, value: rule.value });
    }
  }
  return penalties;
}

/** The first of the target's conditions that makes a hit against it critical (paralyzed), or null. */
export function criticalOnHit(targetConditions: readonly RestrictionKey[]): RestrictionKey | null {
  return distinct(targetConditions).find((key) => RESTRICTIONS[key].hitIsCritical) ?? null;
}

/** The first of the conditions that stop speech (paralyzed, petrified, unconscious), or null. */
export function speechBlockedBy(conditions: readonly RestrictionKey[]): RestrictionKey | null {
  if (conditions.length === 0) return null;
  return distinct(conditions).find((key) => !RESTRICTIONS[key].speaks) ?? null;
}

/** The first of the conditions that leave a creature unaware of its surroundings (petrified, unconscious), or null. */
export function unawareBy(conditions: readonly RestrictionKey[]): RestrictionKey | null {
  if (conditions.length === 0) return null;
  return distinct(conditions).find((key) => !RESTRICTIONS[key].aware) ?? null;
}

/** The first of the target's conditions that make it immune to damage of `category` (petrified: poison), or null. */
export function immuneBy(targetConditions: readonly RestrictionKey[], category: DamageCategory | null): RestrictionKey | null {
  if (category === null || targetConditions.length === 0) return null;
  return distinct(targetConditions).find((key) => RESTRICTIONS[key].immuneTo.includes(category)) ?? null;
}

/** The first of the target's conditions under which only critical hits damage it (petrified), or null. */
export function onlyCriticalDamages(targetConditions: readonly RestrictionKey[]): RestrictionKey | null {
  return distinct(targetConditions).find((key) => RESTRICTIONS[key].onlyCriticalDamages) ?? null;
}
