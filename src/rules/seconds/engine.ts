// The transitions of 20-second rounds (docs/rules.md §9.2): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
// Each concept has a file beside this one; this is the rule set's one door to them.
export { nextActionClock } from './casting';
export { emptyFight, startFight, joinFight, leaveFight } from './joining';
export { nextEventSecond, anyDueNow, advance } from './clock';
export { allowanceNow, windowChanges } from './allowance';
export { stand } from './standing';
export { declareAction } from './declare';
export { reactionRefusal, react } from './reactions';
export { say } from './speech';
export { placeAt, placeAllAt, setTier, setPerception, setTerrain, changeConditions } from './overrides';
