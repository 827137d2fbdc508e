// Cards cut to their budget (render/fit.ts), the movement window grouped by tier, and the pieces of the narrow-column
// layout: flags kept whole, the tier named beside its colour.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementFit, eventRows, orderRow } from '../../src/render/cards';
import { windowRows, type WindowEvent } from '../../src/render/movement';
import { usageHtml } from '../../src/render/help';
import { actionMenu } from '../../src/render/menu';
import { rondel } from '../../src/rules/rondel';
import { ruleSets } from '../../src/rules/registry';
import { fitCard, GROUP_CAP, LIST_CAP, PUBLIC_CARD_BYTES, restCards, REST_BYTES, wholeCard, type Row } from '../../src/render/fit';
import { byteSize, muted, text, type Html } from '../../src/render/html';
import { deciding, lastTies } from '../../src/render/visibility';
import type { Allowance, FightEvent } from '../../src/rules/core/events';
import { TIER_KEYS, type TierKey } from '../../src/rules/core/numbers';
import { plain } from '../support/plain';
import { TIER_LINE } from '../support/card-lines';

const more = (group: string, hidden: number): Html => muted(text(`… and ${hidden} more ${group}`));
const title = { title: text('Rondel'), subtitle: text('count 3') };

/** A window at count 3 with `n` combatants of `tier` named `Wolf 0001`…, all moving the tier's hexes. */
function aWindow(n: number, tier: TierKey = 'red_fox', allowance: (i: number) => Allowance = () => ({ kind: 'move', hexes: 2 })): WindowEvent {
  return {
    type: 'movement-window',
    count: 3,
    index: 0,
    tiers: TIER_KEYS.map((t) => ({ tier: t, hexes: 2 })),
    combatants: Array.from({ length: n }, (_, i) => ({ id: `w${i}`, tier, allowance: allowance(i) })),
  };
}
const wolves = (id: string): string => `Wolf ${id.slice(1).padStart(4, '0')}`;

describe('a card cut to its budget', () => {
  const name = fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('[[1d20]]', '<b>x</b>', 'L'.repeat(80), '🐉🐉🐉', '&{template:default}'));
  const row: fc.Arbitrary<Row> = fc.oneof(
    { weight: 1, arbitrary: name.map((n) => ({ kind: 'fixed', html: text(n, 40) }) as Row) },
    { weight: 6, arbitrary: fc.tuple(name, fc.constantFrom('initiative', 'tie', 'marker'), fc.boolean()).map(([n, group, first]) => ({ kind: 'line', group, first, html: text(`${n} rolls high`, 120) }) as Row) },
    { weight: 1, arbitrary: fc.tuple(name, fc.array(name, { maxLength: 300 })).map(([h, items]) => ({ kind: 'list', head: text(`${h}: `, 40), items: items.map((i) => text(i, 40)) }) as Row) },
  );

  it('never holds more than its budget, keeps every fixed row, and sets aside every line it cuts', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 120 }), fc.integer({ min: 1500, max: 4000 }), (rows, budget) => {
        const fixed = rows.filter((r) => r.kind === 'fixed').reduce((n, r) => n + byteSize(r.html) + 11, 0);
        fc.pre(fixed < budget - 1200);
        const fitted = fitCard(title, rows, { budget, more });
        expect(byteSize(fitted.html)).toBeLessThanOrEqual(budget);
        for (const r of rows) {
          if (r.kind === 'fixed') expect(fitted.html).toContain(r.html);
          if (r.kind === 'line') expect(fitted.html.includes(r.html) || fitted.rest.includes(r.html)).toBe(true);
        }
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });

  it('is whole when it fits, and cuts a list to LIST_CAP names whatever the room', () => {
    const rows: Row[] = [{ kind: 'fixed', html: text('Count 3') }, { kind: 'list', head: text('Order: '), items: Array.from({ length: 40 }, (_, i) => text(`W${i}`)) }];
    const fitted = fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more });
    expect(plain(fitted.html)).toContain(`W${LIST_CAP - 1} and ${40 - LIST_CAP} more`);
    expect(fitted.rest).toHaveLength(1);
    expect(plain(fitted.rest[0] as string)).toMatch(new RegExp(`^Order: W${LIST_CAP}, `));
  });

  it('keeps a player’s lines first, at most GROUP_CAP of a kind, and says how many it cut', () => {
    const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({ kind: 'line', group: 'initiative', first: i % 10 === 9, html: text(`Wolf ${i}: d12 (7) → count 7 ${'x'.repeat(40)}`) }));
    const fitted = fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more });
    const shown = plain(fitted.html).split('\n').filter((l) => l.startsWith('Wolf'));
    expect(shown.length).toBeLessThanOrEqual(GROUP_CAP);
    expect(shown.map((l) => l.split(':')[0])).toEqual(expect.arrayContaining(['Wolf 9', 'Wolf 19', 'Wolf 29', 'Wolf 39', 'Wolf 49', 'Wolf 59']));
    expect(plain(fitted.html)).toContain(`… and ${60 - shown.length} more initiative`);
    expect(fitted.rest).toHaveLength(60 - shown.length);
  });

  it('whispers what was cut in plain lines, each whisper under REST_BYTES', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => text(`Wolf ${i}: d12 (7) → count 7`));
    const cards = restCards(text('Rondel count 1: the rest'), lines);
    expect(cards.length).toBeGreaterThan(1);
    for (const c of cards) expect(byteSize(c)).toBeLessThanOrEqual(REST_BYTES);
    expect(cards.map((c) => plain(c)).join('\n')).toContain('Wolf 1999: d12 (7) → count 7');
  });
});

describe('the movement window, one line per tier', () => {
  const fit = (e: WindowEvent, first: (id: string) => boolean = () => false) =>
    announcementFit(3, [e], wolves, { budget: PUBLIC_CARD_BYTES, first }) as NonNullable<ReturnType<typeof announcementFit>>;

  it('names each tier beside its colour, with its hexes, then who moves them', () => {
    const card = plain(fit({ ...aWindow(3), combatants: [...aWindow(2).combatants, { id: 'w7', tier: 'yellow_bird', allowance: { kind: 'move', hexes: 2 } }] }).html);
    expect(card).toContain('Red Fox 2 hexes: Wolf 0000, Wolf 0001\nYellow Bird 2 hexes: Wolf 0007');
  });

  it.each([
    [{ kind: 'move', hexes: 4, dash: true }, 'Wolf 0001 (4 hexes, dash)'],
    [{ kind: 'crawl', hexes: 0, full: 2 }, 'Wolf 0001 (stand up, no crawl)'],
    [{ kind: 'held', reason: 'grappled' }, 'Wolf 0001 (grappled: no move)'],
  ] as const)('who moves otherwise than its tier is named first, with what it moves: %j', (allowance, shown) => {
    const card = plain(fit(aWindow(3, 'red_fox', (i) => (i === 1 ? allowance : { kind: 'move', hexes: 2 }))).html);
    expect(card).toContain(`Red Fox 2 hexes: ${shown}, Wolf 0000, Wolf 0002`);
  });

  it('a combatant a player plays comes before the others', () => {
    expect(plain(fit(aWindow(30), (id) => id === 'w25').html)).toContain('Red Fox 2 hexes: Wolf 0025, Wolf 0000, ');
  });

  it('does not grow with the number of combatants of one tier', () => {
    // the same card but for the digits of "and N more"
    const sizes = [20, 50, 200, 500, 2000].map((n) => byteSize(fit(aWindow(n)).html) - String(n - LIST_CAP).length);
    expect(new Set(sizes).size).toBe(1);
    expect(plain(fit(aWindow(2000)).html)).toContain(`and ${2000 - LIST_CAP} more`);
  });

  it('has room for every tier at once, and tells what it cut to the GM', () => {
    const e: WindowEvent = { ...aWindow(0), combatants: TIER_KEYS.flatMap((tier, t) => aWindow(300, tier).combatants.map((c) => ({ ...c, id: `w${t}${c.id.slice(1)}` }))) };
    const fitted = fit(e);
    expect(byteSize(fitted.html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(plain(fitted.html).split('\n').filter((l) => TIER_LINE.test(l))).toHaveLength(9);
    expect(fitted.rest).toHaveLength(9);
  });

  it('in 20-second rounds a tier’s hexes are what most of it moves at this moment', () => {
    const e: WindowEvent = { ...aWindow(3, 'red_fox', (i) => ({ kind: 'move', hexes: i === 0 ? 5 : 3 })), tiers: [] };
    expect(plain(fit(e).html)).toContain('Red Fox 3 hexes: Wolf 0000 (5 hexes), Wolf 0001, Wolf 0002');
    expect(windowRows(e, wolves)).toHaveLength(2);
  });
});

describe('ties among many', () => {
  const naive = <T extends { readonly rolls: readonly number[] }>(group: readonly T[]): T[] =>
    group.map((r) => {
      let needed = 1;
      for (const other of group) {
        if (other === r) continue;
        let shared = 0;
        while (shared < r.rolls.length && shared < other.rolls.length && r.rolls[shared] === other.rolls[shared]) shared += 1;
        needed = Math.max(needed, shared + 1);
      }
      return needed >= r.rolls.length ? r : { ...r, rolls: r.rolls.slice(0, needed) };
    });

  it('the rolls that decide among the visible are the same as comparing every pair', () => {
    const rolls = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.uniqueArray(rolls, { maxLength: 30, selector: (r) => r.join('/') }), (list) => {
        const group = list.map((r, i) => ({ id: `c${i}`, rolls: r }));
        expect(deciding(group)).toEqual(naive(group));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('a step that settles the ties at one count again and again tells of the last', () => {
    const tie = (count: number, ids: string[]): FightEvent => ({ type: 'tie-broken', count, direction: 'lowest', rolls: ids.map((id, i) => ({ id, rolls: [i + 1] })) });
    const events = [tie(15, ['a', 'b']), tie(9, ['x', 'y']), tie(15, ['a', 'b', 'c'])];
    expect(lastTies(events)).toEqual([events[1], events[2]]);
  });
});

describe('the action menu, public for a token everyone controls', () => {
  it.each(['Wolf 002', '[{|}]'.repeat(8), 'L'.repeat(40)])('stays within the budget, its buttons carrying the turn, named %s', (name) => {
    const menu = actionMenu({
      word: 'rondel',
      tokenId: '-Mabcdefghijklmnopqr',
      name,
      at: 'count 120',
      turn: 120,
      actions: rondel.actions,
      defaults: { speed: -2, agility: 5, cast: 12 },
      changeFree: false,
      reaction: { kind: 'button' },
      note: 'Change adds d4 when you switch intent or weapon.',
    });
    expect(byteSize(menu)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(plain(menu)).toMatch(/: your action count 120/);
    const acts = [...menu.matchAll(/href="(!rondel act [^"]*)"/g)].map((m) => m[1]);
    expect(acts).toHaveLength(rondel.actions.length);
    for (const a of acts) expect(a).toContain('--turn 120');
  });

  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('in %s stays within the budget at a six-digit turn and a name of markup', (_id, rs) => {
    const menu = actionMenu({
      word: 'rondel',
      tokenId: '-Mabcdefghijklmnopqr',
      name: '[{|}]'.repeat(8),
      at: 'round 5000, second 20',
      turn: 999999,
      actions: rs.actions,
      defaults: { speed: -2, agility: 5, cast: 12, tradition: 'axiom' },
      changeFree: false,
      reaction: { kind: 'button' },
      note: 'Change adds d4 when you switch intent or weapon.',
    });
    expect(byteSize(menu)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(menu).toContain('--turn 999999');
  });

  it('shows the token’s picture when it fits, and gives it up first when it does not', () => {
    const spec = {
      word: 'rondel',
      tokenId: '-Mabcdefghijklmnopqr',
      at: 'count 12',
      turn: 12,
      defaults: { speed: -2, agility: 5, cast: 12 },
      changeFree: false,
      reaction: { kind: 'button' } as const,
      note: 'Change adds d4 when you switch intent or weapon.',
      image: `https://s3.amazonaws.com/files.d20.io/images/${'1'.repeat(9)}/${'a'.repeat(22)}/thumb.png?1700000000`,
    };
    const small = actionMenu({ ...spec, name: 'Wolf', actions: ruleSets().find((r) => r.id === 'seconds')!.actions });
    expect(small).toContain('<img src="https://s3.amazonaws.com/');
    const big = actionMenu({ ...spec, name: '[{|}]'.repeat(8), actions: rondel.actions });
    expect(byteSize(big)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(big).not.toContain('<img');
  });
});

describe('flags and usage lines in the narrow column', () => {
  it('a flag is kept on one line, and copies as typed', () => {
    expect(text('Give --mod 3 or --tradition divine')).toBe('Give <span style="white-space:nowrap">--mod</span> 3 or <span style="white-space:nowrap">--tradition</span> divine');
    expect(plain(text('use --set announce=gm'))).toBe('use --set announce=gm');
    // a dash between words is no flag
    expect(text('well--maybe')).toBe('well--maybe');
  });

  it('a usage line wraps between its options, never inside one', () => {
    const html = usageHtml('!rondel act <action> [--speed N] [--tradition divine|axiom] [--note text]');
    expect(html).toContain('<code style="white-space:normal">');
    expect(html).toContain('<span style="white-space:nowrap">&#91;<span style="white-space:nowrap">--speed</span> N&#93;</span>');
    expect(plain(html)).toBe('!rondel act <action> [--speed N] [--tradition divine|axiom] [--note text]');
  });
});

describe('the due token’s image on the card that announces its turn', () => {
  const url = 'https://s3.amazonaws.com/files.d20.io/images/300000001/Zq8xK2mVbN4pLr7TgHc3Wd/thumb.png?1700000001';
  const events: FightEvent[] = [
    ...Array.from({ length: 6 }, (_, i): FightEvent => ({ type: 'reacted', id: `w${i}`, count: 3, until: 9, note: 'parry' })),
    { type: 'turn-due', id: 'a', count: 3, blockedBy: null },
  ];
  const names = (id: string): string => (id === 'a' ? 'Aldric' : `Wolf ${id}`);
  const imageOf = (id: string): string | undefined => (id === 'a' ? url : undefined);
  const fitted = (budget: number | null) => announcementFit(3, events, names, { budget, imageOf }) as NonNullable<ReturnType<typeof announcementFit>>;

  it('shows beside its name, at a small fixed size, when the card has room', () => {
    const card = fitted(PUBLIC_CARD_BYTES);
    expect(card.html).toContain(`<img src="${url}"`);
    expect(card.html).toMatch(/width:28px;height:28px/);
    expect(plain(card.html)).toContain('Count 3: Aldric acts.');
    expect(card.rest).toEqual([]);
  });

  it('is the first thing a full card gives up: no line is cut for it', () => {
    const bare = announcementFit(3, events, names, { budget: null }) as NonNullable<ReturnType<typeof announcementFit>>;
    const pictured = fitted(null);
    // a budget the card fits without its image and not with it
    const budget = byteSize(bare.html) + 10;
    expect(byteSize(pictured.html)).toBeGreaterThan(budget);
    const card = fitted(budget);
    expect(card.html).not.toContain('<img');
    expect(card.rest).toEqual([]);
    expect(card.html).toBe(bare.html);
  });

  it('stays when the card is cut only in the order, which sets nothing aside', () => {
    const order = orderRow(Array.from({ length: 40 }, (_, i) => ({ name: `Wolf ${i}`, nextAt: i })));
    const whole = announcementFit(3, events, names, { extra: [order], budget: null, imageOf }) as NonNullable<ReturnType<typeof announcementFit>>;
    const card = announcementFit(3, events, names, { extra: [order], budget: byteSize(whole.html) - 40, imageOf });
    expect(card?.html).toContain(`<img src="${url}"`);
    expect(card?.rest).toEqual([]);
    expect(plain(card?.html ?? '')).toMatch(/and 3[0-9] more/);
  });

  it('an address that could leave the attribute is not shown', () => {
    const card = announcementFit(3, events, names, { budget: PUBLIC_CARD_BYTES, imageOf: () => 'https://x.test/a.png" onerror="alert(1)' });
    expect(card?.html).not.toContain('<img');
  });
});

describe('the whole card, sized from its rows', () => {
  const rows = fc.array(
    fc.oneof(
      fc.constantFrom<Row>({ kind: 'fixed', html: text('Count 3') }, { kind: 'fixed', html: text('Ünïcødé ✨ 😀') }),
      fc.integer({ min: 0, max: 3 }).map((k): Row => ({ kind: 'line', group: 'reaction', html: text(`Wolf ${k} reacts.`), ...(k === 3 ? { whole: text('Wolf 3 reacts, and more.') } : {}) })),
      fc.integer({ min: 0, max: 20 }).map((n): Row => ({ kind: 'list', head: text('Red fox: '), items: Array.from({ length: n }, (_, i) => text(`Fox ${i}`)), private: n % 2 === 0 })),
    ),
    { minLength: 1, maxLength: 10 },
  );

  it('is the card with no budget when it is within the budget, else null', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 300, max: 2000 }), (body, budget) => {
        const all = fitCard(title, body, { budget: null, more });
        const whole = wholeCard(title, body, budget);
        if (byteSize(all.html) <= budget) expect(whole).toEqual(all);
        else expect(whole).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('whether a player plays a combatant', () => {
  const events: FightEvent[] = Array.from({ length: 30 }, (_, i): FightEvent => ({ type: 'reacted', id: `w${i}`, count: 3, until: 9, note: 'a parry that is long enough to fill a card' }));
  it('is asked only by a card that must cut lines, and once a line', () => {
    const asked: string[] = [];
    const first = (id: string): boolean => {
      asked.push(id);
      return id === 'w29';
    };
    announcementFit(3, events.slice(0, 3), (id) => id, { budget: PUBLIC_CARD_BYTES, first });
    expect(asked).toEqual([]);
    const cut = announcementFit(3, events, (id) => id, { budget: PUBLIC_CARD_BYTES, first });
    expect(plain(cut?.html ?? '')).toContain('w29 reacts');
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toHaveLength(30);
    expect(eventRows(events, (id) => id, [], undefined, first).filter((r) => r.kind === 'line' && r.first)).toHaveLength(1);
  });
});
