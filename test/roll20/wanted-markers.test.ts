// The commit's wanted markers worked out from the state before a step (only what the step changed looked at) are
// those worked out whole, and `changed` names exactly the combatants whose markers differ: a stale entry would leave
// a token showing the markers of an older state.
import { describe, expect, it } from 'vitest';
import { markerTags } from '../../src/app/config';
import { DEFAULT_CONFIG, freshStore, type Config, type Stored } from '../../src/app/model';
import { effectsOf, withEffects } from '../../src/rules/core/effects';
import type { FightStateBase, RuleSetId } from '../../src/rules/core/rule-set';
import { ruleSets } from '../../src/rules/registry';
import { serialOf, wantedMarkersOf } from '../../src/roll20/wanted-markers';
import { randomPlay } from '../support/random-play';

function storedOf(rules: RuleSetId, state: FightStateBase, config: Config): Stored {
  return { ...freshStore(), config, fight: { rules, pageId: 'p', timeline: { present: state, past: [], future: [] }, lastTurnOrder: '' } };
}

const CONFIGS: readonly [string, Config][] = [
  ['the default options', DEFAULT_CONFIG],
  ['movement badges and the flex countdown', { ...DEFAULT_CONFIG, movementBadges: true, flexCountdown: true }],
  ['every marker option (statuses too)', { ...DEFAULT_CONFIG, movementBadges: true, flexCountdown: true, statusMarkers: true }],
];

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: wanted markers worked out step by step', (id, rs) => {
  it.each(CONFIGS)('are those worked out whole, with %s', (_name, config) => {
    const tags = markerTags(config, []);
    let incremental = 0;
    let changes = 0;
    for (const seed of [11, 12, 13]) {
      const play = randomPlay(rs, seed, 10);
      let previous: FightStateBase | null = null;
      for (let i = 0; i < 300; i += 1) {
        let { after } = play.step();
        // now and then a timed effect with its own marker comes or goes (docs/rules.md §12)
        if (play.pick(6) === 0) {
          const bearer = after.combatants[play.pick(after.combatants.length)]?.id ?? 'nobody';
          const effects = effectsOf(after);
          after = play.pick(2) && effects.length > 0 ? withEffects(after, effects.slice(1)) : withEffects(after, [...effects, { bearer, name: 'Bless', marker: 'aura', condition: null, from: 0, ends: { kind: 'actions', left: 2 } }]);
        }
        // a copy of the options is another configuration to the cache: everything is worked out again (first, as the
        // cache keeps one entry per state, and the next step starts from this step's)
        const whole = wantedMarkersOf(storedOf(id, after, { ...config }), tags);
        const step = wantedMarkersOf(storedOf(id, after, config), tags, previous ?? undefined);
        const ids = after.combatants.map((c) => c.id);
        const entries = (w: typeof step): unknown[] => ids.map((k) => [k, w.get(k)?.line, w.get(k)?.markers ? [...(w.get(k)?.markers ?? [])] : null]);
        expect(entries(step), `step ${i}`).toEqual(entries(whole));
        expect(step.get('nobody')).toBeUndefined();
        if (previous && previous !== after) {
          expect(step.from, `step ${i}`).toBe(serialOf(previous));
          const was = wantedMarkersOf(storedOf(id, previous, { ...config }), tags);
          const differ = new Set(ids.filter((k) => was.get(k)?.line !== whole.get(k)?.line));
          for (const c of previous.combatants) if (whole.get(c.id) === undefined) differ.add(c.id);
          expect([...step.changed].sort(), `step ${i}`).toEqual([...differ].sort());
          incremental += 1;
          changes += differ.size;
        }
        previous = after;
      }
    }
    expect(incremental).toBeGreaterThan(600);
    expect(changes).toBeGreaterThan(50);
  });
});

describe('wanted markers after a step that changed who is in the fight', () => {
  it('are worked out whole when the list keeps its length but not its combatants, and name who came and went', () => {
    const rs = ruleSets().find((r) => r.id === 'rondel');
    if (!rs) throw new Error('no rondel');
    const config: Config = { ...DEFAULT_CONFIG, movementBadges: true, statusMarkers: true };
    const tags = markerTags(config, []);
    const play = randomPlay(rs, 5, 6);
    let state = play.step().after;
    for (let i = 0; i < 30; i += 1) state = play.step().after;
    const first = wantedMarkersOf(storedOf('rondel', state, config), tags);
    const [gone, ...rest] = state.combatants;
    if (!gone) throw new Error('nobody');
    // the first combatant replaced by a newcomer at the end: same length, another roster
    const other = { ...state, combatants: [...rest, { ...gone, id: 'newcomer', conditions: ['prone'] }] } as FightStateBase;
    const step = wantedMarkersOf(storedOf('rondel', other, config), tags, state);
    const whole = wantedMarkersOf(storedOf('rondel', other, { ...config }), tags);
    for (const c of other.combatants) expect(step.get(c.id)?.line, c.id).toBe(whole.get(c.id)?.line);
    expect(step.get(gone.id)).toBeUndefined();
    expect(step.changed.has(gone.id)).toBe(true);
    expect(step.changed.has('newcomer')).toBe(true);
    expect(first.get(gone.id)).toBeDefined();
  });
});

describe('the movement badge', () => {
  // README, Running a fight: a badge is one digit; 10 hexes or more show the marker alone, never a smaller number
  // (docs/rules.md §5: the badges say what the cards and menus say)
  it('shows the hexes up to 9, 0 when held fast, and the marker alone from 10', async () => {
    const { aRoundsFight } = await import('../support/rounds');
    const config: Config = { ...DEFAULT_CONFIG, movementBadges: true };
    const tags = markerTags(config, []);
    const moveOf = (hexesPerRound: number, conditions: string[] = []): number | null | undefined => {
      const state = aRoundsFight([{ id: 'a', hexesPerRound, conditions: conditions as never }]) as unknown as FightStateBase;
      return wantedMarkersOf(storedOf('rounds', state, config), tags).get('a')?.markers?.get(tags.move);
    };
    expect(moveOf(9)).toBe(9);
    expect(moveOf(10)).toBeNull();
    expect(moveOf(16)).toBeNull();
    expect(moveOf(12, ['restrained'])).toBe(0);
  });
});
