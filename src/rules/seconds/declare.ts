// Declaring an action in 20-second rounds (docs/rules.md §9.2): it happens at the combatant's second; magic after its casting time.
import { blocksActing } from '../core/conditions';
import type { FightEvent } from '../core/events';
import type { ActionInput } from '../core/rule-set';
import { isSecondsActionKey } from './actions';
import { currentCombatant, findCombatant } from './order';
import { clockOf, LIMITS, type SecondsCombatant, type SecondsState, type Step } from './state';
import { secondsCombatantWith, secondsStateWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { checkInteger } from '../core/typed-numbers';
import { nextActionClock } from './casting';
import { finish, replace } from './transition';

/**
 * docs/rules.md §9.2: the due combatant declares its action, which happens at its second; no cool-down, no hold.
 * Only the combatant whose turn it is may declare (ties act in tie-break order). Magic takes effect after its casting
 * time in seconds, carried into later rounds when past 20.
 */
export function declareAction(state: SecondsState, id: string, action: string, input: ActionInput, note = ''): Step {
  if (!isSecondsActionKey(action)) return rejected(state, { code: 'not-in-rule-set', action, ruleSet: 'seconds' });
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const count = clockOf(state);
  if (c.second !== state.second) return rejected(state, { code: 'not-due', id, nextAt: nextActionClock(state, c), counter: count });
  const current = currentCombatant(state) as SecondsCombatant;
  if (current.id !== c.id) return rejected(state, { code: 'not-first', id, first: current.id, counter: count });
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  const problem =
    checkInteger(input.speed, 'speed', -LIMITS.speed, LIMITS.speed) ??
    checkInteger(input.mod, 'mod', -LIMITS.mod, LIMITS.mod) ??
    checkInteger(input.cast, 'cast', 0, LIMITS.cast);
  if (problem) return rejected(state, problem);
  const text = note.trim();
  const events: FightEvent[] = [
    { type: 'action-declared', id, count, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text },
  ];
  let next = replace(state, c, secondsCombatantWith(c, { second: null, tie: null }));
  if (action === 'magic') {
    const resolvesAt = count + (input.cast ?? 0);
    if (resolvesAt <= count) events.push({ type: 'spell-resolves', id, name: c.name, count, note: text });
    else {
      next = secondsStateWith(next, { spells: [...next.spells, { casterId: id, casterName: c.name, castAt: count, resolvesAt, note: text }] });
      events.push({ type: 'spell-cast', id, resolvesAt, note: text });
      events.push({ type: 'marker-applied', id, marker: 'casting', until: resolvesAt });
    }
  }
  return finish(state, next, events);
}
