// What the script keeps: the GM's configuration and the fight (its rule set, its page, its undo timeline).
// Plain JSON data; src/roll20/store.ts keeps it in Roll20's `state` with its migrations.
import type { Timeline } from '../rules/core/history';
import type { FightStateBase, RuleSetId } from '../rules/core/rule-set';
import type { ConditionKey } from '../rules/core/conditions';
import { DEFAULT_RULE_SET } from '../rules/registry';
import { DEFAULT_PATTERN, type MovementPattern } from '../rules/rondel/windows';
import type { RollLedger } from './damage';

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
  /**
   * Full Guard (and standing in defense), holding and dashing show as markers on the tokens (off by default: the cards
   * announce them, `status` lists them; docs/rules.md §14).
   */
  readonly statusMarkers: boolean;
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
  /** An attack's damage lowers the target's body at once, without the GM's Apply click (docs/rules.md §10). */
  readonly autoDamage: boolean;
  /**
   * How the due token is marked on the map (docs/rules.md §15): a ring the script draws and moves (one object update
   * per turn change), the GM's own image moved the same way, an aura or a tint on the due token itself (two updates per
   * turn change: the new token marked, the old one put back), or nothing.
   */
  readonly indicator: 'ring' | 'graphic' | 'aura' | 'tint' | 'off';
  /** The image of the `graphic` indicator: one from the GM's own library (its thumb URL); '' for none. */
  readonly indicatorImage: string;
  /** Ping the due token for its controllers when a turn starts. */
  readonly ping: boolean;
  /** The fight's clock as a text object on the map (one more update per change of the clock). */
  readonly counterText: boolean;
  /** What runs when a turn starts, a round starts, a movement window opens: an API command or #macro ('' for none). */
  readonly hooks: Readonly<Record<HookKey, string>>;
  /** Seconds after which a turn that has not ended is reminded of; 0 for none. */
  readonly turnTimer: number;
}

export const HOOK_KEYS = ['turn', 'round', 'window'] as const;
export type HookKey = (typeof HOOK_KEYS)[number];

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
  statusMarkers: false,
  announce: 'all',
  passedOver: 'guard',
  alias: '',
  pattern: DEFAULT_PATTERN,
  trackerEdits: 'ask',
  rules: DEFAULT_RULE_SET,
  rerollEachRound: false,
  eot: false,
  conditionMarkers: DEFAULT_CONDITION_MARKERS,
  autoDamage: false,
  indicator: 'ring',
  indicatorImage: '',
  ping: false,
  counterText: false,
  hooks: { turn: '', round: '', window: '' },
  turnTimer: 0,
};

export interface Fight {
  /** The rule set the fight is played under; it never changes during the fight (docs/rules.md §9). */
  readonly rules: RuleSetId;
  readonly pageId: string;
  readonly timeline: Timeline<FightStateBase>;
  /** The turn order as the script last wrote it, to notice writes by others (which fire no event). */
  readonly lastTurnOrder: string;
  /**
   * The fight's serial, new at every `start` (`Stored.fights`): the buttons made for it send it (`--fight N`), and a
   * press in another fight is refused (docs/rules.md §15). Kept through undo, redo and restarts; absent in a fight
   * stored before fights had one.
   */
  readonly serial?: number;
  /**
   * `end` asked the GM about this fight, and it has not moved since: the ask's End button ends it (docs/rules.md §15).
   * Any step of the fight drops it (fight-with.ts), and a new fight starts without it.
   */
  readonly endAsked?: true;
  /** `start` asked the GM about replacing this fight, and it has not moved since: the ask's button starts a new one. */
  readonly startAsked?: true;
  /**
   * The adoptions of tracker edits the GM's cards offer while the fight has not moved since (src/app/adopt.ts,
   * docs/rules.md ruling 94): an Adopt button acts only while its adoption is here. Any step of the fight drops them.
   */
  readonly adoptAsked?: readonly string[];
  /**
   * The tags taken off the tokens of combatants that joined the running fight (`add`, an adopted tracker row), by token
   * id, as the tokens showed them: an `undo` that takes such a combatant out again puts them back (docs/rules.md §8,
   * §15). Kept through the fight's steps; absent while no joining took a tag off.
   */
  readonly takenAtJoin?: Readonly<Record<string, readonly string[]>>;
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
  /** The serial of the last fight started (`Fight.serial`); absent before the first. */
  readonly fights?: number;
  /** Attacks whose damage may be applied, and applications made outside a fight; absent until the first roll. */
  readonly rolls?: RollLedger;
  /**
   * The objects the script placed on the map for the table (docs/rules.md §15): the turn indicator and the counter
   * text. Optional: data stored before it existed loads without it, read as none.
   */
  readonly table?: TableObjects | null;
}

export interface TableObjects {
  /** The indicator object's id and what it is ('path' ring or 'graphic'). */
  readonly indicator: { readonly id: string; readonly type: 'path' | 'graphic' } | null;
  /** The counter text object's id. */
  readonly counter: string | null;
  /**
   * The token an aura or tint indicator marks now, and what the script changed on it: `was` holds its own values, put
   * back when the mark moves on; `set` what the script wrote, so a value the GM changed by hand meanwhile is kept.
   * Optional: data stored before it existed loads without it.
   */
  readonly marked?: MarkedToken | null;
}

export interface MarkedToken {
  readonly id: string;
  readonly kind: 'aura' | 'tint';
  readonly was: Readonly<Record<string, string | number | boolean>>;
  readonly set: Readonly<Record<string, string | number | boolean>>;
}

export interface Cleanup {
  readonly ids: readonly string[];
  readonly tags: readonly string[];
  /**
   * The tags an undo was to give back to tokens whose joining took them off (`Fight.takenAtJoin`), by token id, where
   * Roll20 refused the write: given back at the next commit. Absent when there are none.
   */
  readonly giveBack?: Readonly<Record<string, readonly string[]>>;
}

export function freshStore(): Stored {
  return { schemaVersion: SCHEMA_VERSION, config: DEFAULT_CONFIG, fight: null, helpVersion: '', optionsSaved: 0, cleanup: null };
}

