// Review 22 (perf diff): 10-second rounds' tracker view (the two runs cut out whole, rows found side by side) and
// firstPending (the first still to act in the order kept from the last view), against their definitions: the view
// before the change (a full sort; the acting one, then those still to act; later the rest but the acting one) and the
// old firstPending (one pass, the least pending by the comparator). Random states, in sequences that keep most
// combatant objects from one state to the next (as steps do), so the kept orders and rows are exercised.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rounds } from '../../../src/rules/rounds';
import { compareCombatants, firstPending } from '../../../src/rules/rounds/order';
import type { RoundsCombatant, RoundsState } from '../../../src/rules/rounds/state';
import type { FightStateBase, RuleSet } from '../../../src/rules/core/rule-set';
import { randomPlay } from '../../support/random-play';

function plainView(state: RoundsState) {
  const ordered = [...state.combatants].sort(compareCombatants);
  const current = state.turn ? state.combatants.find((c) => c.id === state.turn?.id) : undefined;
  const row = (c: RoundsCombatant) => ({ id: c.id, value: c.initiative });
  const pending = (c: RoundsCombatant) => c.doneRound < state.round;
  return {
    title: `Round ${state.round} · turns`,
    value: state.round,
    due: [...(current ? [current] : []), ...ordered.filter(pending)].map(row),
    later: ordered.filter((c) => !pending(c) && c.id !== current?.id).map(row),
  };
}

function oldFirstPending(state: RoundsState): RoundsCombatant | undefined {
  let best: RoundsCombatant | undefined;
  for (const c of state.combatants) if (c.doneRound < state.round && (!best || compareCombatants(c, best) < 0)) best = c;
  return best;
}

const cArb = fc.record({
  initiative: fc.integer({ min: -2, max: 6 }),
  tie: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 2 }),
  arrival: fc.integer({ min: 0, max: 30 }),
  done: fc.integer({ min: -2, max: 0 }),
});

type Edit = { at: number; c: fc.Arbitrary<unknown> extends never ? never : { initiative: number; tie: number[]; arrival: number; done: number } };
const editArb = fc.record({ at: fc.nat(40), c: cArb, kind: fc.constantFrom('replace', 'replace', 'replace', 'add', 'remove', 'done', 'turn', 'round') });

describe('10-second rounds: tracker view and firstPending (review 22, perf diff)', () => {
  it('are their definitions over sequences of random states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(cArb, { minLength: 0, maxLength: 14 }), fc.array(fc.array(editArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }), (round0, initial, steps) => {
        let round = round0;
        let serial = 0;
        const make = (x: { initiative: number; tie: number[]; arrival: number; done: number }, id?: string): RoundsCombatant =>
          ({ id: id ?? `t${(serial += 1)}`, name: 'x', tier: 'red_fox', perceptionMod: 0, initiativeAdjustment: 0, speed: 0, arrival: x.arrival, conditions: [], hexesPerRound: null, initiative: x.initiative, tie: x.tie, doneRound: Math.max(0, round + x.done), reactedRound: 0, defenseRound: 0, status: null }) as unknown as RoundsCombatant;
        let list = initial.map((x) => make(x));
        let turnId: string | null = list[0]?.id ?? null;
        const check = (): void => {
          const state = { round, turn: turnId ? { id: turnId, action: null } : null, combatants: list, nextArrival: 99 } as unknown as RoundsState;
          // firstPending first (as a next asks it), then the view, then firstPending again of the same state
          expect(firstPending(state)?.id).toBe(oldFirstPending(state)?.id);
          const v = rounds.tracker(state);
          expect(v).toEqual(plainView(state));
          expect(firstPending(state)?.id).toBe(oldFirstPending(state)?.id);
        };
        check();
        for (const edits of steps) {
          list = list.slice();
          for (const e of edits) {
            const at = list.length ? e.at % list.length : 0;
            if (e.kind === 'replace' && list.length) list[at] = make({ ...e.c, initiative: e.at % 3 === 0 ? (list[at] as RoundsCombatant).initiative : e.c.initiative }, (list[at] as RoundsCombatant).id);
            else if (e.kind === 'add') list.push(make(e.c));
            else if (e.kind === 'remove' && list.length) list.splice(at, 1);
            else if (e.kind === 'done' && list.length) list[at] = { ...(list[at] as RoundsCombatant), doneRound: round };
            else if (e.kind === 'turn') turnId = list.length && e.at % 5 !== 0 ? (list[at] as RoundsCombatant).id : e.at % 2 ? null : 'gone';
            else if (e.kind === 'round') round += 1;
          }
          check();
        }
      }),
      { numRuns: 1500, seed: 2223 },
    );
  });

  it('are their definitions at every step of random play (large fights, rerolls)', () => {
    for (const seed of [3, 17, 41, 77]) {
      const play = randomPlay(rounds as unknown as RuleSet<FightStateBase>, seed, 30);
      for (let i = 0; i < 400; i += 1) {
        const { before, after } = play.step();
        const s = after as unknown as RoundsState;
        expect(firstPending(s)?.id).toBe(oldFirstPending(s)?.id);
        expect(rounds.tracker(s)).toEqual(plainView(s));
        expect(firstPending(before as unknown as RoundsState)?.id).toBe(oldFirstPending(before as unknown as RoundsState)?.id);
      }
    }
  });
});
