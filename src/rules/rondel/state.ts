// The state of one fight: plain, readonly, JSON data. Facts are stored; the order is derived (order.ts).
import type { ActionKey } from './actions';
import type { Step as CoreStep } from '../core/events';
import type { ConditionKey } from '../core/conditions';
import type { DiceRoll } from '../core/dice';
import type { MovementPattern } from './windows';
import type { TierKey } from '../core/numbers';
import type { TieBreak } from '../core/ties';

/** A d20 tie-break (docs/rules.md §2), kept for one count only. Re-rolls among the tied append to `rolls`. */
export type { TieBreak };

/** A marker on a combatant. Each kind is a fact with the count it started; expiry is explicit or derived. */
export type Marker =
  /** docs/rules.md §6: after a reaction, no reaction until `until`. */
  | { readonly kind: 'flex'; readonly from: number; readonly until: number }
  /** docs/rules.md §4: Full Guard, attacks against it at disadvantage until `until`. */
  | { readonly kind: 'guard'; readonly from: number; readonly until: number }
  /** docs/rules.md §4: holding, until the held turn comes (the combatant's next count). */
  | { readonly kind: 'holding'; readonly from: number }
  /**
   * Dash (page 002: double movement in lieu of another action): until the next action comes. `until`: that action
   * came at a window on its own count, which comes before it (docs/rules.md §5): the dash is still there at that
   * window, and ends when the counter leaves it.
   */
  | { readonly kind: 'dashing'; readonly from: number; readonly until?: number };

export type MarkerKind = Marker['kind'];

export interface Combatant {
  /** The token id in Roll20; any unique string to the engine. */
  readonly id: string;
  readonly name: string;
  readonly tier: TierKey;
  readonly perceptionMod: number;
  readonly initiativeAdjustment: number;
  /** The count of its next action. */
  readonly nextAt: number;
  /** The tie-break roll for `nextAt`, when it shares that count; null otherwise. */
  readonly tie: TieBreak | null;
  /** Order of joining the fight: the order's last resort before the id. */
  readonly arrival: number;
  /** The last action declared (or taken for it when passed over); hold cannot follow hold. */
  readonly lastAction: ActionKey | null;
  readonly markers: readonly Marker[];
  readonly conditions: readonly ConditionKey[];
}

/** A spell cast with a casting time: it takes effect at `resolvesAt` (docs/rules.md §4, Magic-Use). */
export interface PendingSpell {
  readonly casterId: string;
  readonly casterName: string;
  readonly castAt: number;
  readonly resolvesAt: number;
  readonly note: string;
}

export interface CombatState {
  /** The rondel's counter: starts at 1, never goes down (docs/rules.md §1). */
  readonly counter: number;
  /** In arrival order. */
  readonly combatants: readonly Combatant[];
  readonly spells: readonly PendingSpell[];
  /** The arrival number the next joiner gets. */
  readonly nextArrival: number;
}

/** What a passed-over turn becomes (docs/rules.md §4 ruling: Full Guard; configurable). */
export type PassedOverAction = 'guard' | 'reset';

export interface RulesConfig {
  readonly pattern: MovementPattern;
  readonly passedOver: PassedOverAction;
}

export type { Allowance, BadValueField, FightEvent, Rejection, RejectionCode } from '../core/events';

/** The result of every rondel transition. */
export type Step = CoreStep<CombatState>;

export type { DiceRoll };
