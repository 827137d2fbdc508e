// A schema check for a stored fight in 10-second rounds: what comes back from `state` is untrusted JSON.
import { isConditionKey } from '../core/conditions';
import { isTierKey } from '../core/numbers';
import { isRoundsActionKey } from './actions';
import { MAX_HEXES_PER_ROUND } from './movement';
import { validateEffects } from '../core/effects';
import { validateStoodUp } from '../core/stand';
import { foreignFields } from '../core/foreign';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** A round number from 0 (none) to the current round. */
function isRoundOrNone(value: unknown, round: number): boolean {
  return isInt(value) && value >= 0 && value <= round;
}

function checkStatus(s: unknown, where: string, round: number, problems: string[]): void {
  if (s === null) return;
  if (!isObject(s)) return void problems.push(`${where} is not an object`);
  if (s.kind !== 'defense' && s.kind !== 'ready') return void problems.push(`${where}.kind is unknown`);
  // it ends at the start of the combatant's next turn, which comes in the next round
  if (!isInt(s.since) || s.since < Math.max(1, round - 1) || s.since > round) problems.push(`${where}.since is not this round or the last`);
  if (s.kind === 'ready' && typeof s.trigger !== 'string') problems.push(`${where}.trigger is not a string`);
}

function checkCombatant(c: unknown, where: string, round: number, problems: string[]): void {
  if (!isObject(c)) return void problems.push(`${where} is not an object`);
  if (typeof c.id !== 'string' || c.id === '') problems.push(`${where}.id is not a string`);
  if (typeof c.name !== 'string') problems.push(`${where}.name is not a string`);
  if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
  if (!isInt(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
  if (!isInt(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
  if (!isInt(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
  if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey)) problems.push(`${where}.conditions is malformed`);
  if (c.hexesPerRound !== null && (!isInt(c.hexesPerRound) || c.hexesPerRound < 0 || c.hexesPerRound > MAX_HEXES_PER_ROUND)) {
    problems.push(`${where}.hexesPerRound is not null or a whole number from 0 to ${MAX_HEXES_PER_ROUND}`);
  }
  if (!isInt(c.initiative)) problems.push(`${where}.initiative is not a whole number`);
  if (!Array.isArray(c.tie) || !c.tie.every((r) => isInt(r) && r >= 1 && r <= 20)) problems.push(`${where}.tie is not a list of d20 rolls`);
  if (!isRoundOrNone(c.doneRound, round)) problems.push(`${where}.doneRound is not a round up to the current one`);
  if (!isRoundOrNone(c.reactedRound, round)) problems.push(`${where}.reactedRound is not a round up to the current one`);
  if (!isRoundOrNone(c.defenseRound, round)) problems.push(`${where}.defenseRound is not a round up to the current one`);
  checkStatus(c.status, `${where}.status`, round, problems);
}

/** Combatants already found whole, with the round they were checked in. */
const goodIn = new WeakMap<object, number>();

/** Every problem found in a stored fight; an empty list means it is a valid RoundsState. */
export function validateRoundsState(value: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return ['the fight is not an object'];
  if (!isInt(value.round) || value.round < 1) problems.push('round is not a whole number from 1');
  const round = isInt(value.round) ? value.round : 1;
  if (!isInt(value.nextArrival) || value.nextArrival < 0) problems.push('nextArrival is not a whole number');
  const combatants = Array.isArray(value.combatants) ? value.combatants : null;
  if (!combatants) problems.push('combatants is not a list');
  else {
    const ids = new Set<unknown>();
    combatants.forEach((c, i) => {
      // a combatant found whole in a round is whole in it again: the steps of the undo history share it
      if (!isObject(c) || goodIn.get(c) !== round) {
        const before = problems.length;
        checkCombatant(c, `combatants[${i}]`, round, problems);
        if (isObject(c) && problems.length === before) goodIn.set(c, round);
      }
      if (isObject(c)) {
        if (ids.has(c.id)) problems.push(`combatants[${i}].id is a duplicate`);
        ids.add(c.id);
        if (isInt(c.arrival) && isInt(value.nextArrival) && c.arrival >= value.nextArrival) {
          problems.push(`combatants[${i}].arrival is not below nextArrival`);
        }
      }
    });
  }
  const turn = value.turn;
  if (turn === null) {
    // between rounds: nobody is still to act
    if (combatants?.some((c) => isObject(c) && isInt(c.doneRound) && c.doneRound < round)) problems.push('turn is null while combatants are still to act');
  } else if (!isObject(turn)) problems.push('turn is not an object or null');
  else {
    if (turn.action !== null && !isRoundsActionKey(turn.action)) problems.push('turn.action is unknown');
    const holder = combatants?.find((c) => isObject(c) && c.id === turn.id);
    if (typeof turn.id !== 'string' || !isObject(holder)) problems.push('turn.id is not a combatant in the fight');
    else if (holder.doneRound !== round) problems.push('turn.id names a combatant whose turn this round has not begun');
  }
  problems.push(...validateEffects((value as { effects?: unknown }).effects));
  problems.push(...validateStoodUp((value as { stoodUp?: unknown }).stoodUp));
  // what only the other rule sets keep (spells being cast, held speech) would be read as this fight's
  problems.push(...foreignFields(value, ['spells', 'speech', 'keptAt'], '10-second rounds'));
  return problems;
}
