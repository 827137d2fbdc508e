// A card cut to its budget, read back row by row (render/fit.ts): what it shows, in the rows' order; what it says it
// cut; what it hands the GM; which lines survive first; how many names a list keeps at its edges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitCard, GROUP_CAP, LIST_CAP, PUBLIC_CARD_BYTES, restCards, REST_BYTES, type FitOptions, type Row } from '../../src/render/fit';
import { byteSize, card, join, muted, raw, text, type Html } from '../../src/render/html';
import { plain } from '../support/plain';
import { announcementFit } from '../../src/render/cards';
import { TIER_KEYS } from '../../src/rules/core/numbers';

const MORE = '… and ';
const more = (group: string, hidden: number, shown: number): Html => muted(text(`${MORE}${hidden} more ${group} after ${shown}`));
const title = { title: text('Rondel'), subtitle: text('count 3') };

type Line = Extract<Row, { kind: 'line' }>;
type List = Extract<Row, { kind: 'list' }>;

/** A list's row as a card shows it: its head, its first `k` names, "and N more" (the words fit.ts writes). */
function listRow(r: List, k: number): Html {
  const cut = r.items.length - k;
  return join([r.head, join(r.items.slice(0, k), raw(', ')), cut > 0 ? text(`${k ? ' and' : ''} ${cut} more`) : raw('')]);
}

/** The rows of a card's body, each as it was given (a body row is `<div>…</div>`; the rows here hold no div). */
function bodyRows(html: string): string[] {
  const start = html.indexOf('text-indent:-8px">');
  if (start < 0) return [];
  const body = html.slice(start + 'text-indent:-8px">'.length);
  return [...body.matchAll(/<div>(.*?)<\/div>/g)].map((m) => m[1] as string);
}

/** What a card shows of its rows, read back: the lines shown, each list's names kept, the "more" rows and where they stand. */
interface Reading {
  readonly shown: Set<number>;
  readonly kept: Map<number, number>;
  /** Per group: how many it says it cut and after how many shown, and the row it follows. */
  readonly mores: Map<string, { hidden: number; shown: number; after: number }>;
}

/** Walks the card's body beside the rows: every body row must be a row given, in their order, or a "more" row. */
function read(rows: readonly Row[], html: string): Reading {
  const body = bodyRows(html);
  const shown = new Set<number>();
  const kept = new Map<number, number>();
  const mores = new Map<string, { hidden: number; shown: number; after: number }>();
  let p = 0;
  rows.forEach((r, i) => {
    if (r.kind === 'fixed') expect(body[p++]).toBe(r.html);
    else if (r.kind === 'line') {
      if (body[p] === r.html || (r.whole !== undefined && body[p] === r.whole)) {
        shown.add(i);
        p += 1;
      }
    } else {
      let k = -1;
      for (let j = 0; j <= r.items.length && k < 0; j += 1) if (body[p] === listRow(r, j)) k = j;
      expect(k, `list ${i} shows its head and a first run of its names: ${body[p]}`).toBeGreaterThanOrEqual(0);
      kept.set(i, k);
      p += 1;
    }
    // a group's "more" row comes after its last line shown, or where its first line stood: read here, after the last
    // row that shows before it (a hidden line shows nothing, so `after` is the first place it may stand)
    for (let m = moreRow(body[p]); m !== null; m = moreRow(body[p])) {
      expect(mores.has(m[2] as string)).toBe(false);
      mores.set(m[2] as string, { hidden: Number(m[1]), shown: Number(m[3]), after: i });
      p += 1;
    }
  });
  expect(p, 'every row of the body is a row given, or a "more" row').toBe(body.length);
  return { shown, kept, mores };
}

function moreRow(row: string | undefined): RegExpMatchArray | null {
  return row === undefined ? null : plain(row).match(/^… and (\d+) more (\w+) after (\d+)$/);
}

const capOf = (items: number): number => (items <= LIST_CAP + 2 ? items : LIST_CAP);

/** Rows with names unique across the card (so each row is found where it stands), of varied sizes. */
const rowsArb = (groups: readonly string[]): fc.Arbitrary<Row[]> =>
  fc
    .array(
      fc.oneof(
        { weight: 1, arbitrary: fc.nat(60).map((pad) => ({ kind: 'fixed', pad }) as const) },
        { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...groups), fc.boolean(), fc.nat(90), fc.boolean()).map(([group, first, pad, whole]) => ({ kind: 'line', group, first, pad, whole }) as const) },
        { weight: 2, arbitrary: fc.tuple(fc.array(fc.nat(12), { maxLength: 40 }), fc.boolean()).map(([pads, priv]) => ({ kind: 'list', pads, priv }) as const) },
      ),
      { maxLength: 80 },
    )
    .map((specs) =>
      specs.map((s, i): Row => {
        if (s.kind === 'fixed') return { kind: 'fixed', html: text(`F${i} ${'f'.repeat(s.pad)}`, 200) };
        if (s.kind === 'line') {
          const html = text(`L${i} ${s.group} ${'x'.repeat(s.pad)}`, 200);
          return { kind: 'line', group: s.group, first: s.first, html, ...(s.whole ? { whole: text(`L${i} ${s.group} whole ${'w'.repeat(s.pad)}`, 300) } : {}) };
        }
        return { kind: 'list', head: text(`H${i}: `), items: s.pads.map((pad, j) => text(`I${i}.${j}${'n'.repeat(pad)}`)), ...(s.priv ? { private: true } : {}) };
      }),
    );

const fitArb: fc.Arbitrary<FitOptions> = fc
  .record({
    budget: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1500, max: 5000 }) }, { weight: 1, arbitrary: fc.constant(null) }),
    limit: fc.option(fc.integer({ min: 1, max: 15 }), { nil: undefined }),
    caps: fc.option(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 6 })), { nil: undefined }),
    late: fc.option(fc.subarray(['a', 'b', 'c']), { nil: undefined }),
  })
  .map((f) => ({ ...f, more }));

describe('a card cut to its budget, read back row by row', () => {
  it('shows its rows in their order, says what it cut, keeps the lines in their order of survival, and hands the GM exactly what it cut', () => {
    fc.assert(
      fc.property(rowsArb(['a', 'b', 'c']), fitArb, (rows, fit) => {
        const fixedBytes = rows.filter((r) => r.kind === 'fixed' || r.kind === 'list').reduce((n, r) => n + byteSize(r.kind === 'list' ? listRow(r, 0) : r.html) + 11, 0);
        fc.pre(fit.budget === null || fixedBytes + 6 * 60 < fit.budget - 600);
        const fitted = fitCard(title, rows, fit);
        if (fit.budget !== null) expect(byteSize(fitted.html)).toBeLessThanOrEqual(fit.budget);
        const { shown, kept, mores } = read(rows, fitted.html);

        const lines = rows.map((r, i) => ({ r, i })).filter((x): x is { r: Line; i: number } => x.r.kind === 'line');
        const cutAny = lines.some((x) => !shown.has(x.i)) || [...kept].some(([i, k]) => k < capOf((rows[i] as List).items.length));
        const whole = fit.budget === null || byteSize(fitted.html) <= fit.budget;
        expect(whole).toBe(true);
        for (const group of new Set(lines.map((x) => x.r.group))) {
          const members = lines.filter((x) => x.r.group === group);
          const kept = members.filter((x) => shown.has(x.i));
          // the lines a group keeps are the first of its order of survival: a player's lines first, then the rest, each in order
          const order = [...members.filter((x) => x.r.first), ...members.filter((x) => !x.r.first)];
          expect(order.slice(0, kept.length).map((x) => x.i)).toEqual(order.filter((x) => shown.has(x.i)).map((x) => x.i));
          // at most the limit whatever the size; at most GROUP_CAP and the group's cap on a card that is cut
          if (fit.limit !== undefined) expect(kept.length).toBeLessThanOrEqual(fit.limit);
          if (cutAny && fit.budget !== null) expect(kept.length).toBeLessThanOrEqual(Math.min(GROUP_CAP, fit.caps?.[group] ?? Infinity));
          const m = mores.get(group);
          if (kept.length === members.length) expect(m).toBeUndefined();
          else {
            // the group says how many it cut, after its last line shown (or where its first line stood)
            expect(m).toMatchObject({ hidden: members.length - kept.length, shown: kept.length });
            const at = (kept.length ? kept[kept.length - 1] : members[0])?.i as number;
            const after = m?.after as number;
            // where it was read is its place: nothing shows between there and the row it follows
            expect(after).toBeLessThanOrEqual(at);
            for (let j = after + 1; j <= at; j += 1) expect(rows[j]?.kind === 'line' && !shown.has(j)).toBe(true);
          }
        }
        // a line shown whole when the card is not cut, its short form when it is
        for (const { r, i } of lines) if (shown.has(i) && r.whole !== undefined) expect(bodyRows(fitted.html)).toContain(cutAny ? r.html : r.whole);

        const rest: Html[] = [];
        rows.forEach((r, i) => {
          if (r.kind === 'line' && (!shown.has(i) || (cutAny && r.whole !== undefined && r.whole !== r.html))) rest.push(r.whole ?? r.html);
          if (r.kind === 'list') {
            const k = kept.get(i) as number;
            expect(k).toBeLessThanOrEqual(capOf(r.items.length));
            if (!cutAny) expect(k).toBe(capOf(r.items.length));
            if (k < r.items.length && !r.private) rest.push(listRow({ ...r, items: r.items.slice(k) }, r.items.length - k));
          }
        });
        expect(fitted.rest).toEqual(rest);
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });

  it('a list alone on a cut card keeps every name that fits: no longer run of its names would', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(14), { minLength: 1, maxLength: 24 }), fc.integer({ min: 0, max: 400 }), (pads, spare) => {
        const list: List = { kind: 'list', head: text('Order: '), items: pads.map((pad, j) => text(`W${j}${'n'.repeat(pad)}`)) };
        const filler: Row = { kind: 'fixed', html: raw('f'.repeat(2000)) };
        const rows: Row[] = [filler, list];
        const budget = byteSize(card({ ...title, body: [filler.html, listRow(list, 0)] })) + spare;
        const fitted = fitCard(title, rows, { budget, more });
        const { kept } = read(rows, fitted.html);
        const k = kept.get(1) as number;
        expect(byteSize(fitted.html)).toBeLessThanOrEqual(budget);
        // no longer run of names fits: the whole list may take less room than its first names with "and N more"
        for (let j = k + 1; j <= capOf(list.items.length); j += 1) expect(byteSize(card({ ...title, body: [filler.html, listRow(list, j)] }))).toBeGreaterThan(budget);
      }),
      { seed: 11, numRuns: 400 },
    );
  });
});

describe('a card cut to its budget, at its edges', () => {
  const names = (n: number): Html[] => Array.from({ length: n }, (_, i) => text(`W${i}`));
  const order = (n: number, priv = false): Row => ({ kind: 'list', head: text('Order: '), items: names(n), ...(priv ? { private: true } : {}) });

  it.each([
    [LIST_CAP + 2, LIST_CAP + 2],
    [LIST_CAP + 3, LIST_CAP],
  ])('a list of %i names shows %i: "and 1 more" or "and 2 more" would take as much room as the names', (n, k) => {
    const fitted = fitCard(title, [order(n)], { budget: PUBLIC_CARD_BYTES, more });
    expect(read([order(n)], fitted.html).kept.get(0)).toBe(k);
    expect(fitted.rest).toHaveLength(k < n ? 1 : 0);
  });

  it('a list with no room for a name says how many it names, without "and"', () => {
    const filler: Row = { kind: 'fixed', html: raw('f'.repeat(2000)) };
    const budget = byteSize(card({ ...title, body: [filler.html, listRow(order(40) as List, 0)] }));
    const fitted = fitCard(title, [filler, order(40)], { budget, more });
    expect(plain(fitted.html)).toContain('Order: 40 more');
    expect(plain(fitted.rest[0] as string)).toBe(`Order: ${names(40).join(', ')}`);
  });

  it('a private list keeps its cut names from the GM too; the others hand them on', () => {
    expect(fitCard(title, [order(30, true)], { budget: PUBLIC_CARD_BYTES, more }).rest).toEqual([]);
    expect(fitCard(title, [order(30)], { budget: PUBLIC_CARD_BYTES, more }).rest).toHaveLength(1);
  });

  const lines = (group: string, n: number, size = 10): Row[] => Array.from({ length: n }, (_, i) => ({ kind: 'line', group, html: text(`${group}${i} ${'x'.repeat(size)}`) }));
  const shownOf = (rows: readonly Row[], fit: FitOptions): number => read(rows, fitCard(title, rows, fit).html).shown.size;

  it('without a budget a card is never cut for size, nor to GROUP_CAP; a limit still cuts every group', () => {
    expect(shownOf(lines('a', 400, 60), { budget: null, more })).toBe(400);
    expect(shownOf(lines('a', GROUP_CAP + 3), { budget: null, more, limit: GROUP_CAP + 5 })).toBe(GROUP_CAP + 3);
    const rows = [...lines('a', 5), ...lines('b', 2)];
    const fitted = fitCard(title, rows, { budget: null, more, limit: 3 });
    expect(read(rows, fitted.html).mores).toEqual(new Map([['a', { hidden: 2, shown: 3, after: 2 }]]));
  });

  it('a limit cuts a group over it even when the card would fit, and only when a group is over it', () => {
    expect(shownOf(lines('a', 4), { budget: PUBLIC_CARD_BYTES, more, limit: 3 })).toBe(3);
    expect(shownOf(lines('a', 3), { budget: PUBLIC_CARD_BYTES, more, limit: 3 })).toBe(3);
    const rows: Row[] = [...lines('a', 3), { kind: 'list', head: text('Order: '), items: names(30) }];
    // no group over the limit: the card is whole, its list at LIST_CAP
    expect(read(rows, fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more, limit: 3 }).html).kept.get(3)).toBe(LIST_CAP);
  });

  it('a cut card keeps at most GROUP_CAP of a group, and a group’s own cap when lower', () => {
    const rows = [...lines('a', 40, 70), ...lines('b', 10)];
    const fitted = fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more, caps: { b: 2 } });
    const { mores } = read(rows, fitted.html);
    expect(mores.get('a')?.shown).toBe(GROUP_CAP);
    expect(mores.get('b')).toEqual({ hidden: 8, shown: 2, after: 41 });
  });

  it('the lines of groups that are not late survive before the late ones', () => {
    const rows = [...lines('late', 12, 150), ...lines('soon', 12, 150)];
    const fitted = fitCard(title, rows, { budget: 2500, more, late: ['late'] });
    const shownIn = (html: string, group: string): number => [...read(rows, html).shown].filter((i) => (rows[i] as Line).group === group).length;
    expect(shownIn(fitted.html, 'soon')).toBe(12);
    expect(shownIn(fitted.html, 'late')).toBeLessThan(12);
    const flipped = fitCard(title, rows, { budget: 2500, more, late: ['soon'] }).html;
    expect(shownIn(flipped, 'late')).toBe(12);
    expect(shownIn(flipped, 'soon')).toBeLessThan(12);
  });

  it('a list keeps a share of names before the late lines take the room, and the late lines still find some', () => {
    const rows: Row[] = [{ kind: 'list', head: text('Moves: '), items: names(40) }, ...lines('roll', 60, 100)];
    const fitted = fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more, late: ['roll'] });
    const { kept, shown } = read(rows, fitted.html);
    expect(kept.get(0)).toBe(LIST_CAP);
    expect(shown.size).toBeGreaterThan(0);
    expect(byteSize(fitted.html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
  });

  it('the room left is shared by the lists: each gets names, the one that needs least all it needs', () => {
    const long: Row = { kind: 'list', head: text('Red: '), items: Array.from({ length: 40 }, (_, i) => text(`Long name ${i} ${'n'.repeat(40)}`)) };
    const short: Row = { kind: 'list', head: text('Blue: '), items: names(3) };
    const rows: Row[] = [{ kind: 'fixed', html: raw('f'.repeat(2300)) }, long, short];
    const { kept } = read(rows, fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more }).html);
    expect(kept.get(2)).toBe(3);
    expect(kept.get(1)).toBeGreaterThan(0);
    expect(kept.get(1)).toBeLessThan(LIST_CAP);
  });

  it('a short list beside a long one is whole, whatever its names: the whole list may be shorter than its first names with "and N more"', () => {
    const long: Row = { kind: 'list', head: text('Red: '), items: Array.from({ length: 40 }, (_, i) => text(`Long name ${i} ${'n'.repeat(40)}`)) };
    for (let n = 1; n <= LIST_CAP + 2; n += 1) {
      for (let size = 1; size <= 9; size += 1) {
        const short: Row = { kind: 'list', head: text('Blue: '), items: Array.from({ length: n }, (_, i) => text(String(i).padStart(size, 'o'))) };
        const rows: Row[] = [{ kind: 'fixed', html: raw('f'.repeat(2300)) }, long, short];
        expect(read(rows, fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more }).html).kept.get(2), `${n} names of ${size}`).toBe(n);
      }
    }
  });

  it('a card whose fixed rows alone are over the budget says so, and the GM gets every row whole', () => {
    const rows: Row[] = [
      { kind: 'fixed', html: raw('f'.repeat(3200)) },
      { kind: 'line', group: 'a', html: text('short'), whole: text('the whole line') },
      { kind: 'list', head: text('Order: '), items: names(30) },
    ];
    const fitted = fitCard(title, rows, { budget: PUBLIC_CARD_BYTES, more });
    expect(plain(fitted.html)).toContain('This card is too long for the chat: the GM has it in a whisper.');
    expect(plain(fitted.html)).toContain('Rondel');
    expect(fitted.rest).toEqual(['f'.repeat(3200), 'the whole line', `Order: ${names(30).join(', ')}`]);
  });
});

describe('what was cut, whispered to the GM', () => {
  it('fills each whisper up to REST_BYTES and no further, with the lines as plain text in their order', () => {
    const lines = Array.from({ length: 900 }, (_, i) => raw(`<b>Wolf ${i}</b>: ${'d'.repeat(1 + (i % 40))}`));
    const cards = restCards(text('Rondel: the rest'), lines);
    const back = cards.flatMap((c) => plain(c).split('\n').filter((l) => l.startsWith('Wolf')));
    expect(back).toEqual(lines.map((l) => l.replace(/<[^>]*>/g, '')));
    for (const [j, c] of cards.entries()) {
      expect(byteSize(c)).toBeLessThanOrEqual(REST_BYTES);
      expect(c).not.toContain('<b>');
      // a whisper is cut only when the next line would not fit in it
      const next = cards[j + 1];
      if (next !== undefined) expect(byteSize(c) + byteSize(plain(next).split('\n').filter((l) => l.startsWith('Wolf'))[0] as string) + 4).toBeGreaterThan(REST_BYTES);
    }
  });

  it('nothing cut, no whisper; a few lines, one', () => {
    expect(restCards(text('x'), [])).toEqual([]);
    expect(restCards(text('x'), [raw('a'), raw('b')])).toHaveLength(1);
  });
});

describe('a movement window cut to its budget', () => {
  it('a tier of two short names shows both beside a tier of hundreds, not "2 more"', () => {
    const many = TIER_KEYS.filter((t) => t !== 'yellow_bird').flatMap((tier, t) => Array.from({ length: 30 }, (_, i) => ({ id: `w${t}-${i}`, tier, allowance: { kind: 'move', hexes: 2 } as const })));
    const few = [
      { id: 'o1', tier: 'yellow_bird' as const, allowance: { kind: 'move', hexes: 3 } as const },
      { id: 'o2', tier: 'yellow_bird' as const, allowance: { kind: 'move', hexes: 3 } as const },
    ];
    const e = { type: 'movement-window', count: 3, index: 0, tiers: TIER_KEYS.map((t) => ({ tier: t, hexes: t === 'yellow_bird' ? 3 : 2 })), combatants: [...many, ...few] } as const;
    const name = (id: string): string => (id === 'o1' ? 'Bo' : id === 'o2' ? 'Al' : `Wolf of the long and bitter winter of the north ${id.slice(1)}`);
    const fitted = announcementFit(3, [e], name, { budget: PUBLIC_CARD_BYTES }) as NonNullable<ReturnType<typeof announcementFit>>;
    expect(byteSize(fitted.html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(plain(fitted.html)).toMatch(/Yellow Bird 3 hexes: Bo, Al(\n|$)/);
    expect(plain(fitted.html)).toMatch(/Red Fox 2 hexes: Wolf of the long and bitter winter of t…, .* and \d+ more\n/);
    expect(fitted.rest.length).toBeGreaterThan(0);
  });
});
