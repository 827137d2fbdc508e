// Writes what a use case decided, once each: the stored data, the turn tracker, the tokens' markers, the tracker page,
// macros, chat. Everything is computed first; the stored fight is written first, and every write to Roll20 after it
// stands alone: one that Roll20 refuses is reported and made good by the next command.
import type { Fight, Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Outgoing } from '../app/ports';
import { markerTags, type MarkerTags } from '../app/config';
import { ruleOptions, rulesOf } from '../app/fight';
import { isCountEntry, parseTurnOrder, project, sameEntryAs, withoutOurs, type Entry } from '../app/tracker';
import { noteProjection, othersOf } from './store';
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

/**
 * The markers every combatant of the stored fight should show, by id, as the managed part of its `statusmarkers`:
 * by tag with their badges; movement badges at a window when the GM wants them; the flex countdown when the GM wants
 * it (docs/rules.md §14). One pass over the fight, kept for the state it was computed for, so a command that changes
 * nothing of a combatant's markers neither computes them twice nor reads its token.
 */
export interface WantedMarkers {
  readonly byId: ReadonlyMap<string, Map<string, number | null>>;
  /** The same, as text, to compare quickly. */
  readonly text: ReadonlyMap<string, string>;
}

/** Every kind of tag, so that a new one is compared (and keyed) too: the type checker asks for each. */
const TAG_KINDS = Object.keys({ flex: 0, guard: 0, hold: 0, dash: 0, move: 0 } satisfies Record<keyof MarkerTags, 0>) as (keyof MarkerTags)[];

/** The declared statuses whose markers are an option (`statuses=on`); the tags stay managed either way. */
const STATUS_KINDS: ReadonlySet<MarkerKind> = new Set<MarkerKind>(['guard', 'defense', 'holding', 'dashing']);

const wantedCache = new WeakMap<FightStateBase, { key: string; config: Stored['config']; wanted: WantedMarkers }>();

export function wantedMarkersOf(stored: Stored, t: MarkerTags): WantedMarkers {
  const fight = stored.fight;
  if (!fight) return { byId: new Map(), text: new Map() };
  const state = present(fight);
  const key = `${fight.rules}|${TAG_KINDS.map((k) => t[k]).join('|')}`;
  const cached = wantedCache.get(state);
  if (cached && cached.key === key && cached.config === stored.config) return cached.wanted;
  const rs = rulesOf(fight.rules);
  const options = ruleOptions(stored.config);
  const effects = effectsOf(state);
  const byId = new Map<string, Map<string, number | null>>();
  const text = new Map<string, string>();
  // the effects' markers by bearer, once (not every effect for every combatant)
  const borne = new Map<string, string[]>();
  for (const e of effects) if (e.marker !== null) borne.set(e.bearer, [...(borne.get(e.bearer) ?? []), e.marker]);
  for (const c of state.combatants) {
    // most combatants show nothing: they share no map and no text of their own
    let wanted: Map<string, number | null> | null = null;
    const put = (tag: string, b: number | null): void => {
      wanted ??= new Map();
      if (!wanted.has(tag)) wanted.set(tag, b);
    };
    for (const m of rs.marks(state, c.id)) {
      // Full Guard, standing in defense, holding and dashing show only when the GM asks for them (docs/rules.md §14)
      if (!stored.config.statusMarkers && STATUS_KINDS.has(m.kind)) continue;
      const tag = tagOf(m.kind, t);
      // the flex countdown is an option: without it the marker shows once and stays until it expires
      const shown = m.badge === null || (m.kind === 'flex' && !stored.config.flexCountdown) ? null : badge(m.badge);
      if (tag !== null) put(tag, shown);
    }
    // each condition shows its marker (docs/rules.md §11)
    for (const k of c.conditions ?? []) {
      const tag = stored.config.conditionMarkers[k];
      if (tag) put(tag, null);
    }
    // a timed effect's own marker shows while it lasts (docs/rules.md §12)
    for (const marker of borne.get(c.id) ?? []) put(marker, null);
    if (stored.config.movementBadges) {
      const a = rs.allowance(state, c.id, options);
      if (a) (wanted ??= new Map()).set(t.move, badge(a.kind === 'held' ? 0 : a.hexes));
    }
    if (wanted === null) {
      text.set(c.id, '');
      continue;
    }
    byId.set(c.id, wanted);
    let line = '';
    for (const [tag, b] of wanted as Map<string, number | null>) line += b === null ? `${tag},` : `${tag}@${b},`;
    text.set(c.id, line);
  }
  const wanted = { byId, text };
  wantedCache.set(state, { key, config: stored.config, wanted });
  return wanted;
}

const NO_MARKERS: ReadonlyMap<string, number | null> = new Map();

const conditionTagCache = new WeakMap<Stored['config'], readonly string[]>();

/** The marker tags the configuration gives the conditions, once per configuration. */
function conditionTagsOf(config: Stored['config']): readonly string[] {
  let tags = conditionTagCache.get(config);
  if (!tags) conditionTagCache.set(config, (tags = Object.values(config.conditionMarkers).filter((t) => t !== '')));
  return tags;
}

function sameTags(a: MarkerTags, b: MarkerTags): boolean {
  return TAG_KINDS.every((k) => a[k] === b[k]);
}

/** Writes an outcome over `before`; returns what is stored afterwards. */
export function commit(before: Stored, outcome: Outcome, ports: CommitPorts): Stored {
  let after = outcome.stored ?? before;
  const campaign = Campaign();
  const currentRaw = campaign.get('turnorder');
  let trackerWrite: string | null = null;
  const leftover = before.cleanup;
  // the tracker as the script last wrote it needs no reading: the others' entries are known
  const known = before.fight ? othersOf(present(before.fight), currentRaw) : null;
  let existing: Entry[] = known ? [...known] : parseTurnOrder(currentRaw);
  if (before.fight && !known) existing = withoutOurs(existing, present(before.fight));
  // what an earlier refused write left behind goes now: the old fight's entry and its combatants' rows
  if (leftover) {
    const keep = new Set(after.fight ? present(after.fight).combatants.map((c) => c.id) : []);
    existing = existing.filter((e) => !isCountEntry(e) && !(e.id !== '-1' && leftover.ids.includes(e.id) && !keep.has(e.id)));
  }
  const drop = outcome.drop ?? [];
  if (drop.length) existing = existing.filter((e) => !drop.some((d) => sameEntryAs(d, e)));
  if (after.fight) {
    const projected = project(rulesOf(after.fight.rules), present(after.fight), after.fight.pageId, existing);
    const json = JSON.stringify(projected);
    noteProjection(present(after.fight), json, withoutOurs(existing, present(after.fight)));
    if (json !== currentRaw) trackerWrite = json;
    if (json !== after.fight.lastTurnOrder) after = { ...after, fight: { ...after.fight, lastTurnOrder: json } };
  } else if (before.fight || leftover) {
    const json = existing.length ? JSON.stringify(existing) : '';
    if (json !== currentRaw && !(json === '' && (currentRaw === '' || currentRaw === '[]' || currentRaw === undefined))) trackerWrite = json;
  }
  // markers: the managed tags of the old and the new configuration; the tokens whose wanted markers changed, or every
  // token of the fight before or after when the fight, its rule set or the configuration changed (and at start-up)
  const custom = customMarkers();
  const beforeTags = markerTags(before.config, custom);
  const afterTags = markerTags(after.config, custom);
  // the ready marker is the rondel's business only in a fight of 10-second rounds: elsewhere it is anyone's
  const ready = [before.fight, after.fight].some((f) => f?.rules === 'rounds') ? ['sentry-gun'] : [];
  const effectTags = [before.fight, after.fight].flatMap((f) => (f ? effectsOf(present(f)).flatMap((e) => (e.marker ? [e.marker] : [])) : []));
  const conditionTags = [...conditionTagsOf(before.config), ...conditionTagsOf(after.config)];
  const managed = new Set([...Object.values(beforeTags), ...Object.values(afterTags), ...ready, ...effectTags, ...conditionTags, ...(leftover?.tags ?? [])]);
  const wantedAfter = wantedMarkersOf(after, afterTags);
  const ids = new Set<string>();
  const whole =
    outcome.resync === true ||
    !before.fight ||
    !after.fight ||
    before.fight.rules !== after.fight.rules ||
    before.config !== after.config ||
    !sameTags(beforeTags, afterTags);
  if (whole) {
    for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) ids.add(c.id);
  } else if (present(before.fight as Fight) !== present(after.fight as Fight)) {
    const was = wantedMarkersOf(before, beforeTags).text;
    for (const [id, line] of wantedAfter.text) if (was.get(id) !== line) ids.add(id);
    for (const id of was.keys()) if (!wantedAfter.text.has(id)) ids.add(id);
  }
  for (const id of leftover?.ids ?? []) ids.add(id);
  const markerWrites: { token: Roll20Graphic; value: string }[] = [];
  const unread = new Set<string>();
  let inFight: Set<string> | null = null;
  for (const id of ids) {
    const token = getObj('graphic', id);
    // a combatant's token that cannot be read now is not known to show what it should: the next commit tries again
    if (!token) {
      inFight ??= new Set(after.fight ? present(after.fight).combatants.map((c) => c.id) : []);
      if (inFight.has(id)) unread.add(id);
      continue;
    }
    const current = token.get('statusmarkers');
    if (typeof current !== 'string') unread.add(id);
    const next = applyMarkers(current, managed, wantedAfter.byId.get(id) ?? NO_MARKERS);
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
