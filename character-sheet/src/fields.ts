// The sheet's attribute names, in one place: the workers, the HTML fragments and the tests all read them from here.
import { DAMAGE_CATEGORIES } from '../../src/rules/core/damage';
import { SPECIES_TIERS } from '../../src/rules/core/numbers';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId } from '../../src/rules/core/rule-set';

/** Bump with every release that needs a migration in upgrade.ts. Stored in the hidden `sheet_version` attribute. */
export const SHEET_VERSION = 3;

export const GROUPS = ['body', 'mind', 'spirit'] as const;
export type Group = (typeof GROUPS)[number];

/**
 * The sub-attributes the rulebook names (pages 002 and 004). Each has `<name>` (the score) and `<name>_mod`
 * (docs/rules.md §3, computed by a worker).
 */
export const SUB_ATTRIBUTES: readonly { readonly name: string; readonly group: Group }[] = [
  { name: 'strength', group: 'body' },
  { name: 'agility', group: 'body' },
  { name: 'perception', group: 'mind' },
  { name: 'logic', group: 'mind' },
  { name: 'will', group: 'spirit' },
  { name: 'faith', group: 'spirit' },
];

/** docs/rules.md §4, Magic-Use: Faith for divine magic, Logic for axioms, else Agility (devices, scrolls). */
export const TRADITIONS = { divine: 'faith', axiom: 'logic', other: 'agility' } as const;
export type Tradition = keyof typeof TRADITIONS;
export const DEFAULT_TRADITION: Tradition = 'divine';

export function isTradition(value: string): value is Tradition {
  return Object.prototype.hasOwnProperty.call(TRADITIONS, value);
}

/** The species choices, playable species first; every species of SPECIES_TIERS, then "other". */
export const SPECIES_ORDER: readonly string[] = [
  'human',
  'elf',
  'dwarf',
  'gryf',
  'howl',
  ...Object.keys(SPECIES_TIERS).filter((key) => !['human', 'elf', 'dwarf', 'gryf', 'howl'].includes(key)),
  'other',
];
export const DEFAULT_SPECIES = 'human';

/**
 * The rule set the sheet shows movement for (docs/rules.md §9): the game's, chosen once per character (sheet.json
 * offers it as a default sheet setting). The Mod script never reads it: a fight's rule set is the GM's `--rules`.
 */
export const SHEET_RULE_SETS: readonly RuleSetId[] = RULE_SET_IDS;
export const DEFAULT_SHEET_RULE_SET: RuleSetId = 'rondel';

/** The stored rule set: an id, any case and spacing; anything else is the default. */
export function sheetRuleSetOf(value: string | undefined): RuleSetId {
  const id = (value ?? '').trim().toLowerCase();
  return isRuleSetId(id) ? id : DEFAULT_SHEET_RULE_SET;
}

/** Repeating sections and their row fields. Row fields never reuse a global name (a global change event would fire). */
export const WEAPONS = 'repeating_weapons';
export const WEAPON_FIELDS = ['name', 'speed', 'attack_dice', 'attack_mod', 'damage', 'damage_type', 'reach', 'active'] as const;
/** A weapon row's field the workers write: the options its Attack button adds when it is not the active weapon. */
export const WEAPON_DERIVED = ['attack_flags'] as const;
export const SPELLS = 'repeating_spells';
export const SPELL_FIELDS = ['name', 'tradition', 'cast_time', 'tradition_mod', 'chosen'] as const;
/**
 * docs/rules.md §10, the attack pool: a skill whose `attack_die` is ticked adds one d20 to every attack. A skill's
 * check adds the modifier of the sub-attribute the row names (`sub_attribute`, Agility when never chosen) to its own.
 */
export const SKILLS = 'repeating_skills';
export const SKILL_FIELDS = ['name', 'sub_attribute', 'mod', 'attack_die'] as const;
/** A skill row's field the workers write: the modifier of its sub-attribute (always a number); its check adds the row's Mod itself. */
export const SKILL_DERIVED = ['sub_mod'] as const;
/** docs/rules.md §10: the sub-attribute a skill row's check adds when the player has not chosen one. */
export const DEFAULT_SKILL_ATTRIBUTE = 'agility';

/** docs/rules.md §10: a weapon's base pool is one d20 or more, and the pool with its skills at most 5. */
export const MAX_ATTACK_DICE = 5;
export const DEFAULT_ATTACK_DICE = 1;
/** docs/rules.md §10: Defense without a sheet value; the sheet derives it from its base and the armour. */
export const DEFAULT_DEFENSE_BASE = 10;

/** A weapon's reach, as the script's `--ranged` flag reads it. */
export const REACHES = ['melee', 'ranged'] as const;
export type Reach = (typeof REACHES)[number];

/** The damage categories a weapon, a resistance or a vulnerability names (src/rules/core/damage.ts, page 000). */
export const DAMAGE_TYPES: readonly string[] = DAMAGE_CATEGORIES;

/** The global attributes a player edits, each watched by the workers. */
export const INPUTS = [
  ...SUB_ATTRIBUTES.map((a) => a.name),
  'species',
  'movement_tier',
  'body_weight',
  'pack_weight',
  'initiative_manual',
  // docs/rules.md §9.2: points in the quickness skill, −1 initiative per 10
  'quickness',
  // docs/rules.md §9.2: the unencumbered hexes per round (the species' rate); blank means the base tier's
  'hexes_per_round_base',
  'rule_set',
  // docs/rules.md §10: Defense is its base plus the armour
  'defense_base',
  'armour',
] as const;

/**
 * The global attributes a player types that no worker needs (the Mod script reads them): body points (the token's
 * bar1, the attribute's max being its maximum), the chance trait, resistances and vulnerabilities (docs/rules.md §10).
 */
export const PLAIN_INPUTS = ['body_points', 'body_points_max', 'trait_chance', 'resistances', 'vulnerabilities'] as const;

/** The global attributes the Mod script writes and the sheet only shows: the combatant's conditions (§11), as text. */
export const SCRIPT_WRITTEN = ['conditions'] as const;

/** The global attributes the workers write (shown in readonly fields or hidden). */
export const DERIVED = [
  ...SUB_ATTRIBUTES.map((a) => `${a.name}_mod`),
  'encumbrance_steps',
  'movement_tier_drop',
  'movement_tier_current',
  'movement_tier_current_name',
  'movement_hexes_1',
  'movement_hexes_2',
  'movement_hexes_3',
  'movement_hexes_4',
  'movement_hexes_cycle',
  // docs/rules.md §9.2 and §9.3: hexes per round with encumbrance, and their split over seconds 1, 6, 11 and 16
  'hexes_per_round',
  'moment_hexes_1',
  'moment_hexes_2',
  'moment_hexes_3',
  'moment_hexes_4',
  // the rule set the movement box shows (a hidden flag the CSS reads)
  'rule_set_current',
  'initiative_adjustment',
  'weapon_speed',
  'weapon_active_name',
  // docs/rules.md §10: the active weapon's attack, and the skills that add a die to every attack
  'weapon_attack_dice',
  'weapon_attack_mod',
  'weapon_damage',
  'weapon_damage_type',
  'weapon_reach',
  'attack_skills',
  'defense',
  'casting_time',
  'casting_mod',
  'spell_chosen_name',
] as const;

/** The movement windows the sheet shows: the default pattern's cycle (docs/rules.md §5). The sheet calls them "moves"
 * because Roll20's security filter rejects sheet code containing the word w-i-n-d-o-w. */
export const MOVES_SHOWN = 4;

/** A checkbox stores its value ("1") when ticked and "0" when not; an untouched one is "" or its default. */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'off';
}

export function rowAttribute(section: string, rowId: string, field: string): string {
  return `${section}_${rowId}_${field}`;
}
