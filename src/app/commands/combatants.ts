// A combatant as it joins: read from its token and its sheet; the GM hears of sheet values that could not be read.
import type { FightStateBase, NewCombatant, RuleOptions, RuleSet } from '../../rules/core/rule-set';
import type { Dice } from '../../rules/core/dice';
import type { Step } from '../../rules/core/events';
import { notice } from '../../render/cards';
import type { Outgoing, TokenInfo, World } from '../ports';
import type { SheetValues } from '../sheet';

/**
 * One token joining at the GM's value (`add --count`, an adopted tracker row): the join takes the value and rolls
 * nothing (docs/rules.md §2, §9.2, §9.3, rulings 37 and 102); where it did not put it there (a value the rule set
 * does not join at, such as a count that has passed), it rolls and is placed after. A placement the rule set refuses (a count that has passed) leaves it at its roll, the rejection last among
 * the step's events.
 */
export function joinAt(rs: RuleSet<FightStateBase>, state: FightStateBase, nc: NewCombatant, value: number, dice: Dice, options: RuleOptions): Step<FightStateBase> {
  const joined = rs.join(state, [{ ...nc, placed: value }], dice, options);
  if (rs.valueOf(joined.state, nc.id) === value && (rs.ahead?.(joined.state, nc.id) ?? null) === null) return joined;
  const moved = rs.place(joined.state, nc.id, value, dice);
  const refused = moved.events.find((e) => e.type === 'rejected');
  if (refused) return { state: joined.state, events: [...joined.events, refused] };
  return { state: moved.state, events: [...joined.events, ...moved.events] };
}

export function newCombatant(world: World, token: TokenInfo): { nc: NewCombatant; sheet: SheetValues } {
  const sheet = world.sheet(token.id);
  return {
    nc: {
      id: token.id,
      name: token.name,
      tier: sheet.tier,
      perceptionMod: sheet.perceptionMod,
      initiativeAdjustment: sheet.initiativeAdjustment,
      speed: sheet.speed,
      // docs/rules.md §9.2, §9.3: the sheet's hexes per round; without them the rule set counts the tier's
      ...(sheet.hexesPerRound === null ? {} : { hexesPerRound: sheet.hexesPerRound }),
    },
    sheet,
  };
}

export function sheetProblems(pairs: readonly { name: string; sheet: SheetValues }[], title: string): Outgoing[] {
  const lines = pairs
    .filter((p) => p.sheet.problems.length > 0)
    .map((p) => `${p.name}: ${p.sheet.problems.join(', ')} could not be read; the default was used.`);
  return lines.length ? [{ to: 'gm', html: notice(`${title}: sheet values`, lines, '#8d6e00'), noarchive: true }] : [];
}

/** Said when a selection held another script's turn marker (docs/rules.md §13). */
export const MARKER_LEFT_OUT = 'Another script’s turn marker (a “Round” graphic) was left out: it never joins the fight.';

/**
 * Another script's turn marker (TurnMarker1, CombatMaster: a "Round N" graphic that represents nobody), or this
 * script's own turn indicator (docs/rules.md §15).
 */
export function isTurnMarker(token: TokenInfo): boolean {
  return token.represents === null && (/^round\s*\d*$/i.test(token.name.trim()) || token.name.trim() === 'Rondel turn');
}

/**
 * A token whose character was deleted (its Represents names a character that is gone, deleted by a script or while
 * the sandbox was down) never joins: the look before the next command would take it out again (housekeeping.ts
 * departGone). What the GM is told, naming each one, with what to do.
 */
export function orphanedOut(world: World, tokens: readonly TokenInfo[]): { kept: TokenInfo[]; refused: string | null } {
  const kept = tokens.filter((t) => world.orphaned?.(t.id) !== true);
  if (kept.length === tokens.length) return { kept, refused: null };
  const names = tokens.filter((t) => !kept.includes(t)).map((t) => t.name);
  const one = names.length === 1;
  return {
    kept,
    refused: `${names.join(', ')}: ${one ? 'its' : 'their'} character was deleted, so ${one ? 'it does' : 'they do'} not join. Link ${one ? 'the token' : 'them'} to a sheet, or clear ${one ? 'its' : 'their'} Represents, to add ${one ? 'it' : 'them'}.`,
  };
}
