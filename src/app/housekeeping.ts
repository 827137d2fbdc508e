// Tokens deleted without an event reaching the script (by another script, whose writes fire no events, or while the
// sandbox was down) leave the fight and every step of its history: a deleted token never comes back, not by undo,
// not by redo, not by a restart. A token whose character was deleted so leaves the fight and its history, as at a
// deletion by hand.
import { mapTimeline } from '../rules/core/history';
import type { FightStateBase } from '../rules/core/rule-set';
import { notice } from '../render/cards';
import { sequence } from '../rules/core/sequence';
import { type Context, present, rulesOf } from './context';
import { stepOutcome } from './fight';
import { titleOf } from './replies';
import type { Fight } from './model';
import type { Outcome } from './outcome';
import type { Outgoing } from './ports';

/** Every token id in any step of the fight's history, the present included. */
export function idsInHistory(fight: Fight): Set<string> {
  const ids = new Set<string>();
  const t = fight.timeline;
  for (const s of [t.present, ...t.past, ...t.future]) for (const c of s.combatants) ids.add(c.id);
  return ids;
}

/**
 * The outcome with these ids gone from every step of its fight's history. Each step loses them as the rule set
 * lets a combatant leave, so a step stays a state of that rule set (in 10-second rounds a step whose turn was the
 * deleted token's passes the turn on, as leaving does).
 */
export function forget(outcome: Outcome, ids: readonly string[], was?: Fight): Outcome {
  const fight = outcome.stored?.fight;
  if (!outcome.stored || !fight || ids.length === 0) return outcome;
  const rs = rulesOf(fight.rules);
  const strip = (s: FightStateBase): FightStateBase => {
    let next = s;
    for (const id of ids) if (next.combatants.some((c) => c.id === id)) next = rs.leave(next, id).state;
    return next;
  };
  // the leaving, recorded as a step on `was`, is no step of the GM's: gone from every step, the one before it too, it
  // would leave two equal steps for undo to spend one on, and it would throw away what was undone. The present takes
  // it in; the steps before and those to redo are as they were, without the token
  const t = fight.timeline;
  const before = was?.timeline;
  const base = before && before !== t && t.past[t.past.length - 1] === before.present ? { present: t.present, past: before.past, future: before.future } : t;
  return { ...outcome, stored: { ...outcome.stored, fight: { ...fight, timeline: mapTimeline(base, strip) } } };
}

/** Tokens looked at per command besides the due one, in turn, so every token of the fight is looked at now and then. */
export const SWEEP = 8;
let sweepAt = 0;

/** The ids a command looks at: whoever is due, and the next few of the fight in turn. */
function sweep(fight: Fight): string[] {
  const state = present(fight);
  const all = state.combatants;
  const due = rulesOf(fight.rules).current(state)?.id;
  if (all.length <= SWEEP + 1) return all.map((c) => c.id);
  const ids = due ? [due] : [];
  for (let i = 0; i < SWEEP; i += 1) {
    const id = (all[(sweepAt + i) % all.length] as { id: string }).id;
    // the due one is looked at once, whether or not the sweep passes it
    if (id !== due) ids.push(id);
  }
  sweepAt = (sweepAt + SWEEP) % all.length;
  return ids;
}

/**
 * Combatants whose tokens are gone leave the fight, and are forgotten from its history; those whose tokens' characters
 * are gone leave it too (the token is still there). `whole` reads the whole history (undo, redo, start-up); otherwise whoever is due and a few more in turn: a command's cost never grows with
 * the fight or its history (a token deleted by another script, which fires no event, leaves within a few commands;
 * one deleted by a user leaves at once, by its event).
 */
export function departGone(ctx: Context, whole: boolean, say: (names: string[]) => string): Outcome | null {
  const fight = ctx.stored.fight;
  if (!fight) return null;
  const world = ctx.ports.world;
  const ids = whole ? [...idsInHistory(fight)] : sweep(fight);
  const state = present(fight);
  // an indexed pass, the lists made at the first token gone (most commands find none)
  let gone: string[] | null = null;
  // tokens whose character is gone (deleted by a script or while the sandbox was down: no event told us) leave the
  // fight, as at a character deleted by hand (characterDeleted), and are forgotten from every step of the history as
  // there: an undo that brought one back ("Aldric is back in the fight.", of a token with no sheet) lost it again at
  // the next look, so each undo took back that leaving and never the GM's own step (fuzz 13)
  let orphans: string[] | null = null;
  for (let i = 0; i < ids.length; i += 1) {
    const id = ids[i] as string;
    if (!world.exists(id)) (gone ??= []).push(id);
    else if (world.orphaned?.(id) === true) (orphans ??= []).push(id);
  }
  if (gone === null && orphans === null) return null;
  const rs = rulesOf(fight.rules);
  const inFight = (id: string): boolean => state.combatants.some((c) => c.id === id);
  const deleted = (gone ?? []).filter(inFight);
  const orphaned = (orphans ?? []).filter(inFight);
  const forgotten = [...(gone ?? []), ...(orphans ?? [])];
  // only steps of the history hold them: they are forgotten there, and nobody is told
  if (deleted.length === 0 && orphaned.length === 0) return forget({ stored: ctx.stored, messages: [] }, forgotten);
  const leaving = [...deleted, ...orphaned];
  const step = sequence(state, leaving.map((id) => (s) => rs.leave(s, id)));
  const nameOf = (id: string): string => state.combatants.find((c) => c.id === id)?.name ?? id;
  // a token whose character is gone still stands on the map: the GM is told it is the character that went, not it
  const lines = [...(deleted.length ? [say(deleted.map(nameOf))] : []), ...(orphaned.length ? [orphanedWords(orphaned.map(nameOf))] : [])];
  const extra: Outgoing[] = lines.length ? [{ to: 'gm', html: notice(titleOf(ctx), lines), noarchive: true }] : [];
  return forget(stepOutcome(ctx, fight, step, extra), forgotten, fight);
}

/** What the GM is told of tokens whose character was deleted without an event (the tokens are still on the map). */
export function orphanedWords(names: readonly string[]): string {
  return `Their character was deleted, so they left the fight (the token${names.length === 1 ? ' is' : 's are'} still on the map): ${names.join(', ')}. Link ${names.length === 1 ? 'it' : 'them'} to a sheet, or clear Represents, to add ${names.length === 1 ? 'it' : 'them'} again.`;
}

/** A token was deleted: it leaves the fight, and is forgotten from every step of the history. */
export function tokenDeleted(ctx: Context, id: string): Outcome | null {
  const fight = ctx.stored.fight;
  if (!fight || !idsInHistory(fight).has(id)) return null;
  const c = present(fight).combatants.find((x) => x.id === id);
  // removed earlier, still in the undo history: it is forgotten there, quietly
  if (!c) return forget({ stored: ctx.stored, messages: [] }, [id]);
  const step = rulesOf(fight.rules).leave(present(fight), id);
  return forget(stepOutcome(ctx, fight, step, [{ to: 'gm', html: notice(titleOf(ctx), [`A token in the fight was deleted: ${c.name} left the fight.`]), noarchive: true }]), [id], fight);
}

/**
 * A character was deleted: its tokens in the fight leave it, and are forgotten from every step of the history, as a
 * deleted token is (`tokenDeleted`): an undo or redo must not bring back a combatant with no character.
 */
export function characterDeleted(ctx: Context, characterId: string): Outcome | null {
  const fight = ctx.stored.fight;
  if (!fight) return null;
  const world = ctx.ports.world;
  const all = [...idsInHistory(fight)].filter((id) => world.token(id)?.represents === characterId);
  if (all.length === 0) return null;
  const state = present(fight);
  const ids = all.filter((id) => state.combatants.some((c) => c.id === id));
  // removed earlier, still in the undo history: forgotten there, quietly
  if (ids.length === 0) return forget({ stored: ctx.stored, messages: [] }, all);
  const rs = rulesOf(fight.rules);
  const step = sequence(state, ids.map((id) => (s) => rs.leave(s, id)));
  return forget(stepOutcome(ctx, fight, step, [{ to: 'gm', html: notice(titleOf(ctx), ['A character in the fight was deleted: its tokens left the fight.']), noarchive: true }]), all, fight);
}

/**
 * Tokens of the fight renamed at the table (by hand, or by a script whose writes fire no event): each combatant whose
 * token's name differs takes the new name in every step of the history, so cards, menus and undo all say it
 * (docs/rules.md §14, ruling 89). `nameOf` reads a token's name on the map (undefined: gone, or not to read); it is
 * asked of the fight's combatants only. Quietly: no step, and no card (the tracker shows Roll20's own name; a hidden
 * token's new name is nobody's business). Null when nothing is to change.
 */
export function tokensRenamed(ctx: Context, nameOf: (id: string) => string | undefined): Outcome | null {
  const fight = ctx.stored.fight;
  if (!fight) return null;
  const renamed: [string, string][] = [];
  for (const c of present(fight).combatants) {
    const name = nameOf(c.id);
    if (name !== undefined && name !== c.name) renamed.push([c.id, name]);
  }
  if (renamed.length === 0) return null;
  const rs = rulesOf(fight.rules);
  const timeline = mapTimeline(fight.timeline, (s) => renamed.reduce((st, [id, name]) => rs.rename(st, id, name), s));
  return { stored: { ...ctx.stored, fight: { ...fight, timeline } }, messages: [] };
}
