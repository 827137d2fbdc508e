// Review 21 (consistency between surfaces, every rule set with badges=on). A token's `tread` badge is its hexes
// (README "Running a fight" 4: "the tokens also show their hexes as a badge on the tread marker"; docs/rules.md §5:
// "The badges, the menus and `status` say the same as the window's card."), but a badge is cut to one digit
// (src/roll20/markers.ts badge(): min(9, n)). So a combatant with 10 or more hexes shows 9 on its token while its menu,
// `status` and the cards say 10 (or 12, 16, 24): in 10-second rounds every Orange Lion (10), Yellow Bird (12), Green
// Horse (16)…; in the rondel a dashing Blue Gryphon (10) or Purple Lightning (6, 12 dashing). A player who moves by the
// badge moves a hex (or fifteen) short; nothing says the badge is capped. Roll20 draws one digit on a marker, so the
// honest badge for more than 9 is none (or the README saying "9 means 9 or more"), not a wrong number.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain } from '../../integration/table';

const words = (ms: readonly RecordedChat[]) => ms.map((m) => plain(m.content)).join('\n');
/** The number on the token's tread marker: null when it shows none (Roll20 draws one digit). */
const treadBadge = (markers: string): number | null => {
  const m = /(?:^|,)tread(?:@(\d+))?(?:,|$)/.exec(markers);
  return m?.[1] === undefined ? null : Number(m[1]);
};

describe('the tread badge says the hexes the cards, the menu and status say', () => {
  it('10-second rounds: an Orange Lion (10 hexes) on its turn', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start --rules rounds', [T.lira, T.goblin]);
    expect(t.tracker()[0]?.[0]).toBe('Lira');
    const menu = words(t.say(t.sam, '!rondel menu', [T.lira]));
    expect(menu).toContain('Move up to 10 hexes.');
    expect(words(t.say(t.gm, '!rondel status'))).toContain('Lira · Orange Lion · 10 hexes now');
    // the token must not say another number: it says 9
    expect(t.markers(T.lira)).toContain('tread');
    expect([null, 10]).toContain(treadBadge(t.markers(T.lira)));
  });

  it('the rondel: a dashing Blue Gryphon (5 × 2 = 10) at a window', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.lira, T.goblin]);
    // whoever is due first becomes a Blue Gryphon and dashes: the next window doubles its 5 hexes
    const first = t.tracker()[0]?.[0] === 'Lira' ? T.lira : T.goblin;
    const name = String(first.get('name'));
    t.say(t.gm, '!rondel set --tier blue_gryphon', [first]);
    t.say(t.gm, '!rondel act dash', [first]);
    let card = '';
    while (!/Movement window/.test(card)) card = words(t.say(t.gm, '!rondel next'));
    expect(card).toContain(`${name} (10 hexes, dash)`);
    expect(t.markers(first)).toContain('tread');
    expect([null, 10]).toContain(treadBadge(t.markers(first)));
  });
});
