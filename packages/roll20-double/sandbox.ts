import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as vm from 'node:vm';
import { buildApi, buildTimers } from './api';
import { Core, type AttrValue } from './core';
import { createDriver, type Driver } from './driver';
import { DoubleFault, ScriptCrash } from './errors';
import type { Faults } from './faults';
import { createFixtures, type CharacterFixture, type CustomMarker, type Fixtures, type PageFixture, type PlayerFixture, type TokenFixture } from './fixtures';
import type { DoubleObject, Props } from './objects';
import { resolveOptions, type ResolvedOptions, type SandboxOptions } from './options';
import { contextRealm, hostRealm } from './realm';
import type { Dice } from './dice';
import type { Recorder } from './recorder';
import { jsonLosses, persistState } from './state';
import { parseTurnOrder, type TurnEntry } from './turn-order';

const require = createRequire(import.meta.url);
let underscoreScript: vm.Script | undefined;

/** Real Underscore, evaluated inside the context (so it lives in the scripts' realm). */
function underscoreInContext(): vm.Script {
  if (underscoreScript === undefined) {
    const source = readFileSync(require.resolve('underscore/underscore-umd.js'), 'utf8');
    // a passing `self` lets Underscore find the global object without `Function('return this')`, which the context forbids
    underscoreScript = new vm.Script(`globalThis.self = globalThis;\ntry {\n${source}\n} finally { delete globalThis.self; }`, { filename: 'underscore.js' });
  }
  return underscoreScript;
}

const CALL = new vm.Script('__roll20DoubleCall__()', { filename: 'sandbox' });
const VIRTUAL_DATE = `(function (RealDate, now) {
  class Date extends RealDate {
    constructor(...args) { if (args.length === 0) super(now()); else super(...args); }
    static now() { return now(); }
  }
  return Date;
})`;

interface Script {
  name: string;
  code: string;
  /** How many lines `code` has: where the next script starts in the joined `apiscript.js`. */
  lines: number;
  /** A script run in this process (`loadInProcess`): called where `code` would run. */
  load?: () => void;
}

let counted: { code: string; lines: number } | undefined;

/** `code.split('\n').length`, without making the lines; the last answer is kept (tests load the same bundle again and again). */
function lineCount(code: string): number {
  if (counted?.code !== code) {
    let lines = 1;
    for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lines += 1;
    counted = { code, lines };
  }
  return counted.lines;
}


/** An in-memory Roll20 Mod sandbox (see README.md). */
export class Sandbox {
  readonly options: ResolvedOptions;
  readonly driver: Driver;
  private readonly core: Core;
  private readonly fixtures: Fixtures;
  private readonly scripts: Script[] = [];
  private ctx: vm.Context | undefined;
  private booted = false;
  private boots = 0;
  private hostApi: ReturnType<typeof buildApi> | undefined;

  constructor(options: SandboxOptions = {}) {
    this.options = resolveOptions(options);
    this.core = new Core(this.options);
    this.fixtures = createFixtures(this.core);
    this.driver = createDriver(this.core, () => this.flush());
  }

  // ---- fixtures (origin 'setup') ------------------------------------------------------------------
  addPlayer(f: PlayerFixture): DoubleObject {
    return this.fixtures.addPlayer(f);
  }
  addPage(f: PageFixture = {}): DoubleObject {
    return this.fixtures.addPage(f);
  }
  addCharacter(f: CharacterFixture): DoubleObject {
    return this.fixtures.addCharacter(f);
  }
  addAttribute(character: DoubleObject | string, name: string, value: AttrValue): DoubleObject {
    return this.fixtures.addAttribute(character, name, value);
  }
  addToken(f: TokenFixture = {}): DoubleObject {
    return this.fixtures.addToken(f);
  }
  /** Any other object type (handout, macro, rollabletable, custfx…). */
  addObject(type: string, props: Props = {}): DoubleObject {
    return this.fixtures.addObject(type, props);
  }
  setCustomMarkers(markers: readonly CustomMarker[]): void {
    this.fixtures.setCustomMarkers(markers);
  }
  /** Seeds the turn order silently ([] stores ""). */
  setTurnOrder(entries: readonly TurnEntry[]): void {
    this.fixtures.setTurnOrder(entries);
  }
  /** A silent set-up edit: no events, recorded as origin 'setup', read-only keys allowed. */
  setProps(obj: DoubleObject, partial: Props): void {
    this.fixtures.setProps(obj, partial);
  }
  /** The sheet's own defaults, for every character (per-character `sheetDefaults` win). */
  setSheetDefaults(defaults: Record<string, AttrValue>): void {
    this.fixtures.setSheetDefaults(defaults);
  }

  // ---- scripts and lifecycle ---------------------------------------------------------------------
  loadScript(code: string, name = `script${this.scripts.length + 1}.js`): void {
    this.scripts.push({ name, code, lines: lineCount(code) });
  }
  /**
   * A script that runs in this process instead of the context: `load` is called where the script's code would run, at
   * each boot and restart, with the API installed on the host's globals (`installGlobals`, which the caller makes and
   * undoes). For tests that must run the source itself rather than a bundle (a mutation run changes only the source).
   * Its values live in the host's realm, and what it keeps in its modules survives a restart, unlike a script's.
   */
  loadInProcess(load: () => void, name = `script${this.scripts.length + 1}.js`): void {
    this.scripts.push({ name, code: '', lines: 1, load });
  }
  loadFile(path: string): void {
    this.loadScript(readFileSync(path, 'utf8'), path);
  }

  /** Load phase (every script in order, one shared context), the add:* replay, then `ready`; then flush. */
  boot(): void {
    if (this.booted) throw new DoubleFault('boot() ran already; use restart()');
    this.booted = true;
    this.start();
  }

  /** "Save Script": a new context, `state` as JSON, scripts reloaded, `ready` again; objects persist. */
  restart(): void {
    if (!this.booted) throw new DoubleFault('restart() before boot()');
    const losses = jsonLosses(this.core.stateRoot);
    for (const loss of losses) this.core.warn(`state does not survive persistence: ${loss}`);
    this.core.stateRoot = JSON.parse(persistState(this.core.stateRoot)) as Record<string, unknown>;
    this.core.scheduler.clear();
    this.core.handlers = [];
    this.core.readyFired = false;
    this.core.disabled = false;
    this.start();
  }

  private start(): void {
    this.boots += 1;
    const ctx = this.createContext();
    this.ctx = ctx;
    let offset = 0;
    for (const script of this.scripts) {
      if (this.core.disabled) break;
      const lineOffset = offset;
      offset += script.lines;
      const load = script.load;
      if (load !== undefined) this.core.invoke(() => load(), [], 'load');
      else
        this.core.invoke(() => {
          // compiled again at every boot and restart, as Roll20's Save Script does: the bench's start-up includes it
          vm.runInContext(script.code, ctx, { filename: 'apiscript.js', lineOffset, ...(this.options.watchdogMs === undefined ? {} : { timeout: this.options.watchdogMs }) });
        }, [], 'load');
    }
    if (!this.core.disabled) {
      for (const obj of this.core.store.all()) {
        const type = this.core.store.typeOf(obj.id);
        if (type !== undefined && type !== 'campaign') this.core.dispatch(`add:${type}`, [obj]);
      }
      this.core.readyFired = true; // an on('ready') inside a ready handler is already "late"
      this.core.dispatch('ready', []);
    }
    this.flush();
  }

  private createContext(): vm.Context {
    const core = this.core;
    const globals: Record<string, unknown> = {};
    Object.defineProperty(globals, 'state', {
      enumerable: true,
      get: () => core.stateRoot,
      set: () => core.misuse('`state = …` reassigns the persisted root; the assignment was ignored (keep one namespaced key)'),
    });
    const ctx = vm.createContext(globals, { name: `roll20-double#${this.boots}`, codeGeneration: { strings: false, wasm: false } });
    core.realm = contextRealm(ctx);
    core.stateRoot = core.realm.plain(core.stateRoot);
    Object.assign(ctx, buildApi(core, core.realm), buildTimers(core));
    const consoleLog = (...args: unknown[]): void => {
      core.recorder.logs.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a) ?? String(a))).join(' '));
    };
    ctx.console = { log: consoleLog, info: consoleLog, warn: consoleLog, error: consoleLog, debug: consoleLog };
    underscoreInContext().runInContext(ctx);
    const ctxMath = vm.runInContext('Math', ctx) as Math;
    ctxMath.random = () => core.dice.float();
    const makeDate = vm.runInContext(VIRTUAL_DATE, ctx) as (real: unknown, now: () => number) => unknown;
    ctx.Date = makeDate(vm.runInContext('Date', ctx), () => core.scheduler.now);
    const watchdog = this.options.watchdogMs;
    if (watchdog !== undefined) {
      core.guard = (thunk) => {
        const previous: unknown = ctx.__roll20DoubleCall__;
        ctx.__roll20DoubleCall__ = thunk;
        try {
          CALL.runInContext(ctx, { timeout: watchdog });
        } finally {
          ctx.__roll20DoubleCall__ = previous;
        }
      };
    }
    return ctx;
  }

  /** Runs all queued asynchronous work due now (sendChat deliveries and callbacks, due timers) until idle. */
  flush(): void {
    this.core.scheduler.flush();
  }

  /** Moves the virtual clock by `ms`, running timers as they fall due, then flushes. */
  advance(ms: number): void {
    this.core.scheduler.advance(ms);
  }

  /** When the next timer the scripts set falls due on the virtual clock (undefined: none is set). */
  nextTimer(): number | undefined {
    return this.core.scheduler.nextDue();
  }

  /** The virtual clock (what `Date.now()` returns in the scripts). */
  get now(): number {
    return this.core.scheduler.now;
  }

  // ---- inspection ----------------------------------------------------------------------------------
  get state(): Record<string, unknown> {
    return this.core.stateRoot;
  }
  get campaign(): DoubleObject {
    return this.core.campaign;
  }
  get recorder(): Recorder {
    return this.core.recorder;
  }
  get dice(): Dice {
    return this.core.dice;
  }
  /** Fault injection: make the scripts' Roll20 calls throw, return nothing, or lose their object (faults.ts). */
  get faults(): Faults {
    return this.core.faults;
  }
  get disabled(): boolean {
    return this.core.disabled;
  }
  /** Whether `ready` has fired in the current boot. */
  get ready(): boolean {
    return this.core.readyFired;
  }
  /** The vm context of the current boot (undefined before boot). */
  get context(): vm.Context | undefined {
    return this.ctx;
  }
  getObj(type: string, id: string): DoubleObject | undefined {
    return this.core.store.getObj(type, id);
  }
  findObjs(attrs: Props, options?: { caseInsensitive?: boolean; startsWith?: boolean }): DoubleObject[] {
    this.hostApi ??= buildApi(this.core, hostRealm);
    return this.hostApi.findObjs?.(attrs as never, options as never) as DoubleObject[];
  }
  allObjs(type?: string): DoubleObject[] {
    return this.core.store.all(type);
  }
  /** The turn order, parsed ("" is []). */
  turnOrder(): TurnEntry[] {
    return parseTurnOrder(this.core.store.peek('root', 'turnorder'));
  }
  playerIsGM(player: DoubleObject | string): boolean {
    return this.core.gm.get(typeof player === 'string' ? player : player.id) === true;
  }
  /** Throws with the first crash's stack when any script crashed. */
  assertNoCrash(): void {
    const crash = this.core.recorder.crashes[0];
    if (crash !== undefined) {
      throw new ScriptCrash(`script crash (${crash.phase}): ${crash.message}\n${crash.stack}`, crash.phase, crash.error);
    }
  }

  /** @internal for installGlobals */
  coreForGlobals(): Core {
    return this.core;
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return new Sandbox(options);
}

/**
 * Installs the sandbox globals (the API functions, `state`, `_`) onto `target`, e.g. globalThis, for unit
 * tests of modules that call the API directly. Timers are installed only with `{timers: true}` (replacing
 * the host's setTimeout would disturb the test runner). Returns a function that restores `target`.
 */
export function installGlobals(target: object, sb: Sandbox, options: { timers?: boolean } = {}): () => void {
  const core = sb.coreForGlobals();
  const t = target as Record<string, unknown>;
  const values: Record<string, unknown> = { ...buildApi(core, hostRealm), _: require('underscore') as unknown };
  if (options.timers === true) Object.assign(values, buildTimers(core));
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const key of [...Object.keys(values), 'state']) saved.set(key, Object.getOwnPropertyDescriptor(t, key));
  for (const [key, value] of Object.entries(values)) Object.defineProperty(t, key, { value, configurable: true, writable: true, enumerable: false });
  Object.defineProperty(t, 'state', {
    configurable: true,
    enumerable: false,
    get: () => core.stateRoot,
    set: () => core.misuse('`state = …` reassigns the persisted root; the assignment was ignored'),
  });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor === undefined) Reflect.deleteProperty(t, key);
      else Object.defineProperty(t, key, descriptor);
    }
  };
}
