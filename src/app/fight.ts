// A step of the fight and what it tells: its new state on the undo timeline, the card for everyone, the GM's card of
// what concerns hidden tokens, and the whispers that follow it (menus.ts).
import { laterRound } from '../render/clock';
import { type ConditionKey } from '../rules/core/conditions';
import type { FightEvent, Step } from '../rules/core/events';
import { record } from '../rules/core/history';
import { turnsStillDue } from '../rules/core/sequence';
import { fightWithTimeline } from './fight-with';
import { storedWithFight } from './stored-with';
import { effectsOf, endEffects, tickEffects, withEffects } from '../rules/core/effects';
import type { FightStateBase, RuleSet } from '../rules/core/rule-set';
import { announcementFit, moreOf, orderRow, toTheGM, type CardView } from '../render/cards';
import { tieLineHead } from '../render/event-rows';
import { PUBLIC_CARD_BYTES, restCards, type Row } from '../render/fit';
import { muted, text, type Html } from '../render/html';
import { lastTies, splitByAudience } from '../render/visibility';
import type { Fight } from './model';
import { refusedSpellNotes, startResolvedSpells, type SettledStep } from './durations';
import type { Outcome } from './outcome';
import type { Outgoing } from './ports';
import { cardView, present, ruleOptions, rulesOf, ruleSetTitle, type Context } from './context';
import { announceTo } from './replies';
import { imageOfToken, isHidden, nameLookup, playedByAPlayer, readOnce } from './world-reads';
import { menusFor, standOffers } from './menus';

/** Whether a card of these events says more than the count: an event other than the count's move or a refusal. */
function tellsSomething(events: readonly FightEvent[]): boolean {
  for (let i = 0; i < events.length; i += 1) {
    const type = (events[i] as FightEvent).type;
    if (type !== 'counter-advanced' && type !== 'rejected') return true;
  }
  return false;
}

/** How a card the GM reads says what it left out: the whisper that follows has it. */
const below = (group: string, hidden: number): Html => muted(text(`… and ${moreOf(group, hidden)}: in the whisper below.`));

/** No combatants in order, no events and no extra rows: a step's card (made once, never changed). */
const NO_EVENTS: readonly FightEvent[] = [];
const NO_COMBATANTS: readonly FightStateBase['combatants'][number][] = [];
const NO_ROWS: readonly Row[] = [];

/**
 * The card for everyone, and one for the GM alone with what concerns tokens hidden from the players. Each is cut to
 * PUBLIC_CARD_BYTES, however many combatants the fight has (the chat archive keeps them); what was cut goes to the GM
 * in one more whisper, kept out of the archive.
 */
export function announcements(
  ctx: Context,
  rs: RuleSet<FightStateBase>,
  counter: number,
  events: readonly FightEvent[],
  nameOf: (id: string) => string,
  order?: FightStateBase,
  moved?: (id: string) => boolean,
): Outgoing[] {
  const world = ctx.ports.world;
  const hidden = (id: string): boolean => isHidden(world, id);
  const audience = announceTo(ctx.stored.config);
  const all = lastTies(events);
  // speech is the players' own words: posted for everyone even when the cards go to the GM only (docs/rules.md §15)
  const spoken = audience === 'gm' ? all.filter((e) => e.type === 'speech' && !hidden(e.id)) : NO_EVENTS;
  const told = spoken.length === 0 ? all : all.filter((e) => !spoken.includes(e));
  const split = audience === 'gm' ? { everyone: told, gmOnly: [] } : splitByAudience(told, hidden, moved);
  const view = cardView(rs);
  const first = (id: string): boolean => playedByAPlayer(world, id);
  const out: Outgoing[] = [];
  // the order is shown by a few commands alone (a step's card has none): nothing is made for it then
  const shown = order ? rs.order(order).filter((c) => audience === 'gm' || !hidden(c.id)) : NO_COMBATANTS;
  // a public card that would only name the count says nothing but that something hidden happened there
  const telling = tellsSomething(split.everyone) || shown.length > 1;
  const extra = shown.length > 1 ? [orderRow(shown.map((c) => orderEntry(rs, order as FightStateBase, c)))] : NO_ROWS;
  const budget = PUBLIC_CARD_BYTES;
  // the due token's image on the card, for a token the players may see (never one on the GM layer, docs/rules.md §15)
  const imageOf = (id: string): string | undefined => (hidden(id) ? undefined : imageOfToken(world, id));
  const pub = telling ? announcementFit(counter, split.everyone, nameOf, { extra, view, budget, first, imageOf, more: audience === 'gm' ? below : toTheGM }) : null;
  if (pub) out.push({ to: audience, html: pub.html });
  const said = spoken.length === 0 ? null : announcementFit(counter, spoken, nameOf, { view, budget, first });
  if (said) out.push({ to: 'all', html: said.html });
  // most steps concern no hidden token: the GM's own card has nothing to say
  const secret = split.gmOnly.length === 0 ? null : announcementFit(counter, split.gmOnly, nameOf, { view, budget, more: below });
  if (secret) out.push({ to: 'gm', html: secret.html });
  // most cards keep every line: nothing for the GM to read beside them
  if ((pub === null || pub.rest.length === 0) && (secret === null || secret.rest.length === 0) && (said === null || said.rest.length === 0)) return out;
  // a tie naming a hidden token is on both cards, the players' copy without it: the GM's rest keeps the whole one
  const rest = [...withoutTiesOf(pub?.rest ?? NO_HTML, secret === null ? NO_EVENTS : split.gmOnly, view), ...(said?.rest ?? []), ...(secret?.rest ?? [])];
  for (const html of restCards(text(`${view.title} ${view.clock.at(counter)}: the rest`), rest)) out.push({ to: 'gm', html, noarchive: true });
  return out;
}

const NO_HTML: readonly Html[] = [];

/** The lines of a card's rest but the players' copies of the ties the GM's own card has whole. */
function withoutTiesOf(rest: readonly Html[], gmEvents: readonly FightEvent[], view: CardView): readonly Html[] {
  if (rest.length === 0 || gmEvents.length === 0) return rest;
  const heads: Html[] = [];
  for (const e of gmEvents) if (e.type === 'tie-broken') heads.push(tieLineHead(e, view.clock));
  return heads.length === 0 ? rest : rest.filter((line) => !heads.some((head) => line.startsWith(head)));
}

/** A combatant in the order row: its value, and the round it falls in when that is a later one (docs/rules.md §9.2). */
function orderEntry(rs: RuleSet<FightStateBase>, state: FightStateBase, c: { readonly id: string; readonly name: string }): { name: string; nextAt: number; later?: string } {
  const ahead = rs.ahead?.(state, c.id) ?? null;
  if (ahead === null) return { name: c.name, nextAt: rs.valueOf(state, c.id) ?? 0 };
  return { name: c.name, nextAt: ahead.value, later: laterRound(ahead, rs.round(state)).replace(/^of (the )?/, '') };
}

/**
 * Timed effects after a step (docs/rules.md §12): action-turns count down, effects that ran out end, and a condition
 * an effect held ends with it unless something else still holds it. Those that end on the clock or at a round's start
 * were ended by the rule set as its clock arrived there (core/effects.ts `expireOnArrival`); this catches the rest.
 */
export function settleEffects(rs: RuleSet<FightStateBase>, step: Step<FightStateBase>): SettledStep {
  // a spell's effect that starts in this step is not ticked by it: the casting is not one of its actions
  return startResolvedSpells(rs, tickStep(rs, step));
}

function tickStep(rs: RuleSet<FightStateBase>, step: Step<FightStateBase>): Step<FightStateBase> {
  const effects = effectsOf(step.state);
  if (effects.length === 0) return step;
  const clock = rs.clock(step.state);
  const ticked = tickEffects(effects, step.events, clock, rs.round(step.state));
  if (ticked.effects === effects) return step;
  const events: FightEvent[] = [...step.events];
  const lift = (s: FightStateBase, id: string, remove: readonly ConditionKey[]): Step<FightStateBase> => rs.changeConditions(s, id, [], remove);
  return { state: endEffects(withEffects(step.state, ticked.effects), ticked.ended, clock, lift, events, true), events };
}

/** Records a step of the fight: its new state goes on the undo timeline, its events into one card, menus follow. */
export function stepOutcome(ctx: Context, fight: Fight, taken: Step<FightStateBase>, extra: readonly Outgoing[] = []): Outcome {
  const rs = rulesOf(fight.rules);
  const before = present(fight);
  const step: SettledStep = taken.state === before ? taken : settleEffects(rs, taken);
  // the card, the GM's card and the menu name the same few tokens: each is read once (Roll20's world reads so already:
  // the context is then used as it is, not copied)
  const world = readOnce(ctx.ports.world);
  const reading: Context = world === ctx.ports.world ? ctx : { stored: ctx.stored, ports: { ...ctx.ports, world } };
  const fightAfter: Fight = step.state === before ? fight : fightWithTimeline(fight, record(fight.timeline, step.state));
  // a turn that a later part of the step took away (its combatant left, or was moved on) is not announced
  const events = joined(turnsStillDue(step.events, rs.current(step.state)?.id), rs.windowChanges(before, step.state, ruleOptions(ctx.stored.config)));
  // a combatant moved in this step: new to the fight, or at another place (count, second, initiative) than before
  const moved = (id: string): boolean => {
    const was = rs.valueOf(before, id);
    return was === null || was === undefined || was !== rs.valueOf(step.state, id);
  };
  const messages = announcements(reading, rs, rs.clock(step.state), events, nameLookup(step.state, before), undefined, moved);
  for (let i = 0; i < extra.length; i += 1) messages.push(extra[i] as Outgoing);
  // a spell's effect not started over the GM’s (docs/rules.md ruling 91): the GM is told
  if (step.refused) messages.push(...refusedSpellNotes(step, nameLookup(step.state, before), ruleSetTitle(rs.id)));
  const stored = storedWithFight(ctx.stored, fightAfter);
  const menus = menusFor({ stored, ports: reading.ports }, fightAfter, events);
  const offers = standOffers(reading, rs, events, step.state, before);
  return { stored, messages, menus: offers.length === 0 ? menus : [...menus, ...offers], events };
}

/** A new list of `a`'s items then `b`'s (by an indexed copy: a spread of two lists is a slow generic copy). */
function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i += 1) out.push(b[i] as T);
  return out;
}
