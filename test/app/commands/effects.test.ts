// `effect --add NAME` with a duration on the selected combatants, and `effect --remove NAME` (docs/rules.md §12).
import { describe, expect, it } from 'vitest';
import { DURATION_LIMIT } from '../../../src/app/commands/effects';
import { effectsOf, type TimedEffect } from '../../../src/rules/core/effects';
import type { CombatState } from '../../../src/rules/rondel/state';
import { aRoundsFight } from '../../support/rounds';
import { aContext, aFight, after, aPlayer, aRondelFight, aToken, aWorld, combatantOf, presentOf, refusalOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'z' })] });
const fight = aRondelFight(
  [
    { id: 'a', name: 'Ana', nextAt: 3 },
    { id: 'b', name: 'Bo', nextAt: 4 },
  ],
  { counter: 2 },
);
const ctx = () => aContext({ world: world(), fight });
const effects = (o: Parameters<typeof presentOf>[0]): readonly TimedEffect[] => effectsOf(presentOf(o));

describe('effect --add: a timed effect on the selected combatants', () => {
  it('puts the effect on each, ending after the counts given, in one step, told to all', () => {
    const outcome = say(ctx(), '!rondel effect --add Bless --counts 6 --marker lightning-helix', { selected: ['a', 'b'] });
    const ends = { kind: 'clock', at: 8 };
    expect(effects(outcome)).toEqual([
      { bearer: 'a', name: 'Bless', marker: 'lightning-helix', condition: null, from: 2, ends },
      { bearer: 'b', name: 'Bless', marker: 'lightning-helix', condition: null, from: 2, ends },
    ]);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(outcome.events).toEqual([
      { type: 'effect-started', id: 'a', name: 'Bless', count: 2, ends },
      { type: 'effect-started', id: 'b', name: 'Bless', count: 2, ends },
    ]);
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Rondel count 2\nAna: Bless, until count 8.\nBo: Bless, until count 8.' }]);
  });

  it('takes a custom marker with its id, and no marker at all; a long name is cut to 60 characters', () => {
    expect(effects(say(ctx(), '!rondel effect --add Bless --actions 2 --marker Flex::1234', { selected: ['a'] }))[0]).toMatchObject({ marker: 'Flex::1234', ends: { kind: 'actions', left: 2 } });
    expect(effects(say(ctx(), '!rondel effect --add Bless --counts 1', { selected: ['a'] }))[0]?.marker).toBeNull();
    expect(effects(say(ctx(), `!rondel effect --add ${'n'.repeat(70)} --counts 1`, { selected: ['a'] }))[0]?.name).toBe('n'.repeat(60));
  });

  it('named for a condition (any case), gives it to a bearer without it and holds it for the time, told to all', () => {
    const outcome = say(ctx(), '!rondel effect --add Prone --counts 4', { selected: ['a'] });
    const ends = { kind: 'clock', at: 6 };
    expect(effects(outcome)).toEqual([{ bearer: 'a', name: 'Prone', marker: null, condition: 'prone', from: 2, ends }]);
    expect(combatantOf(outcome, 'a').conditions).toEqual(['prone']);
    expect(combatantOf(outcome, 'b').conditions).toEqual([]);
    expect(outcome.stored?.fight?.timeline.past).toHaveLength(1);
    expect(outcome.events?.map((e) => e.type)).toEqual(['conditions-changed', 'effect-started']);
  });

  it('named for a condition, gives it to those without it; one holding it by a timer of its own name is timed again', () => {
    const first = say(ctx(), '!rondel effect --add stunned --counts 2', { selected: ['a'] });
    const again = say(after(ctx(), first), '!rondel effect --add Stunned --counts 6', { selected: ['a', 'b'] });
    expect([...effects(again)].sort((x, y) => x.bearer.localeCompare(y.bearer))).toEqual([
      { bearer: 'a', name: 'Stunned', marker: null, condition: 'stunned', from: 2, ends: { kind: 'clock', at: 8 } },
      { bearer: 'b', name: 'Stunned', marker: null, condition: 'stunned', from: 2, ends: { kind: 'clock', at: 8 } },
    ]);
    expect(['a', 'b'].map((id) => combatantOf(again, id).conditions)).toEqual([['stunned'], ['stunned']]);
  });

  it('only combatants carry it: a selected token outside the fight is left out', () => {
    expect(effects(say(ctx(), '!rondel effect --add Bless --counts 6', { selected: ['a', 'z'] })).map((e) => e.bearer)).toEqual(['a']);
  });

  it('adding it again replaces it', () => {
    const first = say(ctx(), '!rondel effect --add Bless --counts 6', { selected: ['a'] });
    const again = say(after(ctx(), first), '!rondel effect --add bless --counts 2', { selected: ['a'] });
    expect(effects(again)).toEqual([{ bearer: 'a', name: 'bless', marker: null, condition: null, from: 2, ends: { kind: 'clock', at: 4 } }]);
  });

  it('counts in rounds in a fight of 10-second rounds', () => {
    const rounds = aContext({ world: world(), fight: aFight(aRoundsFight([{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }], { round: 2 }) as unknown as CombatState, { rules: 'rounds' }) });
    const outcome = say(rounds, '!rondel effect --add Haste --rounds 3', { selected: ['b'] });
    expect(effectsOf(outcome.stored?.fight?.timeline.present ?? { combatants: [] })).toEqual([{ bearer: 'b', name: 'Haste', marker: null, condition: null, from: 2, ends: { kind: 'round', at: 5 } }]);
    expect(refusalOf(say(rounds, '!rondel effect --add Haste --counts 3', { selected: ['b'] }))).toContain('10-second rounds count in rounds or actions, not counts.');
  });

  it('refuses what it cannot do, storing nothing', () => {
    expect(refusalOf(say(aContext({ world: world() }), '!rondel effect --add Bless --counts 6', { selected: ['a'] }))).toContain('No fight is running.');
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless --counts 6', { selected: ['z'] }))).toMatch(/ is not in the fight: nothing was done\.$/);
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless --counts 6'))).toContain('Select the combatants the effect is on.');
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless --counts 6 --token nope'))).toContain('No token called “nope”');
    expect(refusalOf(say(ctx(), '!rondel effect --counts 6', { selected: ['a'] }))).toContain('Say which effect to add or remove: --add Bless --rounds 3, or --remove Bless.');
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless', { selected: ['a'] }))).toContain('Give the effect a duration: --counts N, --seconds N, --rounds N or --actions N.');
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless --rounds 2', { selected: ['a'] }))).toContain('The rondel has no rounds: give the duration in counts or actions.');
    expect(refusalOf(say(ctx(), `!rondel effect --add Bless --counts ${DURATION_LIMIT + 1}`, { selected: ['a'] }))).toContain(`The duration must be a whole number from 1 to ${DURATION_LIMIT}.`);
    expect(refusalOf(say(ctx(), '!rondel effect --add Bless --counts 6 --marker "bad tag!"', { selected: ['a'] }))).toContain('A marker tag looks like lightning-helix or Flex::1234, not “bad tag!”.');
  });

  it('is the GM’s: a player is refused', () => {
    const outcome = say(ctx(), '!rondel effect --add Bless --counts 6', { selected: ['a'], as: aPlayer('p1') });
    expect(refusalOf(outcome)).toMatch(/GM/);
  });
});

describe('effect --remove', () => {
  const blessed = () => {
    const c = ctx();
    return after(c, say(c, '!rondel effect --add Bless --counts 6', { selected: ['a', 'b'] }));
  };

  it('takes the effect off the selected combatants only, in any case, and says so', () => {
    const outcome = say(blessed(), '!rondel effect --remove BLESS', { selected: ['a'] });
    expect(effects(outcome).map((e) => e.bearer)).toEqual(['b']);
    expect(outcome.events).toEqual([{ type: 'effect-ended', id: 'a', name: 'Bless', count: 2 }]);
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Rondel count 2\nAna: Bless ends.' }]);
  });

  it('--remove wins over --add when both are given', () => {
    const outcome = say(blessed(), '!rondel effect --add Haste --counts 3 --remove Bless', { selected: ['a', 'b'] });
    expect(effects(outcome)).toEqual([]);
  });

  it('lifts the condition an effect held, unless another effect still holds it', () => {
    const c = ctx();
    const stunned = after(c, say(c, '!rondel condition --add stunned --counts 6', { selected: ['a'] }));
    expect(combatantOf(stunned, 'a').conditions).toEqual(['stunned']);
    const lifted = say(stunned, '!rondel effect --remove stunned', { selected: ['a'] });
    expect(combatantOf(lifted, 'a').conditions).toEqual([]);
    expect(effects(lifted)).toEqual([]);
    // the condition named after the effect ends with it, said once (docs/rules.md §12)
    expect(said(lifted.messages)[0]?.text).toBe('Rondel count 2\nAna: stunned ends.');

    // a second effect holding the same condition keeps it on
    const state = presentOf(stunned);
    const held: TimedEffect = { bearer: 'a', name: 'Daze', marker: null, condition: 'stunned', from: 2, ends: { kind: 'clock', at: 9 } };
    const both = aContext({ world: world(), fight: aFight({ ...state, effects: [...effectsOf(state), held] } as CombatState) });
    const kept = say(both, '!rondel effect --remove stunned', { selected: ['a'] });
    expect(combatantOf(kept, 'a').conditions).toEqual(['stunned']);
    expect(effects(kept)).toEqual([held]);

    // another bearer's effect of that condition, or the bearer's effect of another kind, does not keep it on
    const bless: TimedEffect = { bearer: 'a', name: 'Bless', marker: null, condition: null, from: 2, ends: { kind: 'clock', at: 9 } };
    const onBo: TimedEffect = { ...held, bearer: 'b' };
    const apart = aContext({ world: world(), fight: aFight({ ...state, effects: [...effectsOf(state), bless, onBo] } as CombatState) });
    const gone = say(apart, '!rondel effect --remove stunned', { selected: ['a'] });
    expect(combatantOf(gone, 'a').conditions).toEqual([]);
    expect(effects(gone)).toEqual([bless, onBo]);
  });

  it('refuses an effect that is not there', () => {
    expect(refusalOf(say(blessed(), '!rondel effect --remove Haste', { selected: ['a'] }))).toContain('No effect “Haste” is on that combatant.');
    expect(refusalOf(say(ctx(), '!rondel effect --remove Haste', { selected: ['a', 'b'] }))).toContain('No effect “Haste” is on those combatants.');
  });
});
