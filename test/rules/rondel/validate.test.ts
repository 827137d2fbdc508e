import { describe, expect, it } from 'vitest';
import { validateCombatState } from '../../../src/rules/rondel/validate';
import { aCombat, aCombatant } from '../../support/builders';

/** A valid stored fight: counter 4, two combatants, one spell. */
const good = () => ({
  ...aCombat(
    [
      { id: 'a', name: 'Ana', nextAt: 4, tie: { count: 4, rolls: [1, 20] }, lastAction: 'guard', markers: [{ kind: 'guard', from: 2, until: 14 }, { kind: 'holding', from: 3 }], conditions: ['prone'] },
      { id: 'b', name: 'Bo', nextAt: 9, markers: [{ kind: 'flex', from: 3, until: 11 }, { kind: 'dashing', from: 1 }] },
    ],
    { counter: 4 },
  ),
  spells: [{ casterId: 'b', casterName: 'Bo', castAt: 3, resolvesAt: 5, note: '' }],
});

/** The fight with one field of the first combatant changed. */
const withA = (change: Record<string, unknown>) => {
  const g = good();
  return { ...g, combatants: [{ ...g.combatants[0], ...change }, g.combatants[1]] };
};

describe('checking a stored rondel fight', () => {
  it('a valid fight has no problem', () => {
    expect(validateCombatState(good())).toEqual([]);
    expect(validateCombatState(aCombat([]))).toEqual([]);
  });

  it('held speech, which only 20-second rounds keep, is named; an empty list says nothing and passes (review 23)', () => {
    expect(validateCombatState({ ...good(), speech: [{ id: 'a', name: 'Ana', text: 'Hi', count: 3 }] })).toEqual(['speech is not kept in the rondel']);
    expect(validateCombatState({ ...good(), speech: 'x' })).toEqual(['speech is not kept in the rondel']);
    expect(validateCombatState({ ...good(), speech: [] })).toEqual([]);
  });

  it.each([null, [], 'fight', 3])('%j is not a fight', (value) => {
    expect(validateCombatState(value)).toEqual(['the fight is not an object']);
  });

  it.each([
    ['counter', 0, 'counter is not a whole number from 1'],
    ['counter', 1.5, 'counter is not a whole number from 1'],
    ['counter', '4', 'counter is not a whole number from 1'],
    ['nextArrival', -1, 'nextArrival is not a whole number'],
    ['nextArrival', 2.5, 'nextArrival is not a whole number'],
    ['combatants', {}, 'combatants is not a list'],
    ['spells', null, 'spells is not a list'],
  ])('a %s of %j: %s', (key, value, problem) => {
    const problems = validateCombatState({ ...good(), [key]: value });
    expect(problems[0]).toBe(problem);
  });

  it('a counter of 1 and an empty fight at nextArrival 0 are fine', () => {
    expect(validateCombatState({ ...aCombat([]), counter: 1, nextArrival: 0 })).toEqual([]);
  });

  it.each([
    [{ id: '' }, 'combatants[0].id is not a string'],
    [{ id: 7 }, 'combatants[0].id is not a string'],
    [{ name: null }, 'combatants[0].name is not a string'],
    [{ tier: 'snail' }, 'combatants[0].tier is not a tier'],
    [{ perceptionMod: 1.5 }, 'combatants[0].perceptionMod is not a whole number'],
    [{ initiativeAdjustment: '1' }, 'combatants[0].initiativeAdjustment is not a whole number'],
    [{ nextAt: 3 }, 'combatants[0].nextAt is not a count at or after the counter'],
    [{ nextAt: 4.5 }, 'combatants[0].nextAt is not a count at or after the counter'],
    [{ arrival: -1 }, 'combatants[0].arrival is not a whole number'],
    [{ arrival: 0.5 }, 'combatants[0].arrival is not a whole number'],
    [{ arrival: 2 }, 'combatants[0].arrival is not below nextArrival'],
    [{ lastAction: 'fly' }, 'combatants[0].lastAction is unknown'],
    [{ lastAction: undefined }, 'combatants[0].lastAction is unknown'],
    [{ tie: { count: 4, rolls: [0] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 4, rolls: [21] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 4, rolls: [2.5] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 4, rolls: 3 } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: '4', rolls: [] } }, 'combatants[0].tie is malformed'],
    [{ tie: [4] }, 'combatants[0].tie is malformed'],
    [{ tie: undefined }, 'combatants[0].tie is malformed'],
    [{ markers: {} }, 'combatants[0].markers is not a list'],
    [{ markers: ['flex'] }, 'combatants[0].markers[0] is not an object'],
    [{ markers: [{ kind: 'holding', from: 3 }, { kind: 'holding' }] }, 'combatants[0].markers[1].from is not a whole number'],
    [{ markers: [{ kind: 'dashing', from: 'x' }] }, 'combatants[0].markers[0].from is not a whole number'],
    [{ markers: [{ kind: 'flex', from: 5, until: 5 }] }, 'combatants[0].markers[0] has bad counts'],
    [{ markers: [{ kind: 'guard', from: 5 }] }, 'combatants[0].markers[0] has bad counts'],
    [{ markers: [{ kind: 'guard', until: 5 }] }, 'combatants[0].markers[0] has bad counts'],
    [{ markers: [{ kind: 'ward', from: 1, until: 5 }] }, 'combatants[0].markers[0].kind is unknown'],
    [{ conditions: ['hungry'] }, 'combatants[0].conditions is malformed'],
    [{ conditions: 'prone' }, 'combatants[0].conditions is malformed'],
  ])('a combatant with %j: %s', (change, problem) => {
    expect(validateCombatState(withA(change))).toEqual([problem]);
  });

  it('a tie roll of 1 or 20, a tie of null and a first action are fine', () => {
    expect(validateCombatState(withA({ tie: { count: 4, rolls: [1, 20] } }))).toEqual([]);
    expect(validateCombatState(withA({ tie: null, lastAction: null }))).toEqual([]);
  });

  it('a combatant that is not an object, and duplicates, are named by place', () => {
    const g = good();
    expect(validateCombatState({ ...g, combatants: [g.combatants[0], 'Bo'] })).toEqual(['combatants[1] is not an object']);
    const twin = { ...aCombatant({ id: 'a', arrival: 1, nextAt: 9 }) };
    expect(validateCombatState({ ...g, combatants: [g.combatants[0], twin] })).toEqual(['combatants[1].id is a duplicate']);
  });

  it('with a broken counter, combatants are checked against count 1', () => {
    expect(validateCombatState({ ...withA({ nextAt: 1 }), counter: 'x' })).toEqual(['counter is not a whole number from 1']);
    expect(validateCombatState({ ...withA({ nextAt: 0 }), counter: 'x' })).toEqual(['counter is not a whole number from 1', 'combatants[0].nextAt is not a count at or after the counter']);
  });

  it('with a broken nextArrival, arrivals are not compared with it', () => {
    expect(validateCombatState({ ...good(), nextArrival: 'x' })).toEqual(['nextArrival is not a whole number']);
  });

  it.each([
    [{ casterId: 1 }],
    [{ casterName: null }],
    [{ castAt: 1.5 }],
    [{ resolvesAt: '9' }],
    [{ note: undefined }],
    [{ resolvesAt: 4 }],
  ])('a spell with %j is malformed', (change) => {
    const g = good();
    expect(validateCombatState({ ...g, spells: [g.spells[0], { ...g.spells[0], ...change }] })).toEqual(['spells[1] is malformed']);
  });

  it('a spell that is not an object is malformed', () => {
    expect(validateCombatState({ ...good(), spells: ['Sleep'] })).toEqual(['spells[0] is malformed']);
  });
});
