import { DoubleObject } from './objects';

/**
 * What a JSON round trip of `state` loses (spec §12.2): functions, undefined, symbols, bigints, non-finite
 * numbers, Roll20 objects (kept only as their properties) and cycles.
 */
export function jsonLosses(value: unknown, path = 'state'): string[] {
  const losses: string[] = [];
  const stack: unknown[] = [];
  const walk = (v: unknown, p: string): void => {
    if (typeof v === 'function') losses.push(`${p} is a function`);
    else if (typeof v === 'symbol' || typeof v === 'bigint') losses.push(`${p} is a ${typeof v}`);
    else if (typeof v === 'number' && !Number.isFinite(v)) losses.push(`${p} is ${v} (becomes null)`);
    else if (v instanceof DoubleObject) losses.push(`${p} is a Roll20 object (only its properties survive)`);
    else if (typeof v === 'object' && v !== null) {
      if (stack.includes(v)) {
        losses.push(`${p} is a cycle (dropped)`);
        return;
      }
      stack.push(v);
      if (Array.isArray(v)) v.forEach((x: unknown, i) => walk(x, `${p}[${i}]`));
      else {
        for (const [k, x] of Object.entries(v)) {
          if (x === undefined) losses.push(`${p}.${k} is undefined`);
          else walk(x, `${p}.${k}`);
        }
      }
      stack.pop();
    }
  };
  walk(value, path);
  return losses;
}

/** JSON text of `state` as Roll20 would persist it (cycles cut). */
export function persistState(value: unknown): string {
  const stack: unknown[] = [];
  return JSON.stringify(value, function (this: unknown, _key: string, v: unknown) {
    if (typeof v !== 'object' || v === null) return v;
    while (stack.length > 0 && stack[stack.length - 1] !== this) stack.pop();
    if (stack.includes(v)) return undefined;
    stack.push(v);
    return v;
  }) ?? '{}';
}
