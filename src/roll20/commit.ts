// Writes what a use case decided, once each: the stored data, the turn tracker, the tokens' markers, the tracker page,
// macros, chat. Everything is computed first; the stored fight is written first, and every write to Roll20 after it
// stands alone: one that Roll20 refuses is reported and made good by the next command.
import type { Cleanup, Fight, Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import { present, rulesOf } from '../app/context';
import { fightWithTurnOrder } from '../app/fight-with';
import { storedWithFight } from '../app/stored-with';
import { isCountEntry, parseTurnOrder, projectText, sameEntryAs, withoutOurs, type Entry } from '../app/tracker';
import { noteProjection, othersOf } from './store/turn-order';
import { notice } from '../render/cards';
import { titleOf } from '../app/replies';
import { markersAtStartNotice, type TakenOff } from '../app/markers-at-start';
import { giveBack, markersGone, takenAtJoinKept, tagsGone } from './joinings';
import { effectsOf } from '../rules/core/effects';
import { COLOURS } from '../render/html';
import { applyMarkers } from './markers';
import { customMarkers } from './world';
import { conditionWrites } from './sheet-writes';
import { managedOf, sameTags, tagsOf } from './managed-tags';
import { NOTHING_CHANGED, serialOf, wantedMarkersOf, type WantedMarkers } from './wanted-markers';
import { campaignWrite, effectWrite, markersWrite, refusedWrite, sendEach, type CommitPorts, type Effect } from './guarded-writes';

export type { CommitPorts };

const NO_MARKERS: ReadonlyMap<string, number | null> = new Map();

/** The turn tracker as read earlier in the same command, with no write to it since. */
export interface TrackerRead {
  readonly campaign: Roll20Campaign;
  readonly turnorder: unknown;
}

/** The ids of a fight's combatants now (none without a fight). */
function combatantIds(fight: Stored['fight']): ReadonlySet<string> {
  const out = new Set<string>();
  if (fight) for (const c of present(fight).combatants) out.add(c.id);
  return out;
}

/**
 * Writes an outcome over `before`; returns what is stored afterwards. `seen`: the tracker as the command read it
 * (nothing written since: a command runs alone), so that it is not read twice.
 */
export function commit(before: Stored, outcome: Outcome, ports: CommitPorts, seen?: TrackerRead): Stored {
  let after = outcome.stored ?? before;
  const campaign = seen !== undefined ? seen.campaign : Campaign();
  const currentRaw = seen !== undefined ? seen.turnorder : campaign.get('turnorder');
  let trackerWrite: string | null = null;
  const leftover = before.cleanup;
  // a tracker Roll20 could not give is taken as the script last wrote it: the others' entries it held then stay
  const shown = typeof currentRaw === 'string' || !before.fight ? currentRaw : before.fight.lastTurnOrder;
  // the tracker as the script last wrote it needs no reading: the others' entries are known
  const known = before.fight ? othersOf(present(before.fight), shown) : null;
  // the known entries are read, never changed in place (each change below makes a new list)
  let existing: readonly Entry[] = known ?? parseTurnOrder(shown);
  if (before.fight && !known) existing = withoutOurs(existing, present(before.fight));
  // what an earlier refused write left behind goes now: the old fight's entry and its combatants' rows
  if (leftover) existing = withoutLeftover(existing, leftover, after.fight);
  const drop = outcome.drop;
  if (drop && drop.length) existing = withoutDropped(existing, drop);
  if (after.fight) {
    const json = projectText(rulesOf(after.fight.rules), present(after.fight), after.fight.pageId, existing);
    noteProjection(present(after.fight), json, withoutOurs(existing, present(after.fight)));
    if (json !== currentRaw && outcome.keepTracker !== true) trackerWrite = json;
    if (json !== after.fight.lastTurnOrder) after = storedWithFight(after, fightWithTurnOrder(after.fight, json));
  } else if (before.fight || leftover) {
    const json = existing.length ? JSON.stringify(existing) : '';
    if (json !== currentRaw && !(json === '' && (currentRaw === '' || currentRaw === '[]' || currentRaw === undefined))) trackerWrite = json;
  }
  // markers: the managed tags of the old and the new configuration; the tokens whose wanted markers changed, or every
  // token of the fight before or after when the fight, its rule set or the configuration changed (and at start-up)
  const custom = customMarkers();
  const beforeTags = tagsOf(before.config, custom);
  const afterTags = after.config === before.config ? beforeTags : tagsOf(after.config, custom);
  const managed = managedOf(before, after, beforeTags, afterTags);
  // the tokens to look at: the step's changed ids as worked out (most commands), or a set made here
  let ids: ReadonlySet<string>;
  const whole =
    outcome.resync === true ||
    !before.fight ||
    !after.fight ||
    // a start over a running fight is a fight of its own: every token is looked at, as at a fresh start
    before.fight.serial !== after.fight.serial ||
    before.fight.rules !== after.fight.rules ||
    before.config !== after.config ||
    !sameTags(beforeTags, afterTags);
  let wantedAfter: WantedMarkers;
  if (whole) {
    wantedAfter = wantedMarkersOf(after, afterTags);
    const all = new Set<string>();
    for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) all.add(c.id);
    ids = all;
  } else if (present(before.fight as Fight) !== present(after.fight as Fight)) {
    const beforeState = present(before.fight as Fight);
    // the state before's markers first (a cache hit after the last command): the step's are worked out from them
    const was = wantedMarkersOf(before, beforeTags);
    wantedAfter = wantedMarkersOf(after, afterTags, beforeState);
    if (wantedAfter.from !== 0 && wantedAfter.from === serialOf(beforeState)) ids = wantedAfter.changed;
    else {
      const all = new Set<string>();
      for (const c of present(after.fight as Fight).combatants) if (was.get(c.id)?.line !== wantedAfter.get(c.id)?.line) all.add(c.id);
      for (const c of beforeState.combatants) if (wantedAfter.get(c.id) === undefined) all.add(c.id);
      ids = all;
    }
  } else {
    wantedAfter = wantedMarkersOf(after, afterTags);
    ids = NOTHING_CHANGED;
  }
  const leftoverIds = leftover !== null ? leftover.ids : NO_IDS;
  if (leftoverIds.length > 0) {
    // never added to the cache's own set: a copy
    const all = new Set(ids);
    for (const id of leftoverIds) all.add(id);
    ids = all;
  }
  const markerWrites: { token: Roll20Graphic; value: string }[] = [];
  // the tokens whose own tags a start took off (seldom: made at the first); a start over a running fight counts
  let takenOff: TakenOff[] | null = null;
  const startsNew = after.fight !== null && (before.fight === null || before.fight.serial !== after.fight.serial);
  const oldWanted = startsNew && before.fight ? wantedMarkersOf(before, beforeTags) : null;
  // a fight's newcomers (an `add`): their tokens' own tags the fight uses are taken off as at a start, and the GM told
  // the same way (made at the first marker write of the step, seldom)
  let wasIn: ReadonlySet<string> | null = null;
  // the tags each newcomer's joining took off (empty for one that had none): kept for an undo (seldom)
  let joined: Map<string, readonly string[]> | null = null;
  // made only when a token cannot be read (seldom)
  let unread: Set<string> | null = null;
  let inFight: Set<string> | null = null;
  for (const id of ids) {
    const token = getObj('graphic', id);
    // a combatant's token that cannot be read now is not known to show what it should: the next commit tries again
    if (!token) {
      inFight ??= new Set(after.fight ? present(after.fight).combatants.map((c) => c.id) : []);
      if (inFight.has(id)) (unread ??= new Set()).add(id);
      continue;
    }
    const current = token.get('statusmarkers');
    if (typeof current !== 'string') (unread ??= new Set()).add(id);
    const next = applyMarkers(current, managed, wantedAfter.get(id)?.markers ?? NO_MARKERS);
    if (next !== (current ?? '')) {
      markerWrites.push({ token, value: next });
      // at a fight's start or a newcomer's joining, tags the fight uses that were already on a token (another script's,
      // or the GM's): taken off as the fight has none of them, and the GM is told which (docs/rules.md §15)
      if (after.fight && typeof current === 'string' && !leftoverIds.includes(id) && (startsNew || !(wasIn ??= combatantIds(before.fight)).has(id))) {
        // the old fight's own tags on its combatant (a start over it) and a refused cleanup's are the script's, not news
        const old = oldWanted?.get(id)?.markers;
        const gone = tagsGone(current, next).filter((t) => !(old?.has(t) ?? false));
        if (gone.length) (takenOff ??= []).push({ id, name: present(after.fight).combatants.find((c) => c.id === id)?.name ?? 'A token', tags: gone });
        // kept as the token showed them, a badge with its tag, for the undo to give back exactly
        if (!startsNew) (joined ??= new Map()).set(id, gone.length ? markersGone(current, gone) : gone);
      }
    }
  }
  // what an undo was to give back to a token whose write Roll20 refused (`cleanup.giveBack`): given back now, after the
  // refused write's leftovers are taken off, unless its combatant is in the fight again (seldom)
  const carried = leftover !== null && leftover.giveBack !== undefined ? leftover.giveBack : null;
  // what goes back on tokens in this commit (made at the first, seldom)
  let giving: Map<string, readonly string[]> | null = null;
  if (after.fight && !startsNew && (joined !== null || carried !== null || (after.fight.takenAtJoin !== undefined && (outcome.travel === undefined || outcome.takenOut !== undefined)))) {
    giving = new Map();
    after = takenAtJoinKept(before, after, outcome, joined, carried, giving);
  }
  if (carried !== null) {
    const now = combatantIds(startsNew ? null : after.fight);
    for (const id of Object.keys(carried)) if (!now.has(id)) (giving ??= new Map()).set(id, carried[id] as readonly string[]);
  }
  if (giving !== null && giving.size > 0) giveBack(giving, markerWrites);
  // the writes Roll20 refused, by label (no closure in this function: its locals stay plain registers)
  const failed: string[] = [];
  let stored = before;
  if (after !== before) {
    stored = after;
    ports.save(after);
  }
  // made only when some write is refused or some token unread (seldom)
  let unwritten: Set<string> | null = null;
  if (!after.fight && (before.fight || leftover) && typeof currentRaw !== 'string') {
    // the fight is gone and the tracker could not be read: its rows may still be there, so they are taken out at the
    // next commit, as after a refused write
    unwritten = new Set();
    if (before.fight) for (const c of present(before.fight).combatants) unwritten.add(c.id);
    for (const id of leftover?.ids ?? []) unwritten.add(id);
  }
  let trackerRefused = false;
  if (trackerWrite !== null) {
    try {
      campaign.set('turnorder', trackerWrite);
    } catch (error) {
      refusedWrite(failed, ports, 'the turn tracker', error);
      trackerRefused = true;
    }
  }
  if (trackerRefused) {
    if (stored.fight) {
      // the tracker still shows what it showed: remember that, so the next look does not take it for someone's edit
      stored = { ...stored, fight: { ...stored.fight, lastTurnOrder: typeof currentRaw === 'string' ? currentRaw : '' } };
      ports.save(stored);
    } else {
      // the fight is gone and its rows are still there: they are taken out at the next commit
      unwritten ??= new Set();
      for (const f of [before.fight]) if (f) for (const c of present(f).combatants) unwritten.add(c.id);
      for (const id of leftover?.ids ?? []) unwritten.add(id);
    }
  }
  // an open tracker is not opened again: no write that changes nothing
  if (outcome.openTracker && campaign.get('initiativepage') !== outcome.openTracker) campaignWrite(failed, ports, campaign, 'initiativepage', outcome.openTracker, 'opening the turn tracker');
  if (before.fight && !after.fight && trackerWrite === '') campaignWrite(failed, ports, campaign, 'initiativepage', false, 'closing the turn tracker');
  for (let i = 0; i < markerWrites.length; i += 1) {
    const w = markerWrites[i] as { token: Roll20Graphic; value: string };
    if (!markersWrite(failed, ports, w.token, w.value)) (unwritten ??= new Set()).add(w.token.id);
  }
  // a token whose markers could not be read is not known to be clean either
  if (unread !== null) for (const id of unread) (unwritten ??= new Set()).add(id);
  // what could not go back on a token (its write refused, its markers unread) goes back at the next commit
  let pending: Record<string, readonly string[]> | null = null;
  if (giving !== null && unwritten !== null) for (const [id, tags] of giving) if (unwritten.has(id)) (pending ??= {})[id] = tags;
  const cleanup: Cleanup | null =
    unwritten !== null && unwritten.size ? { ids: [...unwritten].sort(), tags: [...managed].sort(), ...(pending !== null ? { giveBack: pending } : {}) } : null;
  if (!(cleanup === null && stored.cleanup === null) && JSON.stringify(cleanup) !== JSON.stringify(stored.cleanup)) {
    stored = { ...stored, cleanup };
    ports.save(stored);
  }
  // the sheets' condition texts are worked out before any effect is written; they read characters and tokens, which
  // may fail: the fight is saved and the tracker written by now, so a failure here is a write left undone, no more
  let conditions: readonly Effect[] = NO_WRITES;
  try {
    conditions = conditionWrites(before, after);
  } catch (error) {
    refusedWrite(failed, ports, 'the sheets’ conditions', error);
  }
  const effects = outcome.effects;
  if (effects !== undefined) for (let i = 0; i < effects.length; i += 1) effectWrite(failed, ports, effects[i] as Effect);
  for (let i = 0; i < conditions.length; i += 1) effectWrite(failed, ports, conditions[i] as Effect);
  sendEach(failed, ports, outcome.messages, 'a chat message');
  // a token whose markers Roll20 refused to write still shows its tags: only those really taken off are named
  const named = takenOff === null ? [] : takenOff.filter((t) => !(unwritten?.has(t.id) ?? false));
  if (named.length && after.fight) {
    const effects = effectsOf(present(after.fight)).flatMap((e) => (e.marker ? [{ name: e.name, marker: e.marker }] : []));
    const html = markersAtStartNotice(titleOf({ stored: after }), after.config, afterTags, named, after.fight.serial, startsNew ? 'start' : 'join', effects);
    sendEach(failed, ports, [{ to: 'gm', html, noarchive: true }], 'the GM notice');
  }
  if (outcome.menus) sendEach(failed, ports, outcome.menus, 'an action menu');
  if (after.fight !== before.fight) ports.changed(stored, outcome);
  if (failed.length) {
    const what = [...new Set(failed)].join(', ');
    try {
      ports.send({ to: 'gm', html: notice('Rondel: Roll20 refused a write', [`Not written: ${what}. The fight itself is saved; the next command writes the tracker and markers again.`], COLOURS.bad), noarchive: true });
    } catch (error) {
      refusedWrite(failed, ports, 'the GM notice', error);
    }
  }
  return stored;
}

const NO_IDS: readonly string[] = [];
const NO_WRITES: readonly Effect[] = [];

/** The tracker without what an earlier refused write left: the old fight's entry and its combatants' rows. */
function withoutLeftover(existing: readonly Entry[], leftover: NonNullable<Stored['cleanup']>, fight: Fight | null): readonly Entry[] {
  const keep = new Set(fight ? present(fight).combatants.map((c) => c.id) : []);
  return existing.filter((e) => !isCountEntry(e) && !(e.id !== '-1' && leftover.ids.includes(e.id) && !keep.has(e.id)));
}

/** The tracker without the entries the outcome drops. */
function withoutDropped(existing: readonly Entry[], drop: readonly Entry[]): readonly Entry[] {
  return existing.filter((e) => !drop.some((d) => sameEntryAs(d, e)));
}
