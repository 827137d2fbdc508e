// `next`: ends the current turn and moves the fight on (docs/rules.md §1, §4); `--step` by exactly one count or second.
import { noFight, present, ruleOptions, rulesOf, stepOutcome, type Handler } from '../fight';

export const next: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(cmd.sender);
  const rs = rulesOf(fight.rules);
  return stepOutcome(ctx, fight, rs.advance(present(fight), ctx.ports.dice, ruleOptions(ctx.stored.config), cmd.parsed.flags.step === true ? 'step' : 'next'));
};
