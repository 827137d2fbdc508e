// A command is always answered: one whose step changed nothing, or moved the clock onto a moment where nothing
// happens, would otherwise post no card at all, and the GM could not tell it from a command never received.
import { notice } from '../render/cards';
import { titleOf, toSender } from './replies';
import type { Stored } from './model';
import type { Outcome } from './outcome';
import type { Sender } from './ports';

/** The outcome as it is when it says something; else with one line whispered to its sender. */
export function answered(ctx: { readonly stored: Stored }, sender: Sender, outcome: Outcome, line: () => string): Outcome {
  if (outcome.messages.length > 0 || (outcome.menus?.length ?? 0) > 0) return outcome;
  return { ...outcome, messages: [toSender(sender, notice(titleOf(ctx), [line()]))] };
}
