// The table as the use cases see it (src/app/ports.ts), read from Roll20's objects: tokens, their characters'
// sheets, the players. Only reads: every write is the commit's.
import type { TokenInfo, World } from '../app/ports';
import { NO_SHEET, readSheet, type SheetValues } from '../app/sheet';

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

export function tokenInfo(token: Roll20Graphic): TokenInfo {
  const charId = token.get('represents');
  const represents = typeof charId === 'string' && charId !== '' ? charId : null;
  const character = represents ? getObj('character', represents) : undefined;
  // the players who control a token: its own controlledby, and its character's
  const controllers = [...new Set([...idList(token.get('controlledby')), ...idList(character?.get('controlledby'))])];
  return {
    id: token.id,
    name: tokenName(token, character),
    pageId: String(token.get('_pageid') ?? ''),
    layer: String(token.get('layer') ?? ''),
    represents,
    controllers,
    isCard: token.get('_subtype') === 'card',
  };
}

function sheetOf(token: Roll20Graphic | undefined): SheetValues {
  const charId = token?.get('represents');
  if (typeof charId !== 'string' || charId === '' || !getObj('character', charId)) return NO_SHEET;
  // one pass over the character's attributes: an attribute with an object is read from it (what getAttrByName
  // answers for it); one without is missing, so its fallback applies (src/app/sheet.ts)
  const attrs = new Map<string, Roll20Attribute>();
  for (const a of findObjs({ _type: 'attribute', _characterid: charId })) {
    const name = String(a.get('name')).toLowerCase();
    if (!attrs.has(name)) attrs.set(name, a);
  }
  return readSheet(
    (name) => attrs.get(name.toLowerCase())?.get('current'),
    (name) => attrs.has(name),
  );
}

export function customMarkers(): { name: string; tag: string }[] {
  try {
    const raw = Campaign().get('_token_markers') ?? Campaign().get('token_markers');
    const list: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((m): m is { name: string; tag: string } => typeof m?.name === 'string' && typeof m?.tag === 'string') : [];
  } catch {
    return [];
  }
}

/** The World port over the sandbox. Token reads are memoised for one command: a command reads a token once. */
export function roll20World(): World {
  const tokens = new Map<string, TokenInfo | undefined>();
  const layers = new Map<string, string | undefined>();
  /** A token's layer, or undefined when it is gone: one read per token and command. */
  const layer = (id: string): string | undefined => {
    if (tokens.has(id)) return tokens.get(id)?.layer;
    if (!layers.has(id)) {
      const token = getObj('graphic', id);
      layers.set(id, token ? String(token.get('layer') ?? '') : undefined);
    }
    return layers.get(id);
  };
  return {
    token(id) {
      if (!tokens.has(id)) {
        const token = getObj('graphic', id);
        tokens.set(id, token ? tokenInfo(token) : undefined);
      }
      return tokens.get(id);
    },
    exists: (id) => layer(id) !== undefined,
    layer,
    sheet: (id) => sheetOf(getObj('graphic', id)),
    isGM: (playerId) => playerIsGM(playerId),
    firstGM: () => findObjs({ _type: 'player' }).find((p) => playerIsGM(p.id))?.id,
    characterName(characterId) {
      const name = getObj('character', characterId)?.get('name');
      return typeof name === 'string' ? name : undefined;
    },
    customMarkers,
  };
}
