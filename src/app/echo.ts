// With `announce=gm` the cards go to the GM alone, yet a player who acts, reacts or fires a readied action must hear
// what their own click did (docs/rules.md §15): the lines of the step about their own token are whispered to them.
import { announcementFit } from '../render/cards';
import { PUBLIC_CARD_BYTES } from '../render/fit';
import type { FightEvent } from '../rules/core/events';
import { announceTo } from './replies';
import { cardView, type Context, present, rulesOf } from './context';
import { isHidden, nameLookup } from './world-reads';
import type { Outcome } from './outcome';
import type { Outgoing, Sender } from './ports';

/** Whether an event is about the one combatant `id` (events about several, or none, are not the actor's own). */
function about(e: FightEvent, id: string): boolean {
  return e.type !== 'rejected' && (e as { id?: unknown }).id === id;
}

/**
 * The outcome of a player's own step, with its lines about their token whispered to them when the cards go to the GM
 * only. Nothing changes for the GM, under `announce=all`, for a token hidden from the players, or for a refusal.
 */
export function echoedToActor(ctx: Context, sender: Sender, id: string, outcome: Outcome): Outcome {
  if (sender.isGM || sender.isApi || announceTo(ctx.stored.config) !== 'gm') return outcome;
  const fight = outcome.stored?.fight ?? ctx.stored.fight;
  if (!fight || !outcome.events || isHidden(ctx.ports.world, id)) return outcome;
  const own = outcome.events.filter((e) => about(e, id));
  if (own.length === 0) return outcome;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const before = ctx.stored.fight ? present(ctx.stored.fight) : null;
  const card = announcementFit(rs.clock(state), own, nameLookup(state, before), { view: cardView(rs), budget: PUBLIC_CARD_BYTES });
  if (!card) return outcome;
  const echo: Outgoing = { to: { player: sender.playerId }, html: card.html, noarchive: true };
  return { ...outcome, messages: [...outcome.messages, echo] };
}
