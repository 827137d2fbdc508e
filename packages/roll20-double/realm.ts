import * as vm from 'node:vm';

/**
 * Where values handed to scripts are made. Inside the vm context, arrays and plain objects built here would
 * fail `instanceof Array`/`Object` checks, so messages, `prev` snapshots and result arrays are re-created
 * in the context's own realm (through its JSON and Array).
 */
export interface Realm {
  array<T>(items: readonly T[]): T[];
  /** A deep, JSON-only copy made in the realm. */
  plain<T>(value: T): T;
  /** An Error of the realm (what Roll20's own failures throw into a script). */
  error(message: string): Error;
}

export const hostRealm: Realm = {
  array: (items) => [...items],
  plain: (value) => (value === undefined ? value : JSON.parse(JSON.stringify(value)) as typeof value),
  error: (message) => new Error(message),
};

/** What the copy below does not copy itself: the JSON round trip copies it (or throws as JSON does). */
class NotPlain extends Error {}

/** Deeper than this is taken for a cycle: the JSON round trip then throws as Roll20 would. */
const MAX_DEPTH = 200;

/**
 * A JSON round trip done as a walk for plain data (objects of either realm, arrays, strings, numbers, booleans, null):
 * the same result as `JSON.parse(JSON.stringify(v))` made with the realm's own constructors, without printing and
 * parsing the text (a chat card is kilobytes). Anything else (a `toJSON`, a class, a boxed primitive, a bigint, a
 * cycle) throws NotPlain, and the caller takes the round trip.
 */
function walkCopy(value: unknown, make: { object: () => Record<string, unknown>; array: () => unknown[] }): unknown {
  const copy = (v: unknown, depth: number): unknown => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        // JSON writes -0 as 0 and what is not finite as null
        return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
      case 'object': {
        if (v === null) return null;
        if (depth > MAX_DEPTH) throw new NotPlain();
        if (Array.isArray(v)) {
          const out = make.array();
          for (let i = 0; i < v.length; i += 1) {
            const x: unknown = v[i];
            out.push(x === undefined || typeof x === 'function' || typeof x === 'symbol' ? null : copy(x, depth + 1));
          }
          return out;
        }
        const proto: unknown = Object.getPrototypeOf(v);
        // a plain object of either realm: its prototype is an Object.prototype, whose own prototype is null
        if (proto !== null && Object.getPrototypeOf(proto) !== null) throw new NotPlain();
        if (typeof (v as { toJSON?: unknown }).toJSON === 'function') throw new NotPlain();
        const out = make.object();
        for (const k of Object.keys(v)) {
          const x: unknown = (v as Record<string, unknown>)[k];
          if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
          out[k] = copy(x, depth + 1);
        }
        return out;
      }
      default:
        // undefined, functions and symbols are handled by their container; a bigint makes JSON throw
        throw new NotPlain();
    }
  };
  return copy(value, 0);
}

export function contextRealm(ctx: vm.Context): Realm {
  const ArrayCtor = vm.runInContext('Array', ctx) as ArrayConstructor;
  const ObjectCtor = vm.runInContext('Object', ctx) as ObjectConstructor;
  const JSONCtx = vm.runInContext('JSON', ctx) as JSON;
  const ErrorCtx = vm.runInContext('Error', ctx) as ErrorConstructor;
  const make = { object: () => new ObjectCtor() as Record<string, unknown>, array: () => new ArrayCtor() };
  return {
    error: (message) => new ErrorCtx(message),
    array: (items) => ArrayCtor.from(items),
    plain: <T>(value: T): T => {
      if (value === undefined) return value;
      try {
        return walkCopy(value, make) as T;
      } catch (error) {
        if (!(error instanceof NotPlain) && !(error instanceof RangeError)) throw error;
        return JSONCtx.parse(JSON.stringify(value)) as T;
      }
    },
  };
}
