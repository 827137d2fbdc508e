// A step's card lines, one per event, in each rule set's clock (docs/rules.md §9, §11, §12): the mutation run of
// src/render found most of them read only through the built bundle. Each event here is built by hand, of the engine's
// own types, and its line read as a player reads it.
import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../src/rules/core/events';
import { clockFormat, type ClockKind } from '../../src/render/clock';
import { RONDEL_VIEW, type CardView } from '../../src/render/card-view';
import { bodyRows } from '../../src/render/event-rows';
import { plain, readRow as read } from '../support/plain';

const NAMES: Readonly<Record<string, string>> = { a: 'Aldric', b: 'Borin', c: 'Cora', d: 'Dax', e: 'Eve', f: 'Fen' };
const nameOf = (id: string): string => NAMES[id] ?? id;

function viewOf(kind: ClockKind): CardView {
  return kind === 'rondel' ? RONDEL_VIEW : { title: kind, clock: clockFormat(kind), actionLabel: (key) => `the ${key}`, perceptionUse: 'for its next roll' };
}

/** The lines a card shows for these events, as read. */
function lines(events: readonly FightEvent[], kind: ClockKind = 'rondel'): string[] {
  return bodyRows(events, nameOf, viewOf(kind), () => false).map(read);
}

describe('one line per event', () => {
  it.each<[string, FightEvent, ClockKind, string]>([
    ['the start, rondel', { type: 'combat-started', counter: 1 }, 'rondel', 'The fight begins. The counter starts at 1.'],
    ['the start, rounds', { type: 'combat-started', counter: 1 }, 'rounds', 'The fight begins.'],
    ['a round', { type: 'round-started', round: 3, count: 41 }, 'seconds', 'Round 3 begins.'],
    ['who leaves', { type: 'left', id: 'a', name: 'Aldric' }, 'rondel', 'Aldric leaves the fight.'],
    ['the counter moves by more than one', { type: 'counter-advanced', from: 3, to: 6 }, 'rondel', 'Count 3 → count 6'],
    ['the clock moves across rounds', { type: 'counter-advanced', from: 19, to: 22 }, 'seconds', 'Round 1, second 19 → round 2, second 2'],
    ['a step of one', { type: 'counter-advanced', from: 3, to: 4 }, 'rondel', 'Count 4'],
    [
      'initiative, one die and terms',
      { type: 'initiative-rolled', id: 'a', dice: [7], sides: 10, terms: [{ label: 'Perception', value: 2 }, { label: 'adjustment', value: -1 }], value: 8, base: 0, joining: false, count: 8 },
      'rondel',
      'Aldric: d10 (7) + 2 Perception − 1 adjustment → count 8',
    ],
    [
      'a joiner, two dice',
      { type: 'initiative-rolled', id: 'a', dice: [3, 4], sides: 6, terms: [], value: 19, base: 12, joining: true, count: 19 },
      'rondel',
      'Aldric joins: count 12 + 2d6 (3+4) → count 19',
    ],
    ['initiative in rounds', { type: 'initiative-rolled', id: 'a', dice: [14], sides: 20, terms: [], value: 14, base: 0, joining: false, count: 14 }, 'rounds', 'Aldric: d20 (14) → initiative 14'],
    ['a second within the round', { type: 'initiative-rolled', id: 'a', dice: [9], sides: 20, terms: [], value: 9, base: 0, joining: false, count: 9 }, 'seconds', 'Aldric: d20 (9) → second 9'],
    [
      'a second carried into the next round',
      { type: 'initiative-rolled', id: 'a', dice: [19], sides: 20, terms: [{ label: 'slow', value: 6 }], value: 25, base: 0, joining: false, count: 25 },
      'seconds',
      'Aldric: d20 (19) + 6 slow → 25, carried over: second 5 of the next round',
    ],
    [
      'a second carried two rounds on',
      { type: 'initiative-rolled', id: 'a', dice: [19], sides: 20, terms: [{ label: 'slow', value: 24 }], value: 43, base: 0, joining: false, count: 43 },
      'seconds',
      'Aldric: d20 (19) + 24 slow → 43, carried over: round 3, second 3, its only action until then',
    ],
    [
      'an action with its note, in a rule set without a cool-down',
      { type: 'action-declared', id: 'a', count: 5, coolDown: null, action: 'combat', nextAt: 9, changeWaived: false, passedOver: false, note: 'at the orc' },
      'seconds',
      'Aldric: the combat “at the orc” → next at round 1, second 9',
    ],
    [
      'a turn passed over',
      { type: 'action-declared', id: 'a', count: 5, coolDown: null, action: 'guard', nextAt: null, changeWaived: false, passedOver: true, note: '' },
      'rounds',
      'Aldric did not declare: the guard',
    ],
    [
      'a turn passed over, with why',
      { type: 'action-declared', id: 'a', count: 5, coolDown: null, action: 'guard', nextAt: null, changeWaived: false, passedOver: true, note: 'stunned' },
      'rounds',
      'Aldric (stunned): the guard',
    ],
    ['a new allowance, rondel', { type: 'allowance-changed', id: 'a', count: 6, allowance: { kind: 'move', hexes: 4 } }, 'rondel', 'Aldric: now 4 hexes at this movement window.'],
    ['a new allowance, seconds', { type: 'allowance-changed', id: 'a', count: 6, allowance: { kind: 'move', hexes: 4 } }, 'seconds', 'Aldric: now 4 hexes at this moment.'],
    ['a new allowance, rounds', { type: 'allowance-changed', id: 'a', count: 2, allowance: { kind: 'move', hexes: 4 } }, 'rounds', 'Aldric: now 4 hexes this turn.'],
    ['a hold', { type: 'marker-applied', id: 'a', marker: 'holding', until: 9 }, 'rondel', 'Aldric holds until count 9.'],
    ['Full Guard', { type: 'marker-applied', id: 'a', marker: 'guard', until: 12 }, 'rondel', 'Aldric is on Full Guard until count 12: attacks against it are at disadvantage.'],
    ['a dash', { type: 'marker-applied', id: 'a', marker: 'dashing', until: 12 }, 'rondel', 'Aldric dashes: double movement at every window until count 12.'],
    ['defense', { type: 'marker-applied', id: 'a', marker: 'defense', until: null }, 'rounds', 'Aldric stands in defense until its next turn: attacks against it at disadvantage, its saves at advantage.'],
    ['at the ready', { type: 'marker-applied', id: 'a', marker: 'ready', until: null }, 'rounds', 'Aldric is at the ready until its next turn.'],
    ['flex ends', { type: 'marker-expired', id: 'a', marker: 'flex' }, 'rondel', 'Aldric can react again.'],
    ['guard ends', { type: 'marker-expired', id: 'a', marker: 'guard' }, 'rondel', 'Aldric is no longer on Full Guard.'],
    ['defense ends', { type: 'marker-expired', id: 'a', marker: 'defense' }, 'rounds', 'Aldric no longer stands in defense.'],
    ['a readied action lost', { type: 'marker-expired', id: 'a', marker: 'ready' }, 'rounds', 'Aldric’s readied action is lost.'],
    ['a spell cast', { type: 'spell-cast', id: 'a', resolvesAt: 24, note: 'Fireball' }, 'seconds', 'Aldric is casting “Fireball”: it takes effect at round 2, second 4.'],
    ['a spell without a name', { type: 'spell-cast', id: 'a', resolvesAt: 9, note: '' }, 'rondel', 'Aldric is casting: it takes effect at count 9.'],
    ['casting goes on', { type: 'casting-continues', id: 'a', count: 21 }, 'seconds', 'Aldric is still casting: the casting is its action this round.'],
    ['a spell takes effect', { type: 'spell-resolves', id: 'a', name: 'Aldric', count: 9, note: 'Fireball' }, 'rondel', 'Aldric’s spell “Fireball” takes effect now.'],
    ['an unnamed spell takes effect', { type: 'spell-resolves', id: 'a', name: 'Aldric', count: 9, note: '' }, 'rondel', 'Aldric’s spell takes effect now.'],
    ['a reaction, rondel', { type: 'reacted', id: 'a', count: 4, until: 12, note: 'parries' }, 'rondel', 'Aldric reacts: parries. Flex until count 12.'],
    ['a reaction, rounds', { type: 'reacted', id: 'a', count: 2, until: 3, note: '' }, 'rounds', 'Aldric reacts. Its reaction for the round is used.'],
    ['a reaction with no flex', { type: 'reacted', id: 'a', count: 4, until: null, note: '' }, 'rondel', 'Aldric reacts.'],
    ['terrain', { type: 'overridden', id: '', field: 'terrain', from: 'plains', to: 'swamp' }, 'seconds', 'Terrain: plains → swamp. Hexes per round are divided by it, from now on.'],
    ['a second set by the GM', { type: 'overridden', id: 'a', field: 'nextAt', from: 5, to: 9 }, 'seconds', 'Aldric second: 5 → 9.'],
    ['an initiative set by the GM', { type: 'overridden', id: 'a', field: 'nextAt', from: 5, to: 9 }, 'rounds', 'Aldric initiative: 5 → 9.'],
    ['a count set by the GM', { type: 'overridden', id: 'a', field: 'nextAt', from: 5, to: 9 }, 'rondel', 'Aldric next action count: 5 → 9.'],
    ['a tier, by name', { type: 'overridden', id: 'a', field: 'tier', from: 'red_fox', to: 'green_horse' }, 'rondel', 'Aldric movement tier: Red Fox → Green Horse.'],
    ['Perception', { type: 'overridden', id: 'a', field: 'perceptionMod', from: 1, to: 3 }, 'rondel', 'Aldric Perception modifier: 1 → 3 (for its initiative when it joins a fight).'],
    ['a condition given and one lifted', { type: 'conditions-changed', id: 'a', added: ['prone', 'blind'], removed: ['stunned'] }, 'rondel', 'Aldric is now prone and blind; is no longer stunned.'],
    ['a condition lifted', { type: 'conditions-changed', id: 'a', added: [], removed: ['prone'] }, 'rondel', 'Aldric is no longer prone.'],
    ['an effect for some counts', { type: 'effect-started', id: 'a', name: 'Bless', count: 4, ends: { kind: 'clock', at: 12 } }, 'rondel', 'Aldric: Bless, until count 12.'],
    ['an effect ends', { type: 'effect-ended', id: 'a', name: 'Bless', count: 12 }, 'rondel', 'Aldric: Bless ends.'],
    ['standing up', { type: 'stood-up', id: 'a', count: 6 }, 'rondel', 'Aldric stands up: no longer prone.'],
    ['a readied action fires', { type: 'ready-fired', id: 'a', count: 2, note: 'shoots the runner' }, 'rounds', 'Aldric acts at the ready: shoots the runner.'],
    ['a readied action fires, no note', { type: 'ready-fired', id: 'a', count: 2, note: '' }, 'rounds', 'Aldric acts at the ready.'],
    ['speech', { type: 'speech', id: 'a', name: 'Aldric', text: 'Halt!', count: 20 }, 'seconds', 'Aldric says: “Halt!” (round 1, second 20)'],
  ])('%s', (_, event, kind, words) => {
    expect(lines([event], kind)).toEqual([words]);
  });

  it('says nothing for what other lines tell: a turn due, a held speech, a refusal', () => {
    expect(lines([{ type: 'speech-held', id: 'a', count: 3 }])).toEqual([]);
    expect(lines([{ type: 'rejected', code: 'no-combatants' }])).toEqual([]);
  });
});

describe('lines that depend on the others', () => {
  it('a readied action that fired is used, not lost', () => {
    const fired: FightEvent = { type: 'ready-fired', id: 'a', count: 2, note: '' };
    const expired: FightEvent = { type: 'marker-expired', id: 'a', marker: 'ready' };
    expect(lines([fired, expired], 'rounds')).toEqual(['Aldric acts at the ready.']);
    expect(lines([expired, { type: 'marker-expired', id: 'b', marker: 'ready' }], 'rounds')).toEqual(['Aldric’s readied action is lost.', 'Borin’s readied action is lost.']);
  });

  it('a condition given with a duration is said once, by its effect’s line', () => {
    const given: FightEvent = { type: 'conditions-changed', id: 'a', added: ['prone'], removed: [] };
    const effect: FightEvent = { type: 'effect-started', id: 'a', name: 'prone', count: 4, ends: { kind: 'round', at: 3 } };
    expect(lines([given, effect], 'rounds')).toEqual(['Aldric is now prone, until round 3 begins.']);
  });

  it('a count line goes when the turn after it names the same count, and stays when something else is said', () => {
    const step: FightEvent = { type: 'counter-advanced', from: 3, to: 4 };
    expect(lines([step, { type: 'turn-due', id: 'a', count: 4, blockedBy: null }])).toEqual([]);
    expect(lines([step, { type: 'marker-expired', id: 'a', marker: 'flex' }, { type: 'turn-due', id: 'a', count: 4, blockedBy: null }])).toEqual(['Count 4', 'Aldric can react again.']);
    expect(lines([step, { type: 'turn-due', id: 'a', count: 5, blockedBy: null }])).toEqual(['Count 4']);
  });

  it('a tie among many names four, and how many more; the whole tie is kept for who has room', () => {
    const rolls = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({ id, rolls: [i + 3] }));
    const [row] = bodyRows([{ type: 'tie-broken', count: 5, direction: 'lowest', rolls }], nameOf, RONDEL_VIEW, () => false);
    expect(row?.kind).toBe('line');
    expect(read(row)).toMatch(/Aldric 3, Borin 4, Cora 5, Dax 6, and 2 more$/);
    expect(row?.kind === 'line' && plain(row.whole ?? '')).toMatch(/Aldric 3, Borin 4, Cora 5, Dax 6, Eve 7, Fen 8$/);
    const [few] = bodyRows([{ type: 'tie-broken', count: 5, direction: 'lowest', rolls: rolls.slice(0, 4) }], nameOf, RONDEL_VIEW, () => false);
    expect(read(few)).toMatch(/Aldric 3, Borin 4, Cora 5, Dax 6$/);
  });
});
