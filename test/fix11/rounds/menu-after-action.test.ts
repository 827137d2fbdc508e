// Fix 11 (rounds), 1: in 10-second rounds a turn is one action and a move, in any order, and it ends only with `next`
// or `done` (docs/rules.md §9.3, rulings 32 and 33). Pat declares Aldric's Combat and asks for the menu again
// (`!rondel menu`) to move and end the turn: the menu offered every action button again, each refused when pressed
// ("already declared"), and no way to end the turn. It should offer only what is still possible that turn: say the
// action is taken (and which), the move that is left, React while the round's reaction is free, Stand up when prone,
// and a Done button that ends this turn only (a late press, after the turn ended, is refused as a stale menu button
// is, README "Buttons that cannot misfire"). The other rule sets keep their menus.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"').replace(/&amp;/g, '&'));

/** A 10-second fight of Aldric and Lira with Aldric first (d10 9 against 1). */
function aldricFirst(): Table {
  const t = aTable();
  t.sb.dice.queue(9, 1);
  t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
  return t;
}

function menuOf(t: Table): string {
  const out = t.say(t.pat, '!rondel menu', [t.tokens.aldric]);
  expect(out).toHaveLength(1);
  return out[0]?.content ?? '';
}

describe('10-second rounds: the menu after the turn’s action', () => {
  it('offers no action again, says the action is taken, and keeps move, React and Done', () => {
    const t = aldricFirst();
    expect(hrefs(menuOf(t)).filter((h) => h.includes(' act '))).toHaveLength(6);
    t.say(t.pat, '!rondel act combat --note sword', [t.tokens.aldric]);
    const html = menuOf(t);
    const buttons = hrefs(html);
    expect(buttons.filter((h) => h.includes(' act '))).toEqual([]);
    expect(buttons.some((h) => h.startsWith('!rondel react '))).toBe(true);
    expect(buttons.some((h) => h.startsWith('!rondel done '))).toBe(true);
    const words = plain(html);
    expect(words).toMatch(/Combat/);
    expect(words).toMatch(/taken/);
    expect(words).toMatch(/Move up to 8 hexes/);
  });

  it('after a stand in defense, offers no action and no React, and says why', () => {
    const t = aldricFirst();
    t.say(t.pat, '!rondel act defense', [t.tokens.aldric]);
    const html = menuOf(t);
    expect(hrefs(html).filter((h) => h.includes(' act ') || h.includes(' react '))).toEqual([]);
    expect(plain(html)).toMatch(/Stand in defense/);
    expect(plain(html)).toMatch(/React: standing in defense/);
  });

  it('before the action, a reaction already made this round takes Stand in defense off the menu (declare would refuse it)', () => {
    const t = aTable();
    t.sb.dice.queue(1, 9);
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    // Lira is first; Aldric reacts on her turn, then his own turn comes
    t.say(t.pat, '!rondel react --note parry', [t.tokens.aldric]);
    t.say(t.gm, '!rondel next');
    const buttons = hrefs(menuOf(t));
    expect(buttons.filter((h) => h.includes(' act '))).toHaveLength(5);
    expect(buttons.some((h) => h.includes(' act defense '))).toBe(false);
  });

  it('its Done button ends that turn, and only that turn', () => {
    const t = aldricFirst();
    t.say(t.pat, '!rondel act combat', [t.tokens.aldric]);
    const done = hrefs(menuOf(t)).find((h) => h.startsWith('!rondel done ')) as string;
    const pressed = plain(t.say(t.pat, done).map((m) => m.content).join('\n'));
    expect(pressed).toMatch(/Lira acts/);
    // round 2: Aldric is due again; the old button is refused and ends nothing
    t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]?.[0]).toBe('Aldric');
    const late = plain(t.say(t.pat, done).map((m) => m.content).join('\n'));
    expect(late).toMatch(/That button was for/);
    expect(t.tracker()[0]?.[0]).toBe('Aldric');
  });

  it.each(['rondel', 'seconds'])('%s: the menu is as it was (every action, no Done button)', (rules) => {
    const t = aTable();
    t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira]);
    if (rules === 'seconds') t.say(t.gm, '!rondel next');
    const out = t.say(t.gm, '!rondel menu');
    const buttons = hrefs(out[0]?.content ?? '');
    expect(buttons.filter((h) => h.includes(' act '))).toHaveLength(rules === 'rondel' ? 8 : 4);
    expect(buttons.some((h) => h.includes(' done'))).toBe(false);
  });
});
