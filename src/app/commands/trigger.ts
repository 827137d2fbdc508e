// `trigger`: 10-second rounds: the trigger of a readied action happened; the action is taken at once (docs/rules.md §9.3).
import { fail, noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { ownCombatant } from './turn';
import { echoedToActor } from '../echo';

const ONE_READIED_WORDS = 'Select the one token whose readied action fires.';
const ONE_READIED = { none: ONE_READIED_WORDS, several: () => ONE_READIED_WORDS };

export const trigger: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  if (!rs.trigger) return fail(ctx, sender, `There is nothing to trigger in ${rs.name}: readied actions belong to 10-second rounds.`);
  const state = present(fight);
  const own = ownCombatant(ctx, cmd, state, ONE_READIED);
  if ('refused' in own) return own.refused;
  const id = own.id;
  const readiedIn = typeof parsed.flags.readied === 'number' ? parsed.flags.readied : undefined;
  const step = rs.trigger(state, id, typeof parsed.flags.note === 'string' ? parsed.flags.note : '', readiedIn);
  const refused = rejectionOf(step);
  return refused ? refusal(ctx, sender, refused, parsed) : echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, step));
};
