// The Roll20 adapter: chat commands and tracker edits in, one state write, one tracker write, marker writes and
// chat cards out. Everything is computed first and written last, so a bug leaves the stored state as it was.
import { parseCommandLine, expandInlineRolls, COMMAND_WORDS, usage, parseInteger, type ParsedCommand } from '../commands/parse';
import { VERBS } from '../commands/verbs';
import { isActionKey, type ActionInput } from '../rules/actions';
import type { Combatant, CombatEvent, CombatState, RulesConfig, Step } from '../rules/combat';
import { CONDITION_KEYS, parseCondition, type ConditionKey } from '../rules/conditions';
import type { Dice } from '../rules/dice';
import {
  advance,
  advanceOne,
  allowanceFor,
  changeConditions,
  declareAction,
  flexUntil,
  joinCombat,
  leaveCombat,
  react,
  setNextCount,
  setPerception,
  setTier,
  sequence,
  startCombat,
  type NewCombatant,
} from '../rules/engine';
import { mapTimeline, record, redo, timeline, undo } from '../rules/history';
import { isWindow, DEFAULT_PATTERN, validatePattern } from '../rules/movement';
import { parseTier, TIER_KEYS, tierInfo, type TierKey } from '../rules/numbers';
import { currentCombatant, findCombatant, rondelOrder } from '../rules/order';
import {
  actionMenu,
  announcementCard,
  errorCard,
  helpCard,
  notice,
  orderLine,
  noticeCard,
  verbHelpCard,
} from '../render/cards';
import { splitByAudience } from '../render/visibility';
import { button, COLOURS, join, muted, raw, strong, text, type Html } from '../render/html';
import { applyMarkers, badge } from './markers';
import { NO_SHEET, readSheet, type SheetValues } from './sheet';
import { configFromUserOptions, DEFAULT_CONFIG, freshStore, load, persist, STATE_KEY, type Config, type Fight, type Stored } from './store';

/** Roll20 keeps the one-click install options under `globalconfig`, keyed by the script's name. */
function userOptions(): unknown {
  if (typeof globalconfig === 'undefined' || !globalconfig) return undefined;
  return globalconfig.enchantedrealmscombat ?? globalconfig['enchanted realms combat'] ?? globalconfig['Enchanted Realms Combat'];
}
import { parseTurnOrder, project, readEdits, withoutOurs, type Entry } from './turn-order';

export const SCRIPT_NAME = 'Enchanted Realms Combat';
export const LOG_PREFIX = 'EnchantedRealmsCombat:';
export const HELP_HANDOUT = 'Help: Enchanted Realms Combat';
const SPEAKER = 'Rondel';

export interface Sender {
  readonly playerId: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly isApi: boolean;
}

type Audience = 'all' | 'gm' | { readonly player: string };

interface Outgoing {
  readonly to: Audience;
  readonly html: Html;
  readonly noarchive?: boolean;
}

/** What a command decided: the new stored data (when it changed) and what to say. */
interface Outcome {
  readonly stored?: Stored;
  readonly messages: Outgoing[];
  readonly openTracker?: string;
  /** Events whose due turns get an action menu. */
  readonly events?: readonly CombatEvent[];
}

export interface RondelSnapshot {
  readonly count: number;
  readonly pageId: string;
  readonly order: readonly { readonly id: string; readonly name: string; readonly nextAt: number; readonly tier: TierKey }[];
  readonly due: string | null;
}

export type Observer = (snapshot: RondelSnapshot | null) => void;

const liveDice: Dice = { roll: (sides) => randomInteger(sides) };

function present(fight: Fight): CombatState {
  return fight.timeline.present;
}

function rulesOf(config: Config): RulesConfig {
  return { pattern: config.pattern, passedOver: config.passedOver };
}

function playerName(id: string): string {
  const p = getObj('player', id);
  const name = p ? p.get('_displayname') : undefined;
  return typeof name === 'string' && name !== '' ? name : 'Someone';
}

/**
 * How to address a player in `/w`. A name is quoted; a name that itself holds a double quote cannot be, so it is
 * addressed by its first word when no other player's name starts with that word, and otherwise goes to the GM:
 * a private message must never reach the wrong player.
 */
export function whisperTarget(playerId: string): string {
  const name = playerName(playerId);
  if (!name.includes('"')) return `"${name}"`;
  const first = (name.trim().split(/\s+/)[0] ?? '').toLowerCase();
  if (first === '' || first.includes('"')) return 'gm';
  const clash = findObjs({ _type: 'player' }).some((p) => p.id !== playerId && String(p.get('_displayname') ?? '').trim().split(/\s+/)[0]?.toLowerCase() === first);
  return clash ? 'gm' : first;
}

function idList(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** The players who control a token: its own `controlledby`, and its character's (ROLL20.md "Objects"). */
export function controllersOf(token: Roll20Graphic | undefined): string[] {
  if (!token) return [];
  const ids = idList(token.get('controlledby'));
  const charId = token.get('represents');
  if (typeof charId === 'string' && charId !== '') {
    const character = getObj('character', charId);
    if (character) ids.push(...idList(character.get('controlledby')));
  }
  return [...new Set(ids)];
}

function controls(sender: Sender, token: Roll20Graphic | undefined): boolean {
  if (sender.isGM) return true;
  const ids = controllersOf(token);
  return ids.includes('all') || ids.includes(sender.playerId);
}

function sheetFor(token: Roll20Graphic | undefined): SheetValues {
  const charId = token?.get('represents');
  if (typeof charId !== 'string' || charId === '' || !getObj('character', charId)) return NO_SHEET;
  // getAttrByName gives the sheet's default for an attribute with no object: say which ones exist (sheet.ts)
  const names = new Set(findObjs({ _type: 'attribute', _characterid: charId }).map((a) => String(a.get('name')).toLowerCase()));
  return readSheet(
    (name) => getAttrByName(charId, name),
    (name) => names.has(name),
  );
}

/** A token on the GM layer is hidden from the players. */
function isHidden(id: string): boolean {
  return getObj('graphic', id)?.get('layer') === 'gmlayer';
}

/** Names are cut here, once, so every card and every refusal stays readable whatever a token is called. */
export const NAME_LIMIT = 40;

function shortName(name: string): string {
  const chars = Array.from(name.replace(/\s+/g, ' ').trim());
  return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_LIMIT - 1).join('')}…` : chars.join('');
}

function tokenName(token: Roll20Graphic): string {
  const own = token.get('name');
  if (typeof own === 'string' && own.trim() !== '') return shortName(own);
  const charId = token.get('represents');
  const character = typeof charId === 'string' && charId ? getObj('character', charId) : undefined;
  const name = character?.get('name');
  return typeof name === 'string' && name.trim() !== '' ? shortName(name) : 'Unnamed token';
}

/** The only write of the script's key in Roll20's `state`. */
function save(stored: Stored): void {
  (state as Record<string, unknown>)[STATE_KEY] = persist(stored);
}

export function createApp(version: string) {
  let stored: Stored = freshStore();
  let degraded: string | null = null;
  const observers: Observer[] = [];
  /** Tokens on the GM layer that were deleted during this command: gone from Roll20, still secret. */
  const hiddenGone = new Set<string>();
  const hidden = (id: string): boolean => hiddenGone.has(id) || isHidden(id);

  // -------------------------------------------------------------------------------------------------------------
  // Output

  function send(message: Outgoing): void {
    const prefix = message.to === 'all' ? '/direct ' : message.to === 'gm' ? '/w gm ' : `/w ${whisperTarget(message.to.player)} `;
    sendChat(SPEAKER, prefix + message.html, null, message.noarchive ? { noarchive: true } : undefined);
  }

  function toSender(sender: Sender, html: Html, noarchive = true): Outgoing {
    return { to: sender.isApi ? 'gm' : { player: sender.playerId }, html, noarchive };
  }

  function announceTo(config: Config): Audience {
    return config.announce === 'gm' ? 'gm' : 'all';
  }

  function reportBug(where: string, error: unknown): void {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${LOG_PREFIX} bug in ${where}: ${stack}`);
    try {
      sendChat(SPEAKER, `/w gm ${notice('Rondel: something went wrong', [`A bug stopped “${where}”; nothing was changed and the script keeps running. The Mod console has the details.`], COLOURS.bad)}`, null, { noarchive: true });
    } catch (inner) {
      log(`${LOG_PREFIX} could not notify the GM: ${String(inner)}`);
    }
  }

  /** Every callback goes through here: a bug is logged and reported, never thrown into the sandbox. */
  function guard<A extends unknown[]>(where: string, fn: (...args: A) => void): (...args: A) => void {
    return (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        reportBug(where, error);
      }
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Markers and the tracker

  function customMarkers(): { name: string; tag: string }[] {
    try {
      const raw = Campaign().get('_token_markers') ?? Campaign().get('token_markers');
      const list: unknown = typeof raw === 'string' && raw !== '' ? JSON.parse(raw) : [];
      return Array.isArray(list) ? list.filter((m): m is { name: string; tag: string } => typeof m?.name === 'string' && typeof m?.tag === 'string') : [];
    } catch {
      return [];
    }
  }

  function tags(config: Config): { flex: string; guard: string; hold: string; dash: string; move: string } {
    let flex = config.flexMarker;
    if (flex === '') flex = customMarkers().find((m) => m.name.toLowerCase() === 'flex')?.tag ?? 'lightning-helix';
    return { flex, guard: config.guardMarker, hold: config.holdMarker, dash: config.dashMarker, move: config.moveMarker };
  }

  type Tags = ReturnType<typeof tags>;

  function wantedMarkers(state: CombatState | null, c: Combatant | undefined, config: Config, t: Tags): Map<string, number | null> {
    const wanted = new Map<string, number | null>();
    if (!state || !c) return wanted;
    const flex = flexUntil(c, state.counter);
    if (flex !== null) wanted.set(t.flex, badge(flex - state.counter));
    if (c.markers.some((m) => m.kind === 'guard' && m.until > state.counter)) wanted.set(t.guard, null);
    if (c.markers.some((m) => m.kind === 'holding')) wanted.set(t.hold, null);
    if (c.markers.some((m) => m.kind === 'dashing')) wanted.set(t.dash, null);
    if (config.movementBadges && isWindow(state.counter)) {
      const a = allowanceFor(c, state.counter, rulesOf(config));
      wanted.set(t.move, badge(a.kind === 'held' ? 0 : a.hexes));
    }
    return wanted;
  }

  /** Writes everything an outcome decided, once each: state, tracker, markers, tracker page, chat. */
  function commit(outcome: Outcome): void {
    const before = stored;
    let after = outcome.stored ?? before;
    const campaign = Campaign();
    const currentRaw = campaign.get('turnorder');
    let trackerWrite: string | null = null;
    let existing = parseTurnOrder(currentRaw);
    if (before.fight) existing = withoutOurs(existing, present(before.fight));
    if (after.fight) {
      const json = JSON.stringify(project(present(after.fight), after.fight.pageId, existing));
      if (json !== currentRaw) trackerWrite = json;
      if (json !== after.fight.lastTurnOrder) after = { ...after, fight: { ...after.fight, lastTurnOrder: json } };
    } else if (before.fight) {
      const json = existing.length ? JSON.stringify(existing) : '';
      if (json !== currentRaw) trackerWrite = json;
    }
    // markers: every token of the fight before or after; managed tags of the old and the new configuration
    const ids = new Set<string>();
    for (const f of [before.fight, after.fight]) if (f) for (const c of present(f).combatants) ids.add(c.id);
    const afterTags = tags(after.config);
    const managed = new Set([...Object.values(tags(before.config)), ...Object.values(afterTags)]);
    const markerWrites: { token: Roll20Graphic; value: string }[] = [];
    const afterState = after.fight ? present(after.fight) : null;
    const byId = new Map((afterState?.combatants ?? []).map((c) => [c.id, c]));
    for (const id of ids) {
      const token = getObj('graphic', id);
      if (!token) continue;
      const current = token.get('statusmarkers');
      const next = applyMarkers(current, managed, wantedMarkers(afterState, byId.get(id), after.config, afterTags));
      if (next !== (current ?? '')) markerWrites.push({ token, value: next });
    }
    // all computed: now write
    if (after !== before) {
      stored = after;
      save(after);
    }
    if (trackerWrite !== null) campaign.set('turnorder', trackerWrite);
    if (outcome.openTracker) campaign.set('initiativepage', outcome.openTracker);
    if (before.fight && !after.fight && trackerWrite === '') campaign.set('initiativepage', false);
    for (const w of markerWrites) w.token.set('statusmarkers', w.value);
    for (const m of outcome.messages) send(m);
    if (outcome.events && after.fight) for (const m of menusFor(outcome.events, after)) send(m);
    if (after.fight !== before.fight) notify();
    hiddenGone.clear();
  }

  function snapshot(): RondelSnapshot | null {
    if (!stored.fight) return null;
    const s = present(stored.fight);
    return {
      count: s.counter,
      pageId: stored.fight.pageId,
      order: rondelOrder(s).map((c) => ({ id: c.id, name: c.name, nextAt: c.nextAt, tier: c.tier })),
      due: currentCombatant(s)?.id ?? null,
    };
  }

  function notify(): void {
    if (observers.length === 0) return;
    const snap = snapshot();
    for (const o of observers) {
      try {
        o(snap);
      } catch (error) {
        log(`${LOG_PREFIX} an observer failed: ${String(error)}`);
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Steps of the fight

  function nameLookup(...states: (CombatState | null | undefined)[]): (id: string) => string {
    return (id) => {
      for (const s of states) {
        const c = s ? findCombatant(s, id) : undefined;
        if (c) return c.name;
      }
      return 'Someone';
    };
  }

  function rejectionOf(step: Step): string | null {
    const r = step.events.find((e) => e.type === 'rejected');
    return r && r.type === 'rejected' ? r.reason : null;
  }

  /** The card for everyone, and one for the GM alone with what concerns tokens on the GM layer. */
  function announcements(counter: number, events: readonly CombatEvent[], nameOf: (id: string) => string, order?: CombatState): Outgoing[] {
    const audience = announceTo(stored.config);
    const split = audience === 'gm' ? { everyone: [...events], gmOnly: [] } : splitByAudience(events, hidden);
    const out: Outgoing[] = [];
    const shown = order ? rondelOrder(order).filter((c) => audience === 'gm' || !hidden(c.id)) : [];
    const card = announcementCard(counter, split.everyone, nameOf, shown.length > 1 ? [orderLine(shown)] : []);
    if (card) out.push({ to: audience, html: card });
    const secret = announcementCard(counter, split.gmOnly, nameOf);
    if (secret) out.push({ to: 'gm', html: secret });
    return out;
  }

  /** Records a step of the fight: its new state goes on the undo timeline and its events into one card. */
  function stepOutcome(fight: Fight, step: Step, extra: Outgoing[] = []): Outcome {
    const fightAfter: Fight = step.state === present(fight) ? fight : { ...fight, timeline: record(fight.timeline, step.state) };
    const messages = [...announcements(step.state.counter, step.events, nameLookup(step.state, present(fight))), ...extra];
    return { stored: { ...stored, fight: fightAfter }, messages, events: step.events };
  }

  function menusFor(events: readonly CombatEvent[], s: Stored): Outgoing[] {
    const out: Outgoing[] = [];
    const fight = s.fight;
    if (!fight) return out;
    const state = present(fight);
    const due = currentCombatant(state);
    for (const e of events) {
      if (e.type !== 'turn-due' || e.blockedBy || !due || due.id !== e.id) continue;
      const token = getObj('graphic', e.id);
      const sheet = sheetFor(token);
      const html = actionMenu(
        'rondel',
        e.id,
        due.name,
        state.counter,
        { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast },
        due.lastAction !== 'hold',
        due.lastAction === 'hold',
        flexUntil(due, state.counter),
      );
      const controllers = controllersOf(token);
      const players = controllers.filter((p) => p !== 'all' && !playerIsGM(p));
      if (controllers.includes('all')) out.push({ to: 'all', html, noarchive: true });
      else if (players.length === 0) out.push({ to: 'gm', html, noarchive: true });
      else for (const p of players) out.push({ to: { player: p }, html, noarchive: true });
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading what the user pointed at

  function selectedTokens(msg: Roll20ChatMessage): Roll20Graphic[] {
    const list = Array.isArray(msg.selected) ? msg.selected : [];
    const tokens: Roll20Graphic[] = [];
    for (const s of list) {
      if (!s || typeof s._id !== 'string' || s._type !== 'graphic') continue;
      const token = getObj('graphic', s._id);
      if (token && token.get('_subtype') !== 'card' && !tokens.includes(token)) tokens.push(token);
    }
    return tokens;
  }

  /**
   * The combatants a command is about: --token, else --char (narrowed by the selection when the character has
   * several tokens in the fight, as shared NPC sheets do), else the selection.
   */
  function pointedAt(
    cmd: ParsedCommand,
    msg: Roll20ChatMessage,
    state: CombatState | null,
  ): { ids: string[]; error?: string; given: boolean; source: 'token' | 'char' | 'selection' | 'none' } {
    const tokenFlag = cmd.flags.token;
    if (typeof tokenFlag === 'string') {
      return getObj('graphic', tokenFlag) || (state && findCombatant(state, tokenFlag))
        ? { ids: [tokenFlag], given: true, source: 'token' }
        : { ids: [], given: true, source: 'token', error: 'That token no longer exists.' };
    }
    const selected = selectedTokens(msg).map((t) => t.id);
    const charFlag = cmd.flags.char;
    if (typeof charFlag === 'string') {
      if (!state) return { ids: [], given: true, source: 'char' };
      const ids = state.combatants.filter((c) => getObj('graphic', c.id)?.get('represents') === charFlag).map((c) => c.id);
      if (ids.length === 0) return { ids: [], given: true, source: 'char', error: 'That character has no token in the fight.' };
      const narrowed = ids.filter((id) => selected.includes(id));
      return { ids: narrowed.length ? narrowed : ids, given: true, source: 'char' };
    }
    return { ids: selected, given: selected.length > 0, source: selected.length > 0 ? 'selection' : 'none' };
  }

  function sheetProblems(pairs: readonly { name: string; sheet: SheetValues }[]): Outgoing[] {
    const lines = pairs
      .filter((p) => p.sheet.problems.length > 0)
      .map((p) => `${p.name}: ${p.sheet.problems.join(', ')} could not be read; the default was used.`);
    return lines.length ? [{ to: 'gm', html: notice('Rondel: sheet values', lines, '#8d6e00'), noarchive: true }] : [];
  }

  function newCombatant(token: Roll20Graphic): { nc: NewCombatant; sheet: SheetValues } {
    const sheet = sheetFor(token);
    return {
      nc: { id: token.id, name: tokenName(token), tier: sheet.tier, perceptionMod: sheet.perceptionMod, initiativeAdjustment: sheet.initiativeAdjustment },
      sheet,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Commands

  type Handler = (cmd: ParsedCommand, sender: Sender, msg: Roll20ChatMessage) => Outcome;

  const fail = (sender: Sender, message: string, cmd?: ParsedCommand): Outcome => ({
    messages: [toSender(sender, errorCard('Rondel', [message], cmd ? usage(cmd.word, cmd.verb) : undefined))],
  });

  const noFight = (sender: Sender): Outcome =>
    fail(sender, sender.isGM ? 'No fight is running. Select the tokens in the fight and run !rondel start.' : 'No fight is running.');

  /** Undo and redo: the fight's timeline moves; the tracker and markers follow in the commit. */
  function travel(cmd: ParsedCommand, sender: Sender, direction: 'undo' | 'redo'): Outcome {
    if (!stored.fight) return noFight(sender);
    const n = cmd.arg ? (parseInteger(cmd.arg) ?? 1) : 1;
    const { timeline: t, moved } = (direction === 'undo' ? undo : redo)(stored.fight.timeline, n);
    if (moved === 0) return fail(sender, `There is nothing to ${direction}.`);
    const line = direction === 'undo' ? `The GM undid ${moved} step(s): back to count ${t.present.counter}.` : `The GM redid ${moved} step(s): count ${t.present.counter}.`;
    const due = currentCombatant(t.present);
    const events: CombatEvent[] = due ? [{ type: 'turn-due', id: due.id, count: t.present.counter, blockedBy: null }] : [];
    return { stored: { ...stored, fight: { ...stored.fight, timeline: t } }, messages: [{ to: announceTo(stored.config), html: notice('Rondel', [line]) }], events };
  }

  const handlers: Readonly<Record<string, Handler>> = {
    help(cmd, sender) {
      const topic = cmd.arg ? VERBS.find((v) => v.name === cmd.arg) : undefined;
      if (cmd.arg && !topic) return fail(sender, `There is no command “${cmd.arg}”.`);
      return { messages: [toSender(sender, topic ? verbHelpCard(cmd.word, topic) : helpCard(cmd.word, VERBS, sender.isGM))] };
    },

    start(cmd, sender, msg) {
      const tokens = selectedTokens(msg);
      if (tokens.length === 0) return fail(sender, 'Select the tokens in the fight first, then run !rondel start.', cmd);
      if (stored.fight && cmd.flags.confirm !== true) {
        const s = present(stored.fight);
        return {
          messages: [
            toSender(
              sender,
              noticeCard('A fight is still running', [
                text(`It is at count ${s.counter} with ${s.combatants.length} combatant(s). Starting again ends it and starts a new one.`, 300),
                join([button(text('Start a new fight'), `!${cmd.word} start --confirm`, COLOURS.bad), muted(text(' keep the tokens selected'))]),
              ]),
            ),
          ],
        };
      }
      const pageId = tokens[0]?.get('_pageid') as string;
      const onPage = tokens.filter((t) => t.get('_pageid') === pageId);
      const made = onPage.map(newCombatant);
      const step = startCombat(
        made.map((m) => m.nc),
        liveDice,
      );
      const skipped = tokens.length - onPage.length;
      const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })));
      if (skipped) extra.push(toSender(sender, notice('Rondel', [`${skipped} selected token(s) on another page were left out: a fight stays on one page.`])));
      // a new fight starts a new history: the old one was on its own page
      const fight: Fight = { pageId, timeline: timeline(step.state), lastTurnOrder: '' };
      return {
        stored: { ...stored, fight },
        messages: [...announcements(step.state.counter, step.events, nameLookup(step.state), step.state), ...extra],
        openTracker: pageId,
        events: step.events,
      };
    },

    add(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const tokens = selectedTokens(msg).filter((t) => t.get('_pageid') === fight.pageId);
      if (tokens.length === 0) return fail(sender, 'Select the tokens to add (on the page of the fight).', cmd);
      const made = tokens.map(newCombatant);
      const step = joinCombat(present(fight), made.map((m) => m.nc), liveDice);
      const refusals = step.events.filter((e) => e.type === 'rejected').map((e) => (e.type === 'rejected' ? e.reason : ''));
      const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })));
      if (refusals.length) extra.push(toSender(sender, notice('Rondel', refusals)));
      return stepOutcome(fight, step, extra);
    },

    remove(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const target = pointedAt(cmd, msg, present(fight));
      if (target.error) return fail(sender, target.error, cmd);
      const ids = target.ids.filter((id) => findCombatant(present(fight), id));
      if (ids.length === 0) return fail(sender, 'Select the combatants to remove.', cmd);
      return stepOutcome(fight, sequence(present(fight), ids.map((id) => (s: CombatState) => leaveCombat(s, id))));
    },

    next(cmd, sender) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const rules = rulesOf(stored.config);
      const step = cmd.flags.step === true ? advanceOne(present(fight), liveDice, rules) : advance(present(fight), liveDice, rules);
      return stepOutcome(fight, step);
    },

    act(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const state = present(fight);
      const action = cmd.arg;
      if (!action || !isActionKey(action)) return fail(sender, 'Name the action.', cmd);
      const target = pointedAt(cmd, msg, state);
      if (target.error) return fail(sender, target.error, cmd);
      const current = currentCombatant(state);
      let id: string | undefined;
      const inFight = target.ids.filter((x) => findCombatant(state, x));
      // a selection with no combatant in it is a stray one: the command is about whoever is due
      if (target.given && (inFight.length > 0 || target.source !== 'selection')) {
        if (inFight.length === 0) return fail(sender, 'That token is not in the fight.', cmd);
        id = inFight.find((x) => x === current?.id) ?? inFight[0];
      } else {
        if (!current) return fail(sender, `Nobody is due at count ${state.counter}. The GM moves on with !rondel next.`);
        if (!controls(sender, getObj('graphic', current.id))) {
          return fail(sender, `It is ${current.name}’s turn at count ${state.counter}, not yours.`);
        }
        id = current.id;
      }
      const token = getObj('graphic', id as string);
      if (!controls(sender, token)) return fail(sender, `You do not control ${findCombatant(state, id as string)?.name ?? 'that token'}.`);
      const sheet = sheetFor(token);
      const flag = (k: string): number | undefined => (typeof cmd.flags[k] === 'number' ? (cmd.flags[k] as number) : undefined);
      const tradition = typeof cmd.flags.tradition === 'string' ? cmd.flags.tradition.toLowerCase() : '';
      const magicMod =
        tradition.startsWith('div') || tradition === 'faith'
          ? sheet.faith
          : tradition.startsWith('ax') || tradition === 'logic'
            ? sheet.logic
            : tradition === ''
              ? (sheet.castingMod ?? sheet.agility)
              : sheet.agility;
      const input: ActionInput = {
        speed: flag('speed') ?? sheet.speed,
        mod: flag('mod') ?? (action === 'magic' ? magicMod : sheet.agility),
        cast: flag('cast') ?? sheet.cast,
        change: cmd.flags.change === true,
      };
      const note = typeof cmd.flags.note === 'string' ? cmd.flags.note : '';
      const step = declareAction(state, id as string, action, input, liveDice, note);
      const refused = rejectionOf(step);
      if (refused) return fail(sender, refused);
      return stepOutcome(fight, step);
    },

    react(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const state = present(fight);
      const target = pointedAt(cmd, msg, state);
      if (target.error) return fail(sender, target.error, cmd);
      const ids = target.ids.filter((x) => findCombatant(state, x));
      if (ids.length === 0) return fail(sender, 'Select your token (or use the React button of your sheet or menu).', cmd);
      if (ids.length > 1) {
        const why = target.source === 'char' ? `${findCombatant(state, ids[0] as string)?.name ?? 'That character'} has ${ids.length} tokens in the fight: select the one that reacts.` : 'Select just one token to react with.';
        return fail(sender, why, cmd);
      }
      const id = ids[0] as string;
      if (!controls(sender, getObj('graphic', id))) return fail(sender, `You do not control ${findCombatant(state, id)?.name ?? 'that token'}.`);
      const step = react(state, id, typeof cmd.flags.note === 'string' ? cmd.flags.note : '');
      const refused = rejectionOf(step);
      if (refused) return fail(sender, refused);
      return stepOutcome(fight, step);
    },

    status(_cmd, sender) {
      if (!stored.fight) return noFight(sender);
      return { messages: [toSender(sender, statusCard(present(stored.fight), sender))] };
    },

    menu(_cmd, sender) {
      if (!stored.fight) return noFight(sender);
      const state = present(stored.fight);
      const current = currentCombatant(state);
      if (!current) return fail(sender, `Nobody is due at count ${state.counter}.`);
      const id = current.id;
      // the menu is the due combatant's: shown to whoever controls it, whatever else is selected
      if (!controls(sender, getObj('graphic', id))) {
        return fail(sender, `It is ${current.name}’s turn at count ${state.counter}, not yours.`);
      }
      const menus = menusFor([{ type: 'turn-due', id, count: state.counter, blockedBy: null }], stored).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
      return { messages: menus.slice(0, 1) };
    },

    set(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const target = pointedAt(cmd, msg, present(fight));
      if (target.error) return fail(sender, target.error, cmd);
      const ids = target.ids.filter((x) => findCombatant(present(fight), x));
      if (ids.length === 0) return fail(sender, 'Select the combatants to change.', cmd);
      if (cmd.flags.count === undefined && cmd.flags.tier === undefined && cmd.flags.perception === undefined) {
        return fail(sender, 'Say what to set.', cmd);
      }
      const { count, tier, perception } = cmd.flags;
      const steps = ids.flatMap((id) => [
        ...(typeof count === 'number' ? [(x: CombatState) => setNextCount(x, id, count, liveDice)] : []),
        ...(typeof tier === 'string' ? [(x: CombatState) => setTier(x, id, tier as TierKey)] : []),
        ...(typeof perception === 'number' ? [(x: CombatState) => setPerception(x, id, perception)] : []),
      ]);
      const step = sequence(present(fight), steps);
      const refused = rejectionOf(step);
      return refused ? fail(sender, refused, cmd) : stepOutcome(fight, step);
    },

    condition(cmd, sender, msg) {
      if (!stored.fight) return noFight(sender);
      const fight = stored.fight;
      const target = pointedAt(cmd, msg, present(fight));
      if (target.error) return fail(sender, target.error, cmd);
      const ids = target.ids.filter((x) => findCombatant(present(fight), x));
      if (ids.length === 0) return fail(sender, 'Select the combatants first.', cmd);
      const read = (v: unknown): { keys: ConditionKey[]; bad: string[] } => {
        const words = Array.isArray(v) ? (v as string[]) : [];
        if (words.includes('all')) return { keys: [...CONDITION_KEYS], bad: [] };
        const keys = words.map(parseCondition).filter((k): k is ConditionKey => k !== undefined);
        return { keys, bad: words.filter((w) => !parseCondition(w)) };
      };
      const add = read(cmd.flags.add);
      const remove = read(cmd.flags.remove);
      const bad = [...add.bad, ...remove.bad];
      if (bad.length) return fail(sender, `Unknown condition ${bad.join(', ')}. Conditions: ${CONDITION_KEYS.join(', ')}.`, cmd);
      if (add.keys.length === 0 && remove.keys.length === 0) return fail(sender, 'Say which conditions to add or remove.', cmd);
      return stepOutcome(fight, sequence(present(fight), ids.map((id) => (s: CombatState) => changeConditions(s, id, add.keys, remove.keys))));
    },

    undo: (cmd, sender) => travel(cmd, sender, 'undo'),
    redo: (cmd, sender) => travel(cmd, sender, 'redo'),

    end(_cmd, sender) {
      if (!stored.fight) return noFight(sender);
      const s = present(stored.fight);
      const summary = (list: readonly Combatant[]): string[] => [
        `The fight ends at count ${s.counter}.`,
        ...list.map((c) => `${c.name}: ${tierInfo(c.tier).name}, next action would have been at ${c.nextAt}`),
      ];
      const order = rondelOrder(s);
      const audience = announceTo(stored.config);
      const secret = order.filter((c) => hidden(c.id));
      const messages: Outgoing[] = [{ to: audience, html: notice('Rondel: the fight is over', summary(audience === 'gm' ? order : order.filter((c) => !hidden(c.id)))) }];
      if (audience === 'all' && secret.length) messages.push({ to: 'gm', html: notice('Rondel: hidden combatants', summary(secret).slice(1)), noarchive: true });
      return { stored: { ...stored, fight: null }, messages };
    },

    config(cmd, sender) {
      const set = typeof cmd.flags.set === 'string' ? cmd.flags.set : null;
      const reset = typeof cmd.flags.reset === 'string' ? cmd.flags.reset : null;
      if (set === null && reset === null) return { messages: [toSender(sender, configCard(stored.config, cmd.word))] };
      const changed = reset !== null ? resetOption(stored.config, reset) : setOption(stored.config, set as string);
      if (typeof changed === 'string') return fail(sender, changed, cmd);
      return { stored: { ...stored, config: changed }, messages: [toSender(sender, configCard(changed, cmd.word))] };
    },

    macros(_cmd, sender, msg) {
      return { messages: [toSender(sender, notice('Rondel: macros', makeMacros(sender, selectedTokens(msg))))] };
    },

    repair(_cmd, sender) {
      return fail(sender, 'Nothing needs repair: the stored data reads fine.');
    },
  };

  // -------------------------------------------------------------------------------------------------------------
  // Views that need Roll20 objects

  function statusCard(s: CombatState, sender: Sender): Html {
    const visible = (id: string): boolean => sender.isGM || !hidden(id);
    const current = currentCombatant(s);
    const order = rondelOrder(s).filter((c) => visible(c.id));
    const lines: Html[] = [
      strong(text(`Count ${s.counter}${isWindow(s.counter) ? ' · movement window' : ''}`)),
      text(!current ? 'Nobody is due at this count.' : visible(current.id) ? `Due now: ${current.name}` : 'Nobody you can see is due at this count.', 120),
    ];
    for (const c of order.slice(0, 12)) {
      const marks: string[] = [];
      const flex = flexUntil(c, s.counter);
      if (flex !== null) marks.push(`flex until ${flex}`);
      const guardUntil = c.markers.find((m) => m.kind === 'guard');
      if (guardUntil && guardUntil.kind === 'guard') marks.push(`guard until ${guardUntil.until}`);
      if (c.markers.some((m) => m.kind === 'holding')) marks.push('holding');
      if (c.markers.some((m) => m.kind === 'dashing')) marks.push('dashing');
      if (c.conditions.length) marks.push(c.conditions.join(', '));
      lines.push(join([strong(text(String(c.nextAt))), raw(' '), text(c.name, 40), muted(text(` · ${tierInfo(c.tier).name}${marks.length ? ' · ' + marks.join(' · ') : ''}`, 120))]));
    }
    if (order.length > 12) lines.push(muted(text(`… and ${order.length - 12} more`)));
    for (const sp of s.spells.filter((x) => visible(x.casterId))) lines.push(text(`${sp.casterName}’s spell${sp.note ? ` “${sp.note}”` : ''} takes effect at ${sp.resolvesAt}.`, 120));
    return noticeCard('Rondel status', lines);
  }

  function configCard(config: Config, word: string): Html {
    const t = tags(config);
    const set = (key: string, value: string, label: string): Html => button(text(label), `!${word} config --set ${key}=${value}`);
    const lines: Html[] = [
      join([text(`Flex marker: ${t.flex}${config.flexMarker === '' ? ' (automatic)' : ''} `), set('flex', '?{Marker tag|lightning-helix}', 'change')]),
      join([text(`Full Guard marker: ${t.guard} `), set('guard', '?{Marker tag|bolt-shield}', 'change')]),
      join([text(`Holding marker: ${t.hold} `), set('hold', '?{Marker tag|stopwatch}', 'change')]),
      join([text(`Dash marker: ${t.dash} `), set('dash', '?{Marker tag|fluffy-wing}', 'change')]),
      join([text(`Movement badge: ${t.move}, ${config.movementBadges ? 'on' : 'off'} `), set('badges', config.movementBadges ? 'off' : 'on', config.movementBadges ? 'turn off' : 'turn on'), set('move', '?{Marker tag|tread}', 'tag')]),
      join([text(`Announcements: ${config.announce === 'all' ? 'everyone' : 'GM only'} `), set('announce', config.announce === 'all' ? 'gm' : 'all', config.announce === 'all' ? 'GM only' : 'everyone')]),
      join([text(`A passed-over turn becomes: ${config.passedOver === 'guard' ? 'Full Guard' : 'Reset'} `), set('passed', config.passedOver === 'guard' ? 'reset' : 'guard', 'switch')]),
      join([text(`Extra command word: ${config.alias ? '!' + config.alias : 'none'} `), set('alias', '?{Command word (none to remove)|er}', 'change')]),
      strong(text('Movement pattern (hexes per window)')),
      ...TIER_KEYS.map((k) => join([text(`${tierInfo(k).name}: ${config.pattern[k].join(' / ')} `), set(`pattern.${k}`, `?{Hexes per window, slash-separated|${config.pattern[k].join('/')}}`, 'edit')])),
      join([button(text('Reset the pattern'), `!${word} config --reset pattern`), button(text('Reset everything'), `!${word} config --reset all`, COLOURS.bad)]),
    ];
    return noticeCard('Rondel options', lines);
  }

  function makeMacros(sender: Sender, tokens: Roll20Graphic[]): string[] {
    const gmId = sender.isApi ? findObjs({ _type: 'player' }).find((p) => playerIsGM(p.id))?.id : sender.playerId;
    const lines: string[] = [];
    if (gmId) {
      const macros: [string, string][] = [
        ['Rondel-Start', '!rondel start'],
        ['Rondel-Next', '!rondel next'],
        ['Rondel-Status', '!rondel status'],
        ['Rondel-End', '!rondel end'],
        ['Rondel-Undo', '!rondel undo'],
        ['Rondel-Config', '!rondel config'],
      ];
      for (const [name, action] of macros) {
        const existing = findObjs({ _type: 'macro', name }).filter((m) => m.get('_playerid') === gmId);
        if (existing[0]) existing[0].set({ action });
        else createObj('macro', { _playerid: gmId, name, action, visibleto: '' } as never);
      }
      lines.push(`GM macros ready: ${macros.map((m) => m[0]).join(', ')}.`);
    }
    const characters = new Map<string, string>();
    for (const t of tokens) {
      const charId = t.get('represents');
      const c = typeof charId === 'string' && charId ? getObj('character', charId) : undefined;
      if (c) characters.set(c.id, String(c.get('name')));
    }
    const abilities: [string, string][] = [
      ['Act', '!rondel menu --char @{character_id}'],
      ['React', '!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}'],
      ['Hold', '!rondel act hold --char @{character_id}'],
    ];
    for (const [charId, name] of characters) {
      for (const [ability, action] of abilities) {
        const existing = findObjs({ _type: 'ability', _characterid: charId, name: ability });
        if (existing[0]) existing[0].set({ action, istokenaction: true });
        else createObj('ability', { _characterid: charId, name: ability, action, istokenaction: true } as never);
      }
      lines.push(`${name}: token actions Act, React and Hold.`);
    }
    if (characters.size === 0) lines.push('Select tokens that represent characters to give them token actions too.');
    return lines;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Tracker edits and other people's writes

  function reconcile(before: readonly Entry[], after: readonly Entry[], source: 'tracker' | 'foreign'): Outcome | null {
    const fight = stored.fight;
    if (!fight) return null;
    const edits = readEdits(before, after, present(fight));
    let s = present(fight);
    const events: CombatEvent[] = [];
    const notes: string[] = [];
    for (const edit of edits) {
      let step: Step | null = null;
      switch (edit.kind) {
        case 'next':
          step = advance(s, liveDice, rulesOf(stored.config));
          break;
        case 'removed':
          step = leaveCombat(s, edit.id);
          break;
        case 'edited':
          if (edit.count === null) notes.push(`${findCombatant(s, edit.id)?.name ?? 'A combatant'}: the tracker value is not a count; put back.`);
          else step = setNextCount(s, edit.id, edit.count, liveDice);
          break;
        case 'added': {
          const token = getObj('graphic', edit.id);
          if (!token || token.get('_pageid') !== fight.pageId) {
            notes.push('A tracker entry for a token not on the fight’s page was left out of the rondel.');
            break;
          }
          const joined = joinCombat(s, [newCombatant(token).nc], liveDice);
          if (edit.count !== null && edit.count >= joined.state.counter) {
            const placed = setNextCount(joined.state, edit.id, edit.count, liveDice);
            step = { state: placed.state, events: [...joined.events, ...placed.events] };
          } else step = joined;
          break;
        }
        case 'count-edited':
          notes.push(`The counter only moves with next; it stays at ${s.counter}.`);
          break;
      }
      if (!step) continue;
      const refused = rejectionOf(step);
      if (refused) notes.push(refused);
      else {
        s = step.state;
        events.push(...step.events);
      }
    }
    const outcome = stepOutcome(fight, { state: s, events });
    if (source === 'foreign' || notes.length) {
      const lines = source === 'foreign' ? ['The turn tracker was changed outside the rondel (by another script or before a restart).', ...(edits.length ? [`Adopted: ${edits.map((e) => e.kind).join(', ')}.`] : ['Nothing to adopt: the rondel’s order was put back.']), ...notes] : notes;
      outcome.messages.push({ to: 'gm', html: notice('Rondel: turn tracker', lines, '#8d6e00'), noarchive: true });
    }
    return outcome;
  }

  /** API writes fire no events: before each command, notice what others wrote since our last write. */
  function checkForeignWrites(): void {
    const fight = stored.fight;
    if (!fight) return;
    const raw = Campaign().get('turnorder');
    if (raw === fight.lastTurnOrder) return;
    const outcome = reconcile(parseTurnOrder(fight.lastTurnOrder), parseTurnOrder(raw), 'foreign');
    if (outcome) commit(outcome);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Entry points

  function senderOf(msg: Roll20ChatMessage): Sender {
    if (msg.playerid === 'API') return { playerId: 'API', name: 'API', isGM: true, isApi: true };
    return { playerId: msg.playerid, name: playerName(msg.playerid), isGM: playerIsGM(msg.playerid), isApi: false };
  }

  function commandWords(): string[] {
    return stored.config.alias ? [...COMMAND_WORDS, stored.config.alias] : [...COMMAND_WORDS];
  }

  function onChat(msg: Roll20ChatMessage): void {
    if (!msg || msg.type !== 'api' || typeof msg.content !== 'string') return;
    const content = expandInlineRolls(msg.content, msg.inlinerolls);
    const parsed = parseCommandLine(content, commandWords());
    if (!parsed) return;
    const sender = senderOf(msg);
    if (degraded !== null) {
      commit(degradedOutcome(parsed.ok ? parsed.command : null, sender));
      return;
    }
    // `!combat` is also 5E BattleMaster's word: its commands are not ours to answer
    if (!parsed.ok && !parsed.verb && parsed.word === 'combat') return;
    if (!parsed.ok) {
      commit({ messages: [toSender(sender, errorCard('Rondel', parsed.errors, parsed.verb ? usage(parsed.word, parsed.verb) : undefined))] });
      return;
    }
    const cmd = parsed.command;
    if (cmd.help) {
      commit({ messages: [toSender(sender, verbHelpCard(cmd.word, cmd.verb))] });
      return;
    }
    if (cmd.verb.gmOnly && !sender.isGM) {
      commit(fail(sender, `Only the GM can use ${cmd.verb.name}.`));
      return;
    }
    checkForeignWrites();
    const handler = handlers[cmd.verb.name];
    if (handler) commit(handler(cmd, sender, msg));
  }

  function degradedOutcome(cmd: ParsedCommand | null, sender: Sender): Outcome {
    if (cmd && cmd.verb.name === 'repair' && sender.isGM) {
      if (cmd.flags.confirm !== true) {
        return { messages: [toSender(sender, noticeCard('Rondel: repair', [text('This keeps the unreadable data under a backup key in state and starts clean.', 300), join([button(text('Repair'), '!rondel repair --confirm', COLOURS.bad)])]))] };
      }
      const bag = state as Record<string, unknown>;
      let key = `${STATE_KEY}_backup`;
      for (let i = 2; key in bag; i += 1) key = `${STATE_KEY}_backup${i}`;
      bag[key] = bag[STATE_KEY];
      degraded = null;
      stored = freshStore();
      save(stored);
      return { messages: [toSender(sender, notice('Rondel: repaired', [`The old data is kept in state.${key}. The script is running again.`]))] };
    }
    const lines: Html[] = [text(`Enchanted Realms Combat is paused: ${degraded ?? ''}`, 400)];
    if (sender.isGM) lines.push(join([button(text('Repair'), '!rondel repair', COLOURS.bad), muted(text(' keeps a backup of the data'))]));
    else lines.push(text('The GM can repair it.'));
    return { messages: [toSender(sender, noticeCard('Rondel', lines, COLOURS.bad))] };
  }

  function onTurnOrder(campaign: Roll20Campaign, prev: Record<string, unknown>): void {
    if (degraded !== null || !stored.fight) return;
    const raw = campaign.get('turnorder');
    const seen = typeof prev?.turnorder === 'string' ? prev.turnorder : stored.fight.lastTurnOrder;
    // the tracker the user edited may hold another script's silent write: adopt that first, then the edit
    if (seen !== stored.fight.lastTurnOrder) {
      const foreign = reconcile(parseTurnOrder(stored.fight.lastTurnOrder), parseTurnOrder(seen), 'foreign');
      if (foreign) commit(foreign);
    }
    const outcome = reconcile(parseTurnOrder(seen), parseTurnOrder(raw), 'tracker');
    if (outcome) commit(outcome);
  }

  /** A deleted token is gone from every step of the undo history too: undo must not bring it back. */
  function forget(outcome: Outcome, ids: readonly string[]): Outcome {
    const fight = outcome.stored?.fight;
    if (!outcome.stored || !fight) return outcome;
    const gone = new Set(ids);
    const strip = (s: CombatState): CombatState =>
      s.combatants.some((c) => gone.has(c.id)) ? { ...s, combatants: s.combatants.filter((c) => !gone.has(c.id)) } : s;
    return { ...outcome, stored: { ...outcome.stored, fight: { ...fight, timeline: mapTimeline(fight.timeline, strip) } } };
  }

  function onTokenDestroyed(token: Roll20Graphic): void {
    const fight = stored.fight;
    if (degraded !== null || !fight || !findCombatant(present(fight), token.id)) return;
    const step = leaveCombat(present(fight), token.id);
    if (token.get('layer') === 'gmlayer') hiddenGone.add(token.id);
    commit(forget(stepOutcome(fight, step, [{ to: 'gm', html: notice('Rondel', [`A token in the fight was deleted: ${findCombatant(present(fight), token.id)?.name ?? ''} left the fight.`]), noarchive: true }]), [token.id]));
  }

  function onCharacterDestroyed(character: Roll20Character): void {
    const fight = stored.fight;
    if (degraded !== null || !fight) return;
    const ids = present(fight).combatants.filter((c) => getObj('graphic', c.id)?.get('represents') === character.id).map((c) => c.id);
    if (ids.length === 0) return;
    const step = sequence(present(fight), ids.map((id) => (s: CombatState) => leaveCombat(s, id)));
    commit(stepOutcome(fight, step, [{ to: 'gm', html: notice('Rondel', ['A character in the fight was deleted: its tokens left the fight.']), noarchive: true }]));
  }

  function writeHelpHandout(): void {
    const notes = String(helpCard('rondel', VERBS, true));
    const existing = findObjs({ _type: 'handout', name: HELP_HANDOUT })[0];
    const handout = existing ?? createObj('handout', { name: HELP_HANDOUT, inplayerjournals: 'all', archived: false } as never);
    if (handout) handout.set('notes' as never, notes as never);
  }

  /** On `ready`: load and migrate state, or go degraded; reconcile the tracker and markers with the fight. */
  function boot(): void {
    log(`${LOG_PREFIX} ${SCRIPT_NAME} v${version} ready. Commands: !rondel help (alias !combat help).`);
    const raw = (state as Record<string, unknown>)[STATE_KEY];
    const loaded = load(raw);
    if (!loaded.ok) {
      degraded = loaded.problem;
      log(`${LOG_PREFIX} paused: ${loaded.problem}`);
      sendChat(SPEAKER, `/w gm ${noticeCard('Rondel', [text(`Enchanted Realms Combat is paused: ${loaded.problem}`, 400), join([button(text('Repair'), '!rondel repair', COLOURS.bad)])], COLOURS.bad)}`, null, { noarchive: true });
      return;
    }
    stored = loaded.stored;
    if (raw === undefined) stored = { ...stored, config: configFromUserOptions(userOptions()) };
    if (loaded.migrated) save(stored);
    if (stored.helpVersion !== version) {
      writeHelpHandout();
      stored = { ...stored, helpVersion: version };
      save(stored);
    }
    const fight = stored.fight;
    if (!fight) return;
    // tokens deleted while the sandbox was down leave the fight; the tracker and markers follow the state
    const gone = present(fight).combatants.filter((c) => !getObj('graphic', c.id));
    let outcome: Outcome;
    if (gone.length) {
      const step = sequence(present(fight), gone.map((c) => (s: CombatState) => leaveCombat(s, c.id)));
      outcome = forget(
        stepOutcome(fight, step, [{ to: 'gm', html: notice('Rondel', [`Deleted while the script was down, so they left the fight: ${gone.map((c) => c.name).join(', ')}.`]), noarchive: true }]),
        gone.map((c) => c.id),
      );
    } else {
      const raw2 = Campaign().get('turnorder');
      outcome = (raw2 !== fight.lastTurnOrder ? reconcile(parseTurnOrder(fight.lastTurnOrder), parseTurnOrder(raw2), 'foreign') : null) ?? { messages: [] };
    }
    commit(outcome);
  }

  const api = {
    version,
    /** The current count, or null when no fight runs. */
    getCount: (): number | null => (stored.fight ? present(stored.fight).counter : null),
    /** The combatants in rondel order. */
    getOrder: (): RondelSnapshot['order'] => snapshot()?.order ?? [],
    /** A token's next action count, or null. */
    getNextCount: (tokenId: string): number | null => (stored.fight ? (findCombatant(present(stored.fight), tokenId)?.nextAt ?? null) : null),
    getSnapshot: (): RondelSnapshot | null => snapshot(),
    /** Called after every change of the fight (API writes fire no events, so other scripts observe here). */
    observe: (fn: Observer): void => {
      if (typeof fn === 'function') observers.push(fn);
    },
  };

  return {
    boot: guard('start-up', boot),
    onChat: guard('a chat command', onChat),
    onTurnOrder: guard('a turn tracker edit', onTurnOrder),
    onTokenDestroyed: guard('a deleted token', onTokenDestroyed),
    onCharacterDestroyed: guard('a deleted character', onCharacterDestroyed),
    api,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Options

const TAG = /^[\w\-]+(::\d+)?$/;

function setOption(config: Config, assignment: string): Config | string {
  const eq = assignment.indexOf('=');
  if (eq < 1) return 'Write the option as key=value, for example --set announce=gm.';
  const key = assignment.slice(0, eq).trim().toLowerCase();
  const value = assignment.slice(eq + 1).trim();
  const onOff = (v: string): boolean | null => (/^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null);
  switch (key) {
    case 'flex':
    case 'guard':
    case 'hold':
    case 'dash':
    case 'move': {
      if (!TAG.test(value) && !(key === 'flex' && value === 'auto')) return `A marker tag looks like lightning-helix or Flex::1234, not “${value.slice(0, 30)}”.`;
      const field = ({ flex: 'flexMarker', guard: 'guardMarker', hold: 'holdMarker', dash: 'dashMarker', move: 'moveMarker' } as const)[key];
      return { ...config, [field]: key === 'flex' && value === 'auto' ? '' : value };
    }
    case 'badges': {
      const b = onOff(value);
      return b === null ? 'badges takes on or off.' : { ...config, movementBadges: b };
    }
    case 'announce':
      return value === 'all' || value === 'gm' ? { ...config, announce: value } : 'announce takes all or gm.';
    case 'passed':
      return value === 'guard' || value === 'reset' ? { ...config, passedOver: value } : 'passed takes guard or reset.';
    case 'alias': {
      const word = value.replace(/^!/, '').toLowerCase();
      if (word === 'none' || word === '') return { ...config, alias: '' };
      if (!/^[a-z][a-z0-9\-]{1,19}$/.test(word) || (COMMAND_WORDS as readonly string[]).includes(word)) return 'The alias is one short word of letters, such as er.';
      return { ...config, alias: word };
    }
    default: {
      const m = /^pattern\.([a-z_]+)$/.exec(key);
      const tier = m ? parseTier(m[1] as string) : undefined;
      if (!tier) return `Unknown option “${key.slice(0, 30)}”. Options: flex, guard, hold, dash, move, badges, announce, passed, alias, pattern.<tier>.`;
      const hexes = value.split(/[\/,\s]+/).filter(Boolean).map(Number);
      const pattern = { ...config.pattern, [tier]: hexes };
      const problems = validatePattern(pattern);
      if (problems.length) return `That pattern does not fit: ${problems.join('; ')}. Every tier has ${config.pattern.red_fox.length} windows.`;
      return { ...config, pattern };
    }
  }
}

function resetOption(config: Config, key: string): Config | string {
  switch (key.toLowerCase()) {
    case 'all':
      return DEFAULT_CONFIG;
    case 'pattern':
      return { ...config, pattern: DEFAULT_PATTERN };
    default: {
      const map: Record<string, keyof Config> = { flex: 'flexMarker', guard: 'guardMarker', hold: 'holdMarker', dash: 'dashMarker', move: 'moveMarker', badges: 'movementBadges', announce: 'announce', passed: 'passedOver', alias: 'alias' };
      const field = map[key.toLowerCase()];
      return field ? { ...config, [field]: DEFAULT_CONFIG[field] } : `Unknown option “${key.slice(0, 30)}”.`;
    }
  }
}
