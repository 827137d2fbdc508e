// `undo` and `redo`: the fight's timeline moves; the tracker and markers follow in the commit.
import { parseInteger } from '../../commands/parse';
import { blocksActing } from '../../rules/core/conditions';
import type { FightEvent } from '../../rules/core/events';
import { redo as redoSteps, undo as undoSteps } from '../../rules/core/history';
import { notice } from '../../render/cards';
import { clockFormat } from '../../render/clock';
import { announceTo, fail, menusFor, noFight, rulesOf, type Command, type Context, type Handler } from '../fight';
import type { Outcome } from '../outcome';

function travel(ctx: Context, cmd: Command, direction: 'undo' | 'redo'): Outcome {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(cmd.sender);
  const rs = rulesOf(fight.rules);
  const n = cmd.parsed.arg ? (parseInteger(cmd.parsed.arg) ?? 1) : 1;
  const { timeline: t, moved } = (direction === 'undo' ? undoSteps : redoSteps)(fight.timeline, n);
  if (moved === 0) return fail(cmd.sender, `There is nothing to ${direction}.`);
  const at = clockFormat(rs.id).at(rs.clock(t.present));
  const line = direction === 'undo' ? `The GM undid ${moved} step(s): back to ${at}.` : `The GM redid ${moved} step(s): ${at}.`;
  const due = rs.current(t.present);
  const events: FightEvent[] = due ? [{ type: 'turn-due', id: due.id, count: rs.clock(t.present), blockedBy: blocksActing(due.conditions) ?? null }] : [];
  const after = { ...fight, timeline: t };
  const stored = { ...ctx.stored, fight: after };
  return { stored, messages: [{ to: announceTo(ctx.stored.config), html: notice('Rondel', [line]) }], menus: menusFor({ ...ctx, stored }, after, events) };
}

export const undo: Handler = (ctx, cmd) => travel(ctx, cmd, 'undo');
export const redo: Handler = (ctx, cmd) => travel(ctx, cmd, 'redo');
