// `terrain`: 20-second rounds: the fight's terrain divides every combatant's hexes per round (docs/rules.md §9.2).
import { answered } from '../quiet';
import { fail, noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';

export const terrain: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  if (!rs.terrain) return fail(ctx, sender, `Terrain is set for 20-second rounds; in ${rs.name} the GM rules difficult ground hex by hex.`);
  const step = rs.terrain(present(fight), parsed.arg ?? '');
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused, parsed);
  // the terrain the fight already has changes nothing: the GM is told so, not left with silence
  return answered(ctx, sender, stepOutcome(ctx, fight, step), () => `The terrain is already ${String((step.state as { terrain?: unknown }).terrain ?? parsed.arg)}: nothing changed.`);
};
