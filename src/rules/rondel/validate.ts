// A schema check for a stored fight: what comes back from `state` is untrusted JSON.
import { isActionKey } from './actions';
import { isConditionKey } from '../core/conditions';
import { isTierKey } from '../core/numbers';
import { validateEffects } from '../core/effects';
import { validateStoodUp } from '../core/stand';
import { validateKept } from './kept';
import { foreignFields } from '../core/foreign';
import { validTie } from '../core/ties';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function checkMarker(m: unknown, where: string, problems: string[]): void {
  if (!isObject(m)) return void problems.push(`${where} is not an object`);
  if (m.kind === 'holding' || m.kind === 'dashing') {
    if (!isInt(m.from)) problems.push(`${where}.from is not a whole number`);
    else if (m.kind === 'dashing' && m.until !== undefined && (!isInt(m.until) || m.until <= m.from)) problems.push(`${where}.until is not a count after its start`);
  } else if (m.kind === 'flex' || m.kind === 'guard') {
    if (!isInt(m.from) || !isInt(m.until) || m.until <= m.from) problems.push(`${where} has bad counts`);
  } else problems.push(`${where}.kind is unknown`);
}

function checkCombatant(c: unknown, where: string, counter: number, problems: string[]): void {
  if (!isObject(c)) return void problems.push(`${where} is not an object`);
  if (typeof c.id !== 'string' || c.id === '') problems.push(`${where}.id is not a string`);
  if (typeof c.name !== 'string') problems.push(`${where}.name is not a string`);
  if (!isTierKey(c.tier)) problems.push(`${where}.tier is not a tier`);
  if (!isInt(c.perceptionMod)) problems.push(`${where}.perceptionMod is not a whole number`);
  if (!isInt(c.initiativeAdjustment)) problems.push(`${where}.initiativeAdjustment is not a whole number`);
  if (!isInt(c.nextAt) || c.nextAt < counter) problems.push(`${where}.nextAt is not a count at or after the counter`);
  if (!isInt(c.arrival) || c.arrival < 0) problems.push(`${where}.arrival is not a whole number`);
  if (c.lastAction !== null && !isActionKey(c.lastAction)) problems.push(`${where}.lastAction is unknown`);
  if (c.tie !== null) {
    if (!validTie(c.tie)) problems.push(`${where}.tie is malformed`);
  }
  if (!Array.isArray(c.markers)) problems.push(`${where}.markers is not a list`);
  else c.markers.forEach((m, i) => checkMarker(m, `${where}.markers[${i}]`, problems));
  if (!Array.isArray(c.conditions) || !c.conditions.every(isConditionKey)) problems.push(`${where}.conditions is malformed`);
}

/** Combatants already found whole, with the highest counter they were checked at (only nextAt depends on it). */
const goodUpTo = new WeakMap<object, number>();

/** Every problem found in a stored fight; an empty list means it is a valid CombatState. */
export function validateCombatState(value: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return ['the fight is not an object'];
  if (!isInt(value.counter) || value.counter < 1) problems.push('counter is not a whole number from 1');
  const counter = isInt(value.counter) ? value.counter : 1;
  if (!isInt(value.nextArrival) || value.nextArrival < 0) problems.push('nextArrival is not a whole number');
  if (!Array.isArray(value.combatants)) problems.push('combatants is not a list');
  else {
    const ids = new Set<unknown>();
    value.combatants.forEach((c, i) => {
      // a combatant found whole at a counter is whole at every earlier one: the steps of the undo history share it
      const seen = isObject(c) ? goodUpTo.get(c) : undefined;
      if (seen === undefined || seen < counter) {
        const before = problems.length;
        checkCombatant(c, `combatants[${i}]`, counter, problems);
        if (isObject(c) && problems.length === before) goodUpTo.set(c, counter);
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
  if (!Array.isArray(value.spells)) problems.push('spells is not a list');
  else {
    value.spells.forEach((s, i) => {
      if (!isObject(s) || typeof s.casterId !== 'string' || typeof s.casterName !== 'string' || !isInt(s.castAt) || !isInt(s.resolvesAt) || typeof s.note !== 'string' || s.resolvesAt <= counter) {
        problems.push(`spells[${i}] is malformed`);
      }
    });
  }
  problems.push(...validateEffects((value as { effects?: unknown }).effects));
  problems.push(...validateStoodUp((value as { stoodUp?: unknown }).stoodUp));
  problems.push(...validateKept((value as { keptAt?: unknown }).keptAt));
  // what only another rule set keeps (20-second rounds' held speech) would be read as this fight's
  problems.push(...foreignFields(value, ['speech'], 'the rondel'));
  return problems;
}
