// Invariants of 20-second rounds (docs/rules.md §9.2) under random play, with seeded dice and a fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS, type ConditionKey } from '../../../src/rules/core/conditions';
import type { FightEvent } from '../../../src/rules/core/events';
import { record, timeline, undo, type Timeline } from '../../../src/rules/core/history';
import { TIER_KEYS } from '../../../src/rules/core/numbers';
import { seconds } from '../../../src/rules/seconds';
import { allowanceAt, momentIndex, MOMENT_WEIGHTS } from '../../../src/rules/seconds/moments';
import { anyDueNow, nextEventSecond, windowChanges } from '../../../src/rules/seconds/engine';
import { effectStops, type TimedEffect } from '../../../src/rules/core/effects';
import { MOMENT_SECONDS } from '../../../src/rules/seconds/moments';
import { currentCombatant } from '../../../src/rules/seconds/order';
import { clockAt, clockOf, type SecondsState, type Step } from '../../../src/rules/seconds/state';
import { terrainHexes, TERRAIN_KEYS } from '../../../src/rules/seconds/terrain';
import { seededDice } from '../../support/dice';
import { aCombatant, aFight, newcomer, ofType, OPTIONS } from './fixtures';

const SEED = 20261125;
const RUNS = 120;

type Dice = ReturnType<typeof seededDice>;

type Op =
  | { kind: 'next' }
  | { kind: 'step' }
  | { kind: 'act'; action: number; cast: number; who: number }
  | { kind: 'react'; who: number }
  | { kind: 'say'; who: number }
  | { kind: 'condition'; who: number; condition: number; add: boolean }
  | { kind: 'terrain'; terrain: number }
  | { kind: 'join'; speed: number }
  | { kind: 'leave'; who: number }
  | { kind: 'place'; who: number; second: number };

const timeOps: fc.Arbitrary<Op>[] = [
  fc.constant<Op>({ kind: 'next' }),
  fc.constant<Op>({ kind: 'step' }),
  fc.record({ kind: fc.constant('act' as const), action: fc.nat(3), cast: fc.nat(30), who: fc.nat(9) }),
  fc.record({ kind: fc.constant('react' as const), who: fc.nat(9) }),
  fc.record({ kind: fc.constant('say' as const), who: fc.nat(9) }),
  fc.record({ kind: fc.constant('condition' as const), who: fc.nat(9), condition: fc.nat(CONDITION_KEYS.length - 1), add: fc.boolean() }),
  fc.record({ kind: fc.constant('terrain' as const), terrain: fc.nat(TERRAIN_KEYS.length - 1) }),
];

/** Play that keeps the roster: no joining, leaving or GM placing. */
const rosterOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: timeOps[0] as fc.Arbitrary<Op> },
  { weight: 2, arbitrary: timeOps[1] as fc.Arbitrary<Op> },
  { weight: 5, arbitrary: timeOps[2] as fc.Arbitrary<Op> },
  { weight: 2, arbitrary: timeOps[3] as fc.Arbitrary<Op> },
  { weight: 1, arbitrary: timeOps[4] as fc.Arbitrary<Op> },
  { weight: 1, arbitrary: timeOps[5] as fc.Arbitrary<Op> },
  { weight: 1, arbitrary: timeOps[6] as fc.Arbitrary<Op> },
);

/** Anything the table can do. */
const anyOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: rosterOp },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), speed: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('place' as const), who: fc.nat(9), second: fc.integer({ min: 0, max: 21 }) }) },
);

function roster(size: number): ReturnType<typeof newcomer>[] {
  return Array.from({ length: size }, (_, i) =>
    newcomer(`c${i}`, {
      tier: TIER_KEYS[i % TIER_KEYS.length] as (typeof TIER_KEYS)[number],
      // fists to great axes; heavy loads (+6) carry actions over often, quickness (−1) meets the minimum of 1
      speed: (i % 5) - 2,
      initiativeAdjustment: i % 2 === 1 ? 6 : -1,
      // some read their hexes from the sheet, some from the tier
      ...(i % 2 === 0 ? { hexesPerRound: 3 + i } : { hexesPerRound: undefined }),
    }),
  );
}

let joins = 0;

function apply(state: SecondsState, op: Op, dice: Dice): Step {
  const ids = state.combatants.map((c) => c.id);
  const who = (n: number): string => ids[n % Math.max(1, ids.length)] ?? 'nobody';
  switch (op.kind) {
    case 'next':
      return seconds.advance(state, dice, OPTIONS, 'next');
    case 'step':
      return seconds.advance(state, dice, OPTIONS, 'step');
    case 'act': {
      // mostly the due combatant, sometimes anyone (refused unless due)
      const due = seconds.current(state);
      const id = due && op.who % 4 !== 0 ? due.id : who(op.who);
      const action = seconds.actions[op.action % seconds.actions.length]?.key ?? 'combat';
      return seconds.declare(state, id, action, { cast: op.cast }, dice, OPTIONS, '');
    }
    case 'react':
      return seconds.react(state, who(op.who), '', OPTIONS);
    case 'say':
      return seconds.say?.(state, who(op.who), `words ${op.who}`) ?? { state, events: [] };
    case 'condition': {
      const k = CONDITION_KEYS[op.condition] as ConditionKey;
      return seconds.changeConditions(state, who(op.who), op.add ? [k] : [], op.add ? [] : [k]);
    }
    case 'terrain':
      return seconds.terrain?.(state, TERRAIN_KEYS[op.terrain] as string) ?? { state, events: [] };
    case 'join':
      joins += 1;
      return seconds.join(state, [newcomer(`j${joins}`, { speed: op.speed })], dice, OPTIONS);
    case 'leave':
      return state.combatants.length > 1 ? seconds.leave(state, who(op.who)) : { state, events: [] };
    case 'place':
      return seconds.place(state, who(op.who), op.second, dice);
  }
}

/** Plays the ops from a fresh fight; `each` sees every step. */
function playAll(size: number, ops: readonly Op[], seed: number, each?: (before: SecondsState, op: Op, after: Step) => void): { state: SecondsState; events: FightEvent[]; dice: Dice } {
  const dice = seededDice(seed);
  const started = seconds.start(roster(size), dice, OPTIONS);
  let state = started.state;
  const events: FightEvent[] = [...started.events];
  for (const op of ops) {
    const step = apply(state, op, dice);
    each?.(state, op, step);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events, dice };
}

const fight = fc.record({ size: fc.integer({ min: 1, max: 7 }), seed: fc.integer(), ops: fc.array(rosterOp, { minLength: 20, maxLength: 150, size: 'max' }) });
const anyFight = fc.record({ size: fc.integer({ min: 1, max: 7 }), seed: fc.integer(), ops: fc.array(anyOp, { minLength: 10, maxLength: 150, size: 'max' }) });

describe('20-second rounds: fast paths against the plain computation', () => {
  it(`next and step announce a turn exactly when the turn's key (clock and id) changed (seed ${SEED})`, () => {
    const key = (st: SecondsState): string => {
      const c = currentCombatant(st);
      return c ? `${clockOf(st)}:${c.id}` : '';
    };
    let announced = 0;
    fc.assert(
      fc.property(anyFight, ({ size, ops, seed }) => {
        playAll(size, ops, seed, (before, op, step) => {
          if (op.kind !== 'next' && op.kind !== 'step') return;
          const turns = step.events.filter((e) => e.type === 'turn-due');
          const changed = key(step.state) !== '' && key(step.state) !== key(before);
          expect(turns.length).toBe(changed ? 1 : 0);
          announced += turns.length;
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(announced).toBeGreaterThan(0);
  });

  it(`nextEventSecond gives what the plain passes over moments, seconds, spells and effect stops give (seed ${SEED})`, () => {
    const plain = (state: SecondsState): number => {
      let next = 21;
      for (const m of MOMENT_SECONDS) if (m > state.second && m < next) next = m;
      for (const c of state.combatants) if (c.second !== null && c.second > state.second && c.second < next) next = c.second;
      const now = clockOf(state);
      for (const sp of state.spells) {
        const second = sp.resolvesAt - clockAt(state.round, 0);
        if (sp.resolvesAt > now && second < next) next = second;
      }
      for (const at of effectStops(state, now)) {
        const second = at - clockAt(state.round, 0);
        if (second < next) next = second;
      }
      return next;
    };
    const effect = (at: number, kind: 'clock' | 'round'): TimedEffect => ({ bearer: 'x', name: 'e', marker: null, condition: null, from: 0, ends: kind === 'clock' ? { kind, at } : { kind, at } });
    fc.assert(
      fc.property(anyFight, fc.array(fc.tuple(fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -5, max: 25 })), fc.constantFrom<'clock' | 'round'>('clock', 'round')), { maxLength: 4 }), ({ size, ops, seed }, stops) => {
        playAll(size, ops, seed, (_before, _op, step) => {
          expect(nextEventSecond(step.state)).toBe(plain(step.state));
          const now = clockOf(step.state);
          const withEffects = { ...step.state, effects: stops.map(([d, kind]) => effect(now + d, kind)) } as SecondsState;
          expect(nextEventSecond(withEffects)).toBe(plain(withEffects));
        });
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it(`anyDueNow answers as the acting order does (seed ${SEED})`, () => {
    let due = 0;
    fc.assert(
      fc.property(anyFight, ({ size, ops, seed }) => {
        playAll(size, ops, seed, (_before, _op, step) => {
          expect(anyDueNow(step.state)).toBe(currentCombatant(step.state) !== undefined);
          if (anyDueNow(step.state)) due += 1;
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(due).toBeGreaterThan(0);
  });

  it(`windowChanges gives what comparing every combatant by a map of ids and JSON gives (seed ${SEED})`, () => {
    const plain = (before: SecondsState, after: SecondsState): FightEvent[] => {
      if (before === after || clockOf(before) !== clockOf(after)) return [];
      const index = momentIndex(after.second);
      if (index === null) return [];
      const old = new Map(before.combatants.map((c) => [c.id, c]));
      const events: FightEvent[] = [];
      for (const c of after.combatants) {
        const was = old.get(c.id);
        if (was === c && before.terrain === after.terrain) continue;
        const a = allowanceAt(c, after.terrain, index);
        if (!was || JSON.stringify(a) !== JSON.stringify(allowanceAt(was, before.terrain, index))) events.push({ type: 'allowance-changed', id: c.id, count: clockOf(after), allowance: a });
      }
      return events;
    };
    let changes = 0;
    fc.assert(
      fc.property(anyFight, ({ size, ops, seed }) => {
        playAll(size, ops, seed, (before, _op, step) => {
          const got = windowChanges(before, step.state);
          expect(got).toEqual(plain(before, step.state));
          changes += got.length;
          const turned = { ...step.state, combatants: [...step.state.combatants].reverse() };
          expect(windowChanges(before, turned)).toEqual(plain(before, turned));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(changes).toBeGreaterThan(0);
  });
});

describe('20-second rounds under random play (docs/rules.md §9.2)', () => {
  it(`the clock climbs (seed ${SEED}): seconds 1..20, then the next round’s second 1; \`step\` moves at most one second`, () => {
    fc.assert(
      fc.property(anyFight, ({ size, seed, ops }) => {
        playAll(size, ops, seed, (before, op, step) => {
          const after = step.state;
          const clock = seconds.clock(after);
          expect(clock).toBe((after.round - 1) * 20 + after.second);
          expect(after.second).toBeGreaterThanOrEqual(1);
          expect(after.second).toBeLessThanOrEqual(20);
          expect(clock).toBeGreaterThanOrEqual(seconds.clock(before));
          if (op.kind === 'step') expect(clock - seconds.clock(before)).toBeLessThanOrEqual(1);
          if (after.round !== before.round) {
            expect(after.round).toBe(before.round + 1);
            expect(after.second).toBe(1);
            expect(ofType(step, 'round-started')).toEqual([{ type: 'round-started', round: after.round, count: clock }]);
          } else expect(ofType(step, 'round-started')).toEqual([]);
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`every combatant not carried over acts exactly once per round, at its second (seed ${SEED})`, () => {
    fc.assert(
      fc.property(fight, ({ size, seed, ops }) => {
        const played = playAll(size, ops, seed);
        // finish the round under way, so every round played is complete
        let state = played.state;
        const events = [...played.events];
        const round = state.round;
        while (state.round === round) {
          const step = seconds.advance(state, played.dice, OPTIONS, 'next');
          state = step.state;
          events.push(...step.events);
        }
        const done = clockAt(state.round - 1, 20);
        // an initiative's count is the clock it names: this round's second, or the next round's when carried over
        const rolled = ofType(events, 'initiative-rolled')
          .filter((e) => e.count <= done)
          .map((e) => `${e.id}@${e.count}`)
          .sort();
        const acted = ofType(events, 'action-declared')
          .filter((e) => e.count <= done)
          .map((e) => `${e.id}@${e.count}`)
          .sort();
        expect(acted).toEqual(rolled);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`the four moments of a round add up to its hexes divided by the terrain, each within a hex of its 4:3:3:2 share (seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.constantFrom(...TERRAIN_KEYS), fc.integer(), (hexes, terrain, seed) => {
        const dice = seededDice(seed);
        let state = aFight([aCombatant('a', { hexesPerRound: hexes }), aCombatant('p', { hexesPerRound: hexes, conditions: ['prone'] })], { second: 17, terrain });
        const windows: Extract<FightEvent, { type: 'movement-window' }>[] = [];
        while (state.round < 3) {
          const step = seconds.advance(state, dice, OPTIONS, 'next');
          state = step.state;
          windows.push(...ofType(step, 'movement-window').filter((w) => w.count > 20 && w.count <= 40));
        }
        expect(windows.map((w) => w.index)).toEqual([0, 1, 2, 3]);
        const walk = windows.map((w) => w.combatants[0]?.allowance);
        const crawl = windows.map((w) => w.combatants[1]?.allowance);
        const total = terrainHexes(hexes, terrain);
        const parts = walk.map((a) => (a?.kind === 'move' ? a.hexes : NaN));
        expect(parts.reduce((x, y) => x + y, 0)).toBe(total);
        parts.forEach((p, i) => expect(Math.abs(p - (total * (MOMENT_WEIGHTS[i] as number)) / 12)).toBeLessThan(1));
        expect(crawl.reduce((x, a) => x + (a?.kind === 'crawl' ? a.hexes : NaN), 0)).toBe(Math.floor(total / 3));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`one reaction per round: a second one in the round is refused, the first never is (seed ${SEED})`, () => {
    fc.assert(
      fc.property(anyFight, ({ size, seed, ops }) => {
        const reacted = new Set<string>();
        playAll(size, ops, seed, (before, op, step) => {
          if (op.kind !== 'react') return;
          const c = before.combatants[op.who % Math.max(1, before.combatants.length)];
          if (!c) return;
          const id = c.id;
          const key = `${id}#${before.round}`;
          const refusal = ofType(step, 'rejected')[0];
          const blocked = ['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'].some((k) => c.conditions.includes(k as ConditionKey));
          if (blocked) expect(refusal?.code).toBe('cannot-react');
          else if (reacted.has(key)) expect(refusal).toEqual({ type: 'rejected', code: 'reacted-this-round', id, round: before.round });
          else {
            expect(refusal).toBeUndefined();
            expect(ofType(step, 'reacted')).toHaveLength(1);
            reacted.add(key);
          }
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`every state survives a JSON round trip and validates; the tracker and the order hold everyone once (seed ${SEED})`, () => {
    fc.assert(
      fc.property(anyFight, ({ size, seed, ops }) => {
        playAll(size, ops, seed, (_before, _op, step) => {
          const s = step.state;
          const copy = JSON.parse(JSON.stringify(s)) as SecondsState;
          expect(copy).toEqual(s);
          expect(seconds.validate(copy)).toEqual([]);
          const ids = s.combatants.map((c) => c.id).sort();
          const view = seconds.tracker(copy);
          expect([...view.due, ...view.later].map((r) => r.id).sort()).toEqual(ids);
          expect(view.due[0]?.id).toBe(seconds.current(s)?.id);
          expect(seconds.order(s).map((c) => c.id)).toEqual([...view.due, ...view.later].map((r) => r.id));
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`undo on the core/history timeline restores every earlier state exactly (seed ${SEED})`, () => {
    fc.assert(
      fc.property(anyFight, fc.nat(40), ({ size, seed, ops }, back) => {
        const dice = seededDice(seed);
        let line: Timeline<SecondsState> = timeline(seconds.start(roster(size), dice, OPTIONS).state);
        const snapshots = [JSON.stringify(line.present)];
        for (const op of ops) {
          const before = line.present;
          line = record(line, apply(line.present, op, dice).state, 1000);
          if (line.present !== before) snapshots.push(JSON.stringify(line.present));
        }
        // no step changed an earlier state in place
        expect([...line.past, line.present].map((s) => JSON.stringify(s))).toEqual(snapshots);
        const { timeline: undone, moved } = undo(line, back);
        expect(moved).toBe(Math.min(back, snapshots.length - 1));
        expect(JSON.stringify(undone.present)).toBe(snapshots[snapshots.length - 1 - moved]);
        expect(seconds.validate(JSON.parse(JSON.stringify(undone.present)))).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
