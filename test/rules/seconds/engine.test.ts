// The rules of 20-second rounds (docs/rules.md §9.2), each with scripted dice: the script fails when the engine rolls
// a die it should not, or the wrong die.
import { describe, expect, it } from 'vitest';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import { seconds } from '../../../src/rules/seconds';
import { nextEventSecond } from '../../../src/rules/seconds/engine';
import { clockAt, type SecondsState, type Step } from '../../../src/rules/seconds/state';
import { scriptedDice, type ScriptedDice } from '../../support/dice';
import { aCombatant, aFight, chain, d10s, d20s, newcomer, ofType, OPTIONS, rejection } from './fixtures';

const noDice = scriptedDice();

function next(state: SecondsState, dice: ScriptedDice = noDice): Step {
  return seconds.advance(state, dice, OPTIONS, 'next');
}

function step(state: SecondsState, dice: ScriptedDice = noDice): Step {
  return seconds.advance(state, dice, OPTIONS, 'step');
}

/** `next` until the clock reaches `clock` (or passes it), gathering every event. */
function nextUntil(state: SecondsState, clock: number, dice: ScriptedDice = noDice): Step {
  let s = state;
  const events: Step['events'][number][] = [];
  for (let guard = 0; seconds.clock(s) < clock; guard += 1) {
    if (guard > 200) throw new Error('the clock does not move');
    const r = next(s, dice);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

function clocks(events: Step['events'], type: 'turn-due' | 'action-declared', id: string): number[] {
  return ofType(events, type)
    .filter((e) => e.id === id)
    .map((e) => e.count);
}

describe('the clock: rounds of 20 seconds (docs/rules.md §9.2)', () => {
  it('the clock is (round − 1) × 20 + second: `step` climbs seconds 1..20, then round 2 begins at second 1 (clock 21)', () => {
    const dice = scriptedDice(...d10s([5, 5]));
    let s = seconds.start([newcomer('a')], dice, OPTIONS).state;
    expect([seconds.clock(s), seconds.round(s), s.second]).toEqual([1, 1, 1]);
    const seen: number[] = [];
    for (let i = 0; i < 19; i += 1) {
      s = step(s).state;
      seen.push(seconds.clock(s));
    }
    expect(seen).toEqual(Array.from({ length: 19 }, (_, i) => i + 2));
    expect([s.round, s.second]).toEqual([1, 20]);
    const nextRound = step(s, scriptedDice(...d10s([5, 5])));
    expect([seconds.clock(nextRound.state), seconds.round(nextRound.state), nextRound.state.second]).toEqual([21, 2, 1]);
    expect(ofType(nextRound, 'counter-advanced')).toEqual([{ type: 'counter-advanced', from: 20, to: 21 }]);
    expect(ofType(nextRound, 'round-started')).toEqual([{ type: 'round-started', round: 2, count: 21 }]);
    expect(seconds.tracker(nextRound.state)).toMatchObject({ title: 'Round 2 · second 1', value: 1 });
  });

  it.each([
    ['someone’s second', aFight([aCombatant('a', { second: 4 })]), 4],
    ['a movement moment before anyone’s second', aFight([aCombatant('a', { second: 9 })], { second: 2 }), 6],
    [
      'a spell taking effect',
      aFight([aCombatant('a', { second: 9 })], { spells: [{ casterId: 'a', casterName: 'A', castAt: 1, resolvesAt: 3, note: '' }] }),
      3,
    ],
    ['the end of the round (21: the next round’s second 1)', aFight([aCombatant('a')], { second: 17 }), 21],
  ] as const)('`next` moves the clock to the next second at which anything happens: %s', (_rule, state, expected) => {
    expect(nextEventSecond(state)).toBe(expected);
    const dice = scriptedDice(...(expected > 20 ? d10s([3, 3]) : []));
    const moved = next(state, dice);
    dice.expectConsumed();
    expect(seconds.clock(moved.state)).toBe(expected);
  });

  it('`step` moves exactly one second, even when nothing happens there', () => {
    const s = aFight([aCombatant('a', { second: 9 })], { second: 2 });
    expect(seconds.clock(step(s).state)).toBe(3);
    expect(seconds.clock(next(s).state)).toBe(6);
  });

  it.each(['next', 'step'] as const)(
    '`%s` first ends the current turn: a due combatant that did not declare passes (action pass, passed over, no cool-down)',
    (mode) => {
      const s = aFight([aCombatant('a', { second: 4 })], { second: 4 });
      const moved = seconds.advance(s, noDice, OPTIONS, mode);
      expect(ofType(moved, 'action-declared')).toEqual([
        { type: 'action-declared', id: 'a', count: 4, coolDown: null, action: 'pass', nextAt: null, changeWaived: false, passedOver: true, note: '' },
      ]);
      expect(seconds.clock(moved.state)).toBe(mode === 'step' ? 5 : 6);
      expect(seconds.valueOf(moved.state, 'a')).toBeNull();
    },
  );

  it('when two are due at a second, ending the first turn announces the second and the clock stays', () => {
    const s = aFight(
      [aCombatant('a', { second: 4, tie: { count: 4, rolls: [2] } }), aCombatant('b', { second: 4, tie: { count: 4, rolls: [9] } })],
      { second: 4 },
    );
    const moved = next(s);
    expect(seconds.clock(moved.state)).toBe(4);
    expect(ofType(moved, 'turn-due')).toEqual([{ type: 'turn-due', id: 'b', count: 4, blockedBy: null }]);
  });
});

describe('initiative, every round: max(1, 2d10 + weapon speed + initiative adjustment), lower seconds first (docs/rules.md §9.2)', () => {
  it.each([
    ['page 001: 4 and 9 act at second 13', [4, 9], 0, 0, 13, []],
    ['a great axe adds its speed: 4 + 9 + 2 = second 15', [4, 9], 2, 0, 15, [{ label: 'weapon speed', value: 2 }]],
    [
      'fists and quickness subtract: 3 + 2 − 2 − 1 = second 2',
      [3, 2],
      -2,
      -1,
      2,
      [
        { label: 'weapon speed', value: -2 },
        { label: 'adjustment', value: -1 },
      ],
    ],
    ['never before second 1: 1 + 1 − 2 − 3 gives second 1', [1, 1], -2, -3, 1, [{ label: 'weapon speed', value: -2 }, { label: 'adjustment', value: -3 }]],
    ['encumbrance steps add +1 each: 6 + 6 + 3 = second 15', [6, 6], 0, 3, 15, [{ label: 'adjustment', value: 3 }]],
  ] as const)('%s', (_rule, roll, speed, adjustment, expected, terms) => {
    const dice = scriptedDice(...d10s(roll));
    const started = seconds.start([newcomer('a', { speed, initiativeAdjustment: adjustment })], dice, OPTIONS);
    dice.expectConsumed();
    expect(seconds.valueOf(started.state, 'a')).toBe(expected);
    expect(ofType(started, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'a', dice: [...roll], sides: 10, terms, value: expected, base: 0, joining: false, count: expected },
    ]);
  });

  it('the fight starts at round 1, second 1: combat-started, round-started, the rolls, the first moment, the turn due', () => {
    const started = seconds.start([newcomer('a')], scriptedDice(...d10s([1, 1])), OPTIONS);
    expect(started.events.map((e) => e.type)).toEqual(['combat-started', 'round-started', 'initiative-rolled', 'movement-window']);
    const first = seconds.start([newcomer('a', { speed: -2 })], scriptedDice(...d10s([1, 1])), OPTIONS);
    expect(first.events.at(-1)).toEqual({ type: 'turn-due', id: 'a', count: 1, blockedBy: null });
  });

  it('lower seconds act first', () => {
    const started = seconds.start([newcomer('a'), newcomer('b'), newcomer('c')], scriptedDice(...d10s([8, 7], [1, 2], [4, 5])), OPTIONS);
    expect(seconds.order(started.state).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    const played = nextUntil(started.state, 16);
    expect(ofType(played, 'turn-due').map((e) => [e.id, e.count])).toEqual([
      ['b', 3],
      ['c', 9],
      ['a', 15],
    ]);
  });

  it('every combatant rolls again at the start of each round', () => {
    const started = seconds.start([newcomer('a'), newcomer('b')], scriptedDice(...d10s([8, 7], [1, 2])), OPTIONS);
    const dice = scriptedDice(...d10s([1, 1], [9, 9]));
    const round2 = nextUntil(started.state, 21, dice);
    dice.expectConsumed();
    expect(ofType(round2, 'initiative-rolled').map((e) => [e.id, e.value, e.count])).toEqual([
      ['a', 2, 22],
      ['b', 18, 38],
    ]);
    expect(seconds.order(round2.state).map((c) => [c.id, seconds.valueOf(round2.state, c.id)])).toEqual([
      ['a', 2],
      ['b', 18],
    ]);
  });

  it('ties: a d20, lowest first (ruling: page 001 is silent)', () => {
    const dice = scriptedDice(...d10s([5, 5], [4, 6]), ...d20s(14, 6));
    const started = seconds.start([newcomer('a'), newcomer('b')], dice, OPTIONS);
    dice.expectConsumed();
    expect(ofType(started, 'tie-broken')).toEqual([
      {
        type: 'tie-broken',
        count: 10,
        direction: 'lowest',
        rolls: [
          { id: 'b', rolls: [6] },
          { id: 'a', rolls: [14] },
        ],
      },
    ]);
    expect(seconds.order(started.state).map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('ties: tied d20s are re-rolled among the tied until the order is strict', () => {
    const dice = scriptedDice(...d10s([5, 5], [5, 5], [5, 5]), ...d20s(5, 5, 9, 12, 3));
    const started = seconds.start([newcomer('a'), newcomer('b'), newcomer('c')], dice, OPTIONS);
    dice.expectConsumed();
    expect(ofType(started, 'tie-broken')[0]?.rolls).toEqual([
      { id: 'b', rolls: [5, 3] },
      { id: 'a', rolls: [5, 12] },
      { id: 'c', rolls: [9] },
    ]);
    const played = nextUntil(started.state, 11);
    expect(clocks(played.events, 'turn-due', 'b')).toEqual([10]);
    expect(ofType(played, 'turn-due').map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('carried over: an initiative above 20 (docs/rules.md §9.2)', () => {
  it('acts at second (initiative − 20) of the next round, not in this round, and does not roll in the next round', () => {
    // a: 10 + 9 + 2 = 21 → second 1 of round 2; b: 2
    const start = scriptedDice(...d10s([10, 9], [1, 1]));
    const started = seconds.start([newcomer('a', { speed: 2 }), newcomer('b')], start, OPTIONS);
    start.expectConsumed();
    expect(ofType(started, 'initiative-rolled')[0]).toMatchObject({ id: 'a', value: 21, count: 21 });
    expect(seconds.tracker(started.state).later).toEqual([
      { id: 'b', value: 2 },
      { id: 'a', value: 1 },
    ]);
    const round2Dice = scriptedDice(...d10s([2, 2])); // only b rolls
    const round1 = nextUntil(started.state, 21, round2Dice);
    round2Dice.expectConsumed();
    expect(clocks(round1.events, 'action-declared', 'a')).toEqual([]);
    expect(ofType(round1, 'initiative-rolled').map((e) => e.id)).toEqual(['b']);
    expect(ofType(round1, 'turn-due').map((e) => [e.id, e.count])).toEqual([
      ['b', 2],
      ['a', 21],
    ]);
    const round3Dice = scriptedDice(...d10s([3, 3], [5, 5]));
    const round2 = nextUntil(round1.state, 41, round3Dice);
    round3Dice.expectConsumed();
    expect(clocks(round2.events, 'action-declared', 'a')).toEqual([21]);
    expect(ofType(round2, 'initiative-rolled').map((e) => [e.id, e.count])).toEqual([
      ['a', 48],
      ['b', 50],
    ]);
  });

  it('a carry rolled at the start of a later round works the same: no action that round, none rolled the next', () => {
    const s = aFight([aCombatant('a', { speed: 2 })], { second: 16 });
    const round2 = next(s, scriptedDice(...d10s([10, 10])));
    expect(ofType(round2, 'initiative-rolled')[0]).toMatchObject({ value: 22, count: 42 });
    expect(seconds.tracker(round2.state).later).toEqual([{ id: 'a', value: 2 }]);
    const round3 = nextUntil(round2.state, 42); // no dice: nobody rolls at round 3
    expect(clocks(round3.events, 'turn-due', 'a')).toEqual([42]);
    expect(clocks(round3.events, 'action-declared', 'a')).toEqual([]);
  });
});

describe('spells: the initiative is when the casting starts; the spell lands at start + casting time (docs/rules.md §9.2)', () => {
  it.each([
    ['within the round: cast at 15 for 3 seconds lands at second 18; the caster rolls next round', [7, 8], 3, 18, true],
    ['past 20: cast at 17 for 6 lands at second 3 of the next round, the casting is its action there too', [8, 9], 6, 23, false],
    ['exactly past 20: cast at 20 for 1 lands at second 1 of the next round', [10, 10], 1, 21, false],
  ] as const)('%s', (_rule, roll, cast, lands, rollsNextRound) => {
    const started = seconds.start([newcomer('a')], scriptedDice(...d10s(roll)), OPTIONS);
    const due = nextUntil(started.state, roll[0] + roll[1]);
    const declared = seconds.declare(due.state, 'a', 'magic', { cast }, noDice, OPTIONS, 'fireball');
    expect(ofType(declared, 'spell-cast')).toEqual([{ type: 'spell-cast', id: 'a', resolvesAt: lands, note: 'fireball' }]);
    expect(seconds.marks(declared.state, 'a')).toEqual([{ kind: 'casting', until: lands, badge: cast }]);
    const dice = scriptedDice(...(rollsNextRound ? d10s([1, 1]) : []));
    const played = nextUntil(declared.state, clockAt(2, 16), dice);
    dice.expectConsumed();
    expect(ofType(played, 'spell-resolves')).toEqual([{ type: 'spell-resolves', id: 'a', name: 'A', count: lands, note: 'fireball' }]);
    expect(ofType(played, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'casting' }]);
    expect(ofType(played, 'initiative-rolled').length).toBe(rollsNextRound ? 1 : 0);
    expect(clocks(played.events, 'turn-due', 'a')).toEqual(rollsNextRound ? [22] : []);
    if (!rollsNextRound) {
      // the round after, it rolls again
      const round3 = nextUntil(played.state, 41, scriptedDice(...d10s([1, 1])));
      expect(ofType(round3, 'initiative-rolled').map((e) => e.count)).toEqual([42]);
    }
  });

  it('a casting time of 0 takes effect at once', () => {
    const s = aFight([aCombatant('a', { second: 5 })], { second: 5 });
    const declared = seconds.declare(s, 'a', 'magic', {}, noDice, OPTIONS, ' light ');
    expect(ofType(declared, 'spell-resolves')).toEqual([{ type: 'spell-resolves', id: 'a', name: 'A', count: 5, note: 'light' }]);
    expect(declared.state.spells).toEqual([]);
  });
});

describe('declaring: only the due combatant; no cool-down, no hold; an action happens at its second (docs/rules.md §9.2)', () => {
  const tied = aFight(
    [
      aCombatant('a', { second: 5, tie: { count: 5, rolls: [3] } }),
      aCombatant('b', { second: 5, tie: { count: 5, rolls: [7] } }),
      aCombatant('c', { second: 9 }),
      aCombatant('d', { carried: 4 }),
      aCombatant('e'),
      aCombatant('m'),
    ],
    // m began a casting at second 3 that lands at second 3 of round 2: its action for rounds 1 and 2
    { second: 5, spells: [{ casterId: 'm', casterName: 'M', castAt: 3, resolvesAt: 23, note: '' }] },
  );
  const stunned = aFight([aCombatant('s', { second: 5, conditions: ['stunned'] })], { second: 5 });

  it.each([
    ['there is no hold: not in this rule set', tied, 'a', 'hold', {}, { code: 'not-in-rule-set', action: 'hold', ruleSet: 'seconds' }],
    ['no Dash (the rondel’s cool-down table)', tied, 'a', 'dash', {}, { code: 'not-in-rule-set', action: 'dash', ruleSet: 'seconds' }],
    ['no Full Guard: page 001 has none', tied, 'a', 'guard', {}, { code: 'not-in-rule-set', action: 'guard', ruleSet: 'seconds' }],
    ['a combatant whose second is later is not due', tied, 'c', 'combat', {}, { code: 'not-due', id: 'c', nextAt: 9, counter: 5 }],
    ['a carried-over combatant is not due until next round', tied, 'd', 'combat', {}, { code: 'not-due', id: 'd', nextAt: 24, counter: 5 }],
    ['a combatant that has acted waits for the next round', tied, 'e', 'combat', {}, { code: 'not-due', id: 'e', nextAt: 21, counter: 5 }],
    ['a casting that spans into round 2 is the action of both rounds: not due until round 3', tied, 'm', 'combat', {}, { code: 'not-due', id: 'm', nextAt: 41, counter: 5 }],
    ['ties act in tie order: the second of a tie is not first', tied, 'b', 'combat', {}, { code: 'not-first', id: 'b', first: 'a', counter: 5 }],
    ['a combatant that cannot act cannot declare', stunned, 's', 'skill', {}, { code: 'cannot-act', id: 's', condition: 'stunned' }],
    ['a casting time is 0..200 seconds', tied, 'a', 'magic', { cast: 201 }, { code: 'bad-value', field: 'cast', low: 0, high: 200 }],
    ['an unknown combatant', tied, 'zz', 'combat', {}, { code: 'unknown-combatant' }],
  ] as const)('refused: %s', (_rule, state, id, action, input, refusal) => {
    const r = seconds.declare(state, id, action, input, noDice, OPTIONS, '');
    expect(r.state).toBe(state);
    expect(r.events).toEqual([{ type: 'rejected', ...refusal }]);
  });

  it.each(['combat', 'skill', 'move', 'magic'])('%s happens at its second: action-declared with no cool-down and no next count', (action) => {
    const r = seconds.declare(tied, 'a', action, {}, noDice, OPTIONS, ' note ');
    expect(ofType(r, 'action-declared')).toEqual([
      { type: 'action-declared', id: 'a', count: 5, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: 'note' },
    ]);
    expect(seconds.valueOf(r.state, 'a')).toBeNull();
    // the tie's next in line is due now
    expect(r.events.at(-1)).toEqual({ type: 'turn-due', id: 'b', count: 5, blockedBy: null });
  });

  it('the actions table offers combat, magic, use skill/object and move, each once', () => {
    expect(seconds.actions.map((a) => a.key)).toEqual(['combat', 'magic', 'skill', 'move']);
    expect(seconds.actions.find((a) => a.key === 'magic')?.takes).toContain('cast');
  });

  it('a combatant that cannot act is announced with the reason, and `next` passes its turn', () => {
    const at4 = aFight([aCombatant('s', { second: 5, conditions: ['paralyzed'] })], { second: 4 });
    const due = next(at4);
    expect(ofType(due, 'turn-due')).toEqual([{ type: 'turn-due', id: 's', count: 5, blockedBy: 'paralyzed' }]);
    expect(ofType(next(due.state), 'action-declared')[0]).toMatchObject({ id: 's', action: 'pass', passedOver: true });
  });
});

describe('movement at seconds 1, 6, 11 and 16 (docs/rules.md §9.2)', () => {
  /** Starts a fight whose combatants act late (20, 19, …), optionally sets the terrain, and plays to second 16. */
  function roundOfMoments(list: ReturnType<typeof newcomer>[], terrain?: string) {
    const started = seconds.start(list, scriptedDice(...d10s(...list.map((_, i) => [10, 10 - i] as const))), OPTIONS);
    const events = ofType(started, 'movement-window');
    const set = terrain ? seconds.terrain?.(started.state, terrain) : undefined;
    const played = nextUntil(set?.state ?? started.state, 16);
    return { state: played.state, events: [...events, ...ofType(played, 'movement-window')] };
  }

  it('each moment posts a movement-window (index = the moment, no tiers) with every combatant’s allowance', () => {
    const { events } = roundOfMoments([newcomer('a'), newcomer('p', { conditions: ['prone'] }), newcomer('r', { conditions: ['restrained'] })]);
    expect(events.map((e) => [e.count, e.index, e.tiers])).toEqual([
      [1, 0, []],
      [6, 1, []],
      [11, 2, []],
      [16, 3, []],
    ]);
    expect(events.map((e) => e.combatants.map((c) => c.allowance))).toEqual(
      [4, 3, 3, 2].map((hexes) => [
        { kind: 'move', hexes },
        { kind: 'crawl', hexes: 1, full: hexes },
        { kind: 'held', reason: 'restrained' },
      ]),
    );
  });

  it('the moments of a round add up to its hexes divided by the terrain', () => {
    const { events } = roundOfMoments([newcomer('a', { hexesPerRound: 20 })], 'forest');
    const moved = events.filter((e) => e.count > 1).map((e) => e.combatants[0]?.allowance);
    // the start's moment was on road (the terrain was set after); seconds 6, 11, 16 in forest: 20 ÷ 2.2 → 9 → 3-2-2-2
    expect(moved).toEqual([2, 2, 2].map((hexes) => ({ kind: 'move', hexes })));
  });

  it('allowance() is the moment’s allowance, and null between moments', () => {
    const s = aFight([aCombatant('a', { hexesPerRound: 7 })], { second: 6 });
    expect(seconds.allowance(s, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 2 });
    expect(seconds.allowance({ ...s, second: 7 }, 'a', OPTIONS)).toBeNull();
    expect(seconds.allowance({ ...s, second: 16 }, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 1 });
    expect(seconds.allowance(s, 'nobody', OPTIONS)).toBeNull();
  });

  it('the fight is on road until the GM sets a terrain; an unknown terrain is refused; the same terrain changes nothing', () => {
    const s = aFight([aCombatant('a')]);
    expect(s.terrain).toBe('road');
    const set = seconds.terrain?.(s, 'Plains');
    expect(set?.state.terrain).toBe('plains');
    expect(set?.events).toEqual([{ type: 'overridden', id: '', field: 'terrain', from: 'road', to: 'plains' }]);
    expect(seconds.allowance(set?.state ?? s, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 3 });
    const refused = seconds.terrain?.(s, 'lava');
    expect(refused?.state).toBe(s);
    expect(refused?.events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'terrain', low: 0, high: 0 }]);
    expect(seconds.terrain?.(s, 'road')).toEqual({ state: s, events: [] });
  });

  it('at a moment, a new condition, tier or terrain is announced as a changed allowance', () => {
    const s = aFight([aCombatant('a'), aCombatant('b', { hexesPerRound: null })], { second: 6 });
    const grappled = seconds.changeConditions(s, 'a', ['grappled'], []).state;
    expect(seconds.windowChanges(s, grappled, OPTIONS)).toEqual([{ type: 'allowance-changed', id: 'a', count: 6, allowance: { kind: 'held', reason: 'grappled' } }]);
    const faster = seconds.setTier(s, 'b', 'purple_lightning').state;
    expect(seconds.windowChanges(s, faster, OPTIONS)).toEqual([{ type: 'allowance-changed', id: 'b', count: 6, allowance: { kind: 'move', hexes: 6 } }]);
    const hills = seconds.terrain?.(s, 'hills').state ?? s;
    expect(seconds.windowChanges(s, hills, OPTIONS).map((e) => e.type === 'allowance-changed' && [e.id, e.allowance])).toEqual([
      // hills: 12 → 5 → 2-1-1-1; 8 → 3 → 1-1-1-0
      ['a', { kind: 'move', hexes: 1 }],
      ['b', { kind: 'move', hexes: 1 }],
    ]);
    const joined = seconds.join(s, [newcomer('j', { hexesPerRound: 4 })], scriptedDice(...d10s([9, 9])), OPTIONS).state;
    expect(seconds.windowChanges(s, joined, OPTIONS)).toEqual([{ type: 'allowance-changed', id: 'j', count: 6, allowance: { kind: 'move', hexes: 1 } }]);
    // not at a moment, or when the clock moved: nothing
    expect(seconds.windowChanges({ ...s, second: 7 }, { ...grappled, second: 7 }, OPTIONS)).toEqual([]);
  });
});

describe('reactions: one per round, renewed when the round starts (docs/rules.md §9.2 ruling)', () => {
  it('a second reaction in the round is refused; the reacted mark shows until the round ends', () => {
    const s = aFight([aCombatant('a', { second: 9 })], { second: 3 });
    const reacted = seconds.react(s, 'a', ' parry ', OPTIONS);
    expect(reacted.events).toEqual([
      { type: 'reacted', id: 'a', count: 3, until: 21, note: 'parry' },
      { type: 'marker-applied', id: 'a', marker: 'reacted', until: 21 },
    ]);
    expect(seconds.marks(reacted.state, 'a')).toEqual([{ kind: 'reacted', until: 21, badge: null }]);
    const again = seconds.react(nextUntil(reacted.state, 15).state, 'a', '', OPTIONS);
    expect(rejection(again)).toEqual({ type: 'rejected', code: 'reacted-this-round', id: 'a', round: 1 });
  });

  it('the next round renews it: the mark expires and it may react again', () => {
    const s = aFight([aCombatant('a', { reacted: true })], { second: 16 });
    const round2 = next(s, scriptedDice(...d10s([9, 9])));
    expect(ofType(round2, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'reacted' }]);
    expect(seconds.marks(round2.state, 'a')).toEqual([]);
    expect(ofType(seconds.react(round2.state, 'a', '', OPTIONS), 'reacted')).toHaveLength(1);
  });

  it.each(['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'] as const)('a %s combatant cannot react', (condition) => {
    const s = aFight([aCombatant('a', { conditions: [condition] })]);
    const r = seconds.react(s, 'a', '', OPTIONS);
    expect(r.state).toBe(s);
    expect(r.events).toEqual([{ type: 'rejected', code: 'cannot-react', id: 'a', condition }]);
  });
});

describe('speaking: held, and posted after second 20 (docs/rules.md §9.2, page 001)', () => {
  it('speech is held during the round and posted after second 20, in the order said, before the next round starts', () => {
    const s = aFight([aCombatant('a'), aCombatant('b')], { second: 4 });
    const said = chain(
      s,
      (x) => seconds.say?.(x, 'b', ' Flank left! ') ?? { state: x, events: [] },
      (x) => seconds.say?.(x, 'a', 'Hold the line') ?? { state: x, events: [] },
    );
    expect(said.events).toEqual([
      { type: 'speech-held', id: 'b', count: 4 },
      { type: 'speech-held', id: 'a', count: 4 },
    ]);
    const before = nextUntil(said.state, 16);
    expect(ofType(before, 'speech')).toEqual([]);
    const posted = next(before.state, scriptedDice(...d10s([5, 5], [6, 6])));
    expect(posted.events.slice(0, 3).map((e) => e.type)).toEqual(['speech', 'speech', 'counter-advanced']);
    expect(ofType(posted, 'speech')).toEqual([
      { type: 'speech', id: 'b', name: 'B', text: 'Flank left!', count: 20 },
      { type: 'speech', id: 'a', name: 'A', text: 'Hold the line', count: 20 },
    ]);
    expect(posted.state.speech).toEqual([]);
  });

  it('a speaker who leaves the fight is still heard at the end of the round', () => {
    const s = aFight([aCombatant('a'), aCombatant('b')], { second: 20 });
    const gone = chain(s, (x) => seconds.say?.(x, 'a', 'Run!') ?? { state: x, events: [] }, (x) => seconds.leave(x, 'a'));
    expect(ofType(next(gone.state, scriptedDice(...d10s([5, 5]))), 'speech')).toEqual([{ type: 'speech', id: 'a', name: 'A', text: 'Run!', count: 20 }]);
  });

  it.each([
    ['nothing to say', 'a', '   ', { code: 'bad-value', field: 'text', low: 1, high: 200 }],
    ['more than 200 characters', 'a', 'x'.repeat(201), { code: 'bad-value', field: 'text', low: 1, high: 200 }],
    ['an unknown speaker', 'zz', 'hello', { code: 'unknown-combatant' }],
  ] as const)('refused: %s', (_rule, id, text, refusal) => {
    const s = aFight([aCombatant('a')]);
    const r = seconds.say?.(s, id, text);
    expect(r?.state).toBe(s);
    expect(r?.events).toEqual([{ type: 'rejected', ...refusal }]);
  });
});

describe('joining: a joiner rolls at once (docs/rules.md §9.2)', () => {
  it.each([
    ['a later second is still to come: it acts this round', 5, [4, 4], 0, { second: 8, carried: null }],
    ['the current second is under way, not to come: it waits for the next round’s roll (ruling)', 8, [4, 4], 0, { second: null, carried: null }],
    ['a second already passed: it waits for the next round’s roll', 12, [4, 4], 0, { second: null, carried: null }],
    ['above 20 it is carried over, as at the start', 5, [10, 10], 2, { second: null, carried: 2 }],
  ] as const)('%s', (_rule, now, roll, speed, expected) => {
    const s = aFight([aCombatant('a', { second: 15 })], { second: now });
    const dice = scriptedDice(...d10s(roll));
    const joined = seconds.join(s, [newcomer('j', { speed })], dice, OPTIONS);
    dice.expectConsumed();
    expect(joined.state.combatants.find((c) => c.id === 'j')).toMatchObject(expected);
    expect(ofType(joined, 'initiative-rolled')).toEqual([
      expect.objectContaining({ id: 'j', joining: true, base: 0, value: roll[0] + roll[1] + speed, count: roll[0] + roll[1] + speed }),
    ]);
    expect(ofType(joined, 'turn-due')).toEqual([]);
  });

  it('a joiner that waited rolls with everyone when the next round starts', () => {
    const s = aFight([aCombatant('a')], { second: 16 });
    const joined = seconds.join(s, [newcomer('j')], scriptedDice(...d10s([1, 1])), OPTIONS);
    const dice = scriptedDice(...d10s([3, 3], [4, 4]));
    const round2 = next(joined.state, dice);
    dice.expectConsumed();
    expect(seconds.valueOf(round2.state, 'j')).toBe(8);
  });

  it('a joiner tied with a combatant rolls a d20 against the roll it kept', () => {
    const s = aFight([aCombatant('a', { second: 10, tie: { count: 10, rolls: [8] } }), aCombatant('b', { second: 10, tie: { count: 10, rolls: [12] } })], { second: 3 });
    const dice = scriptedDice(...d10s([5, 5]), ...d20s(10));
    const joined = seconds.join(s, [newcomer('j')], dice, OPTIONS);
    dice.expectConsumed();
    expect(seconds.order(joined.state).map((c) => c.id)).toEqual(['a', 'j', 'b']);
  });

  it('someone already in the fight is refused; the others join', () => {
    const s = aFight([aCombatant('a')], { second: 3 });
    const joined = seconds.join(s, [newcomer('a'), newcomer('j')], scriptedDice(...d10s([5, 5])), OPTIONS);
    expect(rejection(joined)).toEqual({ type: 'rejected', code: 'already-in-combat', id: 'a' });
    expect(joined.state.combatants.map((c) => c.id)).toEqual(['a', 'j']);
  });
});

describe('the GM places a combatant at a second of the current round', () => {
  const s = aFight([aCombatant('a', { second: 12 }), aCombatant('b', { carried: 3 }), aCombatant('c', { second: 9 })], { second: 7 });

  it.each([
    ['second 0 is not a second', 0, { code: 'bad-value', field: 'count', low: 1, high: 20 }],
    ['second 21 is past the round', 21, { code: 'bad-value', field: 'count', low: 1, high: 20 }],
    ['a fraction is not a second', 8.5, { code: 'bad-value', field: 'count', low: 1, high: 20 }],
    ['a second already passed', 6, { code: 'count-in-past', count: 6, counter: 7 }],
  ] as const)('refused: %s', (_rule, value, refusal) => {
    const r = seconds.place(s, 'a', value, noDice);
    expect(r.state).toBe(s);
    expect(r.events).toEqual([{ type: 'rejected', ...refusal }]);
  });

  it('a later second: it acts there this round (the value the tracker shows)', () => {
    const r = seconds.place(s, 'a', 15, noDice);
    expect(r.events).toEqual([{ type: 'overridden', id: 'a', field: 'nextAt', from: 12, to: 15 }]);
    expect(seconds.valueOf(r.state, 'a')).toBe(15);
  });

  it('the current second: it is due now', () => {
    const r = seconds.place(s, 'a', 7, noDice);
    expect(r.events.at(-1)).toEqual({ type: 'turn-due', id: 'a', count: 7, blockedBy: null });
  });

  it('a carried-over combatant placed in this round acts this round instead', () => {
    const r = seconds.place(s, 'b', 10, noDice);
    expect(r.state.combatants.find((c) => c.id === 'b')).toMatchObject({ second: 10, carried: null });
  });

  it('a shared second is settled by d20', () => {
    // a (arrival 0) rolls first, then c
    const dice = scriptedDice(...d20s(4, 15));
    const r = seconds.place(s, 'a', 9, dice);
    dice.expectConsumed();
    expect(seconds.order(r.state).map((c) => c.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('the tracker: Round R · second S', () => {
  it('due now first (the one whose turn it is first), then this round’s remaining by second, then the carried over, then those done', () => {
    const s = aFight(
      [
        aCombatant('done'),
        aCombatant('late', { second: 17 }),
        aCombatant('carried', { carried: 4 }),
        aCombatant('tied2', { second: 6, tie: { count: 46, rolls: [11] } }),
        aCombatant('tied1', { second: 6, tie: { count: 46, rolls: [2] } }),
        aCombatant('soon', { second: 9 }),
      ],
      { round: 3, second: 6 },
    );
    expect(seconds.validate(s)).toEqual([]);
    expect(seconds.tracker(s)).toEqual({
      title: 'Round 3 · second 6',
      value: 6,
      due: [
        { id: 'tied1', value: 6 },
        { id: 'tied2', value: 6 },
      ],
      later: [
        { id: 'soon', value: 9 },
        { id: 'late', value: 17 },
        { id: 'carried', value: 4 },
        { id: 'done', value: null },
      ],
    });
    expect(seconds.current(s)?.id).toBe('tied1');
    expect(seconds.clock(s)).toBe(46);
  });
});

describe('leaving, tiers, Perception and conditions', () => {
  it('a due combatant that leaves hands the turn to the next due', () => {
    const s = aFight([aCombatant('a', { second: 5, tie: { count: 5, rolls: [1] } }), aCombatant('b', { second: 5, tie: { count: 5, rolls: [2] } })], { second: 5 });
    const r = seconds.leave(s, 'a');
    expect(r.events).toEqual([
      { type: 'left', id: 'a', name: 'A' },
      { type: 'turn-due', id: 'b', count: 5, blockedBy: null },
    ]);
  });

  it('a new tier changes the hexes of a combatant without hexes from the sheet', () => {
    const s = aFight([aCombatant('a', { hexesPerRound: null })]);
    const r = seconds.setTier(s, 'a', 'yellow_bird');
    expect(r.events).toEqual([{ type: 'overridden', id: 'a', field: 'tier', from: 'red_fox', to: 'yellow_bird' }]);
    expect(seconds.allowance(r.state, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 4 });
  });

  it('Perception is recorded only: initiative in 20-second rounds does not read it', () => {
    const s = aFight([aCombatant('a')]);
    const r = seconds.setPerception(s, 'a', 3);
    expect(r.events).toEqual([{ type: 'overridden', id: 'a', field: 'perceptionMod', from: 0, to: 3 }]);
    expect(rejection(seconds.setPerception(s, 'a', 99))).toMatchObject({ code: 'bad-value', field: 'perception' });
    const started = seconds.start([newcomer('a', { perceptionMod: 5 })], scriptedDice(...d10s([4, 4])), OPTIONS);
    expect(seconds.valueOf(started.state, 'a')).toBe(8);
  });

  it.each<[string, ConditionKey[], ConditionKey[], ConditionKey | null]>([
    ['becomes stunned: announced again as blocked', ['stunned'], [], 'stunned'],
    ['recovers: announced again, free to act', [], ['unconscious'], null],
  ])('a due combatant that %s', (_rule, add, remove, blockedBy) => {
    const s = aFight([aCombatant('a', { second: 5, conditions: remove })], { second: 5 });
    const r = seconds.changeConditions(s, 'a', add, remove);
    expect(r.events).toEqual([
      { type: 'conditions-changed', id: 'a', added: add, removed: remove },
      { type: 'turn-due', id: 'a', count: 5, blockedBy },
    ]);
  });
});

describe('validate: every problem of a stored state', () => {
  const good = aFight([aCombatant('a', { second: 9 }), aCombatant('b', { carried: 2 })], { second: 5 });
  it('a state this rule set made is valid, and survives JSON', () => {
    expect(seconds.validate(JSON.parse(JSON.stringify(good)))).toEqual([]);
    const started = seconds.start([newcomer('a'), newcomer('b')], scriptedDice(...d10s([1, 2], [3, 4])), OPTIONS);
    expect(seconds.validate(JSON.parse(JSON.stringify(started.state)))).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', [], /not an object/],
    ['round 0', { ...good, round: 0 }, /round/],
    ['second 21', { ...good, second: 21 }, /second is not/],
    ['an unknown terrain', { ...good, terrain: 'lava' }, /terrain/],
    ['a combatant due at a second already passed', { ...good, combatants: [aCombatant('a', { second: 3 })] }, /second is not null/],
    ['both acting this round and carried over', { ...good, combatants: [aCombatant('a', { second: 9, carried: 2 })] }, /both/],
    ['a carried second of 0', { ...good, combatants: [aCombatant('a', { carried: 0 })] }, /carried/],
    ['a duplicate id', { ...good, combatants: [aCombatant('a'), aCombatant('a', { arrival: 1 })] }, /duplicate/],
    ['hexes out of bounds', { ...good, combatants: [aCombatant('a', { hexesPerRound: -1 })] }, /hexesPerRound/],
    ['a spell already due', { ...good, spells: [{ casterId: 'a', casterName: 'A', castAt: 1, resolvesAt: 5, note: '' }] }, /spells\[0\]/],
    ['speech of an earlier round', { ...good, round: 2, speech: [{ id: 'a', name: 'A', text: 'hi', count: 3 }] }, /speech\[0\]/],
    ['no speech list', { ...good, speech: undefined }, /speech is not a list/],
    ['a reacted flag that is not a boolean', { ...good, combatants: [{ ...aCombatant('a'), reacted: 'yes' }] }, /reacted/],
  ])('finds %s', (_what, state, problem) => {
    const problems = seconds.validate(state);
    expect(problems.some((p) => problem.test(p))).toBe(true);
  });
});
