// 10-second rounds (docs/rules.md §9.3), rule by rule, through the rule-set seam with scripted dice.
import { describe, expect, it } from 'vitest';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import type { FightEvent } from '../../../src/rules/core/events';
import type { NewCombatant, RuleOptions } from '../../../src/rules/core/rule-set';
import { ruleSetOf } from '../../../src/rules/registry';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import { inDefense, rounds } from '../../../src/rules/rounds';
import type { RoundsState, Step } from '../../../src/rules/rounds/state';
import { scriptedDice } from '../../support/dice';
import { aRoundsFight } from '../../support/rounds';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };
const REROLL: RuleOptions = { ...OPTIONS, rerollEachRound: true };
const noDice = scriptedDice();

function newcomer(id: string, overrides: Partial<NewCombatant> = {}): NewCombatant {
  return { id, name: id.toUpperCase(), tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0, ...overrides };
}

function ofType<T extends FightEvent['type']>(step: Step, type: T): Extract<FightEvent, { type: T }>[] {
  return step.events.filter((e): e is Extract<FightEvent, { type: T }> => e.type === type);
}

function refusal(step: Step): Extract<FightEvent, { type: 'rejected' }> | undefined {
  return ofType(step, 'rejected')[0];
}

function order(state: RoundsState): string[] {
  return rounds.order(state).map((c) => c.id);
}

function dueIds(step: Step): string[] {
  return ofType(step, 'turn-due').map((e) => e.id);
}

function next(state: RoundsState, options = OPTIONS, dice = noDice): Step {
  return rounds.advance(state, dice, options, 'next');
}

/** Runs `next` n times, returning every step. */
function nextTimes(state: RoundsState, n: number, options = OPTIONS, dice = noDice): Step[] {
  const steps: Step[] = [];
  let s = state;
  for (let i = 0; i < n; i += 1) {
    const step = next(s, options, dice);
    steps.push(step);
    s = step.state;
  }
  return steps;
}

function last(steps: readonly Step[]): Step {
  return steps[steps.length - 1] as Step;
}

/** a rolls 4, b 9, c 6 (no modifiers): b, c, a. */
function threeFight(): Step {
  const dice = scriptedDice([10, 4], [10, 9], [10, 6]);
  const step = rounds.start([newcomer('a'), newcomer('b'), newcomer('c')], dice, OPTIONS);
  dice.expectConsumed();
  return step;
}

describe('the rule set is registered (docs/rules.md §9.3)', () => {
  it('the registry names it `rounds`, ties highest first', () => {
    expect(ruleSetOf('rounds')).toBe(rounds);
    expect(rounds.ties).toBe('highest');
    expect(rounds.actions.map((a) => a.key)).toEqual(['combat', 'magic', 'skill', 'move', 'defense', 'ready']);
  });
});

describe('rounds and turns: in every round each combatant takes one turn, highest initiative first (docs/rules.md §9.3)', () => {
  it('the fight starts in round 1 with the highest initiative due; the clock is the round', () => {
    const step = threeFight();
    expect(step.events.slice(0, 2)).toEqual([
      { type: 'combat-started', counter: 1 },
      { type: 'round-started', round: 1, count: 1 },
    ]);
    expect(order(step.state)).toEqual(['b', 'c', 'a']);
    expect(rounds.current(step.state)?.id).toBe('b');
    expect(dueIds(step)).toEqual(['b']);
    expect(rounds.clock(step.state)).toBe(1);
    expect(rounds.round(step.state)).toBe(1);
  });

  it('next hands the turn down the order; after the last turn the next round starts with the highest again', () => {
    const steps = nextTimes(threeFight().state, 3);
    expect(steps.map(dueIds)).toEqual([['c'], ['a'], ['b']]);
    expect(ofType(steps[2] as Step, 'round-started')).toEqual([{ type: 'round-started', round: 2, count: 2 }]);
    expect(rounds.clock(last(steps).state)).toBe(2);
    expect(ofType(steps[2] as Step, 'turn-due')).toEqual([{ type: 'turn-due', id: 'b', count: 2, blockedBy: null }]);
  });

  it('a turn that ends with no action declared passes', () => {
    const step = next(threeFight().state);
    expect(ofType(step, 'action-declared')).toEqual([
      { type: 'action-declared', id: 'b', count: 1, coolDown: null, action: 'pass', nextAt: null, changeWaived: false, passedOver: true, note: '' },
    ]);
  });

  it('a turn with a declared action ends without a pass; the turn goes on after the declaration until next', () => {
    const declared = rounds.declare(threeFight().state, 'b', 'combat', {}, noDice, OPTIONS, ' the goblin ');
    expect(ofType(declared, 'action-declared')).toEqual([
      { type: 'action-declared', id: 'b', count: 1, coolDown: null, action: 'combat', nextAt: null, changeWaived: false, passedOver: false, note: 'the goblin', turnGoesOn: true },
    ]);
    expect(rounds.current(declared.state)?.id).toBe('b');
    const ended = next(declared.state);
    expect(ofType(ended, 'action-declared')).toEqual([]);
    // the turn that had its action ends: its action-turn is used now (docs/rules.md §12)
    expect(ofType(ended, 'turn-ended')).toEqual([{ type: 'turn-ended', id: 'b', count: 1 }]);
    expect(dueIds(ended)).toEqual(['c']);
  });

  it.each(['next', 'step'] as const)('`%s` ends the turn: nothing in a round is finer than a turn', (mode) => {
    const state = threeFight().state;
    expect(rounds.advance(state, noDice, OPTIONS, mode)).toEqual(next(state));
  });

  it('a combatant that cannot act is announced with the reason, and the next `next` passes its turn', () => {
    const state = aRoundsFight([
      { id: 'a', initiative: 9 },
      { id: 's', initiative: 5, conditions: ['stunned'] },
    ]);
    const due = next(state);
    expect(ofType(due, 'turn-due')).toEqual([{ type: 'turn-due', id: 's', count: 1, blockedBy: 'stunned' }]);
    expect(refusal(rounds.declare(due.state, 's', 'combat', {}, noDice, OPTIONS, ''))).toEqual({ type: 'rejected', code: 'cannot-act', id: 's', condition: 'stunned' });
    const passed = next(due.state);
    expect(ofType(passed, 'action-declared').map((e) => [e.id, e.action, e.passedOver])).toEqual([['s', 'pass', true]]);
    expect(dueIds(passed)).toEqual(['a']);
  });

  it('with nobody in the fight, next changes nothing', () => {
    const state = aRoundsFight([], { turn: null });
    expect(next(state)).toEqual({ state, events: [] });
  });
});

describe('initiative: d10 + Perception modifier − initiative adjustment (docs/rules.md §9.3 ruling)', () => {
  it.each([
    { roll: 7, perception: 0, adjustment: 0, score: 7, terms: [] },
    { roll: 7, perception: 3, adjustment: 0, score: 10, terms: [{ label: 'Perception', value: 3 }] },
    { roll: 7, perception: 0, adjustment: 2, score: 5, terms: [{ label: 'adjustment', value: -2 }] },
    { roll: 1, perception: -1, adjustment: 3, score: -3, terms: [{ label: 'Perception', value: -1 }, { label: 'adjustment', value: -3 }] },
  ])('d10 $roll, Perception $perception, adjustment $adjustment: initiative $score (encumbrance slows)', ({ roll, perception, adjustment, score, terms }) => {
    const dice = scriptedDice([10, roll]);
    const step = rounds.start([newcomer('a', { perceptionMod: perception, initiativeAdjustment: adjustment })], dice, OPTIONS);
    dice.expectConsumed();
    expect(rounds.valueOf(step.state, 'a')).toBe(score);
    expect(ofType(step, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'a', dice: [roll], sides: 10, terms, value: score, base: 0, joining: false, count: 1 },
    ]);
  });

  it('a tie is broken by a d20, highest first, and the rolls are kept', () => {
    const dice = scriptedDice([10, 6], [10, 6], [20, 3], [20, 14]);
    const step = rounds.start([newcomer('a'), newcomer('b')], dice, OPTIONS);
    dice.expectConsumed();
    expect(order(step.state)).toEqual(['b', 'a']);
    expect(ofType(step, 'tie-broken')).toEqual([
      { type: 'tie-broken', count: 1, score: 6, direction: 'highest', rolls: [{ id: 'b', rolls: [14] }, { id: 'a', rolls: [3] }] },
    ]);
    expect(step.state.combatants.map((c) => c.tie)).toEqual([[3], [14]]);
  });

  it('tied d20s are re-rolled among the tied only, until the order is strict', () => {
    // a, b, c all on 6; a and c tie on 9 and re-roll, tie again on 4, then 2 against 6; b's 1 stands
    const dice = scriptedDice([10, 6], [10, 6], [10, 6], [20, 9], [20, 1], [20, 9], [20, 4], [20, 4], [20, 2], [20, 6]);
    const step = rounds.start([newcomer('a'), newcomer('b'), newcomer('c')], dice, OPTIONS);
    dice.expectConsumed();
    expect(order(step.state)).toEqual(['c', 'a', 'b']);
    expect(ofType(step, 'tie-broken')[0]?.rolls).toEqual([
      { id: 'c', rolls: [9, 4, 6] },
      { id: 'a', rolls: [9, 4, 2] },
      { id: 'b', rolls: [1] },
    ]);
  });

  it('is rolled once when the fight starts and kept every round (ruling): no die is rolled at a new round', () => {
    const start = threeFight().state;
    const steps = nextTimes(start, 6, OPTIONS, scriptedDice());
    expect(rounds.round(last(steps).state)).toBe(3);
    expect(order(last(steps).state)).toEqual(['b', 'c', 'a']);
    expect(steps.flatMap((s) => ofType(s, 'initiative-rolled'))).toEqual([]);
  });

  it('with the re-roll option every round rolls again at its start, after the round begins, ties included', () => {
    const start = threeFight().state;
    const ended = nextTimes(start, 2).at(-1)?.state as RoundsState;
    // a 8, b 2, c 8: a and c tie, c wins the d20
    const dice = scriptedDice([10, 8], [10, 2], [10, 8], [20, 5], [20, 17]);
    const step = next(ended, REROLL, dice);
    dice.expectConsumed();
    expect(step.events.map((e) => e.type)).toEqual(['action-declared', 'round-started', 'initiative-rolled', 'initiative-rolled', 'initiative-rolled', 'tie-broken', 'turn-due']);
    expect(ofType(step, 'initiative-rolled').map((e) => [e.id, e.value, e.joining, e.count])).toEqual([
      ['a', 8, false, 2],
      ['b', 2, false, 2],
      ['c', 8, false, 2],
    ]);
    expect(order(step.state)).toEqual(['c', 'a', 'b']);
    expect(dueIds(step)).toEqual(['c']);
  });

  it('a new Perception modifier is recorded and counts from the next roll', () => {
    const start = threeFight().state;
    const changed = rounds.setPerception(start, 'a', 3);
    expect(changed.events).toEqual([{ type: 'overridden', id: 'a', field: 'perceptionMod', from: 0, to: 3 }]);
    expect(rounds.valueOf(changed.state, 'a')).toBe(4);
    const ended = nextTimes(changed.state, 2).at(-1)?.state as RoundsState;
    const step = next(ended, REROLL, scriptedDice([10, 4], [10, 9], [10, 6]));
    expect(rounds.valueOf(step.state, 'a')).toBe(7);
    expect(refusal(rounds.setPerception(start, 'a', 21))?.code).toBe('bad-value');
  });
});

describe('a newcomer rolls when it joins and acts this round if its initiative is below the current turn’s (docs/rules.md §9.3 ruling)', () => {
  // c (6) is due; b (9) has acted, a (4) is still to act
  const running = (): RoundsState => next(threeFight().state).state;

  it.each([
    { roll: 5, actsIn: 1, due: ['c', 'n', 'a'], later: ['b'] },
    { roll: 3, actsIn: 1, due: ['c', 'a', 'n'], later: ['b'] },
    { roll: 7, actsIn: 2, due: ['c', 'a'], later: ['b', 'n'] },
    { roll: 10, actsIn: 2, due: ['c', 'a'], later: ['n', 'b'] },
  ])('initiative $roll against the current 6: acts in round $actsIn', ({ roll, actsIn, due, later }) => {
    const dice = scriptedDice([10, roll]);
    const step = rounds.join(running(), [newcomer('n')], dice, OPTIONS);
    dice.expectConsumed();
    expect(ofType(step, 'initiative-rolled')).toEqual([
      { type: 'initiative-rolled', id: 'n', dice: [roll], sides: 10, terms: [], value: roll, base: 0, joining: true, count: actsIn },
    ]);
    const view = rounds.tracker(step.state);
    expect(view.due.map((r) => r.id)).toEqual(due);
    expect(view.later.map((r) => r.id)).toEqual(later);
    expect(rounds.current(step.state)?.id).toBe('c');
  });

  it.each([
    { current: 15, newcomer: 3, actsIn: 2, due: ['c', 'a'] },
    { current: 3, newcomer: 15, actsIn: 2, due: ['c', 'a'] },
  ])('a tie with the current turn is not below it: next round, whatever the d20 (current $current, newcomer $newcomer)', ({ current, newcomer: roll, actsIn, due }) => {
    // dice in arrival order: the current combatant's d20 first
    const dice = scriptedDice([10, 6], [20, current], [20, roll]);
    const step = rounds.join(running(), [newcomer('n')], dice, OPTIONS);
    dice.expectConsumed();
    expect(ofType(step, 'initiative-rolled')[0]?.count).toBe(actsIn);
    expect(rounds.tracker(step.state).due.map((r) => r.id)).toEqual(due);
  });

  it('one who joined for the next round takes its turn there, in its place', () => {
    const joined = rounds.join(running(), [newcomer('n')], scriptedDice([10, 7]), OPTIONS).state;
    const steps = nextTimes(joined, 4);
    expect(steps.map(dueIds)).toEqual([['a'], ['b'], ['n'], ['c']]);
  });

  it('one already in the fight is refused, the others join', () => {
    const step = rounds.join(running(), [newcomer('a'), newcomer('n')], scriptedDice([10, 2]), OPTIONS);
    expect(step.events.map((e) => e.type)).toEqual(['rejected', 'initiative-rolled']);
    expect(rounds.join(running(), [newcomer('a')], noDice, OPTIONS).state.combatants).toHaveLength(3);
  });
});

describe('a turn is a move and an action; there is no holding (docs/rules.md §9.3)', () => {
  it.each(['hold', 'juggle', 'guard'])('`%s` is not an action of 10-second rounds', (action) => {
    const state = threeFight().state;
    const step = rounds.declare(state, 'b', action, {}, noDice, OPTIONS, '');
    expect(step.state).toBe(state);
    expect(step.events).toEqual([{ type: 'rejected', code: 'not-in-rule-set', action, ruleSet: 'rounds' }]);
  });

  it('only the combatant whose turn it is declares: one still to act is told who is first, one done its next round', () => {
    const state = next(threeFight().state).state; // c's turn; b done, a to come
    expect(refusal(rounds.declare(state, 'a', 'combat', {}, noDice, OPTIONS, ''))).toEqual({ type: 'rejected', code: 'not-first', id: 'a', first: 'c', counter: 1 });
    expect(refusal(rounds.declare(state, 'b', 'combat', {}, noDice, OPTIONS, ''))).toEqual({ type: 'rejected', code: 'not-due', id: 'b', nextAt: 2, counter: 1 });
    expect(refusal(rounds.declare(state, 'zz', 'combat', {}, noDice, OPTIONS, ''))).toEqual({ type: 'rejected', code: 'unknown-combatant' });
  });

  it('one action a turn: a second declaration is refused until its next turn', () => {
    const declared = rounds.declare(threeFight().state, 'b', 'move', {}, noDice, OPTIONS, '').state;
    const again = rounds.declare(declared, 'b', 'combat', {}, noDice, OPTIONS, '');
    expect(again.state).toBe(declared);
    // the turn goes on (a move, then next): a code of its own, not the `not-due` of a turn that is over (review 10)
    expect(refusal(again)).toEqual({ type: 'rejected', code: 'already-declared', id: 'b' });
  });
});

describe('at the ready: the action waits for its trigger until the start of the combatant’s next turn (docs/rules.md §9.3)', () => {
  const readied = (): RoundsState =>
    rounds.declare(threeFight().state, 'b', 'ready', {}, noDice, OPTIONS, 'if the door opens, I shoot').state;

  it('readying shows the ready marker until next round', () => {
    const step = rounds.declare(threeFight().state, 'b', 'ready', {}, noDice, OPTIONS, 'if the door opens, I shoot');
    expect(ofType(step, 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'b', marker: 'ready', until: 2 }]);
    expect(rounds.marks(step.state, 'b')).toEqual([{ kind: 'ready', until: 2, badge: null }]);
  });

  it('the trigger fires the action at once, on anyone’s turn, and the readied action is gone', () => {
    const state = next(readied()).state; // c's turn
    const fired = rounds.trigger?.(state, 'b', 'the door opens') as Step;
    expect(fired.events).toEqual([
      { type: 'ready-fired', id: 'b', count: 1, note: 'the door opens' },
      { type: 'marker-expired', id: 'b', marker: 'ready' },
      { type: 'marker-applied', id: 'b', marker: 'reacted', until: 2 },
    ]);
    expect(rounds.current(fired.state)?.id).toBe('c');
    expect(refusal(rounds.trigger?.(fired.state, 'b', '') as Step)).toEqual({ type: 'rejected', code: 'nothing-readied', id: 'b' });
  });

  it('a Trigger button’s round fires only the action readied in that round', () => {
    const state = next(readied()).state;
    expect(ofType(rounds.trigger?.(state, 'b', '', 1) as Step, 'ready-fired')).toHaveLength(1);
    expect(refusal(rounds.trigger?.(state, 'b', '', 2) as Step)).toEqual({ type: 'rejected', code: 'old-trigger', id: 'b', round: 2 });
  });

  it('with no note the trigger fires with the readied trigger’s words', () => {
    expect(ofType(rounds.trigger?.(readied(), 'b', ' ') as Step, 'ready-fired')[0]?.note).toBe('if the door opens, I shoot');
  });

  it('it still fires in the next round, before the combatant’s turn comes, and spends that round’s reaction', () => {
    // c readies in round 1; in round 2 b acts first, and c's readied action still waits
    const fight = rounds.declare(next(threeFight().state).state, 'c', 'ready', {}, noDice, OPTIONS, 'if it flees').state;
    const round2 = nextTimes(fight, 2).at(-1)?.state as RoundsState;
    expect([rounds.round(round2), rounds.current(round2)?.id]).toEqual([2, 'b']);
    expect(rounds.marks(round2, 'c')).toEqual([{ kind: 'ready', until: 2, badge: null }]);
    const fired = rounds.trigger?.(round2, 'c', '') as Step;
    expect(fired.events[0]).toEqual({ type: 'ready-fired', id: 'c', count: 2, note: 'if it flees' });
    expect(rounds.marks(fired.state, 'c')).toEqual([{ kind: 'reacted', until: 3, badge: null }]);
  });

  it('unused, it is lost at the start of the combatant’s next turn, not at the start of the round', () => {
    const fight = rounds.declare(next(threeFight().state).state, 'c', 'ready', {}, noDice, OPTIONS, 'if it flees').state;
    const steps = nextTimes(fight, 3); // a, then round 2 with b, then c
    expect(steps[1]?.events.some((e) => e.type === 'marker-expired')).toBe(false);
    expect(rounds.trigger?.((steps[1] as Step).state, 'c', '').events[0]?.type).toBe('ready-fired');
    expect(ofType(steps[2] as Step, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'c', marker: 'ready' }]);
    expect(refusal(rounds.trigger?.((steps[2] as Step).state, 'c', '') as Step)?.code).toBe('nothing-readied');
  });

  it('firing it is the round’s reaction (ruling: page 000 calls it a self-defined reaction)', () => {
    const reacted = rounds.react(next(readied()).state, 'b', '', OPTIONS).state;
    expect(refusal(rounds.trigger?.(reacted, 'b', '') as Step)).toEqual({ type: 'rejected', code: 'reacted-this-round', id: 'b', round: 1 });
    const fired = (rounds.trigger?.(next(readied()).state, 'b', '') as Step).state;
    expect(refusal(rounds.react(fired, 'b', '', OPTIONS))?.code).toBe('reacted-this-round');
  });

  it('a combatant that cannot react cannot fire it', () => {
    const stunned = rounds.changeConditions(readied(), 'b', ['stunned'], []).state;
    expect(refusal(rounds.trigger?.(stunned, 'b', '') as Step)).toEqual({ type: 'rejected', code: 'cannot-react', id: 'b', condition: 'stunned' });
  });
});

describe('standing in defense (docs/rules.md §9.3)', () => {
  const defending = (): Step => rounds.declare(threeFight().state, 'b', 'defense', {}, noDice, OPTIONS, '');

  it('is an action: attacks against it at disadvantage and its saves at advantage until the start of its next turn', () => {
    const step = defending();
    expect(ofType(step, 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'b', marker: 'defense', until: 2 }]);
    expect(inDefense(step.state, 'b')).toBe(true);
    expect(rounds.marks(step.state, 'b')).toEqual([{ kind: 'defense', until: 2, badge: null }]);
    const steps = nextTimes(step.state, 3); // c, a, round 2: b
    expect(inDefense((steps[1] as Step).state, 'b')).toBe(true);
    expect(ofType(steps[2] as Step, 'marker-expired')).toEqual([{ type: 'marker-expired', id: 'b', marker: 'defense' }]);
    expect(inDefense((steps[2] as Step).state, 'b')).toBe(false);
    expect(rounds.marks((steps[2] as Step).state, 'b')).toEqual([]);
  });

  it('gives up reactions this round and the next, even after its next turn has begun; the round after, it reacts again', () => {
    const state = defending().state;
    expect(refusal(rounds.react(state, 'b', '', OPTIONS))).toEqual({ type: 'rejected', code: 'in-defense', id: 'b' });
    const round2 = nextTimes(state, 4).at(-1)?.state as RoundsState; // round 2, c's turn: b's turn is over
    expect(rounds.round(round2)).toBe(2);
    expect(refusal(rounds.react(round2, 'b', '', OPTIONS))?.code).toBe('in-defense');
    const round3 = nextTimes(round2, 2).at(-1)?.state as RoundsState;
    expect(rounds.round(round3)).toBe(3);
    expect(ofType(rounds.react(round3, 'b', '', OPTIONS), 'reacted')).toHaveLength(1);
  });

  it('is refused when the combatant has already reacted this round', () => {
    const reacted = rounds.react(threeFight().state, 'b', '', OPTIONS).state;
    const step = rounds.declare(reacted, 'b', 'defense', {}, noDice, OPTIONS, '');
    expect(step.state).toBe(reacted);
    expect(refusal(step)).toEqual({ type: 'rejected', code: 'reacted-this-round', id: 'b', round: 1 });
  });
});

describe('reactions: one per round, renewed when a new round begins (docs/rules.md §9.3)', () => {
  it('a reaction on anyone’s turn shows the reacted marker for the round; a second one is refused', () => {
    const state = threeFight().state;
    const step = rounds.react(state, 'a', ' dodge ', OPTIONS);
    expect(step.events).toEqual([
      { type: 'reacted', id: 'a', count: 1, until: 2, note: 'dodge' },
      { type: 'marker-applied', id: 'a', marker: 'reacted', until: 2 },
    ]);
    expect(rounds.marks(step.state, 'a')).toEqual([{ kind: 'reacted', until: 2, badge: null }]);
    const again = rounds.react(step.state, 'a', '', OPTIONS);
    expect(again.state).toBe(step.state);
    expect(refusal(again)).toEqual({ type: 'rejected', code: 'reacted-this-round', id: 'a', round: 1 });
  });

  it('the reaction comes back when the next round starts, not before', () => {
    const reacted = rounds.react(threeFight().state, 'a', '', OPTIONS).state;
    const steps = nextTimes(reacted, 3);
    expect(refusal(rounds.react((steps[1] as Step).state, 'a', '', OPTIONS))?.code).toBe('reacted-this-round');
    const round2 = steps[2] as Step;
    expect(round2.events.slice(1, 3)).toEqual([
      { type: 'round-started', round: 2, count: 2 },
      { type: 'marker-expired', id: 'a', marker: 'reacted' },
    ]);
    expect(rounds.marks(round2.state, 'a')).toEqual([]);
    expect(ofType(rounds.react(round2.state, 'a', '', OPTIONS), 'reacted')).toHaveLength(1);
  });

  it.each(['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'] as const)('a %s combatant cannot react', (condition) => {
    const state = rounds.changeConditions(threeFight().state, 'a', [condition], []).state;
    expect(refusal(rounds.react(state, 'a', '', OPTIONS))).toEqual({ type: 'rejected', code: 'cannot-react', id: 'a', condition });
  });

  it('an unknown combatant cannot react', () => {
    expect(refusal(rounds.react(threeFight().state, 'zz', '', OPTIONS))?.code).toBe('unknown-combatant');
  });
});

describe('movement: the combatant’s hexes per round, on its turn (docs/rules.md §9.3)', () => {
  it.each<{ rule: string; hexes: number | null; tier?: 'red_fox' | 'gray_yak' | 'purple_lightning'; conditions: ConditionKey[]; allowance: unknown }>([
    { rule: 'the sheet’s hexes per round', hexes: 7, conditions: [], allowance: { kind: 'move', hexes: 7 } },
    { rule: 'none on the sheet: a Red Fox moves 8 (ruling)', hexes: null, tier: 'red_fox', conditions: [], allowance: { kind: 'move', hexes: 8 } },
    { rule: 'none on the sheet: a Gray Yak moves 3 (ruling)', hexes: null, tier: 'gray_yak', conditions: [], allowance: { kind: 'move', hexes: 3 } },
    { rule: 'none on the sheet: Purple Lightning moves 24 (ruling)', hexes: null, tier: 'purple_lightning', conditions: [], allowance: { kind: 'move', hexes: 24 } },
    { rule: 'prone: crawling costs double, standing up costs half (7 → 3 either way)', hexes: 7, conditions: ['prone'], allowance: { kind: 'crawl', hexes: 3, full: 7 } },
    { rule: 'prone with 8: crawl 4, or stand for 4 and walk 4', hexes: 8, conditions: ['prone'], allowance: { kind: 'crawl', hexes: 4, full: 8 } },
    { rule: 'restrained: held', hexes: 7, conditions: ['restrained'], allowance: { kind: 'held', reason: 'restrained' } },
    { rule: 'grappled: held', hexes: 7, conditions: ['grappled'], allowance: { kind: 'held', reason: 'grappled' } },
    { rule: 'paralyzed: held', hexes: 7, conditions: ['paralyzed'], allowance: { kind: 'held', reason: 'paralyzed' } },
    { rule: 'petrified: held', hexes: 7, conditions: ['petrified'], allowance: { kind: 'held', reason: 'petrified' } },
    { rule: 'unconscious: held', hexes: 7, conditions: ['unconscious', 'prone'], allowance: { kind: 'held', reason: 'unconscious' } },
  ])('$rule', ({ hexes, tier, conditions, allowance }) => {
    const state = aRoundsFight([{ id: 'a', hexesPerRound: hexes, tier: tier ?? 'red_fox', conditions }, { id: 'b' }]);
    expect(rounds.allowance(state, 'a', OPTIONS)).toEqual(allowance);
  });

  it('only during its own turn', () => {
    const state = aRoundsFight([{ id: 'a' }, { id: 'b' }]);
    expect(rounds.allowance(state, 'b', OPTIONS)).toBeNull();
    expect(rounds.allowance(state, 'zz', OPTIONS)).toBeNull();
  });

  it('the sheet’s hexes per round come with the newcomer; without them the tier decides', () => {
    const step = rounds.start([newcomer('a', { hexesPerRound: 5 }), newcomer('b', { tier: 'green_horse' })], scriptedDice([10, 9], [10, 2]), OPTIONS);
    expect(rounds.allowance(step.state, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 5 });
    const b = next(step.state).state;
    expect(rounds.allowance(b, 'b', OPTIONS)).toEqual({ kind: 'move', hexes: 16 });
  });

  it.each([
    { given: Number.NaN, hexes: 8 },
    { given: 5000, hexes: 999 },
    { given: -2, hexes: 0 },
    { given: 4.7, hexes: 4 },
  ])('a sheet’s hexes per round of $given give $hexes', ({ given, hexes }) => {
    const step = rounds.start([newcomer('a', { hexesPerRound: given, perceptionMod: Number.NaN })], scriptedDice([10, 5]), OPTIONS);
    expect(rounds.allowance(step.state, 'a', OPTIONS)).toEqual({ kind: 'move', hexes });
    expect(rounds.valueOf(step.state, 'a')).toBe(5);
    expect(rounds.validate(step.state)).toEqual([]);
  });

  it('a change during the turn is announced as a new allowance; a new turn is not', () => {
    const state = aRoundsFight([{ id: 'a', hexesPerRound: 6 }, { id: 'b' }]);
    const prone = rounds.changeConditions(state, 'a', ['prone'], []).state;
    expect(rounds.windowChanges(state, prone, OPTIONS)).toEqual([{ type: 'allowance-changed', id: 'a', count: 1, allowance: { kind: 'crawl', hexes: 3, full: 6 } }]);
    expect(rounds.windowChanges(state, rounds.changeConditions(state, 'b', ['prone'], []).state, OPTIONS)).toEqual([]);
    expect(rounds.windowChanges(state, next(state).state, OPTIONS)).toEqual([]);
  });

  it('a new tier moves a combatant whose sheet gave no hexes', () => {
    const state = aRoundsFight([{ id: 'a', hexesPerRound: null }, { id: 'b' }]);
    const step = rounds.setTier(state, 'a', 'orange_lion');
    expect(step.events).toEqual([{ type: 'overridden', id: 'a', field: 'tier', from: 'red_fox', to: 'orange_lion' }]);
    expect(rounds.windowChanges(state, step.state, OPTIONS)).toEqual([{ type: 'allowance-changed', id: 'a', count: 1, allowance: { kind: 'move', hexes: 10 } }]);
    expect(rounds.setTier(step.state, 'a', 'orange_lion').events).toEqual([]);
  });
});

describe('the GM places a combatant’s initiative; the order follows', () => {
  it('the new score takes its place in the order; the current turn goes on', () => {
    const state = threeFight().state; // b 9, c 6, a 4; b's turn
    const step = rounds.place(state, 'a', 8, noDice);
    expect(step.events).toEqual([{ type: 'overridden', id: 'a', field: 'nextAt', from: 4, to: 8 }]);
    expect(order(step.state)).toEqual(['b', 'a', 'c']);
    expect(rounds.current(step.state)?.id).toBe('b');
    expect(dueIds(next(step.state))).toEqual(['a']);
  });

  it('a shared score is settled again by d20s, highest first', () => {
    // dice in arrival order: a (arrived first) 18, c 12
    const dice = scriptedDice([20, 18], [20, 12]);
    const step = rounds.place(threeFight().state, 'a', 6, dice);
    dice.expectConsumed();
    expect(ofType(step, 'tie-broken')[0]?.rolls).toEqual([
      { id: 'a', rolls: [18] },
      { id: 'c', rolls: [12] },
    ]);
    expect(order(step.state)).toEqual(['b', 'a', 'c']);
  });

  it('one who has acted this round is not given a second turn', () => {
    const state = next(threeFight().state).state; // b done, c's turn
    const placed = rounds.place(state, 'b', 1, noDice).state;
    const steps = nextTimes(placed, 2);
    expect(steps.map(dueIds)).toEqual([['a'], ['c']]);
    expect(rounds.round((steps[1] as Step).state)).toBe(2);
  });

  it.each([101, -101, 2.5])('%s is refused', (value) => {
    const state = threeFight().state;
    const step = rounds.place(state, 'a', value, noDice);
    expect(step.state).toBe(state);
    expect(refusal(step)).toEqual({ type: 'rejected', code: 'bad-value', field: 'count', low: -100, high: 100 });
  });

  it('the same score changes nothing', () => {
    const state = threeFight().state;
    expect(rounds.place(state, 'a', 4, noDice)).toEqual({ state, events: [] });
  });
});

describe('leaving the fight', () => {
  it('the one leaving in the middle of its turn: the next in the order is due', () => {
    const step = rounds.leave(threeFight().state, 'b');
    expect(step.events).toEqual([
      { type: 'left', id: 'b', name: 'B' },
      { type: 'turn-due', id: 'c', count: 1, blockedBy: null },
    ]);
  });

  it('the round’s last leaving in its turn ends the round; the next `next` starts the new round without a pass', () => {
    const state = nextTimes(threeFight().state, 2).at(-1)?.state as RoundsState; // a's turn, the last
    const left = rounds.leave(state, 'a');
    expect(left.events).toEqual([{ type: 'left', id: 'a', name: 'A' }]);
    expect(rounds.current(left.state)).toBeUndefined();
    expect(rounds.tracker(left.state).due).toEqual([]);
    expect(rounds.validate(left.state)).toEqual([]);
    const step = next(left.state);
    expect(step.events).toEqual([
      { type: 'round-started', round: 2, count: 2 },
      { type: 'turn-due', id: 'b', count: 2, blockedBy: null },
    ]);
  });

  it('someone else leaving does not touch the turn', () => {
    const step = rounds.leave(threeFight().state, 'a');
    expect(step.events).toEqual([{ type: 'left', id: 'a', name: 'A' }]);
    expect(rounds.current(step.state)?.id).toBe('b');
  });
});

describe('conditions', () => {
  it('the combatant whose turn it is, become unable to act, gets its turn announced again with the reason', () => {
    const state = threeFight().state;
    const step = rounds.changeConditions(state, 'b', ['unconscious'], []);
    expect(step.events).toEqual([
      { type: 'conditions-changed', id: 'b', added: ['unconscious', 'prone'], removed: [] },
      { type: 'turn-due', id: 'b', count: 1, blockedBy: 'unconscious' },
    ]);
    expect(rounds.changeConditions(step.state, 'b', [], ['unconscious']).events.at(-1)).toEqual({ type: 'turn-due', id: 'b', count: 1, blockedBy: null });
  });

  it('someone else’s condition announces no turn', () => {
    expect(rounds.changeConditions(threeFight().state, 'a', ['stunned'], []).events.map((e) => e.type)).toEqual(['conditions-changed']);
  });
});

describe('the tracker: Round R, the current turn and those still to act above it, those done below', () => {
  it('shows the round, the order of this round’s turns, and initiative values', () => {
    const state = next(threeFight().state).state;
    expect(rounds.tracker(state)).toEqual({
      title: 'Round 1 · turns',
      value: 1,
      due: [
        { id: 'c', value: 6 },
        { id: 'a', value: 4 },
      ],
      later: [{ id: 'b', value: 9 }],
    });
  });

  it('at the last turn of a round everyone else is below', () => {
    const state = nextTimes(threeFight().state, 2).at(-1)?.state as RoundsState;
    const view = rounds.tracker(state);
    expect(view.due.map((r) => r.id)).toEqual(['a']);
    expect(view.later.map((r) => r.id)).toEqual(['b', 'c']);
  });
});
