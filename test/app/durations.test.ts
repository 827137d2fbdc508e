// Durations of timed effects (docs/rules.md §12) in each rule set's units, and the effects they start: by hand, and by
// a spell cast with --duration when it resolves.
import { describe, expect, it } from 'vitest';
import { addEffects, DURATION_LIMIT, durationEnd, durationOf, parseDuration, startResolvedSpells, withSpellEffect } from '../../src/app/durations';
import { effectsOf, pendingEffectsOf, withEffects, withPendingEffects, type TimedEffect } from '../../src/rules/core/effects';
import type { FightEvent, Step } from '../../src/rules/core/events';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { ruleSetOf } from '../../src/rules/registry';
import { aCombat } from '../support/builders';
import { aRoundsFight } from '../support/rounds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';

const rondel = ruleSetOf('rondel') as RuleSet<FightStateBase>;
const seconds = ruleSetOf('seconds') as RuleSet<FightStateBase>;
const rounds = ruleSetOf('rounds') as RuleSet<FightStateBase>;

/** Rondel at count 7. */
const rondelState = (): FightStateBase => aCombat([{ id: 'a', nextAt: 7 }, { id: 'b', nextAt: 9 }], { counter: 7 });
/** 20-second rounds: round 2, second 5 (clock 25). */
const secondsState = (): FightStateBase => aSecondsFight([aSecondsCombatant('a'), aSecondsCombatant('b')], { round: 2, second: 5 });
/** 10-second rounds: round 3. */
const roundsState = (): FightStateBase => aRoundsFight([{ id: 'a' }, { id: 'b' }], { round: 3 });

describe('durationOf: a duration flag in the rule set’s units', () => {
  it('is null when no duration is given', () => {
    expect(durationOf(rondel, rondelState(), {})).toBeNull();
    expect(durationOf(rondel, rondelState(), { add: 'Bless' })).toBeNull();
  });

  it('refuses two durations at once', () => {
    expect(durationOf(rondel, rondelState(), { counts: 3, actions: 2 })).toBe('Give one duration: --counts, --seconds, --rounds or --actions.');
    expect(durationOf(rounds, roundsState(), { seconds: 3, rounds: 2 })).toBe('Give one duration: --counts, --seconds, --rounds or --actions.');
  });

  it('takes whole numbers from 1 to the limit, and refuses the rest', () => {
    const wrong = `The duration must be a whole number from 1 to ${DURATION_LIMIT}.`;
    for (const n of [0, -1, 1.5, DURATION_LIMIT + 1, Number.NaN]) expect(durationOf(rondel, rondelState(), { counts: n })).toBe(wrong);
    expect(durationOf(rondel, rondelState(), { counts: 1 })).toEqual({ kind: 'clock', at: 8 });
    expect(durationOf(rondel, rondelState(), { counts: DURATION_LIMIT })).toEqual({ kind: 'clock', at: 7 + DURATION_LIMIT });
  });

  it('a flag given as text is not a number', () => {
    expect(durationOf(rondel, rondelState(), { counts: 'six' as unknown as number })).toBe(`The duration must be a whole number from 1 to ${DURATION_LIMIT}.`);
  });

  it('the rondel counts in counts and actions, from its counter', () => {
    expect(durationOf(rondel, rondelState(), { counts: 6 })).toEqual({ kind: 'clock', at: 13 });
    expect(durationOf(rondel, rondelState(), { actions: 2 })).toEqual({ kind: 'actions', left: 2 });
    expect(durationOf(rondel, rondelState(), { seconds: 6 })).toBe('Only 20-second rounds count in seconds; the rondel counts in counts or actions.');
    expect(durationOf(rondel, rondelState(), { rounds: 2 })).toBe('The rondel has no rounds: give the duration in counts or actions.');
  });

  it('20-second rounds count in seconds on the fight’s clock, or in rounds', () => {
    expect(durationOf(seconds, secondsState(), { seconds: 10 })).toEqual({ kind: 'clock', at: 35 });
    expect(durationOf(seconds, secondsState(), { rounds: 2 })).toEqual({ kind: 'round', at: 4 });
    expect(durationOf(seconds, secondsState(), { actions: 3 })).toEqual({ kind: 'actions', left: 3 });
    expect(durationOf(seconds, secondsState(), { counts: 3 })).toBe('20-second rounds count in seconds, rounds or actions, not counts.');
  });

  it('10-second rounds count in rounds', () => {
    expect(durationOf(rounds, roundsState(), { rounds: 1 })).toEqual({ kind: 'round', at: 4 });
    expect(durationOf(rounds, roundsState(), { actions: 1 })).toEqual({ kind: 'actions', left: 1 });
    expect(durationOf(rounds, roundsState(), { counts: 3 })).toBe('10-second rounds count in rounds or actions, not counts.');
    expect(durationOf(rounds, roundsState(), { seconds: 3 })).toBe('Only 20-second rounds count in seconds; use --rounds or --actions.');
  });
});

describe('parseDuration: `--duration 3 rounds`', () => {
  it('reads a number and a unit, a unit’s prefix, in any case and spacing', () => {
    expect(parseDuration(rondel, '3 rounds')).toEqual({ unit: 'rounds', n: 3 });
    expect(parseDuration(rondel, '3rounds')).toEqual({ unit: 'rounds', n: 3 });
    expect(parseDuration(rondel, ' 12 R ')).toEqual({ unit: 'rounds', n: 12 });
    expect(parseDuration(rondel, '4c')).toEqual({ unit: 'counts', n: 4 });
    expect(parseDuration(rondel, '5 sec')).toEqual({ unit: 'seconds', n: 5 });
    expect(parseDuration(rondel, '2 a')).toEqual({ unit: 'actions', n: 2 });
    expect(parseDuration(rondel, '9999 counts')).toEqual({ unit: 'counts', n: 9999 });
  });

  it('a bare number is in the rule set’s own unit', () => {
    expect(parseDuration(rondel, '6')).toEqual({ unit: 'counts', n: 6 });
    expect(parseDuration(seconds, '6')).toEqual({ unit: 'seconds', n: 6 });
    expect(parseDuration(rounds, '6')).toEqual({ unit: 'rounds', n: 6 });
  });

  it('refuses what is not a number and a unit', () => {
    const example = 'a number and a unit, such as --duration 3 counts (counts or actions)';
    expect(parseDuration(rondel, 'rounds')).toBe(`The duration is ${example}.`);
    expect(parseDuration(rondel, '')).toBe(`The duration is ${example}.`);
    expect(parseDuration(rondel, '12345 counts')).toBe(`The duration is ${example}.`);
    expect(parseDuration(rondel, '3 rounds 2')).toBe(`The duration is ${example}.`);
    expect(parseDuration(rondel, 'x3 rounds')).toBe(`The duration is ${example}.`);
    expect(parseDuration(rondel, '3 turns')).toBe(`The duration is ${example}, not “3 turns”.`);
    expect(parseDuration(rondel, `3 ${'z'.repeat(40)}`)).toBe(`The duration is ${example}, not “3 ${'z'.repeat(28)}”.`);
  });

  it('gives an example and units its own rule set takes: typed as told, the example is a duration there (review 23)', () => {
    const said = (rs: typeof rondel): string => parseDuration(rs, 'four') as string;
    expect(said(rondel)).toBe('The duration is a number and a unit, such as --duration 3 counts (counts or actions).');
    expect(said(seconds)).toBe('The duration is a number and a unit, such as --duration 3 rounds (seconds, rounds or actions).');
    expect(said(rounds)).toBe('The duration is a number and a unit, such as --duration 3 rounds (rounds or actions).');
    for (const [rs, state] of [[rondel, rondelState()], [seconds, secondsState()], [rounds, roundsState()]] as const) {
      const example = /--duration (\d+ \w+)/.exec(said(rs))?.[1] as string;
      const parsed = parseDuration(rs, example) as { unit: 'counts'; n: number };
      expect(typeof durationEnd(rs, state, parsed.unit, parsed.n), rs.id).toBe('object');
    }
  });
});

describe('durationEnd', () => {
  it('is the end in its unit from the state, or the error', () => {
    expect(durationEnd(rondel, rondelState(), 'counts', 6)).toEqual({ kind: 'clock', at: 13 });
    expect(durationEnd(rounds, roundsState(), 'rounds', 2)).toEqual({ kind: 'round', at: 5 });
    expect(durationEnd(rondel, rondelState(), 'rounds', 2)).toBe('The rondel has no rounds: give the duration in counts or actions.');
    expect(durationEnd(rondel, rondelState(), 'counts', 0)).toBe(`The duration must be a whole number from 1 to ${DURATION_LIMIT}.`);
  });
});

describe('addEffects: an effect on each bearer', () => {
  const bless = (bearer: string, from = 1): TimedEffect => ({ bearer, name: 'Bless', marker: null, condition: null, from, ends: { kind: 'clock', at: 5 } });

  it('adds one effect per bearer, with its start and end, and an event for each', () => {
    const ends = { kind: 'clock', at: 13 } as const;
    const step = addEffects(rondelState(), 7, ['a', 'b'], 'Haste', 'lightning-helix', 'stunned', ends);
    expect(effectsOf(step.state)).toEqual([
      { bearer: 'a', name: 'Haste', marker: 'lightning-helix', condition: 'stunned', from: 7, ends },
      { bearer: 'b', name: 'Haste', marker: 'lightning-helix', condition: 'stunned', from: 7, ends },
    ]);
    expect(step.events).toEqual([
      { type: 'effect-started', id: 'a', name: 'Haste', count: 7, ends },
      { type: 'effect-started', id: 'b', name: 'Haste', count: 7, ends },
    ]);
  });

  it('replaces an effect of the same name (in any case) on the same bearer, and keeps the rest', () => {
    const other: TimedEffect = { ...bless('a'), name: 'Shield' };
    const state = withEffects(rondelState(), [bless('a'), bless('b'), other]);
    const ends = { kind: 'actions', left: 2 } as const;
    const step = addEffects(state, 7, ['a'], 'BLESS', null, null, ends);
    expect(effectsOf(step.state)).toEqual([bless('b'), other, { bearer: 'a', name: 'BLESS', marker: null, condition: null, from: 7, ends }]);
    expect(step.events).toHaveLength(1);
  });
});

describe('a spell cast with a duration (docs/rules.md §12)', () => {
  const cast = (state: FightStateBase, events: FightEvent[] = []): Step<FightStateBase> => ({ state, events });

  it('waits in the state while the spell is being cast', () => {
    const step = withSpellEffect(rondel, cast(rondelState(), [{ type: 'spell-cast', id: 'a', resolvesAt: 10, note: ' Fireball ' }]), 'a', ' Fireball ', { unit: 'counts', n: 6 });
    expect(pendingEffectsOf(step.state)).toEqual([{ caster: 'a', name: 'Fireball', unit: 'counts', n: 6 }]);
    expect(effectsOf(step.state)).toEqual([]);
    expect(step.events).toEqual([{ type: 'spell-cast', id: 'a', resolvesAt: 10, note: ' Fireball ' }]);
  });

  it('is marked to start now when the spell took effect as it was cast; an unnamed spell is “Spell”, a long name is cut', () => {
    const now = withSpellEffect(rondel, cast(rondelState(), [{ type: 'spell-cast', id: 'b', resolvesAt: 10, note: '' }]), 'a', '  ', { unit: 'actions', n: 1 });
    expect(pendingEffectsOf(now.state)).toEqual([{ caster: 'a', name: 'Spell', unit: 'actions', n: 1, now: true }]);
    const long = withSpellEffect(rondel, cast(rondelState()), 'a', 'x'.repeat(80), { unit: 'counts', n: 1 });
    expect(pendingEffectsOf(long.state)[0]?.name).toBe('x'.repeat(60));
  });

  it('waits only on a spell the caster cast in this step, whatever else the step holds', () => {
    const mixed = withSpellEffect(rondel, cast(rondelState(), [{ type: 'turn-due', id: 'a', count: 7, blockedBy: null }, { type: 'spell-cast', id: 'a', resolvesAt: 10, note: 'X' }]), 'a', 'X', { unit: 'counts', n: 1 });
    expect(pendingEffectsOf(mixed.state)[0]?.now).toBeUndefined();
    const notCast = withSpellEffect(rondel, cast(rondelState(), [{ type: 'turn-due', id: 'a', count: 7, blockedBy: null }]), 'a', 'X', { unit: 'counts', n: 1 });
    expect(pendingEffectsOf(notCast.state)[0]?.now).toBe(true);
  });

  it('adds to the effects already waiting', () => {
    const first = withSpellEffect(rondel, cast(rondelState(), [{ type: 'spell-cast', id: 'a', resolvesAt: 10, note: 'A' }]), 'a', 'A', { unit: 'counts', n: 1 });
    const second = withSpellEffect(rondel, cast(first.state, [{ type: 'spell-cast', id: 'b', resolvesAt: 10, note: 'B' }]), 'b', 'B', { unit: 'counts', n: 2 });
    expect(pendingEffectsOf(second.state).map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('starts what took effect at once, when the step is settled', () => {
    const state = withPendingEffects(rondelState(), [{ caster: 'a', name: 'Bless', unit: 'counts', n: 6, now: true }]);
    const step = startResolvedSpells(rondel, cast(state, [{ type: 'turn-due', id: 'b', count: 7, blockedBy: null }]));
    expect(effectsOf(step.state)).toEqual([{ bearer: 'a', name: 'Bless', marker: null, condition: null, from: 7, ends: { kind: 'clock', at: 13 }, by: 'a' }]);
    expect(pendingEffectsOf(step.state)).toEqual([]);
    expect(step.events).toEqual([
      { type: 'turn-due', id: 'b', count: 7, blockedBy: null },
      { type: 'effect-started', id: 'a', name: 'Bless', count: 7, ends: { kind: 'clock', at: 13 } },
    ]);
  });

  describe('a spell’s effect over an effect of the same name (docs/rules.md §14)', () => {
    const bless = (by?: string, condition: 'prone' | null = null): TimedEffect => ({ bearer: 'a', name: 'bless', marker: 'skull', condition, from: 1, ends: { kind: 'clock', at: 30 }, ...(by === undefined ? {} : { by }) });
    const settle = (effects: readonly TimedEffect[]) =>
      startResolvedSpells(rondel, cast(withEffects(withPendingEffects(rondelState(), [{ caster: 'a', name: 'Bless', unit: 'counts', n: 6, now: true }]), effects), []));

    it('replaces one its caster’s spell started', () => {
      const step = settle([bless('a')]);
      expect(effectsOf(step.state)).toEqual([{ bearer: 'a', name: 'Bless', marker: null, condition: null, from: 7, ends: { kind: 'clock', at: 13 }, by: 'a' }]);
      expect(step.refused).toBeUndefined();
    });

    it.each([
      ['the GM’s', bless(), { caster: 'a', name: 'Bless', by: null, condition: null }],
      ['another caster’s', bless('b'), { caster: 'a', name: 'Bless', by: 'b', condition: null }],
      ['one holding a condition', bless('a', 'prone'), { caster: 'a', name: 'Bless', by: 'a', condition: 'prone' }],
    ])('never %s: the spell starts none, and says so', (_, held, refused) => {
      const step = settle([held]);
      expect(effectsOf(step.state)).toEqual([held]);
      expect(pendingEffectsOf(step.state)).toEqual([]);
      expect(step.refused).toEqual([refused]);
      expect(step.events.filter((e) => e.type === 'effect-started')).toEqual([]);
    });
  });

  it('starts the caster’s effect named after the spell that resolves, and leaves the others waiting', () => {
    const state = withPendingEffects(roundsState(), [
      { caster: 'a', name: 'Shield', unit: 'rounds', n: 1 },
      { caster: 'a', name: 'Haste', unit: 'rounds', n: 2 },
      { caster: 'b', name: 'Haste', unit: 'rounds', n: 3 },
    ]);
    const step = startResolvedSpells(rounds, cast(state, [{ type: 'spell-resolves', id: 'a', name: 'A', count: 3, note: ' haste ' }]));
    expect(effectsOf(step.state)).toEqual([{ bearer: 'a', name: 'Haste', marker: null, condition: null, from: 3, ends: { kind: 'round', at: 5 }, by: 'a' }]);
    expect(pendingEffectsOf(step.state)).toEqual([
      { caster: 'a', name: 'Shield', unit: 'rounds', n: 1 },
      { caster: 'b', name: 'Haste', unit: 'rounds', n: 3 },
    ]);
  });

  it('without a matching name, the caster’s first waiting effect starts; each resolution starts one', () => {
    const state = withPendingEffects(rondelState(), [
      { caster: 'b', name: 'Other', unit: 'counts', n: 1 },
      { caster: 'a', name: 'First', unit: 'counts', n: 1 },
      { caster: 'a', name: 'Second', unit: 'counts', n: 2 },
    ]);
    const one = startResolvedSpells(rondel, cast(state, [{ type: 'spell-resolves', id: 'a', name: 'A', count: 7, note: '' }]));
    expect(effectsOf(one.state).map((e) => e.name)).toEqual(['First']);
    const two = startResolvedSpells(rondel, cast(state, [
      { type: 'spell-resolves', id: 'a', name: 'A', count: 7, note: 'nothing like it' },
      { type: 'spell-resolves', id: 'a', name: 'A', count: 7, note: 'nothing like it' },
    ]));
    expect(effectsOf(two.state).map((e) => [e.name, e.ends])).toEqual([
      ['First', { kind: 'clock', at: 8 }],
      ['Second', { kind: 'clock', at: 9 }],
    ]);
    expect(pendingEffectsOf(two.state)).toEqual([{ caster: 'b', name: 'Other', unit: 'counts', n: 1 }]);
  });

  it('matches the name only among the resolving caster’s effects, an unnamed spell as “Spell”, a long note cut to 60', () => {
    const resolve = (note: string): FightEvent => ({ type: 'spell-resolves', id: 'a', name: 'A', count: 7, note });
    const others = withPendingEffects(rondelState(), [
      { caster: 'b', name: 'Haste', unit: 'counts', n: 1 },
      { caster: 'a', name: 'Other', unit: 'counts', n: 1 },
      { caster: 'a', name: 'Spell', unit: 'counts', n: 1 },
      { caster: 'a', name: 'x'.repeat(60), unit: 'counts', n: 1 },
    ]);
    const started = (note: string) => effectsOf(startResolvedSpells(rondel, cast(others, [resolve(note)])).state).map((e) => [e.bearer, e.name]);
    expect(started('Haste')).toEqual([['a', 'Other']]);
    expect(started('  ')).toEqual([['a', 'Spell']]);
    expect(started('x'.repeat(70))).toEqual([['a', 'x'.repeat(60)]]);
  });

  it('only a resolution starts a waiting effect: another event of the caster does not', () => {
    const state = withPendingEffects(rondelState(), [{ caster: 'a', name: 'Bless', unit: 'counts', n: 6 }]);
    const other = cast(state, [
      { type: 'turn-due', id: 'a', count: 7, blockedBy: null },
      { type: 'reacted', id: 'a', count: 7, until: null, note: 'Bless' },
    ]);
    const step = startResolvedSpells(rondel, other);
    expect(step).toBe(other);
    expect(effectsOf(step.state)).toEqual([]);
  });

  it('an effect that is marked to start now is not the one a resolution starts', () => {
    const state = withPendingEffects(rondelState(), [
      { caster: 'a', name: 'Now', unit: 'counts', n: 1, now: true },
      { caster: 'a', name: 'Later', unit: 'counts', n: 2 },
    ]);
    const step = startResolvedSpells(rondel, cast(state, [{ type: 'spell-resolves', id: 'a', name: 'A', count: 7, note: '' }]));
    expect(effectsOf(step.state).map((e) => e.name)).toEqual(['Now', 'Later']);
    expect(pendingEffectsOf(step.state)).toEqual([]);
  });

  it('a caster who left takes its waiting effects along', () => {
    const state = withPendingEffects(rondelState(), [
      { caster: 'gone', name: 'Bless', unit: 'counts', n: 6 },
      { caster: 'a', name: 'Shield', unit: 'counts', n: 6 },
    ]);
    const step = startResolvedSpells(rondel, cast(state));
    expect(pendingEffectsOf(step.state)).toEqual([{ caster: 'a', name: 'Shield', unit: 'counts', n: 6 }]);
    expect(effectsOf(step.state)).toEqual([]);
  });

  it('a duration the rule set cannot count is dropped without an effect', () => {
    const state = withPendingEffects(rondelState(), [{ caster: 'a', name: 'Bless', unit: 'rounds', n: 2, now: true }]);
    const step = startResolvedSpells(rondel, cast(state));
    expect(effectsOf(step.state)).toEqual([]);
    expect(pendingEffectsOf(step.state)).toEqual([]);
    expect(step.events).toEqual([]);
  });

  it('with nothing waiting, or nothing to start, the step is returned as it is', () => {
    const bare = cast(rondelState(), [{ type: 'spell-resolves', id: 'a', name: 'A', count: 7, note: '' }]);
    expect(startResolvedSpells(rondel, bare)).toBe(bare);
    const waiting = cast(withPendingEffects(rondelState(), [{ caster: 'a', name: 'Bless', unit: 'counts', n: 6 }]), [{ type: 'spell-resolves', id: 'b', name: 'B', count: 7, note: '' }]);
    expect(startResolvedSpells(rondel, waiting)).toBe(waiting);
  });
});
