// Review 21 (consistency between surfaces, rondel). A combatant that joins (`!rondel add`) at a movement window count
// gets a `tread` badge with its tier's hexes there (badges=on), but no card says it may move at this window: the
// window's card was posted before it came, and the join card only gives its first count. In 20-second rounds the same
// join at a movement moment is announced ("Borin: now 2 hexes at this moment."), and in the rondel every other change
// at a window (a Dash, a condition, a new tier) is announced "so the card and the token's badge always agree"
// (src/rules/rondel/allowance.ts windowChanges; docs/rules.md §5: "The badges, the menus and status say the same as
// the window's card."). The table reads Borin's badge "2" while every card of the window lists no Borin.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('rondel: a joiner at a movement window', () => {
  it('its badge and the cards agree on what it moves at this window', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start', [T.aldric, T.lira, T.kess, T.goblin]);
    // step to the window at count 3
    for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next --step');
    expect(t.tracker()[0]).toEqual(['Count · move', 3]);
    const window = t.say(t.gm, '!rondel add', [T.borin]).map((m) => plain(m.content)).join('\n');
    expect(window).toContain('Borin joins');
    const badge = /(?:^|,)tread@(\d)/.exec(t.markers(T.borin))?.[1];
    const announced = /Borin: now (\d+) hex(?:es)? at this movement window/.exec(window)?.[1];
    // the badge and the cards must tell the same: either both give Borin this window's hexes, or neither does.
    // Now the badge says 2 (Brown Cow, window 1) and no card names Borin at this window.
    expect(announced, `badge tread@${badge ?? '-'}, card: ${announced ?? 'nothing'}`).toBe(badge);
  });

  it('20-second rounds announce the same join at a movement moment (for comparison: passes)', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start --rules seconds', [T.aldric, T.lira, T.kess, T.goblin]);
    const joined = t.say(t.gm, '!rondel add', [T.borin]).map((m) => plain(m.content)).join('\n');
    expect(t.markers(T.borin)).toContain('tread@2');
    expect(joined).toContain('Borin: now 2 hexes at this moment.');
  });
});
