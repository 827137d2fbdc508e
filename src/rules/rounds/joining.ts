// Joining and leaving 10-second rounds (docs/rules.md §9.3): newcomers roll; one leaving mid-turn hands the turn on.
import { isConditionKey } from '../core/conditions';
import type { Dice } from '../core/dice';
import type { FightEvent } from '../core/events';
import type { NewCombatant } from '../core/rule-set';
import { INITIATIVE_DIE, rollInitiative, settleAll } from './initiative';
import { MAX_HEXES_PER_ROUND } from './movement';
import { LIMITS } from './overrides';
import { actingOrderView, currentCombatant, findCombatant, firstPending } from './order';
import type { RoundsCombatant, RoundsState, Step } from './state';
import { roundsCombatantWith, roundsStateWith } from './copy';
import { newcomers, rejected, UNKNOWN } from '../core/refused';
import { sanitizeInteger } from '../core/typed-numbers';
import { beginTurn } from './turns';
import { replace } from './replace';
import { withoutLeaver } from '../core/effects';

export function emptyRounds(): RoundsState {
  return { round: 1, turn: null, combatants: [], nextArrival: 0 };
}

function sanitizeHexes(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return Math.min(MAX_HEXES_PER_ROUND, Math.max(0, Math.trunc(value)));
}

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
    // the GM's value instead of the roll (`add --count`), when it is one the rule set takes (else the roll, and the
    // command's placing refuses it with the reason)
    const placed = n.placed !== undefined && Number.isInteger(n.placed) && Math.abs(n.placed) <= LIMITS.initiative ? n.placed : null;
    const r = placed === null ? rollInitiative(dice, base) : { score: placed, roll: 0, terms: [] };
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
    rolled.push({ id: n.id, dice: placed === null ? [r.roll] : [], terms: r.terms });
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
    const placedAt = r.dice.length === 0 ? { placed: true } : {};
    events.push({ type: 'initiative-rolled', id: r.id, dice: r.dice, sides: INITIATIVE_DIE, terms: r.terms, value: c.initiative, base: 0, joining, count: actsIn.get(r.id) as number, ...placedAt });
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
  const fresh = newcomers(state, list, findCombatant, events);
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
  // its timed effects and waiting spell effects go with it (docs/rules.md ruling 100)
  let next: RoundsState = withoutLeaver(roundsStateWith(state, { combatants: state.combatants.filter((x) => x.id !== id) }), id);
  if (state.turn?.id === id) {
    next = roundsStateWith(next, { turn: null });
    const following = firstPending(next);
    if (following) next = beginTurn(next, following, events);
  }
  return { state: next, events };
}
