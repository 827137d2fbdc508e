// What the status card says each combatant may move, in the rule sets that count hexes per round (docs/rules.md §9.2,
// §9.3): the rule sets' `moveOutlook`, and its words (src/render/cards.ts `outlookText`, `outlookHeading`).
import { describe, expect, it } from 'vitest';
import type { MoveOutlook } from '../../src/rules/core/rule-set';
import { rounds } from '../../src/rules/rounds';
import { seconds } from '../../src/rules/seconds';
import { clockAt } from '../../src/rules/seconds/state';
import { outlookHeading, outlookText } from '../../src/render/movement';
import { aCombatant, aFight } from './seconds/fixtures';
import { aRoundsFight } from '../support/rounds';

describe('20-second rounds: the movement moment now, or the next one', () => {
  // 12 hexes a round: 4 / 3 / 3 / 2 at seconds 1, 6, 11 and 16
  it.each([
    [1, 'now', clockAt(1, 1), 4],
    [3, 'later', clockAt(1, 6), 3],
    [6, 'now', clockAt(1, 6), 3],
    [12, 'later', clockAt(1, 16), 2],
    [17, 'later', clockAt(2, 1), 4],
    [20, 'later', clockAt(2, 1), 4],
  ] as const)('at second %i: %s, its share there', (second, when, at, hexes) => {
    const state = aFight([aCombatant('a')], { second });
    expect(seconds.moveOutlook?.(state, 'a')).toEqual({ when, at, allowance: { kind: 'move', hexes } });
  });

  it('the terrain divides the round’s hexes; prone crawls a third of them, split the same way; held fast moves nothing', () => {
    const forest = aFight([aCombatant('a'), aCombatant('p', { conditions: ['prone'] }), aCombatant('g', { conditions: ['grappled', 'prone'] })], { second: 3, terrain: 'forest' });
    // 12 / 2.2 → 5, split 2 / 1 / 1 / 1; prone: ⌊5 / 3⌋ = 1, split 1 / 0 / 0 / 0
    expect(seconds.moveOutlook?.(forest, 'a')).toEqual({ when: 'later', at: clockAt(1, 6), allowance: { kind: 'move', hexes: 1 } });
    expect(seconds.moveOutlook?.(forest, 'p')?.allowance).toEqual({ kind: 'crawl', hexes: 0, full: 1 });
    expect(seconds.moveOutlook?.(forest, 'g')?.allowance).toEqual({ kind: 'held', reason: 'grappled' });
    expect(seconds.moveOutlook?.(forest, 'nobody')).toBeNull();
  });

  it('the sheet’s hexes count, else the tier’s', () => {
    // Green Horse: 16 a round, 5 / 4 / 4 / 3
    const state = aFight([aCombatant('a', { hexesPerRound: null, tier: 'green_horse' })], { second: 2 });
    expect(seconds.moveOutlook?.(state, 'a')?.allowance).toEqual({ kind: 'move', hexes: 4 });
  });
});

describe('10-second rounds: on its turn now, still to come this round, or next round', () => {
  it('the one whose turn it is moves now (what standing up left it), those still to act later, those done next round', () => {
    const state = aRoundsFight([
      { id: 'a', initiative: 9 },
      { id: 'b', initiative: 7 },
      { id: 'c', initiative: 5, doneRound: 1 },
    ]);
    expect(rounds.moveOutlook?.(state, 'a')).toEqual({ when: 'now', at: null, allowance: { kind: 'move', hexes: 6 } });
    expect(rounds.moveOutlook?.(state, 'b')?.when).toBe('later');
    expect(rounds.moveOutlook?.(state, 'c')?.when).toBe('next-round');
    expect(rounds.moveOutlook?.(state, 'nobody')).toBeNull();
  });

  it('prone: crawls half; stood up this turn: half is left; held fast: nothing', () => {
    const prone = aRoundsFight([{ id: 'a', conditions: ['prone'], hexesPerRound: 9 }, { id: 'r', conditions: ['restrained'] }]);
    expect(rounds.moveOutlook?.(prone, 'a')?.allowance).toEqual({ kind: 'crawl', hexes: 4, full: 9 });
    expect(rounds.moveOutlook?.(prone, 'r')?.allowance).toEqual({ kind: 'held', reason: 'restrained' });
    const stood = rounds.stand(prone, 'a', false, { pattern: {} as never, passedOver: 'guard', rerollEachRound: false }).state;
    expect(rounds.moveOutlook?.(stood, 'a')).toEqual({ when: 'now', at: null, allowance: { kind: 'move', hexes: 4 } });
  });

  it('stood up as a reaction before its turn: that turn has half (ruling 90); after its turn, the next round is whole', () => {
    const options = { pattern: {} as never, passedOver: 'guard' as const, rerollEachRound: false };
    const prone = aRoundsFight([
      { id: 'a', initiative: 9 },
      { id: 'b', initiative: 7, conditions: ['prone'], hexesPerRound: 10 },
      { id: 'c', initiative: 5, doneRound: 1, conditions: ['prone'], hexesPerRound: 10 },
    ]);
    const stood = rounds.stand(rounds.stand(prone, 'b', true, options).state, 'c', true, options).state;
    expect(rounds.moveOutlook?.(stood, 'b')).toEqual({ when: 'later', at: null, allowance: { kind: 'move', hexes: 5 } });
    expect(rounds.moveOutlook?.(stood, 'c')).toEqual({ when: 'next-round', at: null, allowance: { kind: 'move', hexes: 10 } });
  });
});

describe('the words of the status card', () => {
  const o = (over: Partial<MoveOutlook>): MoveOutlook => ({ when: 'later', at: clockAt(1, 6), allowance: { kind: 'move', hexes: 2 }, ...over });

  it.each([
    [o({}), 'seconds', '2 hexes'],
    [o({ allowance: { kind: 'move', hexes: 1 } }), 'seconds', '1 hex'],
    [o({ allowance: { kind: 'move', hexes: 0 } }), 'seconds', 'no move'],
    [o({ allowance: { kind: 'crawl', hexes: 1, full: 2 } }), 'seconds', 'crawl 1 or stand up'],
    [o({ allowance: { kind: 'crawl', hexes: 0, full: 1 } }), 'seconds', 'stand up, no crawl'],
    [o({ allowance: { kind: 'held', reason: 'grappled' } }), 'seconds', 'no move'],
    [o({ when: 'now', at: null, allowance: { kind: 'move', hexes: 8 } }), 'rounds', '8 hexes now'],
    [o({ at: null, allowance: { kind: 'move', hexes: 8 } }), 'rounds', '8 hexes on its turn'],
    [o({ when: 'next-round', at: null, allowance: { kind: 'crawl', hexes: 4, full: 8 } }), 'rounds', 'crawl 4 or stand up next round'],
    [o({ when: 'now', at: null, allowance: { kind: 'held', reason: 'restrained' } }), 'rounds', 'no move'],
    [o({ when: 'later', at: null, allowance: { kind: 'crawl', hexes: 0, full: 1 } }), 'rounds', 'stand up, no crawl on its turn'],
  ] as const)('%o in %s: %s', (outlook, kind, words) => {
    expect(outlookText(outlook, kind)).toBe(words);
  });

  it('the column names the moment once, and the terrain when it is not road', () => {
    expect(outlookHeading('seconds', o({}), clockAt(1, 3), 'road')).toBe('hexes at second 6');
    expect(outlookHeading('seconds', o({ at: clockAt(2, 1) }), clockAt(1, 18), 'forest')).toBe('hexes at round 2, second 1, in forest');
    expect(outlookHeading('seconds', o({ when: 'now', at: clockAt(1, 6) }), clockAt(1, 6), 'swamp')).toBe('hexes now, in swamp');
    expect(outlookHeading('seconds', null, clockAt(1, 6), null)).toBe('hexes now');
    expect(outlookHeading('rounds', o({}), 3, null)).toBe('hexes');
  });
});
