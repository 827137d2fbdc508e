// A step's card says the count it arrived at once where that is all there is to say: the title names the count and
// the turn's line begins with it ("Count 5: Kess acts."), so a line "Count 5" of its own is left out. A jump of the
// clock, or anything else happening at the new count, keeps the line that separates it from what came before.
import { describe, expect, it } from 'vitest';
import { announcementCard, RONDEL_VIEW } from '../../src/render/cards';
import { clockFormat } from '../../src/render/clock';
import { plain } from '../support/plain';
import type { FightEvent } from '../../src/rules/core/events';

const names: Record<string, string> = { k: 'Kess', l: 'Lira' };
const nameOf = (id: string): string => names[id] ?? id;
const SECONDS = { ...RONDEL_VIEW, title: '20-second rounds', clock: clockFormat('seconds') };
const lines = (events: readonly FightEvent[], at: number, view = RONDEL_VIEW): string[] =>
  plain(announcementCard(at, events, nameOf, [], view) ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

describe('the count line of a step', () => {
  it('is left out when the clock moved one count on to a turn and nothing else', () => {
    const got = lines([{ type: 'counter-advanced', from: 4, to: 5 }, { type: 'turn-due', id: 'k', count: 5, blockedBy: null }], 5);
    expect(got.filter((l) => /^Count 5$/.test(l))).toEqual([]);
    expect(got.some((l) => l.includes('Count 5: Kess acts.'))).toBe(true);
  });

  it('stays when the clock jumped', () => {
    const got = lines([{ type: 'counter-advanced', from: 1, to: 3 }, { type: 'turn-due', id: 'k', count: 3, blockedBy: null }], 3);
    expect(got.some((l) => l.includes('Count 1 → count 3'))).toBe(true);
  });

  it('stays when something else happens at the new count, before the turn', () => {
    const got = lines(
      [
        { type: 'counter-advanced', from: 4, to: 5 },
        { type: 'effect-ended', id: 'l', name: 'Bless', count: 5 },
        { type: 'turn-due', id: 'k', count: 5, blockedBy: null },
      ],
      5,
    );
    expect(got.filter((l) => /^Count 5$/.test(l))).toHaveLength(1);
  });

  it('stays when the count brings no turn (the GM stepped one count)', () => {
    const got = lines([{ type: 'counter-advanced', from: 4, to: 5 }], 5);
    expect(got.filter((l) => /^Count 5$/.test(l))).toHaveLength(1);
  });

  it('names the round once when 20-second rounds move on within it, and both rounds across one', () => {
    const within = lines([{ type: 'counter-advanced', from: 6, to: 8 }], 8, SECONDS);
    expect(within).toContain('Round 1, second 6 → second 8');
    const across = lines([{ type: 'counter-advanced', from: 19, to: 23 }], 23, SECONDS);
    expect(across).toContain('Round 1, second 19 → round 2, second 3');
  });

  it('is left out in 20-second rounds too when one second on brings a turn', () => {
    const got = lines([{ type: 'counter-advanced', from: 7, to: 8 }, { type: 'turn-due', id: 'k', count: 8, blockedBy: null }], 8, SECONDS);
    expect(got.filter((l) => /^Round 1, second 8$/.test(l))).toEqual([]);
    expect(got.some((l) => l.includes('Round 1, second 8: Kess acts.'))).toBe(true);
  });

  it('is left out when one count on brings a movement window there, whose heading names the count', () => {
    const got = lines(
      [
        { type: 'counter-advanced', from: 2, to: 3 },
        { type: 'movement-window', count: 3, index: 0, tiers: [{ tier: 'red_fox', hexes: 2 }], combatants: [{ id: 'k', tier: 'red_fox', allowance: { kind: 'move', hexes: 2, dash: false } }] },
        { type: 'turn-due', id: 'l', count: 3, blockedBy: null },
      ] as unknown as FightEvent[],
      3,
    );
    expect(got.filter((l) => /^Count 3$/.test(l))).toEqual([]);
    expect(got.some((l) => l.startsWith('Movement window at count 3'))).toBe(true);
  });

  it('stays when a turn or a window of another count follows', () => {
    const got = lines([{ type: 'counter-advanced', from: 4, to: 5 }, { type: 'turn-due', id: 'k', count: 6, blockedBy: null }], 5);
    expect(got.filter((l) => /^Count 5$/.test(l))).toHaveLength(1);
  });
});
