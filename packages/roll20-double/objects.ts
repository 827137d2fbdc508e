import type { FaultCall, FaultedCall } from './fault-calls';
import type { IdFactory } from './ids';
import { readStatus, statusTag, writeStatus } from './markers';
import type { Origin, Recorder } from './recorder';
import { BLOB_FIELDS, CREATABLE, DEFAULTS, isBlob, ZORDERED } from './schema';

export type Props = Record<string, unknown>;

/** What the object store needs from the sandbox. */
export interface ObjectHost {
  readonly recorder: Recorder;
  readonly ids: IdFactory;
  /** A misuse by script code: a recorded warning, or a thrown error in strict mode. */
  misuse(message: string): void;
  /** Runs `callback(value)` asynchronously (a blob read), as a 'callback' phase task. */
  defer(callback: (...args: unknown[]) => unknown, args: unknown[]): void;
  /** An injected fault for a script's call: throws, or says to skip the call (`nothing`) or delete the object after it. */
  checkFault(call: FaultCall, info: Omit<FaultedCall, 'call' | 'keys'> & { keys?: readonly string[] }): 'nothing' | 'remove' | undefined;
  /** False when no fault is in place (the call is then only counted). */
  faultsArmed(call: FaultCall): boolean;
  afterFault(effect: 'nothing' | 'remove' | undefined, id: string | undefined): void;
}

interface Rec {
  readonly id: string;
  readonly type: string;
  readonly props: Map<string, unknown>;
  readonly obj: DoubleObject;
  alive: boolean;
}

/** Resolves a property name the way Roll20's `get` does: the leading underscore may be omitted. */
export function resolveKey(props: ReadonlyMap<string, unknown>, key: string): string | undefined {
  if (props.has(key)) return key;
  if (!key.startsWith('_') && props.has(`_${key}`)) return `_${key}`;
  if (key.startsWith('_') && props.has(key.slice(1))) return key.slice(1);
  return undefined;
}

/**
 * The Roll20 object handed to scripts: `id`, `get`, `set`, `setWithWorker`, `remove`, `toJSON`. Internals
 * are private fields, so scripts see only what Roll20 shows them.
 */
export class DoubleObject {
  readonly id: string;
  readonly #store: ObjectStore;

  constructor(store: ObjectStore, id: string) {
    this.#store = store;
    this.id = id;
  }

  /** Roll20's `get`: underscore optional, `status_<tag>` virtual, blob fields only through `callback`. */
  get(key: string, callback?: (value: unknown) => void): unknown {
    const fault = this.#store.fault('get', this.id, [key], [key, callback]);
    if (fault === 'nothing') return undefined;
    const value = this.#store.read(this.id, key, callback);
    this.#store.afterFault(fault, this.id);
    return value;
  }

  /** Roll20's `set(key, value)` / `set({...})` from script code: no events fire. */
  set(keyOrProps: string | Props, value?: unknown): this {
    const props: Props = typeof keyOrProps === 'string' ? { [keyOrProps]: value } : keyOrProps;
    const fault = this.#store.fault('set', this.id, Object.keys(props ?? {}), [keyOrProps, value]);
    if (fault === 'nothing') return this;
    this.#write(props);
    this.#store.afterFault(fault, this.id);
    return this;
  }

  /** Like `set`; the double has no sheet workers, so only `onSheetWorkerCompleted` callbacks follow. */
  setWithWorker(keyOrProps: string | Props, value?: unknown): this {
    const props: Props = typeof keyOrProps === 'string' ? { [keyOrProps]: value } : keyOrProps;
    const fault = this.#store.fault('setWithWorker', this.id, Object.keys(props ?? {}), [keyOrProps, value]);
    if (fault === 'nothing') return this;
    this.#write(props);
    this.#store.workerRan();
    this.#store.afterFault(fault, this.id);
    return this;
  }

  remove(): void {
    const fault = this.#store.fault('remove', this.id, [], []);
    if (fault === 'nothing') return;
    this.#store.remove(this.id, 'script');
  }

  #write(props: Props): void {
    for (const [k, v] of Object.entries(props ?? {})) this.#store.write(this.id, k, v, 'script');
  }

  /** `JSON.stringify(obj)` and `log(obj)` show the properties (blob fields left out). */
  toJSON(): Props {
    return this.#store.snapshot(this.id);
  }
}

/** All Roll20 objects of a campaign, in creation order. */
export class ObjectStore {
  private readonly records = new Map<string, Rec>();
  private readonly byType = new Map<string, Set<string>>();
  /** Objects that belong to a character (attributes, abilities…), by type and character id: a sheet is read without a scan of the campaign. */
  private readonly byCharacter = new Map<string, Set<string>>();
  /** Sheet-worker completion callbacks (onSheetWorkerCompleted). */
  private workerCallbacks: Array<(...args: unknown[]) => unknown> = [];

  constructor(private readonly host: ObjectHost) {}

  /** Creates an object without validation (callers validate); fills defaults; keeps the page `_zorder`. */
  create(type: string, props: Props, origin: Origin, id?: string): DoubleObject {
    const newId = id ?? this.host.ids.next();
    const map = new Map<string, unknown>([['_id', newId], ['_type', type]]);
    for (const [k, v] of Object.entries(DEFAULTS[type] ?? {})) map.set(k, v);
    for (const [k, v] of Object.entries(props)) {
      if (k === 'id' || k === '_id' || k === 'type' || k === '_type') continue;
      map.set(resolveKey(map, k) ?? k, v);
    }
    const rec: Rec = { id: newId, type, props: map, obj: new DoubleObject(this, newId), alive: true };
    this.records.set(newId, rec);
    let set = this.byType.get(type);
    if (set === undefined) this.byType.set(type, (set = new Set()));
    if (map.has('_characterid')) this.index(type, map.get('_characterid'), newId);
    set.add(newId);
    if (ZORDERED.has(type)) {
      const page = this.records.get(String(map.get('_pageid')));
      if (page?.type === 'page') {
        const z = String(page.props.get('_zorder') ?? '');
        page.props.set('_zorder', z === '' ? newId : `${z},${newId}`);
      }
    }
    if (origin !== 'setup') this.host.recorder.created.push({ id: newId, type, origin });
    return rec.obj;
  }

  /** Consults the injected faults for a script's call of an object method. */
  fault(call: 'get' | 'set' | 'setWithWorker' | 'remove', id: string, keys: readonly string[], args: readonly unknown[]): 'nothing' | 'remove' | undefined {
    if (!this.host.faultsArmed(call)) return undefined;
    return this.host.checkFault(call, { id, type: this.records.get(id)?.type, keys, args });
  }

  afterFault(effect: 'nothing' | 'remove' | undefined, id: string): void {
    this.host.afterFault(effect, id);
  }

  has(id: string): boolean {
    return this.records.get(id)?.alive === true;
  }

  typeOf(id: string): string | undefined {
    const rec = this.records.get(id);
    return rec?.alive === true ? rec.type : undefined;
  }

  getObj(type: string, id: string): DoubleObject | undefined {
    const rec = this.records.get(id);
    return rec !== undefined && rec.alive && rec.type === type ? rec.obj : undefined;
  }

  byId(id: string): DoubleObject | undefined {
    const rec = this.records.get(id);
    return rec?.alive === true ? rec.obj : undefined;
  }

  private index(type: string, characterId: unknown, id: string, drop?: unknown): void {
    if (drop !== undefined) this.byCharacter.get(`${type}|${String(drop)}`)?.delete(id);
    const key = `${type}|${String(characterId)}`;
    let set = this.byCharacter.get(key);
    if (set === undefined) this.byCharacter.set(key, (set = new Set()));
    set.add(id);
  }

  /** Live objects of a type that belong to a character, in creation order. */
  ofCharacter(type: string, characterId: string): DoubleObject[] {
    const out: DoubleObject[] = [];
    for (const id of this.byCharacter.get(`${type}|${characterId}`) ?? []) {
      const rec = this.records.get(id);
      if (rec?.alive === true) out.push(rec.obj);
    }
    return out;
  }

  /** Live objects, optionally of one type, in creation order. */
  all(type?: string): DoubleObject[] {
    const ids = type === undefined ? [...this.records.keys()] : [...(this.byType.get(type) ?? [])];
    const out: DoubleObject[] = [];
    for (const id of ids) {
      const rec = this.records.get(id);
      if (rec?.alive === true) out.push(rec.obj);
    }
    return out;
  }

  /** A property read without recording or warnings (the test side, the double's own logic). */
  peek(id: string, key: string): unknown {
    const rec = this.records.get(id);
    if (rec === undefined) return undefined;
    const tag = rec.type === 'graphic' ? statusTag(key) : undefined;
    if (tag !== undefined) return readStatus(rec.props.get('statusmarkers'), tag);
    const k = resolveKey(rec.props, key);
    return k === undefined ? undefined : rec.props.get(k);
  }

  /** Whether the object has the property (status_* always exist on graphics). */
  hasKey(id: string, key: string): boolean {
    const rec = this.records.get(id);
    if (rec === undefined) return false;
    if (rec.type === 'graphic' && statusTag(key) !== undefined) return true;
    return resolveKey(rec.props, key) !== undefined;
  }

  /** The canonical stored key a property name refers to (status_* map to `statusmarkers`). */
  canonicalKey(id: string, key: string): string {
    const rec = this.records.get(id);
    if (rec === undefined) return key;
    if (rec.type === 'graphic' && statusTag(key) !== undefined) return 'statusmarkers';
    return resolveKey(rec.props, key) ?? key;
  }

  read(id: string, key: string, callback?: (value: unknown) => void): unknown {
    const rec = this.records.get(id);
    if (rec === undefined) return undefined;
    const k = resolveKey(rec.props, key);
    if (k !== undefined && isBlob(rec.type, k)) {
      if (typeof callback !== 'function') {
        this.host.misuse(`${rec.type}.get('${key}') without a callback: blob fields are read asynchronously; returned undefined`);
        return undefined;
      }
      this.host.defer(callback as (...args: unknown[]) => unknown, [rec.props.get(k)]);
      return undefined;
    }
    return this.peek(id, key);
  }

  /** Writes one property; returns whether the stored value changed. Script writes to `_` keys are refused. */
  write(id: string, key: string, value: unknown, origin: Origin): boolean {
    const rec = this.records.get(id);
    if (rec === undefined) return false;
    if (!rec.alive && origin === 'script') {
      this.host.misuse(`set('${key}') on a removed ${rec.type}`);
      return false;
    }
    const tag = rec.type === 'graphic' ? statusTag(key) : undefined;
    if (tag !== undefined) {
      const result = writeStatus(rec.props.get('statusmarkers'), tag, value);
      if (result.warning !== undefined) this.host.misuse(result.warning);
      return this.store(rec, 'statusmarkers', result.statusmarkers, origin);
    }
    const k = resolveKey(rec.props, key) ?? key;
    if (k.startsWith('_') && origin === 'script') {
      this.host.misuse(`${rec.type}.set('${key}'): '${k}' is read-only; the write was ignored`);
      return false;
    }
    if (value === undefined) {
      this.host.misuse(`${rec.type}.set('${key}', undefined) was ignored`);
      return false;
    }
    if (rec.type === 'campaign' && k === 'turnorder' && typeof value !== 'string') {
      this.host.misuse(`Campaign().set('turnorder', …) needs a JSON string, got ${typeof value}`);
    }
    return this.store(rec, k, value, origin);
  }

  /** Stores a value at a canonical key and records the write. */
  store(rec: { id: string } | Rec, key: string, value: unknown, origin: Origin): boolean {
    const r = 'props' in rec ? rec : this.records.get(rec.id);
    if (r === undefined) return false;
    const before = r.props.get(key);
    r.props.set(key, value);
    if (key === '_characterid' && before !== value) this.index(r.type, value, r.id, before);
    this.host.recorder.writes.push({ id: r.id, type: r.type, key, before, after: value, origin });
    return before !== value;
  }

  remove(id: string, origin: Origin): boolean {
    const rec = this.records.get(id);
    if (rec === undefined || !rec.alive) return false;
    if (origin === 'script' && !CREATABLE.has(rec.type)) {
      this.host.misuse(`remove() on a ${rec.type} is not allowed`);
      return false;
    }
    rec.alive = false;
    if (ZORDERED.has(rec.type)) {
      const page = this.records.get(String(rec.props.get('_pageid')));
      if (page !== undefined) {
        const z = String(page.props.get('_zorder') ?? '').split(',').filter((x) => x !== '' && x !== id);
        page.props.set('_zorder', z.join(','));
      }
    }
    if (origin !== 'setup') this.host.recorder.removed.push({ id, type: rec.type, origin });
    if (rec.type === 'character') {
      for (const childType of ['attribute', 'ability']) {
        for (const child of this.all(childType)) {
          if (this.peek(child.id, '_characterid') === id) this.remove(child.id, origin === 'script' ? 'script' : origin);
        }
      }
    }
    return true;
  }

  /** A plain copy of the properties (underscore keys kept, blob fields left out). */
  snapshot(id: string): Props {
    const rec = this.records.get(id);
    if (rec === undefined) return {};
    const blobs = BLOB_FIELDS[rec.type] ?? [];
    const out: Props = {};
    for (const [k, v] of rec.props) if (!blobs.includes(k)) out[k] = v;
    return out;
  }

  onWorkerCompleted(callback: (...args: unknown[]) => unknown): void {
    this.workerCallbacks.push(callback);
  }

  workerRan(): void {
    const callbacks = this.workerCallbacks;
    this.workerCallbacks = [];
    for (const cb of callbacks) this.host.defer(cb, []);
  }
}
