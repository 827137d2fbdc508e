// The marker tags the commit manages, and the tags the configuration gives each kind of marker: worked out again only
// when what they are made from changed.
import type { Fight, Stored } from '../app/model';
import { markerTags, type MarkerTags } from '../app/config';
import { present } from '../app/context';
import { effectsOf } from '../rules/core/effects';

/** Every kind of tag, so that a new one is compared (and keyed) too: the type checker asks for each. */
const TAG_KINDS = Object.keys({ flex: 0, guard: 0, hold: 0, dash: 0, move: 0 } satisfies Record<keyof MarkerTags, 0>) as (keyof MarkerTags)[];
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

export function sameTags(a: MarkerTags, b: MarkerTags): boolean {
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
