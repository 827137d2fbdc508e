// The transitions of 10-second rounds (docs/rules.md §9.3): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
import { blocksActing, isConditionKey, withBrought, type ConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent, Rejection } from '../core/events';
import type { TierKey } from '../core/numbers';
import type { NewCombatant, RuleOptions } from '../core/rule-set';
import { isRoundsActionKey } from './actions';
import { INITIATIVE_DIE, rollInitiative, settleAll } from './initiative';
import { allowanceOf, MAX_HEXES_PER_ROUND } from './movement';
import { actingOrderView, currentCombatant, findCombatant, firstPending, isPending } from './order';
import type { RoundsCombatant, RoundsState, Status, Step } from './state';
import { roundsCombatantWith, roundsStateWith } from './copy';
import { expireOnArrival } from '../core/effects';
import { standRefusal, standUp, stoodAt } from '../core/stand';

/** Bounds on typed numbers: a Perception modifier, and an initiative score the GM sets. */
export const LIMITS = { perception: 20, initiative: 100 } as const;

/** The action recorded for a turn that ended with no action declared. */
export const PASS = 'pass';

export function emptyRounds(): RoundsState {
  return { round: 1, turn: null, combatants: [], nextArrival: 0 };
}

function rejected(state: RoundsState, rejection: Rejection): Step {
  return { state, events: [{ type: 'rejected', ...rejection }] };
}

const UNKNOWN: Rejection = { code: 'unknown-combatant' };

/** The list with every combatant of `updated`'s id put back as `updated` (a copy and a pass, no callback per combatant). */
function replace(state: RoundsState, updated: RoundsCombatant): RoundsState {
  const combatants = state.combatants.slice();
  for (let i = 0; i < combatants.length; i += 1) if (combatants[i] !== undefined && (combatants[i] as RoundsCombatant).id === updated.id) combatants[i] = updated;
  return roundsStateWith(state, { combatants });
}

function sanitizeInteger(value: number, fallback = 0): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

function sanitizeHexes(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return Math.min(MAX_HEXES_PER_ROUND, Math.max(0, Math.trunc(value)));
}

/** docs/rules.md §9.3: no reactions in the round it stood in defense, nor in the next. */
export function defenseBlocksReactions(c: RoundsCombatant, round: number): boolean {
  return c.defenseRound > 0 && round <= c.defenseRound + 1;
}

/** Standing in defense now (until the start of its next turn): what the rolls read (docs/rules.md §10). */
export function inDefense(state: RoundsState, id: string): boolean {
  return findCombatant(state, id)?.status?.kind === 'defense';
}

// ---------------------------------------------------------------------------------------------------------------
// Turns and rounds

/**
 * The start of a combatant's turn: what it left standing until now ends (a readied action unused is lost), its turn
 * is used for this round, and the turn is announced with what stops it acting, if anything.
 */
function beginTurn(state: RoundsState, c: RoundsCombatant, events: FightEvent[]): RoundsState {
  if (c.status) events.push({ type: 'marker-expired', id: c.id, marker: c.status.kind });
  const next = replace(state, roundsCombatantWith(c, { doneRound: state.round, status: null }));
  events.push({ type: 'turn-due', id: c.id, count: state.round, blockedBy: blocksActing(c.conditions) ?? null });
  return roundsStateWith(next, { turn: { id: c.id, action: null } });
}

/** The conditions a timed effect held, lifted as it ends as a round begins (`changeConditionsRounds`, removing only). */
const liftConditions = (state: RoundsState, id: string, remove: readonly ConditionKey[]): Step => changeConditionsRounds(state, id, [], remove);

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
  if (options.rerollEachRound) {
    const combatants = next.combatants.map((c) => {
      const r = rollInitiative(dice, c);
      events.push({ type: 'initiative-rolled', id: c.id, dice: [r.roll], sides: INITIATIVE_DIE, terms: r.terms, value: r.score, base: 0, joining: false, count: round });
      return roundsCombatantWith(c, { initiative: r.score, tie: [] });
    });
    next = settleAll(roundsStateWith(next, { combatants }), combatants.map((c) => c.initiative), dice, events);
  }
  const first = actingOrderView(next)[0];
  return first ? beginTurn(next, first, events) : next;
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
  }
  return { state: nextTurn(roundsStateWith(state, { turn: null }), dice, options, events), events };
}

// ---------------------------------------------------------------------------------------------------------------
// Joining and leaving

interface Rolled {
  readonly id: string;
  readonly dice: readonly number[];
  readonly terms: readonly { readonly label: string; readonly value: number }[];
}

function admit(state: RoundsState, list: readonly NewCombatant[], dice: Dice, joining: boolean, events: FightEvent[]): RoundsState {
  let next = state;
  const seen = new Set(state.combatants.map((c) => c.id));
  const rolled: Rolled[] = [];
  for (const n of list) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    const base = {
      id: n.id,
      name: n.name,
      tier: n.tier,
      perceptionMod: sanitizeInteger(n.perceptionMod),
      initiativeAdjustment: sanitizeInteger(n.initiativeAdjustment),
    };
    const r = rollInitiative(dice, base);
    const combatant: RoundsCombatant = {
      ...base,
      arrival: next.nextArrival,
      conditions: [...new Set((n.conditions ?? []).filter(isConditionKey))],
      hexesPerRound: sanitizeHexes(n.hexesPerRound),
      initiative: r.score,
      tie: [],
      doneRound: 0,
      reactedRound: 0,
      defenseRound: 0,
      status: null,
    };
    next = roundsStateWith(next, { combatants: [...next.combatants, combatant], nextArrival: next.nextArrival + 1 });
    rolled.push({ id: n.id, dice: [r.roll], terms: r.terms });
  }
  const ties: FightEvent[] = [];
  const fresh = new Set(rolled.map((r) => r.id));
  next = settleAll(next, next.combatants.filter((c) => fresh.has(c.id)).map((c) => c.initiative), dice, ties);
  // docs/rules.md §9.3: a newcomer acts this round when its initiative is below the current turn's; otherwise (a
  // tie included, whatever the d20 that orders them) or between rounds, from the next round: its turn for this round
  // counts as used.
  const current = currentCombatant(next);
  const actsIn = new Map<string, number>();
  for (const r of rolled) {
    const c = findCombatant(next, r.id) as RoundsCombatant;
    const now = !joining || (current !== undefined && c.initiative < current.initiative);
    actsIn.set(r.id, now ? next.round : next.round + 1);
    if (!now) next = replace(next, roundsCombatantWith(c, { doneRound: next.round }));
  }
  for (const r of rolled) {
    const c = findCombatant(next, r.id) as RoundsCombatant;
    events.push({ type: 'initiative-rolled', id: r.id, dice: r.dice, sides: INITIATIVE_DIE, terms: r.terms, value: c.initiative, base: 0, joining, count: actsIn.get(r.id) as number });
  }
  events.push(...ties);
  return next;
}

/** docs/rules.md §9.3: a new fight in round 1; everyone rolls, the highest is due. Duplicate ids join once. */
export function startRounds(list: readonly NewCombatant[], dice: Dice): Step {
  const empty = emptyRounds();
  if (list.length === 0) return rejected(empty, { code: 'no-combatants' });
  const events: FightEvent[] = [
    { type: 'combat-started', counter: 1 },
    { type: 'round-started', round: 1, count: 1 },
  ];
  const admitted = admit(empty, list, dice, false, events);
  const first = actingOrderView(admitted)[0] as RoundsCombatant;
  return { state: beginTurn(admitted, first, events), events };
}

/** docs/rules.md §9.3: newcomers roll when they join. One already in the fight is refused; the others join. */
export function joinRounds(state: RoundsState, list: readonly NewCombatant[], dice: Dice): Step {
  const events: FightEvent[] = [];
  const fresh = list.filter((n) => {
    if (!findCombatant(state, n.id)) return true;
    events.push({ type: 'rejected', code: 'already-in-combat', id: n.id });
    return false;
  });
  if (fresh.length === 0) return { state, events };
  return { state: admit(state, fresh, dice, true, events), events };
}

/**
 * Leaving mid-turn hands the turn to the next in this round's order. When the one leaving was the round's last, the
 * round is over: the next `next` starts the new round (its initiative rolls need dice, which leaving has not).
 */
export function leaveRounds(state: RoundsState, id: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const events: FightEvent[] = [{ type: 'left', id, name: c.name }];
  let next: RoundsState = roundsStateWith(state, { combatants: state.combatants.filter((x) => x.id !== id) });
  if (state.turn?.id === id) {
    next = roundsStateWith(next, { turn: null });
    const following = firstPending(next);
    if (following) next = beginTurn(next, following, events);
  }
  return { state: next, events };
}

// ---------------------------------------------------------------------------------------------------------------
// Actions, reactions, the readied trigger

/**
 * docs/rules.md §9.3: the combatant whose turn it is declares its action, once a turn; the turn goes on (it moves
 * around it) until `next`. Hold does not exist in this rule set (page 000: no holding).
 */
export function declareRounds(state: RoundsState, id: string, action: string, note: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!isRoundsActionKey(action)) return rejected(state, { code: 'not-in-rule-set', action, ruleSet: 'rounds' });
  const turn = state.turn;
  if (!turn || turn.id !== id) {
    // still to act this round: someone else's turn comes first; done: its next turn is next round's
    return turn && isPending(state, c)
      ? rejected(state, { code: 'not-first', id, first: turn.id, counter: state.round })
      : rejected(state, { code: 'not-due', id, nextAt: state.round + 1, counter: state.round });
  }
  const blocked = blocksActing(c.conditions);
  if (blocked) return rejected(state, { code: 'cannot-act', id, condition: blocked });
  // one action a turn: this round's is spent, the next comes with its next turn
  if (turn.action !== null) return rejected(state, { code: 'already-declared', id });
  if (action === 'defense' && c.reactedRound === state.round) return rejected(state, { code: 'reacted-this-round', id, round: state.round });
  const text = note.trim();
  const events: FightEvent[] = [
    { type: 'action-declared', id, count: state.round, coolDown: null, action, nextAt: null, changeWaived: false, passedOver: false, note: text },
  ];
  let updated: RoundsCombatant = c;
  if (action === 'defense' || action === 'ready') {
    const status: Status = action === 'defense' ? { kind: 'defense', since: state.round } : { kind: 'ready', since: state.round, trigger: text };
    updated = roundsCombatantWith(c, { status, defenseRound: action === 'defense' ? state.round : c.defenseRound });
    events.push({ type: 'marker-applied', id, marker: action, until: state.round + 1 });
  }
  return { state: { ...replace(state, updated), turn: { id, action } }, events };
}

/**
 * docs/rules.md §9.3 (ruling 90): a prone combatant stands up on its own turn, for half its movement (rounded up); the
 * rest it may walk. Not as a reaction, and not on another's turn: it is told its turn is when.
 */
export function standRounds(state: RoundsState, id: string, asReaction: boolean): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = standRefusal(c);
  if (refusal) return rejected(state, refusal);
  const next = state.turn?.id === id || isPending(state, c) ? state.round : state.round + 1;
  // standing is no reaction here: told so, with the command that works (now, on its own turn, or on its next)
  if (asReaction) return rejected(state, { code: 'stand-no-reaction', id, next, now: state.turn?.id === id });
  if (state.turn?.id !== id) return rejected(state, { code: 'stand-later', id, next, react: false });
  return standUp(state, id, state.round, liftConditions);
}

/** Why a combatant cannot react now, if it cannot: a condition, a stand in defense, the round's reaction spent. */
export function reactionRefusal(state: RoundsState, c: RoundsCombatant): Rejection | null {
  const blocked = blocksActing(c.conditions);
  if (blocked) return { code: 'cannot-react', id: c.id, condition: blocked };
  if (defenseBlocksReactions(c, state.round)) return { code: 'in-defense', id: c.id };
  if (c.reactedRound === state.round) return { code: 'reacted-this-round', id: c.id, round: state.round };
  return null;
}

/** docs/rules.md §9.3: one reaction per round, on anyone's turn; it comes back when the next round starts. */
export function reactRounds(state: RoundsState, id: string, note: string): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const refusal = reactionRefusal(state, c);
  if (refusal) return rejected(state, refusal);
  const until = state.round + 1;
  return {
    state: replace(state, roundsCombatantWith(c, { reactedRound: state.round })),
    events: [
      { type: 'reacted', id, count: state.round, until, note: note.trim() },
      { type: 'marker-applied', id, marker: 'reacted', until },
    ],
  };
}

/**
 * docs/rules.md §9.3: the trigger of a readied action happened; the action is taken at once. Ruling: page 000 calls
 * it "a self-defined reaction", so it is the round's reaction: refused like a reaction, and it spends it.
 */
export function triggerReady(state: RoundsState, id: string, note: string, readiedIn?: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const status = c.status;
  if (status?.kind !== 'ready') return rejected(state, { code: 'nothing-readied', id });
  // a Trigger button fires only the action it was made for, not one readied in a later round
  if (readiedIn !== undefined && status.since !== readiedIn) return rejected(state, { code: 'old-trigger', id, round: readiedIn });
  const refusal = reactionRefusal(state, c);
  if (refusal) return rejected(state, refusal);
  const until = state.round + 1;
  return {
    state: replace(state, roundsCombatantWith(c, { status: null, reactedRound: state.round })),
    events: [
      { type: 'ready-fired', id, count: state.round, note: note.trim() || status.trigger },
      { type: 'marker-expired', id, marker: 'ready' },
      { type: 'marker-applied', id, marker: 'reacted', until },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GM overrides and conditions

/**
 * The GM sets a combatant's initiative score; the order follows and a shared score is settled by d20s again. Its
 * turn this round is not given back or taken away: one already done stays done, one still to act acts in its new
 * place (after the current turn, which is never interrupted).
 */
export function placeInitiative(state: RoundsState, id: string, value: number, dice: Dice): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(value) || Math.abs(value) > LIMITS.initiative) {
    return rejected(state, { code: 'bad-value', field: 'count', low: -LIMITS.initiative, high: LIMITS.initiative });
  }
  if (value === c.initiative) return { state, events: [] };
  const events: FightEvent[] = [{ type: 'overridden', id, field: 'nextAt', from: c.initiative, to: value }];
  const next = settleAll(replace(state, roundsCombatantWith(c, { initiative: value, tie: [] })), [value], dice, events);
  return { state: next, events };
}

/** Records a tier; movement follows it when the sheet gave no hexes per round. */
export function setTierRounds(state: RoundsState, id: string, tier: TierKey): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (c.tier === tier) return { state, events: [] };
  return { state: replace(state, roundsCombatantWith(c, { tier })), events: [{ type: 'overridden', id, field: 'tier', from: c.tier, to: tier }] };
}

/** Records a Perception modifier: it counts from the next initiative roll (a new round with re-rolls). */
export function setPerceptionRounds(state: RoundsState, id: string, mod: number): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  if (!Number.isInteger(mod) || Math.abs(mod) > LIMITS.perception) {
    return rejected(state, { code: 'bad-value', field: 'perception', low: -LIMITS.perception, high: LIMITS.perception });
  }
  if (c.perceptionMod === mod) return { state, events: [] };
  return {
    state: replace(state, roundsCombatantWith(c, { perceptionMod: mod })),
    events: [{ type: 'overridden', id, field: 'perceptionMod', from: c.perceptionMod, to: mod }],
  };
}

export function changeConditionsRounds(state: RoundsState, id: string, add: readonly ConditionKey[], remove: readonly ConditionKey[]): Step {
  const c = findCombatant(state, id);
  if (!c) return rejected(state, UNKNOWN);
  const added = [...new Set(withBrought(add, remove))].filter((k) => !c.conditions.includes(k) && !remove.includes(k));
  const removed = [...new Set(remove)].filter((k) => c.conditions.includes(k));
  if (added.length === 0 && removed.length === 0) return { state, events: [] };
  const conditions = [...c.conditions.filter((k) => !removed.includes(k)), ...added];
  const events: FightEvent[] = [{ type: 'conditions-changed', id, added, removed }];
  // The combatant whose turn it is, become unable to act (or able again), gets its turn announced again with why.
  if (state.turn?.id === id && blocksActing(conditions) !== blocksActing(c.conditions)) {
    events.push({ type: 'turn-due', id, count: state.round, blockedBy: blocksActing(conditions) ?? null });
  }
  return { state: replace(state, roundsCombatantWith(c, { conditions })), events };
}

/**
 * During a turn, a step that changed what the combatant whose turn it is may move (a condition, a tier) announces
 * the new allowance, so the card and the token agree. A new turn is announced by `turn-due`, not here.
 */
export function allowanceChanges(before: RoundsState, after: RoundsState): FightEvent[] {
  if (before === after || !before.turn || !after.turn || before.turn.id !== after.turn.id || before.round !== after.round) return [];
  const was = findCombatant(before, before.turn.id);
  const now = findCombatant(after, after.turn.id);
  if (!was || !now || was === now) return [];
  const allowance = allowanceOf(now, stoodAt(after, now.id, after.round));
  return JSON.stringify(allowance) === JSON.stringify(allowanceOf(was, stoodAt(before, was.id, before.round))) ? [] : [{ type: 'allowance-changed', id: now.id, count: after.round, allowance }];
}
