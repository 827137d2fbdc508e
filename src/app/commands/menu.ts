// `menu`: the due combatant's action menu again, for whoever controls it.
import { blocksActing } from '../../rules/core/conditions';
import { fail, noFight, toSender } from '../replies';
import { menusFor } from '../menus';
import { type Handler, present, rulesOf } from '../context';
import { notYourTurn } from './turn';

export const menu: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const current = rs.current(state);
  // the menu is the due combatant's: shown to whoever controls it, whatever else is selected
  const notYours = notYourTurn(ctx, sender, rs, state, current);
  if (notYours) return notYours;
  const due = current as NonNullable<typeof current>;
  const blockedBy = blocksActing(due.conditions) ?? null;
    // the player may pass the turn as well as the GM: `done` ends its own combatant's turn
  if (blockedBy) return fail(ctx, sender, `${due.name} is ${blockedBy} and cannot act: ${sender.isGM ? 'pass the turn with !rondel next' : 'end the turn with !rondel done'}.`);
  const menus = menusFor(ctx, fight, [{ type: 'turn-due', id: due.id, count: rs.clock(state), blockedBy }]).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
  return { messages: menus.slice(0, 1) };
};
