// The commit's managed tags (docs/rules.md §14) taken from the last command when nothing they are made from changed
// are those listed afresh: a stale set would leave a marker of the rondel's on a token, or take another's off.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { markerTags } from '../../src/app/config';
import { DEFAULT_CONFIG, freshStore, type Config, type Stored } from '../../src/app/model';
import type { FightStateBase, RuleSetId } from '../../src/rules/core/rule-set';
import { managedOf } from '../../src/roll20/managed-tags';

const CONFIGS: readonly Config[] = [
  DEFAULT_CONFIG,
  { ...DEFAULT_CONFIG },
  { ...DEFAULT_CONFIG, flexMarker: 'blue', guardMarker: 'red' },
  { ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, prone: 'green', grappled: '' } },
];
const CUSTOM = [[], [{ name: 'Flex', tag: 'Flex::77' }]] as const;
const EFFECTS = [[], [], [{ bearer: 'a', marker: 'aura' }], [{ bearer: 'b', marker: null }, { bearer: 'a', marker: 'halo' }], [{ bearer: 'c', marker: 'wings' }]] as const;
const CLEANUPS: readonly Stored['cleanup'][] = [null, null, { ids: ['a'], tags: ['purple'] }, { ids: ['b'], tags: ['purple', 'tread'] }];

function storedOf(config: Config, rules: RuleSetId | null, effects: number, cleanup: number): Stored {
  // the same effects list object now and then (a step that left them alone), an equal copy other times
  const list = effects === 3 ? EFFECTS[3] : [...(EFFECTS[effects] ?? [])];
  const state = { combatants: [], effects: list } as unknown as FightStateBase;
  const fight = rules ? { rules, pageId: 'p', timeline: { present: state, past: [], future: [] }, lastTurnOrder: '' } : null;
  return { ...freshStore(), config, fight, cleanup: CLEANUPS[cleanup] ?? null };
}

function plain(before: Stored, after: Stored, custom: readonly { name: string; tag: string }[]): Set<string> {
  const tags = [markerTags(before.config, custom), markerTags(after.config, custom)].flatMap((t) => Object.values(t));
  const ready = [before.fight, after.fight].some((f) => f?.rules === 'rounds') ? ['sentry-gun'] : [];
  const effects = [before, after].flatMap((s) => ((s.fight?.timeline.present as unknown as { effects?: { marker: string | null }[] })?.effects ?? []).flatMap((e) => (e.marker ? [e.marker] : [])));
  const conditions = [before, after].flatMap((s) => Object.values(s.config.conditionMarkers).filter((t) => t !== ''));
  return new Set([...tags, ...ready, ...effects, ...conditions, ...(before.cleanup?.tags ?? [])]);
}

describe('the managed tags of a commit', () => {
  it('are those listed afresh, whatever changed from one command to the next (one thing at a time, or none)', () => {
    type Side = { config: number; rules: RuleSetId | null; effects: number; cleanup: number };
    const RULES: readonly (RuleSetId | null)[] = ['rondel', 'rounds', 'seconds', null];
    // each command is the last with one thing changed (or nothing): what a cache could miss
    const change = fc.record({ what: fc.integer({ min: 0, max: 9 }), to: fc.nat() });
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 40 }), (changes) => {
        let b: Side = { config: 0, rules: 'rondel', effects: 0, cleanup: 0 };
        let a: Side = { ...b };
        let custom = 0;
        let stores = { before: storedOf(CONFIGS[0] as Config, 'rondel', 0, 0), after: storedOf(CONFIGS[0] as Config, 'rondel', 0, 0) };
        for (const { what, to } of changes) {
          if (what === 0) b = { ...b, config: to % CONFIGS.length };
          else if (what === 1) a = { ...a, config: to % CONFIGS.length };
          else if (what === 2) b = { ...b, rules: RULES[to % RULES.length] ?? null };
          else if (what === 3) a = { ...a, rules: RULES[to % RULES.length] ?? null };
          else if (what === 4) b = { ...b, effects: to % EFFECTS.length };
          else if (what === 5) a = { ...a, effects: to % EFFECTS.length };
          else if (what === 6) b = { ...b, cleanup: to % CLEANUPS.length };
          else if (what === 7) custom = to % CUSTOM.length;
          // 8: the same command again (a refused one changes nothing); 9: the same made anew
          if (what !== 8) stores = { before: storedOf(CONFIGS[b.config] as Config, b.rules, b.effects, b.cleanup), after: storedOf(CONFIGS[a.config] as Config, a.rules, a.effects, a.cleanup) };
          const list = CUSTOM[custom] ?? [];
          const got = managedOf(stores.before, stores.after, markerTags(stores.before.config, list), markerTags(stores.after.config, list));
          expect([...got].sort()).toEqual([...plain(stores.before, stores.after, list)].sort());
        }
      }),
      { numRuns: 400 },
    );
  });
});
