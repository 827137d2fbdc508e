// The actions of 10-second rounds (docs/rules.md §9.3) as data: there are no cool-downs; an action is what the
// combatant does with its turn. `hold` is not among them: page 000 has no holding.
import type { ActionSpec } from '../core/rule-set';

export const ROUNDS_ACTION_KEYS = ['combat', 'magic', 'skill', 'move', 'defense', 'ready'] as const;
export type RoundsActionKey = (typeof ROUNDS_ACTION_KEYS)[number];

export function isRoundsActionKey(value: unknown): value is RoundsActionKey {
  return typeof value === 'string' && (ROUNDS_ACTION_KEYS as readonly string[]).includes(value);
}

export const ROUNDS_ACTIONS: readonly (ActionSpec & { readonly key: RoundsActionKey })[] = [
  { key: 'combat', label: 'Combat', formula: 'this turn', describe: 'melee, ranged, battle-magic, grapple, shove, trip', takes: ['note'] },
  { key: 'magic', label: 'Magic', formula: 'this turn', describe: 'axioms, incantations, devices, scrolls', takes: ['note'] },
  { key: 'skill', label: 'Use Skill/Object', formula: 'this turn', describe: 'use a skill or an object, render aid', takes: ['note'] },
  { key: 'move', label: 'Move only', formula: 'this turn', describe: 'hold position or move, and take no action', takes: [] },
  {
    key: 'defense',
    label: 'Stand in defense',
    formula: 'until your next turn',
    describe: 'attacks against you at disadvantage, your saves at advantage; no reactions this round or next',
    takes: [],
  },
  {
    key: 'ready',
    label: 'At the ready',
    formula: 'until your next turn',
    describe: 'name an “if” trigger; the action is taken at once when it happens, lost at your next turn if not',
    takes: ['note'],
  },
];
