// Saving the undo history does no work that grows with it (issue #16: "no work that grows with the undo history").
// Each step's diff is computed once: a command that records a step computes one diff, whatever the history's length;
// undo and redo compute the one diff whose newer neighbour changed; a second save of the same history computes none;
// a load decodes each step once, and a save right after it computes none. The counts below are of calls into
// src/roll20/store/step-diff.ts, wrapped; what is stored is checked against encoding the history whole.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { mapTimeline, record, redo, timeline, undo, type Timeline } from '../../src/rules/core/history';
import { ruleSetOf } from '../../src/rules/registry';
import { randomPlay } from '../support/random-play';

const calls = vi.hoisted(() => ({ diff: 0, apply: 0 }));

vi.mock('../../src/roll20/store/step-diff', async (original) => {
  const real = await original<typeof import('../../src/roll20/store/step-diff')>();
  return {
    ...real,
    diffStep: (...args: Parameters<typeof real.diffStep>) => {
      calls.diff += 1;
      return real.diffStep(...args);
    },
    applyDiff: (...args: Parameters<typeof real.applyDiff>) => {
      calls.apply += 1;
      return real.applyDiff(...args);
    },
  };
});

const { decodeTimeline, encodeTimeline } = await import('../../src/roll20/store/timeline-codec');

type T = Timeline<FightStateBase>;

/** Diffs computed by one save, and what it stored checked against the whole encoding (whose own diffs are not counted). */
function diffsToSave(t: T): number {
  calls.diff = 0;
  const stored = encodeTimeline(t);
  const n = calls.diff;
  expect(JSON.stringify(stored)).toBe(JSON.stringify(encodeTimeline(t, true)));
  return n;
}

function aHistory(steps: number, limit = 30): { t: T; next: () => FightStateBase } {
  const play = randomPlay(ruleSetOf('seconds') as never, 16, 12);
  let t: T = timeline(play.step().after);
  // a step that changes the fight (a random step may change nothing, and then records nothing)
  const next = (): FightStateBase => {
    for (;;) {
      const { before, after } = play.step();
      if (after !== before) return after;
    }
  };
  for (let i = 0; i < steps; i += 1) t = record(t, next(), limit);
  expect(t.past.length).toBe(Math.min(steps, limit));
  return { t, next };
}

describe('saving the undo history', () => {
  beforeEach(() => {
    calls.diff = 0;
    calls.apply = 0;
  });

  it('computes one diff for a step recorded, at 3 steps as at 30, and at the limit when the oldest step goes', () => {
    for (const steps of [3, 30]) {
      const h = aHistory(steps, 40);
      diffsToSave(h.t);
      let t = h.t;
      for (let i = 0; i < 5; i += 1) {
        t = record(t, h.next(), 30);
        expect(diffsToSave(t), `${steps} steps, step ${i}`).toBe(1);
      }
    }
  });

  it('computes no diff when the same history is saved again', () => {
    const h = aHistory(10);
    diffsToSave(h.t);
    expect(diffsToSave(h.t)).toBe(0);
  });

  it('computes a diff per step undone or redone (it is stored against its other neighbour now), however long the history', () => {
    const h = aHistory(25);
    diffsToSave(h.t);
    const back = undo(h.t, 1).timeline;
    expect(diffsToSave(back)).toBe(1);
    const back3 = undo(back, 3).timeline;
    expect(diffsToSave(back3)).toBe(3);
    const again = redo(back3, 2).timeline;
    expect(diffsToSave(again)).toBe(2);
    // one step redone, the rest of the future kept as it was stored
    const once = redo(again, 1).timeline;
    expect(once.future.length).toBe(1);
    expect(diffsToSave(once)).toBe(1);
    // a step recorded after an undo clears the future: one diff
    expect(diffsToSave(record(again, h.next()))).toBe(1);
  });

  it('computes again only the diffs whose steps changed when a token is forgotten by part of the history', () => {
    const h = aHistory(12);
    diffsToSave(h.t);
    // forgotten from the three newest steps only (the older steps are the same objects, and so are their neighbours but one)
    const newest = new Set([h.t.present, h.t.past[h.t.past.length - 1], h.t.past[h.t.past.length - 2]]);
    const id = (h.t.present.combatants[0] as FightStateBase['combatants'][number]).id;
    const rs = ruleSetOf('seconds') as NonNullable<ReturnType<typeof ruleSetOf>>;
    const t = mapTimeline(h.t, (s) => (newest.has(s) && s.combatants.some((c) => c.id === id) ? rs.leave(s, id).state : s));
    // the two newest past steps and the one whose newer neighbour changed
    expect(diffsToSave(t)).toBe(3);
  });

  it('decodes each step once, and a save right after the load computes no diff', () => {
    const h = aHistory(15);
    const raw = JSON.parse(JSON.stringify(encodeTimeline(undo(h.t, 4).timeline, true))) as ReturnType<typeof encodeTimeline>;
    calls.apply = 0;
    const decoded = decodeTimeline(raw);
    expect(decoded?.past.length).toBe(11);
    expect(decoded?.future.length).toBe(4);
    expect(calls.apply).toBe(15);
    expect(decodeTimeline(raw)).toBe(decoded);
    expect(calls.apply).toBe(15);
    calls.diff = 0;
    expect(encodeTimeline(decoded as T)).toBe(raw);
    expect(calls.diff).toBe(0);
    expect(diffsToSave(record(decoded as T, h.next()))).toBe(1);
  });

  it('does not take the diffs of a history that ends the same way but differs one step before', () => {
    const h = aHistory(6);
    diffsToSave(h.t);
    const [a, b] = [h.next(), h.next()];
    const other: T = { present: a, past: [...h.t.past.slice(0, -1), b, h.t.present], future: [] };
    expect(diffsToSave(other)).toBeGreaterThan(1);
  });

  it('refuses a stored history whose steps are not lists, and one with a step that does not fit, decoding no further', () => {
    const h = aHistory(6);
    const raw = JSON.parse(JSON.stringify(encodeTimeline(undo(h.t, 2).timeline, true))) as ReturnType<typeof encodeTimeline>;
    expect(raw.future.length).toBe(2);
    expect(decodeTimeline({ ...raw, past: {} as never })).toBeNull();
    expect(decodeTimeline({ ...raw, future: 'x' as never })).toBeNull();
    calls.apply = 0;
    const broken = { ...raw, past: raw.past.map((d, i) => (i === raw.past.length - 2 ? ({ ids: ['nobody'] } as never) : d)) };
    expect(decodeTimeline(broken)).toBeNull();
    // the newest step, then the one that does not fit: nothing older is read, nor the future
    expect(calls.apply).toBe(2);
    const brokenFuture = { ...raw, future: [{ ids: ['nobody'] } as never] };
    expect(decodeTimeline(brokenFuture)).toBeNull();
  });
});
