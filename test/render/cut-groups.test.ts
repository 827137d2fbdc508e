// Each kind of line a step's card may cut, and what the card then says it left out: the line's group (event-rows.ts)
// is what "… and 1 more …" names, so a reaction cut is "1 more reaction", never "1 more line".
import { describe, expect, it } from 'vitest';
import { toTheGM } from '../../src/render/cards';
import { clockFormat, type ClockKind } from '../../src/render/clock';
import { RONDEL_VIEW } from '../../src/render/card-view';
import { bodyRows } from '../../src/render/event-rows';
import { fitCard } from '../../src/render/fit';
import { text } from '../../src/render/html';
import type { FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

const nameOf = (id: string): string => `Wolf ${id}`;

/** What a card of two such events (of combatants a and b) says when it may show one line of each kind. */
function cutLine(make: (id: string) => FightEvent, kind: ClockKind = 'rondel'): string {
  const view = kind === 'rondel' ? RONDEL_VIEW : { ...RONDEL_VIEW, clock: clockFormat(kind) };
  const rows = bodyRows([make('a'), make('b')], nameOf, view, () => false);
  const fitted = fitCard({ title: text('Rondel') }, rows, { budget: null, limit: 1, more: toTheGM });
  return plain(fitted.html).split('\n').at(-1) ?? '';
}

describe('what a card cut to one line of a kind says of the other', () => {
  it.each<[string, (id: string) => FightEvent, string, ClockKind?]>([
    ['initiative', (id) => ({ type: 'initiative-rolled', id, dice: [3], sides: 10, terms: [], value: 3, base: 0, joining: false, count: 3 }), 'initiative roll'],
    ['placed initiative', (id) => ({ type: 'initiative-rolled', id, dice: [], sides: 10, terms: [], value: 12, base: 0, joining: true, count: 1, placed: true }), 'initiative roll', 'rounds'],
    ['declared action', (id) => ({ type: 'action-declared', id, count: 3, coolDown: null, action: 'dash', nextAt: 13, changeWaived: false, passedOver: false, note: '' }), 'declared action'],
    ['changed move', (id) => ({ type: 'allowance-changed', id, count: 3, allowance: { kind: 'move', hexes: 4, dash: true } }), 'changed move'],
    ['hold', (id) => ({ type: 'marker-applied', id, marker: 'holding', until: 9 }), 'marker set'],
    ['guard', (id) => ({ type: 'marker-applied', id, marker: 'guard', until: 9 }), 'marker set'],
    ['dash', (id) => ({ type: 'marker-applied', id, marker: 'dashing', until: 9 }), 'marker set'],
    ['defense', (id) => ({ type: 'marker-applied', id, marker: 'defense', until: null }), 'marker set', 'rounds'],
    ['ready', (id) => ({ type: 'marker-applied', id, marker: 'ready', until: null }), 'marker set', 'rounds'],
    ['flex ended', (id) => ({ type: 'marker-expired', id, marker: 'flex' }), 'marker ended'],
    ['guard ended', (id) => ({ type: 'marker-expired', id, marker: 'guard' }), 'marker ended'],
    ['defense ended', (id) => ({ type: 'marker-expired', id, marker: 'defense' }), 'marker ended', 'rounds'],
    ['ready lost', (id) => ({ type: 'marker-expired', id, marker: 'ready' }), 'marker ended', 'rounds'],
    ['casting', (id) => ({ type: 'spell-cast', id, resolvesAt: 12, note: '' }), 'spell cast'],
    ['casting goes on', (id) => ({ type: 'casting-continues', id, count: 21 }), 'spell cast', 'seconds'],
    ['spell lands', (id) => ({ type: 'spell-resolves', id, name: `Wolf ${id}`, count: 12, note: '' }), 'spell taking effect'],
    ['reaction', (id) => ({ type: 'reacted', id, count: 3, until: 9, note: '' }), 'reaction'],
    ['next count set', (id) => ({ type: 'overridden', id, field: 'nextAt', from: 3, to: 9 }), 'GM change'],
    ['second set', (id) => ({ type: 'overridden', id, field: 'nextAt', from: 3, to: 9 }), 'GM change', 'seconds'],
    ['tier set', (id) => ({ type: 'overridden', id, field: 'tier', from: 'red_fox', to: 'human' }), 'GM change'],
    ['condition', (id) => ({ type: 'conditions-changed', id, added: ['prone'], removed: [] }), 'condition change'],
    ['stood up', (id) => ({ type: 'stood-up', id, count: 3 }), 'condition change'],
    ['readied action fired', (id) => ({ type: 'ready-fired', id, count: 3, note: '' }), 'readied action', 'rounds'],
    ['speech', (id) => ({ type: 'speech', id, name: `Wolf ${id}`, text: 'Yield!', count: 20 }), 'speech', 'seconds'],
  ])('%s: "1 more %s"', (_, make, noun, kind) => {
    expect(cutLine(make, kind)).toBe(`… and 1 more ${noun} (the GM has it).`);
  });

  it('a timed effect’s lines, beginning, ending or held fast, are "lines"', () => {
    expect(cutLine((id) => ({ type: 'effect-started', id, name: 'Bless', count: 3, ends: { kind: 'clock', at: 9 } }))).toBe('… and 1 more line (the GM has it).');
    expect(cutLine((id) => ({ type: 'effect-ended', id, name: 'Bless', count: 9 }))).toBe('… and 1 more line (the GM has it).');
    expect(cutLine((id) => ({ type: 'effect-ended', id, name: 'Standing up', count: 9, heldBy: 'paralyzed' }))).toBe('… and 1 more line (the GM has it).');
  });
});

describe('a stand that a hold stops', () => {
  it('says its bearer cannot get up, and why', () => {
    const rows = bodyRows([{ type: 'effect-ended', id: 'a', name: 'Standing up', count: 9, heldBy: 'paralyzed' }], nameOf, RONDEL_VIEW, () => false);
    expect(rows.map((r) => (r.kind === 'line' ? plain(r.html) : ''))).toEqual(['Wolf a cannot get up (paralyzed): it stays prone.']);
  });
});
