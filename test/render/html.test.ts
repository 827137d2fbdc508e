import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coolDownText, announcementCard } from '../../src/render/cards';
import { button, byteSize, card, cardFrameSize, chip, fitsIn, raw, remembered, rowSize, text, unbroken, type Html } from '../../src/render/html';
import { rollCoolDown } from '../../src/rules/rondel/actions';
import { scriptedDice } from '../support/dice';

describe('escaping user text for Roll20 chat', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src&#61;x onerror&#61;alert(1)&gt;'],
    ['[[1d20]]', '&#91;&#91;1d20&#93;&#93;'],
    ['@{Bob|hp}', '&#64;&#123;Bob&#124;hp&#125;'],
    ['%{Bob|Attack}', '&#37;&#123;Bob&#124;Attack&#125;'],
    ['&{template:default}', '&amp;&#123;template:default&#125;'],
    ['?{Query|1}', '&#63;&#123;Query&#124;1&#125;'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &#39;single&#39;'],
    ['line\nbreak\u0000null', 'line break null'],
  ])('%j is shown as %j', (input, output) => {
    expect(text(input)).toBe(output);
  });

  it.each([...'&<>"\'[]{}@%|*?#$`~\\='])('%j alone is escaped, as within other text', (c) => {
    expect(text(c)).toMatch(/^&(#\d+|[a-z]+);$/);
    expect(text(`a${c}b`)).toBe(`a${text(c)}b`);
  });

  it('cuts long text with an ellipsis, counting characters not code units', () => {
    expect(text('x'.repeat(100), 10)).toBe('xxxxxxxxx…');
    expect(text('🐉'.repeat(20), 5)).toBe('🐉🐉🐉🐉…');
  });

  it('shows anything that is not text safely', () => {
    expect(text(undefined)).toBe('');
    expect(text(42)).toBe('42');
  });

  it('a button’s command keeps its query characters, and cannot break out of the attribute', () => {
    const html = button(text('Go'), '!rondel act combat --speed ?{Speed|2} "x"');
    expect(html).toContain('href="!rondel act combat --speed ?{Speed|2} &quot;x&quot;"');
  });
});

describe('cool-down text', () => {
  it.each([
    ['combat', { speed: 2 }, false, [3], 'd4 (3) + 8 + 2 weapon speed = 13'],
    ['combat', { speed: -2 }, false, [1], 'd4 (1) + 8 − 2 weapon speed, minimum 8 = 8'],
    ['dash', {}, false, [], '10'],
    ['hold', {}, false, [1, 2], '2d4 (1+2) = 3'],
    ['magic', { cast: 3, mod: 1 }, false, [4], 'casting 3 + (d4 (4) + 6 − 1 modifier = 9)'],
    ['dash', {}, true, [2], '10 + d4 (2) change = 12'],
    ['combat', { speed: -2 }, true, [1, 3], '(d4 (1) + 8 − 2 weapon speed, minimum 8) + d4 (3) change = 11'],
  ] as const)('%s %j reads %j', (action, input, change, rolls, expected) => {
    expect(coolDownText(rollCoolDown(action, input, change, scriptedDice(...rolls)))).toBe(expected);
  });
});

describe('announcement cards', () => {
  it('names come from the lookup and are escaped there', () => {
    const html = announcementCard(4, [{ type: 'reacted', id: 'a', count: 4, until: 12, note: '<b>' }], () => '[[evil]]');
    expect(html).toContain('&#91;&#91;evil&#93;&#93;');
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('[[evil]]');
  });

  it('says nothing when nothing happened', () => {
    expect(announcementCard(4, [], () => '')).toBeNull();
  });
});

describe('a name in a list, kept on one line', () => {
  it('a short one is kept whole; the spaces of its tags are left as they are', () => {
    expect(unbroken(text('Goblin 2 (11)'))).toBe('Goblin&nbsp;2&nbsp;(11)');
    expect(unbroken(raw('<span style="a b">Ana Bo</span>'))).toBe('<span style="a b">Ana&nbsp;Bo</span>');
  });

  it('a long one may break at its spaces but its last, so a number is never split from its name', () => {
    expect(unbroken(text('Sir Bartholomew Featherstonehaugh the T… (10)'))).toBe('Sir Bartholomew Featherstonehaugh the T…&nbsp;(10)');
    expect(unbroken(text('Grimgorrrrrrrrrrrrrrrrrrrrrrrrrrr (4)'))).toBe('Grimgorrrrrrrrrrrrrrrrrrrrrrrrrrr&nbsp;(4)');
    expect(unbroken(text('Grimgorrrrrrrrrrrrrrrrrrrrrrrrrrr'))).toBe('Grimgorrrrrrrrrrrrrrrrrrrrrrrrrrr');
  });
});

describe('right-to-left names', () => {
  it.each([
    ['سيف الدين: 2d10 (9+6)', '\u2068سيف الدين\u2069: 2d10 (9+6)'],
    ['Aldric and שלום עליכם met', 'Aldric and \u2068שלום עליכם\u2069 met'],
    ['عمر 2 and ليلى', '\u2068عمر\u2069 2 and \u2068ليلى\u2069'],
    ['Goblin 2: 2d10', 'Goblin 2: 2d10'],
    // a bidi control a player typed is dropped, so it cannot turn the script's words after it around
    ['\u202e hi', ' hi'],
    ['Aldric\u202e', 'Aldric'],
    ['a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069i\u200ej\u200fk', 'abcdefghijk'],
    ['\u2067سيف\u061c', '\u2068سيف\u2069'],
  ])('%j keeps its order among left-to-right text: %j', (input, output) => {
    expect(text(input)).toBe(output);
  });
});

describe('text, quick paths', () => {
  /** The text pipeline without its quick paths: every character run through each step. */
  function slowText(value: string, max: number): string {
    // eslint-disable-next-line no-control-regex
    let s = value.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ');
    const chars = Array.from(s);
    if (chars.length > max) s = chars.slice(0, Math.max(1, max - 1)).join('') + '…';
    return s;
  }
  it('gives what the whole pipeline gives, for any text and length', () => {
    // every white space of JavaScript's \s, controls, a control of the C1 range that is neither, and the escaped
    const pieces = fc.constantFrom('a', 'Zed', ' ', '  ', '\t', '\n', '\r', '\u000b', '\u000c', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u0085', '\u0007', '\u007f', '😀', 'é', '<', '--mod', '&', '=', '`', 'سيف', 'שלום', '\u2068', '\u202e', '\u200f', '\u061c');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (parts, max) => {
        const value = parts.join('');
        expect(text(value, max)).toBe(text(slowText(value, max), 10_000));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a row’s size counted without building the card', () => {
  it('the frame and the rows’ sizes add up to the card’s, whatever the rows hold', () => {
    const rows = fc.constantFrom<Html>(text('Ana acts.'), text('Ünïcødé ✨ 😀 kůň'), chip(text('prone'), '#000', '#fff'), button(text('Combat'), '!rondel act combat'), raw(''), text('x'.repeat(70)));
    const options = fc.record({ title: fc.constantFrom(text('Rondel'), text('Ročník 😀')), subtitle: fc.constantFrom(undefined, text('count 3')), footer: fc.constantFrom(undefined, text('a footer')) });
    fc.assert(
      fc.property(options, fc.array(rows, { minLength: 1, maxLength: 8 }), (o, body) => {
        expect(cardFrameSize(o) + body.reduce((n, r) => n + rowSize(r), 0)).toBe(byteSize(card({ ...o, body })));
      }),
      { numRuns: 200 },
    );
  });
});

describe('remembered: a pure function of a string, made once per string', () => {
  it('answers what the function gives, for each string, and makes each once', () => {
    const made: string[] = [];
    const shout = remembered((s) => {
      made.push(s);
      return text(s.toUpperCase());
    });
    expect([shout('ana'), shout('bo'), shout('ana'), shout('<b>')]).toEqual(['ANA', 'BO', 'ANA', '&lt;B&gt;']);
    expect(made).toEqual(['ana', 'bo', '<b>']);
  });

  it('when full, starts afresh and still answers for each string, never another’s', () => {
    const made: string[] = [];
    const twice = remembered((s) => {
      made.push(s);
      return text(s + s);
    }, 3);
    const asked = ['a', 'b', 'c', 'd', 'a', 'e', 'd', 'b'];
    expect(asked.map(twice)).toEqual(asked.map((s) => s + s));
    // a, b, c fill it; d starts it afresh; a and e are made again; d is still there; b is made again after e
    expect(made).toEqual(['a', 'b', 'c', 'd', 'a', 'e', 'b']);
  });
});

describe('fitsIn: within a budget of bytes', () => {
  it('answers as counting the bytes does, near the budget and far from it', () => {
    const chars = fc.constantFrom('a', '<', 'é', '€', '😀', '\ud800', ' ');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 60 }), fc.integer({ min: 0, max: 200 }), (parts, budget) => {
        const html = parts.join('');
        expect(fitsIn(html, budget)).toBe(byteSize(html) <= budget);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('byteSize: the UTF-8 bytes of chat HTML', () => {
  it('is what Node counts, for any text of one- to four-byte characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '<', ' ', 'é', 'ß', '→', '▶', '’', '😀', '𝄞', '\u007f', '\u0080', '\u07ff', '\u0800', '\uffff') }), (s) => {
        expect(byteSize(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
      { numRuns: 300 },
    );
  });

  it('counts a surrogate without its partner as UTF-8 does (three bytes), and the character after it on its own', () => {
    expect(byteSize('\ud800')).toBe(3);
    expect(byteSize('\udc00a')).toBe(4);
    expect(byteSize('\ud800a')).toBe(4);
    expect(byteSize('\ud800aé')).toBe(6);
    // a two- or three-byte character after it was taken along with it, uncounted
    expect(byteSize('\ud800é')).toBe(5);
    expect(byteSize('\udbff€')).toBe(6);
    expect(byteSize('\ud800\ud800\udc00')).toBe(7);
  });

  it('is what Node counts for any text, surrogates without partners among it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀', '\ud800', '\udbff', '\udc00', '\udfff', '\ud7ff', '\ue000') }), (s) => {
        expect(byteSize(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
      { numRuns: 500 },
    );
  });
});
