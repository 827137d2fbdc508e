// `end`: the fight is over; its tracker entries and markers go, a short summary stays.
import { tierInfo } from '../../rules/core/numbers';
import type { BaseCombatant } from '../../rules/core/rule-set';
import { notice } from '../../render/cards';
import { clockFormat } from '../../render/clock';
import { announceTo, isHidden, noFight, present, rulesOf, type Handler } from '../fight';
import type { Outgoing } from '../ports';

/** What the end summary says of a combatant's place, in the rule set's words. */
function summaryOf(rules: string, value: number | null): string {
  if (value === null) return ', done this round';
  if (rules === 'rounds') return `, initiative ${value}`;
  if (rules === 'seconds') return `, would have acted at second ${value}`;
  return `, next action would have been at ${value}`;
}

export const end: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(cmd.sender);
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  const summary = (list: readonly BaseCombatant[]): string[] => [
    `The fight ends at ${clockFormat(rs.id).at(rs.clock(s))}.`,
    ...list.map((c) => `${c.name}: ${tierInfo(c.tier).name}${summaryOf(rs.id, rs.valueOf(s, c.id))}`),
  ];
  const order = rs.order(s);
  const audience = announceTo(ctx.stored.config);
  const hidden = (id: string): boolean => isHidden(ctx.ports.world, id);
  const secret = order.filter((c) => hidden(c.id));
  const messages: Outgoing[] = [{ to: audience, html: notice('Rondel: the fight is over', summary(audience === 'gm' ? order : order.filter((c) => !hidden(c.id)))) }];
  if (audience === 'all' && secret.length) messages.push({ to: 'gm', html: notice('Rondel: hidden combatants', summary(secret).slice(1)), noarchive: true });
  return { stored: { ...ctx.stored, fight: null }, messages };
};
