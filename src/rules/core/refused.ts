// A refused request (every rule set): the same state object and one `rejected` event; nothing else changes.
import type { FightEvent, Rejection, Step } from './events';
import type { NewCombatant } from './rule-set';
import type { ConditionKey } from './conditions';
import { dodgeBlockedBy } from './restrictions';

/** The step of a refused request: the state as it was, and one `rejected` event. */
export function rejected<S>(state: S, rejection: Rejection): Step<S> {
  return { state, events: [{ type: 'rejected', ...rejection }] };
}

/** A reaction's words that name a dodge or a deflection. */
const DODGE_WORDS = /\b(dodg|deflect)/i;

/**
 * docs/rules.md §11 (page 000, restrained): a reaction named as a dodge or a deflection is refused while a condition
 * keeps the combatant from them; any other reaction is its rule set's to judge. Null when nothing refuses it here.
 */
export function dodgeRefused<S>(state: S, c: { readonly id: string; readonly conditions: readonly ConditionKey[] } | undefined, note: string): Step<S> | null {
  if (c === undefined || !DODGE_WORDS.test(note)) return null;
  const by = dodgeBlockedBy(c.conditions);
  return by === null ? null : rejected(state, { code: 'cannot-dodge', id: c.id, condition: by });
}

/** The refusal of a request that names nobody in the fight. */
export const UNKNOWN: Rejection = { code: 'unknown-combatant' };

/**
 * docs/rules.md §2, §9.2, §9.3: those of `list` not in the fight yet; one already in it is refused
 * (`already-in-combat`), the others join.
 */
export function newcomers<S>(state: S, list: readonly NewCombatant[], find: (state: S, id: string) => unknown, events: FightEvent[]): NewCombatant[] {
  return list.filter((c) => {
    if (!find(state, c.id)) return true;
    events.push({ type: 'rejected', code: 'already-in-combat', id: c.id });
    // Stryker disable next-line BooleanLiteral: equivalent, each rule set's admit() skips the ids already in the fight as well
    return false;
  });
}
