// What the GM reads beside a roll about the sheets it read (docs/rules.md §10): numbers the roll uses that could not
// be read or that no sheet can hold, and what a player typed that is not the sheet's (README "Integrity").
import { ROLL_LIMITS } from '../../rules/core/roll-refusals';
import { notice } from '../../render/cards';
import type { Command } from '../context';
import type { Outgoing } from '../ports';
import { skillNameKey, type Attribute } from '../roll-sheet';
import type { Roller } from '../roller';

/**
 * A number of a sheet that the roll uses and could not be read, or a default that stood in, is the GM's to hear; a
 * number the roll does not use is not (a Defense that could not be read says nothing about the attacker's check).
 */
export function sheetNotes(title: string, rollers: readonly (readonly [Roller, readonly string[]])[], extra: readonly string[] = []): Outgoing[] {
  const lines = [...extra];
  for (const [r, used] of rollers) {
    const unread = r.sheet.problems.filter((p) => used.includes(p));
    if (unread.length) lines.push(`${r.name}’s sheet: ${unread.join(', ')} could not be read; the defaults were used.`);
  }
  return lines.length ? [{ to: 'gm', html: notice(`${title}: rolls`, lines), noarchive: true }] : [];
}

/** The bounds of the sheet's numbers a roll reads (docs/rules.md §10, and src/app/roll-sheet.ts), with their words. */
function bounds(name: string): { word: string; low: number; high: number } {
  const fixed: Record<string, { word: string; low: number; high: number }> = {
    defense: { word: 'Defense', low: 0, high: 99 },
    weapon_attack_dice: { word: 'attack dice', low: 1, high: 5 },
    weapon_attack_mod: { word: 'attack modifier', low: -99, high: 99 },
    weapon_damage: { word: 'damage per hit', low: 0, high: 99 },
    // as many as a sheet has rows ticked: the pool stops at 5 whatever the count (docs/rules.md §10)
    attack_skills: { word: 'attack skills', low: 0, high: 99 },
  };
  const known = fixed[name];
  if (known) return known;
  const mod = /^(\w+)_mod$/.exec(name);
  return mod ? { word: `${capital(mod[1] as string)} modifier`, low: -20, high: 20 } : { word: capital(name), low: 0, high: 99 };
}

/**
 * docs/rules.md §10, "Out-of-range numbers (ruling)": a number the roll uses that no sheet can hold (a Defense of 100,
 * an Agility of 150) is refused, naming it, never swapped for a default. Null when the roll may go on.
 */
export function outOfRange(sides: readonly (readonly [Roller, readonly string[], string])[]): string | null {
  for (const [r, used, shown] of sides) {
    const refused = heldOutOfRange(r.sheet.outOfRange, used, `${shown}’s sheet has`);
    if (refused) return refused;
  }
  return null;
}

/** `outOfRange` for numbers read elsewhere (a weapon row's): `whose` says where they are ("Aldric’s Maul has"). */
export function heldOutOfRange(held: Readonly<Record<string, number>> | undefined, used: readonly string[], whose: string): string | null {
  if (!held) return null;
  for (const name of used) {
    const n = held[name];
    if (n === undefined) continue;
    const b = bounds(name);
    return `${whose} ${b.word} ${n}, which no sheet can hold (${b.low} to ${b.high}): nothing was rolled. Correct it on the sheet.`;
  }
  return null;
}

/** What a check, save or competition reads of the roller's sheet: the modifier (else the score it comes from), or the score. */
export function usedBy(kind: 'check' | 'save' | 'competition', roller: Roller, attr: Attribute): string[] {
  if (kind === 'save') return [attr];
  return roller.sheet.mods[attr] === null ? [`${attr}_mod`, attr] : [`${attr}_mod`];
}

/**
 * A player's typed value that is not the sheet's counts, and the GM is told what differs (README "Integrity",
 * docs/rules.md §3), as for `act`: `typed` lists each flag with the sheet's value beside it. The GM's own typing, and a
 * token without a sheet (whose values are typed or the defaults), tell nothing.
 */
export function typedNotes(title: string, cmd: Command, roller: Roller, typed: readonly string[]): Outgoing[] {
  if (cmd.sender.isGM || !roller.sheet.hasSheet || typed.length === 0) return [];
  const line = `${roller.name} (${cmd.sender.name}) typed ${typed.join(', ')}.`;
  return [{ to: 'gm', html: notice(`${title}: typed, not the sheet’s`, [line]), noarchive: true }];
}

/**
 * A check's, save's or competition's typed --mod: the sheet has none (it is added to the sheet's modifier), except a
 * skill's. A skill row's Roll sends its own modifier with its name (`check --attr <Adds> --mod @{mod} … --skill
 * @{name}`, docs/rules.md §10): on a check of the sub-attribute the row adds, the modifier of the sheet's row of that
 * name (a blank name: of a row with no name) is the sheet's, not typed. A save, a competition, or a check of another
 * sub-attribute is no roll the row sends: its --skill hides nothing.
 */
export function typedMod(cmd: Command, roller: Roller, attr: Attribute, kind: 'check' | 'save' | 'competition'): string[] {
  const m = modFlag(cmd);
  if (m === 0) return [];
  const skill = kind === 'check' ? skillOf(cmd) : null;
  if (skill !== null) {
    const rows = (roller.sheet.skills ?? []).filter((r) => r.attribute === attr);
    // the row's name and --skill compared alike (unquoted, cut to the sheet's 60, any case); a blank --skill is the
    // Roll of a row with no name: only such a row's Mod is the sheet's, never any row's
    const key = skillNameKey(skill);
    const named = rows.filter((r) => skillNameKey(r.name) === key);
    if (named.some((r) => r.mod === m)) return [];
    if (named.length > 0 && key !== '') return [`--mod ${m} for ${skill.slice(0, 40)} (the sheet’s: ${signed(named[0]?.mod ?? 0)})`];
  }
  const own = roller.sheet.mods[attr] ?? 0;
  return [`--mod ${m} (added to the sheet’s ${signed(own)})`];
}

/** The skill a check, save or competition is of (`--skill NAME`, a skill row's Roll sends it), or null. */
export function skillOf(cmd: Command): string | null {
  const s = cmd.parsed.flags.skill;
  return typeof s === 'string' ? s : null;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** A roll's typed --mod, 0 when none. */
export function modFlag(cmd: Command): number {
  const m = cmd.parsed.flags.mod;
  return typeof m === 'number' ? m : 0;
}

/**
 * A check's or competition's modifier is the sheet's plus the typed --mod: when the two together pass what a roll
 * holds (docs/rules.md §10), the refusal says so, naming both, not a --mod nobody typed. Null when they fit.
 */
export function summedModRefused(cmd: Command, roller: Roller, attr: Attribute): string | null {
  const typed = modFlag(cmd);
  const sheet = roller.sheet.mods[attr] ?? 0;
  const sum = sheet + typed;
  const { min, max } = ROLL_LIMITS.modifier;
  if (typed === 0 || (sum >= min && sum <= max)) return null;
  return `${roller.name}’s ${attr.charAt(0).toUpperCase()}${attr.slice(1)} modifier (${signed(sheet)}) and --mod ${typed} come to ${sum}: a roll’s modifier is from ${min} to ${max}.`;
}
