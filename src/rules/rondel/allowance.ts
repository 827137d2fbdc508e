// What a combatant may move at a movement window (docs/rules.md §5), and the changes a step makes to it there.
import type { Allowance, Combatant, CombatState, FightEvent, Marker, RulesConfig } from './state';
import { blocksMoving } from '../core/conditions';
import { isOpportunity, isWindow, tierHexes, type MovementPattern } from './windows';
import { sameJson } from '../core/shape';
import { lastById } from '../core/lookup';
import { stoodAt } from '../core/stand';
import { keptAt } from './kept';

export function allowanceFor(c: Combatant, count: number, config: RulesConfig): Allowance {
  return allowanceWith(c, tierHexes(c.tier, count, config.pattern), count, config.pattern);
}

/** Standing up takes the whole window: no hexes there (docs/rules.md §5). */
const STOOD: Allowance = { kind: 'move', hexes: 0 };

/**
 * The allowance at the window of `count` in this state: none for one who stood up there; one whose action there lifted
 * a condition (its timer counted in actions) still has it at this window, which came before the action (ruling 107).
 */
export function allowanceIn(state: CombatState, c: Combatant, count: number, config: RulesConfig): Allowance {
  if (stoodAt(state, c.id, count)) return STOOD;
  const kept = keptAt(state, c.id, count);
  if (kept === null) return allowanceFor(c, count, config);
  return allowanceFor({ ...c, conditions: [...c.conditions, ...kept.filter((k) => !c.conditions.includes(k))] }, count, config);
}

/** No move at this window: a prone combatant's tier gives nothing here, so it may neither crawl nor stand up. */
const NOT_ITS_WINDOW: Allowance = { kind: 'move', hexes: 0 };

/** The allowance of a combatant whose tier gives `tierHexes` at the window of `count`. */
export function allowanceWith(c: Combatant, tierHexes: number, count: number, pattern: MovementPattern): Allowance {
  if (c.conditions.length === 0 && c.markers.length === 0) return { kind: 'move', hexes: tierHexes };
  const held = blocksMoving(c.conditions);
  if (held) return { kind: 'held', reason: held };
  // page 002: a Dash doubles the movement rate until the combatant's next action, from the window after the one it
  // was declared at: a window on the dasher's own count comes before its action, both when it dashes and when the
  // dash ends there (docs/rules.md §5)
  let dash = false;
  for (let k = 0; k < c.markers.length && !dash; k += 1) {
    const m = c.markers[k] as Marker;
    if (m.kind === 'dashing' && m.from < count && (m.until === undefined || count <= m.until)) dash = true;
  }
  const hexes = tierHexes * (dash ? 2 : 1);
  // docs/rules.md §5: crawling costs 3 hexes of allowance per hex, and a Dash does not speed a crawl (page 000)
  if (c.conditions.includes('prone')) {
    // a window that gives its tier nothing is no movement opportunity for it: it stands up at its next (ruling 96)
    if (!isOpportunity(c.tier, tierHexes, pattern)) return NOT_ITS_WINDOW;
    return { kind: 'crawl', hexes: Math.floor(tierHexes / 3), full: tierHexes };
  }
  // the dash's key written out, not spread in: a spread is a generic copy in V8 (core/shape.ts)
  return dash ? { kind: 'move', hexes, dash: true } : { kind: 'move', hexes };
}

/**
 * A step taken at a movement window, after the window's card was posted, may change what a combatant may move there
 * (a Dash doubles it, a condition holds it, a new tier, a joiner): the new allowance is announced, so the card and
 * the token's badge always agree.
 */
export function windowChanges(before: CombatState, after: CombatState, config: RulesConfig): FightEvent[] {
  if (before.counter !== after.counter || !isWindow(after.counter) || before === after) return [];
  const events: FightEvent[] = [];
  const list = before.combatants;
  for (let i = 0; i < after.combatants.length; i += 1) {
    const c = after.combatants[i] as Combatant;
    // a step keeps most combatants at their places as the same objects: those need no look (ids are unique in every
    // state, validate.ts); any other is compared with the last of its id before, as a map of the list would give it
    if (list[i] === c) continue;
    const was = lastById(list, c.id);
    if (was === c) continue;
    const a = allowanceIn(after, c, after.counter, config);
    if (!was || !sameJson(a, allowanceIn(before, was, after.counter, config))) {
      events.push({ type: 'allowance-changed', id: c.id, count: after.counter, allowance: a });
    }
  }
  return events;
}
