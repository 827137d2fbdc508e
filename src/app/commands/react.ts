// `react`: a reaction on anyone's turn (docs/rules.md §6; one per round in the older editions).
import { noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { ownCombatant } from './turn';
import { echoedToActor } from '../echo';

export const react: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const own = ownCombatant(ctx, cmd, state, {
    none: 'Select your token (or use the React button of your sheet or menu).',
    several: (n, byChar) => (byChar ? `That character has ${n} tokens in the fight: select the one that reacts.` : 'Select just one token to react with.'),
  });
  if ('refused' in own) return own.refused;
  const id = own.id;
  const step = rs.react(state, id, typeof parsed.flags.note === 'string' ? parsed.flags.note : '', ruleOptions(ctx.stored.config));
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused);
  // under announce=gm the player still hears what they did (docs/rules.md §15)
  return echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
};
