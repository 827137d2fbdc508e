// `next`: ends the current turn and moves the fight on (docs/rules.md §1, §4); `--step` by exactly one count or second.
import { clockFormat } from '../../render/clock';
import { answered } from '../quiet';
import { fail, noFight } from '../replies';
import { advanceOptions, type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';

export const next: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, cmd.sender);
  const rs = rulesOf(fight.rules);
  // a button made for one moment of the fight (the tracker's notice) moves nothing once the fight is elsewhere
  const turn = cmd.parsed.flags.turn;
  if (typeof turn === 'number' && turn !== rs.clock(present(fight))) {
    const clock = clockFormat(rs.id);
    return fail(ctx, cmd.sender, `That button was for ${clock.at(turn)}, and it is ${clock.at(rs.clock(present(fight)))} now: nothing was done.`);
  }
  // the End the turn button of a hidden turn names its combatant too: another turn at the same count is not its turn
  const due = cmd.parsed.flags.due;
  if (typeof due === 'string' && rs.current(present(fight))?.id !== due) {
    return fail(ctx, cmd.sender, 'That button was for a turn that has ended: nothing was done.');
  }
  const outcome = stepOutcome(ctx, fight, rs.advance(present(fight), ctx.ports.dice, advanceOptions(ctx), cmd.parsed.flags.step === true ? 'step' : 'next'));
  // a step onto a moment where nothing happens has no card: the GM is still told where the fight is
  return answered(ctx, cmd.sender, outcome, () => {
    const after = outcome.stored?.fight ?? fight;
    return `Now at ${clockFormat(rs.id).at(rs.clock(present(after)))}: nothing happens here.`;
  });
};
