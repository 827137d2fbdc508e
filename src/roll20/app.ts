// The Roll20 adapter: chat commands and tracker edits in, one state write, one tracker write, marker writes and
// chat cards out. Everything is computed first and written last, so a bug leaves the stored state as it was.
import { parseCommandLine, expandInlineRolls, COMMAND_WORDS, usage, parseInteger, type ParsedCommand } from '../commands/parse';
import { VERBS } from '../commands/verbs';
import { isActionKey, type ActionInput } from '../rules/rondel/actions';
import type { Combatant, FightEvent, CombatState, Rejection, RulesConfig, Step } from '../rules/rondel/state';
import { blocksActing, CONDITION_KEYS, parseCondition, type ConditionKey } from '../rules/core/conditions';
import type { Dice } from '../rules/core/dice';
import {
  windowChanges,
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
} from '../rules/rondel/engine';
import { mapTimeline, record, redo, timeline, undo } from '../rules/core/history';
import { isWindow, DEFAULT_PATTERN, validatePattern } from '../rules/rondel/windows';
import { parseTier, TIER_KEYS, tierInfo, type TierKey } from '../rules/core/numbers';
import { currentCombatant, findCombatant, rondelOrder } from '../rules/rondel/order';
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
import { configFromUserOptions, DEFAULT_CONFIG, freshStore, load, optionsSavedAt, persist, STATE_KEY, type Config, type Fight, type Stored } from './store';

/** Roll20 keeps the one-click install options under `globalconfig`, keyed by the script's name. */
function userOptions(): unknown {
  if (typeof globalconfig === 'undefined' || !globalconfig) return undefined;
  return globalconfig.enchantedrealmscombat ?? globalconfig['enchanted realms combat'] ?? globalconfig['Enchanted Realms Combat'];
}
import { isCountEntry, parseTurnOrder, project, readEdits, readTurnOrder, renamedCount, sameEntryAs, withoutOurs, type Entry, type TrackerEdit } from './turn-order';
import { addressOf, type PlayerInfo } from './whisper';
import { refusalText, type VisibleName } from '../render/refusals';

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
  readonly events?: readonly FightEvent[];
  /** Tracker entries that are the rondel's business though not its own (an edit put back, a renamed Count). */
  readonly drop?: readonly Entry[];
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

function players(): PlayerInfo[] {
  return findObjs({ _type: 'player' }).map((p) => ({ id: p.id, name: String(p.get('_displayname') ?? ''), isGM: playerIsGM(p.id) }));
}

function idList(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** The players who control a token: its own `controlledby`, and its character's. */
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
  return readSheet((name) => getAttrByName(charId, name));
}

/**
 * A token the players cannot see: on the GM layer, or gone (a deleted token's layer can no longer be read, so what
 * concerns it is for the GM alone).
 */
function isHidden(id: string): boolean {
  const token = getObj('graphic', id);
  return !token || token.get('layer') === 'gmlayer';
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
  /** Why the script is paused; it is paused until the stored data was read, so nothing can overwrite it unread. */
  let degraded: string | null = 'the script has not finished starting (see the Mod console).';
  const observers: Observer[] = [];
  const hidden = isHidden;

  // -------------------------------------------------------------------------------------------------------------
  // Output

  function send(message: Outgoing): void {
    let prefix = '/direct ';
    let html = message.html;
    if (message.to === 'gm') prefix = '/w gm ';
    else if (message.to !== 'all') {
      const address = addressOf(message.to.player, players());
      if (address.kind === 'player') prefix = `/w ${address.target} `;
      else {
        prefix = '/w gm ';
        if (address.meantFor !== null) html = join([muted(text(`For ${address.meantFor}, who cannot be whispered to by name:`, 200)), html]);
      }
    }
    sendChat(SPEAKER, prefix + html, null, message.noarchive ? { noarchive: true } : undefined);
  }

  function toSender(sender: Sender, html: Html, noarchive = true): Outgoing {
    return { to: sender.isApi ? 'gm' : { player: sender.playerId }, html, noarchive };
  }

  function announceTo(config: Config): Audience {
    return config.announce === 'gm' ? 'gm' : 'all';
  }

  /** A log line that cannot throw: the console is not worth a crash. */
  function safeLog(line: string): void {
    try {
      log(line);
    } catch {
      // nothing is left to tell it to
    }
  }

  function reportBug(where: string, error: unknown): void {
    safeLog(`${LOG_PREFIX} bug in ${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    try {
      sendChat(SPEAKER, `/w gm ${notice('Rondel: something went wrong', [`A bug stopped “${where}”; nothing was changed and the script keeps running. The Mod console has the details.`], COLOURS.bad)}`, null, { noarchive: true });
    } catch (inner) {
      safeLog(`${LOG_PREFIX} could not notify the GM: ${String(inner)}`);
    }
  }

  /** Every callback goes through here: a bug is logged and reported, never thrown into the sandbox. */
  function guard<A extends unknown[]>(where: string, fn: (...args: A) => void): (...args: A) => void {
    return (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        try {
          reportBug(where, error);
        } catch {
          // reportBug guards itself; this is the last line between a fault and every script of the game
        }
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
    const drop = outcome.drop ?? [];
    if (drop.length) existing = existing.filter((e) => !drop.some((d) => sameEntryAs(d, e)));
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
    // All computed: now write. The stored fight is the truth and is written first; every write to Roll20 after it
    // stands alone: one that Roll20 refuses is reported and made good by the next command, and none can leave the
    // stored fight half-written.
    const failed: string[] = [];
    const attempt = (what: string, write: () => void): boolean => {
      try {
        write();
        return true;
      } catch (error) {
        failed.push(what);
        safeLog(`${LOG_PREFIX} Roll20 refused a write (${what}): ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    };
    if (after !== before) {
      stored = after;
      save(after);
    }
    if (trackerWrite !== null && !attempt('the turn tracker', () => campaign.set('turnorder', trackerWrite)) && stored.fight) {
      // the tracker still shows what it showed: remember that, so the next look does not take it for someone's edit
      stored = { ...stored, fight: { ...stored.fight, lastTurnOrder: typeof currentRaw === 'string' ? currentRaw : '' } };
      save(stored);
    }
    if (outcome.openTracker) attempt('opening the turn tracker', () => campaign.set('initiativepage', outcome.openTracker as string));
    if (before.fight && !after.fight && trackerWrite === '') attempt('closing the turn tracker', () => campaign.set('initiativepage', false));
    for (const w of markerWrites) attempt(`the markers of ${String(w.token.get('name') ?? 'a token')}`, () => w.token.set('statusmarkers', w.value));
    for (const m of outcome.messages) attempt('a chat message', () => send(m));
    if (outcome.events && after.fight) for (const m of menusFor(outcome.events, after)) attempt('an action menu', () => send(m));
    if (after.fight !== before.fight) notify();
    if (failed.length) {
      const what = [...new Set(failed)].join(', ');
      attempt('the GM notice', () =>
        sendChat(SPEAKER, `/w gm ${notice('Rondel: Roll20 refused a write', [`Not written: ${what}. The fight itself is saved; the next command writes the tracker and markers again.`], COLOURS.bad)}`, null, { noarchive: true }),
      );
    }
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
        safeLog(`${LOG_PREFIX} an observer failed: ${String(error)}`);
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

  function rejectionOf(step: Step): Rejection | null {
    const r = step.events.find((e) => e.type === 'rejected');
    return r && r.type === 'rejected' ? r : null;
  }

  /** Names as this sender may read them: a player never learns the name of a combatant hidden from the players. */
  function namesFor(sender: Sender, ...states: (CombatState | null | undefined)[]): VisibleName {
    const name = nameLookup(...states);
    return (id) => (sender.isGM || !hidden(id) ? name(id) : null);
  }

  function refusal(sender: Sender, r: Rejection, cmd?: ParsedCommand): Outcome {
    return fail(sender, refusalText(r, namesFor(sender, stored.fight ? present(stored.fight) : null)), cmd);
  }

  /** The card for everyone, and one for the GM alone with what concerns tokens on the GM layer. */
  function announcements(counter: number, events: readonly FightEvent[], nameOf: (id: string) => string, order?: CombatState): Outgoing[] {
    const audience = announceTo(stored.config);
    const split = audience === 'gm' ? { everyone: [...events], gmOnly: [] } : splitByAudience(events, hidden);
    const out: Outgoing[] = [];
    const shown = order ? rondelOrder(order).filter((c) => audience === 'gm' || !hidden(c.id)) : [];
    // a public card that would only name the count says nothing but that something hidden happened there
    const telling = split.everyone.some((e) => e.type !== 'counter-advanced' && e.type !== 'rejected') || shown.length > 1;
    const card = telling ? announcementCard(counter, split.everyone, nameOf, shown.length > 1 ? [orderLine(shown)] : []) : null;
    if (card) out.push({ to: audience, html: card });
    const secret = announcementCard(counter, split.gmOnly, nameOf);
    if (secret) out.push({ to: 'gm', html: secret });
    return out;
  }

  /** Records a step of the fight: its new state goes on the undo timeline and its events into one card. */
  function stepOutcome(fight: Fight, step: Step, extra: Outgoing[] = []): Outcome {
    const fightAfter: Fight = step.state === present(fight) ? fight : { ...fight, timeline: record(fight.timeline, step.state) };
    const events = [...step.events, ...windowChanges(present(fight), step.state, rulesOf(stored.config))];
    const messages = [...announcements(step.state.counter, events, nameLookup(step.state, present(fight))), ...extra];
    return { stored: { ...stored, fight: fightAfter }, messages, events };
  }

  function menusFor(events: readonly FightEvent[], s: Stored): Outgoing[] {
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
      // a combatant hidden from the players is played by the GM, whoever controls its token
      const controllers = hidden(e.id) ? [] : controllersOf(token);
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

  /**
   * Refuses a command about the due combatant when the sender does not control it, or nobody is due. A player is
   * told the same whether nobody is due or a combatant hidden from the players is.
   */
  function notYourTurn(sender: Sender, state: CombatState, current: Combatant | undefined): Outcome | null {
    const seen = current && (sender.isGM || !hidden(current.id)) ? current : undefined;
    if (!seen) {
      return fail(sender, sender.isGM ? `Nobody is due at count ${state.counter}. Move on with !rondel next.` : `None of your combatants is due at count ${state.counter}.`);
    }
    return controls(sender, getObj('graphic', seen.id)) ? null : fail(sender, `It is ${seen.name}’s turn at count ${state.counter}, not yours.`);
  }

  function notControlled(sender: Sender, state: CombatState, id: string): Outcome {
    const name = hidden(id) ? null : findCombatant(state, id)?.name;
    return fail(sender, `You do not control ${name ?? 'that token'}.`);
  }

  /** Undo and redo: the fight's timeline moves; the tracker and markers follow in the commit. */
  function travel(cmd: ParsedCommand, sender: Sender, direction: 'undo' | 'redo'): Outcome {
    if (!stored.fight) return noFight(sender);
    const n = cmd.arg ? (parseInteger(cmd.arg) ?? 1) : 1;
    const { timeline: t, moved } = (direction === 'undo' ? undo : redo)(stored.fight.timeline, n);
    if (moved === 0) return fail(sender, `There is nothing to ${direction}.`);
    const line = direction === 'undo' ? `The GM undid ${moved} step(s): back to count ${t.present.counter}.` : `The GM redid ${moved} step(s): count ${t.present.counter}.`;
    const due = currentCombatant(t.present);
    const events: FightEvent[] = due ? [{ type: 'turn-due', id: due.id, count: t.present.counter, blockedBy: blocksActing(due.conditions) ?? null }] : [];
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
      const byFlag = typeof cmd.flags.token === 'string' ? getObj('graphic', cmd.flags.token) : undefined;
      if (typeof cmd.flags.token === 'string' && !byFlag) return fail(sender, 'That token no longer exists.', cmd);
      const pointed = byFlag ? [byFlag] : selectedTokens(msg);
      const tokens = pointed.filter((t) => t.get('_pageid') === fight.pageId);
      const elsewhere = pointed.length - tokens.length;
      if (tokens.length === 0) {
        return fail(sender, elsewhere ? 'Those tokens are on another page: a fight stays on the page it started on.' : 'Select the tokens to add (on the page of the fight).', cmd);
      }
      const made = tokens.map(newCombatant);
      let step = joinCombat(present(fight), made.map((m) => m.nc), liveDice);
      const count = cmd.flags.count;
      if (typeof count === 'number' && tokens.length === 1) {
        const placed = setNextCount(step.state, (tokens[0] as Roll20Graphic).id, count, liveDice);
        const refused = rejectionOf(placed);
        if (refused) return refusal(sender, refused, cmd);
        step = { state: placed.state, events: [...step.events, ...placed.events] };
      }
      const names = namesFor(sender, step.state);
      const refusals = step.events.flatMap((e) => (e.type === 'rejected' ? [refusalText(e, names)] : []));
      const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })));
      if (elsewhere) refusals.push(`${elsewhere} token(s) on another page were left out: a fight stays on one page.`);
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
        const notYours = notYourTurn(sender, state, current);
        if (notYours) return notYours;
        id = (current as Combatant).id;
      }
      const token = getObj('graphic', id as string);
      if (!controls(sender, token)) return notControlled(sender, state, id as string);
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
      if (refused) return refusal(sender, refused);
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
        const why = target.source === 'char' ? `That character has ${ids.length} tokens in the fight: select the one that reacts.` : 'Select just one token to react with.';
        return fail(sender, why, cmd);
      }
      const id = ids[0] as string;
      if (!controls(sender, getObj('graphic', id))) return notControlled(sender, state, id);
      const step = react(state, id, typeof cmd.flags.note === 'string' ? cmd.flags.note : '');
      const refused = rejectionOf(step);
      if (refused) return refusal(sender, refused);
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
      // the menu is the due combatant's: shown to whoever controls it, whatever else is selected
      const notYours = notYourTurn(sender, state, current);
      if (notYours) return notYours;
      const due = current as Combatant;
      const blockedBy = blocksActing(due.conditions) ?? null;
      if (blockedBy) return fail(sender, `${due.name} is ${blockedBy} and cannot act: the GM passes the turn with !rondel next.`);
      const menus = menusFor([{ type: 'turn-due', id: due.id, count: state.counter, blockedBy }], stored).map((m) => ({ ...m, to: toSender(sender, m.html).to }));
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
      return refused ? refusal(sender, refused, cmd) : stepOutcome(fight, step);
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
      // a player reads the same whether nobody is due or a combatant hidden from the players is
      text(current && visible(current.id) ? `Due now: ${current.name}` : sender.isGM ? 'Nobody is due at this count.' : 'None of the combatants you can see is due.', 120),
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
      join([text(`Tracker edits: ${config.trackerEdits === 'ask' ? 'put back, the GM adopts' : 'adopted directly'} `), set('trackeredits', config.trackerEdits === 'ask' ? 'adopt' : 'ask', 'switch')]),
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

  /** Another script's turn marker (TurnMarker1, CombatMaster: a "Round N" graphic that represents nobody). */
  function isTurnMarker(token: Roll20Graphic): boolean {
    return !token.get('represents') && /^round\s*\d*$/i.test(String(token.get('name') ?? '').trim());
  }

  /** The GM's one-click adoption of a tracker edit: the GM-only command that makes the same change. */
  function proposal(edit: TrackerEdit, s: CombatState, word: string): { line: string; command: string | null } {
    const name = (id: string): string => findCombatant(s, id)?.name ?? tokenLabel(id);
    switch (edit.kind) {
      case 'edited':
        return edit.count === null
          ? { line: `${name(edit.id)}: the tracker value is not a count.`, command: null }
          : { line: `${name(edit.id)}: next action ${findCombatant(s, edit.id)?.nextAt ?? '?'} → ${edit.count} in the tracker.`, command: `!${word} set --token ${edit.id} --count ${edit.count}` };
      case 'removed':
        return { line: `${name(edit.id)} was taken out of the tracker.`, command: `!${word} remove --token ${edit.id}` };
      case 'added':
        return { line: `${name(edit.id)} was put into the tracker${edit.count === null ? '' : ` at ${edit.count}`}.`, command: `!${word} add --token ${edit.id}${edit.count === null ? '' : ` --count ${edit.count}`}` };
      case 'count-edited':
        return { line: `The Count was set to ${edit.count ?? 'something that is not a count'}; the counter only moves on with next.`, command: null };
      case 'next':
        return { line: 'The tracker was moved on.', command: null };
    }
  }

  function tokenLabel(id: string): string {
    const token = getObj('graphic', id);
    return token ? tokenName(token) : 'A token';
  }

  /**
   * Someone changed the tracker: the GM or a player with the tracker's own controls (`tracker`; Roll20 does not say
   * who), or another script found after the fact (`foreign`). Roll20's next-turn button ends the turn; nothing else
   * changes the fight without the GM: an edit is put back and the GM gets one click to adopt it (docs/rules.md,
   * "The turn tracker"), unless the GM chose to adopt edits directly. Another script never moves the fight on.
   */
  function reconcile(beforeRaw: string, afterRaw: unknown, source: 'tracker' | 'foreign'): Outcome | null {
    const fight = stored.fight;
    if (!fight) return null;
    const state = present(fight);
    const gm = (lines: string[]): Outgoing => ({ to: 'gm', html: notice('Rondel: turn tracker', lines, '#8d6e00'), noarchive: true });
    const after = readTurnOrder(afterRaw);
    // an unreadable tracker is not "everyone left": it is rebuilt from the fight (commit writes the projection)
    if (after === null) {
      return { stored, messages: [gm(['The turn tracker held something that is not a turn order (another script wrote it, or it was cleared). It was rebuilt from the fight; nothing in the fight changed. To end the fight: !rondel end.'])] };
    }
    const before = parseTurnOrder(beforeRaw);
    const renamed = renamedCount(before, after);
    const drop: Entry[] = renamed ? [renamed] : [];
    const edits = readEdits(before, after, state);
    const adoptAll = stored.config.trackerEdits === 'adopt';
    const word = 'rondel';
    let s = state;
    const events: FightEvent[] = [];
    const notes: string[] = renamed ? ['The Count entry is the rondel’s: its name was put back.'] : [];
    const asks: { line: string; command: string | null }[] = [];
    for (const edit of edits) {
      let step: Step | null = null;
      if (edit.kind === 'added') {
        const token = getObj('graphic', edit.id);
        // other scripts' turn markers and tokens of other pages are their entries, not the fight's
        if (!token || token.get('_pageid') !== fight.pageId || isTurnMarker(token)) continue;
      }
      if (edit.kind === 'next') {
        if (source === 'foreign') {
          notes.push('Another script moved the tracker on. Only the GM (or the tracker’s next-turn button) moves the fight on: the order was put back.');
          continue;
        }
        step = advance(s, liveDice, rulesOf(stored.config));
      } else if (edit.kind === 'count-edited') {
        notes.push(`The counter only moves with next; it stays at ${s.counter}.`);
      } else if (!adoptAll) {
        asks.push(proposal(edit, s, word));
        if (edit.kind === 'added') drop.push(...after.filter((e) => e.id === edit.id));
      } else if (edit.kind === 'removed') {
        step = leaveCombat(s, edit.id);
      } else if (edit.kind === 'edited') {
        if (edit.count === null) notes.push(`${findCombatant(s, edit.id)?.name ?? 'A combatant'}: the tracker value is not a count; put back.`);
        else step = setNextCount(s, edit.id, edit.count, liveDice);
      } else {
        const joined = joinCombat(s, [newCombatant(getObj('graphic', edit.id) as Roll20Graphic).nc], liveDice);
        if (edit.count !== null && edit.count >= joined.state.counter) {
          const placed = setNextCount(joined.state, edit.id, edit.count, liveDice);
          step = { state: placed.state, events: [...joined.events, ...placed.events] };
        } else step = joined;
      }
      if (!step) continue;
      const refused = rejectionOf(step);
      if (refused) notes.push(refusalText(refused, nameLookup(s)));
      else {
        s = step.state;
        events.push(...step.events);
      }
    }
    const outcome = stepOutcome(fight, { state: s, events });
    const messages = [...outcome.messages];
    if (source === 'foreign' && (edits.length || notes.length)) {
      const adopted = adoptAll ? edits.filter((e) => e.kind !== 'next' && e.kind !== 'count-edited') : [];
      notes.unshift('The turn tracker was changed outside the rondel (by another script, or while the script was down).', ...(adopted.length ? [`Adopted: ${adopted.map((e) => e.kind).join(', ')}.`] : []));
    }
    if (notes.length) messages.push(gm(notes));
    if (asks.length) messages.push({ to: 'gm', html: adoptCard(asks), noarchive: true });
    return { ...outcome, messages, drop };
  }

  function adoptCard(asks: readonly { line: string; command: string | null }[]): Html {
    const lines: Html[] = asks.map((a) => join([text(a.line, 200), ...(a.command ? [raw(' '), button(text('Adopt'), a.command)] : [])]));
    lines.push(muted(text('Put back: no tracker edit changes the fight without the GM. To adopt edits directly: !rondel config --set trackeredits=adopt', 300)));
    return noticeCard('Rondel: turn tracker edits', lines, '#8d6e00');
  }

  /** API writes fire no events: before each command, notice what others wrote since our last write. */
  function checkForeignWrites(): void {
    const fight = stored.fight;
    if (!fight) return;
    const raw = Campaign().get('turnorder');
    if (raw === fight.lastTurnOrder) return;
    const outcome = reconcile(fight.lastTurnOrder, raw, 'foreign');
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
    departGone((names) => `Deleted, so they left the fight: ${names.join(', ')}.`, cmd.verb.name === 'undo' || cmd.verb.name === 'redo');
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
      const cleaned = clearOldFight(bag[key]);
      return { messages: [toSender(sender, notice('Rondel: repaired', [`The old data is kept in state.${key}. The script is running again.`, ...(cleaned ? [cleaned] : [])]))] };
    }
    const lines: Html[] = [text(`Enchanted Realms Combat is paused: ${degraded ?? ''}`, 400)];
    if (sender.isGM) lines.push(join([button(text('Repair'), '!rondel repair', COLOURS.bad), muted(text(' keeps a backup of the data'))]));
    else lines.push(text('The GM can repair it.'));
    return { messages: [toSender(sender, noticeCard('Rondel', lines, COLOURS.bad))] };
  }

  /**
   * After a repair the old fight's entries and markers would stay behind with nobody to manage them: whatever of them
   * can still be read from the unreadable data is taken away (the Count entry always).
   */
  function clearOldFight(old: unknown): string | null {
    const ids = new Set<string>();
    try {
      const t = (old as { fight?: { timeline?: { present?: { combatants?: unknown } } } } | undefined)?.fight?.timeline?.present?.combatants;
      if (Array.isArray(t)) for (const c of t) if (c && typeof (c as { id?: unknown }).id === 'string') ids.add((c as { id: string }).id);
    } catch {
      // nothing more can be read
    }
    const raw = Campaign().get('turnorder');
    const entries = readTurnOrder(raw);
    let removed = 0;
    if (entries) {
      const kept = entries.filter((e) => !isCountEntry(e) && !(e.id !== '-1' && ids.has(e.id)));
      removed = entries.length - kept.length;
      if (removed) Campaign().set('turnorder', kept.length ? JSON.stringify(kept) : '');
    }
    const managed = new Set(Object.values(tags(DEFAULT_CONFIG)));
    for (const id of ids) {
      const token = getObj('graphic', id);
      const current = token?.get('statusmarkers');
      const next = applyMarkers(current, managed, new Map());
      if (token && next !== (current ?? '')) token.set('statusmarkers', next);
    }
    return removed ? `The old fight’s ${removed} tracker entr${removed === 1 ? 'y was' : 'ies were'} taken out of the turn tracker.` : null;
  }

  function onTurnOrder(campaign: Roll20Campaign, prev: Record<string, unknown>): void {
    if (degraded !== null || !stored.fight) return;
    const raw = campaign.get('turnorder');
    const seen = typeof prev?.turnorder === 'string' ? prev.turnorder : stored.fight.lastTurnOrder;
    // the tracker the user edited may hold another script's silent write: adopt that first, then the edit
    if (seen !== stored.fight.lastTurnOrder) {
      const foreign = reconcile(stored.fight.lastTurnOrder, seen, 'foreign');
      if (foreign) commit(foreign);
    }
    const outcome = reconcile(seen, raw, 'tracker');
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

  /** Every token id in any step of the fight's history, the present included. */
  function idsInHistory(fight: Fight): Set<string> {
    const ids = new Set<string>();
    const t = fight.timeline;
    for (const s of [t.present, ...t.past, ...t.future]) for (const c of s.combatants) ids.add(c.id);
    return ids;
  }

  /**
   * Tokens deleted without an event reaching us (by another script, whose writes fire no events, or while the
   * sandbox was down) leave the fight and every step of its history: a deleted token never comes back.
   */
  function departGone(notice_: (names: string[]) => string, whole: boolean): void {
    const fight = stored.fight;
    if (!fight) return;
    // the history is only read where it matters (undo, redo, start-up): a command's cost never grows with it
    const ids = whole ? [...idsInHistory(fight)] : present(fight).combatants.map((c) => c.id);
    const gone = ids.filter((id) => !getObj('graphic', id));
    if (gone.length === 0) return;
    const state = present(fight);
    const leaving = gone.filter((id) => findCombatant(state, id));
    const step = sequence(state, leaving.map((id) => (s: CombatState) => leaveCombat(s, id)));
    const names = leaving.map((id) => findCombatant(state, id)?.name ?? id);
    const extra: Outgoing[] = names.length ? [{ to: 'gm', html: notice('Rondel', [notice_(names)]), noarchive: true }] : [];
    commit(forget(stepOutcome(fight, step, extra), gone));
  }

  function onTokenDestroyed(token: Roll20Graphic): void {
    const fight = stored.fight;
    if (degraded !== null || !fight || !idsInHistory(fight).has(token.id)) return;
    const c = findCombatant(present(fight), token.id);
    // removed earlier, still in the undo history: it is forgotten there, quietly
    if (!c) return commit(forget({ stored, messages: [] }, [token.id]));
    const step = leaveCombat(present(fight), token.id);
    commit(forget(stepOutcome(fight, step, [{ to: 'gm', html: notice('Rondel', [`A token in the fight was deleted: ${c.name} left the fight.`]), noarchive: true }]), [token.id]));
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
  function pause(problem: string): void {
    degraded = problem;
    safeLog(`${LOG_PREFIX} paused: ${problem}`);
    sendChat(SPEAKER, `/w gm ${noticeCard('Rondel', [text(`Enchanted Realms Combat is paused: ${problem}`, 400), join([button(text('Repair'), '!rondel repair', COLOURS.bad)])], COLOURS.bad)}`, null, { noarchive: true });
  }

  /**
   * The one-click options, applied on the first install and again whenever Roll20's `lastsaved` for them is newer
   * than what was applied (the GM changed them in the dialog); the GM is told what changed.
   */
  function applyUserOptions(firstInstall: boolean): void {
    const options = userOptions();
    const saved = optionsSavedAt(options);
    if (!firstInstall && saved <= stored.optionsSaved) return;
    const config = configFromUserOptions(options, firstInstall ? DEFAULT_CONFIG : stored.config);
    const changed = (Object.keys(config) as (keyof Config)[]).filter((k) => JSON.stringify(config[k]) !== JSON.stringify(stored.config[k]));
    stored = { ...stored, config, optionsSaved: saved };
    save(stored);
    if (!firstInstall && changed.length) {
      const lines = changed.map((k) => `${k}: ${JSON.stringify(config[k])}`);
      send({ to: 'gm', html: notice('Rondel: options', ['The one-click options were changed in the Mod settings:', ...lines]), noarchive: true });
    }
  }

  /** On `ready`: load and migrate state, or go degraded; reconcile the tracker and markers with the fight. */
  function boot(): void {
    const raw = (state as Record<string, unknown>)[STATE_KEY];
    const loaded = load(raw);
    // nothing is written until the stored data was read: what could not be read is never overwritten
    if (!loaded.ok) return pause(loaded.problem);
    stored = loaded.stored;
    degraded = null;
    safeLog(`${LOG_PREFIX} ${SCRIPT_NAME} v${version} ready. Commands: !rondel help (alias !combat help).`);
    if (loaded.migrated) save(stored);
    applyUserOptions(raw === undefined);
    if (stored.helpVersion !== version) {
      try {
        writeHelpHandout();
        stored = { ...stored, helpVersion: version };
        save(stored);
      } catch (error) {
        reportBug('writing the help handout', error);
      }
    }
    if (!stored.fight) return;
    // tokens deleted while the sandbox was down leave the fight; the tracker and markers follow the state
    departGone((names) => `Deleted while the script was down, so they left the fight: ${names.join(', ')}.`, true);
    const after = stored.fight;
    const raw2 = Campaign().get('turnorder');
    if (after && raw2 !== after.lastTurnOrder) {
      const outcome = reconcile(after.lastTurnOrder, raw2, 'foreign');
      if (outcome) commit(outcome);
    } else commit({ messages: [] });
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
      if (value === 'everyone') return { ...config, announce: 'all' };
      return value === 'all' || value === 'gm' ? { ...config, announce: value } : 'announce takes everyone (all) or gm.';
    case 'trackeredits':
      return value === 'ask' || value === 'adopt' ? { ...config, trackerEdits: value } : 'trackeredits takes ask or adopt.';
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
      if (!tier) return `Unknown option “${key.slice(0, 30)}”. Options: flex, guard, hold, dash, move, badges, announce, passed, alias, trackeredits, pattern.<tier>.`;
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
      const map: Record<string, keyof Config> = { flex: 'flexMarker', guard: 'guardMarker', hold: 'holdMarker', dash: 'dashMarker', move: 'moveMarker', badges: 'movementBadges', announce: 'announce', passed: 'passedOver', alias: 'alias', trackeredits: 'trackerEdits' };
      const field = map[key.toLowerCase()];
      return field ? { ...config, [field]: DEFAULT_CONFIG[field] } : `Unknown option “${key.slice(0, 30)}”.`;
    }
  }
}
