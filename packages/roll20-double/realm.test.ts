import * as vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextRealm } from './realm';

const ctx = vm.createContext({});
const realm = contextRealm(ctx);
const CtxObject = vm.runInContext('Object', ctx) as ObjectConstructor;
const CtxArray = vm.runInContext('Array', ctx) as ArrayConstructor;

/** What the copy must equal: the JSON round trip, or its error. */
function roundTrip(v: unknown): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(JSON.stringify(v)) as unknown };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

function copied(v: unknown): { value: unknown } | { error: string } {
  try {
    return { value: realm.plain(v) };
  } catch (error) {
    return { error: (error as Error).constructor.name };
  }
}

/** Every object and array of the copy belongs to the script's realm. */
function inRealm(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return true;
  if (Array.isArray(v)) return v instanceof CtxArray && v.every(inRealm);
  return Object.getPrototypeOf(v) === CtxObject.prototype && Object.values(v).every(inRealm);
}

describe('a value handed to a script is a JSON copy made in its realm', () => {
  it('equals the JSON round trip for any value, and throws where it throws', () => {
    const anything = fc.anything({
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withObjectString: true,
      withNullPrototype: true,
      withDate: true,
      withTypedArray: true,
      withSparseArray: true,
      withBigInt: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (v) => {
        if (v === undefined) return;
        const want = roundTrip(v);
        const got = copied(v);
        // JSON.parse of nothing is a SyntaxError from the script's realm: compare the names only
        expect(got).toEqual(want);
        if ('value' in got) expect(inRealm(got.value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('as a chat message: strings, numbers, nested rolls; -0, NaN and undefined as JSON writes them', () => {
    const msg = { who: 'Gina', content: '<div>x</div>', n: -0, bad: NaN, gone: undefined, f: () => 1, inlinerolls: [{ results: { total: 3, rolls: [undefined, Infinity] } }] };
    expect(realm.plain(msg)).toEqual({ who: 'Gina', content: '<div>x</div>', n: 0, bad: null, inlinerolls: [{ results: { total: 3, rolls: [null, null] } }] });
    expect(Object.is((realm.plain(msg) as { n: number }).n, 0)).toBe(true);
  });

  it('a Roll20-like object with toJSON is copied as its JSON, nested or not', () => {
    const obj = { toJSON: () => ({ _id: 'a', name: 'Goblin' }) };
    expect(realm.plain({ list: [obj] })).toEqual({ list: [{ _id: 'a', name: 'Goblin' }] });
  });

  it('a cycle throws as JSON does', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    expect(() => realm.plain(a)).toThrow(TypeError);
  });
});
