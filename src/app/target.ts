// What a command is about: `--token` (an id, or a token's name), else `--char` (narrowed by the selection when the
// character has several tokens in the fight, as shared NPC sheets do), else the selection.
import type { FightStateBase } from '../rules/core/rule-set';
import { present, type Command, type Context, type Handler } from './context';
import type { Outcome } from './outcome';
import { notice } from '../render/cards';
import { titleOf, toSender } from './replies';
import { isHiddenLayer } from './world-reads';

export interface Target {
  readonly ids: readonly string[];
  readonly error?: string;
  /** Whether the command named anyone at all. */
  readonly given: boolean;
  readonly source: 'token' | 'char' | 'selection' | 'none';
}

export function pointedAt(ctx: Context, cmd: Command, state: FightStateBase | null): Target {
  const world = ctx.ports.world;
  const tokenFlag = cmd.parsed.flags.token;
  if (typeof tokenFlag === 'string') return tokenNamed(ctx, cmd, state, tokenFlag);
  const selected = cmd.selected.map((t) => t.id);
  const charFlag = cmd.parsed.flags.char;
  if (typeof charFlag === 'string') {
    if (!state) return { ids: [], given: true, source: 'char' };
    // a player counts only the character's tokens they can see: one on the GM layer is the GM's to play
    const ids = state.combatants
      .filter((c) => {
        const token = world.token(c.id);
        return token?.represents === charFlag && (cmd.sender.isGM || !isHiddenLayer(token.layer));
      })
      .map((c) => c.id);
    if (ids.length === 0) return { ids: [], given: true, source: 'char', error: 'That character has no token in the fight.' };
    const narrowed = ids.filter((id) => selected.includes(id));
    return { ids: narrowed.length ? narrowed : ids, given: true, source: 'char' };
  }
  return { ids: selected, given: selected.length > 0, source: selected.length > 0 ? 'selection' : 'none' };
}

/** A token the command names by its id or its name (`--token`, and the other side of a roll: `--target`, `--vs`). */
export function tokenNamed(ctx: Context, cmd: Command, state: FightStateBase | null, text: string, other = false): Target {
  // to a player, a token on the GM layer is no token at all (nor is a combatant whose token is gone): the id is
  // then looked for as a name, which answers exactly as for an id that names nothing
  const token = ctx.ports.world.token(text);
  const known = cmd.sender.isGM ? token !== undefined || state?.combatants.some((c) => c.id === text) === true : token !== undefined && !isHiddenLayer(token.layer);
  if (known) return { ids: [text], given: true, source: 'token' };
  return byName(ctx, cmd, state, text, other);
}

/** Whether a text has the shape of a Roll20 id. */
/** How to name the other side of a roll exactly: its id, asked for by a targeting click. */
const ASK_ID = 'its id (@{target|token_id} asks you to click it)';

export function idShaped(text: string): boolean {
  return /^-[-\w]{19}$/.test(text);
}

/**
 * `--token NAME`: the one token of that name on the fight's page (the players' page without a fight), in any case
 * (docs/rules.md §15). A player counts only the tokens they can see, so neither an answer nor a refusal tells of a
 * token on the GM layer; several of one name that are not told apart by the fight are refused.
 */
/**
 * `other`: the token is the other side of a roll (`--target`, `--vs`), which the selection cannot name (it is the
 * roller): a refusal points to its id, which a macro asks for with `@{target|token_id}`.
 */
function byName(ctx: Context, cmd: Command, state: FightStateBase | null, name: string, other: boolean): Target {
  const world = ctx.ports.world;
  const pageId = ctx.stored.fight?.pageId ?? world.playerPage();
  const wanted = foldedName(name);
  const visible = (id: string): boolean => cmd.sender.isGM || !isHiddenLayer(world.token(id)?.layer);
  // the tokens of the page by that name, and the fight's combatants by it (one whose token was deleted included)
  const ids = [
    ...world.tokensNamed(name, pageId).map((t) => t.id),
    ...(state?.combatants.filter((c) => foldedName(c.name) === wanted && (cmd.sender.isGM || world.token(c.id) !== undefined)).map((c) => c.id) ?? []),
  ];
  const seen = [...new Set(ids)].filter(visible);
  const shown = name.slice(0, 40);
  if (seen.length === 0 && idShaped(name)) return { ids: [], given: true, source: 'token', error: 'That token no longer exists.' };
  if (seen.length === 0) return { ids: [], given: true, source: 'token', error: `No token called “${shown}” on the fight’s page: give its name as it is written, or ${other ? ASK_ID : 'select it'}.` };
  if (seen.length === 1) return { ids: [seen[0] as string], given: true, source: 'token' };
  // several of one name: the one among them in the fight, when there is exactly one
  const fighting = seen.filter((id) => state?.combatants.some((c) => c.id === id));
  if (fighting.length === 1) return { ids: [fighting[0] as string], given: true, source: 'token' };
  const noun = fighting.length === seen.length ? 'combatants' : 'tokens';
  return { ids: [], given: true, source: 'token', error: `${seen.length} ${noun} are called “${shown}”: ${other ? `give the one you mean by ${ASK_ID}` : 'select the one you mean'}.` };
}

/** A name as `--token` compares it: any case, runs of spaces as one, none at the ends (as the world's token names). */
export function foldedName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * What a GM's command says when none of the tokens it points at is a combatant: the selection was empty (`none`, with
 * the usage), or the tokens are not in the fight, named (a button pressed after its combatant left says so). Null
 * when there are combatants to act on. GM-only commands: the names are the GM's to read.
 */
export function noCombatants(ctx: Context, pointed: readonly string[], inFight: readonly string[], none: string): { readonly text: string; readonly usage: boolean } | null {
  if (inFight.length > 0) return null;
  if (pointed.length === 0) return { text: none, usage: true };
  const names = [...new Set(pointed.map((id) => ctx.ports.world.token(id)?.name ?? 'That token'))];
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return { text: `${shown} ${pointed.length === 1 ? 'is' : 'are'} not in the fight: nothing was done.`, usage: false };
}

/**
 * A GM command over a selection of which some tokens are in the fight and some are not: it acts on those in the
 * fight, and the GM is told which were left out (a token selected beside the others would otherwise be skipped in
 * silence, and the GM believe it blinded or removed). Said only when the command changed the fight.
 */
export function sayingLeftOut(handler: Handler): Handler {
  return (ctx, cmd) => {
    const outcome = handler(ctx, cmd);
    const fight = ctx.stored.fight;
    if (!fight || outcome.stored === undefined) return outcome;
    const state = present(fight);
    const target = pointedAt(ctx, cmd, state);
    if (target.error) return outcome;
    const out = [...new Set(target.ids.filter((id) => !state.combatants.some((c) => c.id === id)))];
    if (out.length === 0 || out.length === new Set(target.ids).size) return outcome;
    return withLine(ctx, cmd, outcome, `${shownNames(ctx, out)} ${out.length === 1 ? 'is' : 'are'} not in the fight: left out.`);
  };
}

function withLine(ctx: Context, cmd: Command, outcome: Outcome, line: string): Outcome {
  return { ...outcome, messages: [...outcome.messages, toSender(cmd.sender, notice(titleOf(ctx), [line]))] };
}

function shownNames(ctx: Context, ids: readonly string[]): string {
  const names = [...new Set(ids.map((id) => ctx.ports.world.token(id)?.name ?? 'That token'))];
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}
