import { describe, expect, it } from 'vitest';
import { isRotation, parseTurnOrder, project, readEdits, withoutOurs, type Entry } from '../../src/roll20/turn-order';
import { aCombat } from '../support/builders';

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
    expect(project(state, 'p', [torch]).map((e) => [e.id, e.pr, e.custom])).toEqual([
      ['b', 3, ''],
      ['a', 3, ''],
      ['-1', 3, 'Count · movement window'],
      ['c', 8, ''],
      ['-1', 'Round 2', 'Torch'],
    ]);
  });

  it('with nobody due, the Count entry is on top', () => {
    expect(project({ ...state, counter: 2 }, 'p', [])[0]).toEqual({ id: '-1', pr: 2, custom: 'Count', _pageid: 'p' });
  });

  it('every entry carries the page', () => {
    expect(project(state, 'p', []).every((e) => e._pageid === 'p')).toBe(true);
  });

  it('ending the fight takes out only the rondel’s entries', () => {
    expect(withoutOurs(project(state, 'p', [torch]), state)).toEqual([torch]);
  });
});

describe('reading edits', () => {
  const before = project(state, 'p', [torch]);

  it('the next-turn button is a rotation (a custom formula may change the moved entry)', () => {
    const after = [...before.slice(1), { ...before[0], pr: 4 } as Entry];
    expect(isRotation(before, after)).toBe(true);
    expect(readEdits(before, after, state)).toEqual([{ kind: 'next' }]);
  });

  it.each([
    ['a removal', before.filter((e) => e.id !== 'c'), [{ kind: 'removed', id: 'c' }]],
    ['a value edit', before.map((e) => (e.id === 'c' ? { ...e, pr: '11' } : e)), [{ kind: 'edited', id: 'c', count: 11 }]],
    ['a text edit', before.map((e) => (e.id === 'c' ? { ...e, pr: 'soon' } : e)), [{ kind: 'edited', id: 'c', count: null }]],
    ['an added token', [...before, { id: 'd', pr: '9' }], [{ kind: 'added', id: 'd', count: 9 }]],
    ['a sort', [...before].reverse(), []],
    ['the Count edited', before.map((e) => (e.custom?.startsWith('Count') ? { ...e, pr: 9 } : e)), [{ kind: 'count-edited', count: 9 }]],
  ] as const)('%s is read', (_title, after, edits) => {
    expect(readEdits(before, after as Entry[], state)).toEqual(edits);
  });
});

describe('whose entries', () => {
  it('a custom entry titled “Countdown…” is someone else’s and stays', () => {
    const countdown: Entry = { id: '-1', pr: 5, custom: 'Countdown to collapse', _pageid: 'p' };
    expect(project(state, 'p', [countdown]).filter((e) => e.custom === 'Countdown to collapse')).toEqual([countdown]);
  });
});
