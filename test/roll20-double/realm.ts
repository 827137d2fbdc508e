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

export function contextRealm(ctx: vm.Context): Realm {
  const ArrayCtor = vm.runInContext('Array', ctx) as ArrayConstructor;
  const JSONCtx = vm.runInContext('JSON', ctx) as JSON;
  const ErrorCtx = vm.runInContext('Error', ctx) as ErrorConstructor;
  return {
    error: (message) => new ErrorCtx(message),
    array: (items) => ArrayCtor.from(items),
    plain: (value) => (value === undefined ? value : JSONCtx.parse(JSON.stringify(value)) as typeof value),
  };
}
