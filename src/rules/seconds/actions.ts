// The actions of 20-second rounds (docs/rules.md §9.2): no cool-downs and no holding; an action happens at its second.
// Page 001 names no Full Guard or defense action, so there is none here.
import type { ActionSpec } from '../core/rule-set';

export const SECONDS_ACTION_KEYS = ['combat', 'magic', 'skill', 'move'] as const;
export type SecondsActionKey = (typeof SECONDS_ACTION_KEYS)[number];

export function isSecondsActionKey(value: unknown): value is SecondsActionKey {
  return typeof value === 'string' && (SECONDS_ACTION_KEYS as readonly string[]).includes(value);
}

/** What a turn passed over without a declared action is recorded as. */
export const PASS = 'pass';

export const SECONDS_ACTIONS: readonly ActionSpec[] = [
  {
    key: 'combat',
    label: 'Combat',
    formula: 'at your second (weapon speed is in the initiative)',
    describe: 'melee, ranged, battle-magic, grapple, shove, trip',
    takes: ['note'],
  },
  {
    key: 'magic',
    label: 'Magic',
    formula: 'starts at your second, takes effect after the casting time in seconds',
    describe: 'axioms, incantations, devices, scrolls; a casting past second 20 is the action of both rounds',
    takes: ['cast', 'tradition', 'note'],
  },
  { key: 'skill', label: 'Use Skill/Object', formula: 'at your second', describe: 'a skill, an item, an object', takes: ['note'] },
  { key: 'move', label: 'Move', formula: 'at your second', describe: 'the round’s action is spent moving', takes: ['note'] },
];
