// Writes what a use case decided, once each: the stored data, the turn tracker, the tokens' markers, the tracker page,
// macros, chat. Everything is computed first; the stored fight is written first, and every write to Roll20 after it
// stands alone: one that Roll20 refuses is reported and made good by the next command.
import type { Fight, Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Outgoing } from '../app/ports';
import { markerTags, type MarkerTags } from '../app/config';
import { ruleOptions, rulesOf } from '../app/context';
import { isCountEntry, parseTurnOrder, projectText, sameEntryAs, withoutOurs, type Entry } from '../app/tracker';
import { noteProjection, othersOf } from './store';
import type { MarkerKind } from '../rules/core/events';
import type { FightStateBase, RuleSetId } from '../rules/core/rule-set';
import { Recent } from '../rules/core/recent';
import { effectsOf } from '../rules/core/effects';
import { notice } from '../render/cards';
import { COLOURS } from '../render/html';
import { applyMarkers, badge } from './markers';
import { customMarkers } from './world';
import { conditionWrites, effectLabel, writeAttribute, writeBar } from './sheet-writes';
import { errorText } from './error-text';

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
 * it (docs/rules.md §14). Kept for the state it was computed for, so a command that changes nothing of a combatant's
 * markers neither computes them twice nor reads its token. Worked out from the state before a step, only the
 * combatants the step changed are looked at (and those whose markers move with the clock): a step costs what it
 * changed, not the size of the fight.
 */
export interface WantedMarkers {
  /** A combatant's wanted markers, for every combatant of the fight; undefined for anyone else. */
  readonly get: (id: string) => Wanted | undefined;
  /**
   * The serial of the state these were worked out from (0: worked out whole), and the ids whose markers differ from its.
   * A serial, not the state: the cache keeps this beside its own key weakly, and a state kept here would keep the one
   * before it, and so on, every state of the fight for as long as the sandbox runs.
   */
  readonly from: number;
  readonly changed: ReadonlySet<string>;
}

/** One combatant's wanted markers: by tag with their badges (null: none), and the same as text, to compare quickly. */
export interface Wanted {
  readonly markers: ReadonlyMap<string, number | null> | null;
  readonly line: string;
}

/**
 * The wanted markers by id as layers: a step's own entries over those of the state it was worked out from, so a step
 * copies nothing of the others'. Every so many layers they are merged into one, which keeps a look-up short.
 */
interface Layer {
  readonly own: ReadonlyMap<string, Wanted>;
  readonly under: Layer | null;
  readonly depth: number;
}

const MOST_LAYERS = 16;

function lookUp(layer: Layer, id: string): Wanted | undefined {
  for (let l: Layer | null = layer; l; l = l.under) {
    const hit = l.own.get(id);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * A look-up of `layer` alone. Made out here, not in wantedMarkersOf: a closure made there would share that call's
 * scope, which holds the state before, and the cache would keep every state of the fight alive through it.
 */
function readerOf(layer: Layer): (id: string) => Wanted | undefined {
  return (id) => lookUp(layer, id);
}

/** `map.set(id, w)` as Map.forEach calls it, the map as `this`. */
function putInto(this: Map<string, Wanted>, w: Wanted, id: string): void {
  this.set(id, w);
}

function merged(layer: Layer): Layer {
  const chain: Layer[] = [];
  for (let l: Layer | null = layer; l; l = l.under) chain.push(l);
  const all = new Map<string, Wanted>();
  // the oldest layer first, each newer one over it (a callback per layer: no entry destructured)
  for (let i = chain.length - 1; i >= 0; i -= 1) (chain[i] as Layer).own.forEach(putInto, all);
  return { own: all, under: null, depth: 0 };
}

/** Every kind of tag, so that a new one is compared (and keyed) too: the type checker asks for each. */
const TAG_KINDS = Object.keys({ flex: 0, guard: 0, hold: 0, dash: 0, move: 0 } satisfies Record<keyof MarkerTags, 0>) as (keyof MarkerTags)[];

/** The declared statuses whose markers are an option (`statuses=on`); the tags stay managed either way. */
const STATUS_KINDS: ReadonlySet<MarkerKind> = new Set<MarkerKind>(['guard', 'defense', 'holding', 'dashing']);

/** What a state's wanted markers were worked out for and with, and the serial of this working out. */
interface WantedEntry {
  readonly rules: RuleSetId;
  readonly tags: MarkerTags;
  readonly config: Stored['config'];
  readonly wanted: WantedMarkers;
  readonly layer: Layer;
  readonly serial: number;
}

/**
 * The wanted markers of the last few states, one entry a state: a command asks for the state before (worked out by
 * the command before) and works out the state after from it. A few slots, not a table of every state: each state of a
 * fight kept in a WeakMap costs the collector work for as long as the undo history keeps the state.
 */
const wantedCache = new Recent<FightStateBase, WantedEntry>(4);

const NOTHING_CHANGED: ReadonlySet<string> = new Set();

let lastSerial = 0;

/**
 * The serial of a state's wanted markers as they are kept now (0: none kept): each working out has its own, so a
 * `from` names the very entry a step was worked out from.
 */
export function serialOf(state: FightStateBase): number {
  return wantedCache.get(state)?.serial ?? 0;
}

/** What one combatant's markers are worked out from, once per command. */
interface MarkerInputs {
  readonly rs: ReturnType<typeof rulesOf>;
  readonly state: FightStateBase;
  readonly options: ReturnType<typeof ruleOptions>;
  readonly config: Stored['config'];
  readonly t: MarkerTags;
  /** The effects' markers by bearer (not every effect for every combatant). */
  readonly borne: ReadonlyMap<string, readonly string[]>;
}

const NONE: Wanted = { markers: null, line: '' };

/** A tag and its badge put into the wanted markers (made at the first), unless the tag is there already. */
function put(wanted: Map<string, number | null> | null, tag: string, b: number | null): Map<string, number | null> {
  const map = wanted ?? new Map<string, number | null>();
  if (!map.has(tag)) map.set(tag, b);
  return map;
}

/** A combatant's wanted markers in order; most combatants show none (they share one entry). */
function markersOf(c: FightStateBase['combatants'][number], m: MarkerInputs): Wanted {
  let wanted: Map<string, number | null> | null = null;
  const marks = m.rs.marks(m.state, c.id);
  for (let i = 0; i < marks.length; i += 1) {
    const mark = marks[i] as (typeof marks)[number];
    // Full Guard, standing in defense, holding and dashing show only when the GM asks for them (docs/rules.md §14)
    if (!m.config.statusMarkers && STATUS_KINDS.has(mark.kind)) continue;
    const tag = tagOf(mark.kind, m.t);
    // the flex countdown is an option: without it the marker shows once and stays until it expires
    const shown = mark.badge === null || (mark.kind === 'flex' && !m.config.flexCountdown) ? null : badge(mark.badge);
    // no tag, or an empty one (a marker the GM does not want shown): nothing on the token
    if (tag !== null && tag !== '') wanted = put(wanted, tag, shown);
  }
  // each condition shows its marker (docs/rules.md §11)
  const conditions = c.conditions;
  if (conditions) {
    for (let i = 0; i < conditions.length; i += 1) {
      const tag = m.config.conditionMarkers[conditions[i] as (typeof conditions)[number]];
      if (tag) wanted = put(wanted, tag, null);
    }
  }
  // a timed effect's own marker shows while it lasts (docs/rules.md §12)
  const borne = m.borne.size === 0 ? undefined : m.borne.get(c.id);
  if (borne !== undefined) for (let i = 0; i < borne.length; i += 1) wanted = put(wanted, borne[i] as string, null);
  if (m.config.movementBadges) {
    const a = m.rs.allowance(m.state, c.id, m.options);
    if (a) (wanted ??= new Map()).set(m.t.move, badge(a.kind === 'held' ? 0 : a.hexes));
  }
  if (wanted === null) return NONE;
  // the line in the map's order (its keys, each looked up: no entry destructured)
  let line = '';
  for (const tag of wanted.keys()) {
    const b = wanted.get(tag) as number | null;
    line += b === null ? tag + ',' : tag + '@' + b + ',';
  }
  return { markers: wanted, line };
}

const NOTHING_BORNE: ReadonlyMap<string, readonly string[]> = new Map();

function borneBy(state: FightStateBase): ReadonlyMap<string, readonly string[]> {
  const effects = effectsOf(state);
  // most states have no timed effect: nothing is borne, no map is made
  if (effects.length === 0) return NOTHING_BORNE;
  const borne = new Map<string, string[]>();
  for (const e of effects) if (e.marker !== null) borne.set(e.bearer, [...(borne.get(e.bearer) ?? []), e.marker]);
  return borne;
}

/** A combatant's wanted markers worked out into `own`; `changed` names it when they differ from the base's. */
function look(c: FightStateBase['combatants'][number], inputs: MarkerInputs, base: Layer | null, own: Map<string, Wanted>, changed: Set<string>): void {
  const w = markersOf(c, inputs);
  if (base !== null && lookUp(base, c.id)?.line !== w.line) changed.add(c.id);
  own.set(c.id, w);
}

/** Whether an entry was worked out for this rule set, these tags and this configuration. */
function fits(entry: WantedEntry, rules: RuleSetId, t: MarkerTags, config: Stored['config']): boolean {
  return entry.rules === rules && entry.config === config && (entry.tags === t || sameTags(entry.tags, t));
}

/**
 * The wanted markers of the stored fight; with `since`, a state whose markers were worked out for the same rule set,
 * tags and configuration, they are worked out from those, and `changed` names the ids whose markers differ.
 */
export function wantedMarkersOf(stored: Stored, t: MarkerTags, since?: FightStateBase): WantedMarkers {
  const fight = stored.fight;
  if (!fight) return { get: () => undefined, from: 0, changed: NOTHING_CHANGED };
  const state = present(fight);
  const cached = wantedCache.get(state);
  if (cached && fits(cached, fight.rules, t, stored.config)) return cached.wanted;
  const rs = rulesOf(fight.rules);
  const inputs: MarkerInputs = { rs, state, options: ruleOptions(stored.config), config: stored.config, t, borne: borneBy(state) };
  const baseHit = since && since !== state ? wantedCache.get(since) : undefined;
  const base = baseHit && fits(baseHit, fight.rules, t, stored.config) ? { state: since as FightStateBase, layer: baseHit.layer, serial: baseHit.serial } : null;
  const list = state.combatants;
  const was = base && base.state.combatants.length === list.length ? base.state.combatants : null;
  const moved = base && was ? (rs.marksMoved?.(base.state, state, stored.config.movementBadges) ?? null) : null;
  let own = new Map<string, Wanted>();
  let changed = new Set<string>();
  const baseLayer = base ? base.layer : null;
  let layer: Layer | null = null;
  if (base && was && moved) {
    // the same combatants in the same order (most steps): only those the step changed, or whose markers move with the
    // clock, are looked at; the others are the same objects
    let named: ReadonlySet<string> = moved;
    const effectsBefore = effectsOf(base.state);
    const effectsNow = effectsOf(state);
    // a state without effects gives a new empty list each time: two empty lists are the same effects
    if (effectsBefore !== effectsNow && (effectsBefore.length > 0 || effectsNow.length > 0)) {
      const withBearers = new Set(moved);
      for (const e of [...effectsBefore, ...effectsNow]) withBearers.add(e.bearer);
      named = withBearers;
    }
    let sameRoster = true;
    const anyNamed = named.size > 0;
    for (let i = 0; i < list.length; i += 1) {
      const c = list[i] as FightStateBase['combatants'][number];
      const p = was[i] as FightStateBase['combatants'][number];
      if (c === p ? anyNamed && named.has(c.id) : c.id === p.id) look(c, inputs, baseLayer, own, changed);
      else if (c !== p) {
        sameRoster = false;
        break;
      }
    }
    if (sameRoster) {
      layer = { own, under: base.layer, depth: base.layer.depth + 1 };
      if (layer.depth > MOST_LAYERS) layer = merged(layer);
    } else {
      own = new Map();
      changed = new Set();
    }
  }
  if (layer === null) {
    for (let i = 0; i < list.length; i += 1) look(list[i] as FightStateBase['combatants'][number], inputs, baseLayer, own, changed);
    if (base) for (const c of base.state.combatants) if (!own.has(c.id)) changed.add(c.id);
    layer = { own, under: null, depth: 0 };
  }
  const wanted: WantedMarkers = { get: readerOf(layer), from: base ? base.serial : 0, changed: base ? changed : NOTHING_CHANGED };
  wantedCache.set(state, { rules: fight.rules, tags: t, config: stored.config, wanted, layer, serial: (lastSerial += 1) });
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

let lastManaged: { readonly tags: readonly string[]; readonly set: ReadonlySet<string> } | null = null;

/** The managed tags as a set; the same as the last command's (almost always) is not built again. */
function managedTags(tags: readonly string[]): ReadonlySet<string> {
  const last = lastManaged;
  if (last && last.tags.length === tags.length && last.tags.every((t, i) => t === tags[i])) return last.set;
  lastManaged = { tags, set: new Set(tags) };
  return lastManaged.set;
}

function sameTags(a: MarkerTags, b: MarkerTags): boolean {
  if (a === b) return true;
  for (let i = 0; i < TAG_KINDS.length; i += 1) {
    const k = TAG_KINDS[i] as keyof MarkerTags;
    if (a[k] !== b[k]) return false;
  }
  return true;
}

/** The same effects: the same list, or two empty ones (a state without effects gives a new empty list each time). */
function sameEffects(a: ReturnType<typeof effectsOf>, b: ReturnType<typeof effectsOf>): boolean {
  return a === b || (a.length === 0 && b.length === 0);
}

const NO_EFFECTS: ReturnType<typeof effectsOf> = [];

function effectsOfFight(fight: Fight | null): ReturnType<typeof effectsOf> {
  return fight ? effectsOf(present(fight)) : NO_EFFECTS;
}

/** What the last managed tags were made from: the same things (by identity) make the same tags. */
interface ManagedFrom {
  readonly before: Stored['config'];
  readonly after: Stored['config'];
  readonly beforeTags: MarkerTags;
  readonly afterTags: MarkerTags;
  readonly ready: boolean;
  readonly beforeEffects: ReturnType<typeof effectsOf>;
  readonly afterEffects: ReturnType<typeof effectsOf>;
  readonly leftover: Stored['cleanup'];
  readonly set: ReadonlySet<string>;
}

let lastManagedFrom: ManagedFrom | null = null;

/**
 * The tags the commit manages (docs/rules.md §14): of the old and the new configuration, the ready marker in 10-second
 * rounds, the timed effects' markers before and after, the conditions', and those an earlier refused write left. A
 * command that changed none of these (most) takes the last set as it is, without listing them.
 */
export function managedOf(before: Stored, after: Stored, beforeTags: MarkerTags, afterTags: MarkerTags): ReadonlySet<string> {
  // the ready marker is the rondel's business only in a fight of 10-second rounds: elsewhere it is anyone's
  const ready = before.fight?.rules === 'rounds' || after.fight?.rules === 'rounds';
  const beforeEffects = effectsOfFight(before.fight);
  const afterEffects = effectsOfFight(after.fight);
  const leftover = before.cleanup;
  const last = lastManagedFrom;
  if (
    last &&
    last.before === before.config &&
    last.after === after.config &&
    sameTags(last.beforeTags, beforeTags) &&
    sameTags(last.afterTags, afterTags) &&
    last.ready === ready &&
    sameEffects(last.beforeEffects, beforeEffects) &&
    sameEffects(last.afterEffects, afterEffects) &&
    last.leftover === leftover
  ) {
    return last.set;
  }
  const effectTags = [...beforeEffects, ...afterEffects].flatMap((e) => (e.marker ? [e.marker] : []));
  const conditionTags = [...conditionTagsOf(before.config), ...conditionTagsOf(after.config)];
  const set = managedTags([...Object.values(beforeTags), ...Object.values(afterTags), ...(ready ? ['sentry-gun'] : []), ...effectTags, ...conditionTags, ...(leftover?.tags ?? [])]);
  lastManagedFrom = { before: before.config, after: after.config, beforeTags, afterTags, ready, beforeEffects, afterEffects, leftover, set };
  return set;
}

/** The marker tags last worked out, and what from: the same configuration and custom markers (by identity) give them. */
let lastTags: { readonly config: Stored['config']; readonly custom: readonly { name: string; tag: string }[]; readonly tags: MarkerTags } | null = null;

/**
 * `markerTags(config, custom)`, the same object for the same configuration and the same list of custom markers (the
 * list is read again at every commit, and is the same object while the campaign's markers are unchanged): a commit
 * then compares the tags by identity.
 */
export function tagsOf(config: Stored['config'], custom: readonly { name: string; tag: string }[]): MarkerTags {
  const last = lastTags;
  if (last !== null && last.config === config && last.custom === custom) return last.tags;
  const tags = markerTags(config, custom);
  lastTags = { config, custom, tags };
  return tags;
}

/** The turn tracker as read earlier in the same command, with no write to it since. */
export interface TrackerRead {
  readonly campaign: Roll20Campaign;
  readonly turnorder: unknown;
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
    if (json !== after.fight.lastTurnOrder) after = { ...after, fight: { ...after.fight, lastTurnOrder: json } };
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
    if (next !== (current ?? '')) markerWrites.push({ token, value: next });
  }
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
  const cleanup = unwritten !== null && unwritten.size ? { ids: [...unwritten].sort(), tags: [...managed].sort() } : null;
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

/** A write Roll20 refused: noted for the GM's notice, and logged. */
function refusedWrite(failed: string[], ports: CommitPorts, label: string, error: unknown): void {
  failed.push(label);
  ports.log(`Roll20 refused a write (${label}): ${errorText(error)}`);
}

function campaignWrite(failed: string[], ports: CommitPorts, campaign: Roll20Campaign, key: 'initiativepage', value: string | boolean, label: string): void {
  try {
    campaign.set(key, value as never);
  } catch (error) {
    refusedWrite(failed, ports, label, error);
  }
}

/** A token's markers written; false when Roll20 refused. */
function markersWrite(failed: string[], ports: CommitPorts, token: Roll20Graphic, value: string): boolean {
  try {
    token.set('statusmarkers', value);
    return true;
  } catch (error) {
    let label = 'a write';
    try {
      label = `the markers of ${String(token.get('name') ?? 'a token')}`;
    } catch {
      // the label itself could not be read
    }
    refusedWrite(failed, ports, label, error);
    return false;
  }
}

function effectWrite(failed: string[], ports: CommitPorts, e: Effect): void {
  try {
    writeEffect(e);
  } catch (error) {
    let label = 'a write';
    try {
      label = effectLabel(e);
    } catch {
      // the label itself could not be read
    }
    refusedWrite(failed, ports, label, error);
  }
}

/** Chat goes out message by message, each on its own (a commit sends two or three). */
function sendEach(failed: string[], ports: CommitPorts, list: readonly Outgoing[], label: string): void {
  for (let i = 0; i < list.length; i += 1) {
    try {
      ports.send(list[i] as Outgoing);
    } catch (error) {
      refusedWrite(failed, ports, label, error);
    }
  }
}

type Effect = NonNullable<Outcome['effects']>[number];

function writeEffect(e: Effect): void {
  if (e.kind === 'attribute') writeAttribute(e.characterId, e.name, e.current);
  else if (e.kind === 'bar') writeBar(e.tokenId, e.bar, e.value);
  else if (e.kind === 'macro') {
    const existing = findObjs({ _type: 'macro', name: e.name }).filter((m) => m.get('_playerid') === e.playerId);
    if (existing[0]) existing[0].set({ action: e.action });
    else createObj('macro', { _playerid: e.playerId, name: e.name, action: e.action, visibleto: '' } as never);
  } else if (e.kind === 'ability-gone') {
    for (const a of findObjs({ _type: 'ability', _characterid: e.characterId, name: e.name })) if (a.get('action') === e.action) a.remove();
  } else {
    const existing = findObjs({ _type: 'ability', _characterid: e.characterId, name: e.name });
    if (existing[0]) existing[0].set({ action: e.action, istokenaction: true });
    else createObj('ability', { _characterid: e.characterId, name: e.name, action: e.action, istokenaction: true } as never);
  }
}
