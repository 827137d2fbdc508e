// Standing up from prone (src/rules/core/stand.ts; docs/rules.md §5, §6, §9.2, §9.3, §14 rulings 85 and 90), through the
// rule sets' `stand` and the module's own functions: what a stand lifts, what it leaves, and what it remembers.
import { describe, expect, it } from 'vitest';
import { ruleOptions, rulesOf } from '../../src/app/context';
import { DEFAULT_CONFIG } from '../../src/app/model';
import type { TimedEffect } from '../../src/rules/core/effects';
import type { FightEvent } from '../../src/rules/core/events';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { standingUp, standRefusal, standUp, STANDING_UP, stoodAt, validateStoodUp } from '../../src/rules/core/stand';
import { aCombat } from '../support/builders';

const OPTIONS = ruleOptions(DEFAULT_CONFIG);
const rondel = rulesOf('rondel');

function timedProne(bearer: string, name: string): TimedEffect {
  return { bearer, name, marker: null, condition: 'prone', from: 1, ends: { kind: 'clock', at: 9 } };
}

function effects(state: FightStateBase): readonly TimedEffect[] {
  return (state as { effects?: readonly TimedEffect[] }).effects ?? [];
}

function stoodUpList(state: FightStateBase): unknown {
  return (state as { stoodUp?: unknown }).stoodUp;
}

/** Two prone combatants at the rondel's window of count 3. */
function atWindow(extra: Record<string, unknown> = {}): FightStateBase {
  return { ...aCombat([{ id: 'a', name: 'Ana', conditions: ['prone'], nextAt: 5 }, { id: 'b', name: 'Bo', conditions: ['prone'], nextAt: 4 }], { counter: 3 }), ...extra };
}

describe('who may stand at all', () => {
  it('one not prone is told so; one held fast is told what holds it; a prone one free to move is not refused', () => {
    const s = aCombat([{ id: 'a' }, { id: 'b', conditions: ['prone', 'grappled'] }, { id: 'c', conditions: ['prone'] }]);
    expect(standRefusal(s.combatants[0]!)).toEqual({ code: 'not-prone', id: 'a' });
    expect(standRefusal(s.combatants[1]!)).toEqual({ code: 'cannot-stand', id: 'b', condition: 'grappled' });
    expect(standRefusal(s.combatants[2]!)).toBeNull();
  });

  it('through the rule set: a standing combatant is refused and the fight is unchanged', () => {
    const s = aCombat([{ id: 'a' }], { counter: 3 });
    const step = rondel.stand(s, 'a', false, OPTIONS);
    expect(step.state).toBe(s);
    expect(step.events).toEqual([{ type: 'rejected', code: 'not-prone', id: 'a' }]);
  });
});

describe('a stand at the rondel’s movement window', () => {
  it('lifts prone, says only that it stood up (no change-of-conditions line), and leaves no hexes at that window', () => {
    const step = rondel.stand(atWindow(), 'a', false, OPTIONS);
    expect(step.state.combatants.find((c) => c.id === 'a')?.conditions).toEqual([]);
    expect(step.events).toEqual([{ type: 'stood-up', id: 'a', count: 3 }]);
    expect(rondel.allowance(step.state, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 0 });
    // the other prone combatant is untouched: it still crawls
    expect(rondel.allowance(step.state, 'b', OPTIONS)?.kind).toBe('crawl');
  });

  it('a timed prone named for the condition ends; one with its own name keeps going without holding prone; another’s stays', () => {
    const state = atWindow({ effects: [timedProne('a', 'prone'), timedProne('a', 'Tripped'), timedProne('b', 'prone')] });
    const step = rondel.stand(state, 'a', false, OPTIONS);
    expect(effects(step.state)).toEqual([{ ...timedProne('a', 'Tripped'), condition: null }, timedProne('b', 'prone')]);
  });

  it('its timed effects that hold another condition keep holding it (standing up does not cure blindness)', () => {
    const dust: TimedEffect = { bearer: 'a', name: 'Dust', marker: null, condition: 'blind', from: 1, ends: { kind: 'clock', at: 9 } };
    const blind: TimedEffect = { ...dust, name: 'blind' };
    const state = { ...atWindow({ effects: [dust, blind, timedProne('a', 'prone')] }) };
    const proneBlind = { ...state, combatants: state.combatants.map((c) => (c.id === 'a' ? { ...c, conditions: ['prone' as const, 'blind' as const] } : c)) };
    const step = rondel.stand(proneBlind, 'a', false, OPTIONS);
    expect(effects(step.state)).toEqual([dust, blind]);
    expect(step.state.combatants.find((c) => c.id === 'a')?.conditions).toEqual(['blind']);
  });

  it('effects that hold no prone are left as they are (the same list)', () => {
    const blessed: TimedEffect = { bearer: 'a', name: 'Bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 9 } };
    const state = atWindow({ effects: [blessed, timedProne('b', 'prone')] });
    const step = rondel.stand(state, 'a', false, OPTIONS);
    expect(effects(step.state)).toEqual([blessed, timedProne('b', 'prone')]);
  });

  it('two who stand at the same window are both remembered; one standing again there is listed once', () => {
    const first = rondel.stand(atWindow(), 'a', false, OPTIONS);
    const second = rondel.stand(first.state, 'b', false, OPTIONS);
    expect(stoodUpList(second.state)).toEqual([
      { id: 'a', at: 3 },
      { id: 'b', at: 3 },
    ]);
    expect(rondel.allowance(second.state, 'a', OPTIONS)).toEqual({ kind: 'move', hexes: 0 });
    expect(rondel.allowance(second.state, 'b', OPTIONS)).toEqual({ kind: 'move', hexes: 0 });
    // knocked prone again and standing again at the same window: one entry for it, not two
    const proneAgain = { ...second.state, combatants: second.state.combatants.map((c) => (c.id === 'a' ? { ...c, conditions: ['prone' as const] } : c)) };
    expect(stoodUpList(rondel.stand(proneAgain, 'a', false, OPTIONS).state)).toEqual([
      { id: 'b', at: 3 },
      { id: 'a', at: 3 },
    ]);
  });

  it('those who stood at an earlier window are forgotten when another stands at a later one', () => {
    const earlier = atWindow({ stoodUp: [{ id: 'b', at: 0 }] });
    const step = rondel.stand({ ...earlier, counter: 6 } as FightStateBase, 'a', false, OPTIONS);
    expect(stoodUpList(step.state)).toEqual([{ id: 'a', at: 6 }]);
  });
});

describe('stoodAt: whether a combatant stood at this clock', () => {
  it('only the same combatant at the same clock', () => {
    const s = atWindow({ stoodUp: [{ id: 'a', at: 3 }] });
    expect(stoodAt(s, 'a', 3)).toBe(true);
    expect(stoodAt(s, 'a', 6)).toBe(false);
    expect(stoodAt(s, 'b', 3)).toBe(false);
    expect(stoodAt(atWindow(), 'a', 3)).toBe(false);
  });

  it('finds one later in the list', () => {
    const s = atWindow({ stoodUp: [{ id: 'b', at: 3 }, { id: 'a', at: 3 }] });
    expect(stoodAt(s, 'a', 3)).toBe(true);
  });
});

describe('standUp itself', () => {
  const lift = (state: FightStateBase, id: string): { state: FightStateBase; events: FightEvent[] } => ({
    state: { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, conditions: c.conditions.filter((k) => k !== 'prone') } : c)) },
    events: [
      { type: 'conditions-changed', id, added: [], removed: ['prone'] } as unknown as FightEvent,
      { type: 'marker-removed', id, marker: 'x' } as unknown as FightEvent,
    ],
  });

  it('keeps the events before it and the lift’s own events but its change of conditions, then says it stood', () => {
    const before = [{ type: 'reacted', id: 'a', count: 3, until: 11, note: 'stands up' } as FightEvent];
    const step = standUp(atWindow(), 'a', 3, lift, true, before);
    expect(step.events.map((e) => e.type)).toEqual(['reacted', 'marker-removed', 'stood-up']);
    expect(step.events.at(-1)).toEqual({ type: 'stood-up', id: 'a', count: 3 });
  });

  it('as a reaction (no allowance spent) nothing is remembered of it', () => {
    expect(stoodUpList(standUp(atWindow(), 'a', 3, lift, false).state)).toBeUndefined();
    expect(stoodUpList(standUp(atWindow(), 'a', 3, lift).state)).toEqual([{ id: 'a', at: 3 }]);
  });
});

describe('the rondel’s stand as a reaction: up at the end of the following count', () => {
  it('prone stays, held by a Standing up effect from now until two counts on; a timed prone gives way to it', () => {
    const state = atWindow({ effects: [timedProne('a', 'prone'), timedProne('b', 'prone')] });
    const step = rondel.stand(state, 'a', true, OPTIONS);
    expect(step.state.combatants.find((c) => c.id === 'a')?.conditions).toEqual(['prone']);
    expect(effects(step.state)).toEqual([timedProne('b', 'prone'), { bearer: 'a', name: STANDING_UP, marker: null, condition: 'prone', from: 3, ends: { kind: 'clock', at: 5 } }]);
    expect(step.events.at(-1)).toEqual({ type: 'effect-started', id: 'a', name: 'Standing up', count: 3, ends: { kind: 'clock', at: 5 } });
    expect(step.events[0]?.type).toBe('reacted');
  });

  it('standingUp keeps the step’s events before its own', () => {
    const step = standingUp({ state: atWindow(), events: [{ type: 'stood-up', id: 'b', count: 3 }] }, 'a', 4, 6);
    expect(step.events).toEqual([
      { type: 'stood-up', id: 'b', count: 3 },
      { type: 'effect-started', id: 'a', name: STANDING_UP, count: 4, ends: { kind: 'clock', at: 6 } },
    ]);
  });
});

describe('a stored list of who stood up is checked', () => {
  it('absent or well formed is fine', () => {
    expect(validateStoodUp(undefined)).toEqual([]);
    expect(validateStoodUp([])).toEqual([]);
    expect(validateStoodUp([{ id: 'a', at: 3 }])).toEqual([]);
  });

  it('anything else is named', () => {
    expect(validateStoodUp('a')).toEqual(['stoodUp is not a list']);
    expect(validateStoodUp({ id: 'a', at: 3 })).toEqual(['stoodUp is not a list']);
    expect(validateStoodUp([null, 'x', { id: 3, at: 3 }, { id: 'a', at: 1.5 }, { id: 'a' }, { id: 'a', at: 2 }])).toEqual([
      'stoodUp[0] is malformed',
      'stoodUp[1] is malformed',
      'stoodUp[2] is malformed',
      'stoodUp[3] is malformed',
      'stoodUp[4] is malformed',
    ]);
  });

  it('a stored fight with a malformed list is refused on load', () => {
    const problems = rondel.validate({ ...atWindow(), stoodUp: [{ id: 'a' }] });
    expect(problems).toContain('stoodUp[0] is malformed');
  });
});
