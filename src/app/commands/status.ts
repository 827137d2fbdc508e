// `status`: where the fight is and who acts when, as the sender may see it.
import type { Mark } from '../../rules/core/rule-set';
import { tierInfo } from '../../rules/core/numbers';
import { isWindow } from '../../rules/rondel/windows';
import { endsText } from '../../render/cards';
import { outlookHeading, outlookText } from '../../render/movement';
import { effectsOf, timesItsCondition } from '../../rules/core/effects';
import { clockFormat, laterRound } from '../../render/clock';
import { fitCard, PUBLIC_CARD_BYTES, type Row } from '../../render/fit';
import { button, join, muted, raw, strong, swatch, text, unbroken, type Html } from '../../render/html';
import { isHidden } from '../world-reads';
import { noFight, toSender } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { BUTTON_WORD } from '../../commands/parse';

const MARK_LABEL: Readonly<Record<Mark['kind'], string>> = {
  flex: 'flex',
  guard: 'Full Guard',
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

const upper = (s: string): string => s.replace(/^./, (c) => c.toUpperCase());

/** Rows of the order a status card lists at most: a card read at a glance; More lists the next ones. */
export const STATUS_ROWS = 12;

export const status: Handler = (ctx, cmd) => {
  const { sender, parsed } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  const world = ctx.ports.world;
  const visible = (id: string): boolean => sender.isGM || !isHidden(world, id);
  const current = rs.current(s);
  const order = rs.order(s).filter((c) => visible(c.id));
  const clock = rs.clock(s);
  // what each may move (docs/rules.md §9.2, §9.3): the older editions count hexes per round; the rondel's tier says it
  const outlook = rs.moveOutlook ? (id: string) => (rs.moveOutlook as NonNullable<typeof rs.moveOutlook>)(s, id) : null;
  const moment = rs.id === 'seconds' && outlook !== null && order.length > 0 && outlook((order[0] as { id: string }).id)?.when === 'now';
  const window = rs.id === 'rondel' && isWindow(clock) ? ' · movement window' : moment ? ' · movement moment' : '';
  const from = Math.min(Math.max(1, typeof parsed.flags.from === 'number' ? parsed.flags.from : 1), Math.max(1, order.length));
  const page = order.slice(from - 1);
  const rows: Row[] = [
    { kind: 'fixed', html: strong(text(`${upper(clockFormat(rs.id).at(clock))}${window}`)) },
    // a player reads the same whether nobody is due or a combatant hidden from the players is
    { kind: 'fixed', html: text(current && visible(current.id) ? `Due now: ${current.name}` : sender.isGM ? `Nobody is due at ${clockFormat(rs.id).at(clock)}.` : 'Waiting for the next turn.', 120) },
  ];
  if (from > 1) rows.push({ kind: 'fixed', html: muted(text(`From place ${from} of ${order.length}:`)) });
  // the rows' columns, named once: the number is the tracker's value (next action count, second, initiative)
  if (page.length) {
    const terrain = (s as { terrain?: string }).terrain ?? null;
    const moves = outlook ? ` · ${outlookHeading(rs.id, outlook((page[0] as { id: string }).id), clock, terrain)}` : '';
    // the older editions' tier only gives the hexes a sheet leaves blank: their column is what it moves
    rows.push({ kind: 'fixed', html: muted(text(`${upper(clockFormat(rs.id).value)} · combatant · ${moves ? 'tier' : 'movement tier'}${moves}`)) });
  }
  // a spell being cast shows on its caster's row, so every row says all there is to know of its combatant
  const spells = (s as { spells?: readonly { casterId: string; note: string; resolvesAt: number }[] }).spells ?? [];
  const at = clockFormat(rs.id).at;
  for (const c of page) {
    const marks = rs.marks(s, c.id).filter((m) => m.kind !== 'casting' || !spells.some((sp) => sp.casterId === c.id)).map((m) => markText(m, at, rs.id === 'rondel'));
    // the conditions come before the spells and the other effects: a row too long is cut at its end, and a condition
    // cut off would hide what the fight does to the combatant behind a spell's name (§11, §12)
    const timed: string[] = [];
    const others: string[] = [];
    for (const e of effectsOf(s)) {
      if (e.bearer !== c.id) continue;
      const line = `${e.name} ${endsText(e.ends, clockFormat(rs.id))}`;
      if (e.condition !== null && timesItsCondition(e)) {
        marks.push(line);
        timed.push(e.condition);
      } else others.push(line);
    }
    // a condition given a duration is listed once, with its end (docs/rules.md §12)
    const lasting = timed.length ? c.conditions.filter((k) => !timed.includes(k)) : c.conditions;
    if (lasting.length) marks.push(lasting.join(', '));
    for (const sp of spells.filter((x) => x.casterId === c.id)) marks.push(`casting${sp.note ? ` “${sp.note}”` : ''} until ${rs.id === 'rondel' ? sp.resolvesAt : at(sp.resolvesAt)}`);
    for (const line of others) marks.push(line);
    const value = rs.valueOf(s, c.id);
    const tier = tierInfo(c.tier);
    const seen = outlook ? outlook(c.id) : null;
    // a value of a later round (an action carried over) says which, or it reads as a turn of this round passed by
    const ahead = value === null ? null : (rs.ahead?.(s, c.id) ?? null);
    const later = ahead ? [muted(text(` (${laterRound(ahead, rs.round(s)).replace(/^of (the )?/, '')})`))] : [];
    const head = [strong(text(value === null ? '–' : String(ahead ? ahead.value : value))), ...later, raw(' '), text(c.name, 40), muted(text(' · ')), swatch(tier.colour)];
    // a separator never begins a line: the space before it does not break (a long row wraps after the dot)
    const tail = `${marks.length ? '\u00a0· ' + marks.join('\u00a0· ') : ''}`;
    // the older editions: what it may move, after its tier (in plain words: it is what the GM reads the row for)
    const html = seen
      ? join([...head, muted(text(` ${tier.name}\u00a0· `)), unbroken(text(outlookText(seen, rs.id), 60)), ...(tail ? [muted(text(tail, 160))] : [])])
      : join([...head, muted(text(` ${tier.name}${tail}`, 160))]);
    rows.push({ kind: 'line', group: 'row', html });
  }
  // the rows a card has no room for are the next card's: its More button lists them
  const more = (_group: string, hidden: number, shown: number): Html => join([muted(text(`… and ${hidden} more `)), button(text('More'), `!${BUTTON_WORD} status --from ${from + shown}`)]);
  const title = text(rs.id === 'rondel' ? 'Rondel status' : `${rs.name}: status`);
  return { messages: [toSender(sender, fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more, limit: STATUS_ROWS }).html)] };
};
