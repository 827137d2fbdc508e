// What every rule set promises the application, checked the same way for each one in the registry: random play
// through the seam with seeded dice, and the invariants after every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksActing, CONDITION_KEYS } from '../../src/rules/core/conditions';
import type { FightEvent } from '../../src/rules/core/events';
import type { FightStateBase, RuleOptions, RuleSet } from '../../src/rules/core/rule-set';
import { ruleSets } from '../../src/rules/registry';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { seededDice } from '../support/dice';
import { newcomer } from '../support/random-play';
import { COMBATANT_KEYS, STATE_KEYS } from '../../src/rules/rondel/copy';
import { SECONDS_COMBATANT_KEYS, SECONDS_STATE_KEYS } from '../../src/rules/seconds/copy';
import { ROUNDS_COMBATANT_KEYS, ROUNDS_STATE_KEYS } from '../../src/rules/rounds/copy';

const SEED = 20261124;
const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

type Op =
  | { kind: 'next' }
  | { kind: 'step' }
  | { kind: 'act'; pick: number; who: number }
  | { kind: 'react'; who: number }
  | { kind: 'join' }
  | { kind: 'leave'; who: number }
  | { kind: 'condition'; who: number; condition: number; add: boolean }
  | { kind: 'place'; who: number; ahead: number }
  | { kind: 'rename'; who: number }
  | { kind: 'stand'; who: number; react: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Op>({ kind: 'next' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'step' }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(20), who: fc.nat(10) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('react' as const), who: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'join' }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('condition' as const), who: fc.nat(10), condition: fc.nat(CONDITION_KEYS.length - 1), add: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('place' as const), who: fc.nat(10), ahead: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), who: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stand' as const), who: fc.nat(10), react: fc.boolean() }) },
);

function play(rs: RuleSet<FightStateBase>, state: FightStateBase, o: Op, dice: ReturnType<typeof seededDice>, joined: { n: number }): { state: FightStateBase; events: readonly FightEvent[] } {
  const ids = state.combatants.map((c) => c.id);
  const who = (n: number): string => ids[n % Math.max(1, ids.length)] ?? 'nobody';
  switch (o.kind) {
    case 'next':
      return rs.advance(state, dice, OPTIONS, 'next');
    case 'step':
      return rs.advance(state, dice, OPTIONS, 'step');
    case 'act': {
      const due = rs.current(state);
      const action = rs.actions[o.pick % rs.actions.length]?.key ?? 'combat';
      return rs.declare(state, due && o.who % 3 !== 0 ? due.id : who(o.who), action, { cast: o.pick % 4 }, dice, OPTIONS, '');
    }
    case 'react':
      return rs.react(state, who(o.who), '', OPTIONS);
    case 'join':
      joined.n += 1;
      return rs.join(state, [newcomer(100 + joined.n)], dice, OPTIONS);
    case 'leave':
      return state.combatants.length > 2 ? rs.leave(state, who(o.who)) : { state, events: [] };
    case 'condition': {
      const k = CONDITION_KEYS[o.condition] as (typeof CONDITION_KEYS)[number];
      return rs.changeConditions(state, who(o.who), o.add ? [k] : [], o.add ? [] : [k]);
    }
    case 'place':
      return rs.place(state, who(o.who), rs.clock(state) + o.ahead, dice);
    case 'rename': {
      const id = who(o.who);
      const c = state.combatants.find((x) => x.id === id);
      return { state: c ? rs.rename(state, id, `${c.name}′`) : state, events: [] };
    }
    case 'stand':
      return rs.stand(state, who(o.who), o.react, OPTIONS);
  }
}

/** Every object in a state that names the combatant `id`: its own record, a spell it cast, words it said. */
function namesOf(value: unknown, id: string, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) namesOf(v, id, found);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.id === id && typeof o.name === 'string') found.push(o.name);
    if (o.casterId === id && typeof o.casterName === 'string') found.push(o.casterName);
    for (const v of Object.values(o)) namesOf(v, id, found);
  }
  return found;
}

/** The same state with a key no rule set knows on it and on each combatant: every copy takes the plain spread. */
function unknownKeys(state: FightStateBase): FightStateBase {
  return { ...state, combatants: state.combatants.map((c) => ({ ...c, legacy: 1 })), legacy: 1 } as FightStateBase;
}

const withoutUnknown = (value: unknown): string => JSON.stringify(value, (key, v: unknown) => (key === 'legacy' ? undefined : v));

const COPY_KEYS: Record<string, { combatant: readonly string[]; state: readonly string[] }> = {
  rondel: { combatant: COMBATANT_KEYS, state: STATE_KEYS },
  seconds: { combatant: SECONDS_COMBATANT_KEYS, state: SECONDS_STATE_KEYS },
  rounds: { combatant: ROUNDS_COMBATANT_KEYS, state: ROUNDS_STATE_KEYS },
};

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('the rule set %s copies by literal as the spread would', (id, rs) => {
  it('makes its combatants and states with the keys its copies know, in their order', () => {
    const { state } = rs.start([newcomer(1), newcomer(2), newcomer(3)], seededDice(5), OPTIONS);
    expect(Object.keys(state)).toEqual(COPY_KEYS[id]?.state);
    for (const c of state.combatants) expect(Object.keys(c)).toEqual(COPY_KEYS[id]?.combatant);
  });

  it(`under random play (seed ${SEED}) gives the same states and events as on objects only the spread copies`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.array(op, { minLength: 1, maxLength: 60, size: 'max' }), fc.integer(), (size, ops, seed) => {
        const fastDice = seededDice(seed);
        const plainDice = seededDice(seed);
        const list = Array.from({ length: size }, (_, i) => newcomer(i));
        let fast = rs.start(list, fastDice, OPTIONS).state;
        let plain = unknownKeys(rs.start(list, plainDice, OPTIONS).state);
        const joinedFast = { n: 0 };
        const joinedPlain = { n: 0 };
        for (const o of ops) {
          const a = play(rs, fast, o, fastDice, joinedFast);
          const b = play(rs, plain, o, plainDice, joinedPlain);
          expect(withoutUnknown(b.events)).toBe(JSON.stringify(a.events));
          expect(withoutUnknown(b.state)).toBe(JSON.stringify(a.state));
          expect(b.state === plain).toBe(a.state === fast);
          fast = a.state;
          plain = b.state;
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('the rule set %s keeps the seam’s promises', (_id, rs) => {
  it(`under random play (seed ${SEED}): the clock never goes back, a refusal changes nothing, the state is valid JSON, the order and the tracker hold everyone once`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.array(op, { minLength: 1, maxLength: 60, size: 'max' }), fc.integer(), (size, ops, seed) => {
        const dice = seededDice(seed);
        const joined = { n: 0 };
        let step = rs.start(Array.from({ length: size }, (_, i) => newcomer(i)), dice, OPTIONS);
        expect(rs.validate(JSON.parse(JSON.stringify(step.state)))).toEqual([]);
        for (const o of ops) {
          const before = step.state;
          step = play(rs, before, o, dice, joined);
          const refused = step.events.some((e) => e.type === 'rejected');
          if (refused) {
            expect(step.state).toBe(before);
            expect(step.events.filter((e) => e.type !== 'rejected')).toEqual([]);
          }
          const s = step.state;
          expect(rs.clock(s)).toBeGreaterThanOrEqual(rs.clock(before));
          const copy = JSON.parse(JSON.stringify(s)) as FightStateBase;
          expect(copy).toEqual(s);
          expect(rs.validate(copy)).toEqual([]);
          const ids = s.combatants.map((c) => c.id).sort();
          expect(rs.order(s).map((c) => c.id).sort()).toEqual(ids);
          const view = rs.tracker(s);
          expect([...view.due, ...view.later].map((e) => e.id).sort()).toEqual(ids);
          const current = rs.current(s);
          if (current) expect(ids).toContain(current.id);
          // the menus ask whether one may react: the rule set answers as its reaction would
          for (const c of s.combatants) {
            const tried = rs.react(s, c.id, '', OPTIONS).events.find((e) => e.type === 'rejected');
            expect(rs.reactionRefused(s, c.id)).toEqual(tried && tried.type === 'rejected' ? (({ type: _t, ...r }) => r)(tried) : null);
          }
          // the menus offer the actions the rule set would take from the combatant whose turn it is, and no others
          if (current && !blocksActing(current.conditions)) {
            const now = rs.actionsNow(s, current.id);
            const probe = seededDice(seed);
            for (const a of rs.actions) {
              const taken = !rs.declare(s, current.id, a.key, {}, probe, OPTIONS, '').events.some((e) => e.type === 'rejected');
              expect(now.actions.includes(a), a.key).toBe(taken);
            }
            if (now.taken !== null) expect(rs.actions.map((a) => a.key)).toContain(now.taken);
          }
          // what happens, happens now: never at a clock the fight has not reached
          for (const e of step.events) {
            if (e.type === 'turn-due' || e.type === 'action-declared' || e.type === 'reacted' || e.type === 'movement-window' || e.type === 'spell-resolves' || e.type === 'round-started') {
              expect(e.count).toBeLessThanOrEqual(rs.clock(s));
            }
          }
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('an unknown action or combatant is refused with the state unchanged', () => {
    const dice = seededDice(SEED);
    const started = rs.start([newcomer(1), newcomer(2)], dice, OPTIONS).state;
    const due = rs.current(started) ?? started.combatants[0];
    expect(rs.declare(started, due?.id ?? '', 'juggle', {}, dice, OPTIONS, '').state).toBe(started);
    expect(rs.react(started, 'nobody', '', OPTIONS).state).toBe(started);
    expect(rs.leave(started, 'nobody').state).toBe(started);
  });

  it(`renames a combatant wherever the state names it, and nothing else (seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.array(op, { minLength: 1, maxLength: 60, size: 'max' }), fc.integer(), (size, ops, seed) => {
        const dice = seededDice(seed);
        const joined = { n: 0 };
        let s = rs.start(Array.from({ length: size }, (_, i) => newcomer(i)), dice, OPTIONS).state;
        for (const o of ops) s = play(rs, s, o, dice, joined).state;
        for (const c of s.combatants) {
          const renamed = rs.rename(s, c.id, 'Ren Amed');
          const names = namesOf(renamed, c.id);
          expect(names.length).toBeGreaterThan(0);
          expect(names.every((n) => n === 'Ren Amed')).toBe(true);
          expect(rs.validate(JSON.parse(JSON.stringify(renamed)))).toEqual([]);
          // renamed back, it is the state it was: nobody else's name, no other field, no key order changed
          expect(JSON.stringify(rs.rename(renamed, c.id, c.name))).toBe(JSON.stringify(s));
          expect(rs.current(renamed)?.id).toBe(rs.current(s)?.id);
          expect(rs.rename(s, c.id, c.name)).toBe(s);
        }
        expect(rs.rename(s, 'nobody', 'X')).toBe(s);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('renames the caster of a spell still to go off, and the speaker of words still held', () => {
    const dice = seededDice(SEED);
    let s = rs.start([newcomer(1), newcomer(2), newcomer(3)], dice, OPTIONS).state;
    for (let i = 0; i < 60 && !rs.current(s); i += 1) s = rs.advance(s, dice, OPTIONS, 'next').state;
    const due = rs.current(s) as { id: string; name: string };
    if (rs.actions.some((a) => a.key === 'magic' && a.takes.includes('cast'))) s = rs.declare(s, due.id, 'magic', { cast: 4 }, dice, OPTIONS, 'Fireball').state;
    if (rs.say) s = rs.say(s, due.id, 'Surrender!').state;
    const before = namesOf(s, due.id).length;
    const renamed = rs.rename(s, due.id, 'Ren Amed');
    expect(namesOf(renamed, due.id)).toEqual(Array.from({ length: before }, () => 'Ren Amed'));
    expect(JSON.stringify(renamed)).not.toContain(`"${due.name}"`);
  });

  it('stands a prone combatant up when the rule set allows it, and says when it can otherwise (ruling 90)', () => {
    const dice = seededDice(SEED);
    let s = rs.start([newcomer(1), newcomer(2), newcomer(3)], dice, OPTIONS).state;
    const id = (s.combatants[0] as { id: string }).id;
    const refusal = (st: FightStateBase, react = false): string | undefined => {
      const e = rs.stand(st, id, react, OPTIONS).events.find((x) => x.type === 'rejected');
      return e && e.type === 'rejected' ? e.code : undefined;
    };
    expect(refusal(s)).toBe('not-prone');
    expect(rs.stand(s, 'nobody', false, OPTIONS).state).toBe(s);
    s = rs.changeConditions(s, id, ['prone'], []).state;
    // held fast, it cannot get up at all
    expect(refusal(rs.changeConditions(s, id, ['unconscious'], []).state)).toBe('cannot-stand');
    expect(refusal(rs.changeConditions(s, id, ['grappled'], []).state, true)).toBe('cannot-stand');
    // a time it may stand: a window, a moment, its own turn (where the allowance offers a crawl)
    let waited = 0;
    while (rs.allowance(s, id, OPTIONS)?.kind !== 'crawl' && waited < 200) {
      const why = refusal(s);
      expect(why).toBe('stand-later');
      expect(rs.stand(s, id, false, OPTIONS).state).toBe(s);
      s = rs.advance(s, dice, OPTIONS, 'step').state;
      waited += 1;
    }
    const crawl = rs.allowance(s, id, OPTIONS);
    expect(crawl?.kind).toBe('crawl');
    const up = rs.stand(s, id, false, OPTIONS);
    expect(up.events.map((e) => e.type)).toContain('stood-up');
    expect(up.state.combatants.find((c) => c.id === id)?.conditions).not.toContain('prone');
    expect(rs.validate(JSON.parse(JSON.stringify(up.state)))).toEqual([]);
    // standing took the window or the moment (no hexes there), or half its turn's hexes
    const after = rs.allowance(up.state, id, OPTIONS);
    expect(after).toEqual({ kind: 'move', hexes: rs.id === 'rounds' ? (crawl as { full: number }).full - Math.ceil((crawl as { full: number }).full / 2) : 0 });
    expect(rs.windowChanges(s, up.state, OPTIONS)).toEqual([{ type: 'allowance-changed', id, count: rs.clock(s), allowance: after }]);
    expect(refusal(up.state)).toBe('not-prone');
  });

  it('starting with nobody is refused', () => {
    const step = rs.start([], seededDice(1), OPTIONS);
    expect(step.events.map((e) => e.type)).toEqual(['rejected']);
  });

  it('names its source, its actions, and how ties go', () => {
    expect(rs.name).not.toBe('');
    expect(rs.source).toMatch(/rulebook page \d{3}/);
    expect(rs.actions.length).toBeGreaterThan(0);
    expect(new Set(rs.actions.map((a) => a.key)).size).toBe(rs.actions.length);
    expect(['lowest', 'highest']).toContain(rs.ties);
  });
});
