// What the use cases need of the table, as plain interfaces: src/roll20/ implements them over Roll20's sandbox, the
// tests with fakes. Nothing here names a sandbox global.
import type { Dice } from '../rules/core/dice';
import type { Html } from '../render/html';
import type { SheetValues } from './sheet';

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
}

/** The table: tokens, their sheets, the players. Read-only; every write goes through an outcome. */
export interface World {
  token(id: string): TokenInfo | undefined;
  /** Whether the token is still there: cheaper than reading it. */
  exists(id: string): boolean;
  /** The token's layer (undefined when it is gone): cheaper than reading it. */
  layer(id: string): string | undefined;
  /** The sheet values of the character a token represents (the defaults when it has none). */
  sheet(tokenId: string): SheetValues;
  isGM(playerId: string): boolean;
  /** The first GM's player id, for GM macros made on another script's behalf. */
  firstGM(): string | undefined;
  characterName(characterId: string): string | undefined;
  /** The campaign's custom token markers (name and tag). */
  customMarkers(): readonly { readonly name: string; readonly tag: string }[];
}

export interface Ports {
  readonly world: World;
  readonly dice: Dice;
}
