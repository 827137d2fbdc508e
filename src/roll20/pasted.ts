// A token that comes onto the map during a fight (`add:graphic`: a copy pasted, a character dragged in) is no
// combatant: it must not carry the fight's marks that Roll20's paste copied from a combatant (docs/rules.md ruling 101):
// the status markers of the fight (flex, Full Guard, hold, dash, move; at the ready in 10-second rounds) and the turn's
// tint or aura, which would make it look flexed or due. Conditions' markers are left: the GM may mark any token so.
import type { Stored } from '../app/model';
import { present } from '../app/context';
import { applyMarkers } from './markers';
import { tagsOf } from './managed-tags';
import { customMarkers } from './world';
import { sameValue } from './marks';
import { wantedMarkersOf } from './wanted-markers';

const NO_MARKERS: ReadonlyMap<string, number | null> = new Map();

/**
 * The fight's status tags some combatant shows now: only those can have come with a copy. A tag the fight shows on no
 * one (Full Guard's with `statuses` off, a badge with `badges` off) is the GM's own on a token, and stays.
 */
function shownNow(stored: Stored, fight: NonNullable<Stored['fight']>): Set<string> {
  const t = tagsOf(stored.config, customMarkers());
  const status = new Set<string>(Object.values(t));
  if (fight.rules === 'rounds') status.add('sentry-gun');
  const wanted = wantedMarkersOf(stored, t);
  const shown = new Set<string>();
  for (const c of present(fight).combatants) {
    const markers = wanted.get(c.id)?.markers;
    if (markers) for (const tag of markers.keys()) if (status.has(tag)) shown.add(tag);
  }
  return shown;
}

/** The writes that take the fight's marks off a token new on the map; null when it has none (almost always). */
export function marksOffCopy(stored: Stored, token: Roll20Graphic): Record<string, string | number | boolean> | null {
  const fight = stored.fight;
  if (!fight || present(fight).combatants.some((c) => c.id === token.id)) return null;
  const out: Record<string, string | number | boolean> = {};
  const current = token.get('statusmarkers');
  if (typeof current === 'string' && current !== '') {
    const tags = shownNow(stored, fight);
    const next = tags.size === 0 ? current : applyMarkers(current, tags, NO_MARKERS);
    if (next !== current) out.statusmarkers = next;
  }
  // the turn's tint or aura, as the script set it on the due token, and only the whole of it (a token's own aura that
  // shares a value or two with it is the token's): its own values put back on the copy
  const marked = stored.table?.marked;
  if (marked && marked.id !== token.id) {
    const keys = Object.keys(marked.set);
    if (keys.length > 0 && keys.every((key) => sameValue(token.get(key as never), marked.set[key]))) {
      for (const key of keys) if (key in marked.was && !sameValue(token.get(key as never), marked.was[key])) out[key] = marked.was[key] as string | number | boolean;
    }
  }
  return Object.keys(out).length ? out : null;
}
