// The table as the use cases see it (src/app/ports.ts), read from Roll20's objects: tokens, their characters'
// sheets, the players. Only reads: every write is the commit's.
import type { BarKey, BodyReading, TokenInfo, World } from '../app/ports';
import { chosenSpellName, chosenSpellTradition, menuValues, sheetRows, NO_MENU_SHEET, NO_SHEET, readSheet, type MenuSheet, type SheetValues } from '../app/sheet';
import { NO_ROLL_SHEET, readRollSheet, type RollSheet } from '../app/roll-sheet';
import { isHiddenLayer } from '../app/world-reads';

/** Names are cut here, once, so every card and every refusal stays readable whatever a token is called. */
export const NAME_LIMIT = 40;

function shortName(name: string): string {
  const chars = Array.from(name.replace(/\s+/g, ' ').trim());
  return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_LIMIT - 1).join('')}…` : chars.join('');
}

function idList(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

function tokenName(token: Roll20Graphic, character: Roll20Character | undefined): string {
  const own = token.get('name');
  if (typeof own === 'string' && own.trim() !== '') return shortName(own);
  const name = character?.get('name');
  return typeof name === 'string' && name.trim() !== '' ? shortName(name) : 'Unnamed token';
}

/** A token's name as the cards give it (tokenInfo's), reading its character only when the token has no name. */
export function nameOnMap(token: Roll20Graphic): string {
  const own = token.get('name');
  return typeof own === 'string' && own.trim() !== '' ? shortName(own) : tokenName(token, characterOf(token));
}

const NO_IDS: readonly string[] = [];
/** `controlledby` lists as read, by their text: a campaign has a few, named by many tokens and characters. */
const idLists = new Map<string, readonly string[]>();
const MOST_ID_LISTS = 512;

function idsOf(value: unknown): readonly string[] {
  if (typeof value !== 'string' || value === '') return NO_IDS;
  let ids = idLists.get(value);
  if (!ids) {
    if (idLists.size >= MOST_ID_LISTS) idLists.clear();
    idLists.set(value, (ids = idList(value)));
  }
  return ids;
}

/** The players who control a token: its own controlledby, and its character's. */
function controllersOf(token: Roll20Graphic, character: Roll20Character | undefined): string[] {
  const own = idsOf(token.get('controlledby'));
  const theirs = idsOf(character?.get('controlledby'));
  // most tokens are controlled through one of the two, or by nobody
  if (theirs.length === 0 && own.length <= 1) return [...own];
  if (own.length === 0 && theirs.length <= 1) return [...theirs];
  return [...new Set([...own, ...theirs])];
}

function characterOf(token: Roll20Graphic): Roll20Character | undefined {
  const charId = token.get('represents');
  return typeof charId === 'string' && charId !== '' ? getObj('character', charId) : undefined;
}

export function tokenInfo(token: Roll20Graphic): TokenInfo {
  const charId = token.get('represents');
  const represents = typeof charId === 'string' && charId !== '' ? charId : null;
  const character = represents ? getObj('character', represents) : undefined;
  const controllers = controllersOf(token, character);
  const image = imageOf(token);
  return {
    id: token.id,
    name: tokenName(token, character),
    pageId: String(token.get('_pageid') ?? ''),
    layer: String(token.get('layer') ?? ''),
    represents,
    controllers,
    isCard: token.get('_subtype') === 'card',
    ...(image === undefined ? {} : { image }),
  };
}

/** A token's image (its imgsrc), undefined when it has none. */
function imageOf(token: Roll20Graphic): string | undefined {
  const src = token.get('imgsrc');
  return typeof src === 'string' && src !== '' ? src : undefined;
}

/** The prefix of the spell rows' attributes, in lower case. */
const SPELL_ROWS = 'repeating_spells_';

/** A character's attributes by name (in lower case, the first of a name), and its spell rows read whole. */
interface SheetAttributes {
  readonly attrs: ReadonlyMap<string, Roll20Attribute>;
  readonly spells: readonly { readonly name: string; readonly current: unknown }[];
}

/** The attributes of a character (the one a token represents: none when it represents none, or one that is gone). */
function sheetAttributes(character: Roll20Character | undefined): SheetAttributes | null {
  if (!character) return null;
  const charId = character.id;
  // one pass over the character's attributes: an attribute with an object is read from it (what getAttrByName
  // answers for it); one without is missing, so its fallback applies (src/app/sheet.ts)
  const attributes = findObjs({ _type: 'attribute', _characterid: charId });
  const attrs = new Map<string, Roll20Attribute>();
  // the chosen spell's tradition is read from the spell rows alone (src/app/sheet.ts): only theirs are read whole
  const spells: { name: string; current: unknown }[] = [];
  for (let i = 0; i < attributes.length; i += 1) {
    const a = attributes[i] as Roll20Attribute;
    const own = String(a.get('name'));
    const name = own.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, a);
    if (name.startsWith(SPELL_ROWS)) spells.push({ name: own, current: a.get('current') });
  }
  return { attrs, spells };
}

function sheetOf(character: Roll20Character | undefined): SheetValues {
  const read = sheetAttributes(character);
  if (!read) return NO_SHEET;
  const { attrs, spells } = read;
  const values = readSheet(
    (name) => attrs.get(name.toLowerCase())?.get('current'),
    (name) => attrs.has(name),
  );
  // the rows' own numbers (docs/rules.md §4): a row's Act or Cast button sends them, not the player's typing
  const rows = sheetRows([...attrs].filter(([name]) => name.startsWith('repeating_')).map(([name, a]) => ({ name, current: a.get('current') })));
  return { ...values, tradition: chosenSpellTradition(spells), spell: chosenSpellName(spells), rows };
}

/**
 * What `sheetOf` gives of the values a menu prefills, reading only their attributes: one pass over the character's
 * attributes keeps the first of each of the menu's three names (what `sheetAttributes` would keep of them) and the
 * spell rows, without a map of every name (a menu comes at every turn).
 */
function menuSheetOf(character: Roll20Character | undefined): MenuSheet {
  if (!character) return NO_MENU_SHEET;
  const attributes = findObjs({ _type: 'attribute', _characterid: character.id });
  let speed: Roll20Attribute | undefined;
  let agility: Roll20Attribute | undefined;
  let agilityScore: Roll20Attribute | undefined;
  let cast: Roll20Attribute | undefined;
  const spells: { name: string; current: unknown }[] = [];
  for (let i = 0; i < attributes.length; i += 1) {
    const a = attributes[i] as Roll20Attribute;
    const own = String(a.get('name'));
    const name = own.toLowerCase();
    if (name === 'weapon_speed') speed ??= a;
    else if (name === 'agility_mod') agility ??= a;
    else if (name === 'agility') agilityScore ??= a;
    else if (name === 'casting_time') cast ??= a;
    else if (name.startsWith(SPELL_ROWS)) spells.push({ name: own, current: a.get('current') });
  }
  // each value read as readMenuSheet reads it (src/app/sheet.ts `menuValues`): a missing attribute is undefined
  return menuValues(speed?.get('current'), agility?.get('current'), cast?.get('current'), chosenSpellTradition(spells), agilityScore?.get('current'), chosenSpellName(spells));
}

function rollSheetOf(charId: string | null): RollSheet {
  if (charId === null || !getObj('character', charId)) return NO_ROLL_SHEET;
  const attributes = findObjs({ _type: 'attribute', _characterid: charId });
  const names = new Set(attributes.map((a) => String(a.get('name')).toLowerCase()));
  return readRollSheet(
    (name) => getAttrByName(charId, name),
    (name) => names.has(name),
    attributes.map((a) => ({ name: String(a.get('name')), current: a.get('current') })),
  );
}

function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/^\s*[+-]?\d{1,7}(\.\d+)?\s*$/.test(v)) return null;
  return Number(v);
}

/** The body_points attribute of a character, found without regard to case. */
export function bodyAttribute(charId: string): Roll20Attribute | undefined {
  return findObjs({ _type: 'attribute', _characterid: charId }).find((a) => String(a.get('name')).toLowerCase() === 'body_points');
}

function bodyOf(token: Roll20Graphic): BodyReading {
  const charId = token.get('represents');
  const characterId = typeof charId === 'string' && charId !== '' && getObj('character', charId) ? charId : null;
  const attr = characterId ? bodyAttribute(characterId) : undefined;
  const bars: BarKey[] = ['bar1', 'bar2', 'bar3'];
  const linkedBar = attr ? (bars.find((b) => token.get(`${b}_link` as never) === attr.id) ?? null) : null;
  return {
    characterId,
    linkedBar,
    attribute: attr ? numberOf(attr.get('current')) : null,
    bar: numberOf(token.get(`${linkedBar ?? 'bar1'}_value` as never)),
  };
}

/**
 * The campaign's marker list as last read, and the text it was read from (or undefined: none): parsed again only when
 * it changed. The list is handed out as it is, read-only: nobody changes it.
 */
let markersRead: { raw: unknown; list: readonly { readonly name: string; readonly tag: string }[] } | null = null;

export function customMarkers(): readonly { readonly name: string; readonly tag: string }[] {
  try {
    const campaign = Campaign();
    const raw = campaign.get('_token_markers') ?? campaign.get('token_markers');
    if (markersRead && markersRead.raw === raw && (typeof raw === 'string' || raw === undefined)) return markersRead.list;
    const parsed: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : [];
    const list = Array.isArray(parsed) ? parsed.filter((m): m is { name: string; tag: string } => typeof m?.name === 'string' && typeof m?.tag === 'string') : [];
    markersRead = { raw, list };
    return list;
  } catch {
    return [];
  }
}

/** A read not made yet (`undefined` is an answer: the token is gone, or has no image). */
const NOT_READ: unique symbol = Symbol('not read');
type Read<T> = T | typeof NOT_READ;

/**
 * What one command has read of a token, in one record (one map entry per token however many things are asked of it:
 * a movement window asks the layer and the controllers of every combatant).
 */
class TokenReads {
  info: Read<TokenInfo | undefined> = NOT_READ;
  layer: Read<string | undefined> = NOT_READ;
  character: Read<Roll20Character | undefined> = NOT_READ;
  controllers: Read<readonly string[] | undefined> = NOT_READ;
  image: Read<string | undefined> = NOT_READ;
  constructor(readonly graphic: Roll20Graphic | undefined) {}
}

/** The World port over the sandbox. Token reads are memoised for one command: a command reads a token once. */
export function roll20World(): World {
  /** The graphics as found, and what was read of them: a command asks several things of the same few tokens. */
  const seen = new Map<string, TokenReads>();
  const reads = (id: string): TokenReads => {
    let r = seen.get(id);
    if (r === undefined) {
      r = new TokenReads(getObj('graphic', id));
      seen.set(id, r);
    }
    return r;
  };
  /** A token's layer, or undefined when it is gone: one read per token and command. */
  const layer = (id: string): string | undefined => {
    const r = reads(id);
    if (r.info !== NOT_READ) return r.info?.layer;
    if (r.layer === NOT_READ) r.layer = r.graphic ? String(r.graphic.get('layer') ?? '') : undefined;
    return r.layer;
  };
  /** The character a token represents: its controllers and its sheet both need it. */
  const characterOfToken = (r: TokenReads): Roll20Character | undefined => {
    if (r.character === NOT_READ) r.character = r.graphic ? characterOf(r.graphic) : undefined;
    return r.character;
  };
  const gms = new Map<string, boolean>();
  return {
    readsOnce: true,
    controllers(id) {
      const r = reads(id);
      if (r.info !== NOT_READ) return r.info?.controllers;
      if (r.controllers === NOT_READ) r.controllers = r.graphic ? controllersOf(r.graphic, characterOfToken(r)) : undefined;
      return r.controllers;
    },
    image(id) {
      const r = reads(id);
      if (r.info !== NOT_READ) return r.info?.image;
      if (r.image === NOT_READ) r.image = r.graphic ? imageOf(r.graphic) : undefined;
      return r.image;
    },
    token(id) {
      const r = reads(id);
      if (r.info === NOT_READ) r.info = r.graphic ? tokenInfo(r.graphic) : undefined;
      return r.info;
    },
    // whether it is there needs no property of it (start-up asks it of every combatant of the history)
    exists: (id) => reads(id).graphic !== undefined,
    // the character is read as the token's sheet and controllers read it, once per command
    orphaned(id) {
      const r = reads(id);
      if (!r.graphic) return false;
      const charId = r.graphic.get('represents');
      const linked = typeof charId === 'string' && charId !== '';
      // the character as characterOf finds it, from the id just read (no second read of the token)
      if (r.character === NOT_READ) r.character = linked ? getObj('character', charId) : undefined;
      return linked && r.character === undefined;
    },
    layer,
    sheet(id) {
      return sheetOf(characterOfToken(reads(id)));
    },
    menuSheet(id) {
      return menuSheetOf(characterOfToken(reads(id)));
    },
    // asked for every controller of every combatant a card ranks: once per player and command
    isGM(playerId) {
      if (!gms.has(playerId)) gms.set(playerId, playerIsGM(playerId));
      return gms.get(playerId) as boolean;
    },
    firstGM: () => findObjs({ _type: 'player' }).find((p) => playerIsGM(p.id))?.id,
    characterName(characterId) {
      const name = getObj('character', characterId)?.get('name');
      return typeof name === 'string' ? name : undefined;
    },
    tokensNamed(name, pageId) {
      const wanted = name.replace(/\s+/g, ' ').trim().toLowerCase();
      return findObjs({ _type: 'graphic', _pageid: pageId })
        .filter((t) => t.get('_subtype') !== 'card' && String(t.get('name') ?? '').replace(/\s+/g, ' ').trim().toLowerCase() === wanted)
        .map((t) => tokenInfo(t as Roll20Graphic));
    },
    playerPage: () => String(Campaign().get('playerpageid') ?? ''),
    customMarkers,
    rollSheet: rollSheetOf,
    onlyHiddenTokens(characterId) {
      const tokens = findObjs({ _type: 'graphic', represents: characterId }).filter((t) => t.get('_subtype') !== 'card');
      return tokens.length > 0 && tokens.every((t) => isHiddenLayer(t.get('layer')));
    },
    character(characterId) {
      const c = getObj('character', characterId);
      if (!c) return undefined;
      const name = c.get('name');
      return { name: shortName(typeof name === 'string' && name.trim() !== '' ? name : 'Unnamed character'), controllers: idList(c.get('controlledby')) };
    },
    body(tokenId) {
      const token = reads(tokenId).graphic;
      return token ? bodyOf(token) : undefined;
    },
  };
}
