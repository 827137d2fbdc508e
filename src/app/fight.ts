// What every use case shares: the context it runs in, the fight's rule set, who may read what, refusals, and the
// outcome of a step of the fight (its card for everyone, the GM's secret card, the due combatant's menu).
import type { ParsedCommand } from '../commands/parse';
import { usage } from '../commands/parse';
import { blocksActing, type ConditionKey } from '../rules/core/conditions';
import type { Allowance, FightEvent, Rejection, Step } from '../rules/core/events';
import { record } from '../rules/core/history';
import { turnsStillDue } from '../rules/core/sequence';
import { fightWithTimeline } from './fight-with';
import { storedWithFight } from './stored-with';
import { findById } from '../rules/core/lookup';
import { effectsOf, endEffects, tickEffects, withEffects } from '../rules/core/effects';
import type { ActionSpec, FightStateBase, RuleOptions, RuleSet, RuleSetId } from '../rules/core/rule-set';
import { ruleSetOf } from '../rules/registry';
import { actionRow, isActionKey } from '../rules/rondel/actions';
import { clockFormat } from '../render/clock';
import { announcementFit, errorCard, GROUP_NOUN, noticeCard, orderRow, toTheGM, type CardView } from '../render/cards';
import { actionMenu, type MenuReaction } from '../render/menu';
import { PUBLIC_CARD_BYTES, restCards, type Row } from '../render/fit';
import { button, join, muted, text, type Html } from '../render/html';
import { refusalText, type VisibleName } from '../render/refusals';
import { lastTies, splitByAudience } from '../render/visibility';
import type { Config, Fight, Stored } from './model';
import { menuSheetOf, type MenuSheet, type SheetValues } from './sheet';
import { refusedSpellNotes, startResolvedSpells, type SettledStep } from './durations';
import type { Outcome } from './outcome';
import type { BodyReading, Outgoing, Ports, Sender, TokenInfo, World } from './ports';
import type { RollSheet } from './roll-sheet';

/** Everything a use case reads: the stored data and the ports. */
export interface Context {
  readonly stored: Stored;
  readonly ports: Ports;
}

/** A command as the dispatcher hands it over: parsed, permitted, with its selection resolved. */
export interface Command {
  readonly parsed: ParsedCommand;
  readonly sender: Sender;
  /** The selected tokens (no cards, no duplicates, none that no longer exist). */
  readonly selected: readonly TokenInfo[];
}

export type Handler = (ctx: Context, cmd: Command) => Outcome;

export function present(fight: Fight): FightStateBase {
  return fight.timeline.present;
}

/** The fight's rule set. Stored data is checked on load, so a fight always names a known one. */
export function rulesOf(id: RuleSetId): RuleSet<FightStateBase> {
  const rs = ruleSetOf(id);
  if (!rs) throw new Error(`no rule set ${id}`);
  return rs;
}

export function ruleOptions(config: Config): RuleOptions {
  // a configuration never changes once made: its options are made once, for the last one asked (several times a command)
  if (lastOptions === null || config !== lastOptions.config) {
    lastOptions = { config, options: { pattern: config.pattern, passedOver: config.passedOver, rerollEachRound: config.rerollEachRound } };
  }
  return lastOptions.options;
}

let lastOptions: { readonly config: Config; readonly options: RuleOptions } | null = null;

/** Each rule set's view, made once: a rule set is a constant, and its view reads nothing else. */
const views = new WeakMap<RuleSet<FightStateBase>, CardView>();

/** How a card reads the rule set's clock and actions. */
export function cardView(rs: RuleSet<FightStateBase>): CardView {
  let view = views.get(rs);
  if (!view) {
    view = makeView(rs);
    views.set(rs, view);
  }
  return view;
}

function makeView(rs: RuleSet<FightStateBase>): CardView {
  const labels = new Map(rs.actions.map((a) => [a.key, a.label]));
  return {
    title: ruleSetTitle(rs.id),
    clock: clockFormat(rs.id),
    actionLabel: (key) => labels.get(key) ?? (isActionKey(key) ? actionRow(key).label : key === 'pass' ? 'no action' : key),
  };
}

/**
 * The world as one step's cards read it: a token's layer, controllers and data are read once however many lines name
 * it (the card, the GM's card, the menu). Only for the time a step's outcome is made: nothing writes to the world then.
 */
export function readOnce(world: World): World {
  return world.readsOnce === true ? world : new ReadOnce(world);
}

class ReadOnce implements World {
  private readonly tokens = new Map<string, TokenInfo | undefined>();
  private readonly layers = new Map<string, string | undefined>();
  private readonly owners = new Map<string, readonly string[] | undefined>();
  private readonly gms = new Map<string, boolean>();
  private readonly images = new Map<string, string | undefined>();
  readonly controllers?: (id: string) => readonly string[] | undefined;
  readonly image?: (id: string) => string | undefined;

  constructor(private readonly world: World) {
    if (world.controllers) this.controllers = (id) => once(this.owners, id, () => world.controllers?.(id));
    if (world.image) this.image = (id) => once(this.images, id, () => world.image?.(id));
  }

  token(id: string): TokenInfo | undefined {
    return once(this.tokens, id, () => this.world.token(id));
  }
  layer(id: string): string | undefined {
    return once(this.layers, id, () => this.world.layer(id));
  }
  isGM(playerId: string): boolean {
    return once(this.gms, playerId, () => this.world.isGM(playerId));
  }
  exists(id: string): boolean {
    return this.world.exists(id);
  }
  sheet(tokenId: string): SheetValues {
    return this.world.sheet(tokenId);
  }
  menuSheet(tokenId: string): MenuSheet {
    return this.world.menuSheet ? this.world.menuSheet(tokenId) : menuSheetOf(this.world.sheet(tokenId));
  }
  firstGM(): string | undefined {
    return this.world.firstGM();
  }
  characterName(characterId: string): string | undefined {
    return this.world.characterName(characterId);
  }
  tokensNamed(name: string, pageId: string): readonly TokenInfo[] {
    return this.world.tokensNamed(name, pageId);
  }
  playerPage(): string {
    return this.world.playerPage();
  }
  customMarkers(): readonly { readonly name: string; readonly tag: string }[] {
    return this.world.customMarkers();
  }
  rollSheet(characterId: string | null): RollSheet {
    return this.world.rollSheet(characterId);
  }
  character(characterId: string): { readonly name: string; readonly controllers: readonly string[] } | undefined {
    return this.world.character(characterId);
  }
  body(tokenId: string): BodyReading | undefined {
    return this.world.body(tokenId);
  }
}

/** The value read for a key, read on the first asking. */
function once<T>(seen: Map<string, T>, key: string, read: () => T): T {
  if (seen.has(key)) return seen.get(key) as T;
  const value = read();
  seen.set(key, value);
  return value;
}

/**
 * A token the players cannot see: on the GM layer, or gone (a deleted token's layer can no longer be read, so what
 * concerns it is for the GM alone).
 */
export function isHidden(world: World, id: string): boolean {
  const layer = world.layer(id);
  return layer === undefined || layer === 'gmlayer';
}

export function nameLookup(...states: (FightStateBase | null | undefined)[]): (id: string) => string {
  let asked = 0;
  return (id) => {
    asked += 1;
    // indexed: asked for every name of every card, in code the engine seldom optimises (render/cards.ts bodyRows); the
    // first few names of a step (most steps name a few) by a plain pass, the many of a movement window by the index
    const direct = asked <= DIRECT_NAMES;
    for (let i = 0; i < states.length; i += 1) {
      const s = states[i];
      const c = s ? (direct ? firstById(s.combatants, id) : findById(s.combatants, id)) : undefined;
      if (c) return c.name;
    }
    return 'Someone';
  };
}

/** How many names a lookup finds by a plain pass before it asks the index (lookup.ts). */
const DIRECT_NAMES = 12;

/** The first combatant of the list with this id (what lookup.ts `findById` answers), by an indexed pass. */
function firstById<C extends { readonly id: string }>(list: readonly C[], id: string): C | undefined {
  for (let i = 0; i < list.length; i += 1) if ((list[i] as C).id === id) return list[i];
  return undefined;
}

/** Names as this sender may read them: a player never learns the name of a combatant hidden from the players. */
export function namesFor(world: World, sender: Sender, ...states: (FightStateBase | null | undefined)[]): VisibleName {
  const name = nameLookup(...states);
  return (id) => (sender.isGM || !isHidden(world, id) ? name(id) : null);
}

export function toSender(sender: Sender, html: Html, noarchive = true): Outgoing {
  return { to: sender.isApi ? 'gm' : { player: sender.playerId }, html, noarchive };
}

/** A card's title for a rule set: 'Rondel' for the rondel, the rule set's name otherwise (as the step's cards say). */
export function ruleSetTitle(id: RuleSetId): string {
  return id === 'rondel' ? 'Rondel' : rulesOf(id).name;
}

/** The title of a refusal or a notice: the rule set in play, the fight's, or without a fight the game's default. */
export function titleOf(ctx: { readonly stored: Stored } | null): string {
  return ctx ? ruleSetTitle(ctx.stored.fight?.rules ?? ctx.stored.config.rules) : 'Rondel';
}

/** A refusal whispered to its sender, titled with the rule set in play. */
export function fail(ctx: { readonly stored: Stored } | null, sender: Sender, message: string, cmd?: ParsedCommand): Outcome {
  return { messages: [toSender(sender, errorCard(titleOf(ctx), [message], cmd ? usage(cmd.word, cmd.verb) : undefined))] };
}

export function refusal(ctx: Context, sender: Sender, r: Rejection, cmd?: ParsedCommand): Outcome {
  const fight = ctx.stored.fight;
  return fail(ctx, sender, refusalText(r, namesFor(ctx.ports.world, sender, fight ? present(fight) : null), clockFormat(fight?.rules ?? 'rondel')), cmd);
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

/** A token's image, reading no more of it than that where the world can. */
function imageOfToken(world: World, id: string): string | undefined {
  return world.image ? world.image(id) : world.token(id)?.image;
}

/** The players who control a token (undefined when it is gone), reading no more of it than that where the world can. */
function controllersOf(world: World, id: string): readonly string[] | undefined {
  return world.controllers ? world.controllers(id) : world.token(id)?.controllers;
}

/** A combatant a player plays: its lines are the last a card cuts. */
export function playedByAPlayer(world: World, id: string): boolean {
  const ids = controllersOf(world, id);
  // indexed: asked of every combatant of a movement window
  if (ids === undefined) return false;
  for (let i = 0; i < ids.length; i += 1) {
    const p = ids[i] as string;
    if (p === 'all' || !world.isGM(p)) return true;
  }
  return false;
}

/** Whether a card of these events says more than the count: an event other than the count's move or a refusal. */
function tellsSomething(events: readonly FightEvent[]): boolean {
  for (let i = 0; i < events.length; i += 1) {
    const type = (events[i] as FightEvent).type;
    if (type !== 'counter-advanced' && type !== 'rejected') return true;
  }
  return false;
}

/** How a card the GM reads says what it left out: the whisper that follows has it. */
const below = (group: string, hidden: number): Html => muted(text(`… and ${hidden} more ${GROUP_NOUN[group] ?? 'lines'}: in the whisper below.`));

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
  const extra = shown.length > 1 ? [orderRow(shown.map((c) => ({ name: c.name, nextAt: rs.valueOf(order as FightStateBase, c.id) ?? 0 })))] : NO_ROWS;
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
  const rest = [...(pub?.rest ?? []), ...(said?.rest ?? []), ...(secret?.rest ?? [])];
  for (const html of restCards(text(`${view.title} ${view.clock.at(counter)}: the rest`), rest)) out.push({ to: 'gm', html, noarchive: true });
  return out;
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

/**
 * At a movement window or moment, the players of a prone combatant that may get up there are whispered a Stand up
 * button: the window's card is everyone's, the button is theirs (docs/rules.md §14 ruling 90); so are those knocked
 * prone while one is open, or in their own turn in 10-second rounds (whose menu has the button otherwise). A combatant
 * whose menu comes with the step has it there; one hidden from the players is the GM's, who types it.
 */
function standOffers(ctx: Context, rs: RuleSet<FightStateBase>, events: readonly FightEvent[], after: FightStateBase, before: FightStateBase): readonly Outgoing[] {
  let out: Outgoing[] | null = null;
  let nameOf: ((id: string) => string) | null = null;
  const offer = (id: string): void => {
    // one whose menu comes with this step has the button there; one already offered it in this step is not again
    if (events.some((x) => x.type === 'turn-due' && x.id === id && !x.blockedBy) || out?.some((o) => o.html.includes(`stand --token ${id}"`))) return;
    const world = ctx.ports.world;
    if (isHidden(world, id)) return;
    const controllers = controllersOf(world, id) ?? [];
    const when = rs.id === 'rounds' ? 'on its turn, for half its movement' : rs.id === 'seconds' ? 'at this movement moment, with no hexes there' : 'at this movement window, with no hexes there';
    const html = noticeCard(titleOf(ctx), [join([text(`${(nameOf ??= nameLookup(after, before))(id)} is prone: it may stand up ${when}. `, 200), button(text('Stand up'), `!rondel stand --token ${id}`)])]);
    if (controllers.includes('all')) (out ??= []).push({ to: 'all', html, noarchive: true });
    else for (const p of controllers) if (!world.isGM(p)) (out ??= []).push({ to: { player: p }, html, noarchive: true });
  };
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    // a window that opens, or a combatant knocked prone while one is open (or in its own turn, 10-second rounds)
    if (e.type === 'allowance-changed' && e.allowance.kind === 'crawl') offer(e.id);
    if (e.type !== 'movement-window') continue;
    for (let k = 0; k < e.combatants.length; k += 1) {
      const c = e.combatants[k] as (typeof e.combatants)[number];
      // most combatants are not prone: nothing else is looked at
      if (c.allowance.kind === 'crawl') offer(c.id);
    }
  }
  return out ?? NO_OUTGOING;
}

/** No messages (made once, never changed). */
const NO_OUTGOING: readonly Outgoing[] = [];

/** A new list of `a`'s items then `b`'s (by an indexed copy: a spread of two lists is a slow generic copy). */
function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i += 1) out.push(b[i] as T);
  return out;
}

/** A menu's React button (made once). */
const REACT_BUTTON: MenuReaction = { kind: 'button' };

/**
 * The reaction part of a combatant's menu, as the rule set answers whether it may react (ruling 35: a stand in defense
 * forbids reactions the round after too, when no marker shows it any more).
 */
function reactionOf(rs: RuleSet<FightStateBase>, state: FightStateBase, id: string): MenuReaction {
  const r = rs.reactionRefused(state, id);
  if (r === null) return REACT_BUTTON;
  switch (r.code) {
    case 'flex-active':
      return { kind: 'flex', until: r.until };
    case 'reacted-this-round':
      return { kind: 'none', why: 'already reacted this round' };
    case 'in-defense':
      return { kind: 'none', why: rs.marks(state, id).some((m) => m.kind === 'defense') ? 'standing in defense' : 'stood in defense last round' };
    case 'cannot-react':
      return { kind: 'none', why: r.condition };
    default:
      return REACT_BUTTON;
  }
}

/** What a menu says of the turn's movement where it comes with the turn (10-second rounds, docs/rules.md §9.3). */
function moveWords(a: Allowance | null): string {
  if (a === null) return '';
  switch (a.kind) {
    case 'move':
      return a.hexes === 0 ? ' No move.' : ` Move up to ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}.`;
    case 'crawl':
      return ` Prone: crawl up to ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}, or stand up for half your movement.`;
    case 'held':
      return ` No move: ${a.reason}.`;
  }
}

/** Each rule set's actions as a menu lists them, after a hold and otherwise: made once (a menu's buttons are made once for them). */
const menuLists = new WeakMap<RuleSet<FightStateBase>, { readonly any: readonly ActionSpec[]; readonly afterHold: readonly ActionSpec[] }>();

/** The actions a menu offers: all of the rule set's, but no Hold right after one (docs/rules.md §4). */
export function menuActions(rs: RuleSet<FightStateBase>, heldLast: boolean): readonly ActionSpec[] {
  let lists = menuLists.get(rs);
  if (!lists) {
    lists = { any: rs.actions, afterHold: rs.actions.filter((a) => a.key !== 'hold') };
    menuLists.set(rs, lists);
  }
  return heldLast ? lists.afterHold : lists.any;
}

/** Whether a step brings a turn (a `turn-due` event). */
function hasTurn(events: readonly FightEvent[]): boolean {
  for (let i = 0; i < events.length; i += 1) if ((events[i] as FightEvent).type === 'turn-due') return true;
  return false;
}

/** The menu of the combatant a `turn-due` event names, for whoever plays it; none for one that cannot act. */
export function menusFor(ctx: Context, fight: Fight, events: readonly FightEvent[]): Outgoing[] {
  const out: Outgoing[] = [];
  // most steps but a turn's end bring no turn: nothing to look up
  if (!hasTurn(events)) return out;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const due = rs.current(state);
  const world = ctx.ports.world;
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type !== 'turn-due' || e.blockedBy || !due || due.id !== e.id || blocksActing(due.conditions)) continue;
    const sheet = world.menuSheet ? world.menuSheet(e.id) : menuSheetOf(world.sheet(e.id));
    // a combatant hidden from the players is played by the GM, whoever controls its token
    const controllers = isHidden(world, e.id) ? [] : (controllersOf(world, e.id) ?? []);
    const heldLast = (due as { lastAction?: unknown }).lastAction === 'hold';
    const actions = menuActions(rs, heldLast);
    // prone where it may stand now (a window, a moment, its turn in 10-second rounds): a Stand up button
    const allowance = rs.allowance(state, e.id, ruleOptions(ctx.stored.config));
    const html = actionMenu({
      word: 'rondel',
      tokenId: e.id,
      name: due.name,
      at: clockFormat(rs.id).at(rs.clock(state)),
      turn: rs.clock(state),
      actions,
      defaults: { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition ?? undefined, ...(sheet.spell ? { spell: sheet.spell } : {}) },
      changeFree: heldLast,
      reaction: reactionOf(rs, state, e.id),
      stand: allowance?.kind === 'crawl',
      note: rs.id === 'rounds' ? `${rs.name}: one action on your turn.${moveWords(allowance)}` : rs.id !== 'rondel' ? `${rs.name}: one action on your turn.` : heldLast ? 'You held last time: no Hold now, and no Change cost.' : 'Change adds d4 when you switch intent or weapon.',
      image: imageOfToken(world, e.id),
      whispered: !controllers.includes('all'),
    });
    const players: string[] = [];
    for (let k = 0; k < controllers.length; k += 1) {
      const p = controllers[k] as string;
      if (p !== 'all' && !world.isGM(p)) players.push(p);
    }
    if (controllers.includes('all')) out.push({ to: 'all', html, noarchive: true });
    else if (players.length === 0) out.push({ to: 'gm', html, noarchive: true });
    else for (const p of players) out.push({ to: { player: p }, html, noarchive: true });
  }
  return out;
}

/**
 * Whether the sender may act for a token: the GM always; a player when it controls it (or everyone does), and the
 * token is not on the GM layer (a hidden token is the GM's to play, even one a player controls).
 */
export function controls(world: World, sender: Sender, id: string): boolean {
  if (sender.isGM) return true;
  const layer = world.layer(id);
  if (layer === undefined || layer === 'gmlayer') return false;
  const ids = (world.controllers ? world.controllers(id) : world.token(id)?.controllers) ?? [];
  return ids.includes('all') || ids.includes(sender.playerId);
}
