// Undo as an input to the engine: a bounded history of earlier states, and the states undone.

export interface Timeline<T> {
  readonly present: T;
  /** Earlier states, oldest first. */
  readonly past: readonly T[];
  /** States undone, most recently undone last; cleared by any new step. */
  readonly future: readonly T[];
}

export const HISTORY_LIMIT = 30;

export function timeline<T>(present: T): Timeline<T> {
  return { present, past: [], future: [] };
}

/** Records a step. A step that changed nothing (the same object) leaves the timeline as it was. */
export function record<T>(t: Timeline<T>, next: T, limit = HISTORY_LIMIT): Timeline<T> {
  if (next === t.present) return t;
  const was = t.past;
  if (!Number.isInteger(limit) || limit < 1) {
    const past = [...was, t.present];
    return { present: next, past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
  }
  // `[...was, t.present]` cut to the last `limit`, as one copy
  const past = was.slice(was.length + 1 > limit ? was.length + 1 - limit : 0);
  past.push(t.present);
  return { present: next, past, future: [] };
}

/** Goes back up to n steps; `moved` says how many it could. */
export function undo<T>(t: Timeline<T>, n = 1): { timeline: Timeline<T>; moved: number } {
  const moved = Math.max(0, Math.min(Math.floor(n), t.past.length));
  if (moved === 0) return { timeline: t, moved };
  const cut = t.past.length - moved;
  const restored = t.past[cut] as T;
  const undone = [...t.past.slice(cut + 1), t.present].reverse();
  return { timeline: { present: restored, past: t.past.slice(0, cut), future: [...t.future, ...undone] }, moved };
}

/** Goes forward again up to n undone steps. */
export function redo<T>(t: Timeline<T>, n = 1): { timeline: Timeline<T>; moved: number } {
  const moved = Math.max(0, Math.min(Math.floor(n), t.future.length));
  if (moved === 0) return { timeline: t, moved };
  const cut = t.future.length - moved;
  const redone = t.future.slice(cut).reverse();
  const present = redone[redone.length - 1] as T;
  const past = [...t.past, t.present, ...redone.slice(0, -1)];
  return { timeline: { present, past, future: t.future.slice(0, cut) }, moved };
}

/** Applies `f` to every state of the timeline; states `f` returns unchanged stay shared. */
export function mapTimeline<T>(t: Timeline<T>, f: (state: T) => T): Timeline<T> {
  return { present: f(t.present), past: t.past.map(f), future: t.future.map(f) };
}
