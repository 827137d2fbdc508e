// Who may see what: combatants on the GM layer are hidden from the players, as Roll20's tracker hides them.
import type { FightEvent } from '../rules/core/events';

export interface Split {
  readonly everyone: FightEvent[];
  readonly gmOnly: FightEvent[];
}

/** Splits a command's events into what everyone may read and what only the GM may, by `hidden(id)`. */
export function splitByAudience(events: readonly FightEvent[], hidden: (id: string) => boolean): Split {
  const everyone: FightEvent[] = [];
  const gmOnly: FightEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'combat-started':
      case 'round-started':
      case 'counter-advanced':
      case 'rejected':
        everyone.push(e);
        break;
      case 'tie-broken': {
        const seen = e.rolls.filter((r) => !hidden(r.id));
        if (seen.length === e.rolls.length) everyone.push(e);
        else {
          // players see the order among the tokens they can see; the GM sees the whole tie
          if (seen.length > 1) everyone.push({ ...e, rolls: deciding(seen) });
          gmOnly.push(e);
        }
        break;
      }
      case 'movement-window': {
        const seen = e.combatants.filter((c) => !hidden(c.id));
        const unseen = e.combatants.filter((c) => hidden(c.id));
        everyone.push({ ...e, combatants: seen });
        if (unseen.length) gmOnly.push({ ...e, combatants: unseen });
        break;
      }
      default:
        (hidden(e.id) ? gmOnly : everyone).push(e);
    }
  }
  return { everyone, gmOnly };
}

/**
 * Each tie-break sequence cut to the rolls that decide among these combatants alone: a re-roll made against a hidden
 * combatant would tell the players it is there.
 */
export function deciding<T extends { readonly rolls: readonly number[] }>(group: readonly T[]): T[] {
  return group.map((r) => {
    let needed = 1;
    for (const other of group) {
      if (other === r) continue;
      let shared = 0;
      while (shared < r.rolls.length && shared < other.rolls.length && r.rolls[shared] === other.rolls[shared]) shared += 1;
      needed = Math.max(needed, shared + 1);
    }
    return needed >= r.rolls.length ? r : { ...r, rolls: r.rolls.slice(0, needed) };
  });
}
