// Declaring an action (docs/rules.md §4): its cool-down rolled, the combatant moved down the rondel, its marker set.
import { isActionKey, rollCoolDown, countsToNextAction, type ActionInput, type ActionKey } from './actions';
import type { Combatant, CombatState, FightEvent, Marker, MarkerKind, PendingSpell, Step } from './state';
import { blocksActing } from '../core/conditions';
import type { Dice } from '../core/dice';
import { currentCombatant, findCombatant } from './order';
import { combatantWith, stateWith } from './copy';
import { rejected, UNKNOWN } from '../core/refused';
import { checkInteger } from '../core/typed-numbers';
import { LIMITS } from './limits';
import { keptThroughTurn, untilNextTurn } from './markers';
import { settleTies } from './settle-ties';
import { finish, replace } from './transition';
import { settleTurnsHere } from './kept';

/** docs/rules.md §4: Full Guard lasts 12 counts. */
export const GUARD_COUNTS = 12;

/**
 * docs/rules.md §4: the due combatant declares its action; the cool-down is rolled and it moves down the rondel.
 * Only the combatant whose turn it is may declare (ties act in tie-break order).
 */
export function declareAction(
  state: CombatState,
  id: string,
  action: ActionKey,
  input: ActionInput,
  dice: Dice,
  note = '',
): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!isActionKey(action)) return rejected(state, { code: 'bad-value', field: 'action', low: 0, high: 0 });
  if (c.nextAt > state.counter) {
    return rejected(state, { code: 'not-due', id, nextAt: c.nextAt, counter: state.counter });
  }
  const current = currentCombatant(state) as Combatant;
  if (current.id !== c.id) {
    return rejected(state, { code: 'not-first', id, first: current.id, counter: state.counter });
  }
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  if (action === 'hold' && c.lastAction === 'hold') {
    return rejected(state, { code: 'hold-twice', id });
  }
  const problem =
    checkInteger(input.speed, 'speed', -LIMITS.speed, LIMITS.speed) ??
    checkInteger(input.mod, 'mod', -LIMITS.mod, LIMITS.mod) ??
    checkInteger(input.cast, 'cast', 0, LIMITS.cast);
  if (problem) return rejected(state, problem);
  const events: FightEvent[] = [];
  // the action-turn ends the effects it uses up now, the window of this count keeping what it gave (ruling 107)
  const next = settleTurnsHere(applyAction(state, c, action, input, note, dice, events, false), events);
  return finish(state, next, events);
}

export function applyAction(
  state: CombatState,
  c: Combatant,
  action: ActionKey,
  input: ActionInput,
  note: string,
  dice: Dice,
  events: FightEvent[],
  passedOver: boolean,
): CombatState {
  const count = state.counter;
  // docs/rules.md §4: after a hold, Reset, an action or Full Guard pays no Change Action d4.
  const changeWaived = Boolean(input.change) && c.lastAction === 'hold';
  const coolDown = rollCoolDown(action, input, Boolean(input.change) && !changeWaived, dice);
  const nextAt = count + countsToNextAction(coolDown);
  // the markers kept: not those until this turn, nor a guard a new guard replaces; then the action's own
  const markers: Marker[] = [];
  for (let k = 0; k < c.markers.length; k += 1) {
    const m = c.markers[k] as Marker;
    // those until this turn end with it, but a dash at a window on its count, which came before the action (markers.ts)
    const kept = untilNextTurn(m) ? keptThroughTurn(m, count) : action === 'guard' && m.kind === 'guard' ? null : m;
    if (kept) markers.push(kept);
  }
  let applied: { marker: MarkerKind; until: number | null } | null = null;
  if (action === 'guard') {
    markers.push({ kind: 'guard', from: count, until: count + GUARD_COUNTS });
    applied = { marker: 'guard', until: count + GUARD_COUNTS };
  }
  if (action === 'hold') {
    markers.push({ kind: 'holding', from: count });
    applied = { marker: 'holding', until: nextAt };
  }
  if (action === 'dash') {
    markers.push({ kind: 'dashing', from: count });
    applied = { marker: 'dashing', until: nextAt };
  }
  let next = replace(state, c, combatantWith(c, { nextAt, tie: null, lastAction: action, markers }));
  events.push({ type: 'action-declared', id: c.id, count, coolDown, action, nextAt, changeWaived, passedOver, note });
  if (applied) events.push({ type: 'marker-applied', id: c.id, marker: applied.marker, until: applied.until });
  if (action === 'magic') {
    const resolvesAt = count + coolDown.castTime;
    const text = note.trim();
    if (resolvesAt <= count) {
      events.push({ type: 'spell-resolves', id: c.id, name: c.name, count, note: text });
    } else {
      const spell: PendingSpell = { casterId: c.id, casterName: c.name, castAt: count, resolvesAt, note: text };
      next = stateWith(next, { spells: [...next.spells, spell] });
      events.push({ type: 'spell-cast', id: c.id, resolvesAt, note: text });
    }
  }
  // `next` and its list were made above (replace), and nobody has seen them yet
  const settled = settleTies(next, nextAt, dice, true);
  if (settled.event) events.push(settled.event);
  return settled.state;
}
