// The weapon an attack uses (docs/rules.md §10, ruling 82): the active one, or the sheet's row `--weapon NAME` names;
// of rows sharing a name, the one whose own numbers the command sends.
import { DEFAULT_DAMAGE_PER_HIT } from '../../rules/core/damage';
import type { Reach } from '../../rules/core/restrictions';
import type { ParsedCommand } from '../../commands/parse';
import { parseCategory, weaponNamed, weaponNameKey, type WeaponRow, type WeaponValues } from '../roll-sheet';
import type { Roller } from '../roller';

/** A weapon without a name and without numbers of its own: the typed flags give them, else the defaults. */
const UNNAMED_WEAPON: WeaponValues = { name: null, dice: null, mod: null, damage: null, type: null, reach: null };

/**
 * The weapon an attack uses (docs/rules.md §10, ruling 82): without --weapon the active one; with --weapon NAME the
 * active one when it has that name, else the sheet's row of that name (any case). A sheet with no weapon rows keeps the active weapon's numbers, and the name
 * only labels the card; a name that is none of the rows is refused with the names there are. The parser gives every
 * text flag trimmed (src/commands/parse.ts), so the name is used as it comes.
 */
export function pickWeapon(attacker: Roller, flag: unknown, flags: ParsedCommand['flags']): { weapon: WeaponValues; weaponName: string | null } | string {
  const active = attacker.sheet.weapon;
  if (typeof flag !== 'string') return { weapon: active, weaponName: active.name };
  // of several rows with this name, the one whose own numbers the command sends (its Attack button sends them all):
  // another row's numbers are no typing (docs/rules.md §10)
  const sent = rowSending(attacker.sheet.weapons, flag, flags);
  if (sent) return { weapon: sent, weaponName: sent.name };
  // docs/rules.md §10: `--weapon` given empty is a weapon without a name (an unnamed row's Attack button sends its own
  // numbers beside it), never the active weapon of another name: neither its name nor its critical award is this one's
  if (flag === '') {
    // a row not named yet whose numbers the command sends is that row (its Attack button sends them all): its numbers
    // are the sheet's, not typed (docs/rules.md §10)
    const unnamed = attacker.sheet.unnamedWeapons?.find((w) => sends(w, flags));
    if (unnamed) return { weapon: { ...unnamed, name: null }, weaponName: null };
    return active.name === null ? { weapon: active, weaponName: null } : { weapon: UNNAMED_WEAPON, weaponName: null };
  }
  // the active weapon first: of two rows with one name, the active one is meant
  // (a name longer than the sheet's names are read is compared as they are read: cut; the button sends it whole)
  if (active.name !== null && weaponNameKey(active.name) === weaponNameKey(flag)) return { weapon: active, weaponName: active.name };
  const row = weaponNamed(attacker.sheet, flag);
  if (row) return { weapon: row, weaponName: row.name };
  const rows = attacker.sheet.weapons;
  if (rows.length === 0) return { weapon: active, weaponName: flag };
  const names = [...new Set(rows.map((w) => w.name))];
  const listed = names.slice(0, 8).join(', ') + (names.length > 8 ? ', …' : '');
  return `“${flag.slice(0, 40)}” is none of ${attacker.name}’s weapons: ${listed}.`;
}

/**
 * The row named `name` whose numbers are every one of those the command gives (dice, modifier, damage, type and reach,
 * as a row's Attack button sends them), when the sheet has more than one row of that name; else null.
 */
function rowSending(rows: readonly WeaponRow[], name: string, flags: ParsedCommand['flags']): WeaponRow | null {
  const key = weaponNameKey(name);
  const named = rows.filter((w) => weaponNameKey(w.name) === key);
  if (named.length < 2) return null;
  return named.find((w) => sends(w, flags)) ?? null;
}

/** Whether the command gives every one of the row's numbers (dice, modifier, damage, type and reach), as its Attack button sends them. */
function sends(w: WeaponRow, flags: ParsedCommand['flags']): boolean {
  if (typeof flags.dice !== 'number' || typeof flags.mod !== 'number' || typeof flags.damage !== 'number' || typeof flags.type !== 'string' || typeof flags.ranged !== 'boolean') return false;
  const type = flags.type.toLowerCase() === 'none' ? null : parseCategory(flags.type);
  const reach: Reach = flags.ranged ? 'ranged' : 'melee';
  return w.dice === flags.dice && w.mod === flags.mod && (w.damage ?? DEFAULT_DAMAGE_PER_HIT) === flags.damage && w.type === type && w.reach === reach;
}
