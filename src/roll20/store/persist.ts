import type { Stored } from '../../app/model';
import { encodeTimeline } from './timeline-codec';
import { packTurnOrder } from './turn-order';

/** What goes into Roll20's `state`: the store with its undo history as diffs. Plain JSON data. */
export function persist(stored: Stored): unknown {
  if (!stored.fight) return stored;
  return { ...stored, fight: { ...stored.fight, timeline: encodeTimeline(stored.fight.timeline), lastTurnOrder: packTurnOrder(stored.fight) } };
}
