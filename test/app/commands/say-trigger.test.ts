// `say` (20-second rounds: speech is held to the round's end, docs/rules.md §9.2) and `trigger` (10-second rounds: a
// readied action fires, §9.3), each against the rule sets that have them and those that do not.
import { describe, expect, it } from 'vitest';
import type { RoundsCombatant, RoundsState } from '../../../src/rules/rounds/state';
import type { CombatState } from '../../../src/rules/rondel/state';
import type { SecondsState } from '../../../src/rules/seconds/state';
import { aRoundsFight } from '../../support/rounds';
import { aCombatant, aFight as aSecondsFight } from '../../rules/seconds/fixtures';
import { aContext, aFight, aPlayer, aRondelFight, aToken, aWorld, GM, refusalOf, said, say } from '../fakes';

const P1 = aPlayer('p1');
const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['p1'] }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z' })] });
const seconds = () =>
  aContext({ world: world(), fight: aFight(aSecondsFight([aCombatant('a', { name: 'Ana' }), aCombatant('b', { name: 'Bo' })], { second: 4 }) as unknown as CombatState, { rules: 'seconds' }) });
const readied = { kind: 'ready', since: 1, trigger: 'the door opens' } as RoundsCombatant['status'];
const rounds = () =>
  aContext({ world: world(), fight: aFight(aRoundsFight([{ id: 'b', name: 'Bo' }, { id: 'a', name: 'Ana', status: readied }], { round: 2 }) as unknown as CombatState, { rules: 'rounds' }) });
const rondel = () => aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }]) });

describe('say: speech held to the end of a 20-second round', () => {
  it('a player holds the words of the token they control, and is told so alone', () => {
    const outcome = say(seconds(), '!rondel say Hold the line!', { selected: ['a'], as: P1 });
    expect((outcome.stored?.fight?.timeline.present as SecondsState).speech).toEqual([{ id: 'a', name: 'Ana', text: 'Hold the line!', count: 4 }]);
    expect(outcome.events).toEqual([{ type: 'speech-held', id: 'a', count: 4 }]);
    expect(said(outcome.messages)).toEqual([{ to: { player: 'p1' }, text: '20-second rounds\nHeld: it is said after second 20 of this round, for everyone to hear.' }]);
  });

  it('the GM may speak for any combatant', () => {
    const outcome = say(seconds(), '!rondel say Halt', { selected: ['b'], as: GM });
    expect((outcome.stored?.fight?.timeline.present as SecondsState).speech.map((s) => s.id)).toEqual(['b']);
  });

  it('refuses a token the player does not control, one token too many or none, and a line without words', () => {
    expect(refusalOf(say(seconds(), '!rondel say hi', { selected: ['b'], as: P1 }))).toBe('20-second rounds\nYou do not control Bo.');
    expect(refusalOf(say(seconds(), '!rondel say hi', { selected: ['a', 'b'] }))).toContain('Select the one token that speaks.');
    expect(refusalOf(say(seconds(), '!rondel say hi', { selected: ['z'] }))).toContain('Select the one token that speaks.');
    expect(refusalOf(say(seconds(), '!rondel say hi --token nope'))).toContain('No token called “nope”');
    expect(refusalOf(say(seconds(), '!rondel say', { selected: ['a'] }))).toContain('say needs the words to say, like !rondel say Halt!');
  });

  it.each(['paralyzed', 'petrified', 'unconscious'] as const)('refuses a %s speaker, who cannot speak (page 000), and holds nothing', (condition) => {
    const mute = () =>
      aContext({ world: world(), fight: aFight(aSecondsFight([aCombatant('a', { name: 'Ana', conditions: [condition] }), aCombatant('b', { name: 'Bo' })], { second: 4 }) as unknown as CombatState, { rules: 'seconds' }) });
    const outcome = say(mute(), '!rondel say Help!', { selected: ['a'], as: P1 });
    expect(refusalOf(outcome)).toBe(`20-second rounds\nAna is ${condition} and cannot speak.`);
    expect(outcome.stored).toBeUndefined();
    // other conditions leave the voice: a blind, prone or grappled combatant still speaks
    const speaks = aContext({ world: world(), fight: aFight(aSecondsFight([aCombatant('a', { name: 'Ana', conditions: ['blind', 'prone', 'grappled', 'stunned'] })], { second: 4 }) as unknown as CombatState, { rules: 'seconds' }) });
    expect((say(speaks, '!rondel say Help!', { selected: ['a'], as: P1 }).stored?.fight?.timeline.present as SecondsState).speech.map((x) => x.text)).toEqual(['Help!']);
  });

  it('other rule sets do not hold speech; without a fight there is nothing to hold', () => {
    expect(refusalOf(say(rondel(), '!rondel say hi', { selected: ['a'] }))).toContain('In Cool-Down Rondel speech is not held: just say it in chat.');
    expect(refusalOf(say(rounds(), '!rondel say hi', { selected: ['a'] }))).toContain('In 10-second rounds speech is not held: just say it in chat.');
    expect(refusalOf(say(aContext({ world: world() }), '!rondel say hi', { selected: ['a'] }))).toContain('No fight is running.');
  });
});

describe('trigger: a readied action fires in 10-second rounds', () => {
  const ana = (outcome: ReturnType<typeof say>): RoundsCombatant | undefined => (outcome.stored?.fight?.timeline.present as RoundsState).combatants.find((c) => c.id === 'a');

  it('the action is taken at once: its readiness is spent, it has reacted this round, and all are told', () => {
    const outcome = say(rounds(), '!rondel trigger', { selected: ['a'], as: P1 });
    expect(ana(outcome)).toMatchObject({ status: null, reactedRound: 2 });
    expect(outcome.events).toEqual([
      { type: 'ready-fired', id: 'a', count: 2, note: 'the door opens' },
      { type: 'marker-expired', id: 'a', marker: 'ready' },
      { type: 'marker-applied', id: 'a', marker: 'reacted', until: 3 },
    ]);
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: '10-second rounds round 2\nAna acts at the ready: the door opens.' }]);
  });

  it('a selected token outside the fight is not counted', () => {
    const outcome = say(rounds(), '!rondel trigger', { selected: ['z', 'a'] });
    expect(outcome.events?.[0]).toEqual({ type: 'ready-fired', id: 'a', count: 2, note: 'the door opens' });
  });

  it('--note says what happened instead of the trigger', () => {
    const outcome = say(rounds(), '!rondel trigger --note it opened', { selected: ['a'] });
    expect(outcome.events?.[0]).toEqual({ type: 'ready-fired', id: 'a', count: 2, note: 'it opened' });
  });

  it('refuses one with nothing readied, a token not controlled, and a selection of not one combatant', () => {
    expect(refusalOf(say(rounds(), '!rondel trigger', { selected: ['b'] }))).toContain('Bo has no action at the ready.');
    expect(refusalOf(say(rounds(), '!rondel trigger', { selected: ['b'], as: P1 }))).toBe('10-second rounds\nYou do not control Bo.');
    expect(refusalOf(say(rounds(), '!rondel trigger', { selected: ['a', 'b'] }))).toContain('Select the one token whose readied action fires.');
    expect(refusalOf(say(rounds(), '!rondel trigger'))).toContain('Select the one token whose readied action fires.');
    expect(refusalOf(say(rounds(), '!rondel trigger --token nope'))).toContain('No token called “nope”');
  });

  it('other rule sets have nothing to trigger; without a fight neither', () => {
    expect(refusalOf(say(rondel(), '!rondel trigger', { selected: ['a'] }))).toContain('There is nothing to trigger in Cool-Down Rondel: readied actions belong to 10-second rounds.');
    expect(refusalOf(say(seconds(), '!rondel trigger', { selected: ['a'] }))).toContain('There is nothing to trigger in 20-second rounds');
    expect(refusalOf(say(aContext({ world: world() }), '!rondel trigger', { selected: ['a'] }))).toContain('No fight is running.');
  });
});
