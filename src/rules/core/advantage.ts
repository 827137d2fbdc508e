// Advantage and disadvantage (docs/rules.md §10): sources in, one edge out, with every source kept as data so a
// card can say why.
import type { ConditionKey } from './conditions';

/** What one source does to a roll. */
export type Effect = 'adv' | 'dis';
/** `fail`: the roll fails without being rolled (a paralyzed creature's body save, docs/rules.md §11). */
export type SourceEffect = Effect | 'fail';

/** Whose circumstance a source is: the roller's own (`self`), or the attacker's or target's in an attack. */
export type Who = 'self' | 'attacker' | 'target';

export type AdvantageSource =
  /** A condition of docs/rules.md §11. */
  | { readonly source: 'condition'; readonly who: Who; readonly condition: ConditionKey; readonly effect: SourceEffect }
  /** The target is on Full Guard: attacks against it at disadvantage (docs/rules.md §4). */
  | { readonly source: 'full-guard'; readonly who: 'target'; readonly effect: 'dis' }
  /** Standing in defense (docs/rules.md §9.3): attacks against it at disadvantage, its saves at advantage. */
  | { readonly source: 'in-defense'; readonly who: Who; readonly effect: Effect }
  /** A circumstance the GM or player adds by hand; `label` is their own words (user text: escape it to show it). */
  | { readonly source: 'hand'; readonly who: Who; readonly effect: SourceEffect; readonly label: string | null };

export type Edge = 'advantage' | 'disadvantage' | 'none';

export interface AdvantageResolution {
  readonly edge: Edge;
  /** Both an advantage and a disadvantage were present, so neither applies (docs/rules.md §10). */
  readonly cancelled: boolean;
  /** A `fail` source is present: the roll fails and nothing is rolled; it outranks any edge (docs/rules.md §11). */
  readonly automaticFailure: boolean;
  /** Every source, in the order given, whether it counted or not. */
  readonly sources: readonly AdvantageSource[];
}

/** A source added by hand. */
export function byHand(effect: SourceEffect, who: Who = 'self', label: string | null = null): AdvantageSource {
  return { source: 'hand', who, effect, label };
}

/**
 * docs/rules.md §10: advantages never stack, nor do disadvantages; any advantage with any disadvantage cancels both,
 * however many of each there are.
 */
export function resolveAdvantage(sources: readonly AdvantageSource[] = []): AdvantageResolution {
  const adv = sources.some((s) => s.effect === 'adv');
  const dis = sources.some((s) => s.effect === 'dis');
  const edge: Edge = adv && !dis ? 'advantage' : dis && !adv ? 'disadvantage' : 'none';
  return {
    edge,
    cancelled: adv && dis,
    automaticFailure: sources.some((s) => s.effect === 'fail'),
    sources: [...sources],
  };
}
