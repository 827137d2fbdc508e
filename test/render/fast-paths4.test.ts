// The quick ways of round 4 (issue 16) against the plain computation they stand for: a card's head made from its
// pieces made once, a movement window's rows grouped by tier in one pass and ranked by buckets, and a window that hides
// nobody told as it is.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { card, COLOURS, raw, tag, text } from '../../src/render/html';
import { portrait, portraitOf } from '../../src/render/cards';
import { windowRows, type WindowEvent } from '../../src/render/movement';
import { clockFormat } from '../../src/render/clock';
import { deciding, splitByAudience } from '../../src/render/visibility';
import { TIER_KEYS, type TierKey } from '../../src/rules/core/numbers';
import type { Allowance, FightEvent } from '../../src/rules/core/events';
import type { Row } from '../../src/render/fit';
import { nameLookup } from '../../src/app/world-reads';
import { ruleOptions } from '../../src/app/context';
import { DEFAULT_CONFIG } from '../../src/app/model';
import type { FightStateBase } from '../../src/rules/core/rule-set';

describe('a card’s head is the head the plain markup makes', () => {
  it('any title, subtitle and accent', () => {
    const words = fc.constantFrom('Rondel', 'count 12', 'Wolf: your action', '', 'a<b>');
    fc.assert(
      fc.property(words, fc.option(words, { nil: undefined }), fc.constantFrom(undefined, COLOURS.accent, COLOURS.bad, '', '#123456'), (title, subtitle, accent) => {
        const body = [raw('x')];
        const options = { title: text(title), body, ...(subtitle === undefined ? {} : { subtitle: text(subtitle) }), ...(accent === undefined ? {} : { accent }) };
        const head = tag(
          'div',
          `background:${accent ?? COLOURS.accent};color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0`,
          subtitle ? raw(text(title) + ' ' + tag('span', 'font-weight:normal;font-size:.9em', text(subtitle))) : text(title),
        );
        expect(card(options)).toContain('>' + head + '<div style="padding:2px 6px 2px 14px;text-indent:-8px">');
        expect(card(options).indexOf(head)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

type Member = WindowEvent['combatants'][number];

/** windowRows' grouping and ranking as it reads step by step: a filter per tier, a sort by rank then place. */
function plainOrder(e: WindowEvent, first: (id: string) => boolean): { tier: TierKey; ids: string[] }[] {
  const table = new Map(e.tiers.map((t) => [t.tier, t.hexes]));
  const out: { tier: TierKey; ids: string[] }[] = [];
  for (const tier of TIER_KEYS) {
    const members = e.combatants.filter((c) => c.tier === tier);
    if (members.length === 0) continue;
    const counts = new Map<number, number>();
    let usual = table.get(tier);
    if (usual === undefined) {
      let best = -1;
      let bestCount = 0;
      for (const c of members) {
        const v = c.allowance.kind === 'move' && !c.allowance.dash ? c.allowance.hexes : -1;
        const n = (counts.get(v) ?? 0) + 1;
        counts.set(v, n);
        if (n > bestCount || (n === bestCount && v > best)) [best, bestCount] = [v, n];
      }
      usual = best;
    }
    const plain = (c: Member): boolean => c.allowance.kind === 'move' && !c.allowance.dash && c.allowance.hexes === usual;
    const ordered = members.map((c, i) => ({ c, i, r: (plain(c) ? 2 : 0) + (first(c.id) ? 0 : 1) })).sort((a, b) => a.r - b.r || a.i - b.i);
    out.push({ tier, ids: ordered.map((x) => x.c.id) });
  }
  return out;
}

const allowance: fc.Arbitrary<Allowance> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), hexes: fc.integer({ min: 0, max: 4 }) }),
  fc.constant<Allowance>({ kind: 'move', hexes: 2, dash: true }),
  fc.constant<Allowance>({ kind: 'crawl', hexes: 1, full: 3 }),
  fc.constant<Allowance>({ kind: 'held', reason: 'grappled' as never }),
);
const tier = fc.constantFrom(...TIER_KEYS.slice(0, 4));
const windowEvent: fc.Arbitrary<WindowEvent> = fc
  .record({
    tiers: fc.array(fc.record({ tier, hexes: fc.integer({ min: 0, max: 4 }) }), { maxLength: 5 }),
    combatants: fc.array(fc.record({ tier, allowance }), { maxLength: 24 }),
  })
  .map(({ tiers, combatants }) => ({ type: 'movement-window', count: 6, index: 1, tiers, combatants: combatants.map((c, i) => ({ id: `c${i}`, ...c })) }));

/** The names a list row of a window shows, in order (each name is its id here). */
function listed(rows: readonly Row[]): string[][] {
  return rows.filter((r): r is Extract<Row, { kind: 'list' }> => r.kind === 'list').map((r) => r.items.map((h) => (/c\d+/.exec(h) as RegExpExecArray)[0]));
}

describe('a movement window’s rows group and rank its combatants as a filter per tier and a sort do', () => {
  it('any window (a table with a tier twice, or none), anyone first', () => {
    fc.assert(
      fc.property(windowEvent, fc.func(fc.boolean()), fc.constantFrom(...(['rondel', 'seconds', 'rounds'] as const)), (e, firstOf, clock) => {
        const first = (id: string): boolean => firstOf(id);
        const rows = windowRows(e, (id) => id, clockFormat(clock), first);
        expect(listed(rows)).toEqual(plainOrder(e, first).map((t) => t.ids));
        expect(rows).toHaveLength(1 + plainOrder(e, first).length);
      }),
      { numRuns: 400 },
    );
  });
});

describe('a window that hides nobody is told as it is', () => {
  it('what everyone and the GM read is the copy the plain split makes', () => {
    fc.assert(
      fc.property(windowEvent, fc.func(fc.boolean()), (e, hiddenOf) => {
        const hidden = (id: string): boolean => hiddenOf(id);
        const split = splitByAudience([e as FightEvent], hidden);
        const seen = e.combatants.filter((c) => !hidden(c.id));
        const unseen = e.combatants.filter((c) => hidden(c.id));
        expect(split.everyone).toEqual([{ ...e, combatants: seen }]);
        expect(split.gmOnly).toEqual(unseen.length ? [{ ...e, combatants: unseen }] : []);
      }),
      { numRuns: 300 },
    );
  });
});


type Cards = typeof import('../../src/render/cards');

/** The cards module as no card has been made yet: nothing remembered. */
async function freshCards(): Promise<Cards> {
  vi.resetModules();
  return import('../../src/render/cards');
}

const label = fc.constantFrom('Combat', 'Full Guard', 'a=b <x>', 'Hold');
const declared: fc.Arbitrary<FightEvent> = fc.record({
  type: fc.constant('action-declared' as const),
  id: fc.constantFrom('a', 'b', 'c'),
  count: fc.integer({ min: 1, max: 40 }),
  coolDown: fc.option(
    fc.record({
      action: label,
      dice: fc.array(fc.record({ count: fc.constantFrom(1, 2), sides: fc.constantFrom(4, 6), results: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 2 }) }), { maxLength: 2 }),
      base: fc.constantFrom(0, 8, 10),
      terms: fc.array(fc.record({ label: fc.constantFrom('weapon speed', 'Agility'), value: fc.integer({ min: -3, max: 3 }) }), { maxLength: 2 }),
      minimum: fc.constantFrom(null, 4),
      clamped: fc.boolean(),
      changeRoll: fc.option(fc.record({ count: fc.constant(1), sides: fc.constant(4), results: fc.tuple(fc.integer({ min: 1, max: 4 })) }), { nil: null }),
      value: fc.integer({ min: 1, max: 30 }),
      castTime: fc.constantFrom(0, 3),
    }),
    { nil: null },
  ),
  action: label,
  nextAt: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  changeWaived: fc.boolean(),
  passedOver: fc.boolean(),
  note: fc.constantFrom('', 'swing', 'a|b'),
});
const tie: fc.Arbitrary<FightEvent> = fc.record({
  type: fc.constant('tie-broken' as const),
  count: fc.integer({ min: 1, max: 40 }),
  direction: fc.constantFrom('lowest' as const, 'highest' as const),
  rolls: fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), rolls: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 }) }), { selector: (r) => r.id, minLength: 2, maxLength: 6 }),
});

const counted: fc.Arbitrary<FightEvent> = fc
  .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom(1, 1, 2))
  .map(([from, by]) => ({ type: 'counter-advanced', from, to: from + by }) as FightEvent);
const guarded: fc.Arbitrary<FightEvent> = fc.record({
  type: fc.constant('marker-applied' as const),
  id: fc.constantFrom('a', 'b', 'c'),
  marker: fc.constantFrom('guard' as const, 'holding' as const),
  until: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
});

describe('a card made after others is the card made first', () => {
  it('declared actions (their heads and cool-downs remembered), ties, the count, Full Guard: any of them in any order', async () => {
    const names: Record<string, string> = { a: 'Wolf', b: 'Goblin 3', c: 'Lira [the]', d: 'D', e: 'E', f: 'F' };
    const nameOf = (id: string): string => names[id] ?? 'Someone';
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.oneof(declared, tie, counted, guarded), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (cards) => {
        const warm = await freshCards();
        const made = cards.map((events) => warm.announcementFit(3, events, nameOf, { budget: null })?.html);
        for (let i = 0; i < cards.length; i += 1) expect(made[i]).toBe((await freshCards()).announcementFit(3, cards[i] as FightEvent[], nameOf, { budget: null })?.html);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a name lookup answers what a search of each state in turn answers', () => {
  it('any states (ids twice, ids in one alone), any number of names asked', () => {
    const combatants = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), name: fc.constantFrom('Wolf', 'Lira', 'Goblin') }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.option(combatants, { nil: null }), { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'x'), { maxLength: 40 }), (lists, asked) => {
        const states = lists.map((l) => (l === null ? null : ({ combatants: l } as unknown as FightStateBase)));
        const nameOf = nameLookup(...states);
        for (const id of asked) {
          const plain = states.map((s) => s?.combatants.find((c) => c.id === id)).find((c) => c !== undefined)?.name ?? 'Someone';
          expect(nameOf(id)).toBe(plain);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('a picture made once is the picture made afresh', () => {
  it('any addresses, any sizes, asked again and again', () => {
    const url = fc.option(fc.constantFrom('https://example.com/a.png', 'https://example.com/b.png?x=1&y=2', 'javascript:alert(1)', 'https://e.com/"x', '', 'https://example.com/' + 'x'.repeat(300)), { nil: undefined });
    fc.assert(
      fc.property(fc.array(fc.tuple(url, fc.constantFrom(24, 28)), { maxLength: 12 }), (asked) => {
        for (const [u, size] of asked) expect(portraitOf(u, size)).toBe(portrait(u, size));
      }),
      { numRuns: 300 },
    );
  });
});

/** splitByAudience as it reads step by step: every event split, copies made (render/visibility.ts before round 4). */
function plainSplit(events: readonly FightEvent[], hidden: (id: string) => boolean): { everyone: FightEvent[]; gmOnly: FightEvent[] } {
  const everyone: FightEvent[] = [];
  const gmOnly: FightEvent[] = [];
  for (const e of events) {
    if (e.type === 'combat-started' || e.type === 'round-started' || e.type === 'counter-advanced' || e.type === 'rejected') everyone.push(e);
    else if (e.type === 'tie-broken') {
      const seen = e.rolls.filter((r) => !hidden(r.id));
      if (seen.length === e.rolls.length) everyone.push(e);
      else {
        if (seen.length > 1) everyone.push({ ...e, rolls: deciding(seen) });
        gmOnly.push(e);
      }
    } else if (e.type === 'movement-window') {
      const seen = e.combatants.filter((c) => !hidden(c.id));
      const unseen = e.combatants.filter((c) => hidden(c.id));
      everyone.push({ ...e, combatants: seen });
      if (unseen.length) gmOnly.push({ ...e, combatants: unseen });
    } else (hidden(e.id) ? gmOnly : everyone).push(e);
  }
  return { everyone, gmOnly };
}

describe('a step’s events split by who may read them, as the plain split does', () => {
  it('any events, anyone hidden (most steps: nobody)', () => {
    const counter = fc.record({ type: fc.constant('counter-advanced' as const), from: fc.integer({ min: 1, max: 5 }), to: fc.integer({ min: 6, max: 9 }) }) as fc.Arbitrary<FightEvent>;
    const marker = fc.record({ type: fc.constant('marker-expired' as const), id: fc.constantFrom('c0', 'c1', 'c2', 'c3'), marker: fc.constant('guard' as const) }) as fc.Arbitrary<FightEvent>;
    const tieOf = fc.record({
      type: fc.constant('tie-broken' as const),
      count: fc.constant(4),
      direction: fc.constant('lowest' as const),
      rolls: fc.uniqueArray(fc.record({ id: fc.constantFrom('c0', 'c1', 'c2', 'c3', 'c4'), rolls: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }) }), { selector: (r) => r.id, minLength: 2, maxLength: 5 }),
    }) as fc.Arbitrary<FightEvent>;
    fc.assert(
      fc.property(fc.array(fc.oneof(counter, marker, tieOf, windowEvent as fc.Arbitrary<FightEvent>), { maxLength: 6 }), fc.constantFrom('none', 'some'), fc.func(fc.boolean()), (events, who, hiddenOf) => {
        const hidden = (id: string): boolean => who === 'some' && hiddenOf(id);
        const split = splitByAudience(events, hidden);
        const plain = plainSplit(events, hidden);
        expect(split.everyone).toEqual(plain.everyone);
        expect(split.gmOnly).toEqual(plain.gmOnly);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a configuration’s rule options, made once for the last one asked', () => {
  it('are the options of the configuration asked, whatever was asked before', () => {
    const config = fc.record({ passedOver: fc.constantFrom('guard' as const, 'reset' as const), rerollEachRound: fc.boolean(), pattern: fc.constantFrom(DEFAULT_CONFIG.pattern, { ...DEFAULT_CONFIG.pattern }) }).map((c) => ({ ...DEFAULT_CONFIG, ...c }));
    fc.assert(
      fc.property(fc.array(config, { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 10 }), (configs, picks) => {
        for (const k of picks) {
          const c = configs[k % configs.length] as typeof DEFAULT_CONFIG;
          const options = ruleOptions(c);
          expect(options).toEqual({ pattern: c.pattern, passedOver: c.passedOver, rerollEachRound: c.rerollEachRound });
          expect(options.pattern).toBe(c.pattern);
        }
      }),
      { numRuns: 200 },
    );
  });
});
