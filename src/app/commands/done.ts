// `done`: a player ends its own combatant's turn, as Roll20's next-turn button does for the token on top.
import type { FightStateBase, RuleSet } from '../../rules/core/rule-set';
import { clockFormat } from '../../render/clock';
import { announceTo, fail, noFight, titleOf, toSender } from '../replies';
import { notice } from '../../render/cards';
import { advanceOptions, type Command, type Context, type Handler, present, rulesOf } from '../context';
import type { Outcome } from '../outcome';
import { stepOutcome } from '../fight';
import { notYourTurn, seenTurn } from './turn';
import { echoedToActor } from '../echo';
import { pointedAt } from '../target';

/** The refusal of a button whose turn (its clock and its combatant) is over, or null. */
function staleButton(ctx: Context, cmd: Command, rs: RuleSet<FightStateBase>, state: FightStateBase): Outcome | null {
  const { turn, due } = cmd.parsed.flags;
  const clock = clockFormat(rs.id);
  if (typeof turn === 'number' && turn !== rs.clock(state)) return fail(ctx, cmd.sender, `That button was for ${clock.at(turn)}, and it is ${clock.at(rs.clock(state))} now: nothing was done.`);
  // the turn as the sender may see it: to a player a hidden token's turn is none, so no answer tells when it is due
  if (typeof due === 'string' && seenTurn(ctx, cmd.sender, rs.current(state))?.id !== due) return fail(ctx, cmd.sender, 'That button was for a turn that has ended: nothing was done.');
  return null;
}

/**
 * `--token`/`--char` name the turn to end: refused unless it is that combatant's turn now, as the sender sees the
 * turn (to a player a hidden token's turn is none), so the command never ends someone else's turn by mistake.
 */
function namedTurnRefused(ctx: Context, cmd: Command, rs: RuleSet<FightStateBase>, state: FightStateBase): Outcome | null {
  const { flags } = cmd.parsed;
  if (typeof flags.token !== 'string' && typeof flags.char !== 'string') return null;
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
  const inFight = target.ids.filter((id) => state.combatants.some((c) => c.id === id));
  if (inFight.length === 0) return fail(ctx, cmd.sender, 'That token is not in the fight: nothing was done.', cmd.parsed);
  const turn = seenTurn(ctx, cmd.sender, rs.current(state));
  if (turn && inFight.includes(turn.id)) return null;
  const name = state.combatants.find((c) => c.id === inFight[0])?.name ?? 'that combatant';
  return fail(ctx, cmd.sender, `It is not ${name}’s turn: nothing was done.`);
}

export const done: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  // a menu's End the turn button ends the turn it was made for, and no later one (docs/rules.md §15)
  const stale = staleButton(ctx, cmd, rs, state);
  if (stale) return stale;
  const named = namedTurnRefused(ctx, cmd, rs, state);
  if (named) return named;
  const notYours = notYourTurn(ctx, sender, rs, state, rs.current(state));
  if (notYours) return notYours;
  const outcome = stepOutcome(ctx, fight, rs.advance(state, ctx.ports.dice, advanceOptions(ctx), 'next'));
  const due = rs.current(state);
  if (!due) return outcome;
  // under announce=gm the player still hears what they did (docs/rules.md §15): the step's lines about their token, or,
  // when it has none (a 10-second turn ended after its action), that the turn is over
  const echoed = echoedToActor(ctx, sender, due.id, outcome);
  if (echoed !== outcome || sender.isGM || sender.isApi || announceTo(ctx.stored.config) !== 'gm' || outcome.stored === undefined) return echoed;
  return { ...outcome, messages: [...outcome.messages, toSender(sender, notice(titleOf(ctx), [`${due.name}’s turn is over.`]))] };
};
