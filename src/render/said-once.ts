// A condition held by a timed effect is one fact, said once (docs/rules.md §12): the card that gives it a duration
// says "Zombie is now prone, until count 6.", not that and "Zombie: prone, until count 6."; the card where it runs out
// says "Zombie: prone ends.", not that and "Zombie is no longer prone.".
import type { FightEvent } from '../rules/core/events';

/** The conditions of a step that its effect lines say: `id` and condition, for the effects named after them. */
export interface SaidByEffects {
  /** Whether the condition's change is said by an effect's line (so the condition line leaves it out). */
  has(id: string, condition: string, added: boolean): boolean;
}

const NOTHING: SaidByEffects = { has: () => false };

/**
 * The conditions a step adds or lifts together with an effect of the same name on the same combatant (a condition
 * given a duration, or lifted as its duration runs out). Most steps have none: nothing is made for them.
 */
export function saidByEffects(events: readonly FightEvent[]): SaidByEffects {
  let effects: FightEvent[] | null = null;
  let changes = false;
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type === 'effect-started' || e.type === 'effect-ended') (effects ??= []).push(e);
    else if (e.type === 'conditions-changed') changes = true;
  }
  if (effects === null || !changes) return NOTHING;
  const said = new Set<string>();
  for (const e of events) {
    if (e.type !== 'conditions-changed') continue;
    for (const x of effects) {
      if (x.type !== 'effect-started' && x.type !== 'effect-ended') continue;
      const list = x.type === 'effect-started' ? e.added : e.removed;
      // an effect named for its condition, in any case (`Prone` times `prone`), as effect names are read
      if (x.id === e.id && (list as readonly string[]).includes(x.name.toLowerCase())) said.add(key(x.id, x.name, x.type === 'effect-started'));
    }
  }
  return said.size === 0 ? NOTHING : { has: (id, condition, added) => said.has(key(id, condition, added)) };
}

function key(id: string, condition: string, added: boolean): string {
  return `${added ? '+' : '-'}${condition.toLowerCase()}\u0000${id}`;
}
