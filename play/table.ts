// The play table's engine: owns the sandbox, the selection, who is typing and the numbered buttons, and turns what
// the script says into lines of text. No terminal I/O here: lines go to `out`, questions to `ask`.
import type { DoubleObject, RecorderMark, Sandbox } from 'roll20-double';
import { ACTION_WORDS, VERBS } from '../src/commands/verbs';
import { isRuleSetId, type RuleSetId } from '../src/rules/core/rule-set';
import { STATE_KEY } from '../src/roll20/store';
import { READ_ATTRIBUTES } from '../src/app/sheet';
import { buildCampaign, type Campaign } from './campaign';
import { HostClock } from './clock';
import { campaignMarkers, markerMeanings } from './marker-meanings';
import { answerQuery, findQueries, fillQueries, renderHtml, type Button, type Query } from './render';

export const TABLE_COMMANDS = ['as', 'select', 'tracker', 'tokens', 'sheet', 'buttons', 'restart', 'help', 'quit', 'exit'] as const;

export interface TableOptions {
  /** A campaign built elsewhere (tests); default: the built-in one with `seed`. */
  readonly campaign?: Campaign;
  readonly seed?: number;
  /** Where every line of the transcript goes. */
  readonly out: (line: string) => void;
  /**
   * Asks a roll query of a button (interactive mode). Returns what was typed ('' for the default). Without it,
   * every query takes its default (script mode).
   */
  readonly ask?: (query: Query) => Promise<string>;
  readonly colour?: boolean;
  readonly width?: number;
  /** Show the sandbox's warnings (missing attributes and the like). */
  readonly warnings?: boolean;
}

export class PlayTable {
  readonly sb: Sandbox;
  private readonly hostClock: HostClock;
  readonly campaign: Campaign;
  speaker: DoubleObject;
  selection: DoubleObject[] = [];
  /** The numbered choices: the buttons of the last batch of messages that had any. `buttons[0]` is `[1]`. */
  buttons: Button[] = [];
  /** The counter as the tracker last showed it (kept after the fight ends). */
  lastCounter: number | null = null;
  /** The title of the tracker's clock entry as last shown, in any rule set: `Count`, `Round 2 · second 7` (kept after the fight ends). */
  lastClock: string | null = null;
  private readonly out: (line: string) => void;
  private readonly ask: ((query: Query) => Promise<string>) | undefined;
  private readonly colour: boolean;
  private readonly width: number;
  private readonly warnings: boolean;
  /** The host's time when the double's clock last caught up with it. */

  constructor(options: TableOptions) {
    this.campaign = options.campaign ?? buildCampaign(options.seed === undefined ? {} : { seed: options.seed });
    this.sb = this.campaign.sb;
    this.hostClock = new HostClock(this.sb);
    this.speaker = this.campaign.gm;
    this.out = options.out;
    this.ask = options.ask;
    this.colour = options.colour ?? false;
    this.width = options.width ?? 78;
    this.warnings = options.warnings ?? false;
  }

  /** Moves the double's clock by the host's time since the last look; a timer that falls due runs as a step. */
  catchUp(): void {
    this.hostClock.catchUp((run) => this.step(run));
  }

  /** Boots the sandbox (Roll20's `ready`) and shows whatever the script says on the way. */
  boot(): void {
    this.step(() => {
      if (!this.sb.ready) this.sb.boot();
    });
  }

  get crashed(): boolean {
    return this.sb.recorder.crashes.length > 0;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Names

  nameOfPlayer(p: DoubleObject | string): string {
    const id = typeof p === 'string' ? p : p.id;
    return String(this.sb.getObj('player', id)?.get('_displayname') ?? id);
  }

  nameOfToken(id: string): string {
    return String(this.sb.getObj('graphic', id)?.get('name') ?? id);
  }

  players(): DoubleObject[] {
    return this.sb.allObjs('player');
  }

  tokens(): DoubleObject[] {
    return this.sb.allObjs('graphic').filter((t) => t.get('_subtype') !== 'card');
  }

  characters(): DoubleObject[] {
    return this.sb.allObjs('character');
  }

  prompt(): string {
    const live = this.liveSelection();
    const names = live.map((t) => String(t.get('name')));
    const shown = names.length > 3 ? `${names.slice(0, 2).join(', ')} +${names.length - 2}` : names.join(', ');
    const gm = this.sb.playerIsGM(this.speaker) ? ' (GM)' : '';
    return `${this.nameOfPlayer(this.speaker)}${gm}${shown ? ` [${shown}]` : ''}> `;
  }

  private liveSelection(): DoubleObject[] {
    this.selection = this.selection.filter((t) => this.sb.getObj('graphic', t.id) !== undefined);
    return this.selection;
  }

  /** The counter shown by the rondel's own tracker entry, or null when there is none. */
  counter(): number | null {
    const entry = this.sb.turnOrder().find((e) => e.id === '-1' && /^count\b/i.test(String(e.custom ?? '')));
    if (!entry) return null;
    const n = Number(entry.pr);
    return Number.isFinite(n) ? n : null;
  }

  /** The title of the script's own tracker entry (the clock: `Count`, `Round 2 · second 7`, `Round 3 · turns`), or null. */
  clock(): string | null {
    const entry = this.sb.turnOrder().find((e) => e.id === '-1' && /^(count|round)\b/i.test(String(e.custom ?? '')));
    return entry ? String(entry.custom) : null;
  }

  /** The rule set of the running fight, as the script stored it; null without a fight. */
  rulesInPlay(): RuleSetId | null {
    const stored = this.sb.state[STATE_KEY] as { fight?: { rules?: unknown } | null } | undefined;
    const rules = stored?.fight?.rules;
    return isRuleSetId(rules) ? rules : null;
  }

  // -------------------------------------------------------------------------------------------------------------
  // The command loop

  /** Runs one line. Returns false when the table should close. */
  async exec(input: string): Promise<boolean> {
    // the double's clock stands still unless moved: it catches up with the host's first, so the scripts' timers (the
    // turn timer) fire, and what they say is shown before the line runs
    this.catchUp();
    const line = input.trim();
    if (line === '' || line.startsWith('#')) return true;
    const [word = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (word.toLowerCase()) {
      case 'quit':
      case 'exit':
        return false;
      case 'help':
        this.help();
        return true;
      case 'as':
        this.as(args);
        return true;
      case 'select':
        this.select(args);
        return true;
      case 'tracker':
        if (args.toLowerCase() === 'next') this.trackerNext();
        else this.showTracker();
        return true;
      case 'tokens':
        this.showTokens();
        return true;
      case 'sheet':
        this.showSheet(args);
        return true;
      case 'buttons':
        this.showButtons();
        return true;
      case 'restart':
        this.restart();
        return true;
    }
    const pick = /^(\d+)(?:\s+(.*))?$/.exec(line);
    if (pick) {
      await this.press(Number(pick[1]), pick[2]);
      return true;
    }
    await this.say(line);
    return true;
  }

  /** Sends chat as the current speaker with the current selection; roll queries in it are asked first. */
  async say(text: string, answers: readonly string[] = []): Promise<void> {
    const filled = text.includes('?{') ? await this.resolveQueries(text, answers) : text;
    if (filled !== text) this.out(`» ${this.shorten(filled)}`);
    const selected = this.liveSelection();
    this.step(() => this.sb.driver.chat(this.speaker, filled, selected.length ? { selected } : {}));
  }

  private async press(n: number, answerText: string | undefined): Promise<void> {
    const button = this.buttons[n - 1];
    if (!button) {
      this.out(this.buttons.length ? `No button [${n}]: the choices are [1] to [${this.buttons.length}].` : 'There are no buttons to press.');
      return;
    }
    const answers = answerText === undefined ? [] : answerText.split('|').map((s) => s.trim());
    const command = await this.resolveQueries(button.command, answers);
    this.out(`» ${this.nameOfPlayer(this.speaker)} presses [${n}] ${button.label}: ${this.shorten(command)}`);
    const selected = this.liveSelection();
    this.step(() => this.sb.driver.chat(this.speaker, command, selected.length ? { selected } : {}));
  }

  /** Fills the roll queries: from `answers` in order, else asked (interactive), else the defaults. */
  private async resolveQueries(command: string, answers: readonly string[]): Promise<string> {
    const queries = findQueries(command);
    const chosen = new Map<string, string>();
    for (const [i, q] of queries.entries()) {
      let value: string | undefined;
      const given = answers[i];
      if (given !== undefined) {
        value = answerQuery(q, given);
        if (value === undefined) this.out(`(“${given}” is not one of ${q.options.map((o) => o.label).join(', ')}: the default is used)`);
      } else if (this.ask) {
        for (;;) {
          value = answerQuery(q, await this.ask(q));
          if (value !== undefined) break;
          this.out(`Choose one of: ${q.options.map((o, k) => `${k + 1}) ${o.label}`).join('  ')}`);
        }
      }
      chosen.set(q.prompt, value ?? q.defaultValue);
    }
    return fillQueries(command, chosen);
  }

  /** A command with token ids shown as ‹name›. */
  private shorten(command: string): string {
    return command.replace(/-[A-Za-z0-9_-]{19}/g, (id) => {
      const t = this.sb.getObj('graphic', id);
      return t ? `‹${String(t.get('name'))}›` : id;
    });
  }

  /** Runs an action on the sandbox and prints what the scripts sent meanwhile (and any crash). */
  private step(action: () => void): void {
    const mark: RecorderMark = this.sb.recorder.mark();
    action();
    this.sb.flush();
    const since = this.sb.recorder.since(mark);
    const fresh: Button[] = [];
    for (const msg of since.chat) {
      if (msg.viaCallback) continue;
      const rendered = renderHtml(msg.content, { colour: this.colour, firstButton: fresh.length + 1, width: this.width });
      fresh.push(...rendered.buttons);
      if (msg.type === 'whisper') {
        const to = msg.target_name === 'GM' ? 'GM' : msg.targets.map((id) => this.nameOfPlayer(id)).join(', ') || String(msg.target_name ?? '?');
        this.out(`(to ${to})`);
      } else if (msg.type !== 'direct' && msg.type !== 'general') {
        this.out(`(${msg.type})`);
      }
      for (const l of rendered.lines) this.out(l);
    }
    if (fresh.length) this.buttons = fresh;
    if (this.warnings) for (const w of since.warnings) this.out(`(sandbox warning: ${w})`);
    for (const c of since.crashes) {
      this.out(`!! The script crashed (${c.phase}): ${c.message}`);
      this.out('!! Every script is disabled until `restart` (Roll20: until the scripts are saved again).');
    }
    const counter = this.counter();
    if (counter !== null) this.lastCounter = counter;
    const clock = this.clock();
    if (clock !== null) this.lastClock = clock;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Table commands

  private help(): void {
    const lines = [
      'Type chat exactly as in Roll20: !combat start, !combat act combat, !rondel status, …',
      '  as <player|gm>        who is typing (name prefix: as pat, as gm)',
      '  select <names…>       select tokens (name or prefix: select aldric lira, select goblin, select all, select none)',
      '  <n> [a | b …]         press button [n] of the last message that had buttons; optional answers to its questions',
      '  buttons               show the numbered buttons again',
      '  tracker               the turn tracker;  tracker next: press its next-turn button',
      '  tokens                tokens with their markers and badges',
      '  sheet <name>          a character’s sheet attributes',
      '  restart               restart the sandbox (“save script”): state survives as JSON',
      '  help, quit',
      `Players: ${this.players().map((p) => `${this.nameOfPlayer(p)}${this.sb.playerIsGM(p) ? ' (GM)' : ''}`).join(', ')}.`,
      `Tokens: ${this.tokens().map((t) => String(t.get('name'))).join(', ')}.`,
    ];
    for (const l of lines) this.out(l);
  }

  private as(args: string): void {
    const who = args.trim().toLowerCase();
    if (!who) {
      this.out(`Typing as ${this.nameOfPlayer(this.speaker)}. Players: ${this.players().map((p) => this.nameOfPlayer(p)).join(', ')}.`);
      return;
    }
    const players = this.players();
    let found: DoubleObject | undefined;
    if (who === 'gm') found = players.find((p) => this.sb.playerIsGM(p));
    found ??= players.find((p) => this.nameOfPlayer(p).toLowerCase() === who);
    if (!found) {
      const prefixed = players.filter((p) => this.nameOfPlayer(p).toLowerCase().startsWith(who));
      if (prefixed.length > 1) {
        this.out(`“${args}” could be ${prefixed.map((p) => this.nameOfPlayer(p)).join(' or ')}.`);
        return;
      }
      found = prefixed[0];
    }
    if (!found) {
      this.out(`No player “${args}”. Players: ${players.map((p) => this.nameOfPlayer(p)).join(', ')}.`);
      return;
    }
    this.speaker = found;
    this.out(`Now typing as ${this.nameOfPlayer(found)}${this.sb.playerIsGM(found) ? ' (GM)' : ''}.`);
  }

  /** Resolves token names: the longest run of words that names a token exactly, else a prefix of one word. */
  resolveTokens(args: string): { tokens: DoubleObject[]; unknown: string[] } {
    const all = this.tokens();
    const words = args.split(/[\s,]+/).filter(Boolean);
    const picked: DoubleObject[] = [];
    const unknown: string[] = [];
    const add = (ts: DoubleObject[]) => {
      for (const t of ts) if (!picked.includes(t)) picked.push(t);
    };
    let i = 0;
    while (i < words.length) {
      let matched = false;
      for (let j = words.length; j > i; j--) {
        const phrase = words.slice(i, j).join(' ').toLowerCase();
        const exact = all.filter((t) => String(t.get('name')).toLowerCase() === phrase);
        if (exact.length) {
          add(exact);
          i = j;
          matched = true;
          break;
        }
      }
      if (matched) continue;
      const word = (words[i] as string).toLowerCase();
      const prefixed = all.filter((t) => String(t.get('name')).toLowerCase().startsWith(word));
      if (prefixed.length) add(prefixed);
      else unknown.push(words[i] as string);
      i++;
    }
    return { tokens: picked, unknown };
  }

  private select(args: string): void {
    const a = args.trim().toLowerCase();
    if (a === 'none' || a === 'nothing') this.selection = [];
    else if (a === 'all') this.selection = this.tokens().filter((t) => t.get('_pageid') === this.campaign.page.id);
    else if (a !== '') {
      const { tokens, unknown } = this.resolveTokens(args);
      if (unknown.length) {
        this.out(`No token named ${unknown.map((u) => `“${u}”`).join(', ')}; the selection is unchanged.`);
        return;
      }
      this.selection = tokens;
    }
    const names = this.liveSelection().map((t) => String(t.get('name')));
    this.out(names.length ? `Selected: ${names.join(', ')}.` : 'Nothing selected.');
  }

  private showTracker(): void {
    const entries = this.sb.turnOrder();
    if (entries.length === 0) {
      this.out('The turn tracker is empty.');
      return;
    }
    const open = this.sb.campaign.get('initiativepage');
    this.out(`Turn tracker${open ? '' : ' (closed)'}: the top entry is the current turn.`);
    entries.forEach((e, i) => {
      const name = e.id === '-1' ? String(e.custom ?? '') : this.nameOfToken(e.id);
      this.out(`${i === 0 ? ' ▶' : '  '} ${String(e.pr).padStart(3)}  ${name}`);
    });
  }

  private trackerNext(): void {
    const name = this.nameOfPlayer(this.speaker);
    let pressed = false;
    this.out(`» ${name} presses the tracker’s next-turn button`);
    this.step(() => {
      pressed = this.sb.driver.tracker.next(this.speaker);
    });
    if (!pressed) this.out('(Roll20 does not let you: only the GM, or the player whose token is on top, may press next.)');
  }

  private showTokens(): void {
    const tokens = this.tokens();
    const meanings = markerMeanings(this.sb.state[STATE_KEY], campaignMarkers(this.sb.campaign.get('_token_markers')));
    const width = Math.max(6, ...tokens.map((t) => String(t.get('name')).length));
    for (const t of tokens) {
      const name = String(t.get('name'));
      const ch = this.sb.getObj('character', String(t.get('represents') ?? ''));
      const controllers = String(ch?.get('controlledby') || t.get('controlledby') || '')
        .split(',')
        .filter(Boolean)
        .map((id) => (id === 'all' ? 'all' : this.nameOfPlayer(id)));
      const markers = String(t.get('statusmarkers') ?? '')
        .split(',')
        .filter(Boolean)
        .map((m) => {
          const tag = m.replace(/@\d+$/, '');
          const meaning = meanings[tag];
          return meaning ? `${m} (${meaning})` : m;
        });
      this.out(`  ${name.padEnd(width)}  ${(controllers.length ? controllers.join(', ') : 'GM').padEnd(6)}  ${markers.length ? markers.join(', ') : '–'}`);
    }
  }

  private showSheet(args: string): void {
    const want = args.trim().toLowerCase();
    if (!want) {
      this.out(`Characters: ${this.characters().map((c) => String(c.get('name'))).join(', ')}.`);
      return;
    }
    const chars = this.characters();
    let ch = chars.find((c) => String(c.get('name')).toLowerCase() === want) ?? chars.find((c) => String(c.get('name')).toLowerCase().startsWith(want));
    if (!ch) {
      const token = this.resolveTokens(args).tokens[0];
      ch = token ? this.sb.getObj('character', String(token.get('represents') ?? '')) : undefined;
    }
    if (!ch) {
      this.out(`No character “${args.trim()}” (foes without a sheet have none). Characters: ${chars.map((c) => String(c.get('name'))).join(', ')}.`);
      return;
    }
    const attrs = this.sb.findObjs({ type: 'attribute', characterid: ch.id });
    const value = (name: string) => attrs.find((a) => String(a.get('name')).toLowerCase() === name)?.get('current');
    const controllers = String(ch.get('controlledby') || '')
      .split(',')
      .filter(Boolean)
      .map((id) => this.nameOfPlayer(id));
    const about = [value('species'), value('role')].filter((v) => v !== undefined).join(' ');
    this.out(`${String(ch.get('name'))}${about ? `, ${about}` : ''} (${controllers.length ? controllers.join(', ') : 'GM'})`);
    const scores = ['strength', 'agility', 'logic', 'will', 'faith', 'perception'].filter((s) => value(s) !== undefined);
    if (scores.length) this.out(`  scores: ${scores.map((s) => `${s} ${String(value(s))}`).join(', ')}`);
    for (const name of READ_ATTRIBUTES) {
      const v = value(name);
      this.out(`  ${name.padEnd(22)} ${v === undefined ? '– (default)' : String(v)}`);
    }
  }

  private showButtons(): void {
    if (this.buttons.length === 0) {
      this.out('There are no buttons to press.');
      return;
    }
    this.buttons.forEach((b, i) => this.out(`  [${i + 1}] ${b.label}: ${this.shorten(b.command)}`));
  }

  private restart(): void {
    this.out('— restarting the sandbox (“save script”): scripts reload, only state and Roll20 objects survive —');
    this.step(() => this.sb.restart());
  }

  // -------------------------------------------------------------------------------------------------------------
  // Tab completion

  /** Readline's completer: commands, verbs, action words, flags, player, token and character names. */
  complete(line: string): [string[], string] {
    const endsInSpace = /\s$/.test(line);
    const words = line.split(/\s+/).filter(Boolean);
    const partial = endsInSpace ? '' : (words[words.length - 1] ?? '');
    const before = endsInSpace ? words : words.slice(0, -1);
    const lower = partial.toLowerCase();
    const match = (candidates: readonly string[]) => [...new Set(candidates.filter((c) => c.toLowerCase().startsWith(lower)))];
    const tokenNames = this.tokens().map((t) => String(t.get('name')));
    if (before.length === 0) {
      return [match([...TABLE_COMMANDS, '!combat', '!rondel']), partial];
    }
    const first = (before[0] as string).toLowerCase();
    if (first === '!combat' || first === '!rondel') {
      if (before.length === 1) return [match(VERBS.map((v) => v.name)), partial];
      const verb = VERBS.find((v) => v.name === (before[1] as string).toLowerCase());
      if (!verb) return [[], partial];
      if (partial.startsWith('-')) return [match(Object.keys(verb.flags).map((f) => `--${f}`)), partial];
      if (before.length === 2 && verb.name === 'act') return [match([...ACTION_WORDS]), partial];
      if (before[before.length - 1] === '--tier') return [match(['black_tower', 'gray_yak', 'brown_cow', 'red_fox', 'orange_lion', 'yellow_bird', 'green_horse', 'blue_gryphon', 'purple_lightning']), partial];
      if (before.length === 2 && verb.name === 'help') return [match(VERBS.map((v) => v.name)), partial];
      return [match(Object.keys(verb.flags).map((f) => `--${f}`)), partial];
    }
    if (first === 'as') return [match(['gm', ...this.players().map((p) => this.nameOfPlayer(p))]), partial];
    if (first === 'select') return [match(['all', 'none', ...tokenNames]), partial];
    if (first === 'sheet') return [match(this.characters().map((c) => String(c.get('name')))), partial];
    if (first === 'tracker') return [match(['next']), partial];
    return [[], partial];
  }
}

/** Runs script lines (blank lines ignored; # comments echoed, not run), echoing each with the prompt. Stops at quit. */
export async function runLines(table: PlayTable, lines: readonly string[], out: (line: string) => void): Promise<void> {
  let commenting = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      // comments are not run, but they narrate the transcript
      if (!commenting) out('');
      out(line);
      commenting = true;
      continue;
    }
    commenting = false;
    out('');
    out(`${table.prompt()}${line}`);
    if (!(await table.exec(line))) break;
  }
}
