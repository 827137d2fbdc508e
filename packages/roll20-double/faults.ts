import type { DoubleObject } from './objects';
import type { RecordedFault, Recorder } from './recorder';
import { FAULT_CALLS, type FaultCall, type FaultEffect, type FaultedCall } from './fault-calls';

export { FAULT_CALLS, type FaultCall, type FaultEffect, type FaultedCall } from './fault-calls';

export interface FaultSpec {
  readonly call: FaultCall;
  /** Default `throw`. */
  readonly effect?: FaultEffect;
  /** Only calls about this object (or id) count. */
  readonly target?: DoubleObject | string;
  /** Only calls of this object type count. */
  readonly type?: string;
  /** Only calls naming this property count (with or without its underscore; `status_<tag>` counts as `statusmarkers`). */
  readonly key?: string;
  /** Only calls for which this holds count. */
  readonly match?: (call: FaultedCall) => boolean;
  /** The first counted call that fails (1-based). Default 1. */
  readonly nth?: number;
  /** How many counted calls fail from the nth on. Default: all of them (Infinity). */
  readonly times?: number;
  /** The thrown error's message. */
  readonly message?: string;
}

/** A fault in place: how many calls it counted and how many it failed; `remove()` takes it out. */
export interface FaultHandle {
  readonly spec: FaultSpec;
  readonly seen: number;
  readonly fired: number;
  remove(): void;
}

/** What the injector needs from the sandbox. */
export interface FaultHost {
  readonly recorder: Recorder;
  /** Whether script code is running now (faults never hit the test's own reads). */
  inScript(): boolean;
  /** An Error made in the scripts' realm. */
  scriptError(message: string): Error;
  /** Canonical key of a property on an object (`status_red` → `statusmarkers`). */
  canonicalKey(id: string, key: string): string;
  /** Deletes the object as a user would, queuing its destroy event. */
  userRemove(id: string): void;
  now(): number;
}

interface Active {
  readonly spec: FaultSpec;
  seen: number;
  fired: number;
}

const strip = (key: string): string => (key.startsWith('_') ? key.slice(1) : key);

/**
 * Fault injection: makes chosen Roll20 calls of the scripts throw, return nothing, or lose their object
 * mid-command. Faults apply only to calls made by script code (load, handlers, timers, callbacks); every fired
 * fault is recorded in `recorder.faults`.
 */
export class Faults {
  private active: Active[] = [];
  private readonly counts = new Map<FaultCall, number>();

  constructor(private readonly host: FaultHost) {}

  /** Puts a fault in place (see FaultSpec). */
  inject(spec: FaultSpec): FaultHandle {
    if (!(FAULT_CALLS as readonly string[]).includes(spec.call)) throw new TypeError(`faults: unknown call ${String(spec.call)}`);
    if (spec.nth !== undefined && (!Number.isInteger(spec.nth) || spec.nth < 1)) throw new TypeError(`faults: nth must be a whole number ≥ 1, not ${spec.nth}`);
    const entry: Active = { spec, seen: 0, fired: 0 };
    this.active.push(entry);
    return {
      spec,
      get seen() {
        return entry.seen;
      },
      get fired() {
        return entry.fired;
      },
      remove: () => {
        this.active = this.active.filter((a) => a !== entry);
      },
    };
  }

  /** Every counted call fails. */
  always(call: FaultCall, spec: Omit<FaultSpec, 'call'> = {}): FaultHandle {
    return this.inject({ ...spec, call });
  }

  /** The next counted call fails, then the fault is spent. */
  once(call: FaultCall, spec: Omit<FaultSpec, 'call' | 'nth' | 'times'> = {}): FaultHandle {
    return this.inject({ ...spec, call, nth: 1, times: 1 });
  }

  /** The nth counted call from now fails, and only that one. */
  onNth(call: FaultCall, nth: number, spec: Omit<FaultSpec, 'call' | 'nth' | 'times'> = {}): FaultHandle {
    return this.inject({ ...spec, call, nth, times: 1 });
  }

  /** Counted calls for which `predicate` holds fail. */
  when(call: FaultCall, predicate: (call: FaultedCall) => boolean, spec: Omit<FaultSpec, 'call' | 'match'> = {}): FaultHandle {
    return this.inject({ ...spec, call, match: predicate });
  }

  /**
   * The object is deleted by its user right after the script's kth `getObj(type, id)` of it from now (that call
   * still returns it): a token deleted while a command runs.
   */
  deleteAfterGetObj(obj: DoubleObject, k = 1): FaultHandle {
    return this.inject({ call: 'getObj', target: obj, nth: k, times: 1, effect: 'remove' });
  }

  /** Takes every fault out (the call counts stay). */
  clear(): void {
    this.active = [];
  }

  /** The faults in place. */
  list(): FaultHandle[] {
    return this.active.map((entry) => ({
      spec: entry.spec,
      seen: entry.seen,
      fired: entry.fired,
      remove: () => {
        this.active = this.active.filter((a) => a !== entry);
      },
    }));
  }

  /** Whether any fault is in place: without one, a call is only counted (`tally`), and nothing else is built for it. */
  get armed(): boolean {
    return this.active.length > 0;
  }

  /** Counts a script's call when no fault is in place (the quick path of `check`). */
  tally(call: FaultCall): void {
    if (this.host.inScript()) this.counts.set(call, (this.counts.get(call) ?? 0) + 1);
  }

  /** How many calls of a kind the scripts made so far (counted whether or not a fault was in place). */
  count(call: FaultCall): number {
    return this.counts.get(call) ?? 0;
  }

  /**
   * Called by the double before each script call: throws the fault's error, or returns the effect to apply
   * (`nothing`: skip the call; `remove`: delete the object after it), or undefined to run the call normally.
   */
  check(call: Omit<FaultedCall, 'keys'> & { readonly keys?: readonly string[] }): 'nothing' | 'remove' | undefined {
    if (!this.host.inScript()) return undefined;
    this.counts.set(call.call, this.count(call.call) + 1);
    if (this.active.length === 0) return undefined;
    const keys = [
      ...new Set(
        (call.keys ?? []).flatMap((k) => [strip(k), strip(call.id === undefined ? k : this.host.canonicalKey(call.id, k))]),
      ),
    ];
    const info: FaultedCall = { ...call, keys };
    for (const entry of this.active) {
      if (!applies(entry.spec, info)) continue;
      entry.seen += 1;
      const nth = entry.spec.nth ?? 1;
      const times = entry.spec.times ?? Infinity;
      if (entry.seen < nth || entry.fired >= times) continue;
      entry.fired += 1;
      const effect = entry.spec.effect ?? 'throw';
      const recorded: RecordedFault = { call: info.call, effect, id: info.id, type: info.type, keys: [...info.keys], at: this.host.now() };
      if (effect === 'throw') {
        const message = entry.spec.message ?? `Injected fault: ${describe(info)} failed`;
        recorded.message = message;
        this.host.recorder.faults.push(recorded);
        throw this.host.scriptError(message);
      }
      this.host.recorder.faults.push(recorded);
      return effect;
    }
    return undefined;
  }

  /** Applies a `remove` effect after the call ran. */
  after(effect: 'remove' | undefined, id: string | undefined): void {
    if (effect === 'remove' && id !== undefined) this.host.userRemove(id);
  }

}

function applies(spec: FaultSpec, call: FaultedCall): boolean {
  if (spec.call !== call.call) return false;
  if (spec.target !== undefined && (typeof spec.target === 'string' ? spec.target : spec.target.id) !== call.id) return false;
  if (spec.type !== undefined && spec.type !== call.type) return false;
  if (spec.key !== undefined && !call.keys.includes(strip(spec.key))) return false;
  return spec.match === undefined || spec.match(call);
}

function describe(call: FaultedCall): string {
  if (call.call === 'get' || call.call === 'set' || call.call === 'setWithWorker' || call.call === 'remove') {
    return `${call.type ?? 'object'} ${call.id ?? ''}.${call.call}(${call.keys.map((k) => `'${k}'`).join(', ')})`;
  }
  if (call.call === 'getObj') return `getObj('${call.type ?? ''}', '${call.id ?? ''}')`;
  return `${call.call}()`;
}
