// `terrain`: 20-second rounds: the fight's terrain divides every combatant's hexes per round (docs/rules.md §9.2).
import { fail, noFight, present, refusal, rejectionOf, rulesOf, stepOutcome, type Handler } from '../fight';

export const terrain: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(sender);
  const rs = rulesOf(fight.rules);
  if (!rs.terrain) return fail(sender, `Terrain is set for 20-second rounds; in ${rs.name} the GM rules difficult ground hex by hex.`);
  const step = rs.terrain(present(fight), parsed.arg ?? '');
  const refused = rejectionOf(step);
  return refused ? refusal(ctx, sender, refused, parsed) : stepOutcome(ctx, fight, step);
};
