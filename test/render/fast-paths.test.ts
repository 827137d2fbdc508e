// The quick ways of render/html.ts against the plain computation they stand for (issue 16, round 3): whatever the
// text, `text` answers what escaping, folding, cutting and setting apart right-to-left words step by step answers, and `join` what Array.join does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join, raw, text, type Html } from '../../src/render/html';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '[': '&#91;', ']': '&#93;', '{': '&#123;', '}': '&#125;',
  '@': '&#64;', '%': '&#37;', '|': '&#124;', '*': '&#42;', '?': '&#63;', '#': '&#35;', $: '&#36;', '`': '&#96;', '~': '&#126;',
  '\\': '&#92;', '=': '&#61;',
};

/** `text` as it reads step by step, without any quick way: drop bidi controls, fold, cut, escape, keep flags whole. */
function plainText(value: unknown, max = 80): string {
  let s = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  s = s.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
  const chars = Array.from(s);
  if (chars.length > max) s = chars.slice(0, Math.max(1, max - 1)).join('') + '…';
  s = s.replace(/[&<>"'[\]{}@%|*?#$`~\\=]/g, (c) => ENTITIES[c] as string);
  // a run of right-to-left words is set apart from the text around it
  const rtl = '\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}';
  s = s.replace(new RegExp(`[${rtl}](?:[\\s'’.\\-${rtl}]*[${rtl}])?`, 'gu'), '\u2068$&\u2069');
  return s.replace(/(^|[^\w-])(--[a-z][a-z0-9_-]*)/gi, (_, before: string, flag: string) => `${before}<span style="white-space:nowrap">${flag}</span>`);
}

/** Text most like what the cards escape: words, numbers, the odd special character, white space, a flag. */
const pieces = fc.constantFrom('Goblin', ' ', '  ', 'count 12', '--mod', '-', '--', '\n', '\t', '\u00a0', '\u2028', '<b>', '&', '?{x|1}', '“quoted”', '🐉', 'é', '=', '', 'a-b', 'سيف', 'الدين', 'שלום', '’', '\u202e', '\u2066', '\u200f', '𞤀𞤢𞤁', '𐴀𐴁', '𐠀');
const texts = fc.oneof(fc.array(pieces, { maxLength: 30 }).map((p) => p.join('')), fc.string({ maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 60 }));

describe('text: the quick answer for text it leaves as it is is the answer of every step', () => {
  it('any text, any cut', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 1, max: 130 }), (s, max) => {
        expect(text(s, max)).toBe(plainText(s, max));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['plain words', 'Goblin 12 acts.', 80],
    ['exactly at its cut', 'x'.repeat(40), 40],
    ['one over its cut', 'x'.repeat(41), 40],
    ['a flag', 'use --mod 2', 80],
    ['two hyphens alone', 'a -- b', 80],
    ['a double space', 'a  b', 80],
    ['a tab', 'a\tb', 80],
    ['a special character', 'a=b', 80],
  ])('%s', (_what, s, max) => {
    expect(text(s, max)).toBe(plainText(s, max));
  });

  it('a text left as it is comes back as the same text', () => {
    expect(text('Goblin 12 acts.')).toBe('Goblin 12 acts.');
    expect(text('x'.repeat(80))).toBe('x'.repeat(80));
  });
});

describe('join puts the parts together as Array.join does', () => {
  it('any parts, any separator', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 12 }), fc.constantFrom('', ', ', '<br>', ' '), (parts, separator) => {
        expect(join(parts.map(raw) as Html[], separator)).toBe(parts.join(separator));
        expect(join(parts.map(raw) as Html[])).toBe(parts.join(''));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a card of no events', () => {
  it('is none, whatever else it is given: the GM’s own card of a step that concerns no hidden token is not made (app/fight.ts)', async () => {
    const { announcementFit, toTheGM } = await import('../../src/render/cards');
    for (const budget of [null, 3000, 10]) for (const counter of [1, 12, 400]) expect(announcementFit(counter, [], () => 'Someone', { budget, more: toTheGM, first: () => true, imageOf: () => 'https://example.com/a.png' })).toBeNull();
  });
});
