// `say`: 20-second rounds: speech is held and posted after the round's last second (docs/rules.md §9.2).
import { notice } from '../../render/cards';
import { fail, noFight, refusal, rejectionOf, titleOf, toSender } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { ownCombatant } from './turn';

const ONE_SPEAKER_WORDS = 'Select the one token that speaks.';
const ONE_SPEAKER = { none: ONE_SPEAKER_WORDS, several: () => ONE_SPEAKER_WORDS };

export const say: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  if (!rs.say) return fail(ctx, sender, `In ${rs.name} speech is not held: just say it in chat.`);
  const state = present(fight);
  const own = ownCombatant(ctx, cmd, state, ONE_SPEAKER);
  if ('refused' in own) return own.refused;
  const id = own.id;
  const step = rs.say(state, id, parsed.arg ?? '');
  const refused = rejectionOf(step);
  // the usage helps with words that do not fit, not with a speaker who cannot speak or has said enough
  if (refused) return refusal(ctx, sender, refused, refused.code === 'bad-value' ? parsed : undefined);
  const held = toSender(sender, notice(titleOf(ctx), ['Held: it is said after second 20 of this round, for everyone to hear.']));
  return stepOutcome(ctx, fight, step, [held]);
};
