// The damage ledger and the plan of an application (docs/rules.md §10): which attacks may still be applied, what an
// application lowers, and the writes that apply or take it back.
import { describe, expect, it } from 'vitest';
import {
  addPending,
  bodyWrites,
  damageAlong,
  damageDifference,
  damageOf,
  EMPTY_LEDGER,
  markApplied,
  PENDING_LIMIT,
  planDamage,
  withDamage,
  type AppliedDamage,
} from '../../src/app/damage';
import type { BodyReading } from '../../src/app/ports';
import type { FightStateBase } from '../../src/rules/core/rule-set';

const body = (over: Partial<BodyReading>): BodyReading => ({ characterId: null, linkedBar: null, attribute: null, bar: null, ...over });
const state = { combatants: [] } as unknown as FightStateBase;

describe('the ledger of attacks', () => {
  it('a new attack is numbered from the ledger, not yet applied, and the next one gets the following number', () => {
    const first = addPending(EMPTY_LEDGER, 'tok-a', 7);
    expect(first.id).toBe('1');
    expect(first.ledger.pending).toEqual([{ id: '1', target: 'tok-a', amount: 7, applied: false }]);
    const second = addPending(first.ledger, 'tok-b', 3);
    expect(second.id).toBe('2');
    expect(second.ledger.next).toBe(3);
    expect(second.ledger.pending.map((p) => p.id)).toEqual(['1', '2']);
  });

  it(`keeps the last ${PENDING_LIMIT} attacks, the oldest going first`, () => {
    let ledger = EMPTY_LEDGER;
    for (let i = 0; i < PENDING_LIMIT + 2; i += 1) ledger = addPending(ledger, 'tok', i + 1).ledger;
    expect(ledger.pending).toHaveLength(PENDING_LIMIT);
    expect(ledger.pending[0]?.id).toBe('3');
    expect(ledger.pending.at(-1)?.id).toBe(String(PENDING_LIMIT + 2));
  });

  it('over the limit, the oldest attacks already applied give way first, then the oldest open ones', () => {
    let ledger = EMPTY_LEDGER;
    for (let i = 0; i < PENDING_LIMIT; i += 1) ledger = addPending(ledger, 'tok', 1).ledger;
    // 1 and 3 open, every other applied
    ledger = markApplied(ledger, ledger.pending.map((p) => p.id).filter((id) => id !== '1' && id !== '3'), true);
    ledger = addPending(ledger, 'tok', 1).ledger;
    expect(ledger.pending.map((p) => p.id).slice(0, 3)).toEqual(['1', '3', '4']);
    ledger = addPending(ledger, 'tok', 1).ledger;
    expect(ledger.pending.map((p) => p.id).slice(0, 3)).toEqual(['1', '3', '5']);
    expect(ledger.pending).toHaveLength(PENDING_LIMIT);
    // none applied: the oldest goes
    let open = EMPTY_LEDGER;
    for (let i = 0; i < PENDING_LIMIT + 1; i += 1) open = addPending(open, 'tok', 1).ledger;
    expect(open.pending[0]?.id).toBe('2');
  });

  it('marks the named attacks applied or open again, and leaves the ledger as it was when none is named', () => {
    let ledger = addPending(addPending(EMPTY_LEDGER, 'a', 1).ledger, 'b', 2).ledger;
    ledger = markApplied(ledger, ['2'], true);
    expect(ledger.pending.map((p) => p.applied)).toEqual([false, true]);
    expect(markApplied(ledger, ['2'], false).pending.map((p) => p.applied)).toEqual([false, false]);
    expect(markApplied(ledger, [], false)).toBe(ledger);
  });
});

describe('what an application lowers', () => {
  it('a bar linked to body_points: the attribute and the bar go down together from the attribute', () => {
    expect(planDamage('4', 'tok', 5, body({ characterId: 'ch', linkedBar: 'bar2', attribute: 20, bar: 18 }))).toEqual({
      roll: '4',
      target: 'tok',
      amount: 5,
      attribute: { characterId: 'ch', before: 20, after: 15 },
      bar: { bar: 'bar2', before: 18, after: 15 },
    });
  });

  it('a linked bar whose attribute holds no number counts from the bar; neither holding one is refused', () => {
    const plan = planDamage('4', 'tok', 5, body({ characterId: 'ch', linkedBar: 'bar1', attribute: null, bar: 12 }));
    expect(plan).toMatchObject({ attribute: { before: 12, after: 7 }, bar: { bar: 'bar1', before: 12, after: 7 } });
    expect(planDamage('4', 'tok', 5, body({ characterId: 'ch', linkedBar: 'bar1' }))).toBe('its body_points hold no number');
  });

  it('a linked bar with no number of its own starts from the attribute', () => {
    expect(planDamage('4', 'tok', 2, body({ characterId: 'ch', linkedBar: 'bar3', attribute: 9, bar: null }))).toMatchObject({ bar: { bar: 'bar3', before: 9, after: 7 } });
  });

  it('an unlinked token (or one without a character) loses from bar1 alone, and is refused when bar1 holds no number', () => {
    expect(planDamage('4', 'tok', 3, body({ characterId: 'ch', bar: 10 }))).toEqual({ roll: '4', target: 'tok', amount: 3, attribute: null, bar: { bar: 'bar1', before: 10, after: 7 } });
    expect(planDamage('4', 'tok', 3, body({ linkedBar: 'bar2', bar: 10 }))).toMatchObject({ attribute: null, bar: { bar: 'bar1', after: 7 } });
    expect(planDamage('4', 'tok', 3, body({}))).toBe('its bar1 holds no number (link bar1 to body_points, or type its body points into bar1)');
  });
});

describe('the writes of an application and of its undo', () => {
  const both: AppliedDamage = { roll: '1', target: 'tok', amount: 4, attribute: { characterId: 'ch', before: 10, after: 6 }, bar: { bar: 'bar2', before: 10, after: 6 } };

  it('applying writes the values after; restoring writes the values before', () => {
    expect(bodyWrites(both, 'apply')).toEqual([
      { kind: 'attribute', characterId: 'ch', name: 'body_points', current: 6 },
      { kind: 'bar', tokenId: 'tok', bar: 'bar2', value: 6 },
    ]);
    expect(bodyWrites(both, 'restore')).toEqual([
      { kind: 'attribute', characterId: 'ch', name: 'body_points', current: 10 },
      { kind: 'bar', tokenId: 'tok', bar: 'bar2', value: 10 },
    ]);
  });

  it('writes only what the application changed', () => {
    expect(bodyWrites({ ...both, attribute: null }, 'apply')).toEqual([{ kind: 'bar', tokenId: 'tok', bar: 'bar2', value: 6 }]);
    expect(bodyWrites({ ...both, bar: null }, 'apply')).toEqual([{ kind: 'attribute', characterId: 'ch', name: 'body_points', current: 6 }]);
  });

  it('a fight state carries its applications; anything else stored there counts as none', () => {
    expect(damageOf(state)).toEqual([]);
    expect(damageOf({ ...state, damage: 'broken' } as unknown as FightStateBase)).toEqual([]);
    const s = withDamage(state, [both]);
    expect(damageOf(s)).toEqual([both]);
    const later = withDamage(state, [both, { ...both, roll: '2' }]);
    expect(damageDifference(s, later).map((d) => d.roll)).toEqual(['2']);
    expect(damageDifference(later, s)).toEqual([]);
  });

  it('each step carries its own application on: a chain of steps gives each application once, in order', () => {
    const two = { ...both, roll: '2' };
    const three = { ...both, roll: '3', amount: 1 };
    // apply 1; a turn carries it on; apply 2; a turn; apply 3
    const s1 = withDamage(state, [both]);
    const s2 = { ...s1 };
    const s3 = withDamage(s2, [two]);
    const s4 = { ...s3 };
    const s5 = withDamage(s4, [three]);
    expect(damageAlong([state, s1, s2, s3, s4, s5]).map((d) => d.roll)).toEqual(['1', '2', '3']);
    // a step that carries the list on applied nothing, even as a copy made by a restart (equal, not the same)
    expect(damageDifference(s3, JSON.parse(JSON.stringify(s4)) as FightStateBase)).toEqual([]);
    expect(damageAlong([s3, s4])).toEqual([]);
    // a list equal to the one carried on is that one (a roll is applied once: the ledger refuses it a second time);
    // another application is the step's own
    expect(damageAlong([s2, withDamage(s2, [both])])).toEqual([]);
    expect(damageAlong([s2, withDamage(s2, [{ ...both, amount: 5 }])]).map((d) => d.amount)).toEqual([5]);
    // the lists earlier versions stored, every application of the fight, read the same
    const old = [state, withDamage(state, [both]), withDamage(state, [both, two]), withDamage(state, [both, two, three])];
    expect(damageAlong(old).map((d) => d.roll)).toEqual(['1', '2', '3']);
    expect(damageAlong(old.slice(2))).toEqual([three]);
  });
});
