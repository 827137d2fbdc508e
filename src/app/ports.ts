// What the use cases need of the table, as plain interfaces: src/roll20/ implements them over Roll20's sandbox, the
// tests with fakes. Nothing here names a sandbox global.
import type { Dice } from '../rules/core/dice';
import type { Html } from '../render/html';
import type { MenuSheet, SheetValues } from './sheet';
import type { RollSheet } from './roll-sheet';

/** Who sent a command. Another script (`playerid` "API") is trusted like the GM. */
export interface Sender {
  readonly playerId: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly isApi: boolean;
}

export type Audience = 'all' | 'gm' | { readonly player: string };

export interface Outgoing {
  readonly to: Audience;
  readonly html: Html;
  readonly noarchive?: boolean;
}

/** A token as the use cases see it. */
export interface TokenInfo {
  readonly id: string;
  /** Its name (or its character's), cut to a readable length. */
  readonly name: string;
  readonly pageId: string;
  readonly layer: string;
  /** The character it represents, or null. */
  readonly represents: string | null;
  /** Player ids that control it, its character's included; may hold 'all'. */
  readonly controllers: readonly string[];
  /** A card from a deck, which is never a combatant. */
  readonly isCard: boolean;
  /** Its image (Roll20's imgsrc), for the cards; absent when it has none. */
  readonly image?: string;
}

/** The table: tokens, their sheets, the players. Read-only; every write goes through an outcome. */
export interface World {
  token(id: string): TokenInfo | undefined;
  /** The players who control the token (as `token(id).controllers`), reading no more of it. */
  controllers?(id: string): readonly string[] | undefined;
  /** Whether the token is still there: cheaper than reading it. */
  exists(id: string): boolean;
  /**
   * Whether the token is there but represents a character that is gone (deleted by a script, which fires no event, or
   * while the sandbox was down). Absent: never.
   */
  orphaned?(id: string): boolean;
  /** The token's layer (undefined when it is gone): cheaper than reading it. */
  layer(id: string): string | undefined;
  /**
   * True when the world reads each token's layer, controllers, image and whole data at most once (the world of one
   * command): a step's cards then need no memory of their own over it (world-reads.ts `readOnce`).
   */
  readonly readsOnce?: boolean;
  /** The token's image (as `token(id).image`), reading no more of it. */
  image?(id: string): string | undefined;
  /** The sheet values of the character a token represents (the defaults when it has none). */
  sheet(tokenId: string): SheetValues;
  /** The sheet values an action menu prefills (as `sheet(tokenId)` has them), reading no more of the sheet. */
  menuSheet?(tokenId: string): MenuSheet;
  isGM(playerId: string): boolean;
  /** The first GM's player id, for GM macros made on another script's behalf. */
  firstGM(): string | undefined;
  characterName(characterId: string): string | undefined;
  /** The tokens of a page whose name is this one, in any case (cards excluded). */
  tokensNamed(name: string, pageId: string): readonly TokenInfo[];
  /** The page the players are on. */
  playerPage(): string;
  /** The campaign's custom token markers (name and tag). */
  customMarkers(): readonly { readonly name: string; readonly tag: string }[];
  /** What the rolls read of a character's sheet (NO_ROLL_SHEET for null or a character that is gone). */
  rollSheet(characterId: string | null): RollSheet;
  /**
   * Whether a character's tokens on the map are all on the GM layer (it has one at least): a roll from its sheet is
   * then the GM's alone, as one with the token (docs/rules.md §10, §15).
   */
  onlyHiddenTokens(characterId: string): boolean;
  /** A character's name and the players who control it; undefined when it is gone. */
  character(characterId: string): { readonly name: string; readonly controllers: readonly string[] } | undefined;
  /** A token's body points as the table holds them (docs/rules.md §10); undefined when the token is gone. */
  body(tokenId: string): BodyReading | undefined;
}

export type BarKey = 'bar1' | 'bar2' | 'bar3';

/** Where a token's body points are: the character's `body_points` when a bar is linked to it, else bar1's value. */
export interface BodyReading {
  readonly characterId: string | null;
  /** The bar linked to the character's body_points, if any. */
  readonly linkedBar: BarKey | null;
  /** The body_points attribute's current value, when it has an object and a number. */
  readonly attribute: number | null;
  /** The value of the linked bar, else of bar1, when it is a number. */
  readonly bar: number | null;
}

export interface Ports {
  readonly world: World;
  readonly dice: Dice;
}

/** A write to the campaign beyond the fight itself. */
export type Effect =
  | { readonly kind: 'macro'; readonly playerId: string; readonly name: string; readonly action: string }
  | { readonly kind: 'ability'; readonly characterId: string; readonly name: string; readonly action: string }
  /** A token action of ours taken off the character (only while its action is still ours: the GM's own stays). */
  | { readonly kind: 'ability-gone'; readonly characterId: string; readonly name: string; readonly action: string }
  /** A character attribute's current value (body_points after damage, the conditions text). */
  | { readonly kind: 'attribute'; readonly characterId: string; readonly name: string; readonly current: string | number }
  /** A token bar's value (body points on a token). */
  | { readonly kind: 'bar'; readonly tokenId: string; readonly bar: 'bar1' | 'bar2' | 'bar3'; readonly value: number };
