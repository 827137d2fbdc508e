import { describe, expect, it, vi } from 'vitest';
import { ruleSets } from '../../src/rules/registry';
import { ruleOptions } from '../../src/app/context';
import { TIER_KEYS } from '../../src/rules/core/numbers';
import type { NewCombatant } from '../../src/rules/core/rule-set';
import { applyDiff, applyPatch, decodeTimeline, encodeTimeline, encodeTimelineV2, load, MIGRATIONS, persist, SCHEMA_VERSION, validateStored } from '../../src/roll20/store';
import { configFromUserOptions } from '../../src/app/config';
import { DEFAULT_CONFIG, freshStore, type Stored } from '../../src/app/model';
import type { CombatState } from '../../src/rules/rondel/state';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { advance, declareAction, react, startCombat } from '../../src/rules/rondel/engine';
import { mapTimeline, record, redo, timeline, undo, type Timeline } from '../../src/rules/core/history';
import { randomPlay } from '../support/random-play';
import { currentCombatant } from '../../src/rules/rondel/order';
import { seededDice } from '../support/dice';
import { aNewCombatant } from '../support/builders';
import { scriptedDice } from '../support/dice';
import { project } from '../../src/app/tracker';
import { ruleSetOf } from '../../src/rules/registry';

const rondelRules = () => ruleSetOf('rondel') as NonNullable<ReturnType<typeof ruleSetOf>>;

/** A fixture of every shipped schema version, as it would sit in Roll20's state. */
const FIXTURES: Record<number, unknown> = {
  0: {},
  1: {
    schemaVersion: 1,
    config: DEFAULT_CONFIG,
    fight: {
      pageId: 'page1',
      timeline: timeline(startCombat([aNewCombatant({ id: 'x' }), aNewCombatant({ id: 'y' })], scriptedDice(3, 7)).state),
      lastTurnOrder: '',
    },
    helpVersion: '0.1.0',
  },
  2: (() => {
    // schema 2 had no rule sets: the fight was the rondel's without saying so
    const p = persistV3(aStoredFight(8, 12)) as { fight: Record<string, unknown> };
    const { rules: _rules, ...fight } = p.fight;
    return { ...p, schemaVersion: 2, fight };
  })(),
  // schema 3 kept every undo step as a patch naming every combatant, unchanged ones by id
  3: persistV3(aStoredFight(8, 12)),
  4: persist(aStoredFight(8, 12)),
};

/** The store as schema 3 wrote it. */
function persistV3(stored: Stored): unknown {
  const fight = stored.fight;
  return { ...stored, schemaVersion: 3, fight: fight ? { ...fight, timeline: encodeTimelineV2(fight.timeline) } : null };
}

/** A store with a fight of `size` combatants after `steps` steps of play (deterministic). */
function aStoredFight(size: number, steps: number): Stored {
  const dice = seededDice(size * 31 + steps);
  const list = Array.from({ length: size }, (_, i) => aNewCombatant({ id: `t${i}`, name: `T${i}` }));
  let t: Timeline<CombatState> = timeline(startCombat(list, dice).state);
  for (let i = 0; i < steps; i += 1) {
    const s = t.present;
    const due = currentCombatant(s);
    const next = i % 5 === 4 ? react(s, `t${i % size}`).state : due ? declareAction(s, due.id, 'combat', { speed: 1 }, dice).state : advance(s, dice).state;
    t = record(t, next);
  }
  return { ...freshStore(), fight: { rules: 'rondel', pageId: 'page1', timeline: t as Timeline<FightStateBase>, lastTurnOrder: '' } };
}

describe('stored data', () => {
  it('has one migration per schema version before the current one', () => {
    expect(MIGRATIONS).toHaveLength(SCHEMA_VERSION);
    expect(Object.keys(FIXTURES).map(Number)).toEqual([...Array(SCHEMA_VERSION + 1).keys()]);
  });

  it.each(Object.entries(FIXTURES))('schema %s migrates to a valid current store', (version, fixture) => {
    const loaded = load(JSON.parse(JSON.stringify(fixture)));
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(validateStored(loaded.stored)).toEqual([]);
    expect(loaded.stored.schemaVersion).toBe(SCHEMA_VERSION);
    expect(loaded.migrated).toBe(Number(version) !== SCHEMA_VERSION);
  });

  it('a schema-2 fight is the rondel’s after the migration, its history intact', () => {
    const loaded = load(JSON.parse(JSON.stringify(FIXTURES[2])));
    expect(loaded.ok && loaded.stored.fight?.rules).toBe('rondel');
    const direct = load(JSON.parse(JSON.stringify(FIXTURES[3])));
    expect(loaded.ok && direct.ok && JSON.stringify(loaded.stored.fight)).toBe(direct.ok && JSON.stringify(direct.stored.fight));
  });

  it('a schema-3 history migrates to schema 4 step for step, and is stored far smaller', () => {
    const stored = aStoredFight(60, 30);
    const v3 = JSON.parse(JSON.stringify(persistV3(stored))) as unknown;
    const loaded = load(v3);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.migrated).toBe(true);
    // every step of the history comes back exactly, in the same JSON text
    expect(JSON.stringify(loaded.stored.fight)).toBe(JSON.stringify(stored.fight));
    const v4 = JSON.stringify(persist(loaded.stored));
    expect(v4.length * 2).toBeLessThan(JSON.stringify(v3).length);
    // and what schema 4 wrote reads back to the same store
    const again = load(JSON.parse(v4));
    expect(again.ok && JSON.stringify(again.stored)).toBe(JSON.stringify(loaded.stored));
  });

  it('an undo step names only what changed: its size does not grow with the fight', () => {
    const stepBytes = (size: number): number => {
      const stored = aStoredFight(size, 30);
      const t = persist(stored) as { fight: { timeline: { past: unknown[] } } };
      return Math.max(...t.fight.timeline.past.map((p) => JSON.stringify(p).length));
    };
    const small = stepBytes(20);
    const large = stepBytes(200);
    // a step changes a combatant or two and the clock, whatever the number of combatants
    expect(large).toBeLessThan(small * 2);
    expect(large).toBeLessThan(2000);
  });

  it('a step with as many fields as its neighbour, but others or in another order, comes back as it was', () => {
    const stored = aStoredFight(6, 4);
    const s = stored.fight?.timeline.present as CombatState;
    const { spells, ...rest } = s as CombatState & { spells: unknown };
    const renamed = { ...rest, charms: spells } as unknown as FightStateBase;
    const reordered = { spells, ...rest } as unknown as FightStateBase;
    const changedToo = { ...s, counter: s.counter + 3 } as FightStateBase;
    for (const [newer, older] of [
      [renamed, s],
      [s, renamed],
      [reordered, s],
      [s, reordered],
      [changedToo, reordered],
      [s, changedToo],
    ] as const) {
      const t = encodeTimeline({ present: newer as FightStateBase, past: [older as FightStateBase], future: [] });
      const back = decodeTimeline(JSON.parse(JSON.stringify(t)) as typeof t);
      expect(JSON.stringify(back?.past[0])).toBe(JSON.stringify(older));
    }
  });

  it('a combatant that left or joined comes back in its place, and the fields in their order', () => {
    const stored = aStoredFight(6, 4);
    const s = stored.fight?.timeline.present as CombatState;
    const without = { ...s, combatants: s.combatants.filter((_, i) => i !== 2) };
    const withExtra = { extra: 99, ...s, combatants: [...s.combatants.slice(0, 1), { ...(s.combatants[0] as CombatState['combatants'][number]), id: 'new' }, ...s.combatants.slice(1)] };
    for (const [newer, older] of [
      [without, s],
      [s, without],
      [withExtra, s],
      [s, withExtra],
    ] as const) {
      const t = encodeTimeline({ present: newer as FightStateBase, past: [older as FightStateBase], future: [] });
      expect(t.past[0]?.ids).toBeUndefined();
      const back = decodeTimeline(JSON.parse(JSON.stringify(t)) as typeof t);
      expect(JSON.stringify(back?.past[0])).toBe(JSON.stringify(older));
    }
  });

  it('keeps the copy of the tracker as the entries of others when the rest is the fight’s own projection', () => {
    const stored = aStoredFight(30, 6);
    const fight = stored.fight as NonNullable<Stored['fight']>;
    const rs = rondelRules();
    const others = [{ id: 'someone-else', pr: 5, custom: '', _pageid: 'page1' }];
    const text = JSON.stringify(project(rs, fight.timeline.present, 'page1', others));
    const withCopy: Stored = { ...stored, fight: { ...fight, lastTurnOrder: text } };
    const raw = JSON.parse(JSON.stringify(persist(withCopy))) as { fight: { lastTurnOrder: unknown } };
    expect(raw.fight.lastTurnOrder).toEqual({ others });
    const back = load(raw);
    expect(back.ok && back.stored.fight?.lastTurnOrder).toBe(text);
    // a copy that is not the projection (another script's write it could not put back) is kept as text
    const odd: Stored = { ...stored, fight: { ...fight, lastTurnOrder: '[{"id":1,"pr":"x"}]' } };
    const rawOdd = JSON.parse(JSON.stringify(persist(odd))) as { fight: { lastTurnOrder: unknown } };
    expect(rawOdd.fight.lastTurnOrder).toBe('[{"id":1,"pr":"x"}]');
    expect(load(rawOdd).ok).toBe(true);
    expect(load({ ...rawOdd, fight: { ...rawOdd.fight, lastTurnOrder: { others: 'no' } } }).ok).toBe(false);
  });

  it('a step whose diff brings a malformed combatant is refused on load, not kept', () => {
    const raw = JSON.parse(JSON.stringify(persist(aStoredFight(20, 12)))) as { fight: { timeline: { past: { c?: Record<string, unknown>[]; p?: Record<string, unknown>[] }[] } } };
    const step = raw.fight.timeline.past.find((d) => (d.p?.length ?? 0) > 0 || (d.c?.length ?? 0) > 0);
    expect(step).toBeDefined();
    const bad = (step?.p?.[0] ?? step?.c?.[0]) as Record<string, unknown>;
    bad.tier = 'no_such_tier';
    const loaded = load(raw);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problem).toContain('malformed step');
  });

  it('a diff that does not fit the newer step gives null, never a wrong step', () => {
    const s = aStoredFight(3, 2).fight?.timeline.present as CombatState;
    expect(applyDiff(s, { g: ['nobody-here'], c: [] })).not.toBeNull();
    expect(applyDiff(s, { ids: ['nobody'] })).toBeNull();
    expect(applyDiff(s, { i: [0] })).toBeNull();
    expect(applyDiff(s, { c: [{ id: 3 } as never] })).toBeNull();
    expect(applyDiff(s, { k: ['counter'] })).toBeNull();
    expect(applyDiff(s, 'x' as never)).toBeNull();
  });

  it('a fight under a rule set this script does not know is refused, not guessed', () => {
    const raw = JSON.parse(JSON.stringify(FIXTURES[3])) as { fight: { rules: string } };
    raw.fight.rules = 'chess';
    const loaded = load(raw);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problem).toContain('not a rule set');
  });

  it('the rolls’ additions are optional: stored data without them loads with the defaults, with them it keeps them', () => {
    const raw = JSON.parse(JSON.stringify(persist(freshStore()))) as Record<string, unknown>;
    const config = { ...(raw.config as Record<string, unknown>) };
    delete config.autoDamage;
    const without = load({ ...raw, config });
    expect(without.ok && without.stored.config.autoDamage).toBe(false);
    expect(without.ok && without.stored.rolls).toBeUndefined();
    const rolls = { next: 3, pending: [{ id: '2', target: 't', amount: 4, applied: true }], applied: [{ roll: '2', target: 't', amount: 4, attribute: null, bar: { bar: 'bar1', before: 9, after: 5 } }] };
    const withRolls = load({ ...raw, rolls });
    expect(withRolls.ok && withRolls.stored.rolls).toEqual(rolls);
    const broken = load({ ...raw, rolls: { next: 'x', pending: [], applied: [] } });
    expect(!broken.ok && broken.problem).toContain('rolls is malformed');
  });

  it('the critical awards in the rolls’ ledger are optional, kept when well-formed, refused when not (docs/rules.md §9.3)', () => {
    const raw = JSON.parse(JSON.stringify(persist(freshStore()))) as Record<string, unknown>;
    const rolls = { next: 1, pending: [], applied: [], awards: [{ holder: 't', weapon: 'longsword', round: 2 }] };
    const kept = load({ ...raw, rolls });
    expect(kept.ok && kept.stored.rolls).toEqual(rolls);
    const broken = load({ ...raw, rolls: { ...rolls, awards: [{ holder: 't', weapon: 'longsword', round: 'two' }] } });
    expect(!broken.ok && broken.problem).toContain('rolls is malformed');
  });

  it('nothing stored is a fresh store', () => {
    expect(load(undefined)).toEqual({ ok: true, stored: freshStore(), migrated: true });
  });

  it('never changes what it was given', () => {
    const raw = JSON.parse(JSON.stringify(FIXTURES[0])) as Record<string, unknown>;
    load(raw);
    expect(raw).toEqual({});
  });

  it.each([
    [{ schemaVersion: SCHEMA_VERSION + 1 }, 'newer version'],
    [{ schemaVersion: 'one' }, 'is not a version'],
    [{ schemaVersion: 1.5 }, 'is not a version'],
    [[1, 2], 'not an object'],
    [{ schemaVersion: 1, config: { ...DEFAULT_CONFIG, announce: 'loud' }, fight: null, helpVersion: '' }, 'config.announce'],
    [{ schemaVersion: 1, config: DEFAULT_CONFIG, fight: { pageId: 'p', lastTurnOrder: '', timeline: { present: { counter: 0 }, past: [], future: [] } }, helpVersion: '' }, 'counter'],
  ])('refuses %j', (raw, problem) => {
    const loaded = load(raw);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problem).toContain(problem);
  });

  it('keeps the undo history as patches that give back every step exactly', () => {
    const stored = aStoredFight(20, 40);
    const t = (stored.fight as unknown as { timeline: Timeline<CombatState> }).timeline;
    const json = JSON.parse(JSON.stringify(persist(stored))) as { fight: { timeline: ReturnType<typeof encodeTimeline> } };
    const back = decodeTimeline(json.fight.timeline);
    expect(JSON.stringify(back)).toBe(JSON.stringify(t));
    const loaded = load(JSON.parse(JSON.stringify(persist(stored))));
    expect(loaded.ok && JSON.stringify(loaded.stored)).toBe(JSON.stringify(stored));
  });

  it('stores far less than whole states: unchanged combatants are not named', () => {
    const stored = aStoredFight(200, 30);
    const whole = JSON.stringify({ ...stored, schemaVersion: 1 }).length;
    const patched = JSON.stringify(persist(stored)).length;
    expect(patched * 20).toBeLessThan(whole);
  });

  it('a patch naming a combatant the newer state lacks does not fit', () => {
    const s = aStoredFight(2, 0).fight?.timeline.present as CombatState;
    expect(applyPatch(s, { counter: 1, nextArrival: 2, spells: [], combatants: ['nobody'] })).toBeNull();
  });

  it('reads the one-click options, ignoring what does not fit', () => {
    expect(configFromUserOptions({ announce: 'gm', passedOver: 'reset', movementBadges: 'false', alias: '!ER' })).toMatchObject({
      announce: 'gm',
      passedOver: 'reset',
      movementBadges: false,
      alias: 'er',
    });
    expect(configFromUserOptions({ announce: 'loud', alias: 'rondel', movementBadges: false })).toEqual(DEFAULT_CONFIG);
    expect(configFromUserOptions(undefined)).toEqual(DEFAULT_CONFIG);
  });
});

describe('start-up checks the undo history step by step, not whole', () => {
  const OPTIONS = ruleOptions(DEFAULT_CONFIG);
  for (const rs of ruleSets()) {
    it(`${rs.id}: each older step is checked with the combatants its diff brought (and those its fields name), never whole`, () => {
      const dice = seededDice(77);
      const size = 40;
      const list = Array.from({ length: size }, (_, i) => ({
        id: `c${i}`,
        name: `C${i}`,
        tier: TIER_KEYS[i % TIER_KEYS.length] as NewCombatant['tier'],
        perceptionMod: i % 4,
        initiativeAdjustment: 0,
        speed: (i % 5) - 2,
        hexesPerRound: 4 + (i % 9),
      }));
      let t: Timeline<FightStateBase> = timeline(rs.start(list, dice, OPTIONS).state);
      for (let i = 0; i < 40; i += 1) {
        const due = rs.current(t.present);
        const step = due && i % 3 !== 2 ? rs.declare(t.present, due.id, rs.actions[i % rs.actions.length]?.key ?? 'combat', { cast: 1 }, dice, OPTIONS, '') : rs.advance(t.present, dice, OPTIONS, 'next');
        if (step.state !== t.present) t = record(t, step.state);
      }
      expect(t.past.length).toBeGreaterThan(20);
      const stored: Stored = { ...freshStore(), fight: { rules: rs.id, pageId: 'page1', timeline: t, lastTurnOrder: '' } };
      const raw = JSON.parse(JSON.stringify(persist(stored))) as unknown;
      const spy = vi.spyOn(rs, 'validate');
      try {
        const loaded = load(raw);
        expect(loaded.ok).toBe(true);
        const whole = spy.mock.calls.filter(([v]) => (v as FightStateBase).combatants.length === size);
        // the present alone is checked whole
        expect(whole).toHaveLength(1);
        expect(spy.mock.calls.length).toBe(1 + t.past.length);
      } finally {
        spy.mockRestore();
      }
    });
  }
});

describe('the undo history encoded step after step', () => {
  it.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: is what encoding it whole gives, through new steps, the history’s limit, undo and redo', (_id, rs) => {
    const play = randomPlay(rs, 31, 8);
    let t: Timeline<FightStateBase> = timeline(play.step().after);
    let checks = 0;
    for (let i = 0; i < 250; i += 1) {
      const kind = play.pick(10);
      if (kind === 0) t = undo(t, 1 + play.pick(3)).timeline;
      else if (kind === 1) t = redo(t, 1 + play.pick(2)).timeline;
      else if (kind === 2) {
        // a token forgotten by every step that has it (housekeeping): the steps without it are shared, and keep
        // their diffs only where their newer neighbour is still the same step
        const id = t.present.combatants[play.pick(t.present.combatants.length)]?.id;
        if (id !== undefined && t.present.combatants.length > 3) t = mapTimeline(t, (s) => (s.combatants.some((c) => c.id === id) ? rs.leave(s, id).state : s));
      } else {
        const { after } = play.step();
        // a short limit, so that the oldest steps are let go often
        if (after !== t.present) t = record(t, after, 6);
      }
      const encoded = encodeTimeline(t);
      expect(JSON.stringify(encoded), `step ${i}`).toBe(JSON.stringify(encodeTimeline(t, true)));
      // asked again for the same timeline (a second save in one command), the same
      expect(encodeTimeline(t)).toBe(encoded);
      checks += 1;
    }
    expect(checks).toBe(250);
  });

  it('a save right after a load stores the history as it was read, and the next step is what encoding it whole gives', () => {
    const rs = rondelRules();
    const play = randomPlay(rs, 43, 6);
    let t: Timeline<FightStateBase> = timeline(play.step().after);
    for (let i = 0; i < 12; i += 1) t = record(t, play.step().after);
    t = undo(t, 2).timeline;
    const stored: Stored = { ...freshStore(), fight: { rules: 'rondel', pageId: 'p', timeline: t, lastTurnOrder: '' } };
    const raw = JSON.parse(JSON.stringify(persist(stored))) as { fight: { timeline: { past: unknown[]; future: unknown[] } } };
    const loaded = load(raw);
    if (!loaded.ok || !loaded.stored.fight) throw new Error('not loaded');
    const again = persist(loaded.stored) as typeof raw;
    expect(JSON.stringify(again)).toBe(JSON.stringify(raw));
    const next = record(loaded.stored.fight.timeline, play.step().after);
    expect(JSON.stringify(encodeTimeline(next))).toBe(JSON.stringify(encodeTimeline(next, true)));
  });

  it('does not take the steps of a history that only ends the same way', () => {
    const play = randomPlay(rondelRules(), 41, 6);
    const [a, b, c, d] = [play.step().after, play.step().after, play.step().after, play.step().after];
    encodeTimeline({ present: c, past: [a, b], future: [] });
    const other: Timeline<FightStateBase> = { present: d, past: [b, a, c], future: [] };
    expect(JSON.stringify(encodeTimeline(other))).toBe(JSON.stringify(encodeTimeline(other, true)));
  });
});
