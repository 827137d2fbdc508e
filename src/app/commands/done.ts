// `done`: a player ends its own combatant's turn, as Roll20's next-turn button does for the token on top.
import { noFight } from '../replies';
import { type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { notYourTurn } from './turn';
import { echoedToActor } from '../echo';

export const done: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const notYours = notYourTurn(ctx, sender, rs, state, rs.current(state));
  if (notYours) return notYours;
  const outcome = stepOutcome(ctx, fight, rs.advance(state, ctx.ports.dice, ruleOptions(ctx.stored.config), 'next'));
  const due = rs.current(state);
  // under announce=gm the player still hears what they did (docs/rules.md §15)
  return due ? echoedToActor(ctx, sender, due.id, outcome) : outcome;
};
