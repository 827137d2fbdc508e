// The engine's edges: boundaries, what is kept and what is dropped, what each event says.
import { describe, expect, it } from 'vitest';
import {
  advance,
  advanceOne,
  changeConditions,
  declareAction,
  DEFAULT_RULES,
  flexUntil,
  joinCombat,
  LIMITS,
  nextEventCount,
  react,
  rename,
  setNextCount,
  setPerception,
  setTier,
  startCombat,
  windowChanges,
} from '../../../src/rules/rondel/engine';
import type { ActionKey } from '../../../src/rules/rondel/actions';
import { findCombatant } from '../../../src/rules/rondel/order';
import type { CombatState, Step } from '../../../src/rules/rondel/state';
import { aCombat, aCombatant, aNewCombatant } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

const noDice = scriptedDice();
const types = (step: Step) => step.events.map((e) => e.type);

describe('ties', () => {
  it('dice go to the tied in arrival order, whatever order the list is in', () => {
    const state = aCombat([
      { id: 'late', nextAt: 5, arrival: 1 },
      { id: 'early', nextAt: 5, arrival: 0 },
      { id: 'x', nextAt: 9, arrival: 2 },
    ]);
    // x moves to 5: early, late and x roll in arrival order
    const step = setNextCount(state, 'x', 5, scriptedDice([20, 10], [20, 11], [20, 12]));
    expect(findCombatant(step.state, 'early')?.tie).toEqual({ count: 5, rolls: [10] });
    expect(findCombatant(step.state, 'late')?.tie).toEqual({ count: 5, rolls: [11] });
    expect(findCombatant(step.state, 'x')?.tie).toEqual({ count: 5, rolls: [12] });
    expect(step.events.find((e) => e.type === 'tie-broken')).toEqual({
      type: 'tie-broken',
      count: 5,
      direction: 'lowest',
      rolls: [
        { id: 'early', rolls: [10] },
        { id: 'late', rolls: [11] },
        { id: 'x', rolls: [12] },
      ],
    });
  });

  it('rolls already made for the count are kept: only the newcomer rolls', () => {
    const state = aCombat([
      { id: 'a', nextAt: 5, tie: { count: 5, rolls: [4] } },
      { id: 'b', nextAt: 5, tie: { count: 5, rolls: [9] } },
      { id: 'c', nextAt: 8 },
    ]);
    const dice = scriptedDice([20, 6]);
    const step = setNextCount(state, 'c', 5, dice);
    dice.expectConsumed();
    expect(step.state.combatants.map((c) => c.tie?.rolls)).toEqual([[4], [9], [6]]);
  });

  it('a roll kept for another count is not reused', () => {
    const state = aCombat([
      { id: 'a', nextAt: 7, tie: { count: 5, rolls: [4] } },
      { id: 'c', nextAt: 9 },
    ]);
    const step = setNextCount(state, 'c', 7, scriptedDice([20, 13], [20, 2]));
    expect(step.state.combatants.map((c) => c.tie)).toEqual([
      { count: 7, rolls: [13] },
      { count: 7, rolls: [2] },
    ]);
  });

  it('several tied counts at the start are settled from the lowest count up', () => {
    // a and c at 7, b and d at 3
    const dice = scriptedDice([12, 7], [12, 3], [12, 7], [12, 3], [20, 1], [20, 2], [20, 3], [20, 4]);
    const step = startCombat([aNewCombatant({ id: 'a' }), aNewCombatant({ id: 'b' }), aNewCombatant({ id: 'c' }), aNewCombatant({ id: 'd' })], dice);
    expect(step.state.combatants.map((c) => [c.id, c.tie?.rolls])).toEqual([
      ['a', [3]],
      ['b', [1]],
      ['c', [4]],
      ['d', [2]],
    ]);
    expect(step.events.filter((e) => e.type === 'tie-broken').map((e) => e.type === 'tie-broken' && e.count)).toEqual([3, 7]);
  });
});

describe('joining', () => {
  it('a new fight begins with its own event, at count 1', () => {
    const step = startCombat([aNewCombatant({ id: 'a' })], scriptedDice([12, 4]));
    expect(step.events[0]).toEqual({ type: 'combat-started', counter: 1 });
    expect(types(step)).toEqual(['combat-started', 'initiative-rolled']);
  });

  it('an id twice in the list joins once', () => {
    const dice = scriptedDice([12, 4]);
    const step = startCombat([aNewCombatant({ id: 'a' }), aNewCombatant({ id: 'a', name: 'again' })], dice);
    dice.expectConsumed();
    expect(step.state.combatants.map((c) => c.name)).toEqual(['a']);
  });

  it('one already in the fight is refused, and not added again; the others join', () => {
    const state = aCombat([{ id: 'a', nextAt: 3 }], { counter: 2 });
    const step = joinCombat(state, [aNewCombatant({ id: 'a' }), aNewCombatant({ id: 'b' })], scriptedDice([12, 5]));
    expect(step.state.combatants.map((c) => c.id)).toEqual(['a', 'b']);
    expect(step.events[0]).toEqual({ type: 'rejected', code: 'already-in-combat', id: 'a' });
    expect(findCombatant(step.state, 'b')?.nextAt).toBe(7);
  });

  it('nobody new: the state is the same object', () => {
    const state = aCombat([{ id: 'a', nextAt: 3 }]);
    expect(joinCombat(state, [aNewCombatant({ id: 'a' })], noDice).state).toBe(state);
  });

  it('a joiner keeps its conditions, each once', () => {
    const step = startCombat([aNewCombatant({ id: 'a', conditions: ['prone', 'prone', 'grappled'] })], scriptedDice([12, 4]));
    expect(findCombatant(step.state, 'a')?.conditions).toEqual(['prone', 'grappled']);
  });
});

describe('the next count at which anything happens', () => {
  const at = (overrides: Partial<CombatState>, combatants: Parameters<typeof aCombat>[0] = []) => nextEventCount(aCombat(combatants, { counter: 4, ...overrides }));

  it.each([
    ['nothing but the next window', [], 6],
    ['an action before it', [{ nextAt: 5 }], 5],
    ['an action at the counter does not count', [{ nextAt: 4 }], 6],
    ['an action at the window', [{ nextAt: 6 }], 6],
    ['a marker that ends before it', [{ nextAt: 20, markers: [{ kind: 'guard', from: 1, until: 5 }] }], 5],
    ['a marker that ended', [{ nextAt: 20, markers: [{ kind: 'flex', from: 1, until: 4 }] }], 6],
    ['a hold ends with the turn, not by a count', [{ nextAt: 20, markers: [{ kind: 'holding', from: 1 }] }], 6],
  ] as const)('%s', (_title, combatants, next) => {
    expect(at({}, combatants as never)).toBe(next);
  });

  it.each([
    [5, 5],
    [4, 6],
    [6, 6],
  ])('a spell resolving at %i: next is %i', (resolvesAt, next) => {
    expect(at({ spells: [{ casterId: 'x', casterName: 'X', castAt: 1, resolvesAt, note: '' }] })).toBe(next);
  });
});

describe('the counter arriving', () => {
  it('spells due resolve, the others wait', () => {
    const state = aCombat([{ id: 'a', nextAt: 20 }], {
      counter: 4,
      spells: [
        { casterId: 'a', casterName: 'Ana', castAt: 1, resolvesAt: 5, note: 'Sleep' },
        { casterId: 'a', casterName: 'Ana', castAt: 1, resolvesAt: 8, note: '' },
      ],
    });
    const step = advance(state, noDice);
    expect(step.state.counter).toBe(5);
    expect(step.events).toContainEqual({ type: 'spell-resolves', id: 'a', name: 'Ana', count: 5, note: 'Sleep' });
    expect(step.state.spells.map((s) => s.resolvesAt)).toEqual([8]);
  });

  it('markers expire: a guard at its count, a hold or dash when the turn comes', () => {
    const state = aCombat(
      [
        { id: 'a', nextAt: 5, markers: [{ kind: 'holding', from: 1 }, { kind: 'flex', from: 1, until: 9 }] },
        { id: 'b', nextAt: 20, markers: [{ kind: 'guard', from: 1, until: 5 }, { kind: 'dashing', from: 1 }] },
        { id: 'c', nextAt: 20, markers: [{ kind: 'flex', from: 1, until: 9 }] },
      ],
      { counter: 4 },
    );
    const step = advance(state, noDice);
    expect(step.state.combatants.map((c) => c.markers.map((m) => m.kind))).toEqual([['flex'], ['dashing'], ['flex']]);
    expect(step.events.filter((e) => e.type === 'marker-expired')).toEqual([
      { type: 'marker-expired', id: 'a', marker: 'holding' },
      { type: 'marker-expired', id: 'b', marker: 'guard' },
    ]);
    expect(step.state.combatants[2]).toBe(state.combatants[2]);
  });

  it('nothing expiring leaves the combatants as they were', () => {
    const state = aCombat([{ id: 'a', nextAt: 5, markers: [{ kind: 'flex', from: 1, until: 9 }] }], { counter: 4 });
    expect(advance(state, noDice).state.combatants).toBe(state.combatants);
  });

  it('a window opens only at a window count', () => {
    expect(types(advanceOne(aCombat([{ nextAt: 20 }], { counter: 4 }), noDice))).toEqual(['counter-advanced']);
    expect(types(advanceOne(aCombat([{ nextAt: 20 }], { counter: 5 }), noDice))).toEqual(['counter-advanced', 'movement-window']);
  });

  it('--step moves exactly one count', () => {
    const step = advanceOne(aCombat([{ nextAt: 20 }], { counter: 4 }), noDice);
    expect(step.events[0]).toEqual({ type: 'counter-advanced', from: 4, to: 5 });
  });
});

describe('passing over a turn', () => {
  it('one that cannot act resets, and the card says why', () => {
    const state = aCombat([{ id: 'a', nextAt: 1, conditions: ['stunned'] }, { id: 'b', nextAt: 30 }]);
    const step = advance(state, scriptedDice([4, 2]));
    expect(step.events[0]).toMatchObject({ type: 'action-declared', id: 'a', action: 'reset', passedOver: true, note: 'stunned: the turn is lost' });
  });

  it('one that can act takes the configured action, with no note', () => {
    const step = advance(aCombat([{ id: 'a', nextAt: 1 }, { id: 'b', nextAt: 30 }]), scriptedDice([4, 2]), { ...DEFAULT_RULES, passedOver: 'reset' });
    expect(step.events[0]).toMatchObject({ type: 'action-declared', action: 'reset', passedOver: true, note: '' });
  });

  it('when another is due at the same count, the counter stays and that one’s turn is announced', () => {
    const state = aCombat([
      { id: 'a', nextAt: 1, tie: { count: 1, rolls: [1] } },
      { id: 'b', nextAt: 1, tie: { count: 1, rolls: [2] } },
    ]);
    for (const move of [advance, advanceOne]) {
      const step = move(state, noDice);
      expect(step.state.counter).toBe(1);
      expect(types(step)).toEqual(['action-declared', 'marker-applied', 'turn-due']);
    }
  });
});

describe('declaring an action', () => {
  const due = () => aCombat([{ id: 'a', name: 'Ana', nextAt: 1 }, { id: 'b', nextAt: 100 }]);

  it.each([
    ['speed', LIMITS.speed, true],
    ['speed', -LIMITS.speed, true],
    ['speed', LIMITS.speed + 1, false],
    ['mod', LIMITS.mod, true],
    ['mod', -LIMITS.mod - 1, false],
    ['cast', LIMITS.cast, true],
    ['cast', -1, false],
    ['speed', 1.5, false],
  ] as const)('%s %d is accepted: %s', (field, value, ok) => {
    const step = declareAction(due(), 'a', field === 'cast' ? 'magic' : field === 'mod' ? 'hide' : 'combat', { [field]: value }, scriptedDice([4, 1], [4, 1]));
    expect(step.events.some((e) => e.type === 'rejected')).toBe(!ok);
  });

  it('the refusal of a value names its bounds', () => {
    expect(declareAction(due(), 'a', 'combat', { speed: 21 }, noDice).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'speed', low: -20, high: 20 }]);
    expect(declareAction(due(), 'a', 'magic', { cast: 201 }, noDice).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'cast', low: 0, high: 200 }]);
  });

  it('an action that is not one is refused', () => {
    expect(declareAction(due(), 'a', 'fly' as ActionKey, {}, noDice).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'action', low: 0, high: 0 }]);
  });

  it('at a shared count, the second in tie order waits for the first', () => {
    const state = aCombat([
      { id: 'a', nextAt: 1, tie: { count: 1, rolls: [3] } },
      { id: 'b', nextAt: 1, tie: { count: 1, rolls: [8] } },
    ]);
    expect(declareAction(state, 'b', 'combat', {}, noDice).events).toEqual([{ type: 'rejected', code: 'not-first', id: 'b', first: 'a', counter: 1 }]);
  });

  it('a new action ends a hold or dash, and a new guard replaces the old one', () => {
    const state = aCombat([
      { id: 'a', nextAt: 1, markers: [{ kind: 'holding', from: 0 }, { kind: 'guard', from: 0, until: 5 }, { kind: 'flex', from: 0, until: 4 }] },
      { id: 'b', nextAt: 30 },
    ]);
    const step = declareAction(state, 'a', 'guard', {}, noDice);
    expect(findCombatant(step.state, 'a')?.markers).toEqual([
      { kind: 'flex', from: 0, until: 4 },
      { kind: 'guard', from: 1, until: 13 },
    ]);
    expect(step.events.filter((e) => e.type === 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'a', marker: 'guard', until: 13 }]);
  });

  it.each([
    ['hold', [[4, 1], [4, 2]], 'holding', 4],
    ['dash', [], 'dashing', 11],
  ] as const)('%s shows its marker until the next turn', (action, dice, marker, until) => {
    const step = declareAction(due(), 'a', action, {}, scriptedDice(...dice));
    expect(findCombatant(step.state, 'a')?.markers).toEqual([{ kind: marker, from: 1 }]);
    expect(step.events.filter((e) => e.type === 'marker-applied')).toEqual([{ type: 'marker-applied', id: 'a', marker, until }]);
  });

  it('the action’s event carries everything the card needs', () => {
    const step = declareAction(due(), 'a', 'combat', { speed: 2 }, scriptedDice([4, 3]), 'cleave');
    expect(step.events[0]).toMatchObject({ type: 'action-declared', id: 'a', count: 1, action: 'combat', nextAt: 14, changeWaived: false, passedOver: false, note: 'cleave' });
    expect(declareAction(due(), 'a', 'dash', {}, noDice).events[0]).toMatchObject({ note: '' });
  });

  it('a spell with no casting time takes effect at once, its note trimmed', () => {
    const step = declareAction(due(), 'a', 'magic', { cast: 0 }, scriptedDice([4, 1]), '  Light ');
    expect(step.events).toContainEqual({ type: 'spell-resolves', id: 'a', name: 'Ana', count: 1, note: 'Light' });
    expect(step.state.spells).toEqual([]);
  });

  it('a spell with a casting time is cast, and takes effect later', () => {
    const step = declareAction(due(), 'a', 'magic', { cast: 2 }, scriptedDice([4, 1]), ' Fog ');
    expect(step.events).toContainEqual({ type: 'spell-cast', id: 'a', resolvesAt: 3, note: 'Fog' });
    expect(step.state.spells).toEqual([{ casterId: 'a', casterName: 'Ana', castAt: 1, resolvesAt: 3, note: 'Fog' }]);
  });

  it('landing on a taken count breaks the tie', () => {
    const state = aCombat([{ id: 'a', nextAt: 1 }, { id: 'b', nextAt: 11 }]);
    const step = declareAction(state, 'a', 'dash', {}, scriptedDice([20, 5], [20, 2]));
    expect(types(step)).toContain('tie-broken');
  });
});

describe('reactions', () => {
  it('the flex marker shows until 8 counts on; an older flex is replaced, other markers kept; the note is trimmed', () => {
    const state = aCombat([{ id: 'a', nextAt: 20, markers: [{ kind: 'guard', from: 1, until: 13 }, { kind: 'flex', from: 1, until: 3 }] }], { counter: 3 });
    const step = react(state, 'a', ' trip ');
    expect(findCombatant(step.state, 'a')?.markers).toEqual([
      { kind: 'guard', from: 1, until: 13 },
      { kind: 'flex', from: 3, until: 11 },
    ]);
    expect(step.events).toEqual([
      { type: 'reacted', id: 'a', count: 3, until: 11, note: 'trip' },
      { type: 'marker-applied', id: 'a', marker: 'flex', until: 11 },
    ]);
    expect(react(state, 'a').events[0]).toMatchObject({ note: '' });
  });

  it('a flex marker ends at its count', () => {
    const c = aCombatant({ markers: [{ kind: 'guard', from: 1, until: 9 }, { kind: 'flex', from: 1, until: 5 }] });
    expect([flexUntil(c, 4), flexUntil(c, 5)]).toEqual([5, null]);
  });

  it('refusals say why', () => {
    const state = aCombat([{ id: 'a', nextAt: 20, markers: [{ kind: 'flex', from: 1, until: 6 }] }, { id: 's', nextAt: 20, conditions: ['stunned'] }], { counter: 3 });
    expect(react(state, 'a').events).toEqual([{ type: 'rejected', code: 'flex-active', id: 'a', until: 6 }]);
    expect(react(state, 's').events).toEqual([{ type: 'rejected', code: 'cannot-react', id: 's', condition: 'stunned' }]);
    expect(react(state, 'zed').events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });
});

describe('the GM’s overrides', () => {
  const state = aCombat([{ id: 'a', nextAt: 6, markers: [{ kind: 'holding', from: 2 }, { kind: 'flex', from: 2, until: 10 }] }, { id: 'b', nextAt: 9 }], { counter: 4 });

  it.each([
    [LIMITS.count, true],
    [LIMITS.count + 1, false],
    [4.5, false],
    [3, false],
  ])('placing at %d is accepted: %s', (count, ok) => {
    expect(setNextCount(state, 'a', count, noDice).events.some((e) => e.type === 'rejected')).toBe(!ok);
  });

  it('the refusals name the bounds', () => {
    expect(setNextCount(state, 'a', 4.5, noDice).events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'count', low: 1, high: LIMITS.count }]);
    expect(setNextCount(state, 'a', 3, noDice).events).toEqual([{ type: 'rejected', code: 'count-in-past', count: 3, counter: 4 }]);
    expect(setNextCount(state, 'zed', 5, noDice).events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });

  it('placing where it already is changes nothing', () => {
    const step = setNextCount(state, 'a', 6, noDice);
    expect(step).toEqual({ state, events: [] });
    expect(step.state).toBe(state);
  });

  it('placing later keeps a hold; placing at the counter ends it, as its turn has come', () => {
    const later = setNextCount(state, 'a', 7, noDice);
    expect(findCombatant(later.state, 'a')?.markers.map((m) => m.kind)).toEqual(['holding', 'flex']);
    expect(later.events).toEqual([{ type: 'overridden', id: 'a', field: 'nextAt', from: 6, to: 7 }]);
    const now = setNextCount(state, 'a', 4, noDice);
    expect(findCombatant(now.state, 'a')?.markers.map((m) => m.kind)).toEqual(['flex']);
    expect(now.events).toEqual([
      { type: 'overridden', id: 'a', field: 'nextAt', from: 6, to: 4 },
      { type: 'marker-expired', id: 'a', marker: 'holding' },
      { type: 'turn-due', id: 'a', count: 4, blockedBy: null },
    ]);
  });

  it('the tier: a change is announced, the same one is none, an unknown combatant is refused', () => {
    expect(setTier(state, 'a', 'green_horse').events).toEqual([{ type: 'overridden', id: 'a', field: 'tier', from: 'red_fox', to: 'green_horse' }]);
    expect(findCombatant(setTier(state, 'a', 'green_horse').state, 'a')?.tier).toBe('green_horse');
    expect(setTier(state, 'a', 'red_fox')).toEqual({ state, events: [] });
    expect(setTier(state, 'zed', 'red_fox').events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });

  it.each([
    [LIMITS.mod, true],
    [-LIMITS.mod, true],
    [LIMITS.mod + 1, false],
    [-LIMITS.mod - 1, false],
    [0.5, false],
  ])('a Perception modifier of %d is accepted: %s', (mod, ok) => {
    const step = setPerception(state, 'a', mod);
    expect(step.events.some((e) => e.type === 'rejected')).toBe(!ok);
    if (!ok) expect(step.events).toEqual([{ type: 'rejected', code: 'bad-value', field: 'perception', low: -20, high: 20 }]);
    else expect(findCombatant(step.state, 'a')?.perceptionMod).toBe(mod);
  });

  it('the same Perception modifier is no change; an unknown combatant is refused', () => {
    expect(setPerception(state, 'a', 0)).toEqual({ state, events: [] });
    expect(setPerception(state, 'zed', 1).events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });

  it('a rename is announced; the same name, or nobody, changes nothing', () => {
    const step = rename(state, 'a', 'Ana');
    expect(findCombatant(step.state, 'a')?.name).toBe('Ana');
    expect(step.events).toEqual([{ type: 'overridden', id: 'a', field: 'name', from: 'a', to: 'Ana' }]);
    expect(rename(state, 'a', 'a')).toEqual({ state, events: [] });
    expect(rename(state, 'zed', 'Z')).toEqual({ state, events: [] });
  });
});

describe('conditions', () => {
  const state = aCombat([{ id: 'a', nextAt: 1, conditions: ['prone'] }, { id: 'b', nextAt: 5 }]);

  it('adding what it has and removing what it lacks is no change', () => {
    expect(changeConditions(state, 'a', ['prone'], ['stunned'])).toEqual({ state, events: [] });
  });

  it('each is added once; one both added and removed is removed', () => {
    const step = changeConditions(state, 'b', ['grappled', 'grappled', 'prone'], ['prone']);
    expect(findCombatant(step.state, 'b')?.conditions).toEqual(['grappled']);
    expect(step.events).toEqual([{ type: 'conditions-changed', id: 'b', added: ['grappled'], removed: [] }]);
  });

  it('removed ones are named once', () => {
    expect(changeConditions(state, 'a', [], ['prone', 'prone']).events).toEqual([{ type: 'conditions-changed', id: 'a', added: [], removed: ['prone'] }]);
  });

  it('the due combatant’s turn is announced again only when whether it can act changed', () => {
    expect(changeConditions(state, 'a', ['grappled'], []).events.map((e) => e.type)).toEqual(['conditions-changed']);
    expect(changeConditions(state, 'a', ['stunned'], []).events.at(-1)).toEqual({ type: 'turn-due', id: 'a', count: 1, blockedBy: 'stunned' });
    const stunned = changeConditions(state, 'a', ['stunned'], []).state;
    expect(changeConditions(stunned, 'a', [], ['stunned']).events.at(-1)).toEqual({ type: 'turn-due', id: 'a', count: 1, blockedBy: null });
    expect(changeConditions(state, 'b', ['stunned'], []).events.map((e) => e.type)).toEqual(['conditions-changed']);
  });

  it('an unknown combatant is refused', () => {
    expect(changeConditions(state, 'zed', ['prone'], []).events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });
});

describe('movement windows changed by a step', () => {
  const before = aCombat([{ id: 'a', nextAt: 3 }, { id: 'b', nextAt: 8 }], { counter: 3 });
  const grappled = changeConditions(before, 'b', ['grappled'], []).state;

  it('a changed allowance at the window is announced', () => {
    expect(windowChanges(before, grappled, DEFAULT_RULES)).toEqual([{ type: 'allowance-changed', id: 'b', count: 3, allowance: { kind: 'held', reason: 'grappled' } }]);
  });

  it('nothing when the counter moved, away from a window, for the same state, or for an allowance that stayed', () => {
    expect(windowChanges(before, { ...grappled, counter: 6 }, DEFAULT_RULES)).toEqual([]);
    const at4 = { ...before, counter: 4 };
    expect(windowChanges(at4, { ...grappled, counter: 4 }, DEFAULT_RULES)).toEqual([]);
    expect(windowChanges(before, before, DEFAULT_RULES)).toEqual([]);
    expect(windowChanges(before, changeConditions(before, 'b', ['incapacitated'], []).state, DEFAULT_RULES)).toEqual([]);
  });

  it('a combatant that joins at a window is announced with what it may move there, as its badge shows it', () => {
    const joined = { ...before, combatants: [...before.combatants, aCombatant({ id: 'n', nextAt: 9, conditions: ['grappled'] })] };
    expect(windowChanges(before, joined, DEFAULT_RULES)).toEqual([{ type: 'allowance-changed', id: 'n', count: before.counter, allowance: { kind: 'held', reason: 'grappled' } }]);
  });
});
