// The rondel's transitions (docs/rules.md §1–§7): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
// Each concept has a file beside this one; this is the rule set's one door to them.
import type { NewCombatant } from '../core/rule-set';
import { sequence } from '../core/sequence';

export type { NewCombatant };
export { sequence };
export { LIMITS } from './limits';
export { emptyCombat, startCombat, joinCombat, leaveCombat } from './joining';
export { DEFAULT_RULES, nextEventCount, anyDue, advance, advanceOne } from './counter';
export { allowanceFor, allowanceIn, windowChanges } from './allowance';
export { GUARD_COUNTS, declareAction } from './declare';
export { FLEX_COUNTS, flexUntil, reactionRefusal, react } from './reactions';
export { stand } from './standing';
export { setNextCount, setNextCounts, setTier, setPerception, rename, changeConditions } from './overrides';
