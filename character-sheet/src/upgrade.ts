// The sheet's upgrade ladder, run on sheet:opened before the derived values are recomputed. Each step is a pure
// function of the stored attributes; a character jumps every step above its `sheet_version`, in order.
import { parseTier } from '../../src/rules/core/numbers';
import { SHEET_VERSION, sheetRuleSetOf } from './fields';
import { typedHexesOf, type Updates, type Values } from './derive';

export interface Migration {
  /** The sheet_version this step brings a character to. */
  readonly version: number;
  readonly describe: string;
  readonly migrate: (values: Values) => Updates;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    describe: 'tiers are stored as keys: a tier typed by hand as a name ("Red Fox") or a rank (4) becomes its key',
    migrate: (values): Updates => {
      const tier = parseTier(values.movement_tier ?? '');
      return tier !== undefined && tier !== values.movement_tier ? { movement_tier: tier } : {};
    },
  },
  {
    version: 2,
    describe:
      'hexes per round (docs/rules.md §9.2): a hexes_per_round the character already had (typed by hand or set by ' +
      'another script; no sheet before this one wrote it) becomes the base hexes per round, which the workers now ' +
      'derive hexes_per_round from; a blank or garbled rule set becomes the id it names, else rondel',
    migrate: (values): Updates => {
      const updates: Updates = {};
      const had = typedHexesOf(values.hexes_per_round);
      if (had !== undefined && typedHexesOf(values.hexes_per_round_base) === undefined) {
        updates.hexes_per_round_base = String(had);
      }
      // getAttrs answers the sheet's default for a rule set never chosen; a blank or garbled one becomes an id
      const rules = sheetRuleSetOf(values.rule_set);
      if (values.rule_set !== undefined && values.rule_set !== rules) updates.rule_set = rules;
      return updates;
    },
  },
];

/** A stored version: a whole number ≥ 0; blank (a sheet never opened) or nonsense counts as 0. */
export function storedVersion(value: string | undefined): number {
  const version = Number.parseInt(value ?? '', 10);
  return Number.isInteger(version) && version > 0 ? version : 0;
}

/**
 * Runs every step above the stored version, each seeing the previous steps' writes, and stamps the new version.
 * A version newer than this sheet's is left alone (never downgraded).
 */
export function upgrade(values: Values): Updates {
  const from = storedVersion(values.sheet_version);
  if (from >= SHEET_VERSION) return {};
  let current: Record<string, string | undefined> = { ...values };
  const updates: Updates = {};
  for (const step of MIGRATIONS) {
    if (step.version <= from) continue;
    const written = step.migrate(current);
    Object.assign(updates, written);
    current = { ...current, ...written };
  }
  updates.sheet_version = String(SHEET_VERSION);
  return updates;
}
