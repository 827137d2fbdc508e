// The engine's `next` and declared actions, fast paths and all, give what the plain computation gives (plain-engine.ts):
// the same events, the same state and the same dice asked for, at every step of random fights of up to 60 combatants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, type ActionInput, type ActionKey } from '../../../src/rules/rondel/actions';
import { advance, advanceOne, changeConditions, declareAction, react, setNextCount, startCombat } from '../../../src/rules/rondel/engine';
import { currentCombatant } from '../../../src/rules/rondel/order';
import type { CombatState, Step } from '../../../src/rules/rondel/state';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import type { Dice } from '../../../src/rules/core/dice';
import { TIER_KEYS } from '../../../src/rules/core/numbers';
import { seededDice } from '../../support/dice';
import { plainAdvance, plainDeclare } from './plain-engine';

const SEED = 20261123;

type Op =
  | { kind: 'advance' }
  | { kind: 'advanceOne' }
  | { kind: 'act'; action: ActionKey; input: ActionInput }
  | { kind: 'react'; who: number }
  | { kind: 'set'; who: number; ahead: number }
  | { kind: 'condition'; who: number; condition: number; on: boolean }
  | { kind: 'effect'; who: number; ahead: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Op>({ kind: 'advance' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'advanceOne' }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      action: fc.constantFrom(...ACTION_KEYS),
      input: fc.record({ speed: fc.integer({ min: -3, max: 3 }), mod: fc.integer({ min: -2, max: 6 }), cast: fc.integer({ min: 0, max: 6 }), change: fc.boolean() }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('react' as const), who: fc.nat(60) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('set' as const), who: fc.nat(60), ahead: fc.nat(12) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('condition' as const), who: fc.nat(60), condition: fc.nat(CONDITION_KEYS.length - 1), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('effect' as const), who: fc.nat(60), ahead: fc.integer({ min: 1, max: 9 }) }) },
);

/** Dice that remember what they gave, and dice that give it again (failing when asked for another die or more). */
function recording(seed: number): Dice & { log: [number, number][] } {
  const dice = seededDice(seed);
  const log: [number, number][] = [];
  return { log, roll: (sides) => { const v = dice.roll(sides); log.push([sides, v]); return v; } };
}
function replaying(log: readonly [number, number][]): Dice & { left: () => number } {
  let i = 0;
  return {
    left: () => log.length - i,
    roll(sides) {
      const next = log[i];
      i += 1;
      if (!next || next[0] !== sides) throw new Error(`plain asked for a d${sides} where the engine rolled ${JSON.stringify(next)}`);
      return next[1];
    },
  };
}

function start(size: number, dice: Dice): CombatState {
  const list = Array.from({ length: size }, (_, i) => ({
    id: `c${i}`,
    name: `C${i}`,
    tier: TIER_KEYS[(i * 7) % TIER_KEYS.length] ?? 'red_fox',
    perceptionMod: (i % 5) - 1,
    initiativeAdjustment: i % 3,
  }));
  return startCombat(list, dice).state;
}

const who = (state: CombatState, n: number): string => state.combatants[n % state.combatants.length]?.id ?? 'nobody';

describe(`the rondel's next and actions against the plain computation (fast-check seed ${SEED})`, () => {
  it('the same events, state and dice at every step, at sizes where the fast paths and the kept orders engage', () => {
    let compared = 0;
    let ties = 0;
    let expiries = 0;
    let lifted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer(), fc.array(opArb, { minLength: 20, maxLength: 160 }), (size, seed, ops) => {
        const setup = seededDice(seed);
        let state = start(size, setup);
        for (let k = 0; k < ops.length; k += 1) {
          const op = ops[k] as Op;
          const dice = recording(seed + k);
          // no step changes the state it was given (some change a list they made in place: never one given them)
          const given = state;
          const givenJson = JSON.stringify(given);
          let fast: Step | null = null;
          let plain: ((d: Dice) => Step) | null = null;
          if (op.kind === 'advance' || op.kind === 'advanceOne') {
            fast = op.kind === 'advance' ? advance(state, dice) : advanceOne(state, dice);
            const before = state;
            plain = (d) => plainAdvance(before, d, op.kind === 'advanceOne');
          } else if (op.kind === 'act') {
            const current = currentCombatant(state);
            if (current) {
              fast = declareAction(state, current.id, op.action, op.input, dice);
              const before = state;
              if (!fast.events.some((e) => e.type === 'rejected')) plain = (d) => plainDeclare(before, current.id, op.action, op.input, d);
            }
          } else if (op.kind === 'react') state = react(state, who(state, op.who)).state;
          else if (op.kind === 'set') state = setNextCount(state, who(state, op.who), state.counter + op.ahead, dice).state;
          else if (op.kind === 'condition') {
            const condition = CONDITION_KEYS[op.condition] ?? 'prone';
            state = changeConditions(state, who(state, op.who), op.on ? [condition] : [], op.on ? [] : [condition]).state;
          } else {
            // a timed effect ending on the clock: the counter stops there too, and a condition it holds ends as the
            // counter arrives, before that count's window and turn (docs/rules.md §12)
            const bearer = who(state, op.who);
            const condition = op.ahead % 3 === 0 ? ('stunned' as const) : null;
            if (condition) state = changeConditions(state, bearer, [condition], []).state;
            const effect = { bearer, name: 'e', marker: null, condition, from: state.counter, ends: { kind: 'clock', at: state.counter + op.ahead } };
            state = { ...state, effects: [...((state as { effects?: unknown[] }).effects ?? []), effect] } as CombatState;
          }
          expect(JSON.stringify(given)).toBe(givenJson);
          if (fast === null) continue;
          if (plain !== null) {
            const replay = replaying(dice.log);
            const want = plain(replay);
            expect(JSON.stringify(fast.events)).toBe(JSON.stringify(want.events));
            expect(JSON.stringify(fast.state)).toBe(JSON.stringify(want.state));
            expect(replay.left()).toBe(0);
            // a combatant the step did not change stays the same object (its undo step and markers need no new look)
            const was = new Map(state.combatants.map((c) => [c.id, c]));
            for (const c of fast.state.combatants) {
              const old = was.get(c.id);
              if (old && JSON.stringify(old) === JSON.stringify(c)) expect(c).toBe(old);
            }
            compared += 1;
            if (fast.events.some((e) => e.type === 'tie-broken')) ties += 1;
            if (fast.events.some((e) => e.type === 'marker-expired')) expiries += 1;
            if (fast.events.some((e) => e.type === 'conditions-changed')) lifted += 1;
          }
          state = fast.state;
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
    // the random play reaches the cases the fast paths stand for
    expect(compared).toBeGreaterThan(1000);
    expect(ties).toBeGreaterThan(100);
    expect(expiries).toBeGreaterThan(20);
    expect(lifted).toBeGreaterThan(5);
  });
});
