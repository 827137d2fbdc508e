// Invariants of 10-second rounds (docs/rules.md §9.3) under random play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import { record, timeline, undo } from '../../../src/rules/core/history';
import { TIER_KEYS } from '../../../src/rules/core/numbers';
import type { NewCombatant, RuleOptions } from '../../../src/rules/core/rule-set';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import { rounds } from '../../../src/rules/rounds';
import { actingOrder, compareCombatants, compareTieRolls, currentCombatant } from '../../../src/rules/rounds/order';
import type { RoundsState, Step } from '../../../src/rules/rounds/state';
import { validateRoundsState } from '../../../src/rules/rounds/validate';
import { seededDice } from '../../support/dice';

export const SEED = 20261125;
const RUNS = 150;

const ACTIONS = ['combat', 'magic', 'skill', 'move', 'defense', 'ready', 'hold'] as const;

type Op =
  | { kind: 'next' }
  | { kind: 'step' }
  | { kind: 'act'; action: (typeof ACTIONS)[number]; who: number }
  | { kind: 'react'; who: number }
  | { kind: 'trigger'; who: number }
  | { kind: 'join'; who: number; mod: number; adjustment: number }
  | { kind: 'leave'; who: number }
  | { kind: 'condition'; who: number; condition: number; on: boolean }
  | { kind: 'place'; who: number; value: number }
  | { kind: 'perception'; who: number; mod: number };

function opArb(withPlace: boolean): fc.Arbitrary<Op> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant<Op>({ kind: 'next' }) },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: 'step' }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('act' as const), action: fc.constantFrom(...ACTIONS), who: fc.nat(20) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('react' as const), who: fc.nat(20) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('trigger' as const), who: fc.nat(20) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('join' as const), who: fc.nat(30), mod: fc.integer({ min: -2, max: 5 }), adjustment: fc.integer({ min: 0, max: 3 }) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(20) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('condition' as const), who: fc.nat(20), condition: fc.nat(CONDITION_KEYS.length - 1), on: fc.boolean() }),
    },
    { weight: withPlace ? 1 : 0, arbitrary: fc.record({ kind: fc.constant('place' as const), who: fc.nat(20), value: fc.integer({ min: -3, max: 14 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('perception' as const), who: fc.nat(20), mod: fc.integer({ min: -2, max: 5 }) }) },
  );
}

function fightArb(withPlace: boolean) {
  return fc.record({
    size: fc.integer({ min: 1, max: 8 }),
    diceSeed: fc.integer(),
    reroll: fc.boolean(),
    ops: fc.array(opArb(withPlace), { minLength: 1, maxLength: 80, size: 'max' }),
  });
}

function options(reroll: boolean): RuleOptions {
  return { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: reroll };
}

function pick(state: RoundsState, who: number): string {
  const list = state.combatants;
  return list.length === 0 ? 'nobody' : (list[who % list.length]?.id ?? 'nobody');
}

function newcomer(id: string, mod: number, adjustment: number, i: number): NewCombatant {
  return {
    id,
    name: id.toUpperCase(),
    tier: TIER_KEYS[i % TIER_KEYS.length] ?? 'red_fox',
    perceptionMod: mod,
    initiativeAdjustment: adjustment,
    ...(i % 2 === 0 ? { hexesPerRound: 3 + i } : {}),
  };
}

function apply(state: RoundsState, op: Op, dice: ReturnType<typeof seededDice>, o: RuleOptions): Step {
  switch (op.kind) {
    case 'next':
      return rounds.advance(state, dice, o, 'next');
    case 'step':
      return rounds.advance(state, dice, o, 'step');
    case 'act': {
      // mostly the combatant whose turn it is, sometimes anyone
      const id = op.who % 4 !== 0 ? (rounds.current(state)?.id ?? pick(state, op.who)) : pick(state, op.who);
      return rounds.declare(state, id, op.action, {}, dice, o, op.action === 'ready' ? 'if it moves' : '');
    }
    case 'react':
      return rounds.react(state, pick(state, op.who), '', o);
    case 'trigger': {
      // mostly one with an action at the ready, when there is one
      const readied = state.combatants.filter((c) => c.status?.kind === 'ready');
      const id = readied.length > 0 && op.who % 4 !== 0 ? (readied[op.who % readied.length]?.id ?? 'nobody') : pick(state, op.who);
      return rounds.trigger?.(state, id, '') ?? { state, events: [] };
    }
    case 'join':
      return rounds.join(state, [newcomer(`j${op.who}`, op.mod, op.adjustment, op.who)], dice, o);
    case 'leave':
      return rounds.leave(state, pick(state, op.who));
    case 'condition': {
      const condition = CONDITION_KEYS[op.condition] ?? 'prone';
      return rounds.changeConditions(state, pick(state, op.who), op.on ? [condition] : [], op.on ? [] : [condition]);
    }
    case 'place':
      return rounds.place(state, pick(state, op.who), op.value, dice);
    case 'perception':
      return rounds.setPerception(state, pick(state, op.who), op.mod);
  }
}

function start(size: number, dice: ReturnType<typeof seededDice>): RoundsState {
  return rounds.start(
    Array.from({ length: size }, (_, i) => newcomer(`c${i}`, (i % 4) - 1, i % 3, i)),
    dice,
    options(false),
  ).state;
}

/** Runs a random fight, calling `check` after every step with the state before and the step. */
function play(size: number, diceSeed: number, reroll: boolean, ops: readonly Op[], check: (before: RoundsState, op: Op, step: Step) => void): RoundsState {
  const dice = seededDice(diceSeed);
  let state = start(size, dice);
  for (const op of ops) {
    const step = apply(state, op, dice, options(reroll));
    check(state, op, step);
    state = step.state;
  }
  return state;
}

describe(`10-second rounds under random play (fast-check seed ${SEED})`, () => {
  it('each combatant acts exactly once per round, highest first', () => {
    let roundsPlayed = 0;
    fc.assert(
      fc.property(fightArb(false), ({ size, diceSeed, reroll, ops }) => {
        let turns = new Map<string, number>();
        let presentAtStart = new Set<string>();
        let previous: string | null = null;
        const closeRound = (state: RoundsState): void => {
          for (const c of state.combatants) {
            const n = turns.get(c.id) ?? 0;
            // there for the whole round: exactly one turn; joined during it: at most one
            if (presentAtStart.has(c.id)) expect(n).toBe(1);
            else expect(n).toBeLessThanOrEqual(1);
          }
        };
        const dice = seededDice(diceSeed);
        let state = start(size, dice);
        presentAtStart = new Set(state.combatants.map((c) => c.id));
        turns.set(rounds.current(state)?.id ?? '', 1);
        previous = rounds.current(state)?.id ?? null;
        for (const op of ops) {
          const step = apply(state, op, dice, options(reroll));
          const after = step.state;
          if (after.round !== state.round) {
            expect(after.round).toBe(state.round + 1);
            // the round is over when every turn has been taken: nobody was still to act
            expect(state.combatants.filter((c) => c.doneRound < state.round)).toEqual([]);
            closeRound(state);
            roundsPlayed += 1;
            turns = new Map();
            presentAtStart = new Set(state.combatants.map((c) => c.id));
            previous = null;
          }
          const current = currentCombatant(after);
          if (current && (current.id !== state.turn?.id || after.round !== state.round)) {
            expect(step.events.some((e) => e.type === 'turn-due' && e.id === current.id && e.count === after.round)).toBe(true);
            turns.set(current.id, (turns.get(current.id) ?? 0) + 1);
            // highest first: the new turn comes after the last one in the order
            const before = previous === null ? undefined : after.combatants.find((c) => c.id === previous);
            if (before) expect(compareCombatants(before, current)).toBeLessThan(0);
            if (after.round !== state.round) expect(rounds.order(after)[0]?.id).toBe(current.id);
            previous = current.id;
          }
          state = after;
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // the property was put to the test: many rounds were played to their end
    expect(roundsPlayed).toBeGreaterThan(RUNS);
  });

  it('the order is strict: initiative, then the d20s, never the order of arrival; and it does not depend on storage', () => {
    fc.assert(
      fc.property(fightArb(true), fc.integer(), ({ size, diceSeed, reroll, ops }, shuffleSeed) => {
        play(size, diceSeed, reroll, ops, (_before, _op, step) => {
          const order = actingOrder(step.state);
          expect(rounds.order(step.state)).toEqual(order);
          for (let i = 1; i < order.length; i += 1) {
            const a = order[i - 1]!;
            const b = order[i]!;
            expect(a.initiative).toBeGreaterThanOrEqual(b.initiative);
            if (a.initiative === b.initiative) expect(compareTieRolls(a.tie, b.tie)).toBeLessThan(0);
          }
          const shuffled = [...step.state.combatants];
          const rng = seededDice(shuffleSeed);
          for (let i = shuffled.length - 1; i > 0; i -= 1) {
            const j = rng.roll(i + 1) - 1;
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(rounds.order({ ...step.state, combatants: shuffled }).map((c) => c.id)).toEqual(order.map((c) => c.id));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('one reaction per round: a reaction or a fired readied action, at most once per combatant and round', () => {
    const taken = { reacted: 0, fired: 0, refused: 0 };
    fc.assert(
      fc.property(fightArb(true), ({ size, diceSeed, reroll, ops }) => {
        const seen = new Set<string>();
        play(size, diceSeed, reroll, ops, (_before, _op, step) => {
          for (const e of step.events) {
            if (e.type === 'rejected' && (e.code === 'reacted-this-round' || e.code === 'in-defense')) taken.refused += 1;
            if (e.type !== 'reacted' && e.type !== 'ready-fired') continue;
            taken[e.type === 'reacted' ? 'reacted' : 'fired'] += 1;
            const key = `${e.id}@${e.count}`;
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // the property was put to the test: reactions were taken, readied actions fired, second ones refused
    expect(Math.min(taken.reacted, taken.fired, taken.refused)).toBeGreaterThan(0);
  });

  it('the tracker holds the turn first, then those still to act, and below them those done, each once', () => {
    fc.assert(
      fc.property(fightArb(true), ({ size, diceSeed, reroll, ops }) => {
        play(size, diceSeed, reroll, ops, (_before, _op, step) => {
          const s = step.state;
          const view = rounds.tracker(s);
          expect(view).toMatchObject({ title: `Round ${s.round} · turns`, value: s.round });
          expect(view.due[0]?.id).toBe(rounds.current(s)?.id);
          const done = new Set(s.combatants.filter((c) => c.doneRound >= s.round).map((c) => c.id));
          for (const row of view.due.slice(1)) expect(done.has(row.id)).toBe(false);
          for (const row of view.later) expect(done.has(row.id)).toBe(true);
          for (const row of [...view.due, ...view.later]) expect(row.value).toBe(rounds.valueOf(s, row.id));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('every state is valid and survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(fightArb(true), ({ size, diceSeed, reroll, ops }) => {
        play(size, diceSeed, reroll, ops, (before, _op, step) => {
          const copy = JSON.parse(JSON.stringify(step.state)) as RoundsState;
          expect(copy).toEqual(step.state);
          expect(validateRoundsState(copy)).toEqual([]);
          expect(rounds.clock(step.state)).toBeGreaterThanOrEqual(rounds.clock(before));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('undo after any transition restores the earlier state exactly', () => {
    fc.assert(
      fc.property(fightArb(true), ({ size, diceSeed, reroll, ops }) => {
        const dice = seededDice(diceSeed);
        let t = timeline(start(size, dice));
        const snapshots: string[] = [JSON.stringify(t.present)];
        for (const op of ops) {
          const before = t.present;
          // a history long enough to hold the whole fight
          t = record(t, apply(t.present, op, dice, options(reroll)).state, ops.length + 1);
          if (t.present !== before) snapshots.push(JSON.stringify(t.present));
        }
        expect(t.past).toHaveLength(snapshots.length - 1);
        // walk all the way back, comparing each restored state with the one recorded
        for (let i = snapshots.length - 2; i >= 0; i -= 1) {
          t = undo(t).timeline;
          expect(JSON.stringify(t.present)).toBe(snapshots[i]);
        }
        expect(undo(t).moved).toBe(0);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
