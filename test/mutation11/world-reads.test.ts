// Who is who at the table (src/app/world-reads.ts): a hidden token, its controllers, names as a sender may read them,
// who may act for a token, and the world read once per step answering as the world does.
import { describe, expect, it } from 'vitest';
import type { World } from '../../src/app/ports';
import { NO_SHEET } from '../../src/app/sheet';
import { controllersOf, controls, imageOfToken, isHidden, nameLookup, namesFor, playedByAPlayer, readOnce } from '../../src/app/world-reads';
import { aCombat } from '../support/builders';
import { aPlayer, API, aToken, aWorld, GM, PAGE } from '../app/fakes';

const world = aWorld({
  tokens: [
    aToken({ id: 'a', name: 'Ana', controllers: ['sam'], image: 'https://img/a.png' }),
    aToken({ id: 'b', name: 'Bo', controllers: ['all'] }),
    aToken({ id: 'g', name: 'Goblin', controllers: ['gm'] }),
    aToken({ id: 'h', name: 'Hag', layer: 'gmlayer', controllers: ['sam'] }),
    aToken({ id: 'm', name: 'Map', layer: 'map', controllers: [] }),
  ],
  sheets: { a: { speed: 3 } },
  characters: { ch: 'Char' },
  customMarkers: [{ name: 'Fire', tag: 'Fire::1' }],
  rollSheets: { ch: { weapon: 'Axe' } as never },
  bodies: { a: { characterId: null, linkedBar: null, attribute: null, bar: 5 } },
});

/** The same world, asked for controllers and images by their own reads. */
const lean: World = {
  ...world,
  controllers: (id) => (id === 'a' ? ['pat'] : undefined),
  image: (id) => (id === 'a' ? 'https://img/lean.png' : undefined),
};

describe('hidden tokens', () => {
  it('one on the GM layer, or gone, is hidden; one on any other layer is not', () => {
    expect(isHidden(world, 'h')).toBe(true);
    expect(isHidden(world, 'gone')).toBe(true);
    expect(isHidden(world, 'a')).toBe(false);
    expect(isHidden(world, 'm')).toBe(false);
  });
});

describe('names', () => {
  const now = aCombat([{ id: 'a', name: 'Ana the Bold' }]);
  const before = aCombat([{ id: 'a', name: 'Ana' }, { id: 'x', name: 'Xan' }]);

  it('from the first state that has the combatant; Someone when none has', () => {
    const name = nameLookup(now, before);
    expect(name('a')).toBe('Ana the Bold');
    expect(name('x')).toBe('Xan');
    expect(name('nobody')).toBe('Someone');
    expect(nameLookup(null, undefined, before)('x')).toBe('Xan');
  });

  it('the same answers however many names a step asks', () => {
    const many = aCombat(Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, name: `C${i}` })));
    const name = nameLookup(many, before);
    const asked = Array.from({ length: 30 }, (_, i) => name(`c${i}`));
    expect(asked).toEqual(Array.from({ length: 30 }, (_, i) => `C${i}`));
    expect(name('x')).toBe('Xan');
    expect(name('nobody')).toBe('Someone');
  });

  it('a player never learns a hidden combatant’s name; the GM does', () => {
    const state = aCombat([{ id: 'a', name: 'Ana' }, { id: 'h', name: 'Hag' }]);
    expect(namesFor(world, aPlayer('sam'), state)('h')).toBeNull();
    expect(namesFor(world, aPlayer('sam'), state)('a')).toBe('Ana');
    expect(namesFor(world, GM, state)('h')).toBe('Hag');
  });
});

describe('controllers and images', () => {
  it('read from the token, or by the world’s own reads where it has them', () => {
    expect(controllersOf(world, 'a')).toEqual(['sam']);
    expect(controllersOf(world, 'gone')).toBeUndefined();
    expect(controllersOf(lean, 'a')).toEqual(['pat']);
    expect(imageOfToken(world, 'a')).toBe('https://img/a.png');
    expect(imageOfToken(world, 'gone')).toBeUndefined();
    expect(imageOfToken(lean, 'a')).toBe('https://img/lean.png');
  });

  it('a combatant a player plays: controlled by a player who is not a GM, or by everyone', () => {
    expect(playedByAPlayer(world, 'a')).toBe(true);
    expect(playedByAPlayer(world, 'b')).toBe(true);
    expect(playedByAPlayer(world, 'g')).toBe(false);
    expect(playedByAPlayer(world, 'm')).toBe(false);
    expect(playedByAPlayer(world, 'gone')).toBe(false);
    const gmThenPlayer = aWorld({ tokens: [aToken({ id: 'p', controllers: ['gm', 'sam'] })] });
    expect(playedByAPlayer(gmThenPlayer, 'p')).toBe(true);
  });
});

describe('who may act for a token', () => {
  it('the GM always; a player who controls it, or when everyone does; nobody else', () => {
    expect(controls(world, GM, 'h')).toBe(true);
    expect(controls(world, GM, 'gone')).toBe(true);
    expect(controls(world, aPlayer('sam'), 'a')).toBe(true);
    expect(controls(world, aPlayer('pat'), 'a')).toBe(false);
    expect(controls(world, aPlayer('pat'), 'b')).toBe(true);
    expect(controls(world, aPlayer('pat'), 'm')).toBe(false);
  });

  it('not a hidden token, even one the player controls, nor a token that is gone', () => {
    expect(controls(world, aPlayer('sam'), 'h')).toBe(false);
    expect(controls(world, aPlayer('sam'), 'gone')).toBe(false);
  });

  it('by the world’s own read of controllers where it has one', () => {
    expect(controls(lean, aPlayer('pat'), 'a')).toBe(true);
    expect(controls(lean, aPlayer('sam'), 'a')).toBe(false);
    expect(controls(lean, aPlayer('sam'), 'b')).toBe(false);
  });
});

describe('the world read once per step answers as the world does', () => {
  it('every read gives the world’s answer, asked once or twice', () => {
    const w = readOnce(world);
    for (let i = 0; i < 2; i += 1) {
      expect(w.token('a')).toEqual(world.token('a'));
      expect(w.token('gone')).toBeUndefined();
      expect(w.layer('h')).toBe('gmlayer');
      expect(w.layer('gone')).toBeUndefined();
      expect(w.isGM('gm')).toBe(true);
      expect(w.isGM('sam')).toBe(false);
    }
    expect(w.exists('a')).toBe(true);
    expect(w.exists('gone')).toBe(false);
    expect(w.sheet('a')).toEqual({ ...NO_SHEET, hasSheet: true, speed: 3 });
    expect(w.menuSheet?.('a').speed).toBe(3);
    expect(w.firstGM()).toBe('gm');
    expect(w.characterName('ch')).toBe('Char');
    expect(w.tokensNamed('ana', PAGE).map((t) => t.id)).toEqual(['a']);
    expect(w.playerPage()).toBe(PAGE);
    expect(w.customMarkers()).toEqual([{ name: 'Fire', tag: 'Fire::1' }]);
    expect(w.rollSheet('ch')).toEqual(world.rollSheet('ch'));
    expect(w.character('ch')).toEqual({ name: 'Char', controllers: [] });
    expect(w.body('a')).toEqual({ characterId: null, linkedBar: null, attribute: null, bar: 5 });
    // the fake world has no reads of its own for controllers and images: neither has the world read once
    expect(w.controllers).toBeUndefined();
    expect(w.image).toBeUndefined();
    expect(controllersOf(w, 'a')).toEqual(['sam']);
  });

  it('a world with its own reads of controllers, images and menu sheets keeps them', () => {
    const menuSheet = () => ({ ...NO_SHEET, speed: 7 });
    const w = readOnce({ ...lean, menuSheet } as World);
    expect(w.controllers?.('a')).toEqual(['pat']);
    expect(w.controllers?.('a')).toEqual(['pat']);
    expect(w.controllers?.('b')).toBeUndefined();
    expect(w.image?.('a')).toBe('https://img/lean.png');
    expect(w.image?.('b')).toBeUndefined();
    expect(w.menuSheet?.('a').speed).toBe(7);
  });

  it('the API is a GM sender too', () => {
    expect(controls(world, API, 'h')).toBe(true);
  });
});
