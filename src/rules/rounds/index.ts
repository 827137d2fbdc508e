// 10-second rounds (docs/rules.md §9.3, rulebook page 000, older edition) behind the rule-set seam. The clock is
// the round: `clock`, `round` and every event's `count` give it. `next` ends the current turn; `step` does the same,
// since nothing in a round is finer than a turn.
import { dodgeRefused } from '../core/refused';
import { perState } from '../core/memo';
import type { ActionSpec, ActionsNow, Mark, MoveOutlook, RuleSet, TrackerRow, TrackerView } from '../core/rule-set';
import { renamedIn } from '../core/rename';
import { rowListBy, rowsBy } from '../core/rows';
import { ROUNDS_ACTION_KEYS, ROUNDS_ACTIONS, type RoundsActionKey } from './actions';
import {
  advanceRounds,
  allowanceChanges,
  changeConditionsRounds,
  declareRounds,
  emptyRounds,
  inDefense,
  joinRounds,
  leaveRounds,
  placeInitiative,
  placeInitiatives,
  reactionRefusal,
  reactRounds,
  setPerceptionRounds,
  setTierRounds,
  standRounds,
  startRounds,
  triggerReady,
} from './engine';
import { allowanceOf } from './movement';
import { stoodAt } from '../core/stand';
import { actingOrder, actingOrderView, currentCombatant, findCombatant, isPending } from './order';
import type { RoundsCombatant, RoundsState } from './state';
import { validateRoundsState } from './validate';

export const ROUND_TITLE = 'Round';

/** Nobody's marks moved: one empty set for every step, which callers only read. */
const NONE: ReadonlySet<string> = new Set();

function marksOf(state: RoundsState, c: RoundsCombatant): Mark[] {
  const marks: Mark[] = [];
  // a stand in defense or a readied action lasts until the start of the combatant's turn next round
  if (c.status) marks.push({ kind: c.status.kind, until: c.status.since + 1, badge: null });
  if (c.reactedRound === state.round) marks.push({ kind: 'reacted', until: state.round + 1, badge: null });
  return marks;
}

const rowOf = rowsBy((c: RoundsCombatant) => c.initiative);
const rowsOf = rowListBy(rowOf);

/**
 * What a combatant may still move this round (docs/rules.md §9.3): on its turn now (what standing up left of it), on
 * its turn still to come, or, its turn over, next round. For the status card.
 */
function moveOutlook(state: RoundsState, c: RoundsCombatant): MoveOutlook {
  if (state.turn?.id === c.id) return { when: 'now', at: null, allowance: allowanceOf(c, stoodAt(state, c.id, state.round)) };
  // a turn still to come this round has what a stand made this round left it (ruling 90); the next round's is whole
  const pending = isPending(state, c);
  return { when: pending ? 'later' : 'next-round', at: null, allowance: allowanceOf(c, pending && stoodAt(state, c.id, state.round)) };
}

/** What a combatant may declare on its turn (made once): any action; any but a stand in defense; none, one taken. */
const ANY_ACTION: ActionsNow = { actions: ROUNDS_ACTIONS, taken: null };
const NO_DEFENSE: ActionsNow = { actions: ROUNDS_ACTIONS.filter((a) => a.key !== 'defense'), taken: null, withheld: 'No Stand in defense: you reacted this round.' };
const NO_ACTION: readonly ActionSpec[] = [];
const TAKEN = new Map<RoundsActionKey, ActionsNow>(ROUNDS_ACTION_KEYS.map((k) => [k, { actions: NO_ACTION, taken: k }]));

function takenNow(action: RoundsActionKey): ActionsNow {
  return TAKEN.get(action) as ActionsNow;
}

export const rounds: RuleSet<RoundsState> = {
  id: 'rounds',
  name: '10-second rounds',
  // the next roll reads it: the next round's with reroll on, else when it joins a fight (docs/rules.md §9.3, ruling 31)
  perceptionUse: 'for its initiative when it rolls again: each round with reroll=on, else if it joins a fight again',
  source: 'rulebook page 000 (older edition)',
  actions: ROUNDS_ACTIONS,
  ties: 'highest',

  start: (list, dice) => startRounds(list, dice),
  join: (state, list, dice) => joinRounds(state, list, dice),
  leave: leaveRounds,
  advance: (state, dice, options) => advanceRounds(state, dice, options),
  declare: (state, id, action, _input, _dice, _options, note) => declareRounds(state, id, action, note),
  react: (state, id, note) => dodgeRefused(state, findCombatant(state, id), note) ?? reactRounds(state, id, note),
  reactionRefused(state, id) {
    const c = findCombatant(state, id);
    return c ? reactionRefusal(state, c) : { code: 'unknown-combatant' };
  },
  actionsNow(state, id) {
    const turn = state.turn;
    // one action a turn (ruling 33): once it is taken, the turn goes on with none left, until `next` or `done`
    if (turn !== null && turn.id === id && turn.action !== null) return takenNow(turn.action);
    // a stand in defense is refused after a reaction this round (ruling 35)
    return findCombatant(state, id)?.reactedRound === state.round ? NO_DEFENSE : ANY_ACTION;
  },
  stand: (state, id, asReaction) => standRounds(state, id, asReaction),
  place: placeInitiative,
  placeAll: placeInitiatives,
  setTier: setTierRounds,
  setPerception: setPerceptionRounds,
  changeConditions: changeConditionsRounds,
  rename(state, id, name) {
    const combatants = renamedIn(state.combatants, 'id', 'name', id, name);
    return combatants === state.combatants ? state : { ...state, combatants };
  },

  // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
  current: perState(currentCombatant),
  order: actingOrder,
  clock: (state) => state.round,
  round: (state) => state.round,
  valueOf: (state, id) => findCombatant(state, id)?.initiative ?? null,
  doneThisRound(state, id) {
    const c = findCombatant(state, id);
    return c !== undefined && !isPending(state, c) && state.turn?.id !== id;
  },
  marks(state, id) {
    const c = findCombatant(state, id);
    return c ? marksOf(state, c) : [];
  },
  allowance(state, id) {
    const c = state.turn?.id === id ? findCombatant(state, id) : undefined;
    return c ? allowanceOf(c, stoodAt(state, id, state.round)) : null;
  },
  moveOutlook(state, id) {
    const c = findCombatant(state, id);
    return c ? moveOutlook(state, c) : null;
  },
  marksMoved(before, after, allowance) {
    // most steps move nobody's: the set is made for the first one named (callers only read it)
    let moved: Set<string> | null = null;
    // a reaction shows for the round it was made in
    if (before.round !== after.round) {
      for (const c of after.combatants) if (c.reactedRound === before.round || c.reactedRound === after.round) (moved ??= new Set<string>()).add(c.id);
    }
    // the allowance is the acting combatant's alone
    if (allowance && before.turn?.id !== after.turn?.id) {
      if (before.turn) (moved ??= new Set<string>()).add(before.turn.id);
      if (after.turn) (moved ??= new Set<string>()).add(after.turn.id);
    }
    return moved ?? NONE;
  },
  tracker(state): TrackerView {
    const ordered = actingOrderView(state);
    const current = currentCombatant(state);
    // the acting combatant, then those still to act in order; later, the rest but the acting one. The rows in acting
    // order, those of the last view found side by side (core/rows.ts): a step looks up only the few it changed
    const rows = rowsOf(ordered);
    const n = ordered.length;
    const round = state.round;
    // the turns go down the acting order: those whose turn came this round (isPending false) are its first run, those
    // still to act the run after it, almost always; the two runs are cut out of the rows whole (no push per row)
    let done = 0;
    while (done < n && (ordered[done] as RoundsCombatant).doneRound >= round) done += 1;
    let pending = done;
    while (pending < n && (ordered[pending] as RoundsCombatant).doneRound < round) pending += 1;
    if (pending === n) {
      const still = rows.slice(done);
      const due = current ? [rowOf(current)].concat(still) : still;
      // the acting one is the last whose turn came (its turn began last), unless it is still to act itself or the GM
      // moved it in the order
      const last = done > 0 ? (ordered[done - 1] as RoundsCombatant) : undefined;
      if (current === undefined || current.doneRound < round) return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due, later: rows.slice(0, done) };
      if (last !== undefined && last.id === current.id) return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due, later: rows.slice(0, done - 1) };
    }
    // any other order of the two (a GM's placing, a joiner): one indexed pass
    const due: TrackerRow[] = [];
    const later: TrackerRow[] = [];
    if (current) due.push(rowOf(current));
    const currentId = current?.id;
    for (let i = 0; i < n; i += 1) {
      const c = ordered[i] as RoundsCombatant;
      // isPending(state, c), without the call
      if (c.doneRound < round) due.push(rows[i] as TrackerRow);
      else if (c.id !== currentId) later.push(rows[i] as TrackerRow);
    }
    return { title: `${ROUND_TITLE} ${round} · turns`, value: round, due, later };
  },
  windowChanges: (before, after) => allowanceChanges(before, after),
  validate: validateRoundsState,
  trigger: triggerReady,
};

export { emptyRounds, inDefense };
export type { RoundsState };
