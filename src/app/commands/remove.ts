// `remove`: combatants leave the fight.
import { sequence } from '../../rules/core/sequence';
import { fail, noFight } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { pointedAt } from '../target';

export const remove: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, cmd.sender);
  const state = present(fight);
  const rs = rulesOf(fight.rules);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
  const ids = target.ids.filter((id) => state.combatants.some((c) => c.id === id));
  if (ids.length === 0) return fail(ctx, cmd.sender, 'Select the combatants to remove.', cmd.parsed);
  return stepOutcome(ctx, fight, sequence(state, ids.map((id) => (s) => rs.leave(s, id))));
};
