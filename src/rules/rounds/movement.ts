// Movement in 10-second rounds (docs/rules.md §9.3): on its turn a combatant may move its hexes per round.
import type { Allowance } from '../core/events';
import { blocksMoving } from '../core/conditions';
import { TIER_HEXES_PER_ROUND } from '../core/numbers';
import type { RoundsCombatant } from './state';

/**
 * docs/rules.md §9.3 ruling: a combatant whose sheet gives no hexes per round moves what its tier moves in one cycle
 * of the rondel's default pattern (docs/rules.md §5, twelve counts). A Red Fox human gets 8 hexes, 40 feet: page
 * 000's human in medium armour.
 */
export { TIER_HEXES_PER_ROUND };

/** Bound on a sheet's hexes per round: a typo cannot give a combatant a thousand hexes. */
export const MAX_HEXES_PER_ROUND = 999;

export function hexesPerRound(c: RoundsCombatant): number {
  return c.hexesPerRound ?? TIER_HEXES_PER_ROUND[c.tier];
}

/**
 * What the combatant may move in its turn. Held (0) when restrained, grappled, paralyzed, petrified or unconscious.
 * Prone: `{kind: 'crawl', full, hexes}`, where `full` is its hexes per round and `hexes = ⌊full / 2⌋` what it may
 * crawl at double cost; standing up costs half the movement, ⌈full / 2⌉, which leaves the same ⌊full / 2⌋ to walk
 * (docs/rules.md §9.3); `stood`: it stood up this turn, and walks that ⌊full / 2⌋. Rough terrain (double cost) is
 * counted at the table.
 */
export function allowanceOf(c: RoundsCombatant, stood = false): Allowance {
  const held = blocksMoving(c.conditions);
  if (held) return { kind: 'held', reason: held };
  const full = hexesPerRound(c);
  // it stood up this turn (ruling 90): half its movement, rounded up, is spent
  if (stood) return { kind: 'move', hexes: Math.floor(full / 2) };
  if (c.conditions.includes('prone')) return { kind: 'crawl', hexes: Math.floor(full / 2), full };
  return { kind: 'move', hexes: full };
}
