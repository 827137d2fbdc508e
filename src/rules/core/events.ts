// What every rule set says happened, and why it refused: the one vocabulary the application and the cards read.
// A `count` in an event is the fight's clock (docs/rules.md §9): the rondel's count, the second since the fight
// began in 20-second rounds, the round in 10-second rounds. It only goes up while a fight lasts.
import type { ConditionKey } from './conditions';
import type { DiceRoll } from './dice';
import type { TierKey } from './numbers';
import type { EffectEnd } from './effect-end';

/** What a combatant may do at a movement window or moment. */
export type Allowance =
  /** `dash`: doubled by a Dash. */
  | { readonly kind: 'move'; readonly hexes: number; readonly dash?: true }
  /** Prone: crawl (3 per hex in the rondel, double cost in rounds), or stand up with no hex advance; a Dash does not speed it (page 000). */
  | { readonly kind: 'crawl'; readonly hexes: number; readonly full: number }
  | { readonly kind: 'held'; readonly reason: ConditionKey };

/** How the time to a combatant's next action was rolled (the rondel's cool-down), for the card: every die and term. */
export interface CoolDown {
  readonly action: string;
  readonly dice: readonly DiceRoll[];
  /** The fixed part of the base: 8 for d4 + 8, 10 for dash, … */
  readonly base: number;
  /** Signed terms added to the roll, already signed as applied (e.g. −2 for a +2 modifier). */
  readonly terms: readonly { readonly label: string; readonly value: number }[];
  /** The minimum, when the row has one. */
  readonly minimum: number | null;
  /** True when the minimum raised the result. */
  readonly clamped: boolean;
  /** The Change Action d4, when paid. */
  readonly changeRoll: DiceRoll | null;
  /** Counts until the combatant's next action (for magic: after the casting time, see castTime). */
  readonly value: number;
  /** Magic only: the casting time before the d4 + 6 part starts. */
  readonly castTime: number;
}

/** Markers the rule sets put on a combatant; each rule set uses its own few. */
export type MarkerKind = 'flex' | 'guard' | 'holding' | 'dashing' | 'reacted' | 'defense' | 'ready' | 'casting';

/** The values a player or the GM can type that the engine bounds. */
export type BadValueField = 'action' | 'speed' | 'mod' | 'cast' | 'count' | 'perception' | 'terrain' | 'text';

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
  /** A reaction that names a dodge or a deflection, by a combatant a condition keeps from them (restrained). */
  | { readonly code: 'cannot-dodge'; readonly id: string; readonly condition: ConditionKey }
  | { readonly code: 'flex-active'; readonly id: string; readonly until: number }
  | { readonly code: 'hold-twice'; readonly id: string }
  | { readonly code: 'bad-value'; readonly field: BadValueField; readonly low: number; readonly high: number }
  | { readonly code: 'no-combatants' }
  | { readonly code: 'count-in-past'; readonly count: number; readonly counter: number }
  /** An action this rule set does not have (hold in 10-second rounds: "no holding", rulebook page 000). */
  | { readonly code: 'not-in-rule-set'; readonly action: string; readonly ruleSet: string }
  /** One reaction per round (20- and 10-second rounds). */
  | { readonly code: 'reacted-this-round'; readonly id: string; readonly round: number }
  /** Standing in defense: no reactions this round or next. */
  | { readonly code: 'in-defense'; readonly id: string }
  /** A readied action to fire, but none is readied. */
  | { readonly code: 'nothing-readied'; readonly id: string }
  /** 10-second rounds: one action per turn, and this turn's is declared (the turn goes on: a move, then `done`). */
  | { readonly code: 'already-declared'; readonly id: string }
  /** `stand`, but the combatant is not prone. */
  | { readonly code: 'not-prone'; readonly id: string }
  /** `stand`, but a condition holds the combatant fast (unconscious, grappled, …): it cannot get up. */
  | { readonly code: 'cannot-stand'; readonly id: string; readonly condition: ConditionKey }
  /**
   * `stand` at a moment that is not for it: it stands at `next` (a window's count, a moment's clock, a round: its next
   * turn), or now as a reaction when `react` says the rule set allows it and the combatant can react now (`stand --react`).
   */
  | { readonly code: 'stand-later'; readonly id: string; readonly next: number; readonly react: boolean }
  /**
   * `stand --react` where standing is no reaction (10-second rounds, ruling 90): it stands on its own turn, `now`
   * (this turn is its own) or in round `next`, with `stand` alone.
   */
  | { readonly code: 'stand-no-reaction'; readonly id: string; readonly next: number; readonly now: boolean }
  /** Held speech: the combatant has held as many lines this round as a round holds (20-second rounds). */
  | { readonly code: 'speech-full'; readonly id: string; readonly lines: number }
  | { readonly code: 'cannot-speak'; readonly id: string; readonly condition: ConditionKey }
  /** An old Trigger button: the action it was made for (readied in `round`) is gone, another is readied. */
  | { readonly code: 'old-trigger'; readonly id: string; readonly round: number };

export type RejectionCode = Rejection['code'];

export type FightEvent =
  | { readonly type: 'combat-started'; readonly counter: number }
  /** 20- and 10-second rounds: a new round begins (initiative is rolled after it where the rule set says so). */
  | { readonly type: 'round-started'; readonly round: number; readonly count: number }
  | {
      readonly type: 'initiative-rolled';
      readonly id: string;
      readonly dice: readonly number[];
      readonly sides: number;
      /** Signed terms as applied, e.g. {label: 'Perception', value: −2}. */
      readonly terms: readonly { readonly label: string; readonly value: number }[];
      /** What the order uses: the count, the second, or the initiative score. */
      readonly value: number;
      /** Added before the roll: the current count for a rondel joiner; 0 otherwise. */
      readonly base: number;
      readonly joining: boolean;
      /** The rondel only: the count it acts at (kept for the cards and the public API). */
      readonly count: number;
      /** Joined at the GM's value, with no roll (`add --count` in 10-second rounds): `dice` is empty. */
      readonly placed?: boolean;
      /** 20-second rounds: a joiner whose second has come or passed: it acts from the next round's roll (ruling 18). */
      readonly waits?: boolean;
    }
  | {
      readonly type: 'tie-broken';
      readonly count: number;
      /** d20 lowest first (rondel, seconds) or highest first (rounds). */
      readonly direction: 'lowest' | 'highest';
      readonly rolls: readonly { readonly id: string; readonly rolls: readonly number[] }[];
      /** 10-second rounds: the initiative score the tie is at (`count` is the round there). */
      readonly score?: number;
    }
  | { readonly type: 'left'; readonly id: string; readonly name: string }
  | { readonly type: 'counter-advanced'; readonly from: number; readonly to: number }
  | { readonly type: 'turn-due'; readonly id: string; readonly count: number; readonly blockedBy: ConditionKey | null }
  | {
      readonly type: 'action-declared';
      readonly id: string;
      readonly count: number;
      /** The rondel's cool-down; null in the rule sets without one. */
      readonly coolDown: CoolDown | null;
      readonly action: string;
      readonly nextAt: number | null;
      /** True when Change Action was asked for right after a hold, where it costs nothing. */
      readonly changeWaived: boolean;
      /** True when the engine chose the action for a passed-over turn. */
      readonly passedOver: boolean;
      readonly note: string;
      /**
       * 10-second rounds: the turn goes on after the action (a move may follow); its action-turn is used when the turn
       * ends (`turn-ended`), not here (docs/rules.md §12).
       */
      readonly turnGoesOn?: boolean;
      /** Its action-turn was counted for the bearer's timed effects before the clock moved on (core/effects.ts `settleTurnsUsed`). */
      readonly counted?: true;
    }
  /**
   * 20-second rounds: a round begins with the combatant's action carried over from the last (past second 20): that
   * action is the only one of both rounds, an action-turn of each (page 001, docs/rules.md §12), as a casting is.
   */
  | { readonly type: 'action-carried'; readonly id: string; readonly count: number; readonly counted?: true }
  /** 10-second rounds: a turn that had its action ended (`next`): the bearer has used that action-turn (docs/rules.md §12). */
  | { readonly type: 'turn-ended'; readonly id: string; readonly count: number; readonly counted?: true }
  | {
      readonly type: 'movement-window';
      readonly count: number;
      /** The window of the cycle (rondel) or the moment of the round, 0-based. */
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
  /** 20-second rounds: a round begins with the caster still casting; the casting is its action for this round too. */
  | { readonly type: 'casting-continues'; readonly id: string; readonly count: number; readonly counted?: true }
  | { readonly type: 'reacted'; readonly id: string; readonly count: number; readonly until: number | null; readonly note: string }
  /** It stood up from prone at its window, moment or turn (docs/rules.md §14 ruling 90); its allowance there follows. */
  | { readonly type: 'stood-up'; readonly id: string; readonly count: number }
  /** 10-second rounds: a readied action fired on its trigger. */
  | { readonly type: 'ready-fired'; readonly id: string; readonly count: number; readonly note: string }
  /** 20-second rounds: speech is held until the round's last second, then posted. */
  | { readonly type: 'speech-held'; readonly id: string; readonly count: number }
  | { readonly type: 'speech'; readonly id: string; readonly name: string; readonly text: string; readonly count: number }
  | {
      readonly type: 'overridden';
      readonly id: string;
      readonly field: 'nextAt' | 'tier' | 'perceptionMod' | 'name' | 'terrain';
      readonly from: string | number;
      readonly to: string | number;
    }
  /** A timed effect begins (docs/rules.md §12): how it ends is told on the card. */
  | { readonly type: 'effect-started'; readonly id: string; readonly name: string; readonly count: number; readonly ends: EffectEnd }
  /** `heldBy`: a stand under way (STANDING_UP) whose bearer is now held fast: it cannot get up, and stays prone. */
  | { readonly type: 'effect-ended'; readonly id: string; readonly name: string; readonly count: number; readonly heldBy?: ConditionKey }
  | { readonly type: 'conditions-changed'; readonly id: string; readonly added: readonly ConditionKey[]; readonly removed: readonly ConditionKey[] }
  | ({ readonly type: 'rejected' } & Rejection);

/** The result of every transition: the new state (the same object when nothing changed) and its events. */
export interface Step<S> {
  readonly state: S;
  readonly events: readonly FightEvent[];
}
