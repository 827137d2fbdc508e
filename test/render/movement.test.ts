// Movement on a card (docs/rules.md §2, §9): what a combatant may move, long and short, the status card's outlook and
// its heading, and a movement window's lines by tier. The mutation run of src/render found these read only through
// the built bundle.
import { describe, expect, it } from 'vitest';
import type { Allowance } from '../../src/rules/core/events';
import { clockFormat } from '../../src/render/clock';
import { allowanceText, outlookHeading, outlookText, windowRows, type WindowEvent } from '../../src/render/movement';
import { readRow as read } from '../support/plain';

describe('what a combatant may move', () => {
  it.each<[Allowance, string]>([
    [{ kind: 'move', hexes: 0 }, 'no move'],
    [{ kind: 'move', hexes: 1 }, '1 hex'],
    [{ kind: 'move', hexes: 3 }, '3 hexes'],
    [{ kind: 'move', hexes: 6, dash: true }, '6 hexes (dash)'],
    [{ kind: 'move', hexes: 0, dash: true }, 'no move (dash)'],
    [{ kind: 'crawl', hexes: 0, full: 1 }, 'stand up, no crawl'],
    [{ kind: 'crawl', hexes: 2, full: 6 }, 'crawl 2 (or stand up)'],
    [{ kind: 'held', reason: 'grappled' }, 'no move (grappled)'],
  ])('%j: %s', (allowance, words) => {
    expect(allowanceText(allowance)).toBe(words);
  });
});

describe('the status card’s movement column', () => {
  it('says when, in 10-second rounds; crawling and held in the rule set’s words', () => {
    expect(outlookText({ when: 'now', at: null, allowance: { kind: 'move', hexes: 8 } }, 'rounds')).toBe('8 hexes now');
    expect(outlookText({ when: 'later', at: null, allowance: { kind: 'move', hexes: 1 } }, 'rounds')).toBe('1 hex on its turn');
    expect(outlookText({ when: 'next-round', at: null, allowance: { kind: 'move', hexes: 0 } }, 'rounds')).toBe('no move next round');
    expect(outlookText({ when: 'later', at: 26, allowance: { kind: 'move', hexes: 2 } }, 'seconds')).toBe('2 hexes');
    expect(outlookText({ when: 'now', at: 6, allowance: { kind: 'crawl', hexes: 0, full: 1 } }, 'seconds')).toBe('stand up, no crawl');
    expect(outlookText({ when: 'later', at: null, allowance: { kind: 'crawl', hexes: 3, full: 6 } }, 'rounds')).toBe('crawl 3 or stand up on its turn');
    expect(outlookText({ when: 'now', at: null, allowance: { kind: 'held', reason: 'stunned' } }, 'rounds')).toBe('no move');
  });

  it('is headed by when the moment is, and where, once', () => {
    const later = (at: number) => ({ when: 'later' as const, at, allowance: { kind: 'move' as const, hexes: 2 } });
    expect(outlookHeading('rounds', later(6), 3, 'forest')).toBe('hexes');
    expect(outlookHeading('seconds', null, 3, null)).toBe('hexes now');
    expect(outlookHeading('seconds', { ...later(6), when: 'now' }, 6, 'road')).toBe('hexes now');
    expect(outlookHeading('seconds', later(6), 3, 'forest')).toBe('hexes at second 6, in forest');
    expect(outlookHeading('seconds', later(26), 18, null)).toBe('hexes at round 2, second 6');
    expect(outlookHeading('seconds', { ...later(6), at: null }, 3, 'swamp')).toBe('hexes now, in swamp');
  });
});

const NAMES: Readonly<Record<string, string>> = { a: 'Aldric', b: 'Borin', c: 'Cora', d: 'Dax', e: 'Eve' };

describe('a movement window', () => {
  const window: WindowEvent = {
    type: 'movement-window',
    count: 9,
    index: 2,
    tiers: [
      { tier: 'red_fox', hexes: 3 },
      { tier: 'green_horse', hexes: 1 },
      { tier: 'gray_yak', hexes: 0 },
    ],
    combatants: [
      { id: 'a', tier: 'red_fox', allowance: { kind: 'move', hexes: 3 } },
      { id: 'b', tier: 'red_fox', allowance: { kind: 'move', hexes: 6, dash: true } },
      { id: 'c', tier: 'red_fox', allowance: { kind: 'held', reason: 'grappled' } },
      { id: 'd', tier: 'green_horse', allowance: { kind: 'move', hexes: 1 } },
      { id: 'e', tier: 'gray_yak', allowance: { kind: 'crawl', hexes: 0, full: 1 } },
    ],
  };

  it('a heading, then a line per tier in the tiers’ order: who moves otherwise first, with what', () => {
    expect(windowRows(window, (id) => NAMES[id] ?? id).map(read)).toEqual([
      'Movement window at count 9 (window 3)',
      'Gray Yak no move: Eve (stand up, no crawl)',
      'Red Fox 3 hexes: Borin (6 hexes, dash), Cora (grappled: no move), Aldric',
      'Green Horse 1 hex: Dax',
    ]);
  });

  it('a player’s own combatants come first in each kind', () => {
    const mine = (id: string): boolean => id === 'c' || id === 'a';
    const red = windowRows(window, (id) => NAMES[id] ?? id, clockFormat('rondel'), mine).map(read)[2];
    expect(red).toBe('Red Fox 3 hexes: Cora (grappled: no move), Borin (6 hexes, dash), Aldric');
  });

  it('a moment of a round: the tier’s hexes are what most of it moves, the larger on a tie; none when none moves plainly', () => {
    const moment: WindowEvent = {
      type: 'movement-window',
      count: 25,
      index: 1,
      tiers: [],
      combatants: [
        { id: 'a', tier: 'red_fox', allowance: { kind: 'move', hexes: 2 } },
        { id: 'b', tier: 'red_fox', allowance: { kind: 'move', hexes: 3 } },
        { id: 'c', tier: 'red_fox', allowance: { kind: 'move', hexes: 3 } },
        { id: 'd', tier: 'green_horse', allowance: { kind: 'move', hexes: 1 } },
        { id: 'e', tier: 'green_horse', allowance: { kind: 'move', hexes: 2 } },
        { id: 'f', tier: 'gray_yak', allowance: { kind: 'held', reason: 'stunned' } },
      ],
    };
    expect(windowRows(moment, (id) => NAMES[id] ?? id.toUpperCase(), clockFormat('seconds')).map(read)).toEqual([
      'Movement at round 2, second 5 (moment 2 of 4)',
      'Gray Yak: F (stunned: no move)',
      'Red Fox 3 hexes: Aldric (2 hexes), Borin, Cora',
      'Green Horse 2 hexes: Dax (1 hex), Eve',
    ]);
  });
});
