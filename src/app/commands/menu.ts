// `menu`: the due combatant's action menu again, for whoever controls it.
import { blocksActing } from '../../rules/core/conditions';
import { fail, menusFor, noFight, present, rulesOf, toSender, type Handler } from '../fight';
import { notYourTurn } from './turn';

export const menu: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const current = rs.current(state);
  // the menu is the due combatant's: shown to whoever controls it, whatever else is selected
  const notYours = notYourTurn(ctx, sender, rs, state, current);
  if (notYours) return notYours;
  const due = current as NonNullable<typeof current>;
  const blockedBy = blocksActing(due.conditions) ?? null;
  if (blockedBy) return fail(sender, `${due.name} is ${blockedBy} and cannot act: the GM passes the turn with !rondel next.`);
  const menus = menusFor(ctx, fight, [{ type: 'turn-due', id: due.id, count: rs.clock(state), blockedBy }]).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
  return { messages: menus.slice(0, 1) };
};
