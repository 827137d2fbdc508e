// `undo` and `redo`: the fight's timeline moves; the tracker and markers follow in the commit, and damage applied
// in the steps moved over is taken back or applied again exactly (docs/rules.md §10). Without a fight, `undo` takes
// back the last damage applied.
import { parseInteger } from '../../commands/parse';
import { blocksActing } from '../../rules/core/conditions';
import type { FightEvent } from '../../rules/core/events';
import { HISTORY_LIMIT, redo as redoSteps, undo as undoSteps, type Timeline } from '../../rules/core/history';
import type { FightStateBase, RuleSet } from '../../rules/core/rule-set';
import { notice } from '../../render/cards';
import { clockFormat } from '../../render/clock';
import { bodyMover, damageAlong, damageDifference, ledgerOf, markApplied, type AppliedDamage } from '../damage';
import { announceTo, fail, noFight, titleOf } from '../replies';
import { isHidden } from '../world-reads';
import { menusFor } from '../menus';
import { type Command, type Context, type Handler, rulesOf } from '../context';
import { travelLines } from '../travel-lines';
import { fightWithTimeline } from '../fight-with';
import type { Outcome } from '../outcome';
import type { Outgoing } from '../ports';
import { damageMoved } from './apply';

/** The last damage applied while no fight ran, if any. */
function lastApplied(ctx: Context): AppliedDamage | undefined {
  const applied = ledgerOf(ctx.stored).applied;
  return applied[applied.length - 1];
}

/** Without a fight: the last damage applied outside one is taken back. */
function undoDamageOutsideAFight(ctx: Context, cmd: Command): Outcome {
  const ledger = ledgerOf(ctx.stored);
  const last = lastApplied(ctx);
  // after a fight (one was started in this game), undo answers for it: nothing since it started, and it stays ended
  const ended = ctx.stored.fights !== undefined;
  if (!last && !ended) return noFight(ctx, cmd.sender);
  // damage applied before a fight that has started since is out of reach: the undo would reach back over that fight
  // (docs/rules.md ruling 99)
  if (!last || last.sealed === true) {
    const before = last ? ', and damage applied before it is yours to change on the bar' : '';
    return fail(ctx, cmd.sender, `No fight is running, and no damage was applied since the last fight started: nothing was undone. A fight that has ended cannot be brought back${before}.`);
  }
  const rolls = markApplied({ ...ledger, applied: ledger.applied.slice(0, -1) }, [last.roll], false);
  // taken back from the body as it is now: a value typed by hand since is kept (damage.ts bodyMover)
  const moved = bodyMover((id) => ctx.ports.world.body(id) ?? null)(last, 'restore');
  return {
    stored: { ...ctx.stored, rolls },
    messages: [{ to: 'gm', html: notice(titleOf(ctx), [damageMoved(ctx, last, 'restore', moved.move)]), noarchive: true }],
    effects: moved.effects,
  };
}

/** What the table hears of damage an undo or redo moved: the amount, as the damage was announced, not the bars. */
function publicDamageLine(ctx: Context, d: AppliedDamage, way: 'apply' | 'restore'): string {
  const name = ctx.ports.world.token(d.target)?.name ?? 'A token that is gone';
  return way === 'restore' ? `${name}’s ${d.amount} damage is taken back.` : `${name} takes ${d.amount} damage again.`;
}

/** How many of the `moved` steps the players saw something of, one step at a time, from the present on. */
function seenSteps(rs: RuleSet<FightStateBase>, t: Timeline<FightStateBase>, direction: 'undo' | 'redo', moved: number, hidden: (id: string) => boolean): number {
  // undo walks back through the past, redo forward through the future (the most recently undone last)
  const from = direction === 'undo' ? t.past : t.future;
  let at = t.present;
  let seen = 0;
  for (let i = 1; i <= moved; i += 1) {
    const next = from[from.length - i] as FightStateBase;
    // damage taken back or applied again to a token they see is seen too (its line is theirs when the cards are)
    const damage = (direction === 'undo' ? damageDifference(next, at) : damageDifference(at, next)).some((d) => !hidden(d.target));
    if (damage || travelLines(rs, at, next, hidden).public) seen += 1;
    at = next;
  }
  return seen;
}

/**
 * A damage card's Undo (`--roll N`) takes back that damage only: refused once another step came after it (a condition,
 * a turn), which the button would otherwise undo instead (docs/rules.md §10). Null when it may go on.
 */
function staleDamageUndo(ctx: Context, cmd: Command): Outcome | null {
  const roll = cmd.parsed.flags.roll;
  if (typeof roll !== 'string') return null;
  const fight = ctx.stored.fight;
  const last = fight
    ? fight.timeline.past.length > 0 && damageDifference(fight.timeline.past[fight.timeline.past.length - 1] as FightStateBase, fight.timeline.present).some((d) => d.roll === roll)
    : lastApplied(ctx)?.roll === roll;
  if (last) return null;
  return fail(ctx, cmd.sender, 'That Undo was for damage the fight has moved on from (another step came after it): nothing was done. Undo the steps since with !rondel undo N, or change the bar by hand.');
}

/** Of the combatants whose joining took tags off (`kept`), those in a state undone (`from`) and not in the state now. */
function outOfTheFight(kept: Readonly<Record<string, readonly string[]>>, from: readonly FightStateBase[], now: FightStateBase): string[] {
  const inState = (s: FightStateBase, id: string): boolean => s.combatants.some((c) => c.id === id);
  return Object.keys(kept).filter((id) => !inState(now, id) && from.some((s) => inState(s, id)));
}

function travel(ctx: Context, cmd: Command, direction: 'undo' | 'redo'): Outcome {
  const fight = ctx.stored.fight;
  const stale = direction === 'undo' ? staleDamageUndo(ctx, cmd) : null;
  if (stale) return stale;
  if (!fight) return direction === 'undo' ? undoDamageOutsideAFight(ctx, cmd) : noFight(ctx, cmd.sender);
  const rs = rulesOf(fight.rules);
  // a damage card's Undo takes back its one step
  const n = typeof cmd.parsed.flags.roll === 'string' ? 1 : cmd.parsed.arg ? (parseInteger(cmd.parsed.arg) ?? 1) : 1;
  const { timeline: t, moved } = (direction === 'undo' ? undoSteps : redoSteps)(fight.timeline, n);
  // a full history may have let older steps go: the GM is told so, not that the fight has no earlier steps
  const full = fight.timeline.past.length + fight.timeline.future.length >= HISTORY_LIMIT;
  // whether a step was let go is not kept: the words say how far undo reaches, true at a fight's start too
  const kept = `undo reaches back ${HISTORY_LIMIT} steps at most`;
  if (moved === 0) return fail(ctx, cmd.sender, direction === 'undo' && full ? `There is nothing more to undo (${kept}).` : `There is nothing to ${direction}.`);
  // a step of a history edited by hand may not read as a fight on its own: it does not become the fight (the next
  // start-up would pause on it). Read whole, as a start-up reads the fight, from a copy that shares nothing.
  const problem = rs.validate(JSON.parse(JSON.stringify(t.present)))[0];
  if (problem !== undefined) {
    return fail(ctx, cmd.sender, `That step of the fight’s history cannot be read (${problem.slice(0, 80)}), so nothing was ${direction === 'undo' ? 'undone' : 'redone'}: the fight goes on from here.`);
  }
  const at = clockFormat(rs.id).at(rs.clock(t.present));
  const hidden = (id: string): boolean => isHidden(ctx.ports.world, id);
  // what it changed, by name; what concerns only tokens hidden from the players is the GM's alone (docs/rules.md §15)
  // the states passed through on the way (an undo of 2 steps passes one): a turn's action in one of them is named too
  const stepsMoved = direction === 'undo' ? fight.timeline.past : fight.timeline.future;
  const passed: FightStateBase[] = [];
  for (let i = 1; i < moved; i += 1) passed.push(stepsMoved[stepsMoved.length - i] as FightStateBase);
  const changes = travelLines(rs, fight.timeline.present, t.present, hidden, { passed, undo: direction === 'undo' });
  const atLimit = direction === 'undo' && moved < n && full;
  // damage applied in the steps undone is taken back, damage of the steps redone applied again, newest first
  // the states from the older end to the newer, each step of it once
  const along = direction === 'undo' ? [t.present, ...[...passed].reverse(), fight.timeline.present] : [fight.timeline.present, ...passed, t.present];
  const moves = damageAlong(along);
  const restored = direction === 'undo' ? moves.reverse() : [];
  const reapplied = direction === 'redo' ? moves : [];
  // damage the table was told of (a visible target, cards to everyone) is theirs to hear taken back or applied again
  const toldDamage = announceTo(ctx.stored.config) === 'all' ? [...restored.map((d) => [d, 'restore'] as const), ...reapplied.map((d) => [d, 'apply'] as const)].filter(([d]) => !hidden(d.target)) : [];
  const damageSeen = toldDamage.map(([d, way]) => publicDamageLine(ctx, d, way));
  // the players are told of the steps they saw: a step that touched only hidden tokens is not counted for them
  const counted = changes.public || damageSeen.length > 0 ? Math.max(1, seenSteps(rs, fight.timeline, direction, moved, hidden)) : moved;
  const audience = changes.public || damageSeen.length ? announceTo(ctx.stored.config) : 'gm';
  // the limit says how many steps went: beside a count the players were told less of (hidden steps), it is the GM's
  const limitToAll = atLimit && (audience === 'gm' || counted === moved);
  const short = limitToAll ? ` (${kept})` : '';
  // a card the GM alone reads counts every step; one the players read counts theirs, and the GM hears the rest apart
  const told = audience === 'gm' ? moved : counted;
  const steps = `${told} step${told === 1 ? '' : 's'}`;
  const rest = moved - told;
  const allSteps = rest > 0 ? [`${direction === 'undo' ? 'Undid' : 'Redid'} ${moved} steps in all${atLimit ? ` (${kept})` : ''}: the players were told of ${told}; the other${rest === 1 ? '' : ` ${rest}`} touched only tokens they do not see.`] : [];
  const line = direction === 'undo' ? `The GM undid ${steps}: back to ${at}${short}.` : `The GM redid ${steps}: ${at}.`;

  const due = rs.current(t.present);
  const events: FightEvent[] = due ? [{ type: 'turn-due', id: due.id, count: rs.clock(t.present), blockedBy: blocksActing(due.conditions) ?? null }] : [];
  const rolls = markApplied(markApplied(ledgerOf(ctx.stored), restored.map((d) => d.roll), false), reapplied.map((d) => d.roll), true);
  // an undo or redo answers `end`'s and `start`'s questions, as a step does: their old buttons do nothing (ruling 88)
  const after = fightWithTimeline(fight, t);
  const stored = { ...ctx.stored, fight: after, ...(restored.length || reapplied.length ? { rolls } : {}) };
  // the bodies move from their values now, each application in turn (newest first for an undo): damage.ts bodyMover
  const mover = bodyMover((id) => ctx.ports.world.body(id) ?? null);
  const bodies = [...restored.map((d) => [d, 'restore', mover(d, 'restore')] as const), ...reapplied.map((d) => [d, 'apply', mover(d, 'apply')] as const)];
  const damageLines = bodies.map(([d, way, m]) => damageMoved(ctx, d, way, m.move));
  // whose turn it is now, when that changed: the table's line, or the GM's alone for a hidden combatant
  const was = rs.current(fight.timeline.present);
  const dueLine = due && due.id !== was?.id ? `Now: ${due.name}’s turn.` : null;
  const dueSeen = dueLine !== null && due !== undefined && !hidden(due.id) ? [dueLine] : [];
  const hiddenLines = dueLine !== null && due !== undefined && hidden(due.id) ? [dueLine, ...changes.hidden] : changes.hidden;
  const gmOnly = [...allSteps, ...hiddenLines];
  const messages: Outgoing[] = [{ to: audience, html: notice(titleOf(ctx), [line, ...dueSeen, ...changes.seen, ...damageSeen, ...(audience === 'gm' ? hiddenLines : [])]) }];
  if (audience !== 'gm' && gmOnly.length) messages.push({ to: 'gm', html: notice(`${titleOf(ctx)}: for the GM`, gmOnly), noarchive: true });
  if (damageLines.length) messages.push({ to: 'gm', html: notice(`${titleOf(ctx)}: damage`, damageLines), noarchive: true });
  const effects = bodies.flatMap(([, , m]) => m.effects);
  // the due player's menu is whispered again only when the players saw something change, and only for a turn that
  // is not the one due before (another combatant, another clock) or whose combatant the travel changed: the menu
  // already in the chat still serves the same turn (its stamp, docs/rules.md ruling 73)
  const sameTurn = was !== undefined && due !== undefined && was === due && rs.clock(fight.timeline.present) === rs.clock(t.present);
  const menus = sameTurn ? [] : menusFor({ ...ctx, stored }, after, events).filter((m) => changes.public || m.to === 'gm');
  // an undo that takes a newcomer out again gives its token back what its joining took off (the commit: docs/rules.md §8)
  const takenOut = direction === 'undo' && fight.takenAtJoin !== undefined ? outOfTheFight(fight.takenAtJoin, [fight.timeline.present, ...passed], t.present) : [];
  return { stored, messages, menus, ...(effects.length ? { effects } : {}), travel: direction, ...(takenOut.length ? { takenOut } : {}) };
}

export const undo: Handler = (ctx, cmd) => travel(ctx, cmd, 'undo');
export const redo: Handler = (ctx, cmd) => travel(ctx, cmd, 'redo');
