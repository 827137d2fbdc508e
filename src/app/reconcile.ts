// Someone changed the turn tracker: the GM or a player with the tracker's own controls (`tracker`; Roll20 does not
// say who), or another script, found after the fact (`foreign`). Roll20's next-turn button ends the turn; nothing
// else changes the fight without the GM: an edit is put back and the GM gets one click to adopt it, unless the GM
// chose to adopt edits directly. Another script never moves the fight on (docs/rules.md §13).
import type { Dice } from '../rules/core/dice';
import type { FightEvent, Step } from '../rules/core/events';
import type { FightStateBase, RuleSetId } from '../rules/core/rule-set';
import { notice, noticeCard } from '../render/cards';
import { button, join, muted, raw, text, type Html } from '../render/html';
import { refusalText } from '../render/refusals';
import { clockFormat } from '../render/clock';
import { isTurnMarker, joinAt, newCombatant } from './commands/combatants';
import { adoptionKey, offering, type AdoptVerb } from './adopt';

export { isTurnMarker };
import { isHidden, nameLookup, playedByAPlayer } from './world-reads';
import { rejectionOf, titleOf } from './replies';
import { advanceOptions, type Context, present, ruleOptions, rulesOf } from './context';
import { stepOutcome } from './fight';
import { fightStamp } from './fight-with';
import type { Outcome } from './outcome';
import type { Outgoing, TokenInfo } from './ports';
import { isCountEntry, parseTurnOrder, readEdits, readTurnOrder, renamedCount, type Entry, type TrackerEdit } from './tracker';
import { pressAmidOthers } from './press-amid-others';

/** What the tracker's clock entry counts, as a note about it begins. */
const CLOCK_NOUN: Readonly<Record<RuleSetId, string>> = { rondel: 'The counter', seconds: 'The clock', rounds: 'The round' };


interface Ask {
  readonly line: string;
  /** The Adopt button's command, and the adoption it offers (adopt.ts); none for an edit with nothing to adopt. */
  readonly command: string | null;
  readonly key: string | null;
}

/**
 * The GM's one-click adoption of a tracker edit: the GM-only command that makes the same change, stamped `--asked` so
 * that it acts only while the fight still offers it (docs/rules.md ruling 94).
 */
function adoption(verb: AdoptVerb, id: string, count: number | null): { command: string; key: string } {
  const args = verb === 'remove' || count === null ? '' : ` --count ${count}`;
  return { command: `!rondel ${verb} --token ${id}${args} --asked`, key: adoptionKey(verb, id, verb === 'remove' ? null : count) };
}

/** What a combatant's tracker value is, as the Adopt card names it (docs/rules.md §13). */
const VALUE_WORD: Readonly<Record<RuleSetId, string>> = { rondel: 'next action', seconds: 'second', rounds: 'initiative' };

/**
 * Dice for trying a placement out: only whether the rules refuse the value is read, never what was rolled. They go
 * round every face in turn, so a tie rolled off again and again is broken (the same face each time never would be).
 */
function trialDice(): Dice {
  let k = 0;
  return { roll: (sides) => (k++ % Math.max(1, sides)) + 1 };
}

/**
 * Why the rules would refuse to place a combatant at a tracker value (the command an Adopt button sends asks them the
 * same), or null; a token put in is tried as joining first. Tried on the present state, which is not changed.
 */
function placementRefused(ctx: Context, s: FightStateBase, id: string, value: number, joining: TokenInfo | undefined): string | null {
  const rs = rulesOf((ctx.stored.fight as NonNullable<typeof ctx.stored.fight>).rules);
  const dice = trialDice();
  const joined = joining === undefined ? null : rs.join(s, [newCombatant(ctx.ports.world, joining).nc], dice, ruleOptions(ctx.stored.config));
  const from = joined === null ? s : joined.state;
  const refused = (joined === null ? null : rejectionOf(joined)) ?? rejectionOf(rs.place(from, id, value, dice));
  return refused ? refusalText(refused, nameLookup(from), clockFormat(rs.id)) : null;
}

function proposal(ctx: Context, edit: Extract<TrackerEdit, { kind: 'edited' | 'removed' | 'added' }>, s: FightStateBase, joining: TokenInfo | undefined): Ask {
  const rs = rulesOf((ctx.stored.fight as NonNullable<typeof ctx.stored.fight>).rules);
  const name = (id: string): string => s.combatants.find((c) => c.id === id)?.name ?? ctx.ports.world.token(id)?.name ?? 'A token';
  switch (edit.kind) {
    case 'edited': {
      if (edit.count === null) return { line: `${name(edit.id)}: the tracker value is not a count.`, command: null, key: null };
      const line = `${name(edit.id)}: ${VALUE_WORD[rs.id]} ${rs.valueOf(s, edit.id) ?? '?'} → ${edit.count} in the tracker.`;
      // a value the rules refuse is not offered: its button would only be refused (docs/rules.md ruling 94)
      const refused = placementRefused(ctx, s, edit.id, edit.count, undefined);
      return refused === null ? { line, ...adoption('set', edit.id, edit.count) } : { line: `${line} ${refused}`, command: null, key: null };
    }
    case 'removed':
      return { line: `${name(edit.id)} was taken out of the tracker.`, ...adoption('remove', edit.id, null) };
    case 'added': {
      // Roll20's Add Turn puts a token in at 0: that is no value, and adopting it brings the token in at its roll; so
      // does a value the rules refuse, as adopting edits directly would
      const refused = edit.count !== null && edit.count > 0 ? placementRefused(ctx, s, edit.id, edit.count, joining) : null;
      const at = edit.count !== null && edit.count > 0 && refused === null ? edit.count : null;
      const where = at !== null ? ` at ${at}` : edit.count === null ? '' : ` at ${edit.count} (adopted, it joins at its roll)`;
      return { line: `${name(edit.id)} was put into the tracker${where}.${refused === null ? '' : ` ${refused}`}`, ...adoption('add', edit.id, at) };
    }
  }
}

function adoptCard(title: string, asks: readonly Ask[]): Html {
  const lines: Html[] = asks.map((a) => join([text(a.line, 200), ...(a.command ? [raw(' '), button(text('Adopt'), a.command)] : [])]));
  lines.push(muted(text('Put back: no tracker edit changes the fight without the GM. To adopt edits directly: !rondel config --set trackeredits=adopt', 300)));
  return noticeCard(`${title}: turn tracker edits`, lines, '#8d6e00');
}

/** Whether the tracker a next-turn press rotated had the fight's own top entry (the one the script last wrote). */
function ourTop(ours: string, beforeRaw: string, before: readonly Entry[]): boolean {
  // nothing written yet (a fight stored before the script kept its tracker): the press is taken as before
  if (beforeRaw === ours || ours === '') return true;
  const a = parseTurnOrder(ours)[0];
  const b = before[0];
  if (!a || !b) return a === b;
  return a.id === b.id && (a.id !== '-1' || (a.custom ?? '') === (b.custom ?? ''));
}

/**
 * The reorders put back in the current turn: the GM hears of the first. A tool that sorts the tracker again each time
 * it is put back (a browser extension's auto-sort answers every write) would go on forever, so after the same order
 * came back a few times it is left as it was sorted until the turn changes (the fight's order is its own:
 * docs/rules.md §13).
 */
let reorders = { turn: '', order: '', n: 0 };
/** The turn whose sort by another script the GM was last told of. */
let foreignSorts = '';
const REORDERS_PUT_BACK = 3;

/**
 * Whether the fight's own entries (its clock and its combatants' rows) stand in the same order in both: another script
 * that rewrote the tracker in the same order, or moved only its own rows, sorted nothing of the fight's.
 */
function sameOwnOrder(before: readonly Entry[], after: readonly Entry[], state: FightStateBase): boolean {
  const ours = new Set(state.combatants.map((c) => c.id));
  const order = (list: readonly Entry[]): string => list.filter((e) => isCountEntry(e) || ours.has(e.id)).map((e) => (isCountEntry(e) ? '-1' : e.id)).join('\u0000');
  return order(before) === order(after);
}

/** The same entries, in another order or (a change event that changes nothing) in the same. */
function reordered(before: readonly Entry[], after: readonly Entry[]): boolean {
  if (before.length !== after.length) return false;
  const key = (e: Entry): string => `${e.id}\u0000${String(e.pr)}\u0000${e.custom ?? ''}`;
  const a = before.map(key);
  const b = after.map(key);
  // the same order: a change Roll20 told us of was undone before we could read it (a script sorted a press back)
  if (a.every((k, i) => k === b[i])) return true;
  return a.slice().sort().join('\u0001') === b.slice().sort().join('\u0001');
}

/** A tracker that holds none of the fight's entries (neither its clock nor any combatant) while the fight has some. */
function emptied(after: readonly Entry[], state: FightStateBase): boolean {
  if (state.combatants.length === 0) return false;
  for (const e of after) if (isCountEntry(e) || state.combatants.some((c) => c.id === e.id)) return false;
  return true;
}

export function reconcile(ctx: Context, beforeRaw: string, afterRaw: unknown, source: 'tracker' | 'foreign'): Outcome | null {
  const fight = ctx.stored.fight;
  if (!fight) return null;
  const world = ctx.ports.world;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const gm = (lines: string[]): Outgoing => ({ to: 'gm', html: notice(`${titleOf(ctx)}: turn tracker`, lines, '#8d6e00'), noarchive: true });
  const after = readTurnOrder(afterRaw);
  // an unreadable tracker is not "everyone left": it is rebuilt from the fight (the commit writes the projection); nor
  // is one that holds nothing of the fight's (another script's clear writes "[]"), whatever trackeredits says
  if (after === null || emptied(after, state)) {
    // a clear may have closed the tracker too (GroupInitiative's does): the rebuilt tracker is shown again
    return {
      stored: ctx.stored,
      messages: [gm(['The turn tracker held something that is not a turn order (another script wrote it, or it was cleared). It was rebuilt from the fight; nothing in the fight changed. To end the fight: !rondel end.'])],
      openTracker: fight.pageId,
    };
  }
  const before = parseTurnOrder(beforeRaw);
  const renamed = renamedCount(before, after);
  const drop: Entry[] = renamed ? [renamed] : [];
  // another script that takes a deleted token's row out itself (TurnMarker1 does, on the same deletion) has made no
  // edit to adopt: the token's deletion takes it out of the fight (or has), and its button would only be refused
  const edits =
    (source === 'tracker' ? pressAmidOthers(world, before, after, state) : null) ??
    readEdits(before, after, rs, state).filter((e) => !(source === 'foreign' && e.kind === 'removed' && !world.exists(e.id)));
  const adoptAll = ctx.stored.config.trackerEdits === 'adopt';
  const options = ruleOptions(ctx.stored.config);
  let s = state;
  const events: FightEvent[] = [];
  const notes: string[] = renamed ? ['The Count entry is the fight’s own: its name was put back.'] : [];
  const asks: Ask[] = [];
  // the edits the fight took in (trackeredits=adopt), for the notice: not those put back or refused
  const adopted: string[] = [];
  let hiddenPress: { readonly id: string; readonly name: string } | null = null;
  for (const edit of edits) {
    let step: Step<FightStateBase> | null = null;
    let joining: TokenInfo | undefined;
    if (edit.kind === 'added') {
      joining = world.token(edit.id);
      // other scripts' turn markers and tokens of other pages are their entries, not the fight's
      if (!joining || joining.pageId !== fight.pageId || isTurnMarker(joining)) continue;
    }
    if (edit.kind === 'next') {
      if (source === 'foreign') {
        notes.push('Another script moved the tracker on. Only the GM (or the tracker’s next-turn button) moves the fight on: the order was put back.');
        continue;
      }
      // Roll20 lets a player press next when the top entry is theirs: that ends the turn only when the top entry was
      // the fight's own (another script's silent reordering does not make a player's token due)
      if (!ourTop(fight.lastTurnOrder, beforeRaw, before)) {
        notes.push('The tracker’s next-turn button was pressed on an order another script had changed: the order was put back and the fight did not move on. To move on: !rondel next.');
        continue;
      }
      // a hidden combatant is the GM's to play, but Roll20 lets a player who controls it press next on its turn (Roll20
      // does not say who pressed): that turn ends with the GM's click (docs/rules.md §13)
      const due = rs.current(s);
      if (due && isHidden(world, due.id) && playedByAPlayer(world, due.id)) {
        hiddenPress = { id: due.id, name: due.name };
        continue;
      }
      step = rs.advance(s, ctx.ports.dice, advanceOptions(ctx), 'next');
    } else if (edit.kind === 'count-edited') {
      // the rule set's own clock, in its words: the rondel's count, a round's second, a round
      notes.push(`${CLOCK_NOUN[rs.id]} only moves with next; it stays at ${clockFormat(rs.id).at(rs.clock(s))}.`);
    } else if (!adoptAll) {
      asks.push(proposal(ctx, edit, s, joining));
      if (edit.kind === 'added') drop.push(...after.filter((e) => e.id === edit.id));
    } else if (edit.kind === 'removed') {
      step = rs.leave(s, edit.id);
    } else if (edit.kind === 'edited') {
      if (edit.count === null) notes.push(`${s.combatants.find((c) => c.id === edit.id)?.name ?? 'A combatant'}: the tracker value is not a count; put back.`);
      else step = rs.place(s, edit.id, edit.count, ctx.ports.dice);
    } else if (joining) {
      const nc = newCombatant(world, joining).nc;
      // at its value with no roll, as its Adopt button (`add --count`) brings it in (ruling 37); at 0 (Roll20's Add
      // Turn value), or at a value the rule set refuses, at its roll
      const at = edit.count !== null && edit.count > 0 ? joinAt(rs, s, nc, edit.count, ctx.ports.dice, options) : null;
      step = at ? { state: at.state, events: at.events.filter((e) => e.type !== 'rejected') } : rs.join(s, [nc], ctx.ports.dice, options);
    }
    if (!step) continue;
    const refused = rejectionOf(step);
    if (refused) notes.push(refusalText(refused, nameLookup(s), clockFormat(rs.id)));
    else {
      s = step.state;
      events.push(...step.events);
      if (edit.kind !== 'next') adopted.push(edit.kind);
    }
  }
  // a pure reorder (a drag, a sort) has nothing to adopt, and a next-turn press that another script sorted before we
  // read it looks the same: the GM hears once per turn why the order went back
  let keepTracker = false;
  if (source === 'tracker' && edits.length === 0 && !renamed && reordered(before, after)) {
    const turn = `${rs.clock(s)}:${rs.current(s)?.id ?? ''}`;
    const told = reorders.turn === turn;
    // the same order again and again is a tool's answer to the put-back; a person's drags make other orders
    const order = typeof afterRaw === 'string' ? afterRaw : JSON.stringify(after);
    reorders = { turn, order, n: told && reorders.order === order ? reorders.n + 1 : 1 };
    if (!told) notes.push('The tracker’s order was changed (a drag, a sort, or another script that sorts it): the fight’s order was put back. To end the turn: !rondel next.');
    keepTracker = reorders.n > REORDERS_PUT_BACK;
    if (reorders.n === REORDERS_PUT_BACK + 1) {
      notes.push('The tracker is sorted again each time it is put back (a browser extension’s auto-sort?): it is left as sorted until the turn ends. Turn the auto-sort off: the fight’s own order keeps the one due on top.');
    }
  }
  // another script's sort (GroupInitiative's --sort, one that sorts silently): found after the fact, put back, and the
  // GM hears it once per turn, as of a sort by hand (docs/rules.md §13)
  if (source === 'foreign' && edits.length === 0 && !renamed && reordered(before, after) && !sameOwnOrder(before, after, state)) {
    const turn = `${rs.clock(s)}:${rs.current(s)?.id ?? ''}`;
    if (foreignSorts !== turn) notes.push('Another script sorted the tracker: the fight’s own order was put back (the one due on top).');
    foreignSorts = turn;
  }
  const stepped = stepOutcome(ctx, fight, { state: s, events });
  // the Adopt buttons work while the fight is as it is now (docs/rules.md ruling 94)
  const keys = asks.flatMap((a) => (a.key === null ? [] : [a.key]));
  const offered = keys.length && stepped.stored?.fight ? { ...stepped, stored: { ...stepped.stored, fight: offering(stepped.stored.fight, keys) } } : stepped;
  const outcome = { ...offered, ...(keepTracker ? { keepTracker } : {}) };
  const messages = [...outcome.messages];
  if (source === 'foreign' && (edits.length || notes.length)) {
    notes.unshift('The turn tracker was changed outside the rondel (by another script, or while the script was down).', ...(adopted.length ? [`Adopted: ${adopted.join(', ')}.`] : []));
  }
  if (notes.length) messages.push(gm(notes));
  if (asks.length) messages.push({ to: 'gm', html: adoptCard(titleOf(ctx), asks), noarchive: true });
  if (hiddenPress !== null) {
    const lines = [
      text(`The tracker’s next-turn button was pressed on ${hiddenPress.name}’s turn. ${hiddenPress.name} is on the GM layer and a player controls it, so it may not have been you: the turn goes on.`, 300),
      join([button(text('End the turn'), `!rondel next --turn ${rs.clock(s)} --due ${hiddenPress.id}${fightStamp(fight)}`), muted(text(' if it was you (or !rondel next)'))]),
    ];
    messages.push({ to: 'gm', html: noticeCard(`${titleOf(ctx)}: turn tracker`, lines, '#8d6e00'), noarchive: true });
  }
  return { ...outcome, messages, drop };
}
