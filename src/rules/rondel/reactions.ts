// Reactions (docs/rules.md §6): on anyone's turn, then the flex marker for 8 counts.
import type { Combatant, CombatState, FightEvent, Marker, Rejection, Step } from './state';
import { blocksActing } from '../core/conditions';
import { findCombatant } from './order';
import { combatantWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { finish, replace } from './transition';

/** docs/rules.md §6: a reaction's cool-down, static. */
export const FLEX_COUNTS = 8;

export function flexUntil(c: Combatant, counter: number): number | null {
  for (const m of c.markers) if (m.kind === 'flex' && m.until > counter) return m.until;
  return null;
}

/** Why a combatant cannot react now, if it cannot: a condition that stops acting, or the flex marker (docs/rules.md §6). */
export function reactionRefusal(state: CombatState, c: Combatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  const until = flexUntil(c, state.counter);
  return until === null ? null : { code: 'flex-active', id: c.id, until };
}

/** docs/rules.md §6: a reaction, on anyone's turn; then no reaction for 8 counts (the flex marker). */
export function react(state: CombatState, id: string, note = ''): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refused = reactionRefusal(state, c);
  if (refused) return rejected(state, refused);
  const next = state.counter + FLEX_COUNTS;
  const markers: Marker[] = [...c.markers.filter((m) => m.kind !== 'flex'), { kind: 'flex', from: state.counter, until: next }];
  const events: FightEvent[] = [
    { type: 'reacted', id, count: state.counter, until: next, note: note.trim() },
    { type: 'marker-applied', id, marker: 'flex', until: next },
  ];
  return finish(state, replace(state, c, combatantWith(c, { markers })), events);
}
