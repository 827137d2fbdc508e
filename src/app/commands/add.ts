// `add`: tokens join the running fight (docs/rules.md §2: a joiner rolls at once); `--count` places it (the GM's
// adoption of a token put into the tracker by hand).
import { refusalText } from '../../render/refusals';
import { clockFormat } from '../../render/clock';
import { notice } from '../../render/cards';
import { fail, noFight, refusal, rejectionOf, titleOf, toSender } from '../replies';
import { namesFor } from '../world-reads';
import { type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { isTurnMarker, joinAt, MARKER_LEFT_OUT, newCombatant, orphanedOut, sheetProblems } from './combatants';
import { pointedAt } from '../target';

export const add: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const world = ctx.ports.world;
  const rs = rulesOf(fight.rules);
  const flag = parsed.flags.token;
  // an id, or a name on the fight's page (docs/rules.md §15)
  const named = typeof flag === 'string' ? pointedAt(ctx, cmd, present(fight)) : null;
  if (named?.error) return fail(ctx, sender, named.error, parsed);
  const byFlag = named ? world.token(named.ids[0] as string) : undefined;
  if (typeof flag === 'string' && !byFlag) return fail(ctx, sender, 'That token no longer exists.', parsed);
  // another script's turn marker ("Round 1") never joins (docs/rules.md §13)
  const chosen = byFlag ? [byFlag] : cmd.selected;
  const pointed = chosen.filter((t) => !isTurnMarker(t));
  const markers = chosen.length - pointed.length;
  const onPage = pointed.filter((t) => t.pageId === fight.pageId);
  const elsewhere = pointed.length - onPage.length;
  // a token whose character is gone would leave again at the next look: refused, with the reason
  const { kept: tokens, refused: orphans } = orphanedOut(world, onPage);
  if (tokens.length === 0 && orphans) return fail(ctx, sender, orphans, parsed);
  if (tokens.length === 0) {
    return fail(ctx, sender, elsewhere ? 'Those tokens are on another page: a fight stays on the page it started on.' : markers ? 'That is another script’s turn marker: it does not join the fight. Select the tokens to add.' : 'Select the tokens to add (on the page of the fight).', parsed);
  }
  const count = parsed.flags.count;
  // `--count` places one token: with several, which one is meant is unknown, and the value is not dropped in silence
  if (typeof count === 'number' && tokens.length > 1) return fail(ctx, sender, `--count puts one token at that value, and ${tokens.length} are selected: add them without it (each rolls), or one at a time with --count.`, parsed);
  const made = tokens.map((t) => newCombatant(world, t));
  const before = present(fight);
  // `--count` places the token joining; one already in the fight is refused by the join and stays where it is
  // (moving a combatant is `set --count`'s)
  const joining = tokens.length === 1 && !before.combatants.some((c) => c.id === (tokens[0] as { id: string }).id);
  // the value goes with it into the join, which joins it there with no roll, or places it after (joinAt)
  const first = made[0];
  const step = typeof count === 'number' && joining && first ? joinAt(rs, before, first.nc, count, ctx.ports.dice, ruleOptions(ctx.stored.config)) : rs.join(before, made.map((m) => m.nc), ctx.ports.dice, ruleOptions(ctx.stored.config));
  const refused = typeof count === 'number' && joining ? rejectionOf(step) : null;
  if (refused) return refusal(ctx, sender, refused, parsed);
  const names = namesFor(world, sender, step.state);
  const refusals = step.events.flatMap((e) => (e.type === 'rejected' ? [refusalText(e, names, clockFormat(rs.id))] : []));
  const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })), titleOf(ctx));
  if (elsewhere) refusals.push(`${elsewhere} token(s) on another page were left out: a fight stays on one page.`);
  if (markers) refusals.push(MARKER_LEFT_OUT);
  if (orphans) refusals.push(orphans);
  if (refusals.length) extra.push(toSender(sender, notice(titleOf(ctx), refusals)));
  return stepOutcome(ctx, fight, { state: step.state, events: step.events.filter((e) => e.type !== 'rejected') }, extra);
};
