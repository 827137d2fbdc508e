// What other scripts hear of a committed step: the domain events as plain public JSON (README, "Events").
import { describe, expect, it } from 'vitest';
import { publicEvents } from '../../src/app/public-events';
import type { FightEvent } from '../../src/rules/core/events';

describe('publicEvents', () => {
  it('tells a fight’s start with its rule set, and a new round', () => {
    const events: FightEvent[] = [
      { type: 'combat-started', counter: 1 },
      { type: 'round-started', round: 2, count: 21 },
    ];
    expect(publicEvents(events, 'seconds', 2, false)).toEqual([
      { type: 'fight-started', rules: 'seconds' },
      { type: 'round-started', round: 2 },
    ]);
  });

  it('a start is not told without a rule set', () => {
    expect(publicEvents([{ type: 'combat-started', counter: 1 }], null, null, false)).toEqual([]);
  });

  it('tells an initiative roll with its dice, its terms summed, and its value', () => {
    const rolled: FightEvent = {
      type: 'initiative-rolled',
      id: 'a',
      dice: [4, 7],
      sides: 10,
      terms: [
        { label: 'Perception', value: -2 },
        { label: 'Adjustment', value: 5 },
      ],
      value: 14,
      base: 0,
      joining: false,
      count: 14,
    };
    const told = publicEvents([rolled], 'rounds', 1, false);
    expect(told).toEqual([{ type: 'initiative', id: 'a', dice: [4, 7], modifier: 3, value: 14 }]);
    expect(publicEvents([{ ...rolled, terms: [] } as FightEvent], 'rounds', 1, false)).toEqual([{ type: 'initiative', id: 'a', dice: [4, 7], modifier: 0, value: 14 }]);
  });

  it('tells turns with the round after the step, actions and reactions', () => {
    const events: FightEvent[] = [
      { type: 'turn-due', id: 'a', count: 5, blockedBy: null },
      { type: 'action-declared', id: 'a', count: 5, coolDown: null, action: 'combat', nextAt: null, changeWaived: false, passedOver: false, note: 'x' },
      { type: 'reacted', id: 'b', count: 5, until: null, note: '' },
    ];
    expect(publicEvents(events, 'rounds', 3, false)).toEqual([
      { type: 'turn', id: 'a', round: 3, count: 5 },
      { type: 'action', id: 'a', action: 'combat' },
      { type: 'reaction', id: 'b' },
    ]);
    expect(publicEvents([events[0] as FightEvent], 'rondel', null, false)).toEqual([{ type: 'turn', id: 'a', round: null, count: 5 }]);
  });

  it('tells a movement window with each one’s hexes, none for one held', () => {
    const window: FightEvent = {
      type: 'movement-window',
      count: 6,
      index: 1,
      tiers: [],
      combatants: [
        { id: 'a', tier: 'red_fox', allowance: { kind: 'move', hexes: 4 } },
        { id: 'b', tier: 'red_fox', allowance: { kind: 'crawl', hexes: 1, full: 3 } },
        { id: 'c', tier: 'red_fox', allowance: { kind: 'held', reason: 'stunned' } },
      ],
    };
    expect(publicEvents([window], 'rondel', null, false)).toEqual([
      { type: 'movement', round: null, count: 6, allowances: [{ id: 'a', hexes: 4 }, { id: 'b', hexes: 1 }, { id: 'c', hexes: 0 }] },
    ]);
  });

  it('keeps the rest to itself, and tells the end last', () => {
    const events: FightEvent[] = [
      { type: 'counter-advanced', from: 1, to: 3 },
      { type: 'left', id: 'a', name: 'A' },
      { type: 'reacted', id: 'b', count: 3, until: null, note: '' },
    ];
    expect(publicEvents(events, 'rondel', null, true)).toEqual([{ type: 'reaction', id: 'b' }, { type: 'fight-ended' }]);
    expect(publicEvents([], 'rondel', null, false)).toEqual([]);
    expect(publicEvents([], null, null, true)).toEqual([{ type: 'fight-ended' }]);
  });
});
