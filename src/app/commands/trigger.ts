// `trigger`: 10-second rounds: the trigger of a readied action happened; the action is taken at once (docs/rules.md §9.3).
import { controls } from '../world-reads';
import { fail, noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { pointedAt } from '../target';
import { notControlled } from './turn';
import { echoedToActor } from '../echo';

export const trigger: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  if (!rs.trigger) return fail(ctx, sender, `There is nothing to trigger in ${rs.name}: readied actions belong to 10-second rounds.`);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length !== 1) return fail(ctx, sender, 'Select the one token whose readied action fires.', parsed);
  const id = ids[0] as string;
  if (!controls(ctx.ports.world, sender, id)) return notControlled(ctx, sender, state, id);
  const readiedIn = typeof parsed.flags.readied === 'number' ? parsed.flags.readied : undefined;
  const step = rs.trigger(state, id, typeof parsed.flags.note === 'string' ? parsed.flags.note : '', readiedIn);
  const refused = rejectionOf(step);
  return refused ? refusal(ctx, sender, refused, parsed) : echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
};
