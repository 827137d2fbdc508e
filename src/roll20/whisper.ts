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

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The address of `playerId` among `players` (every player of the game). Roll20 matches a whisper's name against the
 * players' full names first, then their first words, without regard to case.
 */
export function addressOf(playerId: string, players: readonly PlayerInfo[]): Address {
  const me = players.find((p) => p.id === playerId);
  if (!me) return { kind: 'gm', meantFor: 'a player who has left the game' };
  const name = me.name.trim();
  if (me.isGM) return { kind: 'gm', meantFor: null };
  const label = name === '' ? 'a player without a name' : name;
  const others = players.filter((p) => p.id !== playerId);
  if (name === '' || others.some((p) => same(p.name, name))) return { kind: 'gm', meantFor: label };
  if (!name.includes('"')) return { kind: 'player', target: `"${name}"` };
  // a name with a double quote cannot be quoted: its first word works when it names this player alone
  const word = firstWord(name);
  const clash = others.some((p) => same(p.name, word) || same(firstWord(p.name), word));
  if (word === '' || word.includes('"') || clash) return { kind: 'gm', meantFor: label };
  return { kind: 'player', target: word };
}
