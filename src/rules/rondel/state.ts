// The state of one fight: plain, readonly, JSON data. Facts are stored; the order is derived (order.ts).
import type { ActionKey, CoolDown } from './actions';
import type { ConditionKey } from '../core/conditions';
import type { DiceRoll } from '../core/dice';
import type { MovementPattern } from './windows';
import type { TierKey } from '../core/numbers';

/** A d20 tie-break (docs/rules.md §2), kept for one count only. Re-rolls among the tied append to `rolls`. */
export interface TieBreak {
  readonly count: number;
  readonly rolls: readonly number[];
}

/** A marker on a combatant. Each kind is a fact with the count it started; expiry is explicit or derived. */
export type Marker =
  /** docs/rules.md §6: after a reaction, no reaction until `until`. */
  | { readonly kind: 'flex'; readonly from: number; readonly until: number }
  /** docs/rules.md §4: Full Guard, attacks against it at disadvantage until `until`. */
  | { readonly kind: 'guard'; readonly from: number; readonly until: number }
  /** docs/rules.md §4: holding, until the held turn comes (the combatant's next count). */
  | { readonly kind: 'holding'; readonly from: number }
  /** Dash (page 002: double movement in lieu of another action): until the next action comes. */
  | { readonly kind: 'dashing'; readonly from: number };

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

/** What a combatant may do at a movement window. */
export type Allowance =
  /** `dash`: doubled by a Dash. */
  | { readonly kind: 'move'; readonly hexes: number; readonly dash?: true }
  /** Prone: crawl at 3 per hex, or stand up with no hex advance (docs/rules.md §5). */
  | { readonly kind: 'crawl'; readonly hexes: number; readonly full: number; readonly dash?: true }
  | { readonly kind: 'held'; readonly reason: ConditionKey };

/**
 * Why a request was refused, as a code with its parameters; the words are chosen by the renderer, which knows who
 * reads them (a player is never told the name of a combatant hidden from the players).
 */
export type Rejection =
  | { readonly code: 'unknown-combatant' }
  | { readonly code: 'already-in-combat'; readonly id: string }
  | { readonly code: 'not-due'; readonly id: string; readonly nextAt: number; readonly counter: number }
  | { readonly code: 'not-first'; readonly id: string; readonly first: string; readonly counter: number }
  | { readonly code: 'cannot-act'; readonly id: string; readonly condition: ConditionKey }
  | { readonly code: 'cannot-react'; readonly id: string; readonly condition: ConditionKey }
  | { readonly code: 'flex-active'; readonly id: string; readonly until: number }
  | { readonly code: 'hold-twice'; readonly id: string }
  | { readonly code: 'bad-value'; readonly field: BadValueField; readonly low: number; readonly high: number }
  | { readonly code: 'no-combatants' }
  | { readonly code: 'count-in-past'; readonly count: number; readonly counter: number };

export type RejectionCode = Rejection['code'];

/** The values a player or the GM can type that the engine bounds. */
export type BadValueField = 'action' | 'speed' | 'mod' | 'cast' | 'count' | 'perception';

export type CombatEvent =
  | { readonly type: 'combat-started'; readonly counter: number }
  | {
      readonly type: 'initiative-rolled';
      readonly id: string;
      readonly roll: number;
      readonly perceptionMod: number;
      readonly adjustment: number;
      /** The count it acts at: max(1, roll − mod + adjustment), plus the counter for joiners. */
      readonly count: number;
      readonly joining: boolean;
    }
  | { readonly type: 'tie-broken'; readonly count: number; readonly rolls: readonly { readonly id: string; readonly rolls: readonly number[] }[] }
  | { readonly type: 'left'; readonly id: string; readonly name: string }
  | { readonly type: 'counter-advanced'; readonly from: number; readonly to: number }
  | { readonly type: 'turn-due'; readonly id: string; readonly count: number; readonly blockedBy: ConditionKey | null }
  | {
      readonly type: 'action-declared';
      readonly id: string;
      readonly count: number;
      readonly coolDown: CoolDown;
      readonly nextAt: number;
      /** True when Change Action was asked for right after a hold, where it costs nothing. */
      readonly changeWaived: boolean;
      /** True when the engine chose the action for a passed-over turn. */
      readonly passedOver: boolean;
      readonly note: string;
    }
  | {
      readonly type: 'movement-window';
      readonly count: number;
      readonly index: number;
      readonly tiers: readonly { readonly tier: TierKey; readonly hexes: number }[];
      readonly combatants: readonly { readonly id: string; readonly tier: TierKey; readonly allowance: Allowance }[];
    }
  /** At a movement window, after its card: a combatant's allowance changed (a Dash, a condition, a new tier). */
  | { readonly type: 'allowance-changed'; readonly id: string; readonly count: number; readonly allowance: Allowance }
  | { readonly type: 'marker-applied'; readonly id: string; readonly marker: MarkerKind; readonly until: number | null }
  | { readonly type: 'marker-expired'; readonly id: string; readonly marker: MarkerKind }
  | { readonly type: 'spell-cast'; readonly id: string; readonly resolvesAt: number; readonly note: string }
  | { readonly type: 'spell-resolves'; readonly id: string; readonly name: string; readonly count: number; readonly note: string }
  | { readonly type: 'reacted'; readonly id: string; readonly count: number; readonly until: number; readonly note: string }
  | {
      readonly type: 'overridden';
      readonly id: string;
      readonly field: 'nextAt' | 'tier' | 'perceptionMod' | 'name';
      readonly from: string | number;
      readonly to: string | number;
    }
  | { readonly type: 'conditions-changed'; readonly id: string; readonly added: readonly ConditionKey[]; readonly removed: readonly ConditionKey[] }
  | ({ readonly type: 'rejected' } & Rejection);

/** The result of every transition: the new state (the same object when nothing changed) and its events. */
export interface Step {
  readonly state: CombatState;
  readonly events: readonly CombatEvent[];
}

export type { DiceRoll };
