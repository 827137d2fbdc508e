// `help`: the commands, or one command's flags, in the words of the rule set in play (the fight's, else the game's).
import { BUTTON_WORD, nearestVerb } from '../../commands/parse';
import { VERBS } from '../../commands/verbs';
import { helpCard, verbHelpCard } from '../../render/help';
import { fail, toSender } from '../replies';
import type { Handler } from '../context';

export const help: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const topic = parsed.arg ? VERBS.find((v) => v.name === parsed.arg) : undefined;
  if (parsed.arg && !topic) {
    const near = nearestVerb(parsed.arg);
    return fail(ctx, sender, `There is no command “${parsed.arg}”.${near ? ` Did you mean !${BUTTON_WORD} help ${near.name}?` : ''}`);
  }
  return { messages: [toSender(sender, topic ? verbHelpCard(BUTTON_WORD, topic, ctx.stored.fight?.rules ?? null) : helpCard(BUTTON_WORD, VERBS, sender.isGM, ctx.stored.fight?.rules ?? ctx.stored.config.rules))] };
};
