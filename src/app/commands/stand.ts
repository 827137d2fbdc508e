// `stand`: a prone combatant gets up (docs/rules.md §5, §6, §9.2, §9.3; §14 ruling 90). When it may is the rule set's:
// at a movement window or moment, on its own turn, or now as a reaction (`--react`).
import { controls } from '../world-reads';
import { fail, noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { pointedAt } from '../target';
import { notControlled } from './turn';
import { echoedToActor } from '../echo';

export const stand: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length === 0) return fail(ctx, sender, 'Select your token (or use the Stand up button you were whispered).', parsed);
  if (ids.length > 1) {
    const why = target.source === 'char' ? `That character has ${ids.length} tokens in the fight: select the one that stands up.` : 'Select just one token to stand up.';
    return fail(ctx, sender, why, parsed);
  }
  const id = ids[0] as string;
  if (!controls(ctx.ports.world, sender, id)) return notControlled(ctx, sender, state, id);
  const step = rs.stand(state, id, parsed.flags.react === true, ruleOptions(ctx.stored.config));
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused);
  // under announce=gm the player still hears what they did (docs/rules.md §15)
  return echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
};
