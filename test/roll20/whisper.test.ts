// A whisper's address, made with indexed passes, against the plain reading of the rule it keeps (src/roll20/whisper.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressOf, type Address, type PlayerInfo } from '../../src/roll20/whisper';

/** The rule read plainly: Roll20 matches full names first, then first words, without regard to case. */
function plainAddressOf(playerId: string, players: readonly PlayerInfo[]): Address {
  const firstWord = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
  const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
  const me = players.find((p) => p.id === playerId);
  if (!me) return { kind: 'gm', meantFor: 'a player who has left the game' };
  const name = me.name.trim();
  if (me.isGM) return { kind: 'gm', meantFor: null };
  const label = name === '' ? 'a player without a name' : name;
  const others = players.filter((p) => p.id !== playerId);
  if (name === '' || others.some((p) => same(p.name, name))) return { kind: 'gm', meantFor: label };
  if (!name.includes('"')) return { kind: 'player', target: `"${name}"` };
  const word = firstWord(name);
  const clash = others.some((p) => same(p.name, word) || same(firstWord(p.name), word));
  if (word === '' || word.includes('"') || clash) return { kind: 'gm', meantFor: label };
  return { kind: 'player', target: word };
}

describe('addressOf', () => {
  it('answers as the plain reading of the rule, whatever the players and their names', () => {
    // few letters, blanks and quotes, so that names clash, share first words and hold quotes often
    const name = fc.string({ unit: fc.constantFrom('a', 'A', 'b', ' ', '"', '\t', 'é', 'É'), maxLength: 6 });
    const player = fc.record({ id: fc.constantFrom('p1', 'p2', 'p3', 'p4'), name, isGM: fc.boolean() });
    fc.assert(
      fc.property(fc.array(player, { maxLength: 6 }), fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'), (players, id) => {
        expect(addressOf(id, players)).toEqual(plainAddressOf(id, players));
      }),
      { numRuns: 3000 },
    );
  });

  it('quotes a name of its own, and sends a shared or quoted name to the GM with a line for whom', () => {
    const players = [
      { id: 'g', name: 'Gina', isGM: true },
      { id: 'p', name: ' Pat Smith ', isGM: false },
      { id: 's', name: 'Sam "Q"', isGM: false },
      { id: 't', name: 'sam', isGM: false },
      { id: 'u', name: 'Uma "U"', isGM: false },
    ];
    expect(addressOf('p', players)).toEqual({ kind: 'player', target: '"Pat Smith"' });
    expect(addressOf('g', players)).toEqual({ kind: 'gm', meantFor: null });
    expect(addressOf('s', players)).toEqual({ kind: 'gm', meantFor: 'Sam "Q"' });
    expect(addressOf('u', players)).toEqual({ kind: 'player', target: 'Uma' });
    expect(addressOf('x', players)).toEqual({ kind: 'gm', meantFor: 'a player who has left the game' });
  });
});
