// Who is who at the table, as the use cases read it: a token hidden from the players, who controls it, its name and
// its image, and whether a sender may act for it; during a step each token is read once.
import { findById } from '../rules/core/lookup';
import type { FightStateBase } from '../rules/core/rule-set';
import type { VisibleName } from '../render/refusals';
import { menuSheetOf, type MenuSheet, type SheetValues } from './sheet';
import type { BodyReading, Sender, TokenInfo, World } from './ports';
import type { RollSheet } from './roll-sheet';

/**
 * The world as one step's cards read it: a token's layer, controllers and data are read once however many lines name
 * it (the card, the GM's card, the menu). Only for the time a step's outcome is made: nothing writes to the world then.
 */
export function readOnce(world: World): World {
  return world.readsOnce === true ? world : new ReadOnce(world);
}

class ReadOnce implements World {
  private readonly tokens = new Map<string, TokenInfo | undefined>();
  private readonly layers = new Map<string, string | undefined>();
  private readonly owners = new Map<string, readonly string[] | undefined>();
  private readonly gms = new Map<string, boolean>();
  private readonly images = new Map<string, string | undefined>();
  readonly controllers?: (id: string) => readonly string[] | undefined;
  readonly image?: (id: string) => string | undefined;
  readonly orphaned?: (id: string) => boolean;

  constructor(private readonly world: World) {
    if (world.controllers) this.controllers = (id) => once(this.owners, id, () => world.controllers?.(id));
    if (world.image) this.image = (id) => once(this.images, id, () => world.image?.(id));
    if (world.orphaned) this.orphaned = (id) => world.orphaned?.(id) === true;
  }

  token(id: string): TokenInfo | undefined {
    return once(this.tokens, id, () => this.world.token(id));
  }
  layer(id: string): string | undefined {
    return once(this.layers, id, () => this.world.layer(id));
  }
  isGM(playerId: string): boolean {
    return once(this.gms, playerId, () => this.world.isGM(playerId));
  }
  exists(id: string): boolean {
    return this.world.exists(id);
  }
  sheet(tokenId: string): SheetValues {
    return this.world.sheet(tokenId);
  }
  menuSheet(tokenId: string): MenuSheet {
    return this.world.menuSheet ? this.world.menuSheet(tokenId) : menuSheetOf(this.world.sheet(tokenId));
  }
  firstGM(): string | undefined {
    return this.world.firstGM();
  }
  characterName(characterId: string): string | undefined {
    return this.world.characterName(characterId);
  }
  onlyHiddenTokens(characterId: string): boolean {
    return this.world.onlyHiddenTokens(characterId);
  }
  tokensNamed(name: string, pageId: string): readonly TokenInfo[] {
    return this.world.tokensNamed(name, pageId);
  }
  playerPage(): string {
    return this.world.playerPage();
  }
  customMarkers(): readonly { readonly name: string; readonly tag: string }[] {
    return this.world.customMarkers();
  }
  rollSheet(characterId: string | null): RollSheet {
    return this.world.rollSheet(characterId);
  }
  character(characterId: string): { readonly name: string; readonly controllers: readonly string[] } | undefined {
    return this.world.character(characterId);
  }
  body(tokenId: string): BodyReading | undefined {
    return this.world.body(tokenId);
  }
}

/** The value read for a key, read on the first asking. */
function once<T>(seen: Map<string, T>, key: string, read: () => T): T {
  if (seen.has(key)) return seen.get(key) as T;
  const value = read();
  seen.set(key, value);
  return value;
}

/**
 * A layer whose graphics the players' view never draws: the GM layer, and the dynamic lighting layer (`walls`), where a
 * GM may put a token as they do a light source (docs/rules.md §15: a token there is as hidden as one on the GM layer).
 */
export function isHiddenLayer(layer: unknown): boolean {
  return layer === 'gmlayer' || layer === 'walls';
}

/**
 * A token the players cannot see: on a hidden layer (`isHiddenLayer`), or gone (a deleted token's layer can no longer be
 * read, so what concerns it is for the GM alone).
 */
export function isHidden(world: World, id: string): boolean {
  const layer = world.layer(id);
  return layer === undefined || isHiddenLayer(layer);
}

export function nameLookup(...states: (FightStateBase | null | undefined)[]): (id: string) => string {
  let asked = 0;
  return (id) => {
    asked += 1;
    // indexed: asked for every name of every card, in code the engine seldom optimises (render/cards.ts bodyRows); the
    // first few names of a step (most steps name a few) by a plain pass, the many of a movement window by the index
    const direct = asked <= DIRECT_NAMES;
    for (let i = 0; i < states.length; i += 1) {
      const s = states[i];
      const c = s ? (direct ? firstById(s.combatants, id) : findById(s.combatants, id)) : undefined;
      if (c) return c.name;
    }
    return 'Someone';
  };
}

/** How many names a lookup finds by a plain pass before it asks the index (lookup.ts). */
const DIRECT_NAMES = 12;

/** The first combatant of the list with this id (what lookup.ts `findById` answers), by an indexed pass. */
function firstById<C extends { readonly id: string }>(list: readonly C[], id: string): C | undefined {
  for (let i = 0; i < list.length; i += 1) if ((list[i] as C).id === id) return list[i];
  return undefined;
}

/** Names as this sender may read them: a player never learns the name of a combatant hidden from the players. */
export function namesFor(world: World, sender: Sender, ...states: (FightStateBase | null | undefined)[]): VisibleName {
  const name = nameLookup(...states);
  return (id) => (sender.isGM || !isHidden(world, id) ? name(id) : null);
}

/** A token's image, reading no more of it than that where the world can. */
export function imageOfToken(world: World, id: string): string | undefined {
  return world.image ? world.image(id) : world.token(id)?.image;
}

/** The players who control a token (undefined when it is gone), reading no more of it than that where the world can. */
export function controllersOf(world: World, id: string): readonly string[] | undefined {
  return world.controllers ? world.controllers(id) : world.token(id)?.controllers;
}

/** A combatant a player plays: its lines are the last a card cuts. */
export function playedByAPlayer(world: World, id: string): boolean {
  const ids = controllersOf(world, id);
  // indexed: asked of every combatant of a movement window
  if (ids === undefined) return false;
  for (let i = 0; i < ids.length; i += 1) {
    const p = ids[i] as string;
    if (p === 'all' || !world.isGM(p)) return true;
  }
  return false;
}

/**
 * Whether the sender may act for a token: the GM always; a player when it controls it (or everyone does), and the
 * token is not on the GM layer (a hidden token is the GM's to play, even one a player controls).
 */
export function controls(world: World, sender: Sender, id: string): boolean {
  if (sender.isGM) return true;
  const layer = world.layer(id);
  if (layer === undefined || isHiddenLayer(layer)) return false;
  const ids = (world.controllers ? world.controllers(id) : world.token(id)?.controllers) ?? [];
  return ids.includes('all') || ids.includes(sender.playerId);
}
