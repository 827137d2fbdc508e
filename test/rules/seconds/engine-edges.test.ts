// The edges of 20-second rounds (docs/rules.md §9.2): bounds on both sides, exact events, what a step must leave alone.
// Dice are scripted and fail when the engine rolls a die it should not (or, with expectConsumed, skips one it should).
import { describe, expect, it } from 'vitest';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import type { TimedEffect } from '../../../src/rules/core/effects';
import { seconds } from '../../../src/rules/seconds';
import { declareAction, joinFight, nextActionClock, nextEventSecond, react, say, startFight } from '../../../src/rules/seconds/engine';
import { settleTies } from '../../../src/rules/seconds/initiative';
import { currentCombatant, secondsOrder } from '../../../src/rules/seconds/order';
import type { PendingSpell, SecondsState } from '../../../src/rules/seconds/state';
import { scriptedDice } from '../../support/dice';
import { aCombatant, aFight, d10s, d20s, newcomer, ofType, OPTIONS } from './fixtures';

const noDice = scriptedDice();

function spell(casterId: string, resolvesAt: number, castAt = 1): PendingSpell {
  return { casterId, casterName: casterId.toUpperCase(), castAt, resolvesAt, note: '' };
}

const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('joining: the numbers of a newcomer (docs/rules.md §9.2)', () => {
  it('unreadable numbers are 0, numbers beyond the limits are clamped, fractions cut; hexes unreadable are the tier default', () => {
    const dice = scriptedDice(...d10s([5, 5], [6, 6], [10, 10], [3, 4]));
    const list = [
      newcomer('a', { perceptionMod: Number.NaN, initiativeAdjustment: undefined as unknown as number, speed: Number.POSITIVE_INFINITY, hexesPerRound: Number.NaN }),
      newcomer('b', { perceptionMod: 25, initiativeAdjustment: -150, speed: 2.7, hexesPerRound: 150 }),
      newcomer('c', { perceptionMod: -25, initiativeAdjustment: 5, speed: -30, hexesPerRound: -3, conditions: ['prone', 'bogus' as ConditionKey, 'prone'] }),
      newcomer('d', { speed: undefined, hexesPerRound: undefined }),
    ];
    const s = startFight(list, dice).state;
    dice.expectConsumed();
    const pick = (id: string) => {
      const c = s.combatants.find((x) => x.id === id);
      return c && [c.perceptionMod, c.initiativeAdjustment, c.speed, c.hexesPerRound, c.conditions, c.second];
    };
    // a: 5 + 5; b: 12 + 2 − 99, at least 1; c: 20 − 20 + 5; d: 3 + 4
    expect(pick('a')).toEqual([0, 0, 0, null, [], 10]);
    expect(pick('b')).toEqual([20, -99, 2, 99, [], 1]);
    expect(pick('c')).toEqual([-20, 5, -20, 0, ['prone'], 5]);
    expect(pick('d')).toEqual([0, 0, 0, null, [], 7]);
  });

  it('a newcomer listed twice joins once, when the fight starts and when it joins', () => {
    const started = startFight([newcomer('a'), newcomer('a')], scriptedDice(...d10s([2, 3])));
    expect(ids(started.state.combatants)).toEqual(['a']);
    const joined = joinFight(started.state, [newcomer('b'), newcomer('b')], scriptedDice(...d10s([4, 4])));
    expect(ids(joined.state.combatants)).toEqual(['a', 'b']);
    expect(ofType(joined, 'initiative-rolled').map((e) => e.id)).toEqual(['b']);
  });

  it('joining only someone already in the fight changes nothing: the same state, one refusal', () => {
    const s = aFight([aCombatant('a', { second: 4 })]);
    const r = joinFight(s, [newcomer('a')], noDice);
    expect(r.state).toBe(s);
    expect(r.events).toEqual([{ type: 'rejected', code: 'already-in-combat', id: 'a' }]);
  });

  it('a joiner’s events are its roll and nothing else when the turn does not change', () => {
    const s = aFight([aCombatant('a', { second: 1 })]);
    const r = joinFight(s, [newcomer('b')], scriptedDice(...d10s([4, 5])));
    expect(r.events).toEqual([
      { type: 'initiative-rolled', id: 'b', dice: [4, 5], sides: 10, terms: [], value: 9, base: 0, joining: true, count: 9 },
    ]);
  });

  it('a fight of nobody does not start: one refusal', () => {
    expect(startFight([], noDice).events).toEqual([{ type: 'rejected', code: 'no-combatants' }]);
  });
});

describe('the clock: the next second at which anything happens (docs/rules.md §9.2)', () => {
  it('someone due at the current second is not a later event', () => {
    const s = aFight([aCombatant('a', { second: 6 }), aCombatant('b', { second: 8 })], { second: 6 });
    expect(nextEventSecond(s)).toBe(8);
  });

  it('a timed effect ending at a clock stops the clock at its second (docs/rules.md §12), in any round', () => {
    const effect = (at: number): TimedEffect => ({ bearer: 'a', name: 'bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at } });
    const early = { ...aFight([aCombatant('a')], { second: 2 }), effects: [effect(4)] } as SecondsState;
    expect(nextEventSecond(early)).toBe(4);
    const round2 = { ...aFight([aCombatant('a')], { round: 2, second: 2 }), effects: [effect(24)] } as SecondsState;
    expect(nextEventSecond(round2)).toBe(4);
    // an effect ending after the next movement moment does not move it
    const late = { ...aFight([aCombatant('a')], { second: 2 }), effects: [effect(9)] } as SecondsState;
    expect(nextEventSecond(late)).toBe(6);
  });

  it('`next` within a round announces the move of the clock, from and to', () => {
    const r = seconds.advance(aFight([aCombatant('a', { second: 3 })], { second: 2 }), noDice, OPTIONS, 'next');
    expect(ofType(r, 'counter-advanced')).toEqual([{ type: 'counter-advanced', from: 2, to: 3 }]);
  });
});

describe('spells taking effect (docs/rules.md §9.2, spells)', () => {
  it('a spell that lands leaves the other casters’ spells pending; its caster’s casting mark ends, not theirs', () => {
    const s = aFight([aCombatant('a'), aCombatant('b')], { second: 2, spells: [spell('a', 4), spell('b', 9)] });
    const r = seconds.advance(s, noDice, OPTIONS, 'next');
    expect(r.state.second).toBe(4);
    expect(r.state.spells).toEqual([spell('b', 9)]);
    expect(ofType(r, 'spell-resolves')).toEqual([{ type: 'spell-resolves', id: 'a', name: 'A', count: 4, note: '' }]);
    expect(ofType(r, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'casting' }]);
  });

  it('a caster with a second spell to come keeps its casting mark until the last lands', () => {
    const s = aFight([aCombatant('a')], { second: 2, spells: [spell('a', 4), spell('a', 5)] });
    const first = seconds.advance(s, noDice, OPTIONS, 'next');
    expect(ofType(first, 'spell-resolves').map((e) => e.count)).toEqual([4]);
    expect(ofType(first, 'marker-expired')).toEqual([]);
    const second = seconds.advance(first.state, noDice, OPTIONS, 'next');
    expect(ofType(second, 'spell-resolves').map((e) => e.count)).toEqual([5]);
    expect(ofType(second, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'casting' }]);
  });

  it('the spell of a caster who left still takes effect, with no mark to remove', () => {
    const s = aFight([aCombatant('a')], { second: 2, spells: [spell('z', 4)] });
    const r = seconds.advance(s, noDice, OPTIONS, 'next');
    expect(ofType(r, 'spell-resolves').map((e) => e.id)).toEqual(['z']);
    expect(ofType(r, 'marker-expired')).toEqual([]);
  });

  it('in a new round only the casters whose spell is still to come skip the roll; the others roll (not as joiners)', () => {
    const s = aFight([aCombatant('a'), aCombatant('b')], { second: 20, spells: [spell('b', 25)] });
    const dice = scriptedDice(...d10s([3, 4]));
    const r = seconds.advance(s, dice, OPTIONS, 'step');
    dice.expectConsumed();
    expect(ofType(r, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'a', dice: [3, 4], sides: 10, terms: [], value: 7, base: 0, joining: false, count: 27 },
    ]);
    expect(r.state.combatants.map((c) => [c.id, c.second])).toEqual([['a', 7], ['b', null]]);
  });

  it('a casting that spans rounds is the caster’s action until the round after the spell lands', () => {
    const caster = aCombatant('a');
    const at = (resolvesAt: number) => nextActionClock(aFight([caster], { second: 5, spells: [spell('a', resolvesAt)] }), caster);
    expect(at(20)).toBe(21); // lands this round: it rolls next round
    expect(at(21)).toBe(41); // lands at second 1 of round 2: round 2 is its casting
    expect(at(40)).toBe(41); // lands at second 20 of round 2
    expect(at(41)).toBe(61);
  });
});

describe('declaring (docs/rules.md §9.2)', () => {
  const due = () => aFight([aCombatant('a', { second: 1 })]);

  it.each<[string, number, boolean]>([
    ['speed', 20, true],
    ['speed', -20, true],
    ['speed', 0, true],
    ['speed', 21, false],
    ['speed', -21, false],
    ['speed', 1.5, false],
    ['mod', 20, true],
    ['mod', -20, true],
    ['mod', 0, true],
    ['mod', 21, false],
    ['mod', -21, false],
    ['mod', 0.5, false],
  ])('a %s of %d is accepted: %s', (field, value, ok) => {
    const r = seconds.declare(due(), 'a', 'combat', { [field]: value }, noDice, OPTIONS, '');
    if (ok) expect(ofType(r, 'action-declared').map((e) => e.action)).toEqual(['combat']);
    else expect(r.events).toEqual([{ type: 'rejected', code: 'bad-value', field, low: -20, high: 20 }]);
  });

  it('without a note, the declaration and the reaction carry an empty note', () => {
    expect(ofType(declareAction(due(), 'a', 'combat', {}), 'action-declared')[0]?.note).toBe('');
    expect(ofType(react(due(), 'a'), 'reacted')[0]?.note).toBe('');
  });

  it('only magic casts: a casting time on another action makes no spell', () => {
    const r = seconds.declare(due(), 'a', 'combat', { cast: 5 }, noDice, OPTIONS, '');
    expect(r.state.spells).toEqual([]);
    expect(ofType(r, 'spell-cast')).toEqual([]);
  });

  it('magic with a casting time marks the caster as casting until it lands', () => {
    const r = seconds.declare(due(), 'a', 'magic', { cast: 3 }, noDice, OPTIONS, 'fire');
    expect(ofType(r, 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'a', marker: 'casting', until: 4 }]);
    expect(r.state.spells).toEqual([{ casterId: 'a', casterName: 'A', castAt: 1, resolvesAt: 4, note: 'fire' }]);
  });

  it('a reaction by the one whose turn it is does not announce the turn again', () => {
    const r = seconds.react(due(), 'a', '', OPTIONS);
    expect(r.events).toEqual([
      { type: 'reacted', id: 'a', count: 1, until: 21, note: '' },
      { type: 'marker-applied', id: 'a', marker: 'reacted', until: 21 },
    ]);
  });

  it('speech of up to 200 characters is held; longer is refused (ruling 92)', () => {
    expect(say(due(), 'a', 'x'.repeat(200)).state.speech.map((s) => s.text.length)).toEqual([200]);
    expect(say(due(), 'a', 'x'.repeat(201)).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'text', low: 1, high: 200 }]);
  });

  it('three lines a combatant a round are held; a fourth is refused (ruling 92)', () => {
    let s = due();
    for (const w of ['one', 'two', 'three']) s = say(s, 'a', w).state;
    expect(say(s, 'a', 'four').events).toEqual([{ type: 'rejected', code: 'speech-full', id: 'a', lines: 3 }]);
    expect(say(s, 'a', 'four').state).toBe(s);
  });
});

describe('GM overrides (docs/rules.md §9.2)', () => {
  const s = () => aFight([aCombatant('a', { second: 9 }), aCombatant('b')]);
  const unknown = [{ type: 'rejected', code: 'unknown-combatant' }];

  it('an unknown combatant is refused by every override', () => {
    const f = s();
    for (const r of [
      seconds.place(f, 'zz', 5, noDice),
      seconds.setTier(f, 'zz', 'gray_yak'),
      seconds.setPerception(f, 'zz', 2),
      seconds.changeConditions(f, 'zz', ['prone'], []),
    ]) {
      expect(r.events).toEqual(unknown);
      expect(r.state).toBe(f);
    }
  });

  it('placing at seconds 1 and 20 is allowed; someone with no action left is placed from “–”', () => {
    for (const value of [1, 20]) {
      const r = seconds.place(s(), 'b', value, noDice);
      expect(ofType(r, 'overridden')).toEqual([{ type: 'overridden', id: 'b', field: 'nextAt', from: '–', to: value }]);
      expect(r.state.combatants[1]?.second).toBe(value);
    }
    for (const value of [0, 21]) {
      expect(seconds.place(s(), 'b', value, noDice).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'count', low: 1, high: 20 }]);
    }
  });

  it('placing at the second it already has changes nothing', () => {
    const f = s();
    const r = seconds.place(f, 'a', 9, noDice);
    expect(r.state).toBe(f);
    expect(r.events).toEqual([]);
  });

  it('placing onto a taken second breaks the tie with d20s (lowest first), and says so', () => {
    const dice = scriptedDice(...d20s(12, 3));
    const r = seconds.place(s(), 'b', 9, dice);
    dice.expectConsumed();
    expect(r.events.map((e) => e.type)).toEqual(['overridden', 'tie-broken']);
    expect(ofType(r, 'tie-broken')[0]?.rolls).toEqual([
      { id: 'b', rolls: [3] },
      { id: 'a', rolls: [12] },
    ]);
  });

  it('the same tier or perception again changes nothing; perception is bounded at ±20', () => {
    const f = s();
    expect(seconds.setTier(f, 'a', 'red_fox')).toEqual({ state: f, events: [] });
    expect(seconds.setPerception(f, 'a', 0)).toEqual({ state: f, events: [] });
    for (const mod of [20, -20]) {
      const r = seconds.setPerception(f, 'a', mod);
      expect(r.state.combatants[0]?.perceptionMod).toBe(mod);
      expect(r.events).toEqual([{ type: 'overridden', id: 'a', field: 'perceptionMod', from: 0, to: mod }]);
    }
    for (const mod of [21, -21, 1.5]) {
      expect(seconds.setPerception(f, 'a', mod).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'perception', low: -20, high: 20 }]);
    }
  });

  it('conditions: removing one it lacks changes nothing; removing one keeps the rest', () => {
    const f = aFight([aCombatant('a', { conditions: ['prone', 'blind'] })]);
    expect(seconds.changeConditions(f, 'a', [], ['deaf'])).toEqual({ state: f, events: [] });
    const r = seconds.changeConditions(f, 'a', [], ['blind', 'deaf']);
    expect(r.state.combatants[0]?.conditions).toEqual(['prone']);
    expect(r.events).toEqual([{ type: 'conditions-changed', id: 'a', added: [], removed: ['blind'] }]);
  });

  it('a turn is announced again only when the one due now becomes unable (or able) to act', () => {
    const f = aFight([aCombatant('a', { second: 1 }), aCombatant('b', { second: 5 })]);
    // someone not due now is stunned: no turn to announce
    expect(seconds.changeConditions(f, 'b', ['stunned'], []).events.map((e) => e.type)).toEqual(['conditions-changed']);
    // the one due now falls prone: it can still act
    expect(seconds.changeConditions(f, 'a', ['prone'], []).events.map((e) => e.type)).toEqual(['conditions-changed']);
  });
});

describe('movement moments after a change (docs/rules.md §9.2)', () => {
  it('no allowance change is announced across a move of the clock', () => {
    const before = aFight([aCombatant('a')], { second: 5 });
    const after = { ...before, second: 6, combatants: [{ ...before.combatants[0]!, conditions: ['restrained' as ConditionKey] }] };
    expect(seconds.windowChanges(before, after, OPTIONS)).toEqual([]);
  });

  it('a change that leaves the allowance as it was is not announced', () => {
    const before = aFight([aCombatant('a')], { second: 6 });
    const after = seconds.setPerception(before, 'a', 3).state;
    expect(seconds.windowChanges(before, after, OPTIONS)).toEqual([]);
  });
});

describe('marks and order (docs/rules.md §9.2)', () => {
  it('the casting mark shows the caster’s first spell to land, and only the caster’s', () => {
    const f = aFight([aCombatant('a'), aCombatant('b')], { second: 5, spells: [spell('a', 27), spell('a', 30), spell('b', 7)] });
    expect(seconds.marks(f, 'a')).toEqual([{ kind: 'casting', until: 27, badge: 22 }]);
    expect(seconds.marks(f, 'b')).toEqual([{ kind: 'casting', until: 7, badge: 2 }]);
    expect(seconds.marks(f, 'zz')).toEqual([]);
  });

  it('a tie-break kept from another second does not count: both roll again', () => {
    const f = aFight([aCombatant('a', { second: 9 }), aCombatant('b', { second: 9, tie: { count: 3, rolls: [4] } })]);
    const dice = scriptedDice(...d20s(15, 6));
    const r = settleTies(f, 9, dice);
    dice.expectConsumed();
    expect(r.state.combatants.map((c) => c.tie)).toEqual([
      { count: 9, rolls: [15] },
      { count: 9, rolls: [6] },
    ]);
  });

  it('ties already settled for this second roll no die and change nothing', () => {
    const f = aFight([aCombatant('a', { second: 9, tie: { count: 9, rolls: [3] } }), aCombatant('b', { second: 9, tie: { count: 9, rolls: [7] } })]);
    const r = settleTies(f, 9, noDice);
    expect(r.state).toBe(f);
    expect(r.event).toBeNull();
  });

  it('ties of several seconds are settled lowest second first', () => {
    const dice = scriptedDice(...d10s([6, 6], [6, 6], [2, 3], [2, 3]), ...d20s(7, 3, 4, 9));
    const r = startFight([newcomer('a'), newcomer('b'), newcomer('c'), newcomer('d')], dice);
    dice.expectConsumed();
    expect(ofType(r, 'tie-broken').map((e) => [e.count, e.rolls])).toEqual([
      [5, [{ id: 'd', rolls: [3] }, { id: 'c', rolls: [7] }]],
      [12, [{ id: 'a', rolls: [4] }, { id: 'b', rolls: [9] }]],
    ]);
  });

  it('a tie roll of an earlier second does not order the current one: arrival does', () => {
    const f = aFight([aCombatant('b', { second: 9, tie: { count: 4, rolls: [20] } }), aCombatant('a', { second: 9, tie: { count: 4, rolls: [1] } })], { second: 9 });
    expect(currentCombatant(f)?.id).toBe('b');
    expect(ids(secondsOrder(f))).toEqual(['b', 'a']);
  });

  it('the order: acting by second, then the carried over by their second, then arrival; the rest by arrival, then id', () => {
    const f: SecondsState = {
      ...aFight([]),
      combatants: [
        aCombatant('e', { arrival: 0 }),
        aCombatant('c2', { carried: 5, arrival: 1 }),
        aCombatant('d', { arrival: 2 }),
        aCombatant('c1', { carried: 2, arrival: 3 }),
        aCombatant('c3', { carried: 2, arrival: 2 }),
        aCombatant('x', { second: 7, arrival: 4 }),
        aCombatant('g', { arrival: 5 }),
        aCombatant('f', { arrival: 5 }),
      ],
      nextArrival: 6,
    };
    expect(ids(secondsOrder(f))).toEqual(['x', 'c3', 'c1', 'c2', 'e', 'd', 'f', 'g']);
    // total: the stored list's order does not matter
    expect(ids(secondsOrder({ ...f, combatants: [...f.combatants].reverse() }))).toEqual(['x', 'c3', 'c1', 'c2', 'e', 'd', 'f', 'g']);
  });

  it('two due at the same second with no tie-break stored are ordered by arrival', () => {
    const f = aFight([aCombatant('a', { second: 9 }), aCombatant('b', { second: 9 })], { second: 9 });
    expect(currentCombatant(f)?.id).toBe('a');
    expect(currentCombatant({ ...f, combatants: [...f.combatants].reverse() })?.id).toBe('a');
    expect(ids(secondsOrder({ ...f, combatants: [...f.combatants].reverse() }))).toEqual(['a', 'b']);
  });
});
