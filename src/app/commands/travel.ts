// `undo` and `redo`: the fight's timeline moves; the tracker and markers follow in the commit, and damage applied
// in the steps moved over is taken back or applied again exactly (docs/rules.md §10). Without a fight, `undo` takes
// back the last damage applied.
import { parseInteger } from '../../commands/parse';
import { blocksActing } from '../../rules/core/conditions';
import type { FightEvent } from '../../rules/core/events';
import { redo as redoSteps, undo as undoSteps } from '../../rules/core/history';
import { notice } from '../../render/cards';
import { clockFormat } from '../../render/clock';
import { bodyWrites, damageDifference, ledgerOf, markApplied } from '../damage';
import { announceTo, fail, menusFor, noFight, rulesOf, type Command, type Context, type Handler } from '../fight';
import type { Outcome } from '../outcome';
import type { Outgoing } from '../ports';
import { damageMoved } from './apply';

/** Without a fight: the last damage applied outside one is taken back. */
function undoDamageOutsideAFight(ctx: Context, cmd: Command): Outcome {
  const ledger = ledgerOf(ctx.stored);
  const last = ledger.applied[ledger.applied.length - 1];
  if (!last) return noFight(cmd.sender);
  const rolls = markApplied({ ...ledger, applied: ledger.applied.slice(0, -1) }, [last.roll], false);
  return {
    stored: { ...ctx.stored, rolls },
    messages: [{ to: 'gm', html: notice('Rondel', [damageMoved(ctx, last, 'restore')]), noarchive: true }],
    effects: bodyWrites(last, 'restore'),
  };
}

function travel(ctx: Context, cmd: Command, direction: 'undo' | 'redo'): Outcome {
  const fight = ctx.stored.fight;
  if (!fight) return direction === 'undo' ? undoDamageOutsideAFight(ctx, cmd) : noFight(cmd.sender);
  const rs = rulesOf(fight.rules);
  const n = cmd.parsed.arg ? (parseInteger(cmd.parsed.arg) ?? 1) : 1;
  const { timeline: t, moved } = (direction === 'undo' ? undoSteps : redoSteps)(fight.timeline, n);
  if (moved === 0) return fail(cmd.sender, `There is nothing to ${direction}.`);
  const at = clockFormat(rs.id).at(rs.clock(t.present));
  const line = direction === 'undo' ? `The GM undid ${moved} step(s): back to ${at}.` : `The GM redid ${moved} step(s): ${at}.`;
  const due = rs.current(t.present);
  const events: FightEvent[] = due ? [{ type: 'turn-due', id: due.id, count: rs.clock(t.present), blockedBy: blocksActing(due.conditions) ?? null }] : [];
  // damage applied in the steps undone is taken back, damage of the steps redone applied again, newest first
  const restored = damageDifference(t.present, fight.timeline.present).reverse();
  const reapplied = damageDifference(fight.timeline.present, t.present);
  const rolls = markApplied(markApplied(ledgerOf(ctx.stored), restored.map((d) => d.roll), false), reapplied.map((d) => d.roll), true);
  const after = { ...fight, timeline: t };
  const stored = { ...ctx.stored, fight: after, ...(restored.length || reapplied.length ? { rolls } : {}) };
  const damageLines = [...restored.map((d) => damageMoved(ctx, d, 'restore')), ...reapplied.map((d) => damageMoved(ctx, d, 'apply'))];
  const messages: Outgoing[] = [{ to: announceTo(ctx.stored.config), html: notice('Rondel', [line]) }];
  if (damageLines.length) messages.push({ to: 'gm', html: notice('Rondel: damage', damageLines), noarchive: true });
  const effects = [...restored.flatMap((d) => bodyWrites(d, 'restore')), ...reapplied.flatMap((d) => bodyWrites(d, 'apply'))];
  return { stored, messages, menus: menusFor({ ...ctx, stored }, after, events), ...(effects.length ? { effects } : {}) };
}

export const undo: Handler = (ctx, cmd) => travel(ctx, cmd, 'undo');
export const redo: Handler = (ctx, cmd) => travel(ctx, cmd, 'redo');
