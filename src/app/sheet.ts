// Reading the character sheet (the attribute contract of issue 6). A missing attribute takes its default; a
// garbled one takes its default and is reported, never thrown.
import { DEFAULT_TIER, INITIATIVE_ADJUSTMENT_LIMIT, MAX_SHEET_HEXES_PER_ROUND, modifierForScore, parseTier, WEAPON_SPEED_LIMIT, type TierKey } from '../rules/core/numbers';

/** Every attribute the script reads: the character sheet must define each (a test checks it). */
export const READ_ATTRIBUTES = [
  'perception',
  'perception_mod',
  'initiative_adjustment',
  'movement_tier',
  'movement_tier_current',
  'weapon_speed',
  'agility',
  'agility_mod',
  'logic',
  'logic_mod',
  'faith',
  'faith_mod',
  'casting_time',
  'casting_mod',
  'hexes_per_round',
] as const;

export type AttributeName = (typeof READ_ATTRIBUTES)[number];

export interface SheetValues {
  readonly tier: TierKey;
  readonly perceptionMod: number;
  readonly initiativeAdjustment: number;
  readonly speed: number;
  readonly agility: number;
  readonly logic: number;
  readonly faith: number;
  readonly cast: number;
  /** The chosen spell's modifier (Faith for divine, Logic for axioms, else Agility), when the sheet has one. */
  readonly castingMod: number | null;
  /**
   * Hexes per round, encumbrance included (docs/rules.md §9.2, §9.3), when the sheet has them; without them the rule
   * set counts the tier's.
   */
  readonly hexesPerRound: number | null;
  /** The tradition of the sheet's chosen spell (divine, axiom, other, as the sheet writes it), when it has one. */
  readonly tradition?: string | null;
  /** The name of the sheet's chosen spell, when it has one with a name (the menu's Magic button offers it). */
  readonly spell?: string | null;
  /**
   * The speeds of the sheet's weapon rows, the casting times of its spell rows and the modifiers of its skill rows
   * (whole numbers, a blank one 0), as their own buttons send them or the player answers the action's question with
   * them: a value of any row is the sheet's, not typed (docs/rules.md §4).
   */
  readonly rows?: SheetRows;
  /** Attributes that were there but could not be read. */
  readonly problems: readonly AttributeName[];
  readonly hasSheet: boolean;
}

export interface SheetRows {
  readonly speeds: readonly number[];
  readonly casts: readonly number[];
  /**
   * The skill rows' modifiers: each row's own Mod, and the modifier of the sub-attribute it adds (its *Adds*, which the
   * workers write as `sub_mod`). Use Skill/Object takes "the skill's own modifier", Hiding the sub-attribute a skill
   * names (docs/rules.md §4): a player answers the button's question with one of these, or a row's two together.
   * Absent in a sheet read before skill rows counted: none.
   */
  readonly skills?: readonly SkillModifiers[];
}

/** A skill row's two modifiers (a blank one 0). */
export interface SkillModifiers {
  readonly mod: number;
  readonly sub: number;
}

/** A row's number: the shortest row id before the field (a skill row's `sub_mod` is never the `mod` of a row "<id>_sub"). */
const ROW_NUMBER = /^repeating_(weapons|spells|skills)_(.+?)_(speed|cast_time|mod|sub_mod)$/i;

/** The weapon rows' speeds, the spell rows' casting times and the skill rows' modifiers (see `SheetValues.rows`). */
export function sheetRows(attributes: Iterable<{ readonly name: string; readonly current: unknown }>): SheetRows {
  const speeds: number[] = [];
  const casts: number[] = [];
  let skills: Map<string, { mod: number; sub: number }> | null = null;
  for (const a of attributes) {
    const m = ROW_NUMBER.exec(a.name);
    if (!m) continue;
    const kind = (m[1] as string).toLowerCase();
    const field = (m[3] as string).toLowerCase();
    const n = blank(a.current) ? 0 : integer(a.current);
    if (n === null) continue;
    if (kind === 'weapons' && field === 'speed') speeds.push(n);
    else if (kind === 'spells' && field === 'cast_time') casts.push(n);
    else if (kind === 'skills' && (field === 'mod' || field === 'sub_mod')) {
      const id = (m[2] as string).toLowerCase();
      const row = (skills ??= new Map()).get(id) ?? { mod: 0, sub: 0 };
      if (field === 'mod') row.mod = n;
      else row.sub = n;
      skills.set(id, row);
    }
  }
  return skills === null ? { speeds, casts } : { speeds, casts, skills: [...skills.values()] };
}

export const NO_SHEET: SheetValues = {
  tier: DEFAULT_TIER,
  perceptionMod: 0,
  initiativeAdjustment: 0,
  speed: 0,
  agility: 0,
  logic: 0,
  faith: 0,
  cast: 0,
  castingMod: null,
  hexesPerRound: null,
  problems: [],
  hasSheet: false,
};

type Reader = (name: AttributeName) => unknown;

/** Whether the character has an attribute object of that name (names compare without case). */
type Exists = (name: AttributeName) => boolean;

export function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

export function integer(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/^\+/, '').replace(/\u2212/g, '-');
  return /^-?\d{1,6}(\.\d+)?$/.test(t) ? Math.trunc(Number(t)) : null;
}

/**
 * An attribute's value (undefined when `exists` says it has no object, so its fallback applies), and the attribute as
 * a whole number in range: null when it is missing, or garbled, which is reported in `problems`, or out of range,
 * which is reported in `outOfRange` with its number when that is given (else in `problems`).
 */
export function attributeReader<N extends string>(
  read: (name: N) => unknown,
  exists: ((name: N) => boolean) | undefined,
  problems: N[],
  outOfRange?: Partial<Record<N, number>>,
): { value: (name: N) => unknown; num: (name: N, low: number, high: number) => number | null } {
  const value = (name: N): unknown => (exists && !exists(name) ? undefined : read(name));
  const num = (name: N, low: number, high: number): number | null => {
    const v = value(name);
    if (blank(v)) return null;
    const n = integer(v);
    // a whole number no sheet can hold is read, and kept apart from a garbled one: a roll that uses it refuses it
    // with the number (docs/rules.md §10, "Out-of-range numbers")
    if (n !== null && (n < low || n > high) && outOfRange) {
      outOfRange[name] = n;
      return null;
    }
    if (n === null || n < low || n > high) {
      problems.push(name);
      return null;
    }
    return n;
  };
  return { value, num };
}

/**
 * Reads every value the rondel needs from one character, through `read` (getAttrByName in Roll20). getAttrByName
 * answers an attribute that has no object with the sheet's default, so a derived attribute the sheet's workers never
 * wrote (a character made by another script, or imported) would read 0 and hide its fallback; given `exists`, an
 * attribute without an object is missing, and its fallback applies (the same value as the sheet's default for every
 * attribute without one).
 */
export function readSheet(read: Reader, exists?: Exists): SheetValues {
  const problems: AttributeName[] = [];
  const { value, num } = attributeReader(read, exists, problems);
  const tierOf = (name: AttributeName): TierKey | null => {
    const v = value(name);
    if (blank(v)) return null;
    const t = parseTier(v);
    if (!t) problems.push(name);
    return t ?? null;
  };
  // perception_mod, else the Perception score through the modifier table (docs/rules.md §3)
  const perceptionMod = num('perception_mod', -20, 20);
  const perception = perceptionMod === null ? num('perception', 0, 99) : null;
  const tier = tierOf('movement_tier_current') ?? tierOf('movement_tier') ?? DEFAULT_TIER;
  return {
    tier,
    perceptionMod: perceptionMod ?? modifierForScore(perception ?? 0),
    initiativeAdjustment: num('initiative_adjustment', -INITIATIVE_ADJUSTMENT_LIMIT, INITIATIVE_ADJUSTMENT_LIMIT) ?? 0,
    speed: speedOf(num),
    agility: agilityOf(num),
    logic: modOf(num, 'logic'),
    faith: modOf(num, 'faith'),
    cast: castOf(num),
    castingMod: num('casting_mod', -20, 20),
    hexesPerRound: num('hexes_per_round', 0, MAX_SHEET_HEXES_PER_ROUND),
    problems,
    hasSheet: true,
  };
}

type Num = (name: AttributeName, low: number, high: number) => number | null;

/** The values an action menu prefills (weapon speed, Agility modifier, casting time), read as `readSheet` reads them. */
const speedOf = (num: Num): number => num('weapon_speed', -WEAPON_SPEED_LIMIT, WEAPON_SPEED_LIMIT) ?? 0;
/**
 * A sub-attribute's modifier: its `_mod` (the sheet's workers write it), else its score through the modifier table
 * (docs/rules.md §3), as for Perception: a character made by another script may hold scores alone.
 */
const modOf = (num: Num, a: 'agility' | 'logic' | 'faith'): number => num(`${a}_mod`, -20, 20) ?? modifierForScore(num(a, 0, 99) ?? 0);
const agilityOf = (num: Num): number => modOf(num, 'agility');
const castOf = (num: Num): number => num('casting_time', 0, 200) ?? 0;

/** What an action menu prefills from a sheet: `readSheet`'s values of these, and the chosen spell's tradition. */
export type MenuSheet = Pick<SheetValues, 'speed' | 'agility' | 'cast' | 'tradition' | 'spell'>;

/**
 * The values of `readSheet` that an action menu prefills, reading only their three attributes: a menu comes at every
 * turn, and the rest of the sheet is not on it.
 */
export function readMenuSheet(read: Reader, exists?: Exists): Pick<SheetValues, 'speed' | 'agility' | 'cast'> {
  const { num } = attributeReader(read, exists, []);
  return { speed: speedOf(num), agility: agilityOf(num), cast: castOf(num) };
}

/** An attribute's value as `readMenuSheet` reads it: blank (or missing: undefined), garbled or out of range, 0. */
function menuNumber(v: unknown, low: number, high: number): number {
  return menuNumberOrNull(v, low, high) ?? 0;
}

/** As `num` reads a value: null when blank (or missing), garbled or out of range. */
function menuNumberOrNull(v: unknown, low: number, high: number): number | null {
  if (blank(v)) return null;
  const n = integer(v);
  return n === null || n < low || n > high ? null : n;
}

/**
 * A menu's values from the three attributes' values (undefined for one the character has no object of) and the chosen
 * spell's tradition: what `readMenuSheet` answers, without its readers (a menu comes at every turn).
 */
export function menuValues(speed: unknown, agility: unknown, cast: unknown, tradition: string | null, agilityScore?: unknown, spell?: string | null): MenuSheet {
  const mod = menuNumberOrNull(agility, -20, 20) ?? modifierForScore(menuNumberOrNull(agilityScore, 0, 99) ?? 0);
  // two literals, not a spread (a menu comes at every turn)
  const values = { speed: menuNumber(speed, -20, 20), agility: mod, cast: menuNumber(cast, 0, 200), tradition };
  return spell ? { speed: values.speed, agility: values.agility, cast: values.cast, tradition, spell } : values;
}

/** The menu's values of a character without a sheet: `menuSheetOf(NO_SHEET)`, made once. */
export const NO_MENU_SHEET: MenuSheet = { speed: 0, agility: 0, cast: 0, tradition: undefined };

/** The menu's values of a sheet already read whole. */
export function menuSheetOf(sheet: SheetValues): MenuSheet {
  return { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition, ...(sheet.spell ? { spell: sheet.spell } : {}) };
}

/** The magic traditions and the sub-attribute each shortens a spell's cool-down with (docs/rules.md §4). */
export const TRADITIONS: Readonly<Record<string, 'faith' | 'logic' | 'agility'>> = { divine: 'faith', axiom: 'logic', other: 'agility' };

/** A tradition as typed (divine, axiom, other, or the attribute: faith, logic, agility), or null when it is none. */
export function parseTradition(text: string): string | null {
  const t = text.trim().toLowerCase();
  // a word of two letters or more that begins one (ax, div), or the sub-attribute it uses
  for (const key of Object.keys(TRADITIONS)) if (t.length >= 2 && key.startsWith(t)) return key;
  for (const [key, attribute] of Object.entries(TRADITIONS)) if (attribute === t) return key;
  return null;
}

/**
 * The tradition of the sheet's chosen spell, from its repeating rows (`repeating_spells_<row>_chosen` ticked, then
 * that row's `_tradition`); null without a chosen spell or with a tradition the script does not know.
 */
export function chosenSpellTradition(attributes: readonly { readonly name: string; readonly current: unknown }[]): string | null {
  return chosenSpell(attributes)?.tradition ?? null;
}

/** The name of the sheet's chosen spell (the row `chosenSpellTradition` reads), trimmed; null without one or a name. */
export function chosenSpellName(attributes: readonly { readonly name: string; readonly current: unknown }[]): string | null {
  return chosenSpell(attributes)?.name ?? null;
}

function chosenSpell(attributes: readonly { readonly name: string; readonly current: unknown }[]): { tradition: string | null; name: string | null } | null {
  // a sheet without spell rows (most of them) has no chosen spell
  if (attributes.length === 0) return null;
  const byName = new Map(attributes.map((a) => [a.name.toLowerCase(), a.current]));
  const rows = attributes
    .map((a) => /^repeating_spells_([-\w]+)_chosen$/i.exec(a.name)?.[1])
    .filter((row): row is string => row !== undefined)
    .sort();
  for (const row of rows) {
    const ticked = String(byName.get(`repeating_spells_${row}_chosen`.toLowerCase()) ?? '').trim().toLowerCase();
    if (ticked === '' || ticked === '0' || ticked === 'off') continue;
    const tradition = byName.get(`repeating_spells_${row}_tradition`.toLowerCase());
    const name = byName.get(`repeating_spells_${row}_name`.toLowerCase());
    // a chosen spell whose tradition was never changed has the sheet's first choice
    return {
      tradition: parseTradition(typeof tradition === 'string' && tradition.trim() !== '' ? tradition : 'divine'),
      name: blank(name) ? null : String(name).trim().slice(0, 60),
    };
  }
  return null;
}

export function sheetTradition(sheet: SheetValues): string | null {
  return sheet.tradition ?? null;
}
