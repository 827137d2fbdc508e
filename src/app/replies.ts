// How a use case answers: a whisper to its sender, a refusal titled with the rule set in play, and who hears the
// fight's cards.
import type { ParsedCommand } from '../commands/parse';
import { BUTTON_WORD, usage } from '../commands/parse';
import type { Rejection, Step } from '../rules/core/events';
import { clockFormat } from '../render/clock';
import { errorCard, notice } from '../render/cards';
import type { Html } from '../render/html';
import { refusalText } from '../render/refusals';
import type { Config, Stored } from './model';
import type { Outcome } from './outcome';
import type { Outgoing, Sender } from './ports';
import { present, ruleSetTitle, type Context } from './context';
import { namesFor } from './world-reads';

export function toSender(sender: Sender, html: Html, noarchive = true): Outgoing {
  return { to: sender.isApi ? 'gm' : { player: sender.playerId }, html, noarchive };
}

/** The title of a refusal or a notice: the rule set in play, the fight's, or without a fight the game's default. */
export function titleOf(ctx: { readonly stored: Stored } | null): string {
  return ctx ? ruleSetTitle(ctx.stored.fight?.rules ?? ctx.stored.config.rules) : 'Rondel';
}

/** A refusal whispered to its sender, titled with the rule set in play. */
export function fail(ctx: { readonly stored: Stored } | null, sender: Sender, message: string, cmd?: ParsedCommand): Outcome {
  return { messages: [toSender(sender, errorCard(titleOf(ctx), [message], cmd ? usage(BUTTON_WORD, cmd.verb) : undefined))] };
}

/** `hint`: a sentence after the refusal's own, on what to do instead. */
export function refusal(ctx: Context, sender: Sender, r: Rejection, cmd?: ParsedCommand, hint?: string): Outcome {
  const fight = ctx.stored.fight;
  const text = refusalText(r, namesFor(ctx.ports.world, sender, fight ? present(fight) : null), clockFormat(fight?.rules ?? 'rondel'));
  return fail(ctx, sender, hint === undefined ? text : `${text} ${hint}`, cmd);
}

export function rejectionOf(step: Step<unknown>): Rejection | null {
  const r = step.events.find((e) => e.type === 'rejected');
  return r && r.type === 'rejected' ? r : null;
}

export function noFight(ctx: { readonly stored: Stored } | null, sender: Sender): Outcome {
  return fail(ctx, sender, sender.isGM ? 'No fight is running. Select the tokens in the fight and run !rondel start.' : 'No fight is running.');
}

export function announceTo(config: Config): 'all' | 'gm' {
  return config.announce === 'gm' ? 'gm' : 'all';
}

/** The outcome with lines for the GM alone after its messages (kept out of the archive): what the GM should know of it. */
export function withGmNote(ctx: { readonly stored: Stored }, outcome: Outcome, lines: readonly string[]): Outcome {
  if (lines.length === 0) return outcome;
  return { ...outcome, messages: [...outcome.messages, { to: 'gm', html: notice(`${titleOf(ctx)}: for the GM`, lines), noarchive: true }] };
}
