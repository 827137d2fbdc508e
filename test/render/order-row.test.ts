// The GM's order row (`Order: Goblin (1), Lira (4), …`): each name with its next count, however long the name.
import { describe, expect, it } from 'vitest';
import { orderRow } from '../../src/render/cards';
import { fitCard } from '../../src/render/fit';
import { text } from '../../src/render/html';
import { plain, readRow } from '../support/plain';

describe('the order row', () => {
  it('names each combatant with its next count, the count kept with its name', () => {
    const row = orderRow([
      { name: 'Goblin', nextAt: 1 },
      { name: 'Lira the Bold', nextAt: 4 },
      { name: 'Aldric', nextAt: 10, later: 'next round' },
    ]);
    expect(row.kind).toBe('list');
    expect(row.kind === 'list' && row.private).toBe(true);
    expect(readRow(row)).toBe('Order: Goblin (1), Lira the Bold (4), Aldric (10, next round)');
    // a short entry never breaks; the number stays on the line of its name
    expect(row.kind === 'list' && row.items).toEqual(['Goblin&nbsp;(1)', 'Lira&nbsp;the&nbsp;Bold&nbsp;(4)', 'Aldric&nbsp;(10,&nbsp;next&nbsp;round)']);
  });

  it('a long name is cut at 40 characters, as a card’s names are: its count is never cut off', () => {
    const long = 'Sir Bartholomew Featherstonehaugh the Third of Wessexshire';
    const row = orderRow([
      { name: long, nextAt: 10, later: 'round 3' },
      { name: 'Ana', nextAt: 3 },
    ]);
    expect(readRow(row)).toBe(`Order: ${Array.from(long).slice(0, 39).join('')}… (10, round 3), Ana (3)`);
    // a name of 40 characters is whole
    const forty = 'A'.repeat(20) + ' ' + 'B'.repeat(19);
    expect(readRow(orderRow([{ name: forty, nextAt: 7 }]))).toBe(`Order: ${forty} (7)`);
    expect(readRow(orderRow([{ name: `${forty}C`, nextAt: 7 }]))).toBe(`Order: ${forty.slice(0, 39)}… (7)`);
  });

  it('a long entry may break at its spaces but the one before its count', () => {
    const row = orderRow([{ name: 'Sir Bartholomew the Unready', nextAt: 12 }]);
    expect(row.kind === 'list' && row.items[0]).toBe('Sir Bartholomew the Unready&nbsp;(12)');
  });

  it('escapes a name, and folds its white space, as any text the chat shows', () => {
    const row = orderRow([
      { name: '<b>[[1d20]]</b>', nextAt: 2 },
      { name: '  Bo\n  Cy  ', nextAt: 5 },
    ]);
    expect(row.kind === 'list' && row.items[0]).toBe('&lt;b&gt;&#91;&#91;1d20&#93;&#93;&lt;/b&gt;&nbsp;(2)');
    // no space before the name, nor two before its count
    expect(row.kind === 'list' && row.items[1]).toBe('Bo&nbsp;Cy&nbsp;(5)');
    expect(readRow(row)).toBe('Order: <b>[[1d20]]</b> (2), Bo Cy (5)');
  });

  it('on a card, the order shows each name with its count, and cuts the list, not an entry', () => {
    const order = orderRow(Array.from({ length: 14 }, (_, i) => ({ name: `${'Wolf'.padEnd(45, 'f')} ${i}`, nextAt: i + 1 })));
    const fitted = fitCard({ title: text('Rondel') }, [order], { budget: null, more: () => text('') });
    const line = plain(fitted.html).split('\n')[1] ?? '';
    expect(line).toMatch(/^Order: Wolf/);
    expect(line.match(/\(\d+\)/g)).toEqual(['(1)', '(2)', '(3)', '(4)', '(5)', '(6)', '(7)', '(8)', '(9)', '(10)']);
    expect(line).toMatch(/ and 4 more$/);
    // the order is read in full in `status`: nothing is set aside for the GM
    expect(fitted.rest).toEqual([]);
  });
});
