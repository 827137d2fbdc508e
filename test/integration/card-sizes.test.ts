// Cards stay small at any fight size: everything players see and everything Roll20 archives is at most 3 KB of HTML,
// at 10, 50, 200 and 500 combatants, in every rule set. What the cards had no room for reaches the GM in whispers kept
// out of the archive, each of them bounded too.
import { describe, expect, it } from 'vitest';
import { REST_BYTES } from '../../src/render/fit';
import { byteSize } from '../../src/render/html';
import { cardsOfAFight, RULE_SETS, type CardSample } from '../support/card-scenes';
import { plain } from './table';

const THREE_KB = 3 * 1024;

/**
 * A whispered action menu: kept out of the archive and read by its own players alone, it keeps the token's picture
 * (docs/rules.md §15), which a public card gives up first.
 */
const whisperedMenu = (c: CardSample): boolean => c.kind.endsWith(': menu') && c.reader !== 'everyone' && c.noarchive;

/** The most a whispered menu holds: 3 KB and its picture (an image address of at most 300 characters, and its tag). */
const MENU_BYTES = THREE_KB + 420;

/** A card players read, or one Roll20 keeps in the chat archive. */
const counted = (c: CardSample): boolean => (c.reader !== 'gm' || !c.noarchive) && !whisperedMenu(c);

function over(cards: readonly CardSample[], limit: number): string[] {
  return cards.filter((c) => byteSize(c.html) > limit).map((c) => `${c.kind} (${c.reader}): ${byteSize(c.html)} bytes: ${plain(c.html).slice(0, 120)}`);
}

describe.each(RULE_SETS)('the cards of a fight under %s', (rules) => {
  it.each([10, 50, 200, 500])('at %i combatants: every card players see or the archive keeps is at most 3 KB', (n) => {
    const cards = cardsOfAFight(rules, n);
    const kinds = new Set(cards.filter((c) => c.reader === 'everyone').map((c) => c.kind));
    // the public cards of the issue are all there: start, movement window (rule sets that have one), end
    for (const kind of ['start', 'end', 'turn', ...(rules === 'rounds' ? [] : ['window'])]) expect(kinds).toContain(kind);
    expect(cards.some((c) => c.kind === 'status (player)')).toBe(true);
    expect(over(cards.filter(counted), THREE_KB)).toEqual([]);
    expect(over(cards.filter(whisperedMenu), MENU_BYTES)).toEqual([]);
    // what was cut is the GM's, in whispers of bounded size too
    expect(over(cards.filter((c) => !counted(c) && !whisperedMenu(c)), REST_BYTES)).toEqual([]);
    if (n >= 200) expect(cards.some((c) => c.kind.endsWith(': rest') && c.reader === 'gm' && c.noarchive)).toBe(true);
  });
});

describe('nothing is lost to the GM when a card is cut', () => {
  it('every combatant of a 200-combatant start is named to the GM: on a card, or in the whispers of what was cut', () => {
    const cards = cardsOfAFight('rondel', 200).filter((c) => c.kind === 'start' || c.kind === 'start: rest');
    const seen = cards.map((c) => plain(c.html)).join('\n');
    for (let i = 3; i < 200; i += 1) {
      const name = `${i % 5 === 0 ? 'Hero' : 'Wolf'} ${String(i).padStart(3, '0')}`;
      expect(seen, name).toMatch(new RegExp(`${name}(?: joins)?: d12`));
    }
  });
});
