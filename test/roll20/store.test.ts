import { describe, expect, it } from 'vitest';
import { configFromUserOptions, DEFAULT_CONFIG, freshStore, load, MIGRATIONS, SCHEMA_VERSION, validateStored } from '../../src/roll20/store';
import { startCombat } from '../../src/rules/engine';
import { timeline } from '../../src/rules/history';
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
};

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
