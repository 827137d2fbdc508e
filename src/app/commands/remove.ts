// `remove`: combatants leave the fight.
import { sequence } from '../../rules/core/sequence';
import { fail, noFight } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { noCombatants, pointedAt } from '../target';

export const remove: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, cmd.sender);
  const state = present(fight);
  const rs = rulesOf(fight.rules);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
  const ids = target.ids.filter((id) => state.combatants.some((c) => c.id === id));
  const missing = noCombatants(ctx, target.ids, ids, 'Select the combatants to remove.');
  if (missing) return missing.usage ? fail(ctx, cmd.sender, missing.text, cmd.parsed) : fail(ctx, cmd.sender, missing.text);
  return stepOutcome(ctx, fight, sequence(state, ids.map((id) => (s) => rs.leave(s, id))));
};
