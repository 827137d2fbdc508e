// The Cool-Down Rondel Hybrid (docs/rules.md §1–§8, rulebook page 002) behind the rule-set seam.
import { dodgeRefused } from '../core/refused';
import type { ActionSpec, ActionsNow, Mark, RuleSet, TrackerView } from '../core/rule-set';
import { renamedIn } from '../core/rename';
import { rowListBy, rowsBy } from '../core/rows';
import { ACTIONS, isActionKey, RONDEL_PERCEPTION_USE } from './actions';
import {
  advance,
  advanceOne,
  allowanceIn,
  changeConditions,
  declareAction,
  emptyCombat,
  flexUntil,
  joinCombat,
  leaveCombat,
  react,
  reactionRefusal,
  setNextCount,
  setNextCounts,
  setPerception,
  setTier,
  stand,
  startCombat,
  windowChanges,
} from './engine';
import { stateWith } from './copy';
import type { Combatant, CombatState, Marker } from './state';
import { currentCombatant, findCombatant, rondelOrder, rondelOrderView } from './order';
import { validateCombatState } from './validate';
import { isWindow } from './windows';

export const COUNT_TITLE = 'Count';

const NONE: ReadonlySet<string> = new Set();

const rowsOf = rowListBy(rowsBy((c: Combatant) => c.nextAt));

function marksOf(state: CombatState, c: Combatant): Mark[] {
  const marks: Mark[] = [];
  const markers = c.markers;
  // most combatants bear no marker
  if (markers.length === 0) return marks;
  const counter = state.counter;
  const flex = flexUntil(c, counter);
  if (flex !== null) marks.push({ kind: 'flex', until: flex, badge: flex - counter });
  // the first running guard, and whether any holding or dashing is borne: one indexed pass, no callbacks
  let guard: Extract<Marker, { kind: 'guard' }> | undefined;
  let holding = false;
  // the dash's end: its next action, or the window it still lasts through after that action (markers.ts)
  let dashing = -1;
  for (let k = 0; k < markers.length; k += 1) {
    const m = markers[k] as Marker;
    if (m.kind === 'guard') {
      if (guard === undefined && m.until > counter) guard = m;
    } else if (m.kind === 'holding') holding = true;
    else if (m.kind === 'dashing') dashing = Math.max(dashing, m.until ?? c.nextAt);
  }
  if (guard) marks.push({ kind: 'guard', until: guard.until, badge: null });
  if (holding) marks.push({ kind: 'holding', until: c.nextAt, badge: null });
  if (dashing >= 0) marks.push({ kind: 'dashing', until: dashing, badge: null });
  return marks;
}

/** The table's actions as the menus, the help and `act` offer them. */
const RONDEL_ACTIONS: readonly ActionSpec[] = ACTIONS.map((a) => ({
  key: a.key,
  label: a.label,
  formula: a.formula,
  describe: a.describe,
  takes: [...a.takes, ...(a.key === 'magic' ? (['tradition', 'note'] as const) : []), ...(a.key === 'hold' || a.key === 'reset' || a.key === 'guard' ? [] : (['change'] as const))],
}));

/** What a due combatant may declare (made once): any action, or after a hold any but Hold (docs/rules.md §4). */
const ANY_ACTION: ActionsNow = { actions: RONDEL_ACTIONS, taken: null };
const AFTER_HOLD: ActionsNow = { actions: RONDEL_ACTIONS.filter((a) => a.key !== 'hold'), taken: null };

export const rondel: RuleSet<CombatState> = {
  id: 'rondel',
  name: 'Cool-Down Rondel',
  perceptionUse: RONDEL_PERCEPTION_USE,
  source: 'rulebook page 002 (current edition)',
  actions: RONDEL_ACTIONS,
  ties: 'lowest',

  start: (list, dice) => startCombat(list, dice),
  join: (state, list, dice) => joinCombat(state, list, dice),
  leave: leaveCombat,
  advance: (state, dice, options, mode) => (mode === 'step' ? advanceOne(state, dice, options) : advance(state, dice, options)),
  declare: (state, id, action, input, dice, _options, note) =>
    isActionKey(action) ? declareAction(state, id, action, input, dice, note) : { state, events: [{ type: 'rejected', code: 'not-in-rule-set', action, ruleSet: 'rondel' }] },
  react: (state, id, note) => dodgeRefused(state, findCombatant(state, id), note) ?? react(state, id, note),
  reactionRefused(state, id) {
    const c = findCombatant(state, id);
    return c ? reactionRefusal(state, c) : { code: 'unknown-combatant' };
  },
  actionsNow: (state, id) => (findCombatant(state, id)?.lastAction === 'hold' ? AFTER_HOLD : ANY_ACTION),
  stand: (state, id, asReaction, options) => stand(state, id, asReaction, options.pattern),
  place: setNextCount,
  placeAll: setNextCounts,
  setTier,
  setPerception,
  changeConditions,
  rename(state, id, name) {
    const combatants = renamedIn(state.combatants, 'id', 'name', id, name);
    const spells = renamedIn(state.spells, 'casterId', 'casterName', id, name);
    return combatants === state.combatants && spells === state.spells ? state : stateWith(state, { combatants, spells });
  },

  // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
  current: currentCombatant,
  order: rondelOrder,
  clock: (state) => state.counter,
  round: () => null,
  valueOf: (state, id) => findCombatant(state, id)?.nextAt ?? null,
  marks(state, id) {
    const c = findCombatant(state, id);
    return c ? marksOf(state, c) : [];
  },
  allowance(state, id, options) {
    const c = findCombatant(state, id);
    return c && isWindow(state.counter) ? allowanceIn(state, c, state.counter, options) : null;
  },
  marksMoved(before, after, allowance) {
    if (before.counter === after.counter) return NONE;
    // an allowance is there at a window only, and depends on the count
    if (allowance && (isWindow(before.counter) || isWindow(after.counter))) return null;
    // the flex countdown moves with the counter while it runs, Full Guard ends when the counter passes its end;
    // holding and dashing last until the bearer acts
    const low = Math.min(before.counter, after.counter);
    const high = Math.max(before.counter, after.counter);
    // most steps move nobody's: the set is made for the first one named (callers only read it)
    let moved: Set<string> | null = null;
    const list = after.combatants;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i] as Combatant;
      const markers = c.markers;
      for (let k = 0; k < markers.length; k += 1) {
        const m = markers[k] as Marker;
        if ((m.kind === 'flex' && m.until > low) || (m.kind === 'guard' && m.until > low && m.until <= high) || (m.kind === 'dashing' && m.until !== undefined && m.until >= low && m.until < high)) {
          (moved ??= new Set<string>()).add(c.id);
          break;
        }
      }
    }
    return moved ?? NONE;
  },
  tracker(state): TrackerView {
    const ordered = rondelOrderView(state);
    // the order runs by count: those due now come first
    let due = 0;
    while (due < ordered.length && (ordered[due] as Combatant).nextAt <= state.counter) due += 1;
    const rows = rowsOf(ordered);
    return {
      title: isWindow(state.counter) ? `${COUNT_TITLE} · move` : COUNT_TITLE,
      value: state.counter,
      due: rows.slice(0, due),
      later: rows.slice(due),
    };
  },
  windowChanges,
  validate: validateCombatState,
};

export { emptyCombat };
