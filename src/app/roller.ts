// Who rolls and against whom (docs/rules.md §10): the roller from `--token`, `--char` or the selection, the
// target or opponent from its token, and what the fight knows of each (conditions, Full Guard, standing in defense).
// Outside a fight, or for a token that is not in it, the fight's sources are simply absent.
import type { Fighter } from '../rules/core/fight-advantage';
import type { FightStateBase } from '../rules/core/rule-set';
import type { RollSheet } from './roll-sheet';
import { isHidden } from './world-reads';
import { type Command, type Context, present, rulesOf } from './context';
import type { TokenInfo } from './ports';
import { idShaped, tokenNamed } from './target';

export interface Roller {
  /** The token's id, or the character's when it rolls without a token. */
  readonly id: string;
  readonly tokenId: string | null;
  readonly characterId: string | null;
  readonly name: string;
  readonly pageId: string | null;
  readonly hidden: boolean;
  /** Who may roll for it besides the GM: the token's controllers, or the character's when it rolls without a token. */
  readonly controllers: readonly string[];
  readonly sheet: RollSheet;
  readonly fighter: Fighter;
}

const NO_FIGHT_SOURCES = { conditions: [], fullGuard: false, inDefense: false, fearInSight: true, charmedBy: [] } as const;

/**
 * What the fight knows of a combatant. Frightened counts as with its cause in sight (ruling: the GM sets the condition
 * while the cause is near, and lifts it when it is not); who charmed whom is not tracked.
 */
export function fighterOf(ctx: Context, id: string): Fighter {
  const fight = ctx.stored.fight;
  if (!fight) return { id, ...NO_FIGHT_SOURCES };
  const state: FightStateBase = present(fight);
  const c = state.combatants.find((x) => x.id === id);
  if (!c) return { id, ...NO_FIGHT_SOURCES };
  const marks = rulesOf(fight.rules).marks(state, id);
  return {
    id,
    conditions: c.conditions,
    fullGuard: marks.some((m) => m.kind === 'guard'),
    inDefense: marks.some((m) => m.kind === 'defense'),
    fearInSight: true,
    charmedBy: [],
  };
}

function rollerFrom(ctx: Context, token: TokenInfo): Roller {
  const world = ctx.ports.world;
  const id = token.id;
  return { id, tokenId: id, characterId: token.represents, name: token.name, pageId: token.pageId, hidden: isHidden(world, id), controllers: token.controllers, sheet: world.rollSheet(token.represents), fighter: fighterOf(ctx, id) };
}

function tokenRoller(ctx: Context, id: string): Roller | undefined {
  const token = ctx.ports.world.token(id);
  return token ? rollerFrom(ctx, token) : undefined;
}

/** The one of these combatants whose turn it is now, if one of them is due. */
function dueAmong(ctx: Context, ids: readonly string[]): string | undefined {
  const fight = ctx.stored.fight;
  const due = fight ? rulesOf(fight.rules).current(present(fight))?.id : undefined;
  return ids.find((id) => id === due);
}

/** The roller, or the words of why there is none; and whether the sender may roll for it. */
export function rollerOf(ctx: Context, cmd: Command): Roller | string {
  const world = ctx.ports.world;
  const flags = cmd.parsed.flags;
  let roller: Roller | undefined;
  if (typeof flags.token === 'string') {
    // an id or a name, as for every command (docs/rules.md §15)
    const named = tokenNamed(ctx, cmd, ctx.stored.fight ? present(ctx.stored.fight) : null, flags.token);
    if (named.error) return named.error;
    roller = tokenRoller(ctx, named.ids[0] as string);
    if (!roller) return 'That token no longer exists.';
  } else if (typeof flags.char === 'string') {
    const charId = flags.char;
    const fight = ctx.stored.fight;
    // a player counts only the character's tokens they can see: one on the GM layer is not there for them, so the
    // answer does not tell whether it is in the fight
    const seen = (id: string): boolean => cmd.sender.isGM || !isHidden(world, id);
    const inFight = fight ? present(fight).combatants.filter((c) => world.token(c.id)?.represents === charId && seen(c.id)).map((c) => c.id) : [];
    const selected = cmd.selected.filter((t) => t.represents === charId).map((t) => t.id);
    // the selected token of that character first (in the fight or not), then its token in the fight (docs/rules.md §10)
    const tokenId = inFight.find((id) => selected.includes(id)) ?? selected[0] ?? (inFight.length > 1 ? dueAmong(ctx, inFight) : inFight[0]);
    // docs/rules.md §10: a shared sheet (several tokens of it in the fight, none selected, none of them due) names no
    // one token: the roll would be made with the conditions of whichever came first
    if (tokenId === undefined && inFight.length > 1) return `${inFight.length} tokens of ${(world.character(charId)?.name ?? 'that character').slice(0, 40)} are in the fight: select the one you mean.`;
    if (tokenId !== undefined) roller = tokenRoller(ctx, tokenId);
    if (!roller) {
      const character = world.character(charId);
      if (!character) return 'That character no longer exists.';
      // the GM's roll from the sheet of a character whose tokens are all on the GM layer is the GM's alone, as one with
      // its token; to a player such a token does not exist, so their roll is as for a character with no token at all
      const hidden = cmd.sender.isGM && world.onlyHiddenTokens(charId);
      roller = { id: charId, tokenId: null, characterId: charId, name: character.name, pageId: null, hidden, controllers: character.controllers, sheet: world.rollSheet(charId), fighter: fighterOf(ctx, charId) };
    }
  } else {
    const first = cmd.selected[0];
    if (!first) return 'Select your token first (or name it with --token, or the character with --char).';
    if (cmd.selected.length > 1) return 'Select one token: a roll is one combatant’s.';
    roller = tokenRoller(ctx, first.id);
    if (!roller) return 'That token no longer exists.';
  }
  // a player never learns of a token on the GM layer, even one they control: it is the GM's to roll for
  if (roller.hidden && !cmd.sender.isGM) return 'That token no longer exists.';
  if (!mayRollFor(cmd, roller)) return 'You do not control that token.';
  return roller;
}

/** The token's (or character's) controllers and the GM may roll for it. */
function mayRollFor(cmd: Command, roller: Roller): boolean {
  if (cmd.sender.isGM) return true;
  return roller.controllers.includes('all') || roller.controllers.includes(cmd.sender.playerId);
}

/** The other side of an attack or competition: a token on the roller's page (or the fight's), not gone. */
export function opponentOf(ctx: Context, cmd: Command, roller: Roller, text: string, what: string): Roller | string {
  const world = ctx.ports.world;
  // an id or a name: a name is looked for as `--token` looks (a player sees no token on the GM layer)
  const named = tokenNamed(ctx, cmd, ctx.stored.fight ? present(ctx.stored.fight) : null, text, true);
  if (named.error) return idShaped(text) ? `The ${what} no longer exists.` : named.error;
  const id = named.ids[0] as string;
  const token = world.token(id);
  if (!token) return `The ${what} no longer exists.`;
  const page = roller.pageId ?? ctx.stored.fight?.pageId ?? null;
  // to a player, a token on the GM layer is no token at all
  if (isHidden(world, id) && !cmd.sender.isGM) return `The ${what} no longer exists.`;
  const shown = token.name;
  if (page !== null && token.pageId !== page) return `${shown} is on another page.`;
  if (token.isCard) return `A card cannot be the ${what}.`;
  return rollerFrom(ctx, token);
}
