// The schema check of a stored fight in 20-second rounds (docs/rules.md §9.2): every problem by its exact words, each
// bound tried on both sides, so a loosened or a tightened check fails here.
import { describe, expect, it } from 'vitest';
import { validateSecondsState } from '../../../src/rules/seconds/validate';
import { aCombatant, aFight } from './fixtures';

type Json = Record<string, unknown>;

/** A valid stored fight at round 2, second 5 (clock 25): one combatant due at 9 with a tie, one carried over. */
function good(): Json {
  const fight = aFight(
    [
      aCombatant('a', { second: 9, tie: { count: 29, rolls: [3, 17] }, conditions: ['prone'] }),
      aCombatant('b', { carried: 2, reacted: true }),
    ],
    {
      round: 2,
      second: 5,
      spells: [{ casterId: 'a', casterName: 'A', castAt: 22, resolvesAt: 30, note: '' }],
      speech: [{ id: 'b', name: 'B', text: 'hi', count: 21 }],
    },
  );
  // fresh JSON every time: the check remembers combatant objects it found whole
  return JSON.parse(JSON.stringify(fight)) as Json;
}

/** The good fight with fields of its first combatant changed. */
function withA(change: Json): Json {
  const g = good();
  const [a, b] = g.combatants as Json[];
  return { ...g, combatants: [{ ...a, ...change }, b] };
}

function withSpell(change: Json): Json {
  const g = good();
  return { ...g, spells: [{ ...(g.spells as Json[])[0], ...change }] };
}

function withSpeech(change: Json): Json {
  const g = good();
  return { ...g, speech: [{ ...(g.speech as Json[])[0], ...change }] };
}

describe('checking a stored fight in 20-second rounds (docs/rules.md §9.2)', () => {
  it('a valid fight has no problem, nor an empty one at nextArrival 0', () => {
    expect(validateSecondsState(good())).toEqual([]);
    expect(validateSecondsState({ ...good(), combatants: [], spells: [], speech: [], nextArrival: 0 })).toEqual([]);
  });

  it.each([null, [], 'fight', 3])('%j is not a fight', (value) => {
    expect(validateSecondsState(value)).toEqual(['the fight is not an object']);
  });

  it.each<[string, unknown, string]>([
    ['round', 0, 'round is not a whole number from 1'],
    ['round', 1.5, 'round is not a whole number from 1'],
    ['round', '2', 'round is not a whole number from 1'],
    ['second', 0, 'second is not a whole number from 1 to 20'],
    ['second', 21, 'second is not a whole number from 1 to 20'],
    ['second', 4.5, 'second is not a whole number from 1 to 20'],
    ['terrain', 'lava', 'terrain is not a terrain'],
    ['nextArrival', -1, 'nextArrival is not a whole number'],
    ['nextArrival', '2', 'nextArrival is not a whole number'],
    ['combatants', {}, 'combatants is not a list'],
    ['spells', null, 'spells is not a list'],
    ['speech', 'hi', 'speech is not a list'],
    ['effects', {}, 'effects is not a list'],
  ])('a %s of %j: %s', (key, value, problem) => {
    const problems = validateSecondsState({ ...good(), [key]: value });
    expect(problems[0]).toBe(problem);
    // a bad clock or nextArrival can make other fields look wrong; a bad list is its only problem
    if (!['round', 'second', 'nextArrival'].includes(key)) expect(problems).toEqual([problem]);
  });

  it('a bad round is read as round 1 for the rest of the check: a spell and speech of round 1 stay valid', () => {
    const round1 = (round: unknown): Json => ({
      ...good(),
      round,
      spells: [{ casterId: 'a', casterName: 'A', castAt: 2, resolvesAt: 9, note: '' }],
      speech: [{ id: 'b', name: 'B', text: 'hi', count: 3 }],
    });
    expect(validateSecondsState(round1(1))).toEqual([]);
    for (const bad of [0, -1, 1.5]) expect(validateSecondsState(round1(bad))).toEqual(['round is not a whole number from 1']);
  });

  it.each<[Json, string]>([
    [{ id: '' }, 'combatants[0].id is not a string'],
    [{ id: 7 }, 'combatants[0].id is not a string'],
    [{ name: null }, 'combatants[0].name is not a string'],
    [{ tier: 'snail' }, 'combatants[0].tier is not a tier'],
    [{ perceptionMod: 1.5 }, 'combatants[0].perceptionMod is not a whole number'],
    [{ perceptionMod: '1' }, 'combatants[0].perceptionMod is not a whole number'],
    [{ initiativeAdjustment: 0.5 }, 'combatants[0].initiativeAdjustment is not a whole number'],
    [{ speed: 21 }, 'combatants[0].speed is not a whole number within ±20'],
    [{ speed: -21 }, 'combatants[0].speed is not a whole number within ±20'],
    [{ speed: 1.5 }, 'combatants[0].speed is not a whole number within ±20'],
    [{ hexesPerRound: -1 }, 'combatants[0].hexesPerRound is not null or 0..99'],
    [{ hexesPerRound: 100 }, 'combatants[0].hexesPerRound is not null or 0..99'],
    [{ hexesPerRound: 2.5 }, 'combatants[0].hexesPerRound is not null or 0..99'],
    [{ arrival: -1 }, 'combatants[0].arrival is not a whole number'],
    [{ arrival: 0.5 }, 'combatants[0].arrival is not a whole number'],
    [{ second: 4 }, 'combatants[0].second is not null or a second from the current one to 20'],
    [{ second: 21 }, 'combatants[0].second is not null or a second from the current one to 20'],
    [{ second: 9.5 }, 'combatants[0].second is not null or a second from the current one to 20'],
    [{ second: null, carried: 0 }, 'combatants[0].carried is not null or a second to come'],
    // past 40 an initiative is carried more than a round (carried 21: second 1 of the round after next), never a part of one
    [{ second: null, carried: 2.5 }, 'combatants[0].carried is not null or a second to come'],
    [{ carried: 3 }, 'combatants[0] both acts this round and is carried over'],
    [{ tie: 'x' }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 1.5, rolls: [3] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 29, rolls: 3 } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 29, rolls: [0, 5] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 29, rolls: [5, 21] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 29, rolls: [5, 2.5] } }, 'combatants[0].tie is malformed'],
    [{ tie: { count: 29, rolls: [5, '7'] } }, 'combatants[0].tie is malformed'],
    [{ reacted: 'yes' }, 'combatants[0].reacted is not true or false'],
    [{ conditions: 'prone' }, 'combatants[0].conditions is malformed'],
    [{ conditions: ['prone', 'sleepy'] }, 'combatants[0].conditions is malformed'],
    [{ conditions: ['prone', 'prone'] }, 'combatants[0].conditions is malformed'],
  ])('a combatant with %j: %s', (change, problem) => {
    expect(validateSecondsState(withA(change))).toEqual([problem]);
  });

  it('each bound of a combatant is inclusive where the rules allow it', () => {
    for (const change of [
      { speed: 20 },
      { speed: -20 },
      { hexesPerRound: 0 },
      { hexesPerRound: 99 },
      { hexesPerRound: null },
      { second: 5 },
      { second: 20 },
      { second: null },
      { second: null, carried: 1 },
      { second: null, carried: 20 },
      { tie: { count: 29, rolls: [1, 20] } },
      { tie: { count: 29, rolls: [] } },
      { conditions: [] },
    ]) {
      expect(validateSecondsState(withA(change)), JSON.stringify(change)).toEqual([]);
    }
  });

  it.each([5, null, [], 'a'])('a combatant of %j is not an object', (value) => {
    const g = good();
    expect(validateSecondsState({ ...g, combatants: [value, (g.combatants as Json[])[1]] })).toEqual(['combatants[0] is not an object']);
  });

  it('two combatants that are not objects are not duplicates of each other', () => {
    expect(validateSecondsState({ ...good(), combatants: [5, 5] })).toEqual(['combatants[0] is not an object', 'combatants[1] is not an object']);
  });

  it('every problem of a combatant is listed, under its index', () => {
    const g = good();
    const [a] = g.combatants as Json[];
    const problems = validateSecondsState({ ...g, combatants: [a, { ...a, id: 'c', name: 3, tier: 'x', arrival: 1, reacted: 0 }] });
    expect(problems).toEqual(['combatants[1].name is not a string', 'combatants[1].tier is not a tier', 'combatants[1].reacted is not true or false']);
  });

  it('a duplicate id, and an arrival not below nextArrival, are found on the later combatant', () => {
    const g = good();
    const [a, b] = g.combatants as Json[];
    expect(validateSecondsState({ ...g, combatants: [a, { ...b, id: 'a' }] })).toEqual(['combatants[1].id is a duplicate']);
    expect(validateSecondsState({ ...g, combatants: [a, { ...b, arrival: 2 }] })).toEqual(['combatants[1].arrival is not below nextArrival']);
    expect(validateSecondsState({ ...g, combatants: [a, { ...b, arrival: 3 }] })).toEqual(['combatants[1].arrival is not below nextArrival']);
    // an arrival that is no whole number is one problem, not two
    expect(validateSecondsState({ ...g, combatants: [a, { ...b, arrival: 2.5 }] })).toEqual(['combatants[1].arrival is not a whole number']);
    // a nextArrival that is no whole number is one problem, whatever the arrivals
    expect(validateSecondsState({ ...g, nextArrival: 0.5 })).toEqual(['nextArrival is not a whole number']);
  });

  it('a combatant with a problem is found again on every check (only whole ones are remembered)', () => {
    const bad = withA({ tier: 'snail' });
    expect(validateSecondsState(bad)).toEqual(['combatants[0].tier is not a tier']);
    expect(validateSecondsState(bad)).toEqual(['combatants[0].tier is not a tier']);
  });

  it('a combatant found whole at an earlier second is checked again at a later one', () => {
    const g = good();
    expect(validateSecondsState(g)).toEqual([]);
    expect(validateSecondsState({ ...g, second: 10, spells: [] })).toEqual(['combatants[0].second is not null or a second from the current one to 20']);
  });

  it.each<[Json, boolean]>([
    [{ castAt: 1 }, true],
    [{ castAt: 25 }, true],
    [{ resolvesAt: 26 }, true],
    [{ castAt: 0 }, false],
    [{ castAt: 26 }, false],
    [{ castAt: 2.5 }, false],
    [{ resolvesAt: 25 }, false],
    [{ resolvesAt: '30' }, false],
    [{ casterId: 7 }, false],
    [{ casterName: null }, false],
    [{ note: undefined }, false],
  ])('a pending spell with %j is valid: %s', (change, valid) => {
    expect(validateSecondsState(withSpell(change))).toEqual(valid ? [] : ['spells[0] is malformed']);
  });

  it.each(['', 'nobody', 'A'])('a pending spell whose caster %j is no combatant of the fight is refused (a leaver takes its castings along)', (casterId) => {
    const spell = withSpell({ casterId }) as { spells: unknown[]; combatants: { id: string }[] };
    expect(spell.combatants.some((c) => c.id === casterId)).toBe(false);
    expect(validateSecondsState(spell)).toEqual(['spells[0].casterId is no combatant of the fight']);
  });

  it.each([5, null, []])('a pending spell of %j is malformed', (value) => {
    expect(validateSecondsState({ ...good(), spells: [value] })).toEqual(['spells[0] is malformed']);
  });

  it.each<[Json, boolean]>([
    [{ count: 21 }, true],
    [{ count: 25 }, true],
    [{ text: 'x'.repeat(500) }, true],
    [{ count: 20 }, false],
    [{ count: 26 }, false],
    [{ count: 22.5 }, false],
    [{ text: 'x'.repeat(501) }, false],
    [{ text: 7 }, false],
    [{ id: 7 }, false],
    [{ name: null }, false],
  ])('held speech with %j is valid: %s', (change, valid) => {
    expect(validateSecondsState(withSpeech(change))).toEqual(valid ? [] : ['speech[0] is malformed']);
  });

  it.each([5, null, []])('held speech of %j is malformed', (value) => {
    expect(validateSecondsState({ ...good(), speech: [value] })).toEqual(['speech[0] is malformed']);
  });
});
