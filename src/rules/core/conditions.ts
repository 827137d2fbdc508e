// The conditions (docs/rules.md §7 and §11, from page 000): which stop acting and which hold a combatant in place.

/** Every condition of docs/rules.md §11 (the rulebook's "restrictions"), in every rule set. */
export const CONDITION_KEYS = [
  'blind',
  'charmed',
  'deaf',
  'frightened',
  'grappled',
  'incapacitated',
  'invisible',
  'paralyzed',
  'petrified',
  'poisoned',
  'prone',
  'restrained',
  'stunned',
  'unconscious',
] as const;

export type ConditionKey = (typeof CONDITION_KEYS)[number];

/** No actions or reactions. */
const CANNOT_ACT: readonly ConditionKey[] = ['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'];
/** Movement 0 at every window (docs/rules.md §5 and §7). */
const CANNOT_MOVE: readonly ConditionKey[] = ['grappled', 'restrained', 'paralyzed', 'petrified', 'unconscious'];

export function isConditionKey(value: unknown): value is ConditionKey {
  return typeof value === 'string' && (CONDITION_KEYS as readonly string[]).includes(value);
}

export function parseCondition(input: string): ConditionKey | undefined {
  const text = input.trim().toLowerCase();
  return CONDITION_KEYS.find((key) => key === text);
}

/** The first condition that stops actions and reactions, if any. */
export function blocksActing(conditions: readonly ConditionKey[]): ConditionKey | undefined {
  // most combatants have no condition: no callback made for an empty list
  if (conditions.length === 0) return undefined;
  return conditions.find((condition) => CANNOT_ACT.includes(condition));
}

/** The first condition that holds a combatant in place, if any. */
export function blocksMoving(conditions: readonly ConditionKey[]): ConditionKey | undefined {
  if (conditions.length === 0) return undefined;
  return conditions.find((condition) => CANNOT_MOVE.includes(condition));
}

/**
 * The conditions a change adds, with those they bring (docs/rules.md §11): an unconscious combatant drops prone, and
 * stays prone when it wakes (it crawls or gets up). A condition the same change removes is not brought.
 */
export function withBrought(add: readonly ConditionKey[], remove: readonly ConditionKey[]): readonly ConditionKey[] {
  if (!add.includes('unconscious') || add.includes('prone') || remove.includes('prone')) return add;
  return [...add, 'prone'];
}

/** What a change of conditions does to those `held` (docs/rules.md §7, §11), as every rule set rules it. */
export interface ConditionChange {
  /** Those it adds, with those they bring, that were not held (not those it also removes). */
  readonly added: ConditionKey[];
  /** Those it removes that were held. */
  readonly removed: ConditionKey[];
  /** The conditions after it: those kept in their order, then those added. */
  readonly conditions: ConditionKey[];
}

/** The change `add`/`remove` makes to `held`; null when it changes nothing. `only`: the keys a rule set takes at all. */
export function conditionChange(
  held: readonly ConditionKey[],
  add: readonly ConditionKey[],
  remove: readonly ConditionKey[],
  only?: (k: ConditionKey) => boolean,
): ConditionChange | null {
  const added = [...new Set(withBrought(add, remove))].filter((k) => (only === undefined || only(k)) && !held.includes(k) && !remove.includes(k));
  const removed = [...new Set(remove)].filter((k) => held.includes(k));
  if (added.length === 0 && removed.length === 0) return null;
  return { added, removed, conditions: [...held.filter((k) => !removed.includes(k)), ...added] };
}
