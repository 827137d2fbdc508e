// Who may see what: combatants on the GM layer are hidden from the players, as Roll20's tracker hides them.
import type { FightEvent } from '../rules/core/events';

export interface Split {
  readonly everyone: readonly FightEvent[];
  readonly gmOnly: readonly FightEvent[];
}

const NO_EVENTS: readonly FightEvent[] = [];

/** Whether every combatant an event names is seen by the players (each asked in the order the split asks). */
function seenWhole(e: FightEvent, hidden: (id: string) => boolean): boolean {
  switch (e.type) {
    case 'combat-started':
    case 'round-started':
    case 'counter-advanced':
    case 'rejected':
      return true;
    case 'tie-broken':
      for (let k = 0; k < e.rolls.length; k += 1) if (hidden((e.rolls[k] as (typeof e.rolls)[number]).id)) return false;
      return true;
    case 'movement-window':
      for (let k = 0; k < e.combatants.length; k += 1) if (hidden((e.combatants[k] as (typeof e.combatants)[number]).id)) return false;
      return true;
    default:
      // an event of the whole fight (20-second rounds' terrain) names nobody: `id` is empty
      return e.id === '' || !hidden(e.id);
  }
}

/**
 * Splits a command's events into what everyone may read and what only the GM may, by `hidden(id)`. Most steps concern
 * no hidden token: their events are everyone's as they are, and no list is made.
 */
export function splitByAudience(events: readonly FightEvent[], hidden: (id: string) => boolean, moved?: (id: string) => boolean): Split {
  let j = 0;
  while (j < events.length && seenWhole(events[j] as FightEvent, hidden)) j += 1;
  if (j === events.length) return { everyone: events, gmOnly: NO_EVENTS };
  // the events before the first that names a hidden combatant are everyone's as they are; from it on, each is split
  const everyone: FightEvent[] = events.slice(0, j);
  const gmOnly: FightEvent[] = [];
  for (let i = j; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    switch (e.type) {
      case 'combat-started':
      case 'round-started':
      case 'counter-advanced':
      case 'rejected':
        everyone.push(e);
        break;
      case 'tie-broken': {
        const seen: (typeof e.rolls)[number][] = [];
        for (let k = 0; k < e.rolls.length; k += 1) {
          const r = e.rolls[k] as (typeof e.rolls)[number];
          if (!hidden(r.id)) seen.push(r);
        }
        if (seen.length === e.rolls.length) everyone.push(e);
        else {
          // players see the order among the tokens they can see; the GM sees the whole tie. When none of those they
          // see moved in this step (a hidden one joined their tie), their order is the one they were told: told again,
          // it would say only that something hidden came to that count
          if (seen.length > 1 && (moved === undefined || seen.some((r) => moved(r.id)))) everyone.push({ ...e, rolls: deciding(seen) });
          gmOnly.push(e);
        }
        break;
      }
      case 'movement-window': {
        // each combatant asked once (a read of its token's layer)
        const seen: (typeof e.combatants)[number][] = [];
        const unseen: (typeof e.combatants)[number][] = [];
        for (let k = 0; k < e.combatants.length; k += 1) {
          const c = e.combatants[k] as (typeof e.combatants)[number];
          (hidden(c.id) ? unseen : seen).push(c);
        }
        // most windows hide nobody: the event is then told as it is, not copied
        if (unseen.length === 0) everyone.push(e);
        else {
          everyone.push({ ...e, combatants: seen });
          gmOnly.push({ ...e, combatants: unseen });
        }
        break;
      }
      default:
        (e.id !== '' && hidden(e.id) ? gmOnly : everyone).push(e);
    }
  }
  return { everyone, gmOnly };
}

/**
 * Each tie-break sequence cut to the rolls that decide among these combatants alone: a re-roll made against a hidden
 * combatant would tell the players it is there. The rolls one needs are one more than the longest run it shares with
 * another, and the longest is shared with a neighbour in sorted order: a sort, not a comparison of every pair (a tie
 * may hold hundreds).
 */
export function deciding<T extends { readonly rolls: readonly number[] }>(group: readonly T[]): T[] {
  const order = group.map((_, i) => i).sort((a, b) => compare((group[a] as T).rolls, (group[b] as T).rolls));
  const needed = group.map(() => 1);
  for (let k = 1; k < order.length; k += 1) {
    const a = order[k - 1] as number;
    const b = order[k] as number;
    const shared = common((group[a] as T).rolls, (group[b] as T).rolls);
    needed[a] = Math.max(needed[a] as number, shared + 1);
    needed[b] = Math.max(needed[b] as number, shared + 1);
  }
  return group.map((r, i) => ((needed[i] as number) >= r.rolls.length ? r : { ...r, rolls: r.rolls.slice(0, needed[i]) }));
}

function common(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

/**
 * The ties a card tells of: when one step settles the ties at a count more than once (the GM sets many combatants to
 * it, one after another), the last tie there is the order that stands, and holds the rolls of the earlier ones.
 */
export function lastTies(events: readonly FightEvent[]): readonly FightEvent[] {
  // a tie is told again only when a later one settles the same combatants again (and more): ties of other values
  // at the same clock (10-second rounds settle every shared score of a round at once) all stand
  let count = 0;
  for (let i = 0; i < events.length; i += 1) if ((events[i] as FightEvent).type === 'tie-broken') count += 1;
  // one tie (most steps) supersedes nothing: the events are told as they are
  if (count < 2) return events;
  const ties = events.flatMap((e, i) => (e.type === 'tie-broken' ? [{ i, count: e.count, ids: new Set(e.rolls.map((r) => r.id)) }] : []));
  const superseded = new Set<number>();
  for (const a of ties) {
    if (ties.some((b) => b.i > a.i && b.count === a.count && [...a.ids].every((id) => b.ids.has(id)))) superseded.add(a.i);
  }
  return events.filter((_e, i) => !superseded.has(i));
}
