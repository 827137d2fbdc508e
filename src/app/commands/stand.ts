// `stand`: a prone combatant gets up (docs/rules.md §5, §6, §9.2, §9.3; §14 ruling 90). When it may is the rule set's:
// at a movement window or moment, on its own turn, or now as a reaction (`--react`).
import { noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { ownCombatant } from './turn';
import { echoedToActor } from '../echo';

export const stand: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const own = ownCombatant(ctx, cmd, state, {
    none: 'Select your token (or use the Stand up button you were whispered).',
    several: (n, byChar) => (byChar ? `That character has ${n} tokens in the fight: select the one that stands up.` : 'Select just one token to stand up.'),
  });
  if ('refused' in own) return own.refused;
  const id = own.id;
  const step = rs.stand(state, id, parsed.flags.react === true, ruleOptions(ctx.stored.config));
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused);
  // under announce=gm the player still hears what they did (docs/rules.md §15)
  return echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
};
