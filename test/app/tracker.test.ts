import { describe, expect, it } from 'vitest';
import { isCountEntry, isRotation, parseTurnOrder, project, readEdits, readTurnOrder, renamedCount, withoutOurs, type Entry } from '../../src/app/tracker';
import { aCombat, aNewCombatant } from '../support/builders';
import { rondel } from '../../src/rules/rondel';
import { ruleSets } from '../../src/rules/registry';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { seededDice } from '../support/dice';

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
      ['-1', 3, 'Count · movement window'],
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
});

describe('the fight’s own entry', () => {
  it.each([
    ['Count', true],
    ['Count · movement window', true],
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

describe('every rule set’s own tracker entry', () => {
  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: its clock entry is recognised as the fight’s own, so it never outlives the fight', (_id, rs) => {
    const started = rs.start([aNewCombatant({ id: 'x' }), aNewCombatant({ id: 'y' })], seededDice(3), { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false }).state;
    const entries = project(rs, started, 'p', [torch]);
    expect(entries.filter(isCountEntry)).toHaveLength(1);
    expect(withoutOurs(entries, started)).toEqual([torch]);
  });
});
