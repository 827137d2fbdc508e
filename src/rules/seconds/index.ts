// 20-second rounds (docs/rules.md §9.2, rulebook page 001, previous edition) behind the rule-set seam.
import { dodgeRefused } from '../core/refused';
import type { ActionsNow, Mark, MoveOutlook, RuleSet, TrackerView } from '../core/rule-set';
import { renamedIn } from '../core/rename';
import { rowListBy, rowsBy } from '../core/rows';
import { SECONDS_ACTIONS } from './actions';
import {
  advance,
  allowanceNow,
  changeConditions,
  declareAction,
  emptyFight,
  joinFight,
  leaveFight,
  placeAt,
  placeAllAt,
  react,
  reactionRefusal,
  stand,
  say,
  setPerception,
  setTerrain,
  setTier,
  startFight,
  windowChanges,
} from './engine';
import { currentCombatant, dueNow, findCombatant, secondsOrder, secondsOrderView } from './order';
import { allowanceAt, momentIndex, MOMENT_SECONDS } from './moments';
import { carriedAhead, clockAt, clockOf, nextRoundClock, type SecondsCombatant, type SecondsState } from './state';
import { validateSecondsState } from './validate';

/** The tracker's clock entry: `Round 2 · second 7`. */
export function secondsTitle(state: SecondsState): string {
  return `Round ${state.round} · second ${state.second}`;
}

/** Its value in the tracker: the second it acts at this round, or its carried second next round; null when done. */
function valueOf(c: SecondsCombatant): number | null {
  return c.second ?? c.carried;
}

/**
 * What a combatant moves at the movement moment now, or else at the next one (second 1 of the next round after second
 * 16), in the fight's terrain (docs/rules.md §9.2): for the status card.
 */
function moveOutlook(state: SecondsState, c: SecondsCombatant): MoveOutlook {
  const now = allowanceNow(state, c);
  if (now) return { when: 'now', at: clockOf(state), allowance: now };
  const index = MOMENT_SECONDS.findIndex((s) => s > state.second);
  const at = index < 0 ? clockAt(state.round + 1, MOMENT_SECONDS[0]) : clockAt(state.round, MOMENT_SECONDS[index] as number);
  return { when: 'later', at, allowance: allowanceAt(c, state.terrain, index < 0 ? 0 : index) };
}

function marksOf(state: SecondsState, c: SecondsCombatant): Mark[] {
  const marks: Mark[] = [];
  // docs/rules.md §9.2: one reaction per round; the mark shows until the round ends
  if (c.reacted) marks.push({ kind: 'reacted', until: nextRoundClock(state), badge: null });
  let landing: number | null = null;
  for (const s of state.spells) if (s.casterId === c.id && (landing === null || s.resolvesAt < landing)) landing = s.resolvesAt;
  if (landing !== null) marks.push({ kind: 'casting', until: landing, badge: landing - clockOf(state) });
  return marks;
}

const rowOf = rowsBy(valueOf);
const rowsOf = rowListBy(rowOf);

/** Nobody's marks moved: one empty set for every step, which callers only read. */
const NONE: ReadonlySet<string> = new Set();

/** What a due combatant may declare (made once): any of the table's actions. */
const ANY_ACTION: ActionsNow = { actions: SECONDS_ACTIONS, taken: null };

export const seconds: RuleSet<SecondsState> = {
  id: 'seconds',
  name: '20-second rounds',
  // recorded only (docs/rules.md §9.2, ruling 29)
  perceptionUse: 'recorded only: 20-second rounds do not read it',
  source: 'rulebook page 001 (previous edition)',
  actions: SECONDS_ACTIONS,
  ties: 'lowest',

  start: (list, dice) => startFight(list, dice),
  join: (state, list, dice) => joinFight(state, list, dice),
  leave: leaveFight,
  advance: (state, dice, options, mode) => advance(state, dice, mode, options.initiativeNow),
  declare: (state, id, action, input, _dice, _options, note) => declareAction(state, id, action, input, note),
  react: (state, id, note) => dodgeRefused(state, findCombatant(state, id), note) ?? react(state, id, note),
  reactionRefused(state, id) {
    const c = findCombatant(state, id);
    return c ? reactionRefusal(state, c) : { code: 'unknown-combatant' };
  },
  // a turn is its action: any of the table's, and the turn is over
  actionsNow: () => ANY_ACTION,
  stand: (state, id, asReaction) => stand(state, id, asReaction),
  place: placeAt,
  placeAll: placeAllAt,
  setTier,
  setPerception,
  changeConditions,
  rename(state, id, name) {
    const combatants = renamedIn(state.combatants, 'id', 'name', id, name);
    const spells = renamedIn(state.spells, 'casterId', 'casterName', id, name);
    const speech = renamedIn(state.speech, 'id', 'name', id, name);
    return combatants === state.combatants && spells === state.spells && speech === state.speech ? state : { ...state, combatants, spells, speech };
  },
  terrain: setTerrain,
  say,

  // asked several times per command (the card, the menu, the turn indicator, hooks, the timer): once per state
  current: currentCombatant,
  order: secondsOrder,
  clock: clockOf,
  round: (state) => state.round,
  valueOf(state, id) {
    const c = findCombatant(state, id);
    return c ? valueOf(c) : null;
  },
  ahead(state, id) {
    const c = findCombatant(state, id);
    return c === undefined || c.second !== null || c.carried === null ? null : carriedAhead(c.carried);
  },
  marks(state, id) {
    const c = findCombatant(state, id);
    return c ? marksOf(state, c) : [];
  },
  allowance(state, id) {
    const c = findCombatant(state, id);
    return c ? allowanceNow(state, c) : null;
  },
  moveOutlook(state, id) {
    const c = findCombatant(state, id);
    return c ? moveOutlook(state, c) : null;
  },
  marksMoved(before, after, allowance) {
    // an allowance is there at a movement moment only, and depends on the terrain
    if (allowance && (before.terrain !== after.terrain || (before.second !== after.second && (momentIndex(before.second) !== null || momentIndex(after.second) !== null)))) {
      return null;
    }
    // most steps move nobody's: the set is made for the first one named (callers only read it)
    let moved: Set<string> | null = null;
    // the reaction's mark lasts until the round ends; a casting countdown moves with the clock
    if (before.round !== after.round) for (const c of after.combatants) if (c.reacted) (moved ??= new Set<string>()).add(c.id);
    if (before.round !== after.round || before.second !== after.second || before.spells !== after.spells) {
      for (const s of before.spells) (moved ??= new Set<string>()).add(s.casterId);
      for (const s of after.spells) (moved ??= new Set<string>()).add(s.casterId);
    }
    return moved ?? NONE;
  },
  tracker(state): TrackerView {
    const ordered = secondsOrderView(state);
    // those due now are the head of the acting order (nobody acts at a second already past): taken from there when
    // no one due is found after them, as dueNow would order them (the same comparator); otherwise by dueNow
    let head = 0;
    while (head < ordered.length && (ordered[head] as SecondsCombatant).second === state.second) head += 1;
    let rest = head;
    while (rest < ordered.length && (ordered[rest] as SecondsCombatant).second !== state.second) rest += 1;
    if (rest === ordered.length) {
      const rows = rowsOf(ordered);
      return { title: secondsTitle(state), value: state.second, due: rows.slice(0, head), later: rows.slice(head) };
    }
    const due = dueNow(state);
    const dueIds = new Set(due.map((c) => c.id));
    return {
      title: secondsTitle(state),
      value: state.second,
      due: due.map(rowOf),
      later: rowsOf(ordered.filter((c) => !dueIds.has(c.id))),
    };
  },
  windowChanges: (before, after) => windowChanges(before, after),
  validate: validateSecondsState,
};

export { emptyFight };
export type { SecondsState };
