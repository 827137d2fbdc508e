// `effect --add NAME` named for a condition (src/app/commands/effects.ts `timedAgain`): it holds that condition for its
// time, as `condition --add NAME --counts N` would (docs/rules.md §12): a bearer without it gets it, one that has it for
// a time keeps it by the new effect too, and a stand under way (another timer that is nothing but its timer, ruling 90)
// gives way to it (ruling 85). In 10-second rounds, an effect or condition given after the bearer's turn's action does
// not count that turn as one of its action-turns (`afterTurnAction`, ruling 106).
import { describe, expect, it } from 'vitest';
import { afterTurnAction } from '../../../src/app/durations';
import type { Context } from '../../../src/app/context';
import { effectsOf, STANDING_UP, withEffects, type TimedEffect } from '../../../src/rules/core/effects';
import type { FightEvent, Step } from '../../../src/rules/core/events';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { ruleSetOf } from '../../../src/rules/registry';
import type { CombatState } from '../../../src/rules/rondel/state';
import { aCombat } from '../../support/builders';
import { aRoundsFight } from '../../support/rounds';
import { after, aContext, aFight, aToken, aWorld, presentOf, said, say } from '../fakes';

const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })] });
const effects = (o: Parameters<typeof presentOf>[0]): readonly TimedEffect[] => effectsOf(presentOf(o));
const conditions = (o: Parameters<typeof presentOf>[0], id: string) => presentOf(o).combatants.find((c) => c.id === id)?.conditions;

/** A rondel fight at count 2: Ana due at 3, Bo at 9; Ana restrained by Bo's Web until count 4, when `webbed`. */
function rondelCtx(webbed: boolean, extra: TimedEffect[] = [], anaConditions: string[] = webbed ? ['restrained'] : []): Context {
  const s = aCombat([{ id: 'a', name: 'Ana', nextAt: 3, conditions: anaConditions as never }, { id: 'b', name: 'Bo', nextAt: 9 }], { counter: 2 });
  const web: TimedEffect[] = webbed ? [{ bearer: 'a', name: 'Web', marker: null, condition: 'restrained', from: 1, ends: { kind: 'clock', at: 4 }, by: 'b' }] : [];
  return aContext({ world: world(), fight: aFight(withEffects(s, [...web, ...extra])) });
}

/** `next` until the counter reaches `count`; the context after. */
function nextTo(ctx: Context, count: number): Context {
  let c = ctx;
  for (let i = 0; i < 10 && (presentOf(c) as CombatState).counter < count; i += 1) c = after(c, say(c, '!rondel next'));
  return c;
}

describe('an effect named for a condition holds it', () => {
  it('a bearer without it gets it, held by the effect', () => {
    const outcome = say(rondelCtx(false), '!rondel effect --add Restrained --counts 10', { selected: ['a', 'b'] });
    expect(conditions(outcome, 'a')).toEqual(['restrained']);
    expect(conditions(outcome, 'b')).toEqual(['restrained']);
    expect(effects(outcome).map((e) => [e.bearer, e.name, e.condition])).toEqual([
      ['a', 'Restrained', 'restrained'],
      ['b', 'Restrained', 'restrained'],
    ]);
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Rondel count 2\nAna is now Restrained, until count 12.\nBo is now Restrained, until count 12.' }]);
    // the conditions given, then the effects that hold them: nothing else
    expect(outcome.events?.map((e) => e.type)).toEqual(['conditions-changed', 'conditions-changed', 'effect-started', 'effect-started']);
  });

  it('a bearer that has it by another effect (a spell’s) keeps it by this one when that one ends, as condition --add would', () => {
    for (const command of ['!rondel effect --add Restrained --counts 10', '!rondel condition --add restrained --counts 10']) {
      const given = say(rondelCtx(true), command, { selected: ['a'] });
      expect(effects(given).find((e) => e.name.toLowerCase() === 'restrained')?.condition, command).toBe('restrained');
      const later = nextTo(after(rondelCtx(true), given), 6);
      expect(effects(later).map((e) => e.name.toLowerCase()), command).toEqual(['restrained']);
      expect(conditions(later, 'a'), command).toEqual(['restrained']);
    }
  });

  it('one without it and one that has it by its own effect of that name: both held by the new one, from now', () => {
    const own: TimedEffect = { bearer: 'b', name: 'restrained', marker: null, condition: 'restrained', from: 0, ends: { kind: 'clock', at: 5 } };
    const s = withEffects(aCombat([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 9, conditions: ['restrained'] }], { counter: 2 }), [own]);
    const outcome = say(aContext({ world: world(), fight: aFight(s) }), '!rondel effect --add Restrained --counts 10', { selected: ['a', 'b'] });
    expect(effects(outcome)).toEqual([
      { bearer: 'a', name: 'Restrained', marker: null, condition: 'restrained', from: 2, ends: { kind: 'clock', at: 12 } },
      { bearer: 'b', name: 'Restrained', marker: null, condition: 'restrained', from: 2, ends: { kind: 'clock', at: 12 } },
    ]);
    expect(conditions(outcome, 'b')).toEqual(['restrained']);
  });

  it('a stand under way gives way to a Prone effect: one end, the new one', () => {
    const standing: TimedEffect = { bearer: 'a', name: STANDING_UP, marker: null, condition: 'prone', from: 1, ends: { kind: 'clock', at: 4 } };
    const haste: TimedEffect = { bearer: 'a', name: 'Haste', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 9 } };
    const outcome = say(rondelCtx(false, [haste, standing], ['prone']), '!rondel effect --add Prone --counts 5', { selected: ['a', 'b'] });
    expect(effects(outcome).map((e) => [e.bearer, e.name, e.condition, e.ends])).toEqual([
      ['a', 'Haste', null, { kind: 'clock', at: 9 }],
      ['a', 'Prone', 'prone', { kind: 'clock', at: 7 }],
      ['b', 'Prone', 'prone', { kind: 'clock', at: 7 }],
    ]);
    expect(conditions(outcome, 'b')).toEqual(['prone']);
  });

  it('an effect of no condition’s name gives none', () => {
    const outcome = say(rondelCtx(false), '!rondel effect --add Bless --counts 10', { selected: ['a'] });
    expect(conditions(outcome, 'a')).toEqual([]);
    expect(effects(outcome)[0]?.condition).toBeNull();
  });
});

describe('10-second rounds: given after the bearer’s turn’s action (ruling 106)', () => {
  const rounds = ruleSetOf('rounds') as RuleSet<FightStateBase>;
  /** Round 2, Ana's turn; her action taken when `taken`. */
  const roundsState = (taken: boolean): FightStateBase => aRoundsFight([{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }], { round: 2, turn: { id: 'a', action: taken ? 'combat' : null } }) as unknown as FightStateBase;
  const roundsCtx = (taken: boolean) => aContext({ world: world(), fight: aFight(roundsState(taken) as unknown as CombatState, { rules: 'rounds' }) });

  it.each([
    ['effect --add Haste --actions 1', 'Haste'],
    ['condition --add stunned --actions 1', 'stunned'],
  ])('%s on the one due, its action taken: the effect is marked so', (command, name) => {
    const outcome = say(roundsCtx(true), `!rondel ${command}`, { selected: ['a', 'b'] });
    expect(effects(outcome).map((e) => [e.bearer, e.name, e.afterAction])).toEqual([
      ['a', name, true],
      ['b', name, undefined],
    ]);
  });

  it('before the turn’s action, nothing is marked', () => {
    const outcome = say(roundsCtx(false), '!rondel effect --add Haste --actions 1', { selected: ['a'] });
    expect(effects(outcome)[0]?.afterAction).toBeUndefined();
  });

  describe('afterTurnAction itself', () => {
    const haste = (bearer: string, name = 'Haste', more: Partial<TimedEffect> = {}): TimedEffect => ({ bearer, name, marker: null, condition: null, from: 2, ends: { kind: 'actions', left: 1 }, ...more });
    const started = (id: string, name: string): FightEvent => ({ type: 'effect-started', id, name, count: 2, ends: { kind: 'actions', left: 1 } });
    const stepOf = (effects: TimedEffect[], events: FightEvent[]): Step<FightStateBase> => ({ state: withEffects(roundsState(true), effects), events });

    it('marks only the effects the step started on the one due', () => {
      const step = stepOf([haste('a', 'Bless'), haste('a'), haste('b')], [started('a', 'Haste'), started('b', 'Haste')]);
      const marked = afterTurnAction(rounds, roundsState(true), step);
      expect(effectsOf(marked.state).map((e) => [e.bearer, e.name, e.afterAction])).toEqual([
        ['a', 'Bless', undefined],
        ['a', 'Haste', true],
        ['b', 'Haste', undefined],
      ]);
      expect(marked.events).toBe(step.events);
    });

    it('a step that started nothing on the one due is the same step', () => {
      const step = stepOf([haste('b')], [started('b', 'Haste'), { type: 'effect-ended', id: 'a', name: 'Haste', count: 2 }]);
      expect(afterTurnAction(rounds, roundsState(true), step)).toBe(step);
    });

    it('before the action, or with no one due, it is the same step', () => {
      const step = stepOf([haste('a')], [started('a', 'Haste')]);
      expect(afterTurnAction(rounds, roundsState(false), step)).toBe(step);
      const between = aRoundsFight([{ id: 'a' }, { id: 'b' }], { round: 2, turn: null }) as unknown as FightStateBase;
      expect(afterTurnAction(rounds, between, step)).toBe(step);
    });
  });
});
