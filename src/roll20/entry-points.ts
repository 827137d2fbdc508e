// What the sandbox tells the script, once it started: a chat message, a tracker edit, a token or character changed,
// added or deleted. Each reads what it needs, runs its use case (src/app/) and commits what it returns through the
// runtime (runtime.ts). app.ts guards each one and runs them one at a time.
import { isFreeAlias } from '../app/config';
import { readCommand, run } from '../app/dispatch';
import { present } from '../app/context';
import { titleOf } from '../app/replies';
import { characterDeleted, departGone, tokenDeleted, tokensRenamed } from '../app/housekeeping';
import { freshStore } from '../app/model';
import type { Sender } from '../app/ports';
import { reconcile } from '../app/reconcile';
import { keepOffers, newOffers } from '../app/adopt';
import { pressedGone } from '../app/tracker';
import { EMPTY_LEDGER } from '../app/damage';
import { afterLook, beforeLook, departed } from '../app/turn-gone';
import { COMMAND_WORDS } from '../commands/parse';
import { characterTextWrite, relinkWrites, sheetTextWrite, whileDeleting } from './sheet-writes';
import { marksOffCopy } from './pasted';
import { backUp, carriedFights, carriedRolls, clearOldFight, pausedAnswer, repairedNotice } from './repair';
import { save } from './store';
import { followingDue, followToken } from './indicator';
import { nameOnMap, roll20World } from './world';
import { selection, senderOf } from './chat';
import { LOG_PREFIX, safeLog } from './guard';
import type { Runtime } from './runtime';
import { isHiddenLayer } from '../app/world-reads';

/** Someone at the table did something: the hooks may run again, and it is no undo. */
const PERSON: Sender = { playerId: '', name: '', isGM: false, isApi: false };

/** The command words, one list per alias (the parser remembers lines by the list they were read with). */
let words: { readonly alias: string; readonly list: readonly string[] } | null = null;

function commandWords(alias: string): readonly string[] {
  // an alias stored before a word was taken (alias=eot) is not answered
  const free = isFreeAlias(alias) ? alias : '';
  if (words?.alias !== free) words = { alias: free, list: free ? [...COMMAND_WORDS, free] : [...COMMAND_WORDS] };
  return words.list;
}

export function onChat(rt: Runtime, msg: Roll20ChatMessage): void {
  if (!msg || msg.type !== 'api' || typeof msg.content !== 'string') return;
  const sender = senderOf(msg);
  // `!eot` is several turn scripts' word: it is ours only when the GM says so, and then it means `done`
  const content = rt.stored.config.eot && /^!eot(\s|$)/i.test(msg.content) ? '!rondel done' : msg.content;
  const reading = readCommand(content, msg.inlinerolls, commandWords(rt.stored.config.alias), sender, titleOf({ stored: rt.stored }), rt.stored.fight?.rules ?? null);
  if (reading.kind === 'not-ours') return;
  if (rt.degraded !== null) return whileDegraded(rt, rt.degraded, reading.kind === 'command' ? reading.parsed : null, sender);
  // an answer writes the tracker from the fight too: what another script wrote since is read first (docs/rules.md §13)
  if (reading.kind === 'answer') return rt.commitAfterLook(() => reading.outcome);
  const parsed = reading.parsed;
  // API writes fire no events: before each command, notice what others deleted and wrote since our last look
  const history = parsed.verb.name === 'undo' || parsed.verb.name === 'redo';
  rt.table.beforeCommand(sender, history);
  // one command reads a token once (world.ts): its steps share the reads (the commits between change no token's
  // name, layer, page, picture or controllers)
  const world = roll20World();
  // a turn-ending command whose due combatant leaves at the look ends no second turn (turn-gone.ts)
  const before = beforeLook(rt.context(world), sender, parsed.verb.name);
  rt.commit(departGone(rt.context(world), history, departed));
  const gone = afterLook(before, rt.stored, sender, parsed.verb.name);
  if (gone) {
    if (gone.answer) rt.commit(gone.answer);
    return;
  }
  // another script may have moved or hidden the due token without an event: the indicator follows it after the command
  followingDue(() => rt.stored, () => {
    const looked = rt.stored.fight;
    const seen = rt.checkForeignWrites(world);
    // the Adopt buttons for what others wrote come with this command's cards: they outlive its step (a new fight aside)
    const offered = parsed.verb.name === 'start' ? [] : newOffers(looked, rt.stored.fight);
    // the command's use case writes nothing (it returns an outcome): the tracker it commits over is the one just read
    rt.commit(keepOffers(run(rt.context(world), parsed, sender, selection(rt.stored, msg)), offered), seen);
  });
}

/** A command while the script is paused: the GM's Repair backs the unreadable data up and starts clean; else why. */
function whileDegraded(rt: Runtime, problem: string, parsed: Parameters<typeof pausedAnswer>[1], sender: Sender): void {
  const paused = pausedAnswer(problem, parsed, sender);
  if (paused) return rt.commit(paused);
  const key = backUp();
  rt.degraded = null;
  const carried = carriedRolls((state as Record<string, unknown>)[key]);
  const fights = carriedFights((state as Record<string, unknown>)[key]);
  rt.stored = carried === null ? freshStore() : { ...freshStore(), rolls: { ...EMPTY_LEDGER, next: carried.next } };
  if (fights !== null) rt.stored = { ...rt.stored, fights };
  save(rt.stored);
  rt.commit(repairedNotice(sender, key, clearOldFight((state as Record<string, unknown>)[key], (line) => safeLog(`${LOG_PREFIX} ${line}`))));
}

export function onTurnOrder(rt: Runtime, campaign: Roll20Campaign, prev: Record<string, unknown>): void {
  if (rt.degraded !== null || !rt.stored.fight) return;
  const raw = campaign.get('turnorder');
  const seen = typeof prev?.turnorder === 'string' ? prev.turnorder : rt.stored.fight.lastTurnOrder;
  rt.table.beforeCommand(PERSON, false);
  // a press is a look at the game too: tokens other scripts deleted (no event) leave first, as before a command
  const last = rt.stored.fight.lastTurnOrder;
  const before = present(rt.stored.fight);
  const swept = departGone(rt.context(), false, departed);
  rt.commit(swept);
  const fight = rt.stored.fight;
  if (!fight) return;
  // the indicator follows a due token another script moved after the press, as after a command
  followingDue(() => rt.stored, () => {
    // a press on the turn of a token that is gone: its turn ended as it left, and the tracker shows the fight (the
    // trackers are read only when someone left, which most presses find nobody has)
    if (swept !== null && pressedGone(seen, raw, before, present(fight))) return;
    // the tracker the user edited may hold another script's silent write: that is read first, then the edit
    if (seen !== last) rt.commit(reconcile(rt.context(), last, seen, 'foreign'));
    // a press that moves the fight on keeps the Adopt buttons of the other script's write it found (adopt.ts)
    rt.commit(keepOffers(reconcile(rt.context(), seen, raw, 'tracker'), newOffers(fight, rt.stored.fight)));
  });
}

/**
 * A token changed: the turn indicator follows the due one; a token of the fight renamed renames its combatant
 * (ruling 89). The token's name is compared with the fight's, not with `prev` (Roll20's record of the token before
 * the change, which TokenMod's observer gives too): a name written by a script that fired no event is in both.
 */
export function onTokenChanged(rt: Runtime, token: Roll20Graphic, prev?: unknown): void {
  if (rt.degraded !== null || !rt.stored.fight) return;
  // a token new on the map, filled in now (onTokenAdded)
  if (rt.newTokens.size > 0 && rt.newTokens.delete(token.id)) lookAtNewToken(rt, token);
  followToken(rt.stored, token.id);
  // a token of the fight moved onto or off the GM layer: its sheet shows its conditions again, or none (a sheet a
  // player may open tells nothing of a hidden token); looked at only when the layer changed
  const was = (prev as { layer?: unknown } | null | undefined)?.layer;
  const layer = token.get('layer');
  const hiddenChanged = typeof was === 'string' && was !== layer && isHiddenLayer(was) !== isHiddenLayer(layer);
  // a token of the fight linked to another character, or to none: the sheets it left and came to are written anew
  const linkedTo = token.get('represents');
  const linkedFrom = (prev as { represents?: unknown } | null | undefined)?.represents;
  if (typeof linkedFrom === 'string' && linkedFrom !== linkedTo) {
    const writes = relinkWrites(rt.stored, token.id, linkedFrom, linkedTo);
    if (writes.length > 0) rt.commit({ messages: [], effects: writes });
  }
  if (hiddenChanged) {
    const write = sheetTextWrite(rt.stored, token.id);
    if (write) rt.commit({ messages: [], effects: [write] });
  }
  const heard = rt.notified;
  // any change brings the map's name in, even one Roll20's `prev` already has (another script renamed the token
  // and announced nothing: a script's write fires no event): the name is read only when the token is in the fight
  rt.commitAfterLook(() => tokensRenamed(rt.context(), (id) => (id === token.id ? nameOnMap(token) : undefined)));
  // a combatant moved onto or off the GM layer (by hand, or by an announced TokenMod write) is `hidden` now, or no
  // longer: the observers hear it at once (README "For other scripts"), not at the fight's next change; only then,
  // so a move or a `next` costs them nothing
  if (hiddenChanged && rt.notified === heard && rt.stored.fight?.timeline.present.combatants.some((c) => c.id === token.id)) rt.notify();
}

/**
 * A character's sheet shared with the players, or given to one (`inplayerjournals`, `controlledby`): the conditions
 * text of a combatant on the GM layer, written while nobody could open the sheet, comes off it (README "Integrity").
 */
export function onCharacterChanged(rt: Runtime, character: Roll20Character, prev: Record<string, unknown> | undefined): void {
  if (rt.degraded !== null || !rt.stored.fight || !character || typeof character.id !== 'string') return;
  const shared = ['inplayerjournals', 'controlledby'].some((k) => prev === undefined || prev[k] !== character.get(k as never));
  if (!shared) return;
  const write = characterTextWrite(rt.stored, character.id);
  if (write) rt.commit({ messages: [], effects: [write] });
}

export function onTokenDestroyed(rt: Runtime, token: Roll20Graphic): void {
  if (rt.degraded !== null) return;
  rt.table.beforeCommand(PERSON, false);
  // its character's conditions text is written without it: the deleted token can no longer say whom it represented
  let represents: unknown = '';
  try {
    represents = token.get('represents');
  } catch {
    // a token Roll20 cannot read any more: its sheet's text waits for the next change
  }
  whileDeleting(token.id, represents, () => rt.commitAfterLook(() => tokenDeleted(rt.context(), token.id)));
}

/** How long after `add:graphic` a new token is looked at again, filled in by then (as Roll20's own scripts wait). */
export const NEW_TOKEN_LOOK_MS = 100;
/** The most new tokens awaiting their second look (a paste of many at once); past it, the first ones are let go. */
const MOST_NEW_TOKENS = 200;

/**
 * A token new on the map during a fight (a pasted copy of a combatant): the fight's marks Roll20 copied go. Roll20
 * fires `add:graphic` before it has filled the new token in, so it is looked at now, at its first change, and
 * `later` (a guarded timer of NEW_TOKEN_LOOK_MS), whichever comes first with the marks on it.
 */
export function onTokenAdded(rt: Runtime, token: Roll20Graphic, later?: (look: () => void) => void): void {
  if (rt.degraded !== null || !rt.stored.fight || !token || typeof token.id !== 'string') return;
  const id = token.id;
  const writes = marksOffCopy(rt.stored, token);
  if (writes) {
    token.set(writes as never);
    return;
  }
  if (rt.newTokens.size >= MOST_NEW_TOKENS) rt.newTokens.delete(rt.newTokens.values().next().value as string);
  rt.newTokens.add(id);
  later?.(() => {
    if (!rt.newTokens.delete(id)) return;
    const filled = getObj('graphic', id);
    if (filled) lookAtNewToken(rt, filled);
  });
}

/** A new token's second look: the fight's marks it was filled in with go (none after the fight, or on a combatant). */
function lookAtNewToken(rt: Runtime, token: Roll20Graphic): void {
  if (rt.degraded !== null || !rt.stored.fight) return;
  const writes = marksOffCopy(rt.stored, token);
  if (writes) token.set(writes as never);
}

export function onCharacterDestroyed(rt: Runtime, character: Roll20Character): void {
  if (rt.degraded !== null) return;
  rt.table.beforeCommand(PERSON, false);
  rt.commitAfterLook(() => characterDeleted(rt.context(), character.id));
}
