// Reading what a roll needs from a character sheet (docs/rules.md §10, the dice contract of issue 14): Defense,
// resistances and vulnerabilities, the chance trait, the scores and their modifiers, the active weapon. A missing
// attribute takes its default; a garbled one takes its default and is reported, never thrown.
import { DAMAGE_CATEGORIES, type DamageCategory } from '../rules/core/damage';
import { modifierForScore } from '../rules/core/numbers';
import type { Reach } from '../rules/core/restrictions';
import { attributeReader, blank, integer } from './sheet';
import { unquote } from '../commands/parse';

/**
 * The attributes the rolls read, beside READ_ATTRIBUTES of sheet.ts (the sheet's contract holds both, and
 * `defense_base` and `armour`, which stand in for a `defense` the workers never wrote).
 */
export const ROLL_READ_ATTRIBUTES = [
  'body_points',
  'defense',
  'trait_chance',
  'resistances',
  'vulnerabilities',
  'strength',
  'strength_mod',
  'agility',
  'logic',
  'will',
  'will_mod',
  'faith',
  'weapon_active_name',
  'weapon_attack_dice',
  'weapon_attack_mod',
  'weapon_damage',
  'weapon_damage_type',
  'weapon_reach',
  // the attack skills the sheet counts (docs/rules.md §10), added to a weapon row's dice for `--weapon NAME`
  'attack_skills',
] as const;

export type RollAttributeName = (typeof ROLL_READ_ATTRIBUTES)[number];

/** The six attributes a check, save or competition names; `_mod` is each one's modifier. */
export const ATTRIBUTES = ['strength', 'agility', 'perception', 'logic', 'will', 'faith'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export function parseAttribute(word: string): Attribute | null {
  const w = word.trim().toLowerCase();
  return (ATTRIBUTES as readonly string[]).includes(w) ? (w as Attribute) : null;
}

/** docs/rules.md §10 (ruling): the Defense of a target without a sheet, or with none on it. */
export const DEFAULT_DEFENSE = 10;

export interface WeaponValues {
  readonly name: string | null;
  /** d20s in the pool (attack dice + attack skills, at most 5). */
  readonly dice: number | null;
  readonly mod: number | null;
  readonly damage: number | null;
  readonly type: DamageCategory | null;
  readonly reach: Reach | null;
  /**
   * A weapon row's numbers no sheet can hold, by the active weapon's attribute names (`weapon_attack_mod`,
   * `weapon_damage`), as read: an attack with the row refuses them (docs/rules.md §10), as it does the active weapon's
   * (whose numbers the sheet's `outOfRange` holds).
   */
  readonly outOfRange?: Readonly<Record<string, number>>;
}

/** A weapon row of the sheet (repeating_weapons), as `--weapon NAME` picks it (docs/rules.md §10). */
export interface WeaponRow extends WeaponValues {
  readonly name: string;
  /** The row's pool: its attack dice and the attack skills, 1 to 5. */
  readonly dice: number;
  readonly mod: number;
  readonly reach: Reach;
  /** Its Active box is ticked (the sheet's workers keep one ticked row at most). */
  readonly active?: boolean;
}

export interface RollSheet {
  readonly hasSheet: boolean;
  readonly defense: number | null;
  readonly chance: boolean;
  readonly resistances: readonly DamageCategory[];
  readonly vulnerabilities: readonly DamageCategory[];
  readonly scores: Readonly<Record<Attribute, number | null>>;
  readonly mods: Readonly<Record<Attribute, number | null>>;
  readonly weapon: WeaponValues;
  /** The sheet's weapon rows with a name, in the order of their attributes (none without a sheet). */
  readonly weapons: readonly WeaponRow[];
  /** Its weapon rows not named yet (name ''), when it has any (docs/rules.md §10). */
  readonly unnamedWeapons?: readonly WeaponRow[];
  /** Body points now, when the sheet has them. */
  readonly body: number | null;
  /** Attributes that were there but could not be read (the GM is told when a roll uses one). */
  readonly problems: readonly string[];
  /**
   * Whole numbers the sheet holds that no sheet can (a Defense of 100, a score of 150), by attribute: a roll that
   * uses one refuses it, naming it (docs/rules.md §10, "Out-of-range numbers"). Absent: none.
   */
  readonly outOfRange?: Readonly<Record<string, number>>;
  /** The sheet's skill rows (repeating_skills): each one's name (null when blank) and modifier (blank: 0). */
  readonly skills?: readonly SkillRow[];
}

/** A skill row of the sheet, as its Roll button sends it (`--mod @{mod} --skill @{name}`, docs/rules.md §10). */
export interface SkillRow {
  readonly name: string | null;
  readonly mod: number;
  /**
   * The sub-attribute its check adds (its *Adds*, `sub_attribute`): the row's Roll sends `check --attr` of it. Blank,
   * or no sub-attribute, is Agility, as the sheet's choice shows and its workers read it (character-sheet/src/derive.ts).
   */
  readonly attribute: Attribute;
}

/** docs/rules.md §10: the sub-attribute a skill row adds when the player has not chosen one (the sheet's default). */
export const DEFAULT_SKILL_ATTRIBUTE: Attribute = 'agility';

/**
 * A skill row's field: the shortest row id before one of the row's fields, so that the workers' `sub_mod` is never
 * read as the `mod` of a row "<id>_sub" (a row with no name whose Mod would be the sub-attribute's).
 */
const SKILL_ROW = /^repeating_skills_(.+?)_(name|mod|sub_mod|sub_attribute|attack_die)$/i;

/** The skill rows among a character's attributes: a row is there when it has a name, a modifier or a sub-attribute. */
export function skillRows(attributes: readonly { readonly name: string; readonly current: unknown }[]): SkillRow[] {
  const rows = new Map<string, { name: string | null; mod: number; attribute: Attribute }>();
  for (const a of attributes) {
    const m = SKILL_ROW.exec(a.name);
    if (!m) continue;
    const field = (m[2] as string).toLowerCase();
    if (field !== 'name' && field !== 'mod' && field !== 'sub_attribute') continue;
    const id = (m[1] as string).toLowerCase();
    const row = rows.get(id) ?? { name: null, mod: 0, attribute: DEFAULT_SKILL_ATTRIBUTE };
    // the name as the row's Roll sends it and the parser reads `--skill` (unquoted), its white space and hyphen runs as
    // one before it is cut as the sheet's names are read, as skillNameKey cuts `--skill` (docs/rules.md §10)
    if (field === 'name') row.name = blank(a.current) ? null : unquote(String(a.current)).replace(/\s+/g, ' ').replace(/-{2,}/g, '-').slice(0, SHEET_WORD_LENGTH).trim() || null;
    else if (field === 'mod') row.mod = blank(a.current) ? 0 : (integer(a.current) ?? 0);
    else row.attribute = blank(a.current) ? DEFAULT_SKILL_ATTRIBUTE : (parseAttribute(String(a.current)) ?? DEFAULT_SKILL_ATTRIBUTE);
    rows.set(id, row);
  }
  return [...rows.values()];
}

const NONE: Readonly<Record<Attribute, number | null>> = { strength: null, agility: null, perception: null, logic: null, will: null, faith: null };

export const NO_ROLL_SHEET: RollSheet = {
  hasSheet: false,
  defense: null,
  chance: false,
  resistances: [],
  vulnerabilities: [],
  scores: NONE,
  mods: NONE,
  weapon: { name: null, dice: null, mod: null, damage: null, type: null, reach: null },
  weapons: [],
  body: null,
  problems: [],
};


/** A damage category by its key, in any case; null when it is none. */
export function parseCategory(word: string): DamageCategory | null {
  const w = word.trim().toLowerCase();
  return (DAMAGE_CATEGORIES as readonly string[]).includes(w) ? (w as DamageCategory) : null;
}

const WEAPON_ROW = /^repeating_weapons_(.+)_name$/i;

/** A row's attack dice as the sheet reads them: "2", "2d20" or "d20"; anything else 1; at most 5. */
function rowDice(v: unknown): number {
  const t = blank(v) ? '' : String(v).trim().toLowerCase();
  const d = /^(\d*)\s*d\s*20$/.exec(t);
  const n = d ? (d[1] === '' ? 1 : Number(d[1])) : Number.parseFloat(t);
  return Number.isFinite(n) ? Math.min(5, Math.max(1, Math.trunc(n))) : 1;
}

/**
 * The weapon rows among a character's attributes (`repeating_weapons_<rowid>_<field>`), read as the sheet's workers
 * read them (character-sheet/src/derive.ts): a row's pool is its dice plus the attack skills, at most 5; a blank
 * damage is 1 (left null here), a type or reach outside the rules' words is none or melee. Rows without a name are
 * left out: `--weapon` picks a row by its name.
 */
export function weaponRows(attributes: readonly { readonly name: string; readonly current: unknown }[], skills: number): WeaponRow[] {
  const field = rowFields(attributes);
  const rows: WeaponRow[] = [];
  for (const a of attributes) {
    const m = WEAPON_ROW.exec(a.name);
    if (!m || blank(a.current)) continue;
    // unquoted before it is cut, as its button's `--weapon` comes (a long quoted name keeps no closing quote when cut)
    rows.push(weaponRowOf(field, (m[1] ?? '').toLowerCase(), unquote(String(a.current)).slice(0, SHEET_WORD_LENGTH), skills));
  }
  return rows;
}

/** A weapon row's field, as `repeating_weapons_<rowid>_<field>` (any case), or any field of it. */
const WEAPON_ROW_FIELD = /^repeating_weapons_(.+?)_(name|speed|attack_dice|attack_dice_was|attack_mod|damage|damage_type|reach|active|attack_flags)$/i;

/**
 * docs/rules.md §10: the weapon rows not named yet (a row is there when it has any field; its name is ''), whose
 * Attack buttons send `--weapon ` empty with the row's own numbers: an attack that sends one's numbers is that row's,
 * not typed. `weaponRows` leaves them out (`--weapon NAME` picks a row by its name).
 */
export function unnamedWeaponRows(attributes: readonly { readonly name: string; readonly current: unknown }[], skills: number): WeaponRow[] {
  const ids: string[] = [];
  const named = new Set<string>();
  for (const a of attributes) {
    const m = WEAPON_ROW_FIELD.exec(a.name);
    if (!m) continue;
    const id = (m[1] as string).toLowerCase();
    if (!ids.includes(id)) ids.push(id);
    if ((m[2] as string).toLowerCase() === 'name' && !blank(a.current)) named.add(id);
  }
  const field = rowFields(attributes);
  return ids.filter((id) => !named.has(id)).map((id) => weaponRowOf(field, id, '', skills));
}

/** The fields of the character's rows by their names in lower case: the first attribute of a name counts. */
function rowFields(attributes: readonly { readonly name: string; readonly current: unknown }[]): (id: string, f: string) => unknown {
  const byName = new Map<string, unknown>();
  for (const a of attributes) {
    const key = a.name.toLowerCase();
    if (!byName.has(key)) byName.set(key, a.current);
  }
  return (id, f) => byName.get(`repeating_weapons_${id}_${f}`);
}

/** A weapon row's numbers, read as the sheet's workers read them (see `weaponRows`). */
function weaponRowOf(rowField: (id: string, f: string) => unknown, id: string, name: string, skills: number): WeaponRow {
  const field = (f: string): unknown => rowField(id, f);
  const damage = blank(field('damage')) ? null : integer(field('damage'));
  const mod = integer(field('attack_mod')) ?? 0;
  const held: Record<string, number> = {};
  if (mod < -99 || mod > 99) held.weapon_attack_mod = mod;
  if (damage !== null && (damage < 0 || damage > 99)) held.weapon_damage = damage;
  const reachWord = blank(field('reach')) ? '' : String(field('reach')).trim().toLowerCase();
  const ticked = blank(field('active')) ? '' : String(field('active')).trim().toLowerCase();
  return {
    name,
    dice: Math.min(5, rowDice(field('attack_dice')) + Math.max(0, skills)),
    mod: Math.max(-99, Math.min(99, mod)),
    damage: damage === null ? null : Math.max(0, Math.min(99, damage)),
    type: blank(field('damage_type')) ? null : parseCategory(String(field('damage_type'))),
    reach: reachWord === 'ranged' ? 'ranged' : 'melee',
    ...(ticked !== '' && ticked !== '0' && ticked !== 'off' ? { active: true } : {}),
    ...(Object.keys(held).length > 0 ? { outOfRange: held } : {}),
  };
}

/** The longest weapon name (or other word) read off a sheet: a longer one is cut, here and wherever it is compared. */
export const SHEET_WORD_LENGTH = 60;

/** A weapon's name as it is compared: trimmed, unquoted, cut as the sheet's names are read, any case, a run of hyphens as one. */
export function weaponNameKey(name: string): string {
  // a name in quotes on the sheet ("Widowmaker") comes from its button unquoted, as the parser gives every flag
  return unquote(name.replace(/-{2,}/g, '-')).slice(0, SHEET_WORD_LENGTH).trim().toLowerCase();
}

/**
 * A skill's name as it is compared (docs/rules.md §10), the row's (as skillRows reads it) and `--skill`'s alike:
 * white space as one space, a run of hyphens as one (the workers write it so), trimmed, cut as the sheet's names are
 * read, any case. A blank name is ''.
 */
export function skillNameKey(name: string | null): string {
  return (name ?? '').replace(/\s+/g, ' ').replace(/-{2,}/g, '-').trim().slice(0, SHEET_WORD_LENGTH).trim().toLowerCase();
}

/** The weapon row of that name (any case; a name longer than the sheet's names are read is cut as they are), or null. */
export function weaponNamed(sheet: Pick<RollSheet, 'weapons'>, name: string): WeaponRow | null {
  const key = weaponNameKey(name);
  return sheet.weapons.find((w) => weaponNameKey(w.name) === key) ?? null;
}

/**
 * docs/rules.md §10: the Defense our sheet shows when its workers wrote none. They write only what differs from what
 * the sheet already shows, so a Defense of 10 (base 10, no armour) has no `defense` object; getAttrByName still
 * answers the sheet's defaults, so a character on our sheet (one declaring `defense` and `defense_base`) has its base
 * plus its armour, as the workers work it out. Null for a character whose sheet declares neither.
 */
function sheetDefense(read: (name: string) => unknown, own: unknown, outOfRange: Record<string, number>): number | null {
  if (own !== undefined) return null;
  // our sheet declares both (their defaults answer); a base the player cleared is 10, as the workers read it
  const baseText = read('defense_base');
  if (blank(read('defense')) || baseText === undefined || baseText === null) return null;
  const base = blank(baseText) ? DEFAULT_DEFENSE : (integer(baseText) ?? DEFAULT_DEFENSE);
  const total = base + (blank(read('armour')) ? 0 : (integer(read('armour')) ?? 0));
  if (total >= 0 && total <= 99) return total;
  // a Defense the sheet shows and no sheet can hold: refused with its number where a roll uses it, never 10
  outOfRange.defense = total;
  return null;
}

/**
 * Reads a character through `read` (getAttrByName) and `exists` (whether an attribute object of that name is there),
 * as readSheet does: an attribute without an object is missing, so its fallback applies. `attributes`, all of the
 * character's attribute objects, gives the weapon rows.
 */
export function readRollSheet(read: (name: string) => unknown, exists?: (name: string) => boolean, attributes: readonly { readonly name: string; readonly current: unknown }[] = []): RollSheet {
  const problems: string[] = [];
  const outOfRange: Record<string, number> = {};
  const { value, num } = attributeReader(read, exists, problems, outOfRange);
  const categories = (name: string): DamageCategory[] => {
    const v = value(name);
    if (blank(v)) return [];
    const words = String(v).split(/[\s,;]+/).filter(Boolean);
    const keys = words.map(parseCategory);
    if (keys.some((k) => k === null)) problems.push(name);
    return [...new Set(keys.filter((k): k is DamageCategory => k !== null))];
  };
  const word = (name: string): string | null => {
    const v = value(name);
    return blank(v) ? null : String(v).trim().slice(0, SHEET_WORD_LENGTH);
  };
  const scores = { ...NONE };
  const mods = { ...NONE };
  for (const a of ATTRIBUTES) {
    scores[a] = num(a, 0, 99);
    // its `_mod`, else its score through the modifier table (docs/rules.md §3): the workers may never have run
    const score = scores[a];
    mods[a] = num(`${a}_mod`, -20, 20) ?? (score === null ? null : modifierForScore(score));
  }
  const typeWord = word('weapon_damage_type');
  const type = typeWord === null ? null : parseCategory(typeWord);
  if (typeWord !== null && type === null) problems.push('weapon_damage_type');
  const reachWord = word('weapon_reach')?.toLowerCase() ?? null;
  const reach = reachWord === 'melee' || reachWord === 'ranged' ? reachWord : null;
  if (reachWord !== null && reach === null) problems.push('weapon_reach');
  const chance = value('trait_chance');
  const attackSkills = num('attack_skills', 0, 99) ?? 0;
  const weapons = weaponRows(attributes, attackSkills);
  const unnamedWeapons = unnamedWeaponRows(attributes, attackSkills);
  // docs/rules.md §10: what the workers derive of the active weapon and did not write (a character not opened since
  // an older sheet, rows made by another script, or a value equal to the sheet's default) is read off its row: the
  // row named as the active weapon, else the row ticked active
  const activeName = word('weapon_active_name');
  const activeRow = activeName !== null ? (weapons.find((w) => w.active === true && w.name.toLowerCase() === activeName.toLowerCase()) ?? weaponNamed({ weapons }, activeName) ?? undefined) : weapons.find((w) => w.active === true);
  return {
    hasSheet: true,
    defense: num('defense', 0, 99) ?? (outOfRange.defense === undefined ? sheetDefense(read, value('defense'), outOfRange) : null),
    chance: chance === 1 || chance === '1' || chance === 'on' || chance === true,
    resistances: categories('resistances'),
    vulnerabilities: categories('vulnerabilities'),
    scores,
    mods,
    weapon: {
      name: activeName ?? activeRow?.name ?? null,
      dice: num('weapon_attack_dice', 1, 5) ?? activeRow?.dice ?? null,
      mod: num('weapon_attack_mod', -99, 99) ?? activeRow?.mod ?? null,
      damage: num('weapon_damage', 0, 99) ?? activeRow?.damage ?? null,
      type: typeWord === null && activeRow !== undefined && value('weapon_damage_type') === undefined ? activeRow.type : type,
      reach: reach ?? activeRow?.reach ?? null,
    },
    weapons,
    ...(unnamedWeapons.length > 0 ? { unnamedWeapons } : {}),
    body: num('body_points', -9999, 99999),
    problems,
    ...(Object.keys(outOfRange).length > 0 ? { outOfRange } : {}),
    skills: skillRows(attributes),
  };
}
