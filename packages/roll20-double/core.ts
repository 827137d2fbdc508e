import { buildMessage, type ChatEnv, type ChatMessage, type WhisperTarget } from './chat';
import { Dice } from './dice';
import { describeError, DoubleFault, ScriptCrash, type CrashPhase } from './errors';
import { Faults, type FaultCall, type FaultedCall } from './faults';
import { IdFactory } from './ids';
import { DoubleObject, ObjectStore, type ObjectHost } from './objects';
import type { ResolvedOptions } from './options';
import { Recorder } from './recorder';
import { hostRealm, type Realm } from './realm';
import { mulberry32 } from './rng';
import { RollSyntaxError } from './roll-engine';
import { Scheduler } from './scheduler';

export type ScriptFn = (...args: unknown[]) => unknown;

/** A misuse of the API by script code, thrown in strict mode. */
export class MisuseError extends Error {
  override name = 'MisuseError';
}

/** An attribute value in a fixture: the current value as given, or both values. */
export type AttrValue = string | number | { current: string | number; max?: string | number };

/**
 * The sandbox's shared machinery: objects, handlers, dispatch with Roll20's crash semantics, the scheduler,
 * dice and the recorder. The vm context, the API functions and the driver are built on top of it.
 */
export class Core implements ObjectHost {
  readonly recorder = new Recorder();
  readonly ids: IdFactory;
  readonly dice: Dice;
  readonly scheduler: Scheduler;
  readonly store: ObjectStore;
  handlers: Array<{ name: string; fn: ScriptFn }> = [];
  readyFired = false;
  disabled = false;
  /** The realm script-facing values are made in (the vm context's once it exists). */
  realm: Realm = hostRealm;
  /** The live `state` object the scripts see. */
  stateRoot: Record<string, unknown>;
  /** GM flags of players, read live by playerIsGM. */
  readonly gm = new Map<string, boolean>();
  /** Sheet defaults: per character id, and campaign-wide (the sheet's own defaults). */
  readonly characterDefaults = new Map<string, Record<string, AttrValue>>();
  sheetDefaults: Record<string, AttrValue> = {};
  /** Runs a script call; the sandbox replaces it to enforce the watchdog. */
  guard: (thunk: () => void) => void = (thunk) => thunk();
  /** Injected faults (faults.ts). */
  readonly faults: Faults;
  /** How many script calls are running (nested: a handler reached through a driver action inside a handler). */
  private scriptDepth = 0;
  private rollIds = 0;

  constructor(readonly options: ResolvedOptions) {
    this.ids = new IdFactory(options.seed);
    this.dice = new Dice(mulberry32(options.seed));
    this.scheduler = new Scheduler(options.startTime, options.maxFlushTasks);
    this.store = new ObjectStore(this);
    this.stateRoot = JSON.parse(JSON.stringify(options.state ?? {})) as Record<string, unknown>;
    this.store.create('campaign', {}, 'setup', 'root');
    this.faults = new Faults({
      recorder: this.recorder,
      inScript: () => this.scriptDepth > 0,
      scriptError: (message) => this.realm.error(message),
      canonicalKey: (id, key) => this.store.canonicalKey(id, key),
      userRemove: (id) => this.userRemove(id),
      now: () => this.scheduler.now,
    });
  }

  /** A user deletes an object while a script runs: gone at once; its destroy event follows once the script returns. */
  private userRemove(id: string): void {
    const type = this.store.typeOf(id);
    const obj = this.store.byId(id);
    if (type === undefined || obj === undefined) return;
    this.store.remove(id, 'user');
    this.scheduler.schedule(() => this.dispatch(`destroy:${type}`, [obj]));
  }

  get campaign(): DoubleObject {
    const c = this.store.getObj('campaign', 'root');
    if (c === undefined) throw new DoubleFault('the campaign object is missing');
    return c;
  }

  // ---- ObjectHost ---------------------------------------------------------------------------------

  misuse(message: string): void {
    this.recorder.warnings.push(message);
    if (this.options.strict) throw new MisuseError(message);
  }

  warn(message: string): void {
    this.recorder.warnings.push(message);
  }

  defer(callback: ScriptFn, args: unknown[]): void {
    this.scheduler.schedule(() => this.invoke(callback, args, 'callback'));
  }

  checkFault(call: FaultCall, info: Omit<FaultedCall, 'call' | 'keys'> & { keys?: readonly string[] }): 'nothing' | 'remove' | undefined {
    return this.faults.check({ ...info, call });
  }

  /** Whether a script's call must be described to the faults; when not, it is only counted. */
  faultsArmed(call: FaultCall): boolean {
    if (this.faults.armed) return true;
    this.faults.tally(call);
    return false;
  }

  afterFault(effect: 'nothing' | 'remove' | undefined, id: string | undefined): void {
    if (effect === 'remove') this.faults.after(effect, id);
  }

  // ---- handlers and dispatch ----------------------------------------------------------------------

  on(name: unknown, fn: unknown): void {
    if (typeof name !== 'string' || typeof fn !== 'function') {
      this.misuse(`on(${JSON.stringify(name)}, …) needs an event name and a function`);
      return;
    }
    if (name === 'ready' && this.readyFired) {
      if (this.options.lateReady === 'immediate') this.invoke(fn as ScriptFn, [], 'handler');
      else this.warn(`on('ready') registered after ready fired: it will never be called (option lateReady)`);
      return;
    }
    this.handlers.push({ name, fn: fn as ScriptFn });
  }

  hasHandlers(name: string): boolean {
    return this.handlers.some((h) => h.name === name);
  }

  /** Runs the handlers of one event in registration order; a crash stops the rest. */
  dispatch(name: string, args: unknown[]): void {
    if (this.disabled) return;
    const list = this.handlers.filter((h) => h.name === name);
    for (const h of list) if (!this.invoke(h.fn, args, 'handler')) return;
  }

  /**
   * Calls script code at the sandbox boundary, as Roll20 does: an uncaught exception is a crash (recorded;
   * then the sandbox is disabled, or the crash rethrown in 'throw' mode). Faults in the test's own set-up
   * (DoubleFault) always reach the test. Returns false when the call crashed or the sandbox is disabled.
   */
  invoke(fn: ScriptFn, args: unknown[], phase: CrashPhase): boolean {
    if (this.disabled) return false;
    let thrown: { error: unknown } | undefined;
    this.scriptDepth += 1;
    try {
      this.guard(() => {
        fn(...args);
      });
    } catch (error) {
      thrown = { error };
    } finally {
      this.scriptDepth -= 1;
    }
    if (thrown !== undefined) {
      this.rethrowFault(thrown.error);
      this.crash(thrown.error, phase);
      return false;
    }
    this.rethrowFault(undefined);
    return true;
  }

  /** Throws a pending dice fault or a DoubleFault to the test. */
  rethrowFault(error: unknown): void {
    const fault = this.dice.fault;
    if (fault !== undefined) {
      this.dice.fault = undefined;
      throw fault;
    }
    if (error instanceof DoubleFault) throw error;
  }

  crash(error: unknown, phase: CrashPhase): void {
    let { message, stack } = describeError(error);
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      message = `Possible infinite loop detected, shutting down. (${message})`;
      stack = message;
    }
    this.recorder.crashes.push({ error, message, stack, phase });
    if (this.options.crash === 'throw') throw new ScriptCrash(`script crash (${phase}): ${message}\n${stack}`, phase, error);
    this.disabled = true;
  }

  // ---- chat -----------------------------------------------------------------------------------------

  /** Dispatches a chat:message to the scripts (dropped when disabled). */
  deliverChat(msg: ChatMessage): void {
    if (this.disabled) return;
    this.recorder.delivered.push(msg);
    this.dispatch('chat:message', [this.realm.plain(msg)]);
  }

  /** The parsing environment for chat input; `selected` resolves `@{selected|…}`. */
  chatEnv(selected: readonly DoubleObject[] = []): ChatEnv {
    return {
      whisperTarget: (name) => this.whisperTarget(name),
      rollDie: (sides) => this.dice.roll(sides),
      nextRollId: () => `roll-${(this.rollIds += 1)}`,
      attribute: (ref) => this.attributeReference(ref, selected),
      ability: (ref) => this.abilityReference(ref, selected),
      problem: (message) => this.misuse(message),
    };
  }

  gmIds(): string[] {
    return this.store.all('player').map((p) => p.id).filter((id) => this.gm.get(id) === true);
  }

  displayName(playerId: string): string {
    return String(this.store.peek(playerId, '_displayname') ?? '');
  }

  /** Player ids a `controlledby` string names ('all' is every player). */
  controllers(controlledby: unknown): string[] {
    const parts = String(controlledby ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (parts.includes('all')) return this.store.all('player').map((p) => p.id);
    return parts.filter((id) => this.store.typeOf(id) === 'player');
  }

  whisperTarget(name: string): WhisperTarget | undefined {
    const lower = name.toLowerCase();
    if (lower === 'gm') return { target: 'gm', target_name: 'GM', targets: this.gmIds() };
    const players = this.store.all('player');
    const player =
      players.find((p) => this.displayName(p.id).toLowerCase() === lower) ??
      players.find((p) => (this.displayName(p.id).split(/\s+/)[0] ?? '').toLowerCase() === lower);
    if (player !== undefined) return { target: player.id, target_name: this.displayName(player.id), targets: [player.id] };
    const character = this.store.all('character').find((c) => String(this.store.peek(c.id, 'name')).toLowerCase() === lower);
    if (character !== undefined) {
      const targets = this.controllers(this.store.peek(character.id, 'controlledby'));
      return { target: targets.join(','), target_name: String(this.store.peek(character.id, 'name')), targets };
    }
    return undefined;
  }

  /** `Aldric|Attack` or `selected|Attack`: the action of that character's ability of that name. */
  private abilityReference(ref: string, selected: readonly DoubleObject[]): string | undefined {
    const bar = ref.indexOf('|');
    if (bar < 0) return undefined;
    const who = ref.slice(0, bar);
    const name = ref.slice(bar + 1);
    const characterId =
      who.toLowerCase() === 'selected'
        ? selected[0] === undefined
          ? undefined
          : String(this.store.peek(selected[0].id, 'represents') ?? '')
        : this.store.all('character').find((c) => String(this.store.peek(c.id, 'name')) === who)?.id;
    if (characterId === undefined || characterId === '') return undefined;
    const ability = this.store.all('ability').find((a) => this.store.peek(a.id, '_characterid') === characterId && String(this.store.peek(a.id, 'name')) === name);
    return ability === undefined ? undefined : String(this.store.peek(ability.id, 'action') ?? '');
  }

  private attributeReference(ref: string, selected: readonly DoubleObject[]): string | undefined {
    const [who = '', attr = '', which] = ref.split('|');
    let characterId: string | undefined;
    let token: DoubleObject | undefined;
    if (who.toLowerCase() === 'selected') {
      token = selected[0];
      if (token === undefined) return undefined;
      characterId = String(this.store.peek(token.id, 'represents') ?? '');
    } else {
      characterId = this.store.all('character').find((c) => String(this.store.peek(c.id, 'name')) === who)?.id;
    }
    if (token !== undefined) {
      if (attr === 'token_id') return token.id;
      if (attr === 'token_name') return String(this.store.peek(token.id, 'name'));
      const bar = /^bar([123])$/.exec(attr);
      if (bar) return String(this.store.peek(token.id, `bar${bar[1] ?? ''}_${which === 'max' ? 'max' : 'value'}`));
    }
    if (characterId === undefined || characterId === '') return undefined;
    if (attr === 'character_id') return characterId;
    if (attr === 'character_name') return String(this.store.peek(characterId, 'name'));
    const value = this.attrByName(characterId, attr, which === 'max' ? 'max' : 'current');
    return value === undefined ? undefined : String(value);
  }

  /** getAttrByName: the attribute, else the sheet default, else undefined (spec §9). */
  attrByName(characterId: string, name: string, which: 'current' | 'max'): unknown {
    if (this.store.getObj('character', characterId) === undefined) {
      this.warn(`getAttrByName: no character with id ${characterId}`);
      return undefined;
    }
    const attributes = this.store.all('attribute').filter((a) => this.store.peek(a.id, '_characterid') === characterId);
    let attrName = name;
    const repeating = /^(repeating_.+?)_\$(\d+)_(.+)$/.exec(name);
    if (repeating) {
      const [, section = '', index = '0', field = ''] = repeating;
      const rowId = this.repeatingRows(attributes, section)[Number(index)];
      if (rowId === undefined) return undefined;
      attrName = `${section}_${rowId}_${field}`;
    }
    const lower = attrName.toLowerCase();
    const attribute = attributes.find((a) => String(this.store.peek(a.id, 'name')).toLowerCase() === lower);
    if (attribute !== undefined) return this.store.peek(attribute.id, which);
    const fallback = this.characterDefaults.get(characterId)?.[attrName] ?? this.sheetDefaults[attrName];
    if (fallback === undefined) {
      this.warn(`getAttrByName: ${attrName} not found on character ${characterId} and no sheet default`);
      return undefined;
    }
    if (typeof fallback === 'object') return which === 'max' ? (fallback.max ?? '') : fallback.current;
    return which === 'max' ? '' : fallback;
  }

  /** Row ids of a repeating section: `_reporder_<section>` first, then the rest in id (creation) order. */
  private repeatingRows(attributes: readonly DoubleObject[], section: string): string[] {
    const prefix = `${section}_`.toLowerCase();
    const rows: string[] = [];
    for (const a of attributes) {
      const n = String(this.store.peek(a.id, 'name'));
      if (!n.toLowerCase().startsWith(prefix)) continue;
      const rest = n.slice(prefix.length);
      const row = rest.startsWith('-') && rest.length > 21 && rest.charAt(20) === '_' ? rest.slice(0, 20) : rest.split('_')[0] ?? '';
      if (row !== '' && !rows.includes(row)) rows.push(row);
    }
    rows.sort();
    const reporder = attributes.find((a) => String(this.store.peek(a.id, 'name')).toLowerCase() === `_reporder_${section}`.toLowerCase());
    if (reporder === undefined) return rows;
    const ordered = String(this.store.peek(reporder.id, 'current')).split(',').filter((r) => rows.includes(r));
    return [...ordered, ...rows.filter((r) => !ordered.includes(r))];
  }

  /** sendChat: parsed now, delivered (or handed to the callback) asynchronously. */
  sendChat(speakingAs: unknown, input: unknown, callback: unknown, options: unknown): void {
    const as = String(speakingAs ?? '');
    let who = as;
    const ref = /^(player|character)\|(.+)$/.exec(as);
    if (ref) {
      const id = ref[2] ?? '';
      who = ref[1] === 'player' ? this.displayName(id) : String(this.store.peek(id, 'name') ?? '');
      if (this.store.typeOf(id) !== ref[1]) this.misuse(`sendChat: ${as} names no ${ref[1] ?? ''}`);
    }
    let built: ReturnType<typeof buildMessage>;
    try {
      built = buildMessage(String(input ?? ''), who, 'API', this.chatEnv());
    } catch (error) {
      if (error instanceof RollSyntaxError) {
        this.misuse(`sendChat: ${error.message}; nothing was sent`);
        return;
      }
      throw error;
    }
    const { msg, targets } = built;
    const viaCallback = typeof callback === 'function';
    const opts = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined;
    const recorded: import('./recorder').RecordedChat = { speakingAs: as, who, type: msg.type, content: msg.content, targets, playerid: 'API', viaCallback, at: this.scheduler.now };
    if (msg.target !== undefined) recorded.target = msg.target;
    if (msg.target_name !== undefined) recorded.target_name = msg.target_name;
    if (msg.rolltemplate !== undefined) recorded.rolltemplate = msg.rolltemplate;
    if (msg.inlinerolls !== undefined) recorded.inlinerolls = msg.inlinerolls;
    if (msg.origRoll !== undefined) recorded.origRoll = msg.origRoll;
    if (opts !== undefined) {
      recorded.options = {};
      if ('noarchive' in opts) recorded.options.noarchive = Boolean(opts.noarchive);
      if ('use3d' in opts) recorded.options.use3d = Boolean(opts.use3d);
    }
    this.recorder.chat.push(recorded);
    if (viaCallback) {
      this.scheduler.schedule(() => this.invoke(callback as ScriptFn, [this.realm.array([this.realm.plain(msg)])], 'callback'));
    } else {
      this.scheduler.schedule(() => this.deliverChat(msg));
    }
  }
}
