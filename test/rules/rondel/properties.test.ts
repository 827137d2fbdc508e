// Invariants of the rondel under random play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, coolDownBounds, isActionKey, type ActionInput, type ActionKey } from '../../../src/rules/rondel/actions';
import type { FightEvent, CombatState, Step } from '../../../src/rules/rondel/state';
import { CONDITION_KEYS } from '../../../src/rules/core/conditions';
import {
  allowanceFor,
  anyDue,
  advance,
  advanceOne,
  changeConditions,
  declareAction,
  joinCombat,
  leaveCombat,
  react,
  setNextCount,
  startCombat,
  windowChanges,
  DEFAULT_RULES,
} from '../../../src/rules/rondel/engine';
import { isWindow } from '../../../src/rules/rondel/windows';
import { record, timeline, undo } from '../../../src/rules/core/history';
import { TIER_KEYS } from '../../../src/rules/core/numbers';
import { compareCombatants, currentCombatant, rondelOrder } from '../../../src/rules/rondel/order';
import { validateCombatState } from '../../../src/rules/rondel/validate';
import { seededDice } from '../../support/dice';

export const SEED = 20261122;
const RUNS = 150;

type Op =
  | { kind: 'advance' }
  | { kind: 'advanceOne' }
  | { kind: 'act'; action: ActionKey; input: ActionInput }
  | { kind: 'react'; who: number }
  | { kind: 'join'; who: number; mod: number }
  | { kind: 'leave'; who: number }
  | { kind: 'set'; who: number; ahead: number }
  | { kind: 'condition'; who: number; condition: number; on: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Op>({ kind: 'advance' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'advanceOne' }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      action: fc.constantFrom(...ACTION_KEYS),
      input: fc.record({
        speed: fc.integer({ min: -3, max: 3 }),
        mod: fc.integer({ min: -2, max: 6 }),
        cast: fc.integer({ min: 0, max: 6 }),
        change: fc.boolean(),
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('react' as const), who: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), who: fc.nat(30), mod: fc.integer({ min: -2, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('set' as const), who: fc.nat(20), ahead: fc.nat(15) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('condition' as const), who: fc.nat(20), condition: fc.nat(CONDITION_KEYS.length - 1), on: fc.boolean() }),
  },
);

const fightArb = fc.record({
  size: fc.integer({ min: 1, max: 8 }),
  diceSeed: fc.integer(),
  ops: fc.array(opArb, { minLength: 1, maxLength: 80 }),
});

function pick(state: CombatState, who: number): string {
  const list = state.combatants;
  return list.length === 0 ? 'nobody' : (list[who % list.length]?.id ?? 'nobody');
}

function apply(state: CombatState, op: Op, dice: ReturnType<typeof seededDice>): Step {
  switch (op.kind) {
    case 'advance':
      return advance(state, dice);
    case 'advanceOne':
      return advanceOne(state, dice);
    case 'act': {
      const current = currentCombatant(state);
      return current ? declareAction(state, current.id, op.action, op.input, dice) : { state, events: [] };
    }
    case 'react':
      return react(state, pick(state, op.who));
    case 'join':
      return joinCombat(state, [{ id: `j${op.who}`, name: `J${op.who}`, tier: 'red_fox', perceptionMod: op.mod, initiativeAdjustment: 0 }], dice);
    case 'leave':
      return leaveCombat(state, pick(state, op.who));
    case 'set':
      return setNextCount(state, pick(state, op.who), state.counter + op.ahead, dice);
    case 'condition': {
      const condition = CONDITION_KEYS[op.condition] ?? 'prone';
      return op.on ? changeConditions(state, pick(state, op.who), [condition], []) : changeConditions(state, pick(state, op.who), [], [condition]);
    }
  }
}

function start(size: number, dice: ReturnType<typeof seededDice>): CombatState {
  const list = Array.from({ length: size }, (_, i) => ({
    id: `c${i}`,
    name: `C${i}`,
    tier: TIER_KEYS[i % TIER_KEYS.length] ?? 'red_fox',
    perceptionMod: (i % 4) - 1,
    initiativeAdjustment: i % 3,
  }));
  return startCombat(list, dice).state;
}

/** Runs a random fight, calling `check` after every step with the state before and the step. */
function play(size: number, diceSeed: number, ops: readonly Op[], check: (before: CombatState, op: Op, step: Step) => void): void {
  const dice = seededDice(diceSeed);
  let state = start(size, dice);
  for (const op of ops) {
    const step = apply(state, op, dice);
    check(state, op, step);
    state = step.state;
  }
}

/** The same state with a key the rondel does not know on it and on each combatant: every copy takes the plain spread. */
function unknownKeys(state: CombatState): CombatState {
  return { ...state, combatants: state.combatants.map((c) => ({ ...c, legacy: 1 })), legacy: 1 } as CombatState;
}

function withoutUnknown(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => (key === 'legacy' ? undefined : v));
}

describe(`rondel fast paths against the plain computation (fast-check seed ${SEED})`, () => {
  it('the copies by literal give what the plain spread gives: the same states and events at every step', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        const fastDice = seededDice(diceSeed);
        const plainDice = seededDice(diceSeed);
        let fast = start(size, fastDice);
        let plain = unknownKeys(start(size, plainDice));
        for (const op of ops) {
          const a = apply(fast, op, fastDice);
          const b = apply(plain, op, plainDice);
          expect(withoutUnknown(b.events)).toBe(JSON.stringify(a.events));
          expect(withoutUnknown(b.state)).toBe(JSON.stringify(a.state));
          // a step that changed nothing hands back the same state on both paths
          expect(b.state === plain).toBe(a.state === fast);
          fast = a.state;
          plain = b.state;
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('windowChanges gives what comparing every combatant by a map of ids and JSON gives', () => {
    // the plain computation it stands for
    const plain = (before: CombatState, after: CombatState): FightEvent[] => {
      if (before.counter !== after.counter || !isWindow(after.counter) || before === after) return [];
      const old = new Map(before.combatants.map((c) => [c.id, c]));
      const events: FightEvent[] = [];
      for (const c of after.combatants) {
        const was = old.get(c.id);
        // a joiner's allowance is new at this window: announced, as its badge shows it
        if (was === c) continue;
        const a = allowanceFor(c, after.counter, DEFAULT_RULES);
        if (!was || JSON.stringify(a) !== JSON.stringify(allowanceFor(was, after.counter, DEFAULT_RULES))) events.push({ type: 'allowance-changed', id: c.id, count: after.counter, allowance: a });
      }
      return events;
    };
    let windows = 0;
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (before, _op, step) => {
          const got = windowChanges(before, step.state, DEFAULT_RULES);
          expect(got).toEqual(plain(before, step.state));
          if (got.length > 0) windows += 1;
          // the same pair with the list in another order: looked up by id, not by place
          const turned = { ...step.state, combatants: [...step.state.combatants].reverse() };
          expect(windowChanges(before, turned, DEFAULT_RULES)).toEqual(plain(before, turned));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // the random play reaches allowance changes at windows, so the comparison above is not empty
    expect(windows).toBeGreaterThan(0);
  });

  it('after the counter moves, no combatant holds a marker that has ended by the new count, and each ending is announced', () => {
    let ended = 0;
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (before, op, step) => {
          if ((op.kind !== 'advance' && op.kind !== 'advanceOne') || step.state.counter === before.counter) return;
          const count = step.state.counter;
          for (const c of step.state.combatants) {
            for (const m of c.markers) {
              const end = m.kind === 'holding' || m.kind === 'dashing' ? c.nextAt : m.until;
              expect(end).toBeGreaterThan(count);
            }
          }
          ended += step.events.filter((e) => e.type === 'marker-expired').length;
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(ended).toBeGreaterThan(0);
  });

  it('anyDue answers as the order does, and a turn is announced exactly when its key changed', () => {
    const key = (s: CombatState): string => {
      const c = currentCombatant(s);
      return c ? `${s.counter}:${c.id}:${c.nextAt}` : '';
    };
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (before, op, step) => {
          expect(anyDue(step.state)).toBe(currentCombatant(step.state) !== undefined);
          if (op.kind === 'condition' || op.kind === 'set' || step.events.some((e) => e.type === 'rejected')) return;
          if (step.state === before && op.kind !== 'advance' && op.kind !== 'advanceOne') return;
          const announced = step.events.filter((e) => e.type === 'turn-due');
          const changed = key(step.state) !== '' && key(step.state) !== key(before);
          expect(announced.length).toBe(changed ? 1 : 0);
          if (changed) expect(announced[0]).toMatchObject({ id: currentCombatant(step.state)?.id, count: step.state.counter });
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe(`rondel invariants under random play (fast-check seed ${SEED})`, () => {
  it('the counter never decreases and every state is valid', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (before, _op, step) => {
          expect(step.state.counter).toBeGreaterThanOrEqual(before.counter);
          expect(validateCombatState(step.state)).toEqual([]);
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('after any action the next count is after the current count and within the table’s bounds', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (before, op, step) => {
          for (const e of step.events) {
            if (e.type !== 'action-declared') continue;
            if (e.coolDown === null || e.nextAt === null || !isActionKey(e.action)) throw new Error('a rondel action always has a cool-down');
            expect(e.nextAt).toBeGreaterThan(e.count);
            const input: ActionInput = op.kind === 'act' && !e.passedOver ? op.input : {};
            const paid = Boolean(input.change) && !e.changeWaived;
            const bounds = coolDownBounds(e.action, input, paid);
            const cast = e.coolDown.castTime;
            expect(e.nextAt - e.count - cast).toBeGreaterThanOrEqual(bounds.min);
            expect(e.nextAt - e.count - cast).toBeLessThanOrEqual(bounds.max);
          }
          void before;
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the order is total and does not depend on the order combatants are stored in', () => {
    fc.assert(
      fc.property(fightArb, fc.integer(), ({ size, diceSeed, ops }, shuffleSeed) => {
        play(size, diceSeed, ops, (_before, _op, step) => {
          const order = rondelOrder(step.state);
          for (let i = 1; i < order.length; i += 1) {
            expect(compareCombatants(order[i - 1]!, order[i]!)).toBeLessThan(0);
          }
          const shuffled = [...step.state.combatants];
          const rng = seededDice(shuffleSeed);
          for (let i = shuffled.length - 1; i > 0; i -= 1) {
            const j = rng.roll(i + 1) - 1;
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(rondelOrder({ ...step.state, combatants: shuffled }).map((c) => c.id)).toEqual(order.map((c) => c.id));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('state survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        play(size, diceSeed, ops, (_before, _op, step) => {
          expect(JSON.parse(JSON.stringify(step.state))).toEqual(step.state);
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('undo after any transition restores the earlier state exactly', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        const dice = seededDice(diceSeed);
        let t = timeline(start(size, dice));
        const snapshots: string[] = [JSON.stringify(t.present)];
        for (const op of ops) {
          t = record(t, apply(t.present, op, dice).state);
          if (t.past.length === snapshots.length) snapshots.push(JSON.stringify(t.present));
        }
        // walk all the way back, comparing each restored state with the one recorded
        for (let i = snapshots.length - 2; i >= 0 && t.past.length > 0; i -= 1) {
          t = undo(t).timeline;
          expect(JSON.stringify(t.present)).toBe(snapshots[i]);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('between two consecutive non-hold actions a mobile combatant gets a window with hexes', () => {
    fc.assert(
      fc.property(fightArb, ({ size, diceSeed, ops }) => {
        // no conditions here: a mobile combatant is one nothing holds in place
        const mobileOps = ops.filter((op) => op.kind !== 'condition' && op.kind !== 'set');
        const movedSince = new Map<string, boolean>();
        const lastWasHold = new Map<string, boolean>();
        play(size, diceSeed, mobileOps, (_before, _op, step) => {
          for (const e of step.events as FightEvent[]) {
            if (e.type === 'movement-window') {
              for (const c of e.combatants) if (c.allowance.kind === 'move' && c.allowance.hexes > 0) movedSince.set(c.id, true);
            }
            if (e.type === 'action-declared') {
              const hold = e.action === 'hold';
              if (!hold && lastWasHold.get(e.id) === false && movedSince.has(e.id)) {
                expect(movedSince.get(e.id)).toBe(true);
              }
              lastWasHold.set(e.id, hold);
              if (!hold) movedSince.set(e.id, false);
            }
            if (e.type === 'initiative-rolled') lastWasHold.delete(e.id);
          }
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
