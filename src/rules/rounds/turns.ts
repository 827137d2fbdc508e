// Turns and rounds in 10-second rounds (docs/rules.md §9.3): a turn begins, `next` hands it on, a new round starts.
import { sanitizeInteger } from '../core/typed-numbers';
import { blocksActing } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import { hexesNow, type RuleOptions } from '../core/rule-set';
import { INITIATIVE_DIE, rollInitiative, settleAll } from './initiative';
import { actingOrderView, findCombatant, firstPending } from './order';
import type { RoundsCombatant, RoundsState, Step } from './state';
import { roundsCombatantWith, roundsStateWith } from './copy';
import { MAX_HEXES_PER_ROUND } from './movement';
import { expireOnArrival } from '../core/effects';
import { liftConditions } from './overrides';
import { replace } from './replace';

/** The action recorded for a turn that ended with no action declared. */
export const PASS = 'pass';

/**
 * The start of a combatant's turn: what it left standing until now ends (a readied action unused is lost), its turn
 * is used for this round, and the turn is announced with what stops it acting, if anything.
 */
export function beginTurn(state: RoundsState, c: RoundsCombatant, events: FightEvent[]): RoundsState {
  if (c.status) events.push({ type: 'marker-expired', id: c.id, marker: c.status.kind });
  const next = replace(state, roundsCombatantWith(c, { doneRound: state.round, status: null }));
  events.push({ type: 'turn-due', id: c.id, count: state.round, blockedBy: blocksActing(c.conditions) ?? null });
  return roundsStateWith(next, { turn: { id: c.id, action: null } });
}

/**
 * A new round: the reactions of the last one come back, initiative is rolled again when the GM chose so
 * (docs/rules.md §9.3 ruling: rolled once and kept by default), and the first in the order is due.
 */
function startRound(state: RoundsState, dice: Dice, options: RuleOptions, events: FightEvent[]): RoundsState {
  const round = state.round + 1;
  events.push({ type: 'round-started', round, count: round });
  for (const c of state.combatants) if (c.reactedRound === state.round) events.push({ type: 'marker-expired', id: c.id, marker: 'reacted' });
  // timed effects that run out as this round begins end first (docs/rules.md §12, ruling 56): its turns are free of them
  let next: RoundsState = expireOnArrival(roundsStateWith(state, { round, turn: null }), round, round, liftConditions, events);
  // the hexes per round of now, as the sheet says (encumbrance included, docs/rules.md §9.3), for everyone
  next = withHexesNow(next, options);
  if (options.rerollEachRound) {
    const combatants = next.combatants.map((was) => {
      // the encumbrance of now, as the sheet says (docs/rules.md §9.3); the Perception modifier is the GM's to set
      const read = options.initiativeNow?.(was.id);
      const adjustment = read ? sanitizeInteger(read.initiativeAdjustment) : was.initiativeAdjustment;
      const c = adjustment === was.initiativeAdjustment ? was : roundsCombatantWith(was, { initiativeAdjustment: adjustment });
      const r = rollInitiative(dice, c);
      events.push({ type: 'initiative-rolled', id: c.id, dice: [r.roll], sides: INITIATIVE_DIE, terms: r.terms, value: r.score, base: 0, joining: false, count: round });
      return roundsCombatantWith(c, { initiative: r.score, tie: [] });
    });
    next = settleAll(roundsStateWith(next, { combatants }), combatants.map((c) => c.initiative), dice, events);
  }
  const first = actingOrderView(next)[0];
  return first ? beginTurn(next, first, events) : next;
}

/** Every combatant's hexes per round as its sheet gives them now; the same state when none changed. */
function withHexesNow(state: RoundsState, options: RuleOptions): RoundsState {
  if (!options.initiativeNow) return state;
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const hexes = hexesNow(options.initiativeNow?.(c.id), MAX_HEXES_PER_ROUND);
    if (hexes === undefined || hexes === c.hexesPerRound) return c;
    changed = true;
    return roundsCombatantWith(c, { hexesPerRound: hexes });
  });
  return changed ? roundsStateWith(state, { combatants }) : state;
}

/** Hands the turn on: to the next in this round's order, or, after the round's last turn, to a new round. */
function nextTurn(state: RoundsState, dice: Dice, options: RuleOptions, events: FightEvent[]): RoundsState {
  const following = firstPending(state);
  return following ? beginTurn(state, following, events) : startRound(state, dice, options, events);
}

/**
 * `next` ends the current turn, a turn with no action declared passing (a combatant that cannot act included), and
 * the next combatant is due; after the round's last turn the next round starts. There is nothing finer than a turn
 * in this rule set, so `step` does the same (docs/rules.md §9.3). With nobody in the fight it does nothing.
 */
export function advanceRounds(state: RoundsState, dice: Dice, options: RuleOptions): Step {
  if (state.combatants.length === 0) return { state, events: [] };
  const events: FightEvent[] = [];
  if (state.turn && state.turn.action === null) {
    // one that cannot act did not forget: its card says why the turn is lost, as the rondel's does
    const blocked = blocksActing(findCombatant(state, state.turn.id)?.conditions ?? []);
    const note = blocked ? `${blocked}: the turn is lost` : '';
    events.push({ type: 'action-declared', id: state.turn.id, count: state.round, coolDown: null, action: PASS, nextAt: null, changeWaived: false, passedOver: true, note });
  } else if (state.turn) {
    // the turn had its action: it is used now, as it ends (an effect in action-turns counts it here, docs/rules.md §12)
    events.push({ type: 'turn-ended', id: state.turn.id, count: state.round });
  }
  return { state: nextTurn(roundsStateWith(state, { turn: null }), dice, options, events), events };
}
