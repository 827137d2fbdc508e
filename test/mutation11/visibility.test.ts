// Who may see what (src/render/visibility.ts): a step's events split between everyone and the GM, a tie's rolls cut to
// those that decide among the tokens the players see, and the ties a card tells of when one step settles a count twice.
import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../src/rules/core/events';
import { deciding, lastTies, splitByAudience } from '../../src/render/visibility';

const hidden = (id: string): boolean => id === 'h';
const tie = (count: number, rolls: [string, number[]][]): FightEvent => ({ type: 'tie-broken', count, direction: 'lowest', rolls: rolls.map(([id, r]) => ({ id, rolls: r })) });
const moveWindow = (...ids: string[]): FightEvent => ({ type: 'movement-window', count: 3, index: 0, tiers: [], combatants: ids.map((id) => ({ id, tier: 'red_fox' as const, allowance: { kind: 'move' as const, hexes: 2 } })) });
const started: FightEvent = { type: 'combat-started', count: 1 } as unknown as FightEvent;
const round: FightEvent = { type: 'round-started', round: 2 } as unknown as FightEvent;
const advanced: FightEvent = { type: 'counter-advanced', from: 2, to: 3 };
const refused: FightEvent = { type: 'rejected', code: 'not-prone', id: 'h' };
const hagReacts: FightEvent = { type: 'reacted', id: 'h', count: 3, until: 11, note: '' };
const anaReacts: FightEvent = { type: 'reacted', id: 'a', count: 3, until: 11, note: '' };

describe('splitByAudience', () => {
  it('a step naming nobody hidden is everyone’s, whatever its events', () => {
    const events = [started, round, advanced, anaReacts, tie(3, [['a', [2]], ['b', [5]]]), moveWindow('a', 'b')];
    expect(splitByAudience(events, hidden)).toEqual({ everyone: events, gmOnly: [] });
  });

  it('the fight’s own events (start, round, counter) and a refusal are everyone’s even after a hidden event', () => {
    // as the table reads it: a token it cannot find (no id at all) is hidden
    const asTheTable = (id: string | undefined): boolean => id !== 'a' && id !== 'b';
    const split = splitByAudience([anaReacts, hagReacts, started, round, advanced, refused, anaReacts], asTheTable);
    expect(split.everyone).toEqual([anaReacts, started, round, advanced, refused, anaReacts]);
    expect(split.gmOnly).toEqual([hagReacts]);
  });

  it('a refusal naming a hidden combatant is still its sender’s (everyone’s part), first or later', () => {
    expect(splitByAudience([refused], hidden)).toEqual({ everyone: [refused], gmOnly: [] });
    expect(splitByAudience([started, refused], hidden).everyone).toEqual([started, refused]);
  });

  it('a tie with a hidden combatant: the players see the seen ones’ order, the GM the whole tie', () => {
    const t = tie(5, [['a', [3]], ['h', [9]], ['b', [12]]]);
    expect(splitByAudience([t], hidden)).toEqual({ everyone: [tie(5, [['a', [3]], ['b', [12]]])], gmOnly: [t] });
    // the hidden one first in the tie: the same
    const first = tie(5, [['h', [9]], ['a', [3]], ['b', [12]]]);
    expect(splitByAudience([first], hidden).everyone).toEqual([tie(5, [['a', [3]], ['b', [12]]])]);
  });

  it('a tie after the first hidden event: seen whole it is everyone’s as it is; with one seen token, the GM’s alone', () => {
    const seen = tie(5, [['a', [3]], ['b', [12]]]);
    expect(splitByAudience([hagReacts, seen], hidden)).toEqual({ everyone: [seen], gmOnly: [hagReacts] });
    const lone = tie(5, [['a', [3]], ['h', [9]]]);
    expect(splitByAudience([lone], hidden)).toEqual({ everyone: [], gmOnly: [lone] });
  });

  it('when none of the seen tokens of a tie moved in the step (a hidden one joined their count), the players are not told it again', () => {
    const t = tie(5, [['a', [3]], ['h', [9]], ['b', [12]]]);
    expect(splitByAudience([t], hidden, (id) => id === 'h')).toEqual({ everyone: [], gmOnly: [t] });
    expect(splitByAudience([t], hidden, (id) => id === 'b').everyone).toEqual([tie(5, [['a', [3]], ['b', [12]]])]);
    expect(splitByAudience([t], hidden, () => false).everyone).toEqual([]);
  });

  it('a movement window: the seen for everyone, the hidden for the GM; seen whole after a hidden event, as it is', () => {
    const w = moveWindow('a', 'h', 'b');
    const split = splitByAudience([w], hidden);
    expect(split.everyone).toEqual([moveWindow('a', 'b')]);
    expect(split.gmOnly).toEqual([moveWindow('h')]);
    const whole = moveWindow('a', 'b');
    expect(splitByAudience([hagReacts, whole], hidden)).toEqual({ everyone: [whole], gmOnly: [hagReacts] });
    const first = moveWindow('h', 'a');
    expect(splitByAudience([first], hidden)).toEqual({ everyone: [moveWindow('a')], gmOnly: [moveWindow('h')] });
  });

  it('events about one combatant go by whether it is hidden', () => {
    const split = splitByAudience([hagReacts, anaReacts, { type: 'turn-due', id: 'h', count: 3, blockedBy: null }], hidden);
    expect(split.everyone).toEqual([anaReacts]);
    expect(split.gmOnly).toEqual([hagReacts, { type: 'turn-due', id: 'h', count: 3, blockedBy: null }]);
  });
});

describe('deciding: each sequence cut to the rolls that decide among these combatants', () => {
  it('a first roll that differs decides: one roll each', () => {
    expect(deciding([{ id: 'a', rolls: [3, 2] }, { id: 'b', rolls: [12, 1] }])).toEqual([{ id: 'a', rolls: [3] }, { id: 'b', rolls: [12] }]);
  });

  it('a shared first roll needs the second; a third combatant apart needs one', () => {
    expect(deciding([{ id: 'a', rolls: [3, 2, 9] }, { id: 'b', rolls: [3, 7, 1] }, { id: 'c', rolls: [15, 4] }])).toEqual([
      { id: 'a', rolls: [3, 2] },
      { id: 'b', rolls: [3, 7] },
      { id: 'c', rolls: [15] },
    ]);
  });

  it('the longest run shared with any other counts, whatever the order given', () => {
    expect(deciding([{ id: 'c', rolls: [5, 6, 7, 8] }, { id: 'a', rolls: [5, 1] }, { id: 'b', rolls: [5, 6, 2] }])).toEqual([
      { id: 'c', rolls: [5, 6, 7] },
      { id: 'a', rolls: [5, 1] },
      { id: 'b', rolls: [5, 6, 2] },
    ]);
  });

  it('a sequence that is all needed is kept whole (the same object)', () => {
    const a = { id: 'a', rolls: [4] };
    const b = { id: 'b', rolls: [4, 6] };
    const c = { id: 'c', rolls: [4, 6, 1] };
    const out = deciding([a, b, c]);
    expect(out).toEqual([a, { id: 'b', rolls: [4, 6] }, c]);
  });

  it('sorted by the rolls, not by their text: 10 sits between 9 and 11', () => {
    // 9 and 10 share nothing; 10 and 11 share nothing; but a text sort would put 10, 11 before 9 and pair 11 with 9
    const out = deciding([{ id: 'a', rolls: [9, 1, 1] }, { id: 'b', rolls: [11, 2, 2] }, { id: 'c', rolls: [10, 3, 3] }, { id: 'd', rolls: [9, 1, 4] }]);
    expect(out).toEqual([
      { id: 'a', rolls: [9, 1, 1] },
      { id: 'b', rolls: [11] },
      { id: 'c', rolls: [10] },
      { id: 'd', rolls: [9, 1, 4] },
    ]);
  });

  it('a sequence that is the start of another needs all of its own and one more of the other', () => {
    expect(deciding([{ id: 'a', rolls: [2, 2, 5] }, { id: 'b', rolls: [2, 2] }])).toEqual([
      { id: 'a', rolls: [2, 2, 5] },
      { id: 'b', rolls: [2, 2] },
    ]);
  });
});

describe('lastTies: the tie that stands when one step settles a count more than once', () => {
  it('one tie, or none, is told as it is', () => {
    const events = [advanced, tie(5, [['a', [3]], ['b', [9]]])];
    expect(lastTies(events)).toBe(events);
    expect(lastTies([advanced])).toEqual([advanced]);
  });

  it('an earlier tie at the same count among the same combatants (or fewer) gives way to the later one', () => {
    const first = tie(5, [['a', [3]], ['b', [9]]]);
    const second = tie(5, [['a', [3, 4]], ['b', [9]], ['c', [3, 1]]]);
    expect(lastTies([first, advanced, second])).toEqual([advanced, second]);
  });

  it('ties at other counts, or among others, all stand; a later tie does not give way to an earlier one', () => {
    const at5 = tie(5, [['a', [3]], ['b', [9]]]);
    const at6 = tie(6, [['a', [3]], ['b', [9]]]);
    const others = tie(5, [['c', [3]], ['d', [9]]]);
    expect(lastTies([at5, at6])).toEqual([at5, at6]);
    expect(lastTies([at5, others])).toEqual([at5, others]);
    const wider = tie(5, [['a', [3]], ['b', [9]], ['c', [1]]]);
    expect(lastTies([wider, at5])).toEqual([wider, at5]);
  });
});
