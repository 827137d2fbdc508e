// Ruling 107 (src/rules/rondel/kept.ts): a window on a combatant's own count comes before its action (docs/rules.md
// §5), so a condition that its action-turn there ends (a timed restraint counted in actions, §12) still held it at that
// window. The conditions so lifted are kept for that window, for that combatant, and read back by `keptAt` and the
// allowance there (`allowanceIn`); a window later, or off a window, nothing is kept. Stored lists are checked.
import { describe, expect, it } from 'vitest';
import { advance, declareAction, DEFAULT_RULES } from '../../../src/rules/rondel/engine';
import { allowanceIn } from '../../../src/rules/rondel/allowance';
import { keptAt, validateKept } from '../../../src/rules/rondel/kept';
import { validateCombatState } from '../../../src/rules/rondel/validate';
import { withEffects, type TimedEffect } from '../../../src/rules/core/effects';
import type { ConditionKey } from '../../../src/rules/core/conditions';
import type { CombatState } from '../../../src/rules/rondel/state';
import { aCombat } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

/** An effect of the GM's holding `condition` on `bearer` for `left` of its action-turns. */
const forActions = (bearer: string, condition: ConditionKey, left = 1, name: string = condition): TimedEffect => ({ bearer, name, marker: null, condition, from: 0, ends: { kind: 'actions', left } });

const conditionsOf = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)?.conditions;
const kept = (s: CombatState) => (s as CombatState & { keptAt?: unknown }).keptAt;

/** Fox (red fox) due at `count`, restrained by an effect for one action; Bo due much later. */
function restrainedAt(count: number, extra: TimedEffect[] = [], conditions: ConditionKey[] = ['restrained']): CombatState {
  const s = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: count, conditions }, { id: 'bo', tier: 'red_fox', nextAt: 40 }], { counter: count });
  return withEffects(s, [forActions('fox', 'restrained'), ...extra]);
}

describe('keptAt', () => {
  it('is null for a fight that never kept any', () => {
    expect(keptAt(aCombat([{ id: 'fox' }]), 'fox', 3)).toBeNull();
  });

  it('reads the combatant’s own entry at that count alone', () => {
    const s = { ...aCombat([{ id: 'fox' }, { id: 'bo' }]), keptAt: [{ id: 'bo', at: 3, conditions: ['prone'] }, { id: 'fox', at: 6, conditions: ['blind'] }, { id: 'fox', at: 3, conditions: ['restrained'] }] } as CombatState;
    expect(keptAt(s, 'fox', 3)).toEqual(['restrained']);
    expect(keptAt(s, 'fox', 6)).toEqual(['blind']);
    expect(keptAt(s, 'bo', 3)).toEqual(['prone']);
    expect(keptAt(s, 'bo', 6)).toBeNull();
    expect(keptAt(s, 'cy', 3)).toBeNull();
  });
});

describe('an action at a window on the bearer’s own count that ends its restraint', () => {
  it('lifts the restraint, and the window keeps it: no move there', () => {
    const s = restrainedAt(3);
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(conditionsOf(step.state, 'fox')).toEqual([]);
    expect(keptAt(step.state, 'fox', 3)).toEqual(['restrained']);
    const fox = step.state.combatants.find((c) => c.id === 'fox')!;
    expect(allowanceIn(step.state, fox, 3, DEFAULT_RULES)).toEqual({ kind: 'held', reason: 'restrained' });
    // the next window is free
    expect(allowanceIn(step.state, fox, 6, DEFAULT_RULES)).toMatchObject({ kind: 'move' });
    // Bo kept nothing
    expect(keptAt(step.state, 'bo', 3)).toBeNull();
  });

  it('off a window there is nothing to keep', () => {
    const step = declareAction(restrainedAt(4), 'fox', 'combat', {}, scriptedDice(2));
    expect(conditionsOf(step.state, 'fox')).toEqual([]);
    expect(kept(step.state)).toBeUndefined();
  });

  it('an action that ends no condition keeps nothing', () => {
    const s = aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 3 }, { id: 'bo', nextAt: 40 }], { counter: 3 });
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(kept(step.state)).toBeUndefined();
  });

  it('an effect with turns left ends nothing yet, and keeps nothing', () => {
    const s = withEffects(aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 3, conditions: ['restrained'] }, { id: 'bo', nextAt: 40 }], { counter: 3 }), [forActions('fox', 'restrained', 2)]);
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(conditionsOf(step.state, 'fox')).toEqual(['restrained']);
    expect(kept(step.state)).toBeUndefined();
  });

  it('two conditions ended by the same action are both kept', () => {
    const s = restrainedAt(3, [forActions('fox', 'blind')], ['restrained', 'blind']);
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(conditionsOf(step.state, 'fox')).toEqual([]);
    expect([...(keptAt(step.state, 'fox', 3) ?? [])].sort()).toEqual(['blind', 'restrained']);
  });

  it('a condition kept at the window already is kept once', () => {
    const s = { ...restrainedAt(3, [forActions('fox', 'blind')], ['restrained', 'blind']), keptAt: [{ id: 'fox', at: 3, conditions: ['restrained'] }] } as CombatState;
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(keptAt(step.state, 'fox', 3)).toEqual(['restrained', 'blind']);
  });

  it('what another kept at this window stays; what was kept at an earlier window goes', () => {
    const s = { ...restrainedAt(3), keptAt: [{ id: 'bo', at: 3, conditions: ['prone'] }, { id: 'bo', at: 0, conditions: ['blind'] }, { id: 'fox', at: 0, conditions: ['blind'] }] } as CombatState;
    const step = declareAction(s, 'fox', 'combat', {}, scriptedDice(2));
    expect(kept(step.state)).toEqual([
      { id: 'bo', at: 3, conditions: ['prone'] },
      { id: 'fox', at: 3, conditions: ['restrained'] },
    ]);
  });

  it('a turn passed over at the window while another is due there keeps the window too', () => {
    const s = withEffects(aCombat([{ id: 'fox', tier: 'red_fox', nextAt: 3, conditions: ['restrained'] }, { id: 'bo', tier: 'red_fox', nextAt: 3 }], { counter: 3 }), [forActions('fox', 'restrained')]);
    const first = s.combatants[0]!.id;
    expect(first).toBe('fox');
    const step = advance(s, scriptedDice(4, 4, 4), DEFAULT_RULES);
    expect(step.state.counter).toBe(3);
    expect(conditionsOf(step.state, 'fox')).toEqual([]);
    expect(keptAt(step.state, 'fox', 3)).toEqual(['restrained']);
  });
});

describe('a stored list of kept conditions', () => {
  it('absent is fine, and so is a list of entries', () => {
    expect(validateKept(undefined)).toEqual([]);
    expect(validateKept([])).toEqual([]);
    expect(validateKept([{ id: 'fox', at: 3, conditions: ['restrained', 'prone'] }])).toEqual([]);
  });

  it('anything but a list is refused', () => {
    expect(validateKept({})).toEqual(['keptAt is not a list']);
    expect(validateKept('x')).toEqual(['keptAt is not a list']);
  });

  it.each([
    ['null', null],
    ['a number', 3],
    ['an id that is not text', { id: 4, at: 3, conditions: [] }],
    ['a count that is not whole', { id: 'fox', at: 3.5, conditions: [] }],
    ['conditions that are no list', { id: 'fox', at: 3, conditions: 'restrained' }],
    ['a condition the fight does not know', { id: 'fox', at: 3, conditions: ['restrained', 'sleepy'] }],
  ])('an entry that is %s is malformed, by its place', (_, bad) => {
    expect(validateKept([{ id: 'fox', at: 3, conditions: [] }, bad])).toEqual(['keptAt[1] is malformed']);
  });

  it('the rondel’s state check includes it', () => {
    const s = { ...aCombat([{ id: 'fox' }]), keptAt: 'x' };
    expect(validateCombatState(s)).toContain('keptAt is not a list');
  });
});
