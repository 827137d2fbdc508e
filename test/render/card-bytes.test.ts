// A public card's budget is of UTF-8 bytes (fit.ts PUBLIC_CARD_BYTES): whatever a name holds, a card cut to it is
// within it as Node counts its bytes, surrogates without their partners among them (a name edited outside Roll20's UI).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitCard, type Row } from '../../src/render/fit';
import { muted, text, type Html } from '../../src/render/html';

const more = (group: string, hidden: number): Html => muted(text(`… and ${hidden} more ${group}`));

describe('a card cut to its budget, counted in UTF-8 bytes', () => {
  it('a name of lone surrogates before two- and three-byte characters cannot pass the budget', () => {
    // each "\ud800é" is five bytes: counted as four, a card of them passed its budget by a byte a pair
    const name = '\ud800é'.repeat(20);
    const rows: Row[] = [{ kind: 'fixed', html: text('Count 3') }, ...Array.from({ length: 6 }, (_, i): Row => ({ kind: 'line', group: 'reaction', html: text(`${name} ${i}`, 60) }))];
    const whole = fitCard({ title: text('Rondel') }, rows, { budget: null, more });
    const bytes = Buffer.byteLength(whole.html, 'utf8');
    for (const budget of [bytes - 1, bytes - 60, bytes - 200]) {
      const fitted = fitCard({ title: text('Rondel') }, rows, { budget, more });
      expect(Buffer.byteLength(fitted.html, 'utf8')).toBeLessThanOrEqual(budget);
    }
  });

  it('holds for any names, at its whole size or under it', () => {
    const unit = fc.constantFrom('a', ' ', 'é', '€', '😀', '\ud800', '\udbff', '\udc00');
    const name = fc.string({ unit, minLength: 1, maxLength: 50 });
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 300 }), (names, under) => {
        const rows: Row[] = names.map((n, i): Row => ({ kind: 'line', group: i % 2 ? 'tie' : 'reaction', html: text(n, 60) }));
        // a budget at the whole card's size or a little under it, where the count decides what is kept
        const budget = Math.max(600, Buffer.byteLength(fitCard({ title: text('Rondel') }, rows, { budget: null, more }).html, 'utf8') - under);
        const fitted = fitCard({ title: text('Rondel') }, rows, { budget, more });
        expect(Buffer.byteLength(fitted.html, 'utf8')).toBeLessThanOrEqual(budget);
      }),
      { numRuns: 300 },
    );
  });
});
