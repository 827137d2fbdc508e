// The rondel's markers (docs/rules.md §4, §6): when each ends.
import type { Combatant, Marker } from './state';

/** Markers that last until the combatant's next action comes. */
export function untilNextTurn(m: Marker): m is Extract<Marker, { kind: 'holding' | 'dashing' }> {
  return m.kind === 'holding' || m.kind === 'dashing';
}

/**
 * Whether a marker of `c` has ended at `count`. A hold ends when the held turn comes; a Dash lasts through the window
 * on the dasher's own count, which comes before its action (docs/rules.md §5), and ends with that action (declare.ts).
 */
export function expired(c: Combatant, m: Marker, count: number): boolean {
  if (m.kind === 'dashing') return m.until === undefined ? c.nextAt < count : m.until < count;
  return m.kind === 'holding' ? c.nextAt <= count : m.until <= count;
}
