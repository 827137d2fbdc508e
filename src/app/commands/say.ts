// `say`: 20-second rounds: speech is held and posted after the round's last second (docs/rules.md §9.2).
import { notice } from '../../render/cards';
import { controls } from '../world-reads';
import { fail, noFight, refusal, rejectionOf, titleOf, toSender } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { pointedAt } from '../target';
import { notControlled } from './turn';

export const say: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  if (!rs.say) return fail(ctx, sender, `In ${rs.name} speech is not held: just say it in chat.`);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length !== 1) return fail(ctx, sender, 'Select the one token that speaks.', parsed);
  const id = ids[0] as string;
  if (!controls(ctx.ports.world, sender, id)) return notControlled(ctx, sender, state, id);
  const step = rs.say(state, id, parsed.arg ?? '');
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused, parsed);
  const held = toSender(sender, notice(titleOf(ctx), ['Held: it is said after second 20 of this round, for everyone to hear.']));
  return stepOutcome(ctx, fight, step, [held]);
};
