// What the script keeps: the GM's configuration and the fight (its rule set, its page, its undo timeline).
// Plain JSON data; src/roll20/store.ts keeps it in Roll20's `state` with its migrations.
import type { Timeline } from '../rules/core/history';
import type { FightStateBase, RuleSetId } from '../rules/core/rule-set';
import type { ConditionKey } from '../rules/core/conditions';
import { DEFAULT_RULE_SET } from '../rules/registry';
import { DEFAULT_PATTERN, type MovementPattern } from '../rules/rondel/windows';

export const SCHEMA_VERSION = 4;

export interface Config {
  /** Marker tag for the flex marker; '' means: a campaign custom marker named Flex, else lightning-helix. */
  readonly flexMarker: string;
  readonly guardMarker: string;
  readonly holdMarker: string;
  readonly dashMarker: string;
  readonly moveMarker: string;
  /** Show each combatant's hexes as a badge at a movement window (off by default: the window card says it). */
  readonly movementBadges: boolean;
  /** The flex marker counts down the counts left in a badge (off by default: the marker alone, set once). */
  readonly flexCountdown: boolean;
  /** Who sees the rondel's announcements. */
  readonly announce: 'all' | 'gm';
  readonly passedOver: 'guard' | 'reset';
  /** An extra command word, without the `!` ('' for none). */
  readonly alias: string;
  readonly pattern: MovementPattern;
  /**
   * What a tracker edit other than the next-turn button does: `ask` puts it back and offers the GM one click to adopt
   * it (Roll20 does not say who edited, and players may edit); `adopt` takes it as it is.
   */
  readonly trackerEdits: 'ask' | 'adopt';
  /** The game's default rule set for a new fight (`!rondel start --rules ID` chooses another). */
  readonly rules: RuleSetId;
  /** 10-second rounds: roll initiative again at the start of every round (docs/rules.md §9.3). */
  readonly rerollEachRound: boolean;
  /** `!eot` ends one's own turn like `!rondel done`; off by default because other turn scripts claim it. */
  readonly eot: boolean;
  /** The token marker of each condition (docs/rules.md §11); '' shows none. */
  readonly conditionMarkers: Readonly<Record<ConditionKey, string>>;
}

/** Roll20's built-in markers nearest in meaning to each condition. */
export const DEFAULT_CONDITION_MARKERS: Readonly<Record<ConditionKey, string>> = {
  blind: 'bleeding-eye',
  charmed: 'broken-heart',
  deaf: 'edge-crack',
  frightened: 'screaming',
  grappled: 'grab',
  incapacitated: 'interdiction',
  invisible: 'ninja-mask',
  paralyzed: 'frozen-orb',
  petrified: 'broken-skull',
  poisoned: 'chemical-bolt',
  prone: 'back-pain',
  restrained: 'fishing-net',
  stunned: 'pummeled',
  unconscious: 'sleepy',
};

export const DEFAULT_CONFIG: Config = {
  flexMarker: '',
  guardMarker: 'bolt-shield',
  holdMarker: 'stopwatch',
  dashMarker: 'fluffy-wing',
  moveMarker: 'tread',
  movementBadges: false,
  flexCountdown: false,
  announce: 'all',
  passedOver: 'guard',
  alias: '',
  pattern: DEFAULT_PATTERN,
  trackerEdits: 'ask',
  rules: DEFAULT_RULE_SET,
  rerollEachRound: false,
  eot: false,
  conditionMarkers: DEFAULT_CONDITION_MARKERS,
};

export interface Fight {
  /** The rule set the fight is played under; it never changes during the fight (docs/rules.md §9). */
  readonly rules: RuleSetId;
  readonly pageId: string;
  readonly timeline: Timeline<FightStateBase>;
  /** The turn order as the script last wrote it, to notice writes by others (which fire no event). */
  readonly lastTurnOrder: string;
}

export interface Stored {
  readonly schemaVersion: number;
  readonly config: Config;
  readonly fight: Fight | null;
  /** The version whose help handout was last written. */
  readonly helpVersion: string;
  /** Roll20's `lastsaved` of the one-click options last applied (0: none yet). */
  readonly optionsSaved: number;
  /**
   * What a write Roll20 refused left behind for no one to manage: the tokens whose markers (of these tags) still need
   * clearing, and whose tracker entries still need taking out. Tried again at every commit until it succeeds.
   */
  readonly cleanup: Cleanup | null;
}

export interface Cleanup {
  readonly ids: readonly string[];
  readonly tags: readonly string[];
}

export function freshStore(): Stored {
  return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: '', optionsSaved: 0, cleanup: null };
}

