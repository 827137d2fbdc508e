// The chat, in and out: who sent a command and what it selected, and the rondel's messages out, each whispered to
// exactly its player or else to the GM.
import type { Stored } from '../app/model';
import type { Outgoing, Sender, TokenInfo } from '../app/ports';
import { meantFor } from '../render/cards';
import { join } from '../render/html';
import { addressOf, type PlayerInfo } from './whisper';
import { isTableObject } from './indicator';
import { tokenInfo } from './world';

export const SPEAKER = 'Rondel';

function players(): PlayerInfo[] {
  const all = findObjs({ _type: 'player' });
  const out: PlayerInfo[] = new Array<PlayerInfo>(all.length);
  for (let i = 0; i < all.length; i += 1) {
    const p = all[i] as Roll20Player;
    out[i] = new Player(p.id, String(p.get('_displayname') ?? ''));
  }
  return out;
}

/** A player of the game; whether it is a GM is asked only of the player a whisper is for. */
class Player implements PlayerInfo {
  private gm: boolean | undefined;

  constructor(
    readonly id: string,
    readonly name: string,
  ) {}

  get isGM(): boolean {
    this.gm ??= playerIsGM(this.id);
    return this.gm;
  }
}

function playerName(id: string): string {
  const name = getObj('player', id)?.get('_displayname');
  return typeof name === 'string' && name !== '' ? name : 'Someone';
}

export function send(message: Outgoing): void {
  let prefix = '/direct ';
  let html = message.html;
  if (message.to === 'gm') prefix = '/w gm ';
  else if (message.to !== 'all') {
    const address = addressOf(message.to.player, players());
    if (address.kind === 'player') prefix = `/w ${address.target} `;
    else {
      prefix = '/w gm ';
      if (address.meantFor !== null) html = join([meantFor(address.meantFor), html]);
    }
  }
  sendChat(SPEAKER, prefix + html, null, message.noarchive ? { noarchive: true } : undefined);
}

export function senderOf(msg: Roll20ChatMessage): Sender {
  if (msg.playerid === 'API') return { playerId: 'API', name: 'API', isGM: true, isApi: true };
  return { playerId: msg.playerid, name: playerName(msg.playerid), isGM: playerIsGM(msg.playerid), isApi: false };
}

/** The selected tokens: graphics that exist, no cards, each once. */
export function selection(stored: Stored, msg: Roll20ChatMessage): TokenInfo[] {
  const list = Array.isArray(msg.selected) ? msg.selected : [];
  const out: TokenInfo[] = [];
  for (const s of list) {
    if (!s || typeof s._id !== 'string' || s._type !== 'graphic') continue;
    const token = getObj('graphic', s._id);
    if (token && token.get('_subtype') !== 'card' && !isTableObject(stored, token.id) && !out.some((t) => t.id === token.id)) out.push(tokenInfo(token));
  }
  return out;
}
