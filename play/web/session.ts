// One game at the browser table: the demo campaign in the Roll20 double running the built bundle, and every user
// action Roll20 offers (chat with a selection, the turn tracker, moving tokens, sheets, saving the scripts). Each
// action checks what Roll20 would let that player do, runs on the double, then gathers what the scripts did into the
// chat log and the Mod console and tells the listeners (the pages) that there is news.
import type { DoubleObject, RecorderMark, Sandbox } from 'roll20-double';
import type { Campaign } from '../campaign';
import { buildWebCampaign, SHEET_HTML, SHEET_TRANSLATIONS, type WebCampaignOptions } from './campaign';
import { ChatLog } from './chat-log';
import type { SheetView, TrackerRequest } from './protocol';
import { Sheets } from './sheets';
import { HostClock } from '../clock';

/** A refusal to show the user (what Roll20 would not let them do), not a fault. */
export class Refusal extends Error {
  override name = 'Refusal';
}

/** How often the table lets the double's clock catch up with the host's, so the scripts' timers (the turn timer) fire. */
const CLOCK_TICK_MS = 1000;

const PLAYER_COLOURS = ['#2f6fb5', '#2e8b57', '#b5482f', '#8a4fb5', '#b58a2f', '#2f9fb5'];
const GM_COLOUR = '#6b3f1d';

export interface ConsoleLine {
  readonly kind: 'log' | 'crash' | 'restart';
  readonly text: string;
}

/** A crash's stack as Roll20's console shows it: the message and the frames inside the scripts, not the host's. */
export function scriptStack(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => !/^\s+at /.test(line) || line.includes('apiscript.js'))
    .join('\n');
}

export class Session {
  readonly campaign: Campaign;
  readonly sb: Sandbox;
  private readonly hostClock: HostClock;
  readonly chat: ChatLog;
  readonly sheets: Sheets;
  readonly console: ConsoleLine[] = [];
  version = 0;
  private readonly listeners = new Set<() => void>();
  /** The host's time when the double's clock last caught up with it. */
  private readonly clock: ReturnType<typeof setInterval>;

  constructor(options: WebCampaignOptions = {}) {
    this.campaign = buildWebCampaign(options);
    this.sb = this.campaign.sb;
    this.hostClock = new HostClock(this.sb);
    this.chat = new ChatLog({
      gmIds: () => this.players().filter((p) => this.sb.playerIsGM(p)).map((p) => p.id),
      playerNamed: (name) => {
        const lower = name.toLowerCase();
        const named = (p: DoubleObject) => this.playerName(p.id).toLowerCase();
        return (this.players().find((p) => named(p) === lower) ?? this.players().find((p) => named(p).split(/\s+/)[0] === lower))?.id;
      },
      playerName: (id) => this.playerName(id),
      playerColour: (id) => this.playerColour(id),
    });
    this.sheets = Sheets.fromFiles(this.sb, SHEET_HTML, SHEET_TRANSLATIONS);
    this.step(() => this.sb.boot());
    // the double's clock stands still unless moved: the table moves it with the host's, once a second
    this.clock = setInterval(() => this.catchUp(), CLOCK_TICK_MS);
    (this.clock as { unref?: () => void }).unref?.();
  }

  /** Moves the double's clock by the host's time since the last look; a timer that falls due runs as a step. */
  catchUp(): void {
    this.hostClock.catchUp((run) => this.step(run));
  }

  /** Stops the clock (the server closes). */
  close(): void {
    clearInterval(this.clock);
  }

  // ---- who is who ---------------------------------------------------------------------------------------------

  players(): DoubleObject[] {
    return this.sb.allObjs('player');
  }

  player(id: string): DoubleObject {
    const p = this.sb.getObj('player', id);
    if (!p) throw new Refusal(`No player ${id}`);
    return p;
  }

  playerName(id: string): string {
    return String(this.sb.getObj('player', id)?.get('_displayname') ?? id);
  }

  playerColour(id: string): string {
    if (this.sb.playerIsGM(id)) return GM_COLOUR;
    const others = this.players().filter((p) => !this.sb.playerIsGM(p));
    return PLAYER_COLOURS[Math.max(0, others.findIndex((p) => p.id === id)) % PLAYER_COLOURS.length] as string;
  }

  /** Player ids a `controlledby` string names ('all' is everyone). */
  private controllers(value: unknown): string[] {
    const ids = String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    return ids.includes('all') ? this.players().map((p) => p.id) : ids;
  }

  /** The players controlling a token: its own `controlledby`, or its character's. */
  tokenControllers(token: DoubleObject): string[] {
    const own = this.controllers(token.get('controlledby'));
    const character = this.sb.getObj('character', String(token.get('represents') ?? ''));
    return [...new Set([...own, ...this.controllers(character?.get('controlledby'))])];
  }

  /** A GM controls everything; a player the tokens they or their character's `controlledby` name. */
  controls(playerId: string, token: DoubleObject): boolean {
    return this.sb.playerIsGM(playerId) || this.tokenControllers(token).includes(playerId);
  }

  /** Players see neither GM-layer tokens nor anything about them. */
  sees(playerId: string, token: DoubleObject): boolean {
    return this.sb.playerIsGM(playerId) || token.get('layer') !== 'gmlayer';
  }

  mayOpenSheet(playerId: string, character: DoubleObject): boolean {
    return this.sb.playerIsGM(playerId) || this.controllers(character.get('controlledby')).includes(playerId);
  }

  tokens(): DoubleObject[] {
    return this.sb.allObjs('graphic').filter((t) => t.get('_subtype') !== 'card' && t.get('_pageid') === this.campaign.page.id);
  }

  // ---- actions ----------------------------------------------------------------------------------------------

  /** Chat as `playerId` with those tokens selected (a player can only have selected tokens they control). */
  say(playerId: string, text: string, selectedIds: readonly string[]): void {
    const speaker = this.player(playerId);
    const selected = this.selection(playerId, selectedIds);
    const trimmed = text.trim();
    if (trimmed === '') return;
    this.step(() => {
      const before = this.sb.recorder.delivered.length;
      this.sb.driver.chat(speaker, trimmed, selected.length ? { selected } : {});
      const own = this.sb.recorder.delivered.slice(before).find((m) => m.playerid === playerId);
      if (own) this.chat.addUser(playerId, own);
      else if (this.sb.disabled) this.chat.addUnparsed(playerId, `${this.playerName(playerId)}${this.sb.playerIsGM(playerId) ? ' (GM)' : ''}`, trimmed);
    });
  }

  tracker(playerId: string, request: TrackerRequest): void {
    const player = this.player(playerId);
    const gm = this.sb.playerIsGM(player);
    const entries = this.sb.turnOrder();
    const at = (index: number, id: string) => {
      if (entries[index]?.id !== id) throw new Refusal('The turn order changed meanwhile; try again.');
    };
    const tracker = this.sb.driver.tracker;
    switch (request.op) {
      case 'next': {
        let pressed = false;
        this.step(() => (pressed = tracker.next(player)));
        if (!pressed) throw new Refusal('Only the GM, or the player whose token is on top, may end the turn.');
        return;
      }
      case 'edit':
        // Roll20 lets players change tracker values too; a player sees no GM-layer row, so cannot edit one.
        at(request.index, request.id);
        if (!gm && !this.rowVisible(playerId, request.id)) throw new Refusal('No such entry.');
        this.step(() => tracker.edit(request.index, request.pr));
        return;
      case 'add': {
        const tokens = this.selection(playerId, request.tokens);
        if (tokens.length === 0) throw new Refusal('Select the tokens to add first.');
        this.step(() => {
          for (const t of tokens) tracker.add({ id: t.id, pr: 0 });
        });
        return;
      }
    }
    if (!gm) throw new Refusal('Only the GM may rearrange the turn order.');
    switch (request.op) {
      case 'drag':
        at(request.from, request.id);
        if (!(request.to >= 0 && request.to < entries.length)) throw new Refusal('No such place in the turn order.');
        this.step(() => tracker.drag(request.from, request.to));
        return;
      case 'remove':
        at(request.index, request.id);
        this.step(() => tracker.remove(request.index));
        return;
      case 'custom':
        this.step(() => tracker.add({ id: '-1', custom: request.name, pr: request.pr, ...(request.formula ? { formula: request.formula } : {}) }));
        return;
    }
  }

  move(playerId: string, moves: readonly { id: string; left: number; top: number }[]): void {
    const tokens = moves.map((m) => ({ m, token: this.selection(playerId, [m.id])[0] }));
    this.step(() => {
      for (const { m, token } of tokens) if (token) this.sb.driver.move(token, { left: m.left, top: m.top });
    });
  }

  /**
   * The GM moves the selected tokens to the GM layer or back to the token layer, as Roll20's "Layer" menu does (a
   * user's change: the scripts hear of it). A player may not.
   */
  layer(playerId: string, ids: readonly string[], layer: 'gmlayer' | 'objects'): void {
    if (!this.sb.playerIsGM(playerId)) throw new Refusal('Only the GM moves tokens between layers.');
    const tokens = this.selection(playerId, ids);
    if (tokens.length === 0) throw new Refusal('Select the tokens first.');
    this.step(() => {
      for (const token of tokens) if (token.get('layer') !== layer) this.sb.driver.setProps(token, { layer });
    });
  }

  /** Roll20's "Save Script": the sandbox restarts; only `state` and the Roll20 objects survive. */
  restart(): void {
    this.console.push({ kind: 'restart', text: 'Restarting the sandbox (the scripts were saved)…' });
    this.step(() => this.sb.restart());
  }

  openSheet(playerId: string, characterId: string): SheetView {
    const character = this.character(playerId, characterId);
    let view: SheetView | undefined;
    this.step(() => (view = this.sheets.open(character)));
    return view as SheetView;
  }

  /** The sheet as it stands, for a sheet window already open: reads only (no step: nothing changes, nobody is told). */
  readSheet(playerId: string, characterId: string): SheetView {
    return this.sheets.read(this.character(playerId, characterId));
  }

  editSheet(playerId: string, characterId: string, name: string, value: string): SheetView {
    const character = this.character(playerId, characterId);
    let view: SheetView | undefined;
    this.step(() => (view = this.sheets.edit(character, name, value)));
    return view as SheetView;
  }

  /** A sheet roll button's text with the character's attributes filled in, ready for its queries. */
  resolveButton(playerId: string, characterId: string, text: string, row: string | null): string {
    return this.sheets.resolve(this.character(playerId, characterId), this.targetQuery(playerId, text), row);
  }

  /**
   * Roll20 asks for `@{target|…}` by a click on the map; the table asks with a drop-down of the tokens on the page
   * the player sees (`?{Target|name,id|…}`), which the page's query dialog already knows how to ask.
   */
  private targetQuery(playerId: string, text: string): string {
    if (!/@\{target\|token_id\}/i.test(text)) return text;
    // a name may not break the query: its | , } and { are taken out
    const choices = this.tokens()
      .filter((t) => this.sees(playerId, t))
      .map((t) => `${String(t.get('name') ?? '').replace(/[|,{}]/g, ' ').trim() || t.id},${t.id}`);
    if (choices.length === 0) throw new Refusal('There is no token on the page to target.');
    return text.replace(/@\{target\|token_id\}/gi, `?{Target|${choices.join('|')}}`);
  }

  // ---- bookkeeping --------------------------------------------------------------------------------------------

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private character(playerId: string, characterId: string): DoubleObject {
    const character = this.sb.getObj('character', characterId);
    if (!character || !this.mayOpenSheet(playerId, character)) throw new Refusal('You may not open that sheet.');
    return character;
  }

  private rowVisible(playerId: string, id: string): boolean {
    if (id === '-1') return true;
    const token = this.sb.getObj('graphic', id);
    return token === undefined || this.sees(playerId, token);
  }

  /** The live tokens among `ids` that `playerId` may select (Roll20 lets a player select only their own). */
  private selection(playerId: string, ids: readonly string[]): DoubleObject[] {
    return ids
      .map((id) => this.sb.getObj('graphic', id))
      .filter((t): t is DoubleObject => t !== undefined && this.controls(playerId, t) && this.sees(playerId, t));
  }

  /** Runs an action on the double, then files what the scripts said, logged and crashed meanwhile. */
  private step(action: () => void): void {
    const mark: RecorderMark = this.sb.recorder.mark();
    try {
      action();
      this.sb.flush();
    } finally {
      const since = this.sb.recorder.since(mark);
      // the user's own message was filed by `say` before the scripts answered; scripts' messages follow in order
      for (const m of since.chat) this.chat.addScript(m);
      for (const l of since.logs) this.console.push({ kind: 'log', text: l });
      for (const c of since.crashes) this.console.push({ kind: 'crash', text: scriptStack(c.stack || c.message) });
      this.version += 1;
      for (const l of this.listeners) l();
    }
  }
}
