// The GM's Adopt buttons of tracker edits put back (docs/rules.md §13, ruling 94): each sends the GM-only command that
// makes the edit (`set`, `remove`, `add`) with `--asked`, and the fight keeps the adoptions its cards offer
// (`Fight.adoptAsked`). A button works while its adoption is still offered: any step of the fight (a turn, an action,
// an undo or a redo) withdraws every offer (fight-with.ts), and an adoption made withdraws those of its token. The
// other tokens' offers of the same moment stay, so each Adopt button of a card (or of two cards in a row) works in
// turn; those made for another script's write found at a command, a deletion or a rename outlive that step
// (`keepOffers`). The same command typed without `--asked` is the GM's own and always acts.
import type { FlagValue } from '../commands/parse';
import type { Handler } from './context';
import type { Fight } from './model';
import type { Outcome } from './outcome';
import { fail } from './replies';

export type AdoptVerb = 'set' | 'remove' | 'add';

/** At most this many adoptions are offered at once: the newest are kept (another script's write may change them all). */
export const ADOPTIONS_OFFERED = 60;

/** What identifies an adoption: its verb, its token and its value (none for a removal, or a join at its roll). */
export function adoptionKey(verb: AdoptVerb, tokenId: string, count: number | null): string {
  return verb === 'remove' ? `remove ${tokenId}` : `${verb} ${tokenId}${count === null ? '' : ` ${count}`}`;
}

/** The token an adoption's key is about (its second word). */
function tokenOfKey(key: string): string {
  return key.split(' ')[1] ?? '';
}

/** The adoption a command's flags name, as its button made it. */
function keyOfFlags(verb: AdoptVerb, flags: Readonly<Record<string, FlagValue>>): string | null {
  const token = flags.token;
  if (typeof token !== 'string') return null;
  return adoptionKey(verb, token, typeof flags.count === 'number' ? flags.count : null);
}

/** The fight offering these adoptions too (the newest last, each once, at most ADOPTIONS_OFFERED). */
export function offering(fight: Fight, keys: readonly string[]): Fight {
  if (keys.length === 0) return fight;
  const had = fight.adoptAsked ?? [];
  const all = [...had.filter((k) => !keys.includes(k)), ...keys.filter((k, i) => keys.indexOf(k) === i)];
  return { ...fight, adoptAsked: all.slice(Math.max(0, all.length - ADOPTIONS_OFFERED)) };
}

/**
 * `handler` (set, remove or add) with its Adopt button's stamp checked: a command with `--asked` acts only while its
 * adoption is offered, and, once it acted, the other offers stay open.
 */
export function adoptable(verb: AdoptVerb, handler: Handler): Handler {
  return (ctx, cmd) => {
    const fight = ctx.stored.fight;
    if (cmd.parsed.flags.asked !== true || !fight) return handler(ctx, cmd);
    const key = keyOfFlags(verb, cmd.parsed.flags);
    const offered = fight.adoptAsked ?? [];
    if (key === null || !offered.includes(key)) {
      return fail(
        ctx,
        cmd.sender,
        'That Adopt button was for a tracker edit the fight has moved on from (a turn, an action, an undo since), or one adopted already: nothing was done. The tracker shows the fight as it is now; edit it again to be asked again, or type the command without --asked.',
      );
    }
    const outcome = handler(ctx, cmd);
    const after = outcome.stored?.fight;
    // refused, or nothing changed: the offer stands
    if (!outcome.stored || !after || after === fight) return outcome;
    // the token's other offers described it as it was before this one: they go too (a second card's value for it)
    const token = tokenOfKey(key);
    const rest = offered.filter((k) => tokenOfKey(k) !== token);
    const { adoptAsked: _withdrawn, ...without } = after;
    return { ...outcome, stored: { ...outcome.stored, fight: rest.length ? { ...without, adoptAsked: rest } : without } };
  };
}

/** The offers `after` makes that `before` did not: those a look at the tracker just made. */
export function newOffers(before: Fight | null | undefined, after: Fight | null | undefined): readonly string[] {
  const had = before?.adoptAsked ?? [];
  return (after?.adoptAsked ?? []).filter((k) => !had.includes(k));
}

/**
 * The outcome with these offers still made, when its step withdrew them. What another script wrote is found when a
 * command (or a press of the tracker) comes: its card and the command's are one look at the game for the GM, so the
 * offers it made outlive that command's own step (not a new fight's start, nor the end).
 */
export function keepOffers(outcome: Outcome | null, keys: readonly string[]): Outcome | null {
  const fight = outcome?.stored?.fight;
  if (!outcome || !outcome.stored || !fight || keys.length === 0) return outcome;
  return { ...outcome, stored: { ...outcome.stored, fight: offering(fight, keys) } };
}
