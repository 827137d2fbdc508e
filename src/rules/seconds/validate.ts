// A schema check for a stored fight in 20-second rounds: what comes back from `state` is untrusted JSON.
import { isConditionKey } from '../core/conditions';
import { isTierKey } from '../core/numbers';
import { clockAt, LIMITS, SECONDS_PER_ROUND } from './state';
import { isTerrainKey } from './terrain';
import { validateEffects } from '../core/effects';
import { validateStoodUp } from '../core/stand';
import { foreignFields } from '../core/foreign';
import { validTie } from '../core/ties';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isSecond(value: unknown): value is number {
  return isInt(value) && value >= 1 && value <= SECONDS_PER_ROUND;
}

interface Clock {
  readonly round: number;
  readonly second: number;
  readonly now: number;
}

function checkCombatant(c: unknown, where: string, clock: Clock, problems: string[]): void {
  if (!isObject(c)) return void problems.push(`${where} is not an object`);
  if (typeof c.id !== 'string' || c.id === '') problems.push(`${where}.id is not a string`);
  if (typeof c.name !== 'string') problems.push(`${where}.name is not a string`);
  if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
  if (!isInt(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
  if (!isInt(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
  if (!isInt(c.speed) || Math.abs(c.speed) > LIMITS.speed) problems.push(`${where}.speed is not a whole number within ±${LIMITS.speed}`);
  if (c.hexesPerRound !== null && (!isInt(c.hexesPerRound) || c.hexesPerRound < 0 || c.hexesPerRound > LIMITS.hexes)) {
    problems.push(`${where}.hexesPerRound is not null or 0..${LIMITS.hexes}`);
  }
  if (!isInt(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
  if (c.second !== null && (!isSecond(c.second) || c.second < clock.second)) {
    problems.push(`${where}.second is not null or a second from the current one to ${SECONDS_PER_ROUND}`);
  }
  // past 40 an initiative is carried more than one round (the seconds still to wait, from the next round's first)
  if (c.carried !== null && (!isInt(c.carried) || c.carried < 1)) problems.push(`${where}.carried is not null or a second to come`);
  if (c.second !== null && c.carried !== null) problems.push(`${where} both acts this round and is carried over`);
  if (c.tie !== null) {
    if (!validTie(c.tie)) problems.push(`${where}.tie is malformed`);
  }
  if (typeof c.reacted !== 'boolean') problems.push(`${where}.reacted is not true or false`);
  if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey) || new Set(c.conditions).size !== c.conditions.length) {
    problems.push(`${where}.conditions is malformed`);
  }
}

/** Combatants already found whole, with the highest second they were checked at (only `second` depends on it). */
const goodUpTo = new WeakMap<object, number>();

/** Every problem found in a stored fight; an empty list means it is a valid SecondsState. */
export function validateSecondsState(value: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return ['the fight is not an object'];
  if (!isInt(value.round) || value.round < 1) problems.push('round is not a whole number from 1');
  if (!isSecond(value.second)) problems.push(`second is not a whole number from 1 to ${SECONDS_PER_ROUND}`);
  // Stryker disable next-line EqualityOperator: equivalent, a round of 1 falls back to 1 all the same
  const round = isInt(value.round) && value.round >= 1 ? value.round : 1;
  const second = isSecond(value.second) ? value.second : 1;
  const clock: Clock = { round, second, now: clockAt(round, second) };
  if (!isTerrainKey(value.terrain)) problems.push('terrain is not a terrain');
  if (!isInt(value.nextArrival) || value.nextArrival < 0) problems.push('nextArrival is not a whole number');
  const ids = new Set<unknown>();
  const beforeCombatants = problems.length;
  if (!Array.isArray(value.combatants)) problems.push('combatants is not a list');
  else {
    value.combatants.forEach((c, i) => {
      // a combatant found whole at a second is whole at every earlier one: the steps of the undo history share it
      const seen = isObject(c) ? goodUpTo.get(c) : undefined;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, checking a whole combatant again finds it whole
      if (seen === undefined || seen < clock.second) {
        const before = problems.length;
        checkCombatant(c, `combatants[${i}]`, clock, problems);
        if (isObject(c) && problems.length === before) goodUpTo.set(c, clock.second);
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
  // the casters are looked for among combatants read whole (a combatant with a problem is told of already)
  const combatantsWhole = problems.length === beforeCombatants;
  if (!Array.isArray(value.spells)) problems.push('spells is not a list');
  else {
    value.spells.forEach((s, i) => {
      if (
        !isObject(s) ||
        typeof s.casterId !== 'string' ||
        typeof s.casterName !== 'string' ||
        !isInt(s.castAt) ||
        !isInt(s.resolvesAt) ||
        typeof s.note !== 'string' ||
        s.castAt < 1 ||
        s.castAt > clock.now ||
        s.resolvesAt <= clock.now
      ) {
        problems.push(`spells[${i}] is malformed`);
      }
      // a caster who leaves takes its castings along (joining.ts): a casting is always a combatant's, and its line
      // is shown or kept from the players as that combatant is (docs/rules.md §15)
      else if (combatantsWhole && !ids.has(s.casterId)) problems.push(`spells[${i}].casterId is no combatant of the fight`);
    });
  }
  if (!Array.isArray(value.speech)) problems.push('speech is not a list');
  else {
    const roundStart = clockAt(round, 1);
    value.speech.forEach((s, i) => {
      // held speech is posted after second 20 of the round it was said in
      if (
        !isObject(s) ||
        typeof s.id !== 'string' ||
        typeof s.name !== 'string' ||
        typeof s.text !== 'string' ||
        s.text.length > LIMITS.text ||
        !isInt(s.count) ||
        s.count < roundStart ||
        s.count > clock.now
      ) {
        problems.push(`speech[${i}] is malformed`);
      }
    });
  }
  problems.push(...validateEffects((value as { effects?: unknown }).effects));
  problems.push(...validateStoodUp((value as { stoodUp?: unknown }).stoodUp));
  // 20-second rounds keep both spells and speech: only the rondel's windows kept after an action are another's
  problems.push(...foreignFields(value, ['keptAt'], '20-second rounds'));
  return problems;
}
