// The transitions of 10-second rounds (docs/rules.md §9.3): pure `(state, input, dice) → {state, events}`.
// A refused request returns the same state object and one `rejected` event; nothing else changes.
// Each concept has a file beside this one; this is the rule set's one door to them.
export { LIMITS, placeInitiative, placeInitiatives, setTierRounds, setPerceptionRounds, changeConditionsRounds } from './overrides';
export { PASS, advanceRounds } from './turns';
export { emptyRounds, startRounds, joinRounds, leaveRounds } from './joining';
export { defenseBlocksReactions, inDefense } from './defense';
export { declareRounds } from './declare';
export { standRounds } from './standing';
export { reactionRefusal, reactRounds, triggerReady } from './reactions';
export { allowanceChanges } from './allowance';
