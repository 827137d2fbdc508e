import type { Fight, Stored } from '../../app/model';
import { fightStored } from '../../app/fight-with';
import { storedWithFight } from '../../app/stored-with';
import { encodeTimeline } from './timeline-codec';
import { packTurnOrder } from './turn-order';

/** What goes into Roll20's `state`: the store with its undo history as diffs. Plain JSON data. */
export function persist(stored: Stored): unknown {
  if (!stored.fight) return stored;
  const fight = fightStored(stored.fight, encodeTimeline(stored.fight.timeline), packTurnOrder(stored.fight)) as unknown as Fight;
  return storedWithFight(stored, fight);
}
