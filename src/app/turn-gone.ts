// A turn-ending command (`next`, `done`) after the look that takes out combatants whose tokens or characters went
// without an event (housekeeping.ts `departGone`): when the combatant due as it was sent is gone, its turn ended as it
// left, and the command ends no second one (a next ends one turn at most; the tracker's button stops there too,
// tracker.ts `pressedGone`). A player is answered as the fight stood when they sent it: a hidden due token that left
// must not make their `done` answer differently (README "Integrity").
import { rulesOf, present, type Context } from './context';
import type { Stored } from './model';
import type { FightStateBase } from '../rules/core/rule-set';
import type { Outcome } from './outcome';
import type { Sender } from './ports';
import { notYourTurn } from './commands/turn';

/** What the GM is told of tokens deleted without an event reaching the script. */
export function departed(names: string[]): string {
  return `Deleted, so they left the fight: ${names.join(', ')}.`;
}

/** The fight as a turn-ending command found it, before the look. */
export interface BeforeLook {
  /** The combatant due then, or null. */
  readonly due: string | null;
  /** The fight's state then (null: no fight, or not a turn-ending command). */
  readonly state: FightStateBase | null;
  /** A player's `done`: its answer then (null: they could end that turn). */
  readonly refused: Outcome | null;
}

/** The verbs that end the turn of whoever is due. */
function endsTurn(verb: string): boolean {
  return verb === 'next' || verb === 'done';
}

/** Read before the look: who is due, and what a player's `done` would have been told. */
export function beforeLook(ctx: Context, sender: Sender, verb: string): BeforeLook {
  const fight = ctx.stored.fight;
  if (!fight || !endsTurn(verb)) return { due: null, state: null, refused: null };
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  const current = rs.current(s);
  const refused = current !== undefined && !sender.isGM && verb === 'done' ? notYourTurn(ctx, sender, rs, s, current) : null;
  return { due: current?.id ?? null, state: s, refused };
}

/**
 * After the look: null to go on with the command; else what to send instead (nothing, for the GM: the look's notice
 * and the new turn's card say it). A player's `next` goes on to its usual refusal (the GM's alone).
 */
export function afterLook(before: BeforeLook, stored: Stored, sender: Sender, verb: string): { readonly answer: Outcome | null } | null {
  if (before.due === null || !stored.fight || !endsTurn(verb)) return null;
  // most looks take nobody out: the state is the one read before, and the due combatant is still in it
  const now = present(stored.fight);
  if (now === before.state || now.combatants.some((c) => c.id === before.due)) return null;
  if (!sender.isGM && verb !== 'done') return null;
  return { answer: before.refused };
}
