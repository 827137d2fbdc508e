// A caster's spell in 20-second rounds (docs/rules.md §9.2): the casting is its action until the spell takes effect.
import { clockAt, nextRoundClock, SECONDS_PER_ROUND, type PendingSpell, type SecondsCombatant, type SecondsState } from './state';

/** The first pending spell of a caster, if it is casting. */
export function pendingSpell(state: SecondsState, id: string): PendingSpell | undefined {
  let first: PendingSpell | undefined;
  for (const s of state.spells) if (s.casterId === id && (!first || s.resolvesAt < first.resolvesAt)) first = s;
  return first;
}

/** The clock of a combatant's next action, as far as it is known: its second, its carried second, or a later round. */
export function nextActionClock(state: SecondsState, c: SecondsCombatant): number {
  if (c.second !== null) return clockAt(state.round, c.second);
  if (c.carried !== null) return clockAt(state.round + 1, c.carried);
  // a casting that spans rounds is the caster's action until the round after the spell lands
  let last = 0;
  for (const s of state.spells) if (s.casterId === c.id) last = Math.max(last, s.resolvesAt);
  if (last >= nextRoundClock(state)) return clockAt(Math.floor((last - 1) / SECONDS_PER_ROUND) + 2, 1);
  return nextRoundClock(state);
}
