// The sheet's upgrade ladder, run on sheet:opened before the derived values are recomputed. Each step is a pure
// function of the stored attributes; a character jumps every step above its `sheet_version`, in order.
import { parseTier } from '../../src/rules/core/numbers';
import { SHEET_VERSION, sheetRuleSetOf } from './fields';
import { attackDiceOf, typedHexesOf, wholeOf, type Updates, type Values } from './derive';

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
  {
    version: 3,
    describe:
      'the attack pool (docs/rules.md §10): a weapon row\'s attack_dice, text such as "1d20" or "2d20" before, ' +
      'becomes the number of d20s (1 to 5; blank or unreadable is 1); "1d20+2" also gives an attack modifier of 2 ' +
      'when the row has none; text the number does not say in full is kept in the row\'s attack_dice_was',
    migrate: (values): Updates => {
      const updates: Updates = {};
      for (const [name, stored] of Object.entries(values)) {
        const row = /^(repeating_weapons_.+)_attack_dice$/i.exec(name);
        if (row === null || stored === undefined) continue;
        const text = stored.trim();
        const plus = /^(\d*\s*d\s*20)\s*([+-]\s*\d+)$/i.exec(text);
        const diceText = plus ? (plus[1] as string) : text;
        const dice = attackDiceOf(diceText);
        if (String(dice) !== stored) updates[name] = String(dice);
        const modName = `${row[1] as string}_attack_mod`;
        const modAbsent = (values[modName] ?? '').trim() === '' || (values[modName] ?? '').trim() === '0';
        if (plus && modAbsent) updates[modName] = String(wholeOf((plus[2] as string).replace(/\s+/g, '')));
        // what the number and the modifier do not say (unreadable text, more than 5 dice, a modifier the row
        // already had) is kept for the player
        const said = text === '' || (diceCountOf(diceText) === dice && (plus === null || modAbsent));
        if (!said) updates[`${row[1] as string}_attack_dice_was`] = stored;
      }
      return updates;
    },
  },
];

/** The d20s a text names ("2", "2d20", "d20"), unclamped; undefined when it names none. */
function diceCountOf(text: string): number | undefined {
  const dice = /^(\d*)\s*d\s*20$/i.exec(text.trim());
  if (dice) return dice[1] === '' ? 1 : Number(dice[1]);
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

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
