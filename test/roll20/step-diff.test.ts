// An undo step is stored as the difference from its newer neighbour (src/roll20/store/step-diff.ts). Two promises:
// the older step comes back exactly (values, key order, combatant order), and the diff says no more than what
// differs, so a step's size follows what it changed and not the size of the fight (issue #16's stored-state target).
// The model below says independently what a minimal diff holds; fast-check draws neighbouring steps.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BaseCombatant, FightStateBase } from '../../src/rules/core/rule-set';
import { applyDiff, diffStep, type StepDiff } from '../../src/roll20/store';

type Rec = Record<string, unknown>;

const json = (v: unknown): string => JSON.stringify(v);
const keysOf = (v: object): string[] => Object.keys(v);
const sameKeys = (a: object, b: object): boolean => json(keysOf(a)) === json(keysOf(b));

/** A combatant as a rule set stores one: the id first (now and then later), then a few fields (a list and an object among them). */
const aCombatant = (id: string): fc.Arbitrary<Rec> =>
  fc
    .record({
      name: fc.constantFrom('Al', 'Bo', 'Cy'),
      next: fc.integer({ min: 0, max: 40 }),
      marks: fc.array(fc.constantFrom('flex', 'prone', 'slow'), { maxLength: 2 }),
      hp: fc.record({ now: fc.integer({ min: 0, max: 9 }), max: fc.constant(9) }),
      idLater: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    })
    .map(({ idLater, name, ...rest }) => (idLater ? { name, id, ...rest } : { id, name, ...rest }));

/** What one combatant of the newer step was in the older one. */
type CombatantEdit = 'same' | 'copy' | 'field' | 'nested' | 'shape' | 'order' | 'dropLast' | 'addLast' | 'joined';
const combatantEdit = fc.constantFrom<CombatantEdit>('same', 'same', 'copy', 'field', 'nested', 'shape', 'order', 'dropLast', 'addLast', 'joined');

/** What one of the state's own fields was in the older step. */
type FieldEdit = 'same' | 'value' | 'missing';
const fieldEdit = fc.constantFrom<FieldEdit>('same', 'same', 'value', 'missing');

function olderCombatant(n: Rec, edit: CombatantEdit): Rec | null {
  switch (edit) {
    case 'same':
      return n;
    case 'copy':
      return JSON.parse(json(n)) as Rec; // rebuilt the same: another object, the same value
    case 'field':
      return { ...n, next: (n.next as number) + 1 };
    case 'nested':
      return { ...n, hp: { ...(n.hp as Rec), now: ((n.hp as Rec).now as number) + 1 } };
    case 'shape': {
      const { marks: _marks, ...rest } = n;
      return { ...rest, held: true };
    }
    case 'order': {
      const { next, ...rest } = n;
      return { ...rest, next };
    }
    case 'dropLast': {
      const { hp: _hp, ...rest } = n;
      return rest;
    }
    case 'addLast':
      return { ...n, held: true };
    case 'joined':
      return null;
  }
}

interface Pair {
  readonly newer: FightStateBase;
  readonly older: FightStateBase;
}

/** Neighbouring steps: the older one edits the newer one's combatants and fields, may hold combatants that left since, and may order either differently. */
const aPair: fc.Arbitrary<Pair> = fc
  .record({
    size: fc.integer({ min: 0, max: 7 }),
    edits: fc.array(combatantEdit, { minLength: 7, maxLength: 7 }),
    left: fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 3 }),
    shuffle: fc.boolean(),
    swap: fc.tuple(fc.nat(), fc.nat()),
    fields: fc.array(fieldEdit, { minLength: 3, maxLength: 3 }),
    extraField: fc.boolean(),
    fieldsReordered: fc.boolean(),
    seeds: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 12, maxLength: 12 }),
  })
  .chain((p) =>
    fc
      .tuple(
        fc.tuple(...Array.from({ length: 7 }, (_, i) => aCombatant(`n${i}`))),
        fc.tuple(...Array.from({ length: 3 }, (_, i) => aCombatant(`gone${i}`))),
      )
      .map(([made, goneMade]) => {
        const newerList = made.slice(0, p.size);
        const olderList: Rec[] = [];
        newerList.forEach((n, i) => {
          const o = olderCombatant(n, p.edits[i] as CombatantEdit);
          if (o) olderList.push(o);
        });
        p.left.forEach((at, j) => {
          const c = goneMade[j] as Rec;
          olderList.splice(Math.min(at, olderList.length), 0, c);
        });
        if (p.shuffle && olderList.length > 1) {
          const a = p.swap[0] % olderList.length;
          const b = p.swap[1] % olderList.length;
          [olderList[a], olderList[b]] = [olderList[b] as Rec, olderList[a] as Rec];
        }
        const names = ['counter', 'round', 'log'];
        const newerState: Rec = { rules: 'test' };
        const olderState: Rec = { rules: 'test' };
        names.forEach((k, i) => {
          const v = k === 'log' ? [p.seeds[i]] : p.seeds[i];
          newerState[k] = v;
          const edit = p.fields[i] as FieldEdit;
          if (edit === 'same') olderState[k] = v;
          else if (edit === 'value') olderState[k] = k === 'log' ? [(p.seeds[i] as number) + 1] : (p.seeds[i] as number) + 1;
        });
        newerState.combatants = newerList;
        olderState.combatants = olderList;
        if (p.extraField) olderState.pending = { by: 'n0' };
        const older = p.fieldsReordered ? Object.fromEntries(Object.entries(olderState).reverse()) : olderState;
        return { newer: newerState as unknown as FightStateBase, older: older as unknown as FightStateBase };
      }),
  );

/** The minimal diff, said independently of the code: what the older step has that the newer one cannot give back. */
function minimalDiff(newer: FightStateBase, older: FightStateBase): Rec {
  const out: Rec = {};
  const newerById = new Map(newer.combatants.map((c) => [c.id, c as unknown as Rec]));
  const olderIds = new Set(older.combatants.map((c) => c.id));
  const whole: unknown[] = [];
  const partial: Rec[] = [];
  const lostAt: number[] = [];
  older.combatants.forEach((o, index) => {
    const n = newerById.get(o.id);
    if (!n) {
      whole.push(o);
      lostAt.push(index);
      return;
    }
    if (json(n) === json(o)) return;
    // a combatant that changed shape is named whole, and so is one whose id is not its first field (rule sets put it first)
    if (!sameKeys(n, o) || keysOf(o)[0] !== 'id') {
      whole.push(o);
      return;
    }
    const fields: Rec = { id: o.id };
    for (const k of keysOf(o)) if (json((o as unknown as Rec)[k]) !== json(n[k])) fields[k] = (o as unknown as Rec)[k];
    partial.push(fields);
  });
  const joined = newer.combatants.filter((c) => !olderIds.has(c.id)).map((c) => c.id);
  if (whole.length) out.c = whole;
  if (partial.length) out.p = partial;
  if (joined.length) out.g = joined;
  if (lostAt.length) out.i = lostAt;
  // the order given back without a list: the newer order without those who joined, those who left put back at their places
  const rebuilt = newer.combatants.map((c) => c.id).filter((id) => olderIds.has(id));
  const lostIds = older.combatants.filter((c) => !newerById.has(c.id)).map((c) => c.id);
  lostIds.forEach((id, j) => rebuilt.splice(lostAt[j] as number, 0, id));
  const olderOrder = older.combatants.map((c) => c.id);
  if (json(rebuilt) !== json(olderOrder)) out.ids = olderOrder;
  const n = newer as unknown as Rec;
  const o = older as unknown as Rec;
  const fields: Rec = {};
  for (const k of keysOf(o)) if (k !== 'combatants' && (!(k in n) || json(n[k]) !== json(o[k]))) fields[k] = o[k];
  if (keysOf(fields).length) out.f = fields;
  const missing = keysOf(n).filter((k) => !(k in o));
  if (missing.length) out.x = missing;
  // the field order given back without a list: the newer order without the missing, then the older's own new fields
  const keys = keysOf(n).filter((k) => k in o);
  for (const k of keysOf(fields)) if (!keys.includes(k)) keys.push(k);
  if (json(keys) !== json(keysOf(o))) out.k = keysOf(o);
  return out;
}

/** The diff as Roll20's state keeps it: JSON text and back. */
const stored = (d: StepDiff): StepDiff => JSON.parse(json(d)) as StepDiff;

describe('an undo step stored as a diff from its newer neighbour', () => {
  it('is drawn in every shape a diff can take (the properties below reach each part)', () => {
    const seen = new Set<string>();
    for (const { newer, older } of fc.sample(aPair, { numRuns: 1500, seed: 16 })) {
      const d = diffStep(newer, older) as Rec;
      for (const k of keysOf(d)) seen.add(k);
      if (keysOf(d).length === 0) seen.add('nothing');
      if (newer.combatants.length === older.combatants.length && (d.ids !== undefined || d.g !== undefined)) seen.add('as many, others');
    }
    expect([...seen].sort()).toEqual(['as many, others', 'c', 'f', 'g', 'i', 'ids', 'k', 'nothing', 'p', 'x']);
  });

  it('gives the older step back exactly: values, key order and combatant order', () => {
    fc.assert(
      fc.property(aPair, ({ newer, older }) => {
        const back = applyDiff(newer, stored(diffStep(newer, older)));
        expect(json(back)).toBe(json(older));
      }),
      { numRuns: 1500 },
    );
  });

  it('says exactly what differs and nothing more', () => {
    fc.assert(
      fc.property(aPair, ({ newer, older }) => {
        expect(json(diffStep(newer, older))).toBe(json(minimalDiff(newer, older)));
      }),
      { numRuns: 1500 },
    );
  });

  it('shares every combatant it does not name with the newer step, the same object', () => {
    fc.assert(
      fc.property(aPair, ({ newer, older }) => {
        const d = stored(diffStep(newer, older));
        const back = applyDiff(newer, d) as FightStateBase;
        const named = new Set([...(d.c ?? []), ...(d.p ?? [])].map((c) => c.id));
        const newerById = new Map(newer.combatants.map((c) => [c.id, c]));
        for (const c of back.combatants) {
          if (named.has(c.id)) expect(c).not.toBe(newerById.get(c.id));
          else expect(c).toBe(newerById.get(c.id));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is empty for a step that changed nothing, even when every combatant was rebuilt', () => {
    fc.assert(
      fc.property(aPair, ({ newer }) => {
        expect(diffStep(newer, newer)).toEqual({});
        expect(diffStep(newer, JSON.parse(json(newer)) as FightStateBase)).toEqual({});
      }),
      { numRuns: 200 },
    );
  });

  it('names a changed field of a combatant with its id only, whatever the fight’s size', () => {
    const list = (n: number): BaseCombatant[] => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, next: i, marks: [] }) as unknown as BaseCombatant);
    for (const n of [2, 50, 500]) {
      const newer = { rules: 'test', counter: 5, combatants: list(n) } as unknown as FightStateBase;
      const olderList = [...newer.combatants];
      olderList[1] = { ...(olderList[1] as BaseCombatant), next: 99 } as BaseCombatant;
      const older = { ...newer, counter: 4, combatants: olderList } as FightStateBase;
      expect(diffStep(newer, older)).toEqual({ p: [{ id: 'c1', next: 99 }], f: { counter: 4 } });
    }
  });
});

describe('a stored diff that does not fit is refused, never turned into a wrong step', () => {
  const newer = {
    rules: 'test',
    counter: 3,
    combatants: [
      { id: 'a', next: 1 },
      { id: 'b', next: 2 },
    ],
  } as unknown as FightStateBase;
  const fits: readonly [string, unknown][] = [
    ['nothing', {}],
    ['a whole combatant', { c: [{ id: 'a', next: 7, held: true }] }],
    ['a field', { p: [{ id: 'b', next: 5 }] }],
    ['one who joined since', { g: ['b'] }],
    ['one who left since', { c: [{ id: 'z', next: 0 }], i: [1] }],
    ['an order', { ids: ['b', 'a'] }],
    ['a field and its order', { f: { counter: 1, extra: 2 }, k: ['extra', 'combatants', 'counter', 'rules'] }],
    ['a field the older step lacked', { x: ['counter'] }],
  ];
  it.each(fits)('accepts %s', (_, d) => {
    expect(applyDiff(newer, d as StepDiff)).not.toBeNull();
  });

  const refused: readonly [string, unknown][] = [
    ['not an object', 'x'],
    ['null', null],
    ['whole combatants that are not a list', { c: { id: 'a' } }],
    ['a whole combatant without a text id', { c: [{ id: 3 }], i: [0] }],
    ['a whole combatant that is not an object', { c: ['a'], i: [0] }],
    ['fields that are not a list', { p: { id: 'a' } }],
    ['fields without a text id', { p: [{ next: 3 }] }],
    ['fields of a combatant the newer step lacks', { p: [{ id: 'z', next: 3 }] }],
    ['a field the combatant lacks', { p: [{ id: 'a', speed: 3 }] }],
    ['joined ids that are not texts', { g: [1] }],
    ['places that are not a list', { c: [{ id: 'z' }], i: 1 }],
    ['a place that is not a whole number', { c: [{ id: 'z' }], i: [0.5] }],
    ['a negative place', { c: [{ id: 'z' }], i: [-1] }],
    ['a place for nobody who left', { i: [0] }],
    ['one who left without a place', { c: [{ id: 'z' }] }],
    ['state fields that are not an object', { f: [1] }],
    ['missing fields that are not texts', { x: [1] }],
    ['an order that is not texts', { ids: [1, 2] }],
    ['an order naming nobody in the fight', { ids: ['a', 'nobody'] }],
    // an edited step would be one combatant twice, which no start-up reads back (review 23)
    ['an order naming a combatant twice', { ids: ['a', 'a'] }],
    ['an order naming a combatant twice, one of them changed', { ids: ['a', 'a'], p: [{ id: 'a', name: 'Al' }] }],
    ['a field order that is not texts', { k: [1] }],
    ['a field order without the combatants', { k: ['counter', 'rules'] }],
    ['a field order naming a field nowhere', { k: ['rules', 'combatants', 'nowhere'] }],
    ['a field order naming a field the older step lacked', { x: ['counter'], k: ['rules', 'counter', 'combatants'] }],
  ];
  it.each(refused)('refuses %s', (_, d) => {
    expect(applyDiff(newer, d as StepDiff)).toBeNull();
  });
});
