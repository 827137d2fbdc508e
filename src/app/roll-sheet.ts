// Reading what a roll needs from a character sheet (docs/rules.md §10, the dice contract of issue 14): Defense,
// resistances and vulnerabilities, the chance trait, the scores and their modifiers, the active weapon. A missing
// attribute takes its default; a garbled one takes its default and is reported, never thrown.
import { DAMAGE_CATEGORIES, type DamageCategory } from '../rules/core/damage';
import type { Reach } from '../rules/core/restrictions';

/** The attributes the rolls read, beside READ_ATTRIBUTES of sheet.ts (the sheet's contract holds both). */
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
  /** Body points now, when the sheet has them. */
  readonly body: number | null;
  /** Attributes that were there but could not be read (the GM is told). */
  readonly problems: readonly string[];
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
  body: null,
  problems: [],
};

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function integer(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/^\+/, '').replace(/\u2212/g, '-');
  return /^-?\d{1,6}(\.\d+)?$/.test(t) ? Math.trunc(Number(t)) : null;
}

/** A damage category by its key, in any case; null when it is none. */
export function parseCategory(word: string): DamageCategory | null {
  const w = word.trim().toLowerCase();
  return (DAMAGE_CATEGORIES as readonly string[]).includes(w) ? (w as DamageCategory) : null;
}

/**
 * Reads a character through `read` (getAttrByName) and `exists` (whether an attribute object of that name is there),
 * as readSheet does: an attribute without an object is missing, so its fallback applies.
 */
export function readRollSheet(read: (name: string) => unknown, exists?: (name: string) => boolean): RollSheet {
  const problems: string[] = [];
  const value = (name: string): unknown => (exists && !exists(name) ? undefined : read(name));
  const num = (name: string, low: number, high: number): number | null => {
    const v = value(name);
    if (blank(v)) return null;
    const n = integer(v);
    if (n === null || n < low || n > high) {
      problems.push(name);
      return null;
    }
    return n;
  };
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
    return blank(v) ? null : String(v).trim().slice(0, 60);
  };
  const scores = { ...NONE };
  const mods = { ...NONE };
  for (const a of ATTRIBUTES) {
    scores[a] = num(a, 0, 99);
    mods[a] = num(`${a}_mod`, -20, 20);
  }
  const typeWord = word('weapon_damage_type');
  const type = typeWord === null ? null : parseCategory(typeWord);
  if (typeWord !== null && type === null) problems.push('weapon_damage_type');
  const reachWord = word('weapon_reach')?.toLowerCase() ?? null;
  const reach = reachWord === 'melee' || reachWord === 'ranged' ? reachWord : null;
  if (reachWord !== null && reach === null) problems.push('weapon_reach');
  const chance = value('trait_chance');
  return {
    hasSheet: true,
    defense: num('defense', 0, 99),
    chance: chance === 1 || chance === '1' || chance === 'on' || chance === true,
    resistances: categories('resistances'),
    vulnerabilities: categories('vulnerabilities'),
    scores,
    mods,
    weapon: {
      name: word('weapon_active_name'),
      dice: num('weapon_attack_dice', 1, 5),
      mod: num('weapon_attack_mod', -99, 99),
      damage: num('weapon_damage', 0, 99),
      type,
      reach,
    },
    body: num('body_points', -9999, 99999),
    problems,
  };
}
