import { describe, expect, it } from 'vitest';
import { applyMarkers, badge, formatMarkers, parseMarkers } from '../../src/roll20/markers';

const managed = new Set(['lightning-helix', 'bolt-shield', 'tread']);

describe('status markers', () => {
  it('parses and formats tags with badges, custom tags included', () => {
    const items = parseMarkers('red,blue@3,Flex::1234@2,dead');
    expect(items).toEqual([
      { tag: 'red', badge: null },
      { tag: 'blue', badge: 3 },
      { tag: 'Flex::1234', badge: 2 },
      { tag: 'dead', badge: null },
    ]);
    expect(formatMarkers(items)).toBe('red,blue@3,Flex::1234@2,dead');
    expect(parseMarkers(undefined)).toEqual([]);
    expect(parseMarkers('')).toEqual([]);
  });

  it.each([
    ['', new Map([['tread', 2]]), 'tread@2'],
    ['red,tread@2,dead', new Map([['tread', 3]]), 'red,dead,tread@3'],
    ['red,tread@3,dead', new Map([['lightning-helix', 2], ['tread', 3]]), 'red,dead,lightning-helix@2,tread@3'],
    ['bolt-shield,red,lightning-helix@4', new Map([['lightning-helix', 4], ['bolt-shield', null]]), 'red,lightning-helix@4,bolt-shield'],
    ['red,tread@2,dead', new Map(), 'red,dead'],
    ['bolt-shield,bolt-shield,blue', new Map([['bolt-shield', null]]), 'blue,bolt-shield'],
    ['skull', new Map([['lightning-helix', 8], ['bolt-shield', null]]), 'skull,lightning-helix@8,bolt-shield'],
  ] as const)('%j with %j wanted becomes %j: other tags keep their order, the rondel\'s follow in a fixed order', (current, wanted, out) => {
    expect(applyMarkers(current, managed, wanted as Map<string, number | null>)).toBe(out);
  });

  it('badges are one digit', () => {
    expect([badge(-1), badge(0), badge(5.7), badge(12)]).toEqual([0, 0, 5, 9]);
  });
});
