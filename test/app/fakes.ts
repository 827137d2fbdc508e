// Fakes of the application's ports (src/app/ports.ts), for the use cases' unit tests: a World of tokens, sheets and
// players, scripted dice, a Context with partial overrides, and a chat line run through the real dispatcher. No
// bundle, no sandbox double: what a use case decides is read from its Outcome.
import { readCommand, run } from '../../src/app/dispatch';
import type { Context } from '../../src/app/context';
import { DEFAULT_CONFIG, freshStore, type Config, type Fight, type Stored } from '../../src/app/model';
import type { Outcome } from '../../src/app/outcome';
import type { Audience, BodyReading, Outgoing, Sender, TokenInfo, World } from '../../src/app/ports';
import { NO_ROLL_SHEET, type RollSheet } from '../../src/app/roll-sheet';
import { NO_SHEET, type SheetValues } from '../../src/app/sheet';
import { COMMAND_WORDS } from '../../src/commands/parse';
import type { Dice } from '../../src/rules/core/dice';
import { timeline } from '../../src/rules/core/history';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import type { Combatant, CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { scriptedDice, type Scripted } from '../support/dice';

export const PAGE = 'page-1';

// ---------------------------------------------------------------------------------------------------------------
// Who sends

export const GM: Sender = { playerId: 'gm', name: 'Greta', isGM: true, isApi: false };
export const API: Sender = { playerId: 'API', name: 'API', isGM: true, isApi: true };

export function aPlayer(playerId: string, name = playerId): Sender {
  return { playerId, name, isGM: false, isApi: false };
}

// ---------------------------------------------------------------------------------------------------------------
// The world

/** A token on the objects layer of PAGE, controlled by nobody, representing no character. */
export function aToken(overrides: Partial<TokenInfo> & { id: string }): TokenInfo {
  return { name: overrides.id, pageId: PAGE, layer: 'objects', represents: null, controllers: [], isCard: false, ...overrides };
}

export interface WorldSpec {
  readonly tokens?: readonly TokenInfo[];
  /** Sheet values per token id, over the defaults of a sheet that reads as all zeros. */
  readonly sheets?: Readonly<Record<string, Partial<SheetValues>>>;
  /** The GMs' player ids (the GM sender's `gm` by default). */
  readonly gms?: readonly string[];
  readonly characters?: Readonly<Record<string, string>>;
  readonly customMarkers?: readonly { name: string; tag: string }[];
  /** What the rolls read of each character's sheet, over a sheet with nothing on it. */
  readonly rollSheets?: Readonly<Record<string, Partial<RollSheet>>>;
  /** Body points per token id, as the table holds them. */
  readonly bodies?: Readonly<Record<string, BodyReading>>;
}

export interface FakeWorld extends World {
  /** Takes a token off the table, as a deletion does. */
  remove(id: string): void;
  /** Puts a token on the table, or replaces it. */
  put(token: TokenInfo): void;
  /** The token ids whose sheet was read, in order. */
  readonly sheetsRead: string[];
}

export function aWorld(spec: WorldSpec = {}): FakeWorld {
  const tokens = new Map((spec.tokens ?? []).map((t) => [t.id, t]));
  const gms = spec.gms ?? ['gm'];
  const sheetsRead: string[] = [];
  return {
    sheetsRead,
    token: (id) => tokens.get(id),
    exists: (id) => tokens.has(id),
    layer: (id) => tokens.get(id)?.layer,
    sheet(tokenId) {
      sheetsRead.push(tokenId);
      const own = spec.sheets?.[tokenId];
      return own ? { ...NO_SHEET, hasSheet: true, ...own } : NO_SHEET;
    },
    isGM: (playerId) => gms.includes(playerId),
    firstGM: () => gms[0],
    characterName: (characterId) => spec.characters?.[characterId],
    customMarkers: () => spec.customMarkers ?? [],
    rollSheet(characterId) {
      const own = characterId === null ? undefined : spec.rollSheets?.[characterId];
      return own ? { ...NO_ROLL_SHEET, hasSheet: true, ...own } : NO_ROLL_SHEET;
    },
    onlyHiddenTokens(characterId) {
      const of = [...tokens.values()].filter((t) => t.represents === characterId && !t.isCard);
      return of.length > 0 && of.every((t) => t.layer === 'gmlayer');
    },
    character(characterId) {
      const name = spec.characters?.[characterId];
      return name === undefined ? undefined : { name, controllers: [] };
    },
    body: (tokenId) => (tokens.has(tokenId) ? spec.bodies?.[tokenId] : undefined),
    tokensNamed: (name, pageId) => [...tokens.values()].filter((t) => t.pageId === pageId && !t.isCard && t.name.replace(/\s+/g, ' ').trim().toLowerCase() === name.replace(/\s+/g, ' ').trim().toLowerCase()),
    playerPage: () => PAGE,
    remove: (id) => void tokens.delete(id),
    put: (token) => void tokens.set(token.id, token),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The stored data and the context

/** A running rondel fight on PAGE whose present is `state` (no undo history unless given). */
export function aFight(state: CombatState, overrides: Partial<Fight> = {}): Fight {
  return { rules: 'rondel', pageId: PAGE, timeline: timeline<FightStateBase>(state), lastTurnOrder: '', ...overrides };
}

/** A rondel fight built from combatants with partial overrides (test/support/builders.ts). */
export function aRondelFight(combatants: Partial<Combatant>[], state: Partial<CombatState> = {}): Fight {
  return aFight(aCombat(combatants, state));
}

export interface ContextSpec {
  readonly world?: World;
  /** Scripted dice (fail when over-consumed), or any Dice. None by default: a use case that rolls then fails. */
  readonly dice?: Dice | readonly Scripted[];
  readonly fight?: Fight | null;
  readonly config?: Partial<Config>;
  readonly stored?: Partial<Stored>;
}

export function aContext(spec: ContextSpec = {}): Context {
  const dice = Array.isArray(spec.dice) ? scriptedDice(...(spec.dice as Scripted[])) : ((spec.dice as Dice | undefined) ?? scriptedDice());
  const stored: Stored = {
    ...freshStore(),
    ...spec.stored,
    config: { ...DEFAULT_CONFIG, ...spec.stored?.config, ...spec.config },
    fight: spec.fight !== undefined ? spec.fight : (spec.stored?.fight ?? null),
  };
  return { stored, ports: { world: spec.world ?? aWorld(), dice } };
}

/** The context after an outcome: its stored data, when it changed, over the same ports. */
export function after(ctx: Context, outcome: Outcome): Context {
  return outcome.stored ? { ...ctx, stored: outcome.stored } : ctx;
}

/** The present state of the stored fight, as the rondel keeps it. */
export function presentOf(outcome: Outcome | Context): CombatState {
  const fight = outcome.stored?.fight;
  if (!fight) throw new Error('no fight is stored');
  return fight.timeline.present as CombatState;
}

export function combatantOf(outcome: Outcome | Context, id: string): Combatant {
  const c = presentOf(outcome).combatants.find((x) => x.id === id);
  if (!c) throw new Error(`${id} is not in the fight`);
  return c;
}

// ---------------------------------------------------------------------------------------------------------------
// Chat in

export interface LineOptions {
  readonly as?: Sender;
  /** The selected token ids; each must be a token of the world. */
  readonly selected?: readonly string[];
  /** Extra command words (the configured alias). */
  readonly words?: readonly string[];
}

/**
 * Runs a chat line as the adapter does: readCommand (parse, `--help`, BattleMaster's `!combat`), then the dispatcher's
 * run (GM-only verbs, then the use case). Null when the line is not the script's.
 */
export function line(ctx: Context, text: string, options: LineOptions = {}): Outcome | null {
  const sender = options.as ?? GM;
  const reading = readCommand(text, undefined, [...COMMAND_WORDS, ...(options.words ?? [])], sender);
  if (reading.kind === 'not-ours') return null;
  if (reading.kind === 'answer') return reading.outcome;
  const selected = (options.selected ?? []).map((id) => {
    const token = ctx.ports.world.token(id);
    if (!token) throw new Error(`the selected token ${id} is not in the world`);
    return token;
  });
  return run(ctx, reading.parsed, sender, selected);
}

/** `line`, for a line that is the script's. */
export function say(ctx: Context, text: string, options: LineOptions = {}): Outcome {
  const outcome = line(ctx, text, options);
  if (!outcome) throw new Error(`“${text}” is not addressed to the script`);
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------------
// Chat out

const ENTITY: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/**
 * What a reader sees of chat HTML: one line per block (a card's title, each of its rows), an API button as its
 * `[label]`, other tags gone, entities decoded.
 */
export function plain(html: string): string {
  return html
    .replace(/<br>|<\/?div[^>]*>/g, '\n')
    .replace(/<a [^>]*>/g, '[')
    .replace(/<\/a>/g, ']')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&(\w+);/g, (whole, name: string) => ENTITY[name] ?? whole)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Each message as its audience and its text. */
export function said(messages: readonly Outgoing[] | undefined): { to: Audience; text: string }[] {
  return (messages ?? []).map((m) => ({ to: m.to, text: plain(m.html) }));
}

/** The one message of an outcome, as its audience and text; fails when there is not exactly one. */
export function onlyMessage(outcome: Outcome): { to: Audience; text: string; noarchive: boolean } {
  if (outcome.messages.length !== 1) throw new Error(`expected one message, got ${outcome.messages.length}: ${JSON.stringify(said(outcome.messages))}`);
  const m = outcome.messages[0] as Outgoing;
  return { to: m.to, text: plain(m.html), noarchive: m.noarchive === true };
}

/** The API buttons' commands in chat HTML, in order. */
export function buttons(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"'));
}

/** A refusal: one message to the sender alone, changing nothing. */
export function refusalOf(outcome: Outcome): string {
  if (outcome.stored !== undefined) throw new Error('a refusal stores nothing');
  return onlyMessage(outcome).text;
}
