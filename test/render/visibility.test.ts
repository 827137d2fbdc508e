import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../src/rules/rondel/state';
import { splitByAudience } from '../../src/render/visibility';

const hidden = (id: string) => id === 'ambusher';

describe('what players may see', () => {
  it('events about a hidden combatant go to the GM only', () => {
    const events: FightEvent[] = [
      { type: 'counter-advanced', from: 2, to: 3 },
      { type: 'reacted', id: 'ambusher', count: 3, until: 11, note: '' },
      { type: 'reacted', id: 'hero', count: 3, until: 11, note: '' },
      { type: 'turn-due', id: 'ambusher', count: 3, blockedBy: null },
    ];
    const split = splitByAudience(events, hidden);
    expect(split.everyone.map((e) => e.type)).toEqual(['counter-advanced', 'reacted']);
    expect(split.gmOnly.map((e) => ('id' in e ? e.id : ''))).toEqual(['ambusher', 'ambusher']);
  });

  it('an event of the whole fight (20-second rounds’ terrain, naming nobody) is everyone’s, before or after a hidden one', () => {
    // as the table asks: a token it cannot find (and so an empty id) counts as hidden
    const unknownHidden = (id: string) => id !== 'hero';
    const terrain = { type: 'overridden', id: '', field: 'terrain', from: 'road', to: 'forest' } as unknown as FightEvent;
    const reacted: FightEvent = { type: 'reacted', id: 'ambusher', count: 3, until: 11, note: '' };
    expect(splitByAudience([terrain], unknownHidden)).toEqual({ everyone: [terrain], gmOnly: [] });
    expect(splitByAudience([reacted, terrain], unknownHidden)).toEqual({ everyone: [terrain], gmOnly: [reacted] });
  });

  it('a tie shows players only the tokens they can see; the GM sees it whole', () => {
    const tie: FightEvent = { type: 'tie-broken', count: 5, direction: 'lowest', rolls: [{ id: 'a', rolls: [3] }, { id: 'ambusher', rolls: [9] }, { id: 'b', rolls: [12] }] };
    const split = splitByAudience([tie], hidden);
    expect(split.everyone).toEqual([{ ...tie, rolls: [{ id: 'a', rolls: [3] }, { id: 'b', rolls: [12] }] }]);
    expect(split.gmOnly).toEqual([tie]);
    expect(splitByAudience([{ ...tie, rolls: [{ id: 'a', rolls: [3] }, { id: 'ambusher', rolls: [9] }] } as FightEvent], hidden).everyone).toEqual([]);
  });

  it('a re-roll made against a hidden combatant is not shown to the players', () => {
    const tie: FightEvent = { type: 'tie-broken', count: 5, direction: 'lowest', rolls: [{ id: 'a', rolls: [3, 2] }, { id: 'ambusher', rolls: [3, 9] }, { id: 'b', rolls: [12] }] };
    const split = splitByAudience([tie], hidden);
    expect(split.everyone).toEqual([{ ...tie, rolls: [{ id: 'a', rolls: [3] }, { id: 'b', rolls: [12] }] }]);
  });

  it('a re-roll that decides between two visible combatants stays', () => {
    const tie: FightEvent = { type: 'tie-broken', count: 5, direction: 'lowest', rolls: [{ id: 'a', rolls: [3, 2, 1] }, { id: 'b', rolls: [3, 2, 7] }, { id: 'ambusher', rolls: [3, 9] }] };
    expect(splitByAudience([tie], hidden).everyone).toEqual([{ ...tie, rolls: [{ id: 'a', rolls: [3, 2, 1] }, { id: 'b', rolls: [3, 2, 7] }] }]);
  });

  it('a movement window lists hidden combatants for the GM alone', () => {
    const window: FightEvent = {
      type: 'movement-window',
      count: 3,
      index: 0,
      tiers: [],
      combatants: [
        { id: 'hero', tier: 'red_fox', allowance: { kind: 'move', hexes: 2 } },
        { id: 'ambusher', tier: 'red_fox', allowance: { kind: 'move', hexes: 2 } },
      ],
    };
    const split = splitByAudience([window], hidden);
    expect(split.everyone).toEqual([{ ...window, combatants: [window.combatants[0]] }]);
    expect(split.gmOnly).toEqual([{ ...window, combatants: [window.combatants[1]] }]);
  });
});
