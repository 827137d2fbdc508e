// docs/rules.md §12: a duration is over once the clock shows its end, so a timed effect (and the condition it holds)
// ends as each rule set's clock arrives there, before that moment's movement and turn are worked out.
import { describe, expect, it } from 'vitest';
import { effectsOf, expireOnArrival, type TimedEffect } from '../../../src/rules/core/effects';
import type { FightEvent } from '../../../src/rules/core/events';
import type { FightStateBase } from '../../../src/rules/core/rule-set';
import { rondel } from '../../../src/rules/rondel';
import { rounds } from '../../../src/rules/rounds';
import { seconds } from '../../../src/rules/seconds';
import { scriptedDice } from '../../support/dice';
import { aCombat } from '../../support/builders';
import { aRoundsFight } from '../../support/rounds';
import { aCombatant, aFight, OPTIONS } from '../seconds/fixtures';

const held = (bearer: string, condition: TimedEffect['condition'], ends: TimedEffect['ends']): TimedEffect => ({ bearer, name: condition ?? 'Bless', marker: null, condition, from: 1, ends });
const timed = <S extends FightStateBase>(state: S, ...effects: TimedEffect[]): S => ({ ...state, effects }) as S;
const lines = (events: readonly FightEvent[]) => events.filter((e) => ['effect-ended', 'conditions-changed', 'turn-due', 'movement-window'].includes(e.type));

describe('timed effects end as the clock arrives (docs/rules.md §12)', () => {
  it('the rondel: a stun that runs out at the bearer’s own count leaves that turn free, announced once', () => {
    const state = timed(aCombat([{ id: 'a', name: 'Ana', nextAt: 5, conditions: ['stunned'] }, { id: 'b', nextAt: 9 }], { counter: 4 }), held('a', 'stunned', { kind: 'clock', at: 5 }));
    const step = rondel.advance(state, scriptedDice(), OPTIONS, 'next');
    expect(step.state.counter).toBe(5);
    expect(lines(step.events)).toEqual([
      { type: 'effect-ended', id: 'a', name: 'stunned', count: 5 },
      { type: 'conditions-changed', id: 'a', added: [], removed: ['stunned'] },
      { type: 'turn-due', id: 'a', count: 5, blockedBy: null },
    ]);
    expect(effectsOf(step.state)).toEqual([]);
  });

  it('the rondel: prone that runs out at a window lets its bearer move there; one still running does not', () => {
    const base = aCombat([{ id: 'a', nextAt: 20, conditions: ['prone'] }, { id: 'b', nextAt: 20, conditions: ['prone'] }], { counter: 2 });
    const state = timed(base, held('a', 'prone', { kind: 'clock', at: 3 }), held('b', 'prone', { kind: 'clock', at: 4 }));
    const step = rondel.advance(state, scriptedDice(), OPTIONS, 'next');
    const window = step.events.find((e) => e.type === 'movement-window');
    expect(window && window.type === 'movement-window' && window.combatants.map((c) => c.allowance.kind)).toEqual(['move', 'crawl']);
    expect(effectsOf(step.state).map((e) => e.bearer)).toEqual(['b']);
  });

  it('a condition another effect still holds, or one the bearer no longer has, is not lifted again', () => {
    const state = timed(aCombat([{ id: 'a', nextAt: 20, conditions: ['stunned'] }], { counter: 2 }), held('a', 'stunned', { kind: 'clock', at: 3 }), { ...held('a', 'stunned', { kind: 'clock', at: 9 }), name: 'Daze' });
    const step = rondel.advance(state, scriptedDice(), OPTIONS, 'next');
    expect(step.state.combatants[0]?.conditions).toEqual(['stunned']);
    expect(step.events.filter((e) => e.type === 'conditions-changed')).toEqual([]);
  });

  it('20-second rounds: a grapple that runs out at a movement second lets its bearer move there', () => {
    const state = timed(aFight([aCombatant('a', { second: 15, conditions: ['grappled'] })], { second: 2 }), held('a', 'grappled', { kind: 'clock', at: 6 }));
    const step = seconds.advance(state, scriptedDice(), OPTIONS, 'next');
    const window = step.events.find((e) => e.type === 'movement-window');
    expect(window && window.type === 'movement-window' && window.combatants[0]?.allowance.kind).toBe('move');
    expect(step.state.combatants[0]?.conditions).toEqual([]);
  });

  it('10-second rounds: a stun that runs out as a round begins leaves that round’s first turn free', () => {
    const state = timed(aRoundsFight([{ id: 'a', initiative: 9, conditions: ['stunned'], doneRound: 1 }, { id: 'b', initiative: 3 }], { round: 1, turn: { id: 'b', action: null } }), held('a', 'stunned', { kind: 'round', at: 2 }));
    const step = rounds.advance(state, scriptedDice(), OPTIONS, 'next');
    expect(lines(step.events)).toEqual([
      { type: 'effect-ended', id: 'a', name: 'stunned', count: 2 },
      { type: 'conditions-changed', id: 'a', added: [], removed: ['stunned'] },
      { type: 'turn-due', id: 'a', count: 2, blockedBy: null },
    ]);
  });

  it('nothing to end leaves the state as it was, the same object', () => {
    const state = timed(aCombat([{ id: 'a' }]), held('a', null, { kind: 'clock', at: 9 }), held('a', null, { kind: 'actions', left: 0 }));
    const events: FightEvent[] = [];
    expect(expireOnArrival(state, 8, null, () => ({ state, events: [] }), events)).toBe(state);
    expect(events).toEqual([]);
  });
});
