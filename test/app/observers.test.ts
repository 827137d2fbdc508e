// The observers of other scripts (src/app/observers.ts): each gets its own copy, and one that registers observers
// while it is told of a change does not make the list grow under the loop (review 13c).
import { describe, expect, it } from 'vitest';
import { createObservers, type RondelSnapshot } from '../../src/app/observers';
import { freshStore } from '../../src/app/model';

describe('observers registering observers', () => {
  it('are told once per change; those registered meanwhile hear the next change', () => {
    const w = createObservers(() => undefined);
    let calls = 0;
    const greedy = (): void => {
      calls += 1;
      w.observe(greedy);
      w.observeEvents(() => undefined);
    };
    w.observe(greedy);
    w.notify(freshStore(), () => false);
    expect(calls).toBe(1);
    w.notify(freshStore(), () => false);
    expect(calls).toBe(3);
  });

  it('an event observer that registers event observers hears each event once', () => {
    const w = createObservers(() => undefined);
    const heard: string[] = [];
    const greedy = (e: { type: string }): void => {
      heard.push(e.type);
      w.observeEvents(greedy);
    };
    w.observeEvents(greedy);
    const fight = freshStore();
    w.tell({ ...fight, fight: null }, fight, { messages: [], told: [{ type: 'fight-ended' }, { type: 'fight-ended' }] });
    expect(heard).toEqual(['fight-ended', 'fight-ended']);
  });

  it('a null snapshot is handed as null', () => {
    const w = createObservers(() => undefined);
    const seen: (RondelSnapshot | null)[] = [];
    w.observe((s) => seen.push(s));
    w.notify(freshStore(), () => false);
    expect(seen).toEqual([null]);
  });
});
