// The markers each combatant of the fight should show, worked out from the state before a step where it can be: a
// step costs what it changed, not the size of the fight (docs/rules.md §14).
import type { Stored } from '../app/model';
import type { MarkerTags } from '../app/config';
import { present, ruleOptions, rulesOf } from '../app/context';
import type { MarkerKind } from '../rules/core/events';
import type { FightStateBase, RuleSetId } from '../rules/core/rule-set';
import { Recent } from '../rules/core/recent';
import { effectsOf } from '../rules/core/effects';
import { badge, MOST_BADGE } from './markers';
import { sameTags } from './managed-tags';

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

export const NOTHING_CHANGED: ReadonlySet<string> = new Set();

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
    // a badge is one digit (Roll20 draws no more): 10 hexes or more show the marker alone, never a smaller number
    if (a) (wanted ??= new Map()).set(m.t.move, a.kind === 'held' ? 0 : a.hexes > MOST_BADGE ? null : badge(a.hexes));
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
