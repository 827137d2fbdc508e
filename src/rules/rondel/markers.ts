// The rondel's markers (docs/rules.md §4, §6): when each ends.
import type { Combatant, Marker } from './state';
import { isWindow } from './windows';

/**
 * What a marker that lasts until its bearer's turn keeps of itself when that turn comes at `count`: a dash lasts on
 * through a window on that count, which comes before the turn (docs/rules.md §5, ruling 11), and goes as the counter
 * leaves it; anything else ends there (null).
 */
export function keptThroughTurn(m: Marker, count: number): Marker | null {
  return m.kind === 'dashing' && m.until === undefined && m.from < count && isWindow(count) ? { kind: 'dashing', from: m.from, until: count } : null;
}

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
