// `status`: where the fight is and who acts when, as the sender may see it.
import type { Mark } from '../../rules/core/rule-set';
import { tierInfo } from '../../rules/core/numbers';
import { isWindow } from '../../rules/rondel/windows';
import { endsText, noticeCard } from '../../render/cards';
import { effectsOf } from '../../rules/core/effects';
import { clockFormat } from '../../render/clock';
import { join, muted, raw, strong, text, type Html } from '../../render/html';
import { isHidden, noFight, present, rulesOf, toSender, type Handler } from '../fight';

const MARK_LABEL: Readonly<Record<Mark['kind'], string>> = {
  flex: 'flex',
  guard: 'guard',
  holding: 'holding',
  dashing: 'dashing',
  reacted: 'reacted this round',
  defense: 'in defense',
  ready: 'at the ready',
  casting: 'casting',
};

function markText(m: Mark, at: (count: number) => string, rondel: boolean): string {
  if (m.kind === 'holding' || m.kind === 'dashing' || m.kind === 'reacted' || m.until === null) return MARK_LABEL[m.kind];
  if (m.kind === 'defense' || m.kind === 'ready') return `${MARK_LABEL[m.kind]} until its next turn`;
  return `${MARK_LABEL[m.kind]} until ${rondel ? m.until : at(m.until)}`;
}

export const status: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(sender);
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  const world = ctx.ports.world;
  const visible = (id: string): boolean => sender.isGM || !isHidden(world, id);
  const current = rs.current(s);
  const order = rs.order(s).filter((c) => visible(c.id));
  const clock = rs.clock(s);
  const window = rs.id === 'rondel' && isWindow(clock) ? ' · movement window' : '';
  const lines: Html[] = [
    strong(text(`${clockFormat(rs.id).at(clock).replace(/^./, (c) => c.toUpperCase())}${window}`)),
    // a player reads the same whether nobody is due or a combatant hidden from the players is
    text(current && visible(current.id) ? `Due now: ${current.name}` : sender.isGM ? `Nobody is due at ${clockFormat(rs.id).at(clock)}.` : 'Waiting for the next turn.', 120),
  ];
  for (const c of order.slice(0, 12)) {
    const marks = rs.marks(s, c.id).map((m) => markText(m, clockFormat(rs.id).at, rs.id === 'rondel'));
    for (const e of effectsOf(s)) if (e.bearer === c.id) marks.push(`${e.name} ${endsText(e.ends, clockFormat(rs.id))}`);
    if (c.conditions.length) marks.push(c.conditions.join(', '));
    const value = rs.valueOf(s, c.id);
    lines.push(join([strong(text(value === null ? '–' : String(value))), raw(' '), text(c.name, 40), muted(text(` · ${tierInfo(c.tier).name}${marks.length ? ' · ' + marks.join(' · ') : ''}`, 120))]));
  }
  if (order.length > 12) lines.push(muted(text(`… and ${order.length - 12} more`)));
  const spells = (s as { spells?: readonly { casterId: string; casterName: string; note: string; resolvesAt: number }[] }).spells ?? [];
  for (const sp of spells.filter((x) => visible(x.casterId))) lines.push(text(`${sp.casterName}’s spell${sp.note ? ` “${sp.note}”` : ''} takes effect at ${sp.resolvesAt}.`, 120));
  return { messages: [toSender(sender, noticeCard(rs.id === 'rondel' ? 'Rondel status' : `${rs.name}: status`, lines))] };
};
