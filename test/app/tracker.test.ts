import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryCount, isCountEntry, isRotation, parseTurnOrder, project, projectText, readEdits, readTurnOrder, renamedCount, sameEntryAs, withoutOurs, type Entry } from '../../src/app/tracker';
import { aCombat, aNewCombatant } from '../support/builders';
import { rondel } from '../../src/rules/rondel';
import { ruleSetOf, ruleSets } from '../../src/rules/registry';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { seededDice } from '../support/dice';
import { randomPlay } from '../support/random-play';

const state = aCombat(
  [
    { id: 'a', nextAt: 3, tie: { count: 3, rolls: [9] } },
    { id: 'b', nextAt: 3, tie: { count: 3, rolls: [2] } },
    { id: 'c', nextAt: 8 },
  ],
  { counter: 3 },
);
const torch: Entry = { id: '-1', pr: 'Round 2', custom: 'Torch', _pageid: 'p' };

describe('reading the tracker', () => {
  it.each([
    ['', []],
    ['not json', []],
    ['{"id":1}', []],
    ['[1, null, {"pr": 3}, {"id": 7, "pr": 2}]', [{ id: '7', pr: 2 }]],
    ['[{"id":"-1","pr":{"x":1},"custom":"C"}]', [{ id: '-1', pr: '', custom: 'C' }]],
  ])('%j reads as %j', (raw, entries) => {
    expect(parseTurnOrder(raw)).toEqual(entries);
  });
});

describe('projecting the rondel onto the tracker', () => {
  it('puts the due combatants first in tie order, then the Count entry, then the rest, then others’ entries', () => {
    expect(project(rondel, state, 'p', [torch]).map((e) => [e.id, e.pr, e.custom])).toEqual([
      ['b', 3, ''],
      ['a', 3, ''],
      ['-1', 3, 'Count · move'],
      ['c', 8, ''],
      ['-1', 'Round 2', 'Torch'],
    ]);
  });

  it('with nobody due, the Count entry is on top', () => {
    const waiting: typeof state = { ...state, counter: 2 };
    expect(project(rondel, waiting, 'p', [])[0]).toEqual({ id: '-1', pr: 2, custom: 'Count', _pageid: 'p' });
  });

  it('every entry carries the page', () => {
    expect(project(rondel, state, 'p', []).every((e) => e._pageid === 'p')).toBe(true);
  });

  it('ending the fight takes out only the rondel’s entries', () => {
    expect(withoutOurs(project(rondel, state, 'p', [torch]), state)).toEqual([torch]);
  });
});

describe('reading edits', () => {
  const before = project(rondel, state, 'p', [torch]);

  it('the next-turn button is a rotation (a custom formula may change the moved entry)', () => {
    const after = [...before.slice(1), { ...before[0], pr: 4 } as Entry];
    expect(isRotation(before, after)).toBe(true);
    expect(readEdits(before, after, rondel, state)).toEqual([{ kind: 'next' }]);
  });

  it.each([
    ['a removal', before.filter((e) => e.id !== 'c'), [{ kind: 'removed', id: 'c' }]],
    ['a value edit', before.map((e) => (e.id === 'c' ? { ...e, pr: '11' } : e)), [{ kind: 'edited', id: 'c', count: 11 }]],
    ['a text edit', before.map((e) => (e.id === 'c' ? { ...e, pr: 'soon' } : e)), [{ kind: 'edited', id: 'c', count: null }]],
    ['an added token', [...before, { id: 'd', pr: '9' }], [{ kind: 'added', id: 'd', count: 9 }]],
    ['a sort', [...before].reverse(), []],
    ['the Count edited', before.map((e) => (e.custom?.startsWith('Count') ? { ...e, pr: 9 } : e)), [{ kind: 'count-edited', count: 9 }]],
  ] as const)('%s is read', (_title, after, edits) => {
    expect(readEdits(before, after as Entry[], rondel, state)).toEqual(edits);
  });
});

describe('an unreadable tracker is not an empty one', () => {
  it.each(['', '   ', 'not json', '{"id":1}', '[{"id":"-1",'])('%j reads as unreadable (null), not as “everyone removed”', (raw) => {
    expect(readTurnOrder(raw)).toBeNull();
  });

  it('an empty list is a readable, empty tracker', () => {
    expect(readTurnOrder('[]')).toEqual([]);
  });

  it('an entry keeps its words and numbers; a list or object another script put in it is not kept', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const read = readTurnOrder(`[{"id":"-1","pr":3,"custom":"Torch","_pageid":"p","formula":"+1","data":${deep},"note":{"a":1},"flag":null}]`);
    expect(read).toEqual([{ id: '-1', pr: 3, custom: 'Torch', _pageid: 'p', formula: '+1', flag: null }]);
    // written back, it is plain text again
    expect(JSON.stringify(read)).toBe('[{"id":"-1","pr":3,"custom":"Torch","_pageid":"p","formula":"+1","flag":null}]');
    // an entry of words and numbers is kept as it is, a key named __proto__ included (as a key, not a prototype)
    const proto = readTurnOrder('[{"id":"a","pr":"1","__proto__":"x"}]');
    expect(Object.getPrototypeOf(proto?.[0])).toBe(Object.prototype);
  });
});

describe('the fight’s own entry', () => {
  it.each([
    ['Count', true],
    ['Count · move', true],
    ['Round 2 · second 7', true],
    ['Round 12 · turns', true],
    ['Countdown', false],
    ['Round 2', false],
    ['Round 1 · second x', false],
  ])('%j is the fight’s own: %s', (custom, ours) => {
    expect(isCountEntry({ id: '-1', pr: 1, custom })).toBe(ours);
  });

  it('a renamed Count entry is found at its place, with its value', () => {
    const before = project(rondel, state, 'p', [torch]);
    const after = before.map((e) => (e.custom?.startsWith('Count') ? { ...e, custom: 'Round 0' } : e));
    expect(renamedCount(before, after)).toMatchObject({ custom: 'Round 0', pr: 3 });
    expect(renamedCount(before, before)).toBeNull();
    expect(renamedCount(before, after.map((e) => (e.custom === 'Round 0' ? { ...e, pr: 99 } : e)))).toBeNull();
  });
});

describe('whose entries', () => {
  it('a custom entry titled “Countdown…” is someone else’s and stays', () => {
    const countdown: Entry = { id: '-1', pr: 5, custom: 'Countdown to collapse', _pageid: 'p' };
    expect(project(rondel, state, 'p', [countdown]).filter((e) => e.custom === 'Countdown to collapse')).toEqual([countdown]);
  });
});

describe('the tracker at its edges', () => {
  it.each([5, undefined, null, 'null', '{}'])('%j is no tracker at all', (raw) => {
    expect(readTurnOrder(raw)).toBeNull();
  });

  it('entries whose id is neither text nor a number are dropped', () => {
    expect(readTurnOrder('[{"id":null},{"id":{"a":1}},{"id":true},{"id":"x","pr":"4"}]')).toEqual([{ id: 'x', pr: '4' }]);
  });

  it('a custom title is the fight’s only on the custom entry (-1)', () => {
    expect(isCountEntry({ id: 'x', pr: 1, custom: 'Count' })).toBe(false);
    expect(isCountEntry({ id: '-1', pr: 1 })).toBe(false);
  });

  it.each([
    ['Round 2 · second 17', true],
    ['Round 2 · second 7x', false],
    ['My Round 2 · turns', false],
    ['Round 2 · turns!', false],
  ])('%j is the fight’s own: %s', (custom, ours) => {
    expect(isCountEntry({ id: '-1', pr: 1, custom })).toBe(ours);
  });

  it.each([
    [7, 7],
    [2.6, 3],
    [' 4 ', 4],
    ['4.4', 4],
    ['', null],
    ['   ', null],
    ['x', null],
    [Number.NaN, null],
  ] as const)('a tracker value of %j reads as %j', (pr, count) => {
    expect(entryCount({ id: 'a', pr })).toBe(count);
  });

  it('projecting keeps others’ token entries and does not repeat ours', () => {
    const stranger: Entry = { id: 'zz', pr: 3, custom: '', _pageid: 'p' };
    const first = project(rondel, state, 'p', [stranger, torch]);
    const again = project(rondel, state, 'p', first);
    expect(again).toEqual(first);
    expect(again.filter((e) => e.id === 'zz')).toEqual([stranger]);
    expect(first.find((e) => e.id === 'c')).toEqual({ id: 'c', pr: 8, custom: '', _pageid: 'p' });
  });

  describe('the next-turn button', () => {
    const before = project(rondel, state, 'p', []);
    const rotated = [...before.slice(1), before[0] as Entry];

    it('is not read in a tracker of fewer than two entries, nor when the length changed', () => {
      const one = [before[0] as Entry];
      expect(isRotation(one, one)).toBe(false);
      expect(isRotation(before, [...rotated, torch])).toBe(false);
      expect(isRotation([...before, torch], rotated)).toBe(false);
    });

    it('is a rotation of the same entries only; the Count entry is the same only with the same title', () => {
      expect(isRotation(before, rotated)).toBe(true);
      expect(isRotation(before, [...before.slice(1), before[1] as Entry])).toBe(false);
      expect(isRotation(before, rotated.map((e) => (e.custom?.startsWith('Count') ? { ...e, custom: 'Other' } : e)))).toBe(false);
      expect(isRotation(before, [rotated[1] as Entry, rotated[0] as Entry, ...rotated.slice(2)])).toBe(false);
    });

    it('a tracker with two entries can be rotated', () => {
      const two = [before[0] as Entry, before[1] as Entry];
      expect(isRotation(two, [two[1] as Entry, two[0] as Entry])).toBe(true);
    });
  });

  describe('reading edits at their edges', () => {
    const before = project(rondel, state, 'p', [torch]);

    it('a token that was in the tracker already, or is in the fight, is not added', () => {
      const withStranger = [...before, { id: 'zz', pr: 3 }];
      expect(readEdits(withStranger, withStranger, rondel, state)).toEqual([]);
      // a combatant's second entry is not a new one
      expect(readEdits(before, [...before, { id: 'c', pr: 8 }], rondel, state)).toEqual([]);
    });

    it('a custom entry is never “added”', () => {
      expect(readEdits(before, [...before, { id: '-1', pr: 2, custom: 'New' }], rondel, state)).toEqual([]);
    });

    it('the Count already showing another value before is not edited again', () => {
      const edited = before.map((e) => (e.custom?.startsWith('Count') ? { ...e, pr: 9 } : e));
      expect(readEdits(edited, edited, rondel, state)).toEqual([]);
      expect(readEdits(edited, edited.map((e) => (e.custom?.startsWith('Count') ? { ...e, pr: 10 } : e)), rondel, state)).toEqual([{ kind: 'count-edited', count: 10 }]);
    });

    it('a Count entry put in when there was none is an edit', () => {
      const none = before.filter((e) => !e.custom?.startsWith('Count'));
      expect(readEdits(none, [...none, { id: '-1', pr: 9, custom: 'Count' }], rondel, state)).toEqual([{ kind: 'count-edited', count: 9 }]);
    });
  });

  describe('a renamed Count entry', () => {
    const before = project(rondel, state, 'p', [torch]);
    const at = before.findIndex((e) => e.custom?.startsWith('Count'));

    it('is none when the tracker had no Count entry, or still has one', () => {
      const none = before.filter((e, i) => i !== at);
      expect(renamedCount(none, none)).toBeNull();
      expect(renamedCount(before, [...before.map((e, i) => (i === at ? { ...e, custom: 'Mine' } : e)), { id: '-1', pr: 3, custom: 'Count' }])).toBeNull();
    });

    it('is not another custom entry that was there before with that title and value', () => {
      const mine: Entry = { id: '-1', pr: 3, custom: 'Mine' };
      const after = [...before.filter((e, i) => i !== at), mine];
      expect(renamedCount([...before, mine], after)).toBeNull();
      expect(renamedCount(before, after)).toEqual(mine);
    });

    it('is the entry at the Count’s place when there are several candidates, else the first', () => {
      const a: Entry = { id: '-1', pr: 3, custom: 'A' };
      const b: Entry = { id: '-1', pr: 3, custom: 'B' };
      // a replaces an entry before the Count's place, b is at it: b
      expect(renamedCount(before, before.map((e, i) => (i === 0 ? a : i === at ? b : e)))).toBe(b);
      // at the Count's place is something else: the first candidate
      const stranger: Entry = { id: '-1', pr: 'x', custom: 'Torch 2' };
      expect(renamedCount(before, [a, ...before.map((e, i) => (i === at ? stranger : e)), b])).toBe(a);
    });
  });

  it.each([
    [{ id: 'a', pr: 3, custom: '' }, { id: 'a', pr: '3' }, true],
    [{ id: 'a', pr: 3 }, { id: 'b', pr: 3 }, false],
    [{ id: 'a', pr: 3 }, { id: 'a', pr: 4 }, false],
    [{ id: '-1', pr: 3, custom: 'X' }, { id: '-1', pr: 3, custom: 'Y' }, false],
    [{ id: '-1', pr: 3, custom: 'X' }, { id: '-1', pr: 3 }, false],
  ] as const)('%j is the same entry as %j: %s', (a, b, same) => {
    expect(sameEntryAs(a, b)).toBe(same);
  });
});

describe('every rule set’s own tracker entry', () => {
  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: its clock entry is recognised as the fight’s own, so it never outlives the fight', (_id, rs) => {
    const started = rs.start([aNewCombatant({ id: 'x' }), aNewCombatant({ id: 'y' })], seededDice(3), { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false }).state;
    const entries = project(rs, started, 'p', [torch]);
    expect(entries.filter(isCountEntry)).toHaveLength(1);
    expect(withoutOurs(entries, started)).toEqual([torch]);
  });
});

describe('the tracker, more edges', () => {
  const before = project(rondel, state, 'p', [torch]);
  const at = before.findIndex((e) => e.custom?.startsWith('Count'));

  it('a combatant with nothing to show (done this round) has an empty value', () => {
    const seconds = ruleSetOf('seconds') as RuleSet<FightStateBase>;
    const fight = aSecondsFight([aSecondsCombatant('a', { second: 4 }), aSecondsCombatant('b', { second: null, carried: null })], { second: 2 });
    expect(project(seconds, fight, 'p', []).map((e) => [e.id, e.pr])).toEqual([
      ['-1', 2],
      ['a', 4],
      ['b', ''],
    ]);
  });

  it('the view is the rule set’s: the same state projected by another rule set is that one’s', () => {
    const other: RuleSet<FightStateBase> = { ...(rondel as unknown as RuleSet<FightStateBase>), tracker: () => ({ title: 'Other', value: 1, due: [], later: [] }) };
    expect(project(rondel, state, 'p', [])[0]?.id).toBe('b');
    expect(project(other, state, 'p', [])).toEqual([{ id: '-1', pr: 1, custom: 'Other', _pageid: 'p' }]);
  });

  it('the next-turn button is read when Roll20 drops the tokens’ empty titles', () => {
    const bare = before.map((e) => (e.id === '-1' ? e : { id: e.id, pr: e.pr }));
    expect(isRotation(before, [...bare.slice(1), bare[0] as Entry])).toBe(true);
  });

  it('an entry added as the button is pressed is no rotation', () => {
    const rotated = [...before.slice(1), before[0] as Entry];
    expect(isRotation(before, [...rotated.slice(0, -1), { id: 'zz', pr: 1 }, before[0] as Entry])).toBe(false);
  });

  it('the Count entry taken out is no edit of it', () => {
    expect(readEdits(before, before.filter((_, i) => i !== at), rondel, state)).toEqual([]);
  });

  it('a Count entry on top (nobody due) that was renamed is found', () => {
    const waiting: typeof state = { ...state, counter: 2 };
    const top = project(rondel, waiting, 'p', []);
    expect(renamedCount(top, [{ ...top[0], custom: 'Mine' } as Entry, ...top.slice(1)])).toEqual({ id: '-1', pr: 2, custom: 'Mine', _pageid: 'p' });
  });

  it('a renamed Count entry is found though a combatant shares its value and its empty title', () => {
    const renamed = before.map((e, i) => (i === at ? { ...e, custom: '' } : e));
    expect(renamedCount(before, renamed)).toEqual({ id: '-1', pr: 3, custom: '', _pageid: 'p' });
  });
});

describe('the tracker, its last edges', () => {
  const before = project(rondel, state, 'p', []);
  const at = before.findIndex((e) => e.custom?.startsWith('Count'));
  const noCount = before.filter((_, i) => i !== at);

  it('a value that is not text is no tracker, even one that reads as a list once made text', () => {
    expect(readTurnOrder(['[{"id":"x","pr":1}]'])).toBeNull();
    expect(readTurnOrder('[{"id":"x","pr":1}]')).toEqual([{ id: 'x', pr: 1 }]);
  });

  it('lists and nulls inside the list are dropped', () => {
    expect(readTurnOrder('[["x"], null, {"id":"y","pr":2}]')).toEqual([{ id: 'y', pr: 2 }]);
  });

  it('of a combatant’s two entries, the first is read', () => {
    expect(readEdits(before, [...before, { id: 'c', pr: 11 }], rondel, state)).toEqual([]);
    expect(readEdits(before, [{ id: 'c', pr: 11 }, ...before], rondel, state)).toEqual([{ kind: 'edited', id: 'c', count: 11 }]);
  });

  it('a custom entry is never “added”, even in a tracker that had none', () => {
    expect(readEdits(noCount, [...noCount, { id: '-1', pr: 2, custom: 'Torch' }], rondel, state)).toEqual([]);
  });

  it('a Count entry put back at the fight’s own value is no edit', () => {
    expect(readEdits(noCount, before, rondel, state)).toEqual([]);
  });

  it('an entry without a title is the same as one with an empty title', () => {
    expect(sameEntryAs({ id: 'a', pr: 3, custom: '' }, { id: 'a', pr: 3 })).toBe(true);
    expect(sameEntryAs({ id: 'a', pr: 3 }, { id: 'a', pr: 3, custom: '' })).toBe(true);
    expect(sameEntryAs({ id: '-1', pr: 3 }, { id: '-1', pr: 3, custom: 'Torch' })).toBe(false);
  });
});

describe('the tracker’s text', () => {
  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: is the projection as JSON writes it, step after step, whatever the page and the others’ entries', (_id, rs) => {
    const stranger: Entry = { id: 'tok-x', pr: '7', custom: '', _pageid: 'p', extra: { odd: 'a "quoted" \\ value' } };
    const play = randomPlay(rs, 21, 12);
    let steps = 0;
    for (let i = 0; i < 300; i += 1) {
      const { after } = play.step();
      const page = i % 7 === 0 ? 'q' : 'p';
      const others = i % 3 === 0 ? [stranger, torch] : [];
      expect(projectText(rs, after, page, others), `step ${i}`).toBe(JSON.stringify(project(rs, after, page, others)));
      steps += 1;
    }
    expect(steps).toBe(300);
  });

  it('shows a row’s new value, not the text it had before', () => {
    const moved = aCombat([{ id: 'a', nextAt: 3 }, { id: 'b', nextAt: 9 }], { counter: 3 });
    expect(projectText(rondel, moved, 'p', [])).toContain('{"id":"b","pr":9,');
    const again = aCombat([{ id: 'a', nextAt: 3 }, { id: 'b', nextAt: 12 }], { counter: 3 });
    expect(projectText(rondel, again, 'p', [])).toContain('{"id":"b","pr":12,');
    expect(projectText(rondel, again, 'other', [])).toContain('{"id":"b","pr":12,"custom":"","_pageid":"other"}');
  });
});

describe('the tracker text cut from the last one', () => {
  it('is the JSON of the projection whatever rows come, go, move or change between two texts', () => {
    const pool = Array.from({ length: 24 }, (_, i) => ({ id: `t${i % 16}`, value: i % 5 === 0 ? null : i }));
    const rs = { tracker: (s: { view: unknown }) => s.view } as unknown as RuleSet<FightStateBase>;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rows: fc.array(fc.integer({ min: 0, max: pool.length - 1 }), { maxLength: 30 }),
            due: fc.nat(),
            page: fc.constantFrom('p', 'q'),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (steps) => {
          for (const step of steps) {
            const rows = step.rows.map((i) => pool[i] as (typeof pool)[number]);
            const due = rows.length === 0 ? 0 : step.due % (rows.length + 1);
            const state = { combatants: rows.map((r) => ({ id: r.id })), view: { title: 'Count', value: 3, due: rows.slice(0, due), later: rows.slice(due) } };
            const s = state as unknown as FightStateBase;
            expect(projectText(rs, s, step.page, [])).toBe(JSON.stringify(project(rs, s, step.page, [])));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the JSON of the projection for any ids, pages and values: quotes, unicode, fractions, -0, huge and odd numbers', () => {
    const rs = { tracker: (s: { view: unknown }) => s.view } as unknown as RuleSet<FightStateBase>;
    const value = fc.oneof(fc.constant(null), fc.integer(), fc.double(), fc.constantFrom(-0, 1e21, 1.5e-7, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY));
    const row = fc.record({ id: fc.string({ unit: 'binary', maxLength: 8 }), value });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.nat(), (rows, page, due) => {
        const cut = rows.length === 0 ? 0 : due % (rows.length + 1);
        const state = { combatants: rows.map((r) => ({ id: r.id })), view: { title: 'Count', value: 4, due: rows.slice(0, cut), later: rows.slice(cut) } };
        const s = state as unknown as FightStateBase;
        expect(projectText(rs, s, page, [])).toBe(JSON.stringify(project(rs, s, page, [])));
      }),
      { numRuns: 500 },
    );
  });

  it('is the JSON of the projection through small steps, as in play: a row moved, come or gone, the due ones changed, others’ entries', () => {
    const pool = Array.from({ length: 40 }, (_, i) => ({ id: `t${i % 20}`, value: i % 7 === 0 ? null : i }));
    const rs = { tracker: (s: { view: unknown }) => s.view } as unknown as RuleSet<FightStateBase>;
    const others: Entry[][] = [[], [{ id: '-1', pr: 1, custom: 'Round 1' }], [{ id: 'zz', pr: '', custom: '', _pageid: 'p' }]];
    const edit = fc.record({ kind: fc.integer({ min: 0, max: 5 }), at: fc.nat(), to: fc.nat(), row: fc.integer({ min: 0, max: pool.length - 1 }), due: fc.integer({ min: -1, max: 1 }), other: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: pool.length - 1 }), { minLength: 1, maxLength: 20 }), fc.nat(), fc.array(edit, { minLength: 1, maxLength: 25 }), (start, firstDue, edits) => {
        let rows = start.map((i) => pool[i] as (typeof pool)[number]);
        let due = firstDue % (rows.length + 1);
        for (const e of edits) {
          const n = rows.length;
          if (e.kind === 0 && n > 1) {
            // one row moved along the order, as a turn moves the one who acted
            const [moved] = rows.splice(e.at % n, 1);
            rows.splice(e.to % n, 0, moved as (typeof pool)[number]);
          } else if (e.kind === 1 && n > 1) rows.splice(e.at % n, 1);
          else if (e.kind === 2) rows.splice(e.at % (n + 1), 0, pool[e.row] as (typeof pool)[number]);
          else if (e.kind === 3 && n > 0) rows[e.at % n] = pool[e.row] as (typeof pool)[number];
          due = Math.max(0, Math.min(rows.length, due + e.due));
          rows = [...rows];
          const state = { combatants: rows.map((r) => ({ id: r.id })), view: { title: due % 2 ? 'Count' : 'Count · move', value: 3 + due, due: rows.slice(0, due), later: rows.slice(due) } };
          const s = state as unknown as FightStateBase;
          const existing = others[e.other] as Entry[];
          expect(projectText(rs, s, 'p', existing)).toBe(JSON.stringify(project(rs, s, 'p', existing)));
        }
      }),
      { numRuns: 400 },
    );
  });
});
