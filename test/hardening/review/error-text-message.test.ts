// A finding of a review of this project's own changes, kept as a regression (the observer throwing such an Error:
// test/hardening/observer-throws.test.ts).
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/roll20/error-text';

describe('errorText with an Error whose message is not text', () => {
  it('returns text for an Error whose message is a prototype-less object', () => {
    const e = new Error('x');
    (e as unknown as { message: unknown }).message = Object.create(null);
    expect(() => `${errorText(e)}`).not.toThrow();
    expect(typeof errorText(e)).toBe('string');
  });
});
