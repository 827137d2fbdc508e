// The seam every edition's combat plugs into (docs/rules.md §9). The application keeps the fight, the tracker, the
// cards and undo; a rule set decides who acts when, what an action costs, and how movement is shared out. Its state
// is plain JSON; its transitions are pure `(state, input, dice) → {state, events}`.
import type { ConditionKey } from './conditions';
import type { Dice } from './dice';
import type { Allowance, FightEvent, MarkerKind, Rejection, Step } from './events';
import type { TierKey } from './numbers';

export const RULE_SET_IDS = ['rondel', 'seconds', 'rounds'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

export function isRuleSetId(value: unknown): value is RuleSetId {
  return typeof value === 'string' && (RULE_SET_IDS as readonly string[]).includes(value);
}

/** A combatant about to join, as read from its sheet (or typed by the GM). */
export interface NewCombatant {
  readonly id: string;
  readonly name: string;
  readonly tier: TierKey;
  readonly perceptionMod: number;
  /** Signed: encumbrance steps add +1 each, quickness or magic subtract (docs/rules.md §2, §9). */
  readonly initiativeAdjustment: number;
  /** Signed weapon speed of the active weapon: fists −2, great axe +2 (20-second rounds roll it into initiative). */
  readonly speed?: number;
  /** Hexes per round, encumbrance included (20- and 10-second rounds). */
  readonly hexesPerRound?: number;
  readonly conditions?: readonly ConditionKey[];
  /**
   * The GM's value instead of a roll (`add --count`): the joiner joins there, rolling nothing (10-second rounds: this
   * round or the next, docs/rules.md §9.3; the rondel and 20-second rounds: a count or second still to come, or the
   * one now, after those already due there: ruling 102).
   */
  readonly placed?: number;
}

/** What every rule set keeps of a combatant; each adds its own facts. */
export interface BaseCombatant {
  /** The token id in Roll20; any unique string to the engine. */
  readonly id: string;
  readonly name: string;
  readonly tier: TierKey;
  readonly perceptionMod: number;
  readonly initiativeAdjustment: number;
  /** Order of joining: the order's last resort before the id. */
  readonly arrival: number;
  readonly conditions: readonly ConditionKey[];
}

export interface FightStateBase {
  readonly combatants: readonly BaseCombatant[];
}

/** The GM's options that rule sets read (the rest of the configuration is the adapter's). */
export interface RuleOptions {
  /** The rondel: hexes per window of the cycle, per tier (docs/rules.md §5). */
  readonly pattern: Readonly<Record<TierKey, readonly number[]>>;
  /** The rondel: what a turn passed over without a declared action becomes (docs/rules.md §4 ruling). */
  readonly passedOver: 'guard' | 'reset';
  /** 10-second rounds: initiative is rolled once, or again every round (docs/rules.md §9.3 ruling). */
  readonly rerollEachRound: boolean;
  /**
   * What a combatant's sheet says now of what its initiative adds, asked only as a new round's initiative is rolled
   * (20-second rounds; 10-second rounds that roll again): the weapon in hand and the encumbrance may have changed
   * since it joined (docs/rules.md §9.2, §9.3). Null (or no reader) keeps what the fight holds.
   */
  readonly initiativeNow?: (id: string) => InitiativeNow | null;
}

/** A sheet's weapon speed and initiative adjustment as they are now. */
export interface InitiativeNow {
  readonly speed: number;
  readonly initiativeAdjustment: number;
  /**
   * The sheet's hexes per round now (encumbrance included), null when it gives none; absent when it cannot be read.
   * Read at each round's start with the rest, so a pack dropped lifts both halves of its penalty (docs/rules.md §9.2).
   */
  readonly hexesPerRound?: number | null;
}

/** What a player supplies with an action; the application fills gaps from the sheet. */
export interface ActionInput {
  /** Signed weapon speed (combat): fists −2, great axe +2. */
  readonly speed?: number;
  /** The sub-attribute or skill modifier (hide, skill, magic). */
  readonly mod?: number;
  /** Casting time (magic): counts in the rondel, seconds in 20-second rounds. */
  readonly cast?: number;
  /** Change Action: the combatant switched intent or weapon (the rondel: + d4). */
  readonly change?: boolean;
}

/** One action of a rule set's table, as the menus, the help and `act` offer it. */
export interface ActionSpec {
  readonly key: string;
  readonly label: string;
  /** The table's cost or effect, as help shows it: `d4 + 8 + weapon speed, minimum 8`, `until your next turn`. */
  readonly formula: string;
  readonly describe: string;
  /** The inputs it takes. */
  readonly takes: readonly ('speed' | 'mod' | 'cast' | 'change' | 'tradition' | 'note')[];
}

/**
 * What the combatant whose turn it is may still declare, as its menu offers it (docs/rules.md §15): the rule set's
 * answer, so a menu never offers an action `declare` would refuse.
 */
export interface ActionsNow {
  /**
   * The actions `declare` would take from it now, in the table's order: one of a few lists the rule set makes once
   * (a menu's buttons are made once per list). Empty once its turn's one action is taken (10-second rounds).
   */
  readonly actions: readonly ActionSpec[];
  /** The action it has taken this turn, when its turn goes on after it (10-second rounds); null otherwise. */
  readonly taken: string | null;
  /** Why an action of the rule set is not among `actions` now, in the player's words; absent when none is left out. */
  readonly withheld?: string;
}

/** A marker a combatant shows now: its kind, and the badge it carries (a countdown), if any. */
export interface Mark {
  readonly kind: MarkerKind;
  /** When it ends (on the rule set's clock), if it ends by itself. */
  readonly until: number | null;
  /** A one-digit countdown to show on the token, or null. */
  readonly badge: number | null;
}

/**
 * How far a combatant may move, as the status card says it, in the rule sets that count hexes per round (docs/rules.md
 * §9.2, §9.3): at the movement moment now or next (20-second rounds), or on its turn (10-second rounds).
 */
export interface MoveOutlook {
  /** Now (a movement moment now; its own turn now), later (the next moment; its turn still to come this round), or next round (its turn is over). */
  readonly when: 'now' | 'later' | 'next-round';
  /** 20-second rounds: the clock of that moment; null in 10-second rounds. */
  readonly at: number | null;
  /** What it may move then: its hexes per round (the sheet's or its tier's) as the rule set shares them out. */
  readonly allowance: Allowance;
}

/** One combatant's tracker row: its value (count, second, initiative), or null when it has none to show (done this round). */
export interface TrackerRow {
  readonly id: string;
  readonly value: number | null;
}

/** The turn tracker as the rule set orders it; the adapter makes Roll20 entries of it. */
export interface TrackerView {
  /** The title of the rule set's own custom entry: `Count`, `Round 2 · second 7`, `Round 3`. */
  readonly title: string;
  /** Its value. */
  readonly value: number;
  /** Combatants above the clock entry, in order: the one acting now first. */
  readonly due: readonly TrackerRow[];
  /** The others, below it, in acting order; every combatant is in `due` or `later` exactly once. */
  readonly later: readonly TrackerRow[];
}

/**
 * A rule set. Methods use method syntax on purpose: the registry holds rule sets of different state types, and a
 * rule set is only ever handed the state it made.
 */
export interface RuleSet<S extends FightStateBase = FightStateBase> {
  readonly id: RuleSetId;
  /** `Cool-Down Rondel`, `20-second rounds`, `10-second rounds`. */
  readonly name: string;
  /** The rulebook page it follows. */
  readonly source: string;
  readonly actions: readonly ActionSpec[];
  /** Tie-breaks: d20 lowest first, or highest first. */
  readonly ties: 'lowest' | 'highest';
  /** What a combatant's Perception modifier is for, as the card of `set --perception` says it. */
  readonly perceptionUse: string;

  start(list: readonly NewCombatant[], dice: Dice, options: RuleOptions): Step<S>;
  join(state: S, list: readonly NewCombatant[], dice: Dice, options: RuleOptions): Step<S>;
  leave(state: S, id: string): Step<S>;
  /**
   * `next` ends the current turn; `step` moves the clock by exactly one (a second, a count) where that means something.
   * As the clock arrives, the timed effects that end there end first (core/effects.ts `expireOnArrival`, with the
   * conditions they held), so the moment's movement and its turn are worked out without them (docs/rules.md §12).
   */
  advance(state: S, dice: Dice, options: RuleOptions, mode: 'next' | 'step'): Step<S>;
  declare(state: S, id: string, action: string, input: ActionInput, dice: Dice, options: RuleOptions, note: string): Step<S>;
  react(state: S, id: string, note: string, options: RuleOptions): Step<S>;
  /** Why the combatant cannot react now (what `react` would refuse with), or null when it may: menus ask it. */
  reactionRefused(state: S, id: string): Rejection | null;
  /**
   * The actions the combatant whose turn it is may declare now (what `declare` would accept from it, a condition that
   * stops it acting aside), and the action it has taken this turn if its turn goes on after it: menus ask it. The
   * rondel: no Hold right after a hold; 10-second rounds: none once the turn's action is taken, and no stand in
   * defense after a reaction this round.
   */
  actionsNow(state: S, id: string): ActionsNow;
  /**
   * A prone combatant stands up (docs/rules.md §14 ruling 90): when the rule set allows it (a movement window or
   * moment, its own turn), or now as its reaction when `react` (where the rule set has one for it). Prone and any timed
   * prone go; its allowance at this moment is what standing leaves (none at a window; half its hexes on its turn).
   * Refused (`not-prone`, `cannot-stand`, `stand-later`, a reaction's refusals) otherwise.
   */
  stand(state: S, id: string, react: boolean, options: RuleOptions): Step<S>;
  /** The GM's override of when a combatant acts next (its count, its second, its initiative). */
  place(state: S, id: string, value: number, dice: Dice): Step<S>;
  /** `place` for several combatants at one value: the tie there settled once, refused as a whole when one is. */
  placeAll(state: S, ids: readonly string[], value: number, dice: Dice): Step<S>;
  setTier(state: S, id: string, tier: TierKey): Step<S>;
  setPerception(state: S, id: string, mod: number): Step<S>;
  changeConditions(state: S, id: string, add: readonly ConditionKey[], remove: readonly ConditionKey[]): Step<S>;
  /**
   * The token was renamed at the table: the combatant's name, and every copy of it the state keeps (core/rename.ts).
   * No event and no step of its own: the app renames every step of the history (docs/rules.md §14, ruling 89). The
   * same object when the state does not name the combatant, or already by that name.
   */
  rename(state: S, id: string, name: string): S;

  /** The combatant whose turn it is now, if any. */
  current(state: S): BaseCombatant | undefined;
  /** Everyone in acting order. */
  order(state: S): readonly BaseCombatant[];
  /** The clock (the `count` of the events). */
  clock(state: S): number;
  /** The round, in rule sets that have rounds; null in the rondel. */
  round(state: S): number | null;
  /** A combatant's value in the tracker: its next count, its second, its initiative. */
  valueOf(state: S, id: string): number | null;
  /**
   * When that value is of a later round, not this one (20-second rounds: an action carried over, docs/rules.md §9.2,
   * ruling 19): how many rounds ahead, and the value there; null when it is this round's. Absent: never.
   */
  ahead?(state: S, id: string): { readonly rounds: number; readonly value: number } | null;
  /**
   * Whether the combatant's turn of this round is over while `valueOf` still gives its value (10-second rounds keep
   * the initiative): the public order lists it last, with no value. Absent: `valueOf` already says so.
   */
  doneThisRound?(state: S, id: string): boolean;
  /** The markers a combatant shows now. */
  marks(state: S, id: string): readonly Mark[];
  /** What it may move now, when now is a movement window or moment; null otherwise. */
  allowance(state: S, id: string, options: RuleOptions): Allowance | null;
  /**
   * The rule sets that count hexes per round: what the combatant may move at the moment now or next, or still this
   * round, for the status card (null for one not in the fight). The rondel has its tiers and windows instead.
   */
  moveOutlook?(state: S, id: string): MoveOutlook | null;
  tracker(state: S): TrackerView;
  /**
   * The combatants whose `marks` or `allowance` may differ between `before` and `after` although their combatant
   * object is the same one (`===`) in both: a countdown that moved with the clock, a marker that ends, a window that
   * opened; null when anyone's may. `allowance` says whether allowances matter too (movement badges). A combatant
   * whose object changed need not be named: it is looked at anyway. Lets the adapter keep everyone else's markers as
   * they were; a rule set without it has everyone's looked at.
   */
  marksMoved?(before: S, after: S, allowance: boolean): ReadonlySet<string> | null;
  /** After a step at a movement window, what changed in anyone's allowance (so cards and badges agree). */
  windowChanges(before: S, after: S, options: RuleOptions): FightEvent[];
  /** Every problem of a stored state; [] when it is one of this rule set's states. */
  validate(value: unknown): string[];

  /** 20-second rounds: the fight's terrain, which divides the hexes of a round (docs/rules.md §9.2). */
  terrain?(state: S, terrain: string): Step<S>;
  /** 20-second rounds: speech is held and posted after the round's last second. */
  say?(state: S, id: string, text: string): Step<S>;
  /**
   * 10-second rounds: the trigger of a readied action happened; it is taken at once. With `readiedIn` (a Trigger
   * button's round), only the action readied in that round fires.
   */
  trigger?(state: S, id: string, note: string, readiedIn?: number): Step<S>;
}

/**
 * The hexes per round a sheet gives now, as a rule set keeps them (a whole number from 0 to `most`, or null), or
 * undefined when the sheet could not say (docs/rules.md §9.2, §9.3).
 */
export function hexesNow(read: InitiativeNow | null | undefined, most: number): number | null | undefined {
  if (!read || read.hexesPerRound === undefined) return undefined;
  const h = read.hexesPerRound;
  return h === null || !Number.isFinite(h) ? null : Math.max(0, Math.min(most, Math.trunc(h)));
}
