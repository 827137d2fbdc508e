import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/roll20/error-text';

describe('errorText: what a caught value says, never throwing', () => {
  it.each<[string, unknown, string]>([
    ['an Error', new Error('kaboom'), 'kaboom'],
    ['a string', 'plain', 'plain'],
    ['a number', 42, '42'],
    ['undefined', undefined, 'undefined'],
    ['an object without a prototype', Object.create(null), '[object Object]'],
    ['an object whose toString throws', { toString: () => { throw new Error('no'); } }, '[object Object]'],
  ])('%s', (_label, value, said) => {
    expect(errorText(value)).toBe(said);
  });

  it('gives the stack when asked, and the message when there is none', () => {
    const e = new Error('deep');
    expect(errorText(e, true)).toBe(e.stack);
    const bare = new Error('bare');
    bare.stack = undefined;
    expect(errorText(bare, true)).toBe('bare');
  });

  it('a value even Object.prototype.toString cannot read is still told of', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('no'); }, getPrototypeOf: () => { throw new Error('no'); } });
    expect(errorText(hostile)).toBe('a value that cannot be shown');
  });
});
