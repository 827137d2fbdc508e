import { describe, expect, it } from 'vitest';
import { applyPatch, decodeTimeline, encodeTimeline, load, MIGRATIONS, persist, SCHEMA_VERSION, validateStored } from '../../src/roll20/store';
import { configFromUserOptions } from '../../src/app/config';
import { DEFAULT_CONFIG, freshStore, type Stored } from '../../src/app/model';
import type { CombatState } from '../../src/rules/rondel/state';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import { advance, declareAction, react, startCombat } from '../../src/rules/rondel/engine';
import { record, timeline, type Timeline } from '../../src/rules/core/history';
import { currentCombatant } from '../../src/rules/rondel/order';
import { seededDice } from '../support/dice';
import { aNewCombatant } from '../support/builders';
import { scriptedDice } from '../support/dice';

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
    const p = persist(aStoredFight(8, 12)) as { fight: Record<string, unknown> };
    const { rules: _rules, ...fight } = p.fight;
    return { ...p, schemaVersion: 2, fight };
  })(),
  3: persist(aStoredFight(8, 12)),
};

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

  it('stores far less than whole states: unchanged combatants are named by id', () => {
    const stored = aStoredFight(200, 30);
    const whole = JSON.stringify({ ...stored, schemaVersion: 1 }).length;
    const patched = JSON.stringify(persist(stored)).length;
    expect(patched * 4).toBeLessThan(whole);
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
    expect(configFromUserOptions({ announce: 'loud', alias: 'rondel', movementBadges: true })).toEqual(DEFAULT_CONFIG);
    expect(configFromUserOptions(undefined)).toEqual(DEFAULT_CONFIG);
  });
});
