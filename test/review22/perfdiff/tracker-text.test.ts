// Review 22 (perf diff): projectText (madeText cutting runs of rows out of the last text, one places array) against
// its definition JSON.stringify(project(…)), over random sequences of views: rows kept, moved, replaced, added and
// removed, duplicated, the count's place anywhere, foreign entries, two pages, odd ids and values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { project, projectText, type Entry } from '../../../src/app/tracker';
import type { FightStateBase, RuleSet, TrackerRow, TrackerView } from '../../../src/rules/core/rule-set';

type FakeState = FightStateBase & { view: TrackerView };
const rs = { tracker: (s: FakeState) => s.view } as unknown as RuleSet<FightStateBase>;

const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'q"uote', 'ü\u2028\\x', '-1', ''];
const value = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -5, max: 30 }) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -0, 1.5, 1e21) },
);

type Step = {
  // a permutation key per pool row; rows with key < cut are due, the rest later, those past `keep` dropped
  order: number[];
  keep: number;
  due: number;
  // which rows get a new object (a new value or the same value)
  renew: { at: number; v: number | null }[];
  dup: number | null;
  page: number;
  foreign: { id: string; pr: string | number; custom: string }[];
  title: number;
};

const stepArb: fc.Arbitrary<Step> = fc.record({
  order: fc.array(fc.nat(1000), { minLength: IDS.length, maxLength: IDS.length }),
  keep: fc.integer({ min: 0, max: IDS.length }),
  due: fc.nat(IDS.length),
  renew: fc.array(fc.record({ at: fc.nat(IDS.length - 1), v: value }), { maxLength: 3 }),
  dup: fc.option(fc.nat(IDS.length - 1), { freq: 8 }),
  page: fc.constantFrom(0, 0, 0, 0, 1),
  foreign: fc.array(fc.record({ id: fc.constantFrom('z1', 'z"2', '-1'), pr: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), custom: fc.constantFrom('', 'Torch', 'Round 2 · turns', 'Count') }), { maxLength: 2 }),
  title: fc.nat(3),
});

/** Small moves most of the time: a step keeps most of the order of the last one. */
const stepsArb = fc.record({
  size: fc.integer({ min: 0, max: IDS.length }),
  steps: fc.array(fc.tuple(stepArb, fc.constantFrom('small', 'small', 'small', 'big')), { minLength: 1, maxLength: 25 }),
});

describe('projectText is JSON.stringify(project(…)) (review 22, perf diff)', () => {
  it('over random sequences of views', () => {
    fc.assert(
      fc.property(stepsArb, ({ size, steps }) => {
        const ids = IDS.slice(0, size);
        let pool: TrackerRow[] = ids.map((id, i) => ({ id, value: i }));
        let order: TrackerRow[] = pool.slice();
        let dueCount = Math.floor(pool.length / 2);
        for (const [s, kind] of steps) {
          for (const r of s.renew) {
            if (pool.length === 0) break;
            const at = r.at % pool.length;
            const old = pool[at] as TrackerRow;
            const fresh = { id: old.id, value: r.v };
            pool = pool.map((x) => (x === old ? fresh : x));
            order = order.map((x) => (x === old ? fresh : x));
          }
          if (kind === 'big') {
            const keyed = pool.map((r, i) => [s.order[i] as number, r] as const);
            keyed.sort((x, y) => x[0] - y[0]);
            order = keyed.map((k) => k[1]).slice(0, Math.max(s.keep, 0));
            dueCount = s.due % (order.length + 1);
          } else if (order.length > 0) {
            // move one row a few places, or drop one, or bring one back, and move the count by one
            const i = (s.order[0] as number) % order.length;
            const x = order[i] as TrackerRow;
            const rest = order.filter((_, k) => k !== i);
            const mode = (s.order[1] as number) % 4;
            if (mode === 0) order = rest;
            else if (mode === 1) {
              const to = Math.max(0, Math.min(rest.length, i + ((s.order[2] as number) % 7) - 3));
              order = [...rest.slice(0, to), x, ...rest.slice(to)];
            } else if (mode === 2) {
              const missing = pool.filter((p) => !order.includes(p));
              const y = missing[(s.order[3] as number) % Math.max(1, missing.length)];
              if (y) order = [...order.slice(0, i), y, ...order.slice(i)];
            }
            dueCount = Math.max(0, Math.min(order.length, dueCount + ((s.order[4] as number) % 3) - 1));
          } else {
            order = pool.slice(0, s.keep);
            dueCount = s.due % (order.length + 1);
          }
          let due = order.slice(0, dueCount);
          const later = order.slice(dueCount);
          if (s.dup !== null && order.length > 0) due = [order[s.dup % order.length] as TrackerRow, ...due];
          const view: TrackerView = { title: ['Round 3 · turns', 'Count', 'Round 1 · second 4', 'Count · x"'][s.title] as string, value: s.title === 3 ? (null as unknown as number) : s.title * 3, due, later };
          const state = { combatants: pool.map((r) => ({ id: r.id })), view } as unknown as FakeState;
          const page = s.page === 0 ? 'page-1' : 'pâge"2';
          const existing: Entry[] = s.foreign.map((f) => ({ id: f.id, pr: f.pr, custom: f.custom, _pageid: page }));
          const want = JSON.stringify(project(rs, state, page, existing));
          const got = projectText(rs, state, page, existing);
          expect(got).toBe(want);
        }
      }),
      { numRuns: 3000, seed: 2222 },
    );
  });
});
