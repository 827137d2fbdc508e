// A token that comes onto the map during a fight (`add:graphic`: a copy pasted, a character dragged in) is no
// combatant: it must not carry the fight's marks that Roll20's paste copied from a combatant (docs/rules.md ruling 101):
// the status markers of the fight (flex, Full Guard, hold, dash, move; at the ready in 10-second rounds) and the turn's
// tint or aura, which would make it look flexed or due. Conditions' markers are left: the GM may mark any token so.
import type { Stored } from '../app/model';
import { present } from '../app/context';
import { applyMarkers } from './markers';
import { tagsOf } from './managed-tags';
import { customMarkers } from './world';

const NO_MARKERS: ReadonlyMap<string, number | null> = new Map();

/** The writes that take the fight's marks off a token new on the map; null when it has none (almost always). */
export function marksOffCopy(stored: Stored, token: Roll20Graphic): Record<string, string | number | boolean> | null {
  const fight = stored.fight;
  if (!fight || present(fight).combatants.some((c) => c.id === token.id)) return null;
  const out: Record<string, string | number | boolean> = {};
  const current = token.get('statusmarkers');
  if (typeof current === 'string' && current !== '') {
    const tags = new Set<string>(Object.values(tagsOf(stored.config, customMarkers())));
    if (fight.rules === 'rounds') tags.add('sentry-gun');
    const next = applyMarkers(current, tags, NO_MARKERS);
    if (next !== current) out.statusmarkers = next;
  }
  // the turn's tint or aura, as the script set it on the due token: its own values put back on the copy
  const marked = stored.table?.marked;
  if (marked && marked.id !== token.id) {
    for (const [key, value] of Object.entries(marked.set)) {
      if (token.get(key as never) === value && key in marked.was) out[key] = marked.was[key] as string | number | boolean;
    }
  }
  return Object.keys(out).length ? out : null;
}
