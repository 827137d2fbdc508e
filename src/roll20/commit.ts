// Writes what a use case decided, once each: the stored data, the turn tracker, the tokens' markers, the tracker page,
// macros, chat. Everything is computed first; the stored fight is written first, and every write to Roll20 after it
// stands alone: one that Roll20 refuses is reported and made good by the next command.
import type { Fight, Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Outgoing } from '../app/ports';
import { markerTags, type MarkerTags } from '../app/config';
import { ruleOptions, rulesOf } from '../app/fight';
import { isCountEntry, parseTurnOrder, project, sameEntryAs, withoutOurs } from '../app/tracker';
import type { MarkerKind } from '../rules/core/events';
import type { FightStateBase } from '../rules/core/rule-set';
import { effectsOf } from '../rules/core/effects';
import { notice } from '../render/cards';
import { COLOURS } from '../render/html';
import { applyMarkers, badge } from './markers';
import { customMarkers } from './world';
import { conditionWrites, effectLabel, writeAttribute, writeBar } from './sheet-writes';

export interface CommitPorts {
  save(stored: Stored): void;
  send(message: Outgoing): void;
  log(line: string): void;
  /** Called when the fight changed, after everything was written, with what is stored now. */
  changed(stored: Stored, outcome: Outcome): void;
}

/** The marker tag that shows each kind; kinds without a tag of their own borrow the nearest in meaning. */
function tagOf(kind: MarkerKind, t: MarkerTags): string | null {
  switch (kind) {
    case 'flex':
    case 'reacted':
      return t.flex;
    case 'guard':
    case 'defense':
      return t.guard;
    case 'holding':
      return t.hold;
    case 'dashing':
      return t.dash;
    case 'ready':
      return 'sentry-gun';
    case 'casting':
      return null;
  }
}

function present(fight: Fight): FightStateBase {
  return fight.timeline.present;
}

/** The markers a combatant should show, by tag with their badges; movement badges at a window when the GM wants them. */
function wantedMarkers(stored: Stored, id: string, t: MarkerTags): Map<string, number | null> {
  const wanted = new Map<string, number | null>();
  const fight = stored.fight;
  if (!fight) return wanted;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  if (!state.combatants.some((c) => c.id === id)) return wanted;
  for (const m of rs.marks(state, id)) {
    const tag = tagOf(m.kind, t);
    if (tag !== null && !wanted.has(tag)) wanted.set(tag, m.badge === null ? null : badge(m.badge));
  }
  // each condition shows its marker (docs/rules.md §11)
  const c = state.combatants.find((x) => x.id === id);
  for (const k of c?.conditions ?? []) {
    const tag = stored.config.conditionMarkers[k];
    if (tag && !wanted.has(tag)) wanted.set(tag, null);
  }
  // a timed effect's own marker shows while it lasts (docs/rules.md §12)
  for (const e of effectsOf(state)) if (e.bearer === id && e.marker !== null && !wanted.has(e.marker)) wanted.set(e.marker, null);
  if (stored.config.movementBadges) {
    const a = rs.allowance(state, id, ruleOptions(stored.config));
    if (a) wanted.set(t.move, badge(a.kind === 'held' ? 0 : a.hexes));
  }
  return wanted;
}

/** Writes an outcome over `before`; returns what is stored afterwards. */
export function commit(before: Stored, outcome: Outcome, ports: CommitPorts): Stored {
  let after = outcome.stored ?? before;
  const campaign = Campaign();
  const currentRaw = campaign.get('turnorder');
  let trackerWrite: string | null = null;
  const leftover = before.cleanup;
  let existing = parseTurnOrder(currentRaw);
  if (before.fight) existing = withoutOurs(existing, present(before.fight));
  // what an earlier refused write left behind goes now: the old fight's entry and its combatants' rows
  if (leftover) {
    const keep = new Set(after.fight ? present(after.fight).combatants.map((c) => c.id) : []);
    existing = existing.filter((e) => !isCountEntry(e) && !(e.id !== '-1' && leftover.ids.includes(e.id) && !keep.has(e.id)));
  }
  const drop = outcome.drop ?? [];
  if (drop.length) existing = existing.filter((e) => !drop.some((d) => sameEntryAs(d, e)));
  if (after.fight) {
    const json = JSON.stringify(project(rulesOf(after.fight.rules), present(after.fight), after.fight.pageId, existing));
    if (json !== currentRaw) trackerWrite = json;
    if (json !== after.fight.lastTurnOrder) after = { ...after, fight: { ...after.fight, lastTurnOrder: json } };
  } else if (before.fight || leftover) {
    const json = existing.length ? JSON.stringify(existing) : '';
    if (json !== currentRaw && !(json === '' && (currentRaw === '' || currentRaw === '[]' || currentRaw === undefined))) trackerWrite = json;
  }
  // markers: every token of the fight before or after; managed tags of the old and the new configuration
  const ids = new Set<string>();
  for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) ids.add(c.id);
  for (const id of leftover?.ids ?? []) ids.add(id);
  const custom = customMarkers();
  const afterTags = markerTags(after.config, custom);
  // the ready marker is the rondel's business only in a fight of 10-second rounds: elsewhere it is anyone's
  const ready = [before.fight, after.fight].some((f) => f?.rules === 'rounds') ? ['sentry-gun'] : [];
  const effectTags = [before.fight, after.fight].flatMap((f) => (f ? effectsOf(present(f)).flatMap((e) => (e.marker ? [e.marker] : [])) : []));
  const conditionTags = [before.config, after.config].flatMap((c) => Object.values(c.conditionMarkers).filter((t) => t !== ''));
  const managed = new Set([...Object.values(markerTags(before.config, custom)), ...Object.values(afterTags), ...ready, ...effectTags, ...conditionTags, ...(leftover?.tags ?? [])]);
  const markerWrites: { token: Roll20Graphic; value: string }[] = [];
  const unread = new Set<string>();
  for (const id of ids) {
    const token = getObj('graphic', id);
    if (!token) continue;
    const current = token.get('statusmarkers');
    if (typeof current !== 'string') unread.add(id);
    const next = applyMarkers(current, managed, wantedMarkers(after, id, afterTags));
    if (next !== (current ?? '')) markerWrites.push({ token, value: next });
  }
  const failed: string[] = [];
  const attempt = (what: () => string, write: () => void): boolean => {
    try {
      write();
      return true;
    } catch (error) {
      let label = 'a write';
      try {
        label = what();
      } catch {
        // the label itself could not be read
      }
      failed.push(label);
      ports.log(`Roll20 refused a write (${label}): ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
  let stored = before;
  if (after !== before) {
    stored = after;
    ports.save(after);
  }
  const unwritten = new Set<string>();
  if (trackerWrite !== null && !attempt(() => 'the turn tracker', () => campaign.set('turnorder', trackerWrite))) {
    if (stored.fight) {
      // the tracker still shows what it showed: remember that, so the next look does not take it for someone's edit
      stored = { ...stored, fight: { ...stored.fight, lastTurnOrder: typeof currentRaw === 'string' ? currentRaw : '' } };
      ports.save(stored);
    } else {
      // the fight is gone and its rows are still there: they are taken out at the next commit
      for (const f of [before.fight]) if (f) for (const c of present(f).combatants) unwritten.add(c.id);
      for (const id of leftover?.ids ?? []) unwritten.add(id);
    }
  }
  if (outcome.openTracker) attempt(() => 'opening the turn tracker', () => campaign.set('initiativepage', outcome.openTracker as string));
  if (before.fight && !after.fight && trackerWrite === '') attempt(() => 'closing the turn tracker', () => campaign.set('initiativepage', false));
  for (const w of markerWrites) {
    if (!attempt(() => `the markers of ${String(w.token.get('name') ?? 'a token')}`, () => w.token.set('statusmarkers', w.value))) unwritten.add(w.token.id);
  }
  // a token whose markers could not be read is not known to be clean either
  for (const id of unread) unwritten.add(id);
  const cleanup = unwritten.size ? { ids: [...unwritten].sort(), tags: [...managed].sort() } : null;
  if (JSON.stringify(cleanup) !== JSON.stringify(stored.cleanup)) {
    stored = { ...stored, cleanup };
    ports.save(stored);
  }
  for (const e of [...(outcome.effects ?? []), ...conditionWrites(before, after)]) attempt(() => effectLabel(e), () => writeEffect(e));
  for (const m of outcome.messages) attempt(() => 'a chat message', () => ports.send(m));
  for (const m of outcome.menus ?? []) attempt(() => 'an action menu', () => ports.send(m));
  if (after.fight !== before.fight) ports.changed(stored, outcome);
  if (failed.length) {
    const what = [...new Set(failed)].join(', ');
    attempt(
      () => 'the GM notice',
      () => ports.send({ to: 'gm', html: notice('Rondel: Roll20 refused a write', [`Not written: ${what}. The fight itself is saved; the next command writes the tracker and markers again.`], COLOURS.bad), noarchive: true }),
    );
  }
  return stored;
}

function writeEffect(e: NonNullable<Outcome['effects']>[number]): void {
  if (e.kind === 'attribute') writeAttribute(e.characterId, e.name, e.current);
  else if (e.kind === 'bar') writeBar(e.tokenId, e.bar, e.value);
  else if (e.kind === 'macro') {
    const existing = findObjs({ _type: 'macro', name: e.name }).filter((m) => m.get('_playerid') === e.playerId);
    if (existing[0]) existing[0].set({ action: e.action });
    else createObj('macro', { _playerid: e.playerId, name: e.name, action: e.action, visibleto: '' } as never);
  } else {
    const existing = findObjs({ _type: 'ability', _characterid: e.characterId, name: e.name });
    if (existing[0]) existing[0].set({ action: e.action, istokenaction: true });
    else createObj('ability', { _characterid: e.characterId, name: e.name, action: e.action, istokenaction: true } as never);
  }
}
