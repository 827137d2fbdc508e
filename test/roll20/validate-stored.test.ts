// The check of the stored data before it is trusted (src/roll20/store/validate.ts): well-formed data passes, and each
// thing that can be wrong with it is found alone and said by name, so the GM's repair card says what it found. A
// problem in one undo step names that step; a present that fails its rule set's check is not decoded further.
import { describe, expect, it } from 'vitest';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { record, timeline, undo, type Timeline } from '../../src/rules/core/history';
import { ruleSetOf } from '../../src/rules/registry';
import { freshStore, type Stored } from '../../src/app/model';
import { encodeTimeline, persist, validateStored } from '../../src/roll20/store';
import { randomPlay } from '../support/random-play';

/** Stored data as JSON gives it back: any shape, edited freely by the cases below. */
type Rec = Record<string, any>;

/** A stored fight under `rules` with a past and a future, the rolls' ledger, a clean-up list and every optional field. */
function aStore(rules: 'rondel' | 'seconds' | 'rounds'): Rec {
  const rs = ruleSetOf(rules) as NonNullable<ReturnType<typeof ruleSetOf>>;
  const play = randomPlay(rs, 7, 5);
  let t: Timeline<FightStateBase> = timeline(play.step().after);
  while (t.past.length < 8) t = record(t, play.step().after);
  t = undo(t, 2).timeline;
  const stored: Stored = {
    ...freshStore(),
    helpVersion: '1.0.0',
    optionsSaved: 3,
    cleanup: { ids: ['tok1'], tags: ['flex'], giveBack: { tok1: ['back-pain', 'bolt-shield@2'] } },
    fight: { rules, pageId: 'page1', timeline: t, lastTurnOrder: '' },
  };
  const raw = JSON.parse(JSON.stringify(persist(stored))) as Rec;
  raw.rolls = {
    next: 3,
    pending: [{ id: 'r2', target: 'c1', amount: 4, applied: false }],
    applied: [{ roll: 'r1', target: 'c2', amount: 2 }],
    awards: [{ holder: 'c1', weapon: 'Axe', round: 1 }],
  };
  raw.fights = 2;
  Object.assign(raw.fight, { serial: 2, endAsked: true, startAsked: true, adoptAsked: ['tok9'], takenAtJoin: { tok9: ['back-pain'] } });
  return raw;
}

const copy = (v: Rec): Rec => JSON.parse(JSON.stringify(v)) as Rec;

/** What is found in the store after `change`. */
function found(change: (s: Rec) => void, rules: 'rondel' | 'seconds' | 'rounds' = 'rondel'): string[] {
  const s = copy(aStore(rules));
  change(s);
  return validateStored(s);
}

describe('the stored data checked before it is trusted', () => {
  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: a well-formed store with every optional part passes, and so does one with none', (rules) => {
    const s = aStore(rules);
    expect(s.fight.timeline.past.length).toBe(6);
    expect(s.fight.timeline.future.length).toBe(2);
    expect(validateStored(s)).toEqual([]);
    const bare = copy(s);
    delete bare.rolls;
    delete bare.fights;
    for (const k of ['serial', 'endAsked', 'startAsked', 'adoptAsked', 'takenAtJoin']) delete bare.fight[k];
    bare.cleanup = null;
    expect(validateStored(bare)).toEqual([]);
    expect(validateStored({ ...bare, fight: null })).toEqual([]);
    expect(found((x) => (x.fight.lastTurnOrder = { others: [] }), rules)).toEqual([]);
  });

  it.each([
    ['text', 'x'],
    ['null', null],
    ['a list', []],
  ])('is not an object when it is %s', (_, v) => {
    expect(validateStored(v)).toEqual(['the stored data is not an object']);
  });

  const one: readonly [string, (s: Rec) => void, string][] = [
    ['an old schema', (s) => (s.schemaVersion = 3), 'schemaVersion is 3'],
    ['no configuration', (s) => (s.config = 'x'), 'config is not an object'],
    ['a help version that is not text', (s) => (s.helpVersion = 5), 'helpVersion is not text'],
    ['options saved that are not a number', (s) => (s.optionsSaved = '3'), 'optionsSaved is not a number'],
    ['options saved that are not finite', (s) => (s.optionsSaved = Infinity), 'optionsSaved is not a number'],
    ['a clean-up that is not an object', (s) => (s.cleanup = ['tok1']), 'cleanup is malformed'],
    ['a clean-up whose ids are not text', (s) => (s.cleanup.ids = [1]), 'cleanup is malformed'],
    ['a clean-up whose tags are not a list', (s) => (s.cleanup.tags = 'flex'), 'cleanup is malformed'],
    ['a clean-up without ids', (s) => delete s.cleanup.ids, 'cleanup is malformed'],
    ['a ledger that is not an object', (s) => (s.rolls = []), 'rolls is malformed'],
    ['a ledger whose next is not a number', (s) => (s.rolls.next = '3'), 'rolls is malformed'],
    ['a ledger whose next is not finite', (s) => (s.rolls.next = NaN), 'rolls is malformed'],
    ['a ledger whose pending is not a list', (s) => (s.rolls.pending = {}), 'rolls is malformed'],
    ['a ledger whose applied is not a list', (s) => (s.rolls.applied = {}), 'rolls is malformed'],
    ['a pending roll that is not an object', (s) => (s.rolls.pending = ['r2']), 'rolls is malformed'],
    ['a pending roll without a text id', (s) => (s.rolls.pending[0].id = 2), 'rolls is malformed'],
    ['a pending roll without a text target', (s) => (s.rolls.pending[0].target = null), 'rolls is malformed'],
    ['a pending roll whose amount is not a number', (s) => (s.rolls.pending[0].amount = '4'), 'rolls is malformed'],
    ['a pending roll whose applied is not true/false', (s) => (s.rolls.pending[0].applied = 0), 'rolls is malformed'],
    ['an applied roll that is not an object', (s) => (s.rolls.applied = [null]), 'rolls is malformed'],
    ['an applied roll without a text roll', (s) => (s.rolls.applied[0].roll = 1), 'rolls is malformed'],
    ['an applied roll without a text target', (s) => (s.rolls.applied[0].target = 1), 'rolls is malformed'],
    ['an applied roll whose amount is not finite', (s) => (s.rolls.applied[0].amount = Infinity), 'rolls is malformed'],
    ['a critical award without a round', (s) => (s.rolls.awards[0].round = 'one'), 'rolls is malformed'],
    ['a fight count of 0', (s) => (s.fights = 0), 'fights is not a fight serial'],
    ['a fight count that is not whole', (s) => (s.fights = 1.5), 'fights is not a fight serial'],
    ['a fight count too large to count on', (s) => (s.fights = 2 ** 60), 'fights is not a fight serial'],
    ['a fight count that is text', (s) => (s.fights = '2'), 'fights is not a fight serial'],
    ['a fight that is not an object', (s) => (s.fight = 'x'), 'fight is not an object'],
    ['a fight without a text page', (s) => (s.fight.pageId = 1), 'fight.pageId is not text'],
    ['a fight serial of -1', (s) => (s.fight.serial = -1), 'fight.serial is not a fight serial'],
    ['an end asked that is not true', (s) => (s.fight.endAsked = false), 'fight.endAsked is not true'],
    ['a start asked that is not true', (s) => (s.fight.startAsked = 'yes'), 'fight.startAsked is not true'],
    ['Adopt offers that are not text', (s) => (s.fight.adoptAsked = [1]), 'fight.adoptAsked is not a list of text'],
    ['Adopt offers that are not a list', (s) => (s.fight.adoptAsked = 'tok9'), 'fight.adoptAsked is not a list of text'],
    ['tags kept of a joining that are not text', (s) => (s.fight.takenAtJoin = { tok9: [1] }), 'fight.takenAtJoin is not lists of tags by token'],
    ['tags kept of a joining that are a list', (s) => (s.fight.takenAtJoin = [['back-pain']]), 'fight.takenAtJoin is not lists of tags by token'],
    ['tags kept of a joining that are one tag', (s) => (s.fight.takenAtJoin = { tok9: 'back-pain' }), 'fight.takenAtJoin is not lists of tags by token'],
    ['tags kept of one joining well and of another not', (s) => (s.fight.takenAtJoin = { tok9: ['back-pain'], tok8: [1] }), 'fight.takenAtJoin is not lists of tags by token'],
    ['tags to give back that are not text', (s) => (s.cleanup.giveBack = { tok1: [1] }), 'cleanup.giveBack is not lists of tags by token'],
    ['tags to give back that are one tag', (s) => (s.cleanup.giveBack = { tok1: 'back-pain' }), 'cleanup.giveBack is not lists of tags by token'],
    ['tags to give back that are a list', (s) => (s.cleanup.giveBack = [['back-pain']]), 'cleanup.giveBack is not lists of tags by token'],
    ['tags to give back to one token well and to another not', (s) => (s.cleanup.giveBack = { tok1: ['back-pain'], tok2: [2] }), 'cleanup.giveBack is not lists of tags by token'],
    ['tags to give back that are null', (s) => (s.cleanup.giveBack = null), 'cleanup.giveBack is not lists of tags by token'],
    ['a tracker copy that is a number', (s) => (s.fight.lastTurnOrder = 5), 'fight.lastTurnOrder is not text'],
    ['a tracker copy whose others are not a list', (s) => (s.fight.lastTurnOrder = { others: 'x' }), 'fight.lastTurnOrder is not text'],
    ['an unknown rule set (nothing more is checked)', (s) => ((s.fight.rules = 'chess'), (s.fight.timeline = 'x')), 'fight.rules "chess" is not a rule set'],
    ['a history that is not an object', (s) => (s.fight.timeline = []), 'fight.timeline is malformed'],
    ['a history whose past is not a list', (s) => (s.fight.timeline.past = {}), 'fight.timeline is malformed'],
    ['a history whose future is not a list', (s) => (s.fight.timeline.future = null), 'fight.timeline is malformed'],
    ['a step that does not fit its newer neighbour', (s) => (s.fight.timeline.past[3] = { ids: ['nobody'] }), 'fight.timeline holds a step that does not fit'],
    ['a future step that does not fit', (s) => (s.fight.timeline.future[0] = { ids: ['nobody'] }), 'fight.timeline holds a step that does not fit'],
  ];
  it('a clean-up with nothing to give back passes', () => {
    expect(found((s) => delete s.cleanup.giveBack)).toEqual([]);
  });

  it.each(one)('finds %s, and only that', (_, change, problem) => {
    expect(found(change)).toEqual([problem]);
  });

  it('finds damage in the fight that is malformed, and then in each step that kept it', () => {
    const problems = found((s) => (s.fight.timeline.present.damage = [{ roll: 1 }]));
    expect(problems[0]).toBe('fight: damage is malformed');
    expect(problems.slice(1)).toEqual(problems.slice(1).map((_, i) => `fight.timeline holds a malformed step (${i})`));
  });

  it('finds each of several problems, in order', () => {
    const problems = found((s) => {
      s.schemaVersion = 1;
      s.helpVersion = null;
      s.fights = -2;
      s.fight.pageId = null;
    });
    expect(problems).toEqual(['schemaVersion is 1', 'helpVersion is not text', 'fights is not a fight serial', 'fight.pageId is not text']);
  });

  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: a present that fails its rule set’s check is said as the fight’s, and its history is not decoded', (rules) => {
    const problems = found((s) => {
      s.fight.timeline.present.combatants = 'none';
      s.fight.timeline.past[0] = { ids: ['nobody'] };
    }, rules);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p).toMatch(/^fight: /);
    // nor read further: a present that is not even an object is said, not thrown over
    const none = found((s) => (s.fight.timeline.present = null), rules);
    expect(none.length).toBeGreaterThan(0);
    for (const p of none) expect(p).toMatch(/^fight: /);
  });

  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: a malformed past or future step is named by its place in the history', (rules) => {
    const base = aStore(rules);
    const steps = (s: Rec): number => s.fight.timeline.past.length + s.fight.timeline.future.length;
    expect(steps(base)).toBe(8);
    // the damage list of one step, stored in that step's diff
    const withDamageAt = (place: number): string[] =>
      found((s) => {
        const t = s.fight.timeline;
        const side = place < t.past.length ? t.past : t.future;
        const at = place < t.past.length ? place : place - t.past.length;
        side[at] = { ...side[at], f: { ...(side[at].f ?? {}), damage: [{ roll: 'r', target: 'c1', amount: 'x', attribute: null, bar: null }] } };
      }, rules);
    const past = base.fight.timeline.past.length;
    for (const place of [0, 4, 5, 6, 7]) {
      // the diff carries it to that step, and the steps stored against it (those farther from the present) keep it
      const from = place < past ? 0 : past;
      const expected = Array.from({ length: place - from + 1 }, (_, i) => `fight.timeline holds a malformed step (${from + i})`);
      expect(withDamageAt(place), `step ${place}`).toEqual(expected);
    }
  });

  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: a step whose diff brings a malformed combatant is found, checked whole', (rules) => {
    const s = aStore(rules);
    const t = s.fight.timeline;
    const place = t.past.findIndex((d: Rec) => (d.c?.length ?? 0) > 0 || (d.p?.length ?? 0) > 0);
    expect(place).toBeGreaterThanOrEqual(0);
    const d = t.past[place];
    (d.p?.[0] ?? d.c?.[0]).tier = 'no_such_tier';
    const problems = validateStored(s);
    // that step, and older steps that kept the combatant as it brought it
    expect(problems).toContain(`fight.timeline holds a malformed step (${place})`);
    for (const p of problems) expect(Number(/^fight\.timeline holds a malformed step \((\d+)\)$/.exec(p)?.[1])).toBeLessThanOrEqual(place);
  });
});

describe('what the check is given is what the script stores', () => {
  it('encodes a history whose steps all pass as the present does', () => {
    const rs = ruleSetOf('rounds') as NonNullable<ReturnType<typeof ruleSetOf>>;
    const play = randomPlay(rs, 11, 9);
    let t: Timeline<FightStateBase> = timeline(play.step().after);
    while (t.past.length < 30) t = record(t, play.step().after);
    const s = { ...freshStore(), fight: { rules: 'rounds', pageId: 'p', timeline: encodeTimeline(t, true), lastTurnOrder: '' } };
    expect(validateStored(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });
});
