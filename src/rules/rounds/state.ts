// The state of a fight in 10-second rounds (docs/rules.md §9.3): plain, readonly, JSON data. Facts are stored (the
// round, whose turn it is, each combatant's initiative score, tie-break rolls and the last round of its turn, its
// reaction and its stand in defense); the acting order and who is still to act are derived (order.ts).
import type { BaseCombatant, FightStateBase } from '../core/rule-set';
import type { Step as CoreStep } from '../core/events';
import type { RoundsActionKey } from './actions';

/**
 * What a combatant's action leaves standing until the start of its next turn (docs/rules.md §9.3). One action per
 * turn, so at most one of them.
 */
export type Status =
  /** Standing in defense, taken in round `since`: attacks against it at disadvantage, its saves at advantage. */
  | { readonly kind: 'defense'; readonly since: number }
  /** At the ready, taken in round `since`: `trigger` is the "if" it waits for; lost unused at its next turn. */
  | { readonly kind: 'ready'; readonly since: number; readonly trigger: string };

export interface RoundsCombatant extends BaseCombatant {
  /** Hexes per round from the sheet (encumbrance included); null: from its tier (movement.ts). */
  readonly hexesPerRound: number | null;
  /** The initiative score the order uses: d10 + Perception modifier − initiative adjustment, or the GM's value. */
  readonly initiative: number;
  /**
   * The d20 tie-break rolls for `initiative`, in the order rolled: the first decides, each re-roll only among those
   * still tied (docs/rules.md §9.3, highest first). Empty when it has shared the score with nobody; cleared when the
   * score changes.
   */
  readonly tie: readonly number[];
  /**
   * The last round whose turn is used up: the round its turn began in, or, for a newcomer that joined ahead of the
   * current turn, the round it joined in (it acts from the next). 0: none yet. Still to act this round ⇔ below `round`.
   */
  readonly doneRound: number;
  /** The round of its last reaction (or fired readied action); 0: none. One per round. */
  readonly reactedRound: number;
  /** The round it last stood in defense; 0: never. No reactions in that round or the next. */
  readonly defenseRound: number;
  readonly status: Status | null;
}

/** Whose turn it is, and the action it declared this turn (null until it declares). */
export interface Turn {
  readonly id: string;
  readonly action: RoundsActionKey | null;
}

export interface RoundsState extends FightStateBase {
  /** The round, from 1: the clock of this rule set. */
  readonly round: number;
  /**
   * The turn now; null between rounds: when the round's last combatant left in the middle of its turn (the next
   * `next` starts the new round, which may need dice), or when nobody is left. Null ⇒ nobody is still to act.
   */
  readonly turn: Turn | null;
  /** In arrival order. */
  readonly combatants: readonly RoundsCombatant[];
  /** The arrival number the next joiner gets. */
  readonly nextArrival: number;
}

export type Step = CoreStep<RoundsState>;
