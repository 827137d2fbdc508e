// The conditions act on a combatant's own checks, saves and competitions (docs/rules.md §10, §11): a save of a Body
// sub-attribute (Strength, Agility) is a body save, which Paralyzed, Petrified and Stunned fail and Restrained puts at
// disadvantage; `--tag` says what else a roll depends on (sight, hearing) or is (a preservation save, a feat).
import { describe, expect, it } from 'vitest';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import type { RollSheet } from '../../../src/app/roll-sheet';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, say } from '../fakes';
import { scriptedDice } from '../../support/dice';

const sam = aPlayer('sam', 'Sam');
const ZERO = { strength: 0, agility: 0, perception: 0, logic: 0, will: 0, faith: 0 };
const ANA: Partial<RollSheet> = { mods: { ...ZERO, strength: 2, agility: 1 }, scores: { ...ZERO, strength: 7, agility: 5 } };

function saveWith(conditions: ConditionKey[], text: string, dice: number[]) {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', represents: 'ca', controllers: ['sam'] })], characters: { ca: 'Ana' }, rollSheets: { ca: ANA } });
  const fight = aRondelFight([{ id: 'a', name: 'Ana', conditions }]);
  return say(aContext({ world, fight, dice: scriptedDice(...dice) }), text, { as: sam, selected: ['a'] });
}

describe('the conditions act on a combatant’s saves', () => {
  it('a paralyzed combatant’s Strength (body) save fails without a roll', () => {
    const outcome = saveWith(['paralyzed'], '!rondel save --attr strength --dc 5', [15]);
    expect(outcome.told?.[0]).toMatchObject({ success: false, dice: [] });
  });

  it('a stunned combatant’s Agility (body) save fails without a roll', () => {
    const outcome = saveWith(['stunned'], '!rondel save --attr agility --dc 5', [15]);
    expect(outcome.told?.[0]).toMatchObject({ success: false, dice: [] });
  });

  it('a restrained combatant’s Strength (body) save is at disadvantage', () => {
    const outcome = saveWith(['restrained'], '!rondel save --attr strength --dc 10', [15, 2]);
    expect(outcome.told?.[0]).toMatchObject({ advantage: 'dis' });
  });

  it('a check of a Body sub-attribute is no save: paralysis does not fail it', () => {
    const outcome = saveWith(['paralyzed'], '!rondel check --attr strength --dc 5', [15]);
    expect(outcome.told?.[0]).toMatchObject({ success: true, dice: [15] });
  });

  it('a save of a Mind sub-attribute is no body save', () => {
    const outcome = saveWith(['stunned'], '!rondel save --attr will --dc 5', [15]);
    expect(outcome.told?.[0]).toMatchObject({ success: true, dice: [15] });
  });

  it('--tag says what a roll depends on: a blind combatant fails a sight save, a deaf one a hearing save', () => {
    expect(saveWith(['blind'], '!rondel save --attr perception --dc 5 --tag sight', [15]).told?.[0]).toMatchObject({ success: false, dice: [] });
    expect(saveWith(['blind'], '!rondel save --attr perception --dc 5 --tag hearing', [15]).told?.[0]).toMatchObject({ success: true });
    expect(saveWith(['deaf'], '!rondel save --attr perception --dc 5 --tag Sight,HEARING', [15]).told?.[0]).toMatchObject({ success: false, dice: [] });
  });

  it('a poisoned combatant’s preservation saves and feats are at disadvantage', () => {
    expect(saveWith(['poisoned'], '!rondel save --attr will --dc 10 --tag preservation', [15, 2]).told?.[0]).toMatchObject({ advantage: 'dis', success: false });
    expect(saveWith(['poisoned'], '!rondel check --attr strength --dc 10 --tag feat', [15, 2]).told?.[0]).toMatchObject({ advantage: 'dis', success: false });
    expect(saveWith(['poisoned'], '!rondel check --attr strength --dc 10', [15]).told?.[0]).toMatchObject({ success: true });
  });

  it('a restrained combatant’s Strength competition counts as a body save (at disadvantage)', () => {
    expect(saveWith(['restrained'], '!rondel competition --attr strength', [9, 3]).told?.[0]).toMatchObject({ advantage: 'dis' });
    expect(saveWith(['restrained'], '!rondel competition --attr logic', [9]).told?.[0]).toMatchObject({ advantage: null });
  });

  it('a tag that is none is refused, with the tags there are', () => {
    const outcome = saveWith([], '!rondel save --attr will --tag smell', [15]);
    expect(outcome.stored).toBeUndefined();
    expect(outcome.messages.map((m) => m.html).join('')).toContain('is no roll tag: sight, hearing, preservation, feat.');
  });
});
