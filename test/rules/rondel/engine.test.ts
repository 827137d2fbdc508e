import { describe, expect, it } from 'vitest';
import type { FightEvent, CombatState, Step } from '../../../src/rules/rondel/state';
import {
  advance,
  advanceOne,
  changeConditions,
  declareAction,
  DEFAULT_RULES,
  joinCombat,
  leaveCombat,
  nextEventCount,
  react,
  setNextCount,
  setPerception,
  setTier,
  startCombat,
} from '../../../src/rules/rondel/engine';
import { currentCombatant, findCombatant, rondelOrder } from '../../../src/rules/rondel/order';
import { aCombat, aNewCombatant } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

const noDice = scriptedDice();

function ofType<T extends FightEvent['type']>(step: Step, type: T): Extract<FightEvent, { type: T }>[] {
  return step.events.filter((e): e is Extract<FightEvent, { type: T }> => e.type === type);
}

function rejection(step: Step): string | undefined {
  const r = ofType(step, 'rejected')[0];
  return r?.code;
}

function order(state: CombatState): string[] {
  return rondelOrder(state).map((c) => c.id);
}

describe('joining the fight (docs/rules.md §2)', () => {
  it('rolls d12 − Perception modifier + adjustment for each combatant; the counter starts at 1', () => {
    const dice = scriptedDice([12, 7], [12, 10]);
    const step = startCombat(
      [aNewCombatant({ id: 'a', perceptionMod: 2 }), aNewCombatant({ id: 'b', perceptionMod: 0, initiativeAdjustment: 1 })],
      dice,
    );
    dice.expectConsumed();
    expect(step.state.counter).toBe(1);
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(5);
    expect(findCombatant(step.state, 'b')?.nextAt).toBe(11);
    expect(ofType(step, 'initiative-rolled').map((e) => [e.id, e.dice[0], e.count])).toEqual([
      ['a', 7, 5],
      ['b', 10, 11],
    ]);
  });

  it('never puts a combatant before count 1', () => {
    const step = startCombat([aNewCombatant({ id: 'a', perceptionMod: 5 })], scriptedDice([12, 2]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(1);
    expect(ofType(step, 'turn-due')).toEqual([{ type: 'turn-due', id: 'a', count: 1, blockedBy: null }]);
  });

  it('refuses to start a fight with nobody in it', () => {
    expect(rejection(startCombat([], noDice))).toBe('no-combatants');
  });

  it('breaks a tie with a d20, lowest first', () => {
    const dice = scriptedDice([12, 5], [12, 5], [20, 14], [20, 3]);
    const step = startCombat([aNewCombatant({ id: 'a' }), aNewCombatant({ id: 'b' })], dice);
    dice.expectConsumed();
    expect(order(step.state)).toEqual(['b', 'a']);
    // listed in the order they act
    expect(ofType(step, 'tie-broken')[0]?.rolls).toEqual([
      { id: 'b', rolls: [3] },
      { id: 'a', rolls: [14] },
    ]);
  });

  it('re-rolls tied d20s among the tied only, until the order is strict', () => {
    // a, b, c all on count 5; a and c tie on 9 and re-roll, tie again on 4, then 6 against 2
    const dice = scriptedDice([12, 5], [12, 5], [12, 5], [20, 9], [20, 1], [20, 9], [20, 4], [20, 4], [20, 6], [20, 2]);
    const step = startCombat([aNewCombatant({ id: 'a' }), aNewCombatant({ id: 'b' }), aNewCombatant({ id: 'c' })], dice);
    dice.expectConsumed();
    expect(order(step.state)).toEqual(['b', 'c', 'a']);
  });

  it('a combatant joining a running fight acts at the current count + its roll', () => {
    const state = aCombat([{ id: 'a', nextAt: 9 }], { counter: 4 });
    // 4 + (6 − 1) = 9: it shares count 9 with a, so both roll a tie-break (a 10, n 3)
    const dice = scriptedDice([12, 6], [20, 10], [20, 3]);
    const step = joinCombat(state, [aNewCombatant({ id: 'n', perceptionMod: 1 })], dice);
    dice.expectConsumed();
    expect(findCombatant(step.state, 'n')?.nextAt).toBe(9);
    expect(order(step.state)).toEqual(['n', 'a']);
  });

  it('a joiner that lands on a shared count makes both roll; earlier rolls for that count are kept', () => {
    const state = aCombat(
      [
        { id: 'a', nextAt: 9, tie: { count: 9, rolls: [8] } },
        { id: 'b', nextAt: 9, tie: { count: 9, rolls: [15] } },
      ],
      { counter: 4 },
    );
    const dice = scriptedDice([12, 5], [20, 8], [20, 3], [20, 11]);
    const step = joinCombat(state, [aNewCombatant({ id: 'n' })], dice);
    dice.expectConsumed();
    // n ties a on 8: both re-roll (a 3, n 11); b keeps its 15
    expect(order(step.state)).toEqual(['a', 'n', 'b']);
  });

  it('does not join a combatant twice', () => {
    const state = aCombat([{ id: 'a', nextAt: 9 }]);
    const step = joinCombat(state, [aNewCombatant({ id: 'a' })], noDice);
    expect(step.state).toBe(state);
    expect(rejection(step)).toBe('already-in-combat');
  });

  it('leaving removes the combatant and hands the turn on', () => {
    const state = aCombat([{ id: 'a', nextAt: 1, tie: { count: 1, rolls: [2] } }, { id: 'b', nextAt: 1, tie: { count: 1, rolls: [9] } }]);
    const step = leaveCombat(state, 'a');
    expect(order(step.state)).toEqual(['b']);
    expect(ofType(step, 'turn-due').map((e) => e.id)).toEqual(['b']);
    expect(rejection(leaveCombat(state, 'zz'))).toBe('unknown-combatant');
  });
});

describe('advancing the counter (docs/rules.md §1)', () => {
  it('moves to the next count at which anything happens', () => {
    const state = aCombat([{ id: 'a', nextAt: 2 }, { id: 'b', nextAt: 7 }]);
    expect(nextEventCount(state)).toBe(2);
    const step = advance(state, noDice);
    expect(step.state.counter).toBe(2);
    expect(ofType(step, 'counter-advanced')).toEqual([{ type: 'counter-advanced', from: 1, to: 2 }]);
    expect(ofType(step, 'turn-due').map((e) => e.id)).toEqual(['a']);
  });

  it('stops at a movement window even when nobody acts there', () => {
    const state = aCombat([{ id: 'a', nextAt: 8 }], { counter: 4 });
    const step = advance(state, noDice);
    expect(step.state.counter).toBe(6);
    const window = ofType(step, 'movement-window')[0];
    expect(window?.count).toBe(6);
    expect(window?.index).toBe(1);
    expect(window?.combatants).toEqual([{ id: 'a', tier: 'red_fox', allowance: { kind: 'move', hexes: 2 } }]);
  });

  it('stops where a marker expires and a spell resolves', () => {
    const state = aCombat([{ id: 'a', nextAt: 20, markers: [{ kind: 'flex', from: 1, until: 5 }] }], {
      counter: 4,
      spells: [],
    });
    const step = advance(state, noDice);
    expect(step.state.counter).toBe(5);
    expect(ofType(step, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'flex' }]);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([]);
    const withSpell = aCombat([{ id: 'a', nextAt: 20 }], {
      counter: 3,
      spells: [{ casterId: 'a', casterName: 'Aldra', castAt: 1, resolvesAt: 4, note: 'Bless' }],
    });
    const resolved = advance(withSpell, noDice);
    expect(resolved.state.counter).toBe(4);
    expect(ofType(resolved, 'spell-resolves')).toEqual([{ type: 'spell-resolves', id: 'a', name: 'Aldra', count: 4, note: 'Bless' }]);
    expect(resolved.state.spells).toEqual([]);
  });

  it('a due combatant that has not declared goes into Full Guard, then the counter moves', () => {
    const state = aCombat([{ id: 'a', nextAt: 1 }, { id: 'b', nextAt: 2 }]);
    const step = advance(state, noDice);
    const declared = ofType(step, 'action-declared')[0];
    expect(declared?.passedOver).toBe(true);
    expect(declared?.coolDown?.action).toBe('guard');
    expect(declared?.action).toBe('guard');
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(13);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([{ kind: 'guard', from: 1, until: 13 }]);
    expect(step.state.counter).toBe(2);
  });

  it('with a tie, next ends only the current turn and hands it to the next tied combatant', () => {
    const state = aCombat([
      { id: 'a', nextAt: 1, tie: { count: 1, rolls: [4] } },
      { id: 'b', nextAt: 1, tie: { count: 1, rolls: [7] } },
    ]);
    const step = advance(state, noDice);
    expect(step.state.counter).toBe(1);
    expect(ofType(step, 'turn-due').map((e) => e.id)).toEqual(['b']);
  });

  it('a passed-over turn uses the configured action', () => {
    const state = aCombat([{ id: 'a', nextAt: 1 }]);
    const step = advance(state, scriptedDice([4, 2]), { ...DEFAULT_RULES, passedOver: 'reset' });
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(11);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([]);
  });

  it('a combatant that cannot act loses its turn as a Reset (ruling)', () => {
    const state = aCombat([{ id: 'a', nextAt: 1, conditions: ['stunned'] }]);
    const step = advance(state, scriptedDice([4, 3]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(12);
    expect(ofType(step, 'action-declared')[0]?.note).toBe('stunned: the turn is lost');
  });

  it('advanceOne ends only the current turn, as next does; a tied combatant still due keeps its turn', () => {
    const state = aCombat([
      { id: 'a', nextAt: 1, tie: { count: 1, rolls: [4] } },
      { id: 'b', nextAt: 1, tie: { count: 1, rolls: [7] } },
    ]);
    const step = advanceOne(state, scriptedDice([20, 5]));
    expect(step.state.counter).toBe(1);
    expect(ofType(step, 'action-declared').map((e) => e.id)).toEqual(['a']);
    expect(ofType(step, 'turn-due').map((e) => e.id)).toEqual(['b']);
  });

  it('advanceOne moves exactly one count once nobody is due, not to the next event', () => {
    const state = aCombat([{ id: 'a', nextAt: 1 }], { counter: 1 });
    // a passes into Full Guard (d-less: 12) and the counter moves to 2, though nothing happens before count 3
    const step = advanceOne(state, noDice);
    expect(step.state.counter).toBe(2);
    expect(ofType(step, 'action-declared').map((e) => e.id)).toEqual(['a']);
    expect(advanceOne(step.state, noDice).state.counter).toBe(3);
  });
});

describe('declaring actions (docs/rules.md §4)', () => {
  const due = (overrides = {}): CombatState => aCombat([{ id: 'a', name: 'Aldra', nextAt: 6, ...overrides }, { id: 'b', nextAt: 30 }], { counter: 6 });

  it('rolls the cool-down and moves the combatant to the current count + cool-down', () => {
    const step = declareAction(due(), 'a', 'combat', { speed: 1 }, scriptedDice([4, 3]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(18);
    expect(ofType(step, 'action-declared')[0]?.nextAt).toBe(18);
    expect(findCombatant(step.state, 'a')?.lastAction).toBe('combat');
  });

  it('is refused, with the count it is due at, when it is not that combatant’s turn', () => {
    const step = declareAction(due(), 'b', 'dash', {}, noDice);
    expect(step.state.counter).toBe(6);
    expect(rejection(step)).toBe('not-due');
    expect(ofType(step, 'rejected')[0]).toMatchObject({ id: 'b', nextAt: 30, counter: 6 });
  });

  it('with a tie, only the first in the tie-break order may act', () => {
    const state = aCombat(
      [
        { id: 'a', name: 'Aldra', nextAt: 6, tie: { count: 6, rolls: [12] } },
        { id: 'b', name: 'Brakka', nextAt: 6, tie: { count: 6, rolls: [5] } },
      ],
      { counter: 6 },
    );
    const step = declareAction(state, 'a', 'dash', {}, noDice);
    expect(rejection(step)).toBe('not-first');
    expect(ofType(step, 'rejected')[0]).toMatchObject({ id: 'a', first: 'b', counter: 6 });
    const first = declareAction(state, 'b', 'dash', {}, noDice);
    expect(ofType(first, 'turn-due').map((e) => e.id)).toEqual(['a']);
  });

  it('Full Guard puts the guard marker on for 12 counts', () => {
    const step = declareAction(due(), 'a', 'guard', {}, noDice);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([{ kind: 'guard', from: 6, until: 18 }]);
    expect(ofType(step, 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'a', marker: 'guard', until: 18 }]);
  });

  it('hold waits 2d4 with the holding marker, which goes when the held turn comes', () => {
    const step = declareAction(due(), 'a', 'hold', {}, scriptedDice([4, 1], [4, 2]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(9);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([{ kind: 'holding', from: 6 }]);
    const arrived = advance(step.state, noDice);
    expect(arrived.state.counter).toBe(9);
    expect(ofType(arrived, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'a', marker: 'holding' }]);
  });

  it('cannot hold twice in a row', () => {
    const step = declareAction(due({ lastAction: 'hold' }), 'a', 'hold', {}, noDice);
    expect(rejection(step)).toBe('hold-twice');
  });

  it('after a hold, Reset and other actions pay no Change Action d4', () => {
    const step = declareAction(due({ lastAction: 'hold' }), 'a', 'reset', { change: true }, scriptedDice([4, 2]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(16);
    expect(ofType(step, 'action-declared')[0]?.changeWaived).toBe(true);
  });

  it('Change Action otherwise adds a d4', () => {
    const step = declareAction(due(), 'a', 'dash', { change: true }, scriptedDice([4, 3]));
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(19);
  });

  it('magic takes effect after its casting time; the next action follows d4 + 6 − mod later', () => {
    const step = declareAction(due(), 'a', 'magic', { cast: 3, mod: 2 }, scriptedDice([4, 4]), 'Bless');
    expect(step.state.spells).toEqual([{ casterId: 'a', casterName: 'Aldra', castAt: 6, resolvesAt: 9, note: 'Bless' }]);
    expect(findCombatant(step.state, 'a')?.nextAt).toBe(6 + 3 + 8);
    expect(ofType(step, 'spell-cast')).toEqual([{ type: 'spell-cast', id: 'a', resolvesAt: 9, note: 'Bless' }]);
  });

  it('magic with no casting time takes effect at once', () => {
    const step = declareAction(due(), 'a', 'magic', { cast: 0, mod: 0 }, scriptedDice([4, 1]));
    expect(step.state.spells).toEqual([]);
    expect(ofType(step, 'spell-resolves')).toHaveLength(1);
  });

  it.each([
    [{ speed: 1.5 }], [{ speed: 99 }], [{ mod: -21 }], [{ cast: -1 }], [{ cast: 1000 }], [{ speed: Number.NaN }],
  ])('refuses a bad value %j', (input) => {
    const state = due();
    const step = declareAction(state, 'a', 'magic', input, noDice);
    expect(step.state).toBe(state);
    expect(rejection(step)).toBe('bad-value');
  });

  it.each(['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'] as const)('a %s combatant cannot act', (condition) => {
    expect(rejection(declareAction(due({ conditions: [condition] }), 'a', 'dash', {}, noDice))).toBe('cannot-act');
  });

  it('refuses an unknown combatant', () => {
    expect(rejection(declareAction(due(), 'nobody', 'dash', {}, noDice))).toBe('unknown-combatant');
  });

  it('a combatant landing on a shared count rolls a tie-break with the one already there', () => {
    const state = aCombat([{ id: 'a', nextAt: 6 }, { id: 'b', nextAt: 16 }], { counter: 6 });
    const dice = scriptedDice([20, 17], [20, 4]);
    const step = declareAction(state, 'a', 'dash', {}, dice);
    dice.expectConsumed();
    expect(order(step.state)).toEqual(['b', 'a']);
  });
});

describe('reactions and the flex marker (docs/rules.md §6)', () => {
  const state = aCombat([{ id: 'a', name: 'Aldra', nextAt: 20 }], { counter: 5 });

  it('a reaction puts the flex marker on for 8 counts, on anyone’s turn', () => {
    const step = react(state, 'a', 'attack of opportunity');
    expect(findCombatant(step.state, 'a')?.markers).toEqual([{ kind: 'flex', from: 5, until: 13 }]);
    expect(ofType(step, 'reacted')[0]).toMatchObject({ until: 13, note: 'attack of opportunity' });
  });

  it('a reaction is refused while the flex marker shows', () => {
    const flexed = react(state, 'a').state;
    const again = react({ ...flexed, counter: 12 }, 'a');
    expect(rejection(again)).toBe('flex-active');
    expect(ofType(again, 'rejected')[0]).toMatchObject({ id: 'a', until: 13 });
  });

  it('the flex marker disappears 8 counts later and the combatant can react again', () => {
    let s = react(state, 'a').state;
    const seen: number[] = [];
    while (findCombatant(s, 'a')?.markers.length) {
      const step = advance(s, noDice);
      s = step.state;
      if (ofType(step, 'marker-expired').length) seen.push(s.counter);
    }
    expect(seen).toEqual([13]);
    expect(rejection(react(s, 'a'))).toBeUndefined();
  });

  it('a combatant that cannot act cannot react', () => {
    const stunned = changeConditions(state, 'a', ['stunned'], []).state;
    expect(rejection(react(stunned, 'a'))).toBe('cannot-react');
  });
});

describe('conditions and movement windows (docs/rules.md §5, §7)', () => {
  it.each([
    ['grappled', { kind: 'held', reason: 'grappled' }],
    ['restrained', { kind: 'held', reason: 'restrained' }],
    ['paralyzed', { kind: 'held', reason: 'paralyzed' }],
    ['prone', { kind: 'crawl', hexes: 1, full: 3 }],
    ['stunned', { kind: 'move', hexes: 3 }],
  ] as const)('a %s Orange Lion gets %j at count 3', (condition, allowance) => {
    const state = aCombat([{ id: 'a', tier: 'orange_lion', nextAt: 20, conditions: [condition] }], { counter: 2 });
    const step = advance(state, noDice);
    expect(ofType(step, 'movement-window')[0]?.combatants[0]?.allowance).toEqual(allowance);
  });

  it('conditions are added and removed, and a change that stops the current turn is announced', () => {
    const state = aCombat([{ id: 'a', nextAt: 1 }]);
    const step = changeConditions(state, 'a', ['stunned', 'prone'], []);
    expect(findCombatant(step.state, 'a')?.conditions).toEqual(['stunned', 'prone']);
    expect(ofType(step, 'turn-due')).toEqual([{ type: 'turn-due', id: 'a', count: 1, blockedBy: 'stunned' }]);
    const cleared = changeConditions(step.state, 'a', [], ['stunned']);
    expect(findCombatant(cleared.state, 'a')?.conditions).toEqual(['prone']);
    expect(changeConditions(cleared.state, 'a', ['prone'], []).state).toBe(cleared.state);
  });
});

describe('GM overrides', () => {
  const state = aCombat([{ id: 'a', nextAt: 10 }, { id: 'b', nextAt: 14 }], { counter: 5 });

  it('sets the next count, not before the counter', () => {
    expect(findCombatant(setNextCount(state, 'a', 7, noDice).state, 'a')?.nextAt).toBe(7);
    expect(rejection(setNextCount(state, 'a', 4, noDice))).toBe('count-in-past');
    expect(rejection(setNextCount(state, 'a', 2.5, noDice))).toBe('bad-value');
  });

  it('setting the count to now makes the combatant due', () => {
    const step = setNextCount(state, 'b', 5, noDice);
    expect(currentCombatant(step.state)?.id).toBe('b');
    expect(ofType(step, 'turn-due').map((e) => e.id)).toEqual(['b']);
  });

  it('sets the tier and the Perception modifier', () => {
    expect(findCombatant(setTier(state, 'a', 'green_horse').state, 'a')?.tier).toBe('green_horse');
    expect(findCombatant(setPerception(state, 'a', 3).state, 'a')?.perceptionMod).toBe(3);
    expect(rejection(setPerception(state, 'a', 1.5))).toBe('bad-value');
  });
});

describe('a batch of transitions', () => {
  it('changes all or nothing: the first refusal leaves the state as it was', async () => {
    const { sequence } = await import('../../../src/rules/rondel/engine');
    const state = aCombat([{ id: 'a', nextAt: 10 }, { id: 'b', nextAt: 14 }], { counter: 5 });
    const both = sequence(state, [(s) => setTier(s, 'a', 'gray_yak'), (s) => setTier(s, 'b', 'gray_yak')]);
    expect(both.state.combatants.map((c) => c.tier)).toEqual(['gray_yak', 'gray_yak']);
    expect(both.events).toHaveLength(2);
    const refused = sequence(state, [(s) => setTier(s, 'a', 'gray_yak'), (s) => setNextCount(s, 'b', 2, noDice)]);
    expect(refused.state).toBe(state);
    expect(refused.events.map((e) => e.type)).toEqual(['rejected']);
  });
});

describe('Dash (page 002: double movement in lieu of another action)', () => {
  it('doubles the combatant’s hexes at every window until its next action', async () => {
    const { allowanceFor } = await import('../../../src/rules/rondel/engine');
    const state = aCombat([{ id: 'a', tier: 'orange_lion', nextAt: 2 }, { id: 'b', nextAt: 40 }], { counter: 2 });
    const dashed = declareAction(state, 'a', 'dash', {}, noDice);
    expect(findCombatant(dashed.state, 'a')?.markers).toEqual([{ kind: 'dashing', from: 2 }]);
    const window = advance(dashed.state, noDice);
    expect(window.state.counter).toBe(3);
    expect(ofType(window, 'movement-window')[0]?.combatants[0]?.allowance).toEqual({ kind: 'move', hexes: 6, dash: true });
    const prone = changeConditions(window.state, 'a', ['prone'], []).state;
    // page 000: a dash cannot be employed while crawling: the crawl is the tier's, ⌊3 ÷ 3⌋
    expect(allowanceFor(findCombatant(prone, 'a')!, 3, DEFAULT_RULES)).toEqual({ kind: 'crawl', hexes: 1, full: 3 });
    // up again, the dash doubles the walk
    const up = changeConditions(prone, 'a', [], ['prone']).state;
    expect(allowanceFor(findCombatant(up, 'a')!, 3, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 6, dash: true });
    // the dash lasts through its own count, 12, whose window comes before its action, and ends with that action
    let s = window.state;
    let last = window;
    while (s.counter < 12) {
      last = advance(s, noDice);
      s = last.state;
    }
    expect(findCombatant(s, 'a')?.markers).toEqual([{ kind: 'dashing', from: 2 }]);
    expect(ofType(last, 'movement-window')[0]?.combatants[0]?.allowance).toEqual({ kind: 'move', hexes: 4, dash: true });
    expect(allowanceFor(findCombatant(s, 'a')!, 12, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 4, dash: true });
    // its action at count 12 ends the dash, but not at the window of 12, which came before it: the dash stays until
    // the counter leaves it, so what the window's card said still holds there
    const acted = declareAction(s, 'a', 'combat', { speed: 0 }, scriptedDice(2));
    expect(findCombatant(acted.state, 'a')?.markers).toEqual([{ kind: 'dashing', from: 2, until: 12 }]);
    expect(allowanceFor(findCombatant(acted.state, 'a')!, 12, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 4, dash: true });
    const on = advance(acted.state, noDice);
    expect(on.state.counter).toBeGreaterThan(12);
    expect(findCombatant(on.state, 'a')?.markers).toEqual([]);
    expect(on.events).toContainEqual({ type: 'marker-expired', id: 'a', marker: 'dashing' });
  });

  it('an action off a window ends the dash at once, and a dash again at its own window keeps that window doubled', async () => {
    const { allowanceFor } = await import('../../../src/rules/rondel/engine');
    // a dash from count 2 whose next action is at 10, not a window
    const off = aCombat([{ id: 'a', tier: 'orange_lion', nextAt: 10, markers: [{ kind: 'dashing', from: 2 }] }, { id: 'b', nextAt: 40 }], { counter: 10 });
    expect(findCombatant(declareAction(off, 'a', 'combat', { speed: 0 }, scriptedDice(2)).state, 'a')?.markers).toEqual([]);
    // a dash from count 2 whose next action, at the window of 12, is another dash: 12 stays doubled by the first, the
    // windows after it by the second
    const on = aCombat([{ id: 'a', tier: 'orange_lion', nextAt: 12, markers: [{ kind: 'dashing', from: 2 }] }, { id: 'b', nextAt: 40 }], { counter: 12 });
    const again = declareAction(on, 'a', 'dash', {}, noDice).state;
    const a = findCombatant(again, 'a')!;
    expect(a.markers).toEqual([{ kind: 'dashing', from: 2, until: 12 }, { kind: 'dashing', from: 12 }]);
    expect(allowanceFor(a, 12, DEFAULT_RULES)).toMatchObject({ hexes: 4, dash: true });
    expect(allowanceFor(a, 15, DEFAULT_RULES)).toMatchObject({ dash: true });
  });

  it('a Dash declared at a window on its own count does not double that window, which came before the action', async () => {
    const { allowanceFor, windowChanges } = await import('../../../src/rules/rondel/engine');
    const state = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 6 }, { id: 'b', nextAt: 40 }], { counter: 6 });
    expect(allowanceFor(findCombatant(state, 'fox')!, 6, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 2 });
    const dashed = declareAction(state, 'fox', 'dash', {}, noDice);
    expect(allowanceFor(findCombatant(dashed.state, 'fox')!, 6, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 2 });
    // nothing to announce at this window: what it may move here did not change
    expect(windowChanges(state, dashed.state, DEFAULT_RULES)).toEqual([]);
    // from the next window on, double
    expect(allowanceFor(findCombatant(dashed.state, 'fox')!, 9, DEFAULT_RULES)).toEqual({ kind: 'move', hexes: 4, dash: true });
  });

  it('at a window on the dasher’s own count, the rule set’s answer (badges, menus, status) is the card’s: still double', async () => {
    const { rondel } = await import('../../../src/rules/rondel');
    const state = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 5 }, { id: 'b', nextAt: 40 }], { counter: 5 });
    let s = declareAction(state, 'fox', 'dash', {}, noDice).state;
    const at = findCombatant(s, 'fox')!.nextAt;
    let step = advance(s, noDice);
    while (step.state.counter < at) step = advance(step.state, noDice);
    s = step.state;
    // a Dash takes 10 counts: due again at 15, a window
    expect([at, s.counter]).toEqual([15, 15]);
    const card = ofType(step, 'movement-window')[0]?.combatants.find((c) => c.id === 'fox')?.allowance;
    expect(card).toEqual({ kind: 'move', hexes: 4, dash: true });
    expect(rondel.allowance(s, 'fox', { ...DEFAULT_RULES, rerollEachRound: false })).toEqual(card);
  });
});
