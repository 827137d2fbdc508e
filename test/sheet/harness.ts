// A stand-in for Roll20's sheet-worker sandbox: the sheet's real built worker runs in node:vm against an in-memory
// attribute store. Like Roll20 it answers with strings and sheet defaults, delivers every callback later (here: in
// a FIFO queue drained by settle(), so runs are deterministic), fires change events for writes that are not silent,
// and lower-cases event names and sourceAttribute. Unlike Roll20 it fails loudly: on a runaway cascade, an event
// name with capitals, a write to an attribute the sheet does not declare, or an exception in a worker.
import { runInContext, createContext } from 'node:vm';
import { attributeDefaults, extractWorker, type SheetDefaults } from './html';

export interface HarnessOptions {
  /** Nested non-silent writes allowed before the harness calls it a runaway cascade. */
  readonly maxDepth?: number;
  /** Callbacks allowed in one settle(). */
  readonly maxTasks?: number;
  /** translation.json, for getTranslationByKey. */
  readonly translations?: Readonly<Record<string, string>>;
}

export interface EventInfo {
  readonly sourceAttribute?: string;
  readonly sourceType?: 'player' | 'sheetworker';
  readonly previousValue?: string;
  readonly newValue?: string;
  readonly removedInfo?: Record<string, string>;
  readonly triggerName: string;
}

interface Task {
  readonly depth: number;
  readonly run: () => void;
}

export interface Calls {
  getAttrs: number;
  setAttrs: number;
  silentSetAttrs: number;
  getSectionIDs: number;
  events: number;
}

const emptyCalls = (): Calls => ({ getAttrs: 0, setAttrs: 0, silentSetAttrs: 0, getSectionIDs: 0, events: 0 });

export class SheetHarness {
  private readonly store = new Map<string, string>();
  private readonly rows = new Map<string, string[]>();
  private readonly handlers: { events: readonly string[]; handler: (info: EventInfo) => void }[] = [];
  private readonly queue: Task[] = [];
  private readonly errors: unknown[] = [];
  private nextRow = 0;
  private currentDepth = 0;
  /** Calls since the last resetCalls(). */
  calls: Calls = emptyCalls();
  /** Every write the workers made, in order. */
  readonly writes: { values: Record<string, string>; silent: boolean }[] = [];

  constructor(
    worker: string,
    readonly defaults: SheetDefaults,
    private readonly options: HarnessOptions = {},
  ) {
    const context = createContext({
      on: (events: string, handler: (info: EventInfo) => void) => this.on(events, handler),
      getAttrs: (names: string[], callback: (values: Record<string, string | undefined>) => void) =>
        this.getAttrs(names, callback),
      setAttrs: (values: Record<string, unknown>, options?: unknown, callback?: unknown) =>
        this.setAttrs(values, options, callback),
      getSectionIDs: (section: string, callback: (ids: string[]) => void) => this.getSectionIDs(section, callback),
      generateRowID: () => this.generateRowID(),
      removeRepeatingRow: (row: string) => this.removeRepeatingRowByWorker(row),
      getTranslationByKey: (key: string) => this.options.translations?.[key] ?? false,
      getTranslationLanguage: () => 'en',
      console,
    });
    runInContext(worker, context, { filename: 'enchanted-realms-sheet-worker.js' });
  }

  /** Loads the worker out of a built sheet's HTML. */
  static fromHtml(html: string, options?: HarnessOptions): SheetHarness {
    return new SheetHarness(extractWorker(html), attributeDefaults(html), options);
  }

  // ---- what a player does -------------------------------------------------------------------------------------

  /** The sheet is opened. */
  open(): this {
    this.fire('sheet:opened', { triggerName: 'sheet:opened' }, 0);
    return this;
  }

  /** A player types a value into a field (a global name, or `repeating_<section>_<rowid>_<field>`). */
  edit(name: string, value: string): this {
    this.write(name, value, 'player', 0);
    return this;
  }

  /** A player adds a row and fills its fields in order; returns the row id. */
  addRow(section: string, fields: Readonly<Record<string, string>> = {}): string {
    const id = this.generateRowID();
    this.rowsOf(section).push(id);
    for (const [field, value] of Object.entries(fields)) this.edit(`${section}_${id}_${field}`, value);
    return id;
  }

  /** A player deletes a row. */
  removeRow(section: string, id: string): this {
    const prefix = `${section}_${id}_`.toLowerCase();
    const removedInfo: Record<string, string> = {};
    for (const [key, value] of [...this.store]) {
      if (key.startsWith(prefix)) {
        removedInfo[key] = value;
        this.store.delete(key);
      }
    }
    const ids = this.rowsOf(section);
    ids.splice(ids.findIndex((row) => row.toLowerCase() === id.toLowerCase()), 1);
    const event = `remove:${section}`;
    this.fire(event, { sourceAttribute: `${section}_${id}`.toLowerCase(), removedInfo, triggerName: event }, 0);
    return this;
  }

  /** Stored values without any event, as an existing character's data (e.g. one made by an older sheet). */
  seed(values: Readonly<Record<string, string>>): this {
    for (const [name, value] of Object.entries(values)) {
      const row = /^(repeating_[a-z]+)_(-[^_]+)_/i.exec(name);
      if (row?.[1] && row[2] && !this.rowsOf(row[1]).some((id) => id.toLowerCase() === row[2]?.toLowerCase())) {
        this.rowsOf(row[1]).push(row[2]);
      }
      this.store.set(name.toLowerCase(), value);
    }
    return this;
  }

  /** Runs every queued callback, in order, then throws the first worker error or runaway cascade. */
  settle(): this {
    let tasks = 0;
    const maxTasks = this.options.maxTasks ?? 2000;
    while (this.queue.length > 0) {
      const task = this.queue.shift() as Task;
      tasks += 1;
      if (tasks > maxTasks) throw new Error(`runaway cascade: more than ${maxTasks} callbacks in one settle()`);
      this.currentDepth = task.depth;
      try {
        task.run();
      } catch (error) {
        this.errors.push(error);
      }
    }
    const error = this.errors.shift();
    this.errors.length = 0;
    if (error !== undefined) throw error;
    return this;
  }

  // ---- what a test reads -------------------------------------------------------------------------------------

  /** An attribute as getAttrs would answer it: stored, else the sheet's default. */
  get(name: string): string | undefined {
    const key = name.toLowerCase();
    if (this.store.has(key)) return this.store.get(key);
    return this.defaultOf(key);
  }

  /** The ids of a section's rows, in order. */
  rowIds(section: string): string[] {
    return [...this.rowsOf(section)];
  }

  /** Every global attribute (stored or default) and every row's fields, e.g. to paint the sheet in a browser. */
  snapshot(): { globals: Record<string, string>; sections: Record<string, { id: string; values: Record<string, string> }[]> } {
    const globals: Record<string, string> = {};
    for (const name of Object.keys(this.defaults.globals)) globals[name] = this.get(name) ?? '';
    const sections: Record<string, { id: string; values: Record<string, string> }[]> = {};
    for (const [section, fields] of Object.entries(this.defaults.sections)) {
      sections[section] = this.rowIds(section).map((id) => ({
        id,
        values: Object.fromEntries(Object.keys(fields).map((field) => [field, this.get(`${section}_${id}_${field}`) ?? ''])),
      }));
    }
    return { globals, sections };
  }

  resetCalls(): this {
    this.calls = emptyCalls();
    return this;
  }

  // ---- the sandbox functions ---------------------------------------------------------------------------------

  private on(events: string, handler: (info: EventInfo) => void): void {
    const names = events.split(/\s+/).filter(Boolean);
    for (const name of names) {
      // Roll20 may silently stop firing an event registered with capitals.
      if (name !== name.toLowerCase()) throw new Error(`event names must be lower case: ${name}`);
      if (!/^(change:[a-z0-9_]+(:[a-z0-9_]+)?|remove:repeating_[a-z]+|sheet:opened|clicked:[a-z0-9_:-]+)$/.test(name)) {
        throw new Error(`not a sheet-worker event: ${name}`);
      }
    }
    this.handlers.push({ events: names, handler });
  }

  private getAttrs(names: string[], callback: (values: Record<string, string | undefined>) => void): void {
    this.calls.getAttrs += 1;
    if (!Array.isArray(names)) throw new Error('getAttrs needs an array of names');
    const answer: Record<string, string | undefined> = {};
    for (const name of names) {
      if (/^repeating_[a-z]+_[a-z0-9_]+$/i.test(name) && !/^repeating_[a-z]+_-/i.test(name)) {
        throw new Error(`the harness does not support short repeating names: ${name}`);
      }
      const value = this.get(name);
      if (value !== undefined) answer[name] = value;
    }
    this.enqueue(() => callback(answer));
  }

  private setAttrs(values: Record<string, unknown>, options?: unknown, callback?: unknown): void {
    const done = typeof options === 'function' ? options : callback;
    const silent = typeof options === 'object' && options !== null && (options as { silent?: unknown }).silent === true;
    this.calls.setAttrs += 1;
    if (silent) this.calls.silentSetAttrs += 1;
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`setAttrs ${name}: ${String(value)}`);
      if (!this.declared(name)) throw new Error(`setAttrs writes ${name}, which the sheet does not declare`);
      strings[name] = String(value);
    }
    this.writes.push({ values: strings, silent });
    const depth = this.currentDepth;
    this.enqueue(() => {
      for (const [name, value] of Object.entries(strings)) {
        if (silent) this.store.set(name.toLowerCase(), value);
        else this.write(name, value, 'sheetworker', depth + 1);
      }
      if (typeof done === 'function') this.enqueue(() => (done as () => void)());
    });
  }

  private getSectionIDs(section: string, callback: (ids: string[]) => void): void {
    this.calls.getSectionIDs += 1;
    const name = section.startsWith('repeating_') ? section : `repeating_${section}`;
    const ids = this.rowIds(name);
    this.enqueue(() => callback(ids));
  }

  private generateRowID(): string {
    this.nextRow += 1;
    // Twenty characters, starting with '-', mixed case like Roll20's (events report them lower-cased).
    return `-Row${String(this.nextRow).padStart(4, '0')}XyZ${'a'.repeat(12)}`.slice(0, 20);
  }

  private removeRepeatingRowByWorker(row: string): void {
    const match = /^(repeating_[a-z]+)_(-.+)$/i.exec(row);
    if (!match?.[1] || !match[2]) throw new Error(`removeRepeatingRow: ${row}`);
    const [section, id] = [match[1], match[2]];
    this.enqueue(() => this.removeRow(section, id));
  }

  // ---- internals ---------------------------------------------------------------------------------------------

  private rowsOf(section: string): string[] {
    const key = section.toLowerCase();
    let ids = this.rows.get(key);
    if (!ids) {
      ids = [];
      this.rows.set(key, ids);
    }
    return ids;
  }

  private splitRow(name: string): { section: string; id: string; field: string } | undefined {
    const match = /^(repeating_[a-z]+)_(-[a-z0-9-]+?)_([a-z0-9_]+)$/i.exec(name);
    if (!match?.[1] || !match[2] || !match[3]) return undefined;
    return { section: match[1].toLowerCase(), id: match[2], field: match[3].toLowerCase() };
  }

  private defaultOf(key: string): string | undefined {
    const row = this.splitRow(key);
    if (row) {
      const exists = this.rowsOf(row.section).some((id) => id.toLowerCase() === row.id.toLowerCase());
      return exists ? this.defaults.sections[row.section]?.[row.field] : undefined;
    }
    return this.defaults.globals[key];
  }

  private declared(name: string): boolean {
    const row = this.splitRow(name);
    if (row) return this.defaults.sections[row.section]?.[row.field] !== undefined;
    return this.defaults.globals[name.toLowerCase()] !== undefined;
  }

  private write(name: string, value: string, sourceType: 'player' | 'sheetworker', depth: number): void {
    const key = name.toLowerCase();
    if (!this.declared(key)) throw new Error(`${name} is not an attribute of the sheet`);
    const row = this.splitRow(key);
    if (row && !this.rowsOf(row.section).some((id) => id.toLowerCase() === row.id)) this.rowsOf(row.section).push(row.id);
    const previousValue = this.get(key);
    this.store.set(key, value);
    const base = { sourceAttribute: key, sourceType, previousValue, newValue: value };
    if (row) {
      this.fire(`change:${row.section}:${row.field}`, { ...base, triggerName: `change:${row.section}:${row.field}` }, depth);
      this.fire(`change:${row.section}`, { ...base, triggerName: `change:${row.section}` }, depth);
    } else {
      this.fire(`change:${key}`, { ...base, triggerName: `change:${key}` }, depth);
    }
  }

  private fire(event: string, info: EventInfo, depth: number): void {
    const maxDepth = this.options.maxDepth ?? 3;
    for (const { events, handler } of this.handlers) {
      if (!events.includes(event)) continue;
      if (depth > maxDepth) throw new Error(`runaway cascade: ${event} at depth ${depth}`);
      this.calls.events += 1;
      this.queue.push({ depth, run: () => handler(info) });
    }
  }

  private enqueue(run: () => void): void {
    this.queue.push({ depth: this.currentDepth, run });
  }
}
