// The schema check of a stored fight in 10-second rounds: every problem is named.
import { describe, expect, it } from 'vitest';
import type { RuleOptions } from '../../../src/rules/core/rule-set';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import { rounds } from '../../../src/rules/rounds';
import type { RoundsState } from '../../../src/rules/rounds/state';
import { validateRoundsState } from '../../../src/rules/rounds/validate';
import { scriptedDice } from '../../support/dice';
import { aRoundsFight } from '../../support/rounds';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

function fight(): RoundsState {
  return aRoundsFight(
    [
      { id: 'a', initiative: 9, status: { kind: 'ready', since: 2, trigger: 'if' }, reactedRound: 2 },
      { id: 'b', initiative: 5, tie: [4], doneRound: 1, status: { kind: 'defense', since: 1 }, defenseRound: 1 },
    ],
    { round: 2 },
  );
}

type Json = Record<string, unknown>;

/** The fight as JSON, with one change made by `edit`. */
function broken(edit: (s: Json & { combatants: Json[]; turn: Json | null }) => void): unknown {
  const json = JSON.parse(JSON.stringify(fight())) as Json & { combatants: Json[]; turn: Json | null };
  edit(json);
  return json;
}

describe('validating a stored fight in 10-second rounds', () => {
  it('a fight the engine made, or the builder, has no problems', () => {
    expect(validateRoundsState(fight())).toEqual([]);
    const started = rounds.start([{ id: 'a', name: 'A', tier: 'red_fox', perceptionMod: 1, initiativeAdjustment: 0 }], scriptedDice([10, 3]), OPTIONS).state;
    expect(validateRoundsState(JSON.parse(JSON.stringify(started)))).toEqual([]);
    expect(rounds.validate).toBe(validateRoundsState);
  });

  it('spells being cast and held speech, which 10-second rounds do not keep, are named; empty lists pass (review 23)', () => {
    expect(validateRoundsState(broken((s) => void (s.spells = 'x')))).toEqual(['spells is not kept in 10-second rounds']);
    expect(validateRoundsState(broken((s) => void (s.speech = 7)))).toEqual(['speech is not kept in 10-second rounds']);
    expect(validateRoundsState(broken((s) => void Object.assign(s, { spells: [], speech: [] })))).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['not an object', [], 'the fight is not an object'],
    ['round 0', broken((s) => void (s.round = 0)), 'round is not a whole number from 1'],
    ['nextArrival negative', broken((s) => void (s.nextArrival = -1)), 'nextArrival is not a whole number'],
    ['combatants not a list', broken((s) => void (s.combatants = {} as unknown as Json[])), 'combatants is not a list'],
    ['a combatant that is not an object', broken((s) => void (s.combatants[1] = 'b' as unknown as Json)), 'combatants[1] is not an object'],
    ['a duplicate id', broken((s) => void ((s.combatants[1] as Json).id = 'a')), 'combatants[1].id is a duplicate'],
    ['an empty id', broken((s) => void ((s.combatants[1] as Json).id = '')), 'combatants[1].id is not a string'],
    ['a name that is not text', broken((s) => void ((s.combatants[1] as Json).name = 3)), 'combatants[1].name is not a string'],
    ['an arrival at nextArrival', broken((s) => void ((s.combatants[1] as Json).arrival = 2)), 'combatants[1].arrival is not below nextArrival'],
    ['an unknown tier', broken((s) => void ((s.combatants[1] as Json).tier = 'snail')), 'combatants[1].tier is not a tier'],
    ['a fractional Perception', broken((s) => void ((s.combatants[1] as Json).perceptionMod = 1.5)), 'combatants[1].perceptionMod is not a whole number'],
    ['a missing adjustment', broken((s) => void delete (s.combatants[1] as Json).initiativeAdjustment), 'combatants[1].initiativeAdjustment is not a whole number'],
    ['an unknown condition', broken((s) => void ((s.combatants[1] as Json).conditions = ['sleepy'])), 'combatants[1].conditions is malformed'],
    ['negative hexes', broken((s) => void ((s.combatants[1] as Json).hexesPerRound = -1)), 'combatants[1].hexesPerRound is not null or a whole number from 0 to 999'],
    ['an initiative that is not a number', broken((s) => void ((s.combatants[1] as Json).initiative = '5')), 'combatants[1].initiative is not a whole number'],
    ['a tie roll of 21', broken((s) => void ((s.combatants[1] as Json).tie = [21])), 'combatants[1].tie is not a list of d20 rolls'],
    ['a turn done in a future round', broken((s) => void ((s.combatants[1] as Json).doneRound = 3)), 'combatants[1].doneRound is not a round up to the current one'],
    ['a reaction in a future round', broken((s) => void ((s.combatants[1] as Json).reactedRound = 3)), 'combatants[1].reactedRound is not a round up to the current one'],
    ['a defense in a negative round', broken((s) => void ((s.combatants[1] as Json).defenseRound = -1)), 'combatants[1].defenseRound is not a round up to the current one'],
    ['a status of an unknown kind', broken((s) => void ((s.combatants[1] as Json).status = { kind: 'guard', since: 2 })), 'combatants[1].status.kind is unknown'],
    ['a status older than the last round', broken((s) => void ((s.combatants[1] as Json).status = { kind: 'defense', since: 0 })), 'combatants[1].status.since is not this round or the last'],
    ['a readied action without its trigger', broken((s) => void ((s.combatants[0] as Json).status = { kind: 'ready', since: 2 })), 'combatants[0].status.trigger is not a string'],
    ['a status that is not an object', broken((s) => void ((s.combatants[0] as Json).status = 'ready')), 'combatants[0].status is not an object'],
    ['a turn of nobody in the fight', broken((s) => void ((s.turn as Json).id = 'zz')), 'turn.id is not a combatant in the fight'],
    ['a turn with an unknown action', broken((s) => void ((s.turn as Json).action = 'hold')), 'turn.action is unknown'],
    ['a turn that has not begun', broken((s) => void ((s.combatants[0] as Json).doneRound = 1)), 'turn.id names a combatant whose turn this round has not begun'],
    ['no turn while someone is still to act', broken((s) => void (s.turn = null)), 'turn is null while combatants are still to act'],
    ['a turn that is not an object', broken((s) => void (s.turn = 'a' as unknown as Json)), 'turn is not an object or null'],
  ])('%s', (_rule, value, problem) => {
    expect(validateRoundsState(value)).toContain(problem);
  });
});
