// What a cut card says it left out ("… and N more …"): one line is "1 more initiative roll (the GM has it)", never
// "1 more initiative rolls (the GM has them)". A public card cut to its budget says it to every player.
import { describe, expect, it } from 'vitest';
import { announcementFit, GROUP_NOUN, moreOf, toTheGM } from '../../src/render/cards';
import { fitCard, type Row } from '../../src/render/fit';
import { byteSize, text } from '../../src/render/html';
import type { FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

describe('how many lines of a kind a card left out', () => {
  it.each([
    ['initiative', 1, '1 more initiative roll'],
    ['initiative', 2, '2 more initiative rolls'],
    ['tie', 1, '1 more tie-break'],
    ['tie', 5, '5 more tie-breaks'],
    ['left', 1, '1 more who left'],
    ['left', 3, '3 more who left'],
    ['marker', 1, '1 more marker set'],
    ['expired', 1, '1 more marker ended'],
    ['spell', 1, '1 more spell cast'],
    ['resolves', 1, '1 more spell taking effect'],
    ['resolves', 2, '2 more spells taking effect'],
    ['override', 1, '1 more GM change'],
    ['speech', 1, '1 more speech'],
    ['speech', 2, '2 more speeches'],
    // a kind with no noun of its own: lines
    ['something-else', 1, '1 more line'],
    ['something-else', 4, '4 more lines'],
  ])('%s, %i: %j', (group, hidden, words) => {
    expect(moreOf(group, hidden)).toBe(words);
  });

  it('every kind has a noun for one and for more, the one never ending as the many do', () => {
    for (const [group, [one, many]] of Object.entries(GROUP_NOUN)) {
      expect(moreOf(group, 1)).toBe(`1 more ${one}`);
      expect(moreOf(group, 7)).toBe(`7 more ${many}`);
      // "who left" is the same for one and many; every other noun of one is shorter than its many
      if (group !== 'left') expect(one.length).toBeLessThan(many.length);
    }
  });

  it('the public card says the GM has it, or them', () => {
    expect(plain(toTheGM('initiative', 1, 8))).toBe('… and 1 more initiative roll (the GM has it).');
    expect(plain(toTheGM('initiative', 3, 8))).toBe('… and 3 more initiative rolls (the GM has them).');
    expect(plain(toTheGM('reaction', 1, 0))).toBe('… and 1 more reaction (the GM has it).');
  });
});

describe('a card cut by one line', () => {
  /** `n` combatants rolling initiative at the rondel's count 3: lines of the `initiative` group. */
  function rolls(n: number): FightEvent[] {
    return Array.from({ length: n }, (_, i): FightEvent => ({
      type: 'initiative-rolled',
      id: `w${i}`,
      dice: [(i % 10) + 1],
      sides: 10,
      terms: [
        { label: 'Perception', value: 1 },
        { label: 'Agility', value: -1 },
      ],
      value: (i % 10) + 1,
      base: 0,
      joining: false,
      count: (i % 10) + 1,
    }));
  }
  /** Names of 40 characters: each roll's line is longer than the card's "and N more" line. */
  const names = (id: string): string => `Wolf ${id.slice(1)} `.padEnd(40, 'o');

  it('a step’s card that keeps all rolls but one says "1 more initiative roll (the GM has it)"; the GM has that line', () => {
    const events = rolls(9);
    const whole = announcementFit(3, events, names, { budget: null });
    expect(whole?.rest).toEqual([]);
    // the largest budget that cuts the card: it keeps eight of the nine rolls
    const cut = announcementFit(3, events, names, { budget: byteSize(whole?.html ?? '') - 1 });
    const lines = plain(cut?.html ?? '').split('\n');
    expect(lines.filter((l) => l.startsWith('Wolf '))).toHaveLength(8);
    expect(lines).toContain('… and 1 more initiative roll (the GM has it).');
    expect(cut?.rest).toHaveLength(1);
    expect(plain(cut?.rest[0] ?? '')).toBe(`${names('w8')}: d10 (9) + 1 Perception − 1 Agility → count 9`);
  });

  it('says "2 more initiative rolls (the GM has them)" when two are cut', () => {
    const events = rolls(9);
    const whole = announcementFit(3, events, names, { budget: null });
    const line = byteSize(`<div><b>${names('w8')}</b>: d10 (9) + 1 Perception − 1 Agility → count 9</div>`);
    expect(whole?.html).toContain(`<div><b>${names('w8')}</b>: d10 (9) + 1 Perception − 1 Agility → count 9</div>`);
    const cut = announcementFit(3, events, names, { budget: byteSize(whole?.html ?? '') - line - 1 });
    expect(plain(cut?.html ?? '').split('\n')).toContain('… and 2 more initiative rolls (the GM has them).');
    expect(cut?.rest).toHaveLength(2);
  });

  it('a card that pages (a limit per group) says the singular too, in another group', () => {
    const rows: Row[] = Array.from({ length: 4 }, (_, i): Row => ({ kind: 'line', group: 'reaction', html: text(`Wolf ${i} reacts.`) }));
    const fitted = fitCard({ title: text('Rondel') }, rows, { budget: null, limit: 3, more: toTheGM });
    expect(plain(fitted.html).split('\n')).toEqual(['Rondel', 'Wolf 0 reacts.', 'Wolf 1 reacts.', 'Wolf 2 reacts.', '… and 1 more reaction (the GM has it).']);
    expect(fitted.rest).toEqual([text('Wolf 3 reacts.')]);
  });
});
