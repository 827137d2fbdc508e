// How to reach one player privately. Roll20 whispers by display name (`/w "Name"`, or an unquoted first word), so a
// private message can miss its player or reach another one: a name that holds a double quote cannot be quoted, two
// players can share a name, and a controller may have left the game. Whatever cannot be addressed to exactly its
// player goes to the GM, with a line saying for whom it was meant.

export type Address =
  /** `/w <target>` reaches exactly this player. */
  | { readonly kind: 'player'; readonly target: string }
  /** The GM reads it: the player is a GM, or could not be addressed (`meantFor` says who it was for). */
  | { readonly kind: 'gm'; readonly meantFor: string | null };

export interface PlayerInfo {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The address of `playerId` among `players` (every player of the game). Roll20 matches a whisper's name against the
 * players' full names first, then their first words, without regard to case.
 */
export function addressOf(playerId: string, players: readonly PlayerInfo[]): Address {
  // indexed passes, no callbacks: a whisper's address is made for every private message
  let me: PlayerInfo | undefined;
  for (let i = 0; i < players.length; i += 1) {
    if ((players[i] as PlayerInfo).id === playerId) {
      me = players[i];
      break;
    }
  }
  if (!me) return { kind: 'gm', meantFor: 'a player who has left the game' };
  const name = me.name.trim();
  if (me.isGM) return { kind: 'gm', meantFor: null };
  const label = name === '' ? 'a player without a name' : name;
  if (name === '' || anotherNamed(players, playerId, name.toLowerCase(), false)) return { kind: 'gm', meantFor: label };
  if (!name.includes('"')) return { kind: 'player', target: `"${name}"` };
  // a name with a double quote cannot be quoted: its first word works when it names this player alone
  const word = firstWord(name);
  if (word === '' || word.includes('"') || anotherNamed(players, playerId, word.toLowerCase(), true)) return { kind: 'gm', meantFor: label };
  return { kind: 'player', target: word };
}

/**
 * Whether a player other than `playerId` has the name `lower` (trimmed, in lower case), regardless of case; with
 * `orFirstWord`, or has it as the first word of their name.
 */
function anotherNamed(players: readonly PlayerInfo[], playerId: string, lower: string, orFirstWord: boolean): boolean {
  for (let i = 0; i < players.length; i += 1) {
    const p = players[i] as PlayerInfo;
    if (p.id === playerId) continue;
    if (p.name.trim().toLowerCase() === lower) return true;
    if (orFirstWord && firstWord(p.name).toLowerCase() === lower) return true;
  }
  return false;
}
