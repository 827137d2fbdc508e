// The rondel's markers (docs/rules.md §4, §6): when each ends.
import type { Combatant, Marker } from './state';

/** Markers that last until the combatant's next action comes. */
export function untilNextTurn(m: Marker): m is Extract<Marker, { kind: 'holding' | 'dashing' }> {
  return m.kind === 'holding' || m.kind === 'dashing';
}

/** Whether a marker of `c` has ended at `count`. */
export function expired(c: Combatant, m: Marker, count: number): boolean {
  return untilNextTurn(m) ? c.nextAt <= count : m.until <= count;
}
