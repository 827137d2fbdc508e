// Who may act for whom: shared by act, menu, react, stand, trigger and say.
import type { BaseCombatant, FightStateBase, RuleSet } from '../../rules/core/rule-set';
import { clockFormat } from '../../render/clock';
import { controls, isHidden } from '../world-reads';
import { fail } from '../replies';
import type { Command, Context } from '../context';
import type { Outcome } from '../outcome';
import type { Sender } from '../ports';
import { pointedAt } from '../target';

/** The due combatant as the sender may see it: to a player, a combatant hidden from the players is nobody. */
export function seenTurn(ctx: Context, sender: Sender, current: BaseCombatant | undefined): BaseCombatant | undefined {
  return current && (sender.isGM || !isHidden(ctx.ports.world, current.id)) ? current : undefined;
}

/**
 * Refuses a command about the due combatant when the sender does not control it, or nobody is due. A player is told
 * the same whether nobody is due or a combatant hidden from the players is.
 */
export function notYourTurn(ctx: Context, sender: Sender, rs: RuleSet<FightStateBase>, state: FightStateBase, current: BaseCombatant | undefined): Outcome | null {
  const world = ctx.ports.world;
  const at = clockFormat(rs.id).at(rs.clock(state));
  const seen = seenTurn(ctx, sender, current);
  if (!seen) return fail(ctx, sender, sender.isGM ? `Nobody is due at ${at}. Move on with !rondel next.` : `None of your combatants is due at ${at}.`);
  return controls(world, sender, seen.id) ? null : fail(ctx, sender, `It is ${seen.name}’s turn at ${at}, not yours.`);
}

export function notControlled(ctx: Context, sender: Sender, state: FightStateBase, id: string): Outcome {
  const name = isHidden(ctx.ports.world, id) ? null : state.combatants.find((c) => c.id === id)?.name;
  return fail(ctx, sender, `You do not control ${name ?? 'that token'}.`);
}

/** What a command says when it points at no combatant of the fight, or at several (`byCharacter`: by `--char`). */
export interface OnePointed {
  readonly none: string;
  readonly several: (count: number, byCharacter: boolean) => string;
}

/**
 * The one combatant a command about the sender's own points at (react, stand, trigger, say): by `--token`, `--char` or
 * the selection, in the fight, and played by the sender; or the refusal to send instead.
 */
export function ownCombatant(ctx: Context, cmd: Command, state: FightStateBase, words: OnePointed): { readonly id: string } | { readonly refused: Outcome } {
  const { parsed, sender } = cmd;
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return { refused: fail(ctx, sender, target.error, parsed) };
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length !== 1) return { refused: fail(ctx, sender, ids.length === 0 ? words.none : words.several(ids.length, target.source === 'char'), parsed) };
  const id = ids[0] as string;
  return controls(ctx.ports.world, sender, id) ? { id } : { refused: notControlled(ctx, sender, state, id) };
}
