// Who may act for whom: shared by act, menu and react.
import type { BaseCombatant, FightStateBase, RuleSet } from '../../rules/core/rule-set';
import { clockFormat } from '../../render/clock';
import { controls, isHidden } from '../world-reads';
import { fail } from '../replies';
import type { Context } from '../context';
import type { Outcome } from '../outcome';
import type { Sender } from '../ports';

/**
 * Refuses a command about the due combatant when the sender does not control it, or nobody is due. A player is told
 * the same whether nobody is due or a combatant hidden from the players is.
 */
export function notYourTurn(ctx: Context, sender: Sender, rs: RuleSet<FightStateBase>, state: FightStateBase, current: BaseCombatant | undefined): Outcome | null {
  const world = ctx.ports.world;
  const at = clockFormat(rs.id).at(rs.clock(state));
  const seen = current && (sender.isGM || !isHidden(world, current.id)) ? current : undefined;
  if (!seen) return fail(ctx, sender, sender.isGM ? `Nobody is due at ${at}. Move on with !rondel next.` : `None of your combatants is due at ${at}.`);
  return controls(world, sender, seen.id) ? null : fail(ctx, sender, `It is ${seen.name}’s turn at ${at}, not yours.`);
}

export function notControlled(ctx: Context, sender: Sender, state: FightStateBase, id: string): Outcome {
  const name = isHidden(ctx.ports.world, id) ? null : state.combatants.find((c) => c.id === id)?.name;
  return fail(ctx, sender, `You do not control ${name ?? 'that token'}.`);
}
