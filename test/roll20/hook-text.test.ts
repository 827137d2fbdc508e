// A hook's line with the turn put in (src/roll20/table.ts): a token's name is its players' to write, and the hook's
// commands run as the GM's, so nothing put in may make a line a command, give a command another option, or reach
// the players about a combatant hidden from them (docs/rules.md §15).
import { describe, expect, it } from 'vitest';
import { fillHook, toGM } from '../../src/roll20/table';

const turn = (name: string) => ({ id: '-Mtoken000000000000a', name, at: 'count 4', clock: 4, round: null, hidden: false }) as Parameters<typeof fillHook>[1];

describe('a hook line with the turn put in', () => {
  it('puts in the token, the name, the count and the round', () => {
    expect(fillHook('!spotlight {token} {NAME} at {count}, round {round}', turn('Aldric'), 9, 2)).toBe('!spotlight -Mtoken000000000000a Aldric at 4, round 2');
    expect(fillHook('{round}|{name}', null, 9, null)).toBe('|');
  });

  it('a name never starts a command, nor adds an option to one', () => {
    expect(fillHook('{name}', turn('!rondel end'), 1, null)).toBe('rondel end');
    expect(fillHook('{name}', turn('  / w gm hi'), 1, null)).toBe('w gm hi');
    expect(fillHook('{name}', turn('/!/ x'), 1, null)).toBe('x');
    expect(fillHook('!spotlight {name}', turn('Ana --end --token x'), 1, null)).toBe('!spotlight Ana -end -token x');
  });

  it('a name is read as no roll, query, attribute or macro', () => {
    expect(fillHook('{name} is up', turn('[[1d20]] @{x} ?{q} #m %{a} <b>'), 1, null)).toBe('1d20 x q m a b is up');
  });

  it('keeps a name as written otherwise', () => {
    expect(fillHook('Up: {name}!', turn('Jean-Luc the Bold'), 1, null)).toBe('Up: Jean-Luc the Bold!');
  });
});

describe('a hook line for the GM alone', () => {
  it('a whisper to another goes to the GM instead', () => {
    expect(toGM('/w "Red Fox" it is your turn')).toBe('/w gm it is your turn');
    expect(toGM('/w Pat go')).toBe('/w gm go');
    expect(toGM('/whisper Pat go')).toBe('/w gm go');
  });

  it('a whisper to the GM stays as it is; any other line is whispered', () => {
    expect(toGM('/w gm note')).toBe('/w gm note');
    expect(toGM('/w "GM" note')).toBe('/w "GM" note');
    expect(toGM('/em looks around')).toBe('/w gm /em looks around');
    expect(toGM('The Shade is up')).toBe('/w gm The Shade is up');
  });
});
