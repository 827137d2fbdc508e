// Timed effects (docs/rules.md §12) and the conditions they hold (§11): the guarantees of src/rules/core/effects.ts
// that the other tests left unpinned (found by mutation testing). Each test says which rule or guarantee it holds.
import { describe, expect, it } from 'vitest';
import {
  effectStops,
  endEffects,
  firstStopBefore,
  pendingEffectsOf,
  STANDING_UP,
  tickEffects,
  validateEffects,
  withEffects,
  type Lift,
  type PendingEffect,
  type TimedEffect,
} from '../../../src/rules/core/effects';
import type { FightEvent } from '../../../src/rules/core/events';
import type { RuleOptions } from '../../../src/rules/core/rule-set';
import { rondel } from '../../../src/rules/rondel';
import type { CombatState } from '../../../src/rules/rondel/state';
import { DEFAULT_PATTERN } from '../../../src/rules/rondel/windows';
import { aCombat } from '../../support/builders';
import { scriptedDice } from '../../support/dice';

const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };
const effect = (overrides: Partial<TimedEffect> = {}): TimedEffect => ({ bearer: 'a', name: 'Bless', marker: null, condition: null, from: 1, ends: { kind: 'clock', at: 7 }, ...overrides });
const pending = (overrides: Partial<PendingEffect> = {}): PendingEffect => ({ caster: 'a', name: 'Haste', unit: 'counts', n: 5, ...overrides });
const acted = (id: string): FightEvent => ({ type: 'action-declared', id, count: 1, coolDown: null, action: 'combat', nextAt: null, changeWaived: false, passedOver: false, note: '' });
const lift: Lift<CombatState> = (s, id, remove) => rondel.changeConditions(s, id, [], remove);

describe('spells’ effects still waiting, as stored (docs/rules.md §12; the store does not check them)', () => {
  it('a stored list that fits is read as it is, in each of the four units a duration is typed in', () => {
    const list = [pending({ unit: 'counts' }), pending({ unit: 'seconds' }), pending({ unit: 'rounds' }), pending({ unit: 'actions', now: true })];
    expect(pendingEffectsOf({ ...aCombat([{ id: 'a' }]), pendingEffects: list } as CombatState)).toEqual(list);
  });

  it('an entry that does not fit is left out, not trusted, and the good ones around it are kept', () => {
    const good = pending({ caster: 'b' });
    const bad: unknown[] = [
      null,
      { name: 'Haste', unit: 'counts', n: 5 }, // no caster
      { caster: 'a', unit: 'counts', n: 5 }, // no name
      pending({ n: 1.5 }), // not a whole number
      pending({ n: '5' as unknown as number }),
      pending({ unit: 'turns' as PendingEffect['unit'] }), // no unit of §12
    ];
    const state = { ...aCombat([{ id: 'a' }, { id: 'b' }]), pendingEffects: [...bad, good] } as unknown as CombatState;
    expect(pendingEffectsOf(state)).toEqual([good]);
    // one bad entry among good ones is enough to filter
    expect(pendingEffectsOf({ ...state, pendingEffects: [good, pending({ unit: 'turns' as PendingEffect['unit'] })] } as CombatState)).toEqual([good]);
  });
});

describe('a combatant leaving takes its effects and its waiting spell effects along (docs/rules.md ruling 100)', () => {
  const fight = (extra: object): CombatState => ({ ...aCombat([{ id: 'a', nextAt: 6 }, { id: 'b', nextAt: 7 }], { counter: 2 }), ...extra }) as CombatState;

  it('its own timed effects and spell effects go; another’s stay; a stored null entry is passed over, not read', () => {
    const state = fight({ effects: [effect({ bearer: 'a' }), effect({ bearer: 'b', name: 'Shield' })], pendingEffects: [null, pending({ caster: 'a' }), pending({ caster: 'b' })] });
    const left = rondel.leave(state, 'a').state as CombatState & { effects: TimedEffect[]; pendingEffects: unknown[] };
    expect(left.effects).toEqual([effect({ bearer: 'b', name: 'Shield' })]);
    expect(pendingEffectsOf(left)).toEqual([pending({ caster: 'b' })]);
  });

  it('one that bears the only effect, and casts nothing, leaves none behind', () => {
    const state = fight({ effects: [effect({ bearer: 'a' })] });
    expect((rondel.leave(state, 'a').state as { effects?: unknown }).effects).toEqual([]);
  });

  it('one whose spell effect waits, and bears nothing, takes it along (a spell whose caster left never resolves)', () => {
    const state = fight({ pendingEffects: [pending({ caster: 'a' })] });
    const left = rondel.leave(state, 'a').state;
    expect(pendingEffectsOf(left)).toEqual([]);
    expect((left as { effects?: unknown }).effects).toBeUndefined();
  });

  it('one that bears and casts nothing leaves the others’ effects as they were', () => {
    const state = fight({ effects: [effect({ bearer: 'b' })], pendingEffects: [pending({ caster: 'b' })] });
    const left = rondel.leave(state, 'a').state;
    expect((left as { effects?: unknown }).effects).toEqual([effect({ bearer: 'b' })]);
    expect(pendingEffectsOf(left)).toEqual([pending({ caster: 'b' })]);
  });
});

describe('where the rondel’s counter stops for an effect (docs/rules.md §12: the end is announced when it happens)', () => {
  it('firstStopBefore is the earliest of `before` and effectStops after `after`: only clock ends ahead of the counter stop it', () => {
    const state = {
      combatants: [],
      effects: [
        effect({ ends: { kind: 'clock', at: 3 } }), // ends at the counter itself: already over, no stop ahead
        effect({ ends: { kind: 'round', at: 4 } }), // rounds are no count (a stored state may hold one: the validator takes it)
        effect({ ends: { kind: 'actions', left: 1 } }),
        effect({ ends: { kind: 'clock', at: 8 } }),
      ],
    };
    expect(effectStops(state, 3)).toEqual([8]);
    expect(firstStopBefore(state, 3, 20)).toBe(8);
    expect(firstStopBefore(state, 3, 6)).toBe(6);
    expect(firstStopBefore({ combatants: [] }, 3, 6)).toBe(6);
  });
});

describe('action-turns counted after a step (docs/rules.md §12)', () => {
  it('a fight with no timed effect ends none', () => {
    expect(tickEffects([], [acted('a')], 5, 1)).toEqual({ effects: [], ended: [] });
  });

  it('20-second rounds: a casting that runs into the next round is an action-turn of that round too', () => {
    const e = effect({ ends: { kind: 'actions', left: 2 } });
    const once = tickEffects([e], [{ type: 'casting-continues', id: 'a', count: 21 }], 21, 2);
    expect(once.effects).toEqual([effect({ ends: { kind: 'actions', left: 1 } })]);
    expect(tickEffects([e], [{ type: 'casting-continues', id: 'b', count: 21 }], 21, 2).effects).toEqual([e]);
  });

  it('20-second rounds: an action carried past second 20 counts one as the next round begins, and the action the other', () => {
    const e = effect({ ends: { kind: 'actions', left: 3 } });
    expect(tickEffects([e], [{ type: 'action-carried', id: 'a', count: 21 }], 21, 2).effects).toEqual([effect({ ends: { kind: 'actions', left: 2 } })]);
    const both = tickEffects([effect({ ends: { kind: 'actions', left: 2 } })], [{ type: 'action-carried', id: 'a', count: 21 }, acted('a')], 21, 2);
    expect(both.ended.map((x) => x.name)).toEqual(['Bless']);
  });

  it('a spell’s effect cast after its bearer’s action keeps its exemption until that bearer’s own turn ends', () => {
    const e = effect({ ends: { kind: 'actions', left: 1 }, afterAction: true });
    // another combatant's turn ends: nothing of the bearer's is used, the exemption stays
    const others = tickEffects([e], [{ type: 'turn-ended', id: 'b', count: 1 }], 1, 1);
    expect(others.effects).toEqual([e]);
    // the bearer's turn that the spell was cast in ends: not one of its action-turns
    const own = tickEffects(others.effects, [{ type: 'turn-ended', id: 'a', count: 1 }], 1, 1);
    expect(own.ended).toEqual([]);
  });

  it('an effect that ends on the clock is not counted down by its bearer’s actions', () => {
    const list = [effect({ ends: { kind: 'clock', at: 7 } })];
    expect(tickEffects(list, [acted('a')], 3, null).effects).toEqual(list);
  });

  it('each effect is counted for itself: the second one counting down is not lost beside an unchanged first', () => {
    const list = [effect({ bearer: 'b' }), effect({ bearer: 'a', ends: { kind: 'actions', left: 2 } })];
    expect(tickEffects(list, [acted('a')], 3, null).effects).toEqual([effect({ bearer: 'b' }), effect({ bearer: 'a', ends: { kind: 'actions', left: 1 } })]);
  });

  it('an action-turn effect whose bearer did not act keeps the same list (app/fight.ts tickStep writes nothing new then)', () => {
    const list = [effect({ ends: { kind: 'actions', left: 2 } })];
    expect(tickEffects(list, [acted('b')], 3, null).effects).toBe(list);
  });
});

describe('a stand under way for a bearer held fast (docs/rules.md ruling 90)', () => {
  const standing = (condition: TimedEffect['condition']): TimedEffect => ({ bearer: 'a', name: STANDING_UP, marker: null, condition, from: 4, ends: { kind: 'clock', at: 5 } });
  const ending = (state: CombatState, e: TimedEffect) => {
    const events: FightEvent[] = [];
    const after = endEffects(withEffects(state, []), [e], 5, lift, events, true);
    return { after, events };
  };

  it('the rondel: a stand by reaction does not finish for a bearer grappled meanwhile; its card says so and it stays prone', () => {
    const state = { ...aCombat([{ id: 'a', nextAt: 9, conditions: ['prone', 'grappled'] }, { id: 'b', nextAt: 12 }], { counter: 4 }), effects: [standing('prone')] } as CombatState;
    const step = rondel.advance(state, scriptedDice(), OPTIONS, 'next');
    expect(step.state.counter).toBe(5);
    expect(step.events.filter((e) => e.type === 'effect-ended' || e.type === 'conditions-changed')).toEqual([{ type: 'effect-ended', id: 'a', name: STANDING_UP, count: 5, heldBy: 'grappled' }]);
    expect(step.state.combatants[0]?.conditions).toEqual(['prone', 'grappled']);
  });

  it('a timed Prone that runs out on a grappled bearer ends with its prone: only a stand under way is held', () => {
    const state = aCombat([{ id: 'a', nextAt: 9, conditions: ['prone', 'grappled'] }], { counter: 5 });
    const { after, events } = ending(state, { ...standing('prone'), name: 'prone' });
    expect(events).toEqual([
      { type: 'effect-ended', id: 'a', name: 'prone', count: 5 },
      { type: 'conditions-changed', id: 'a', added: [], removed: ['prone'] },
    ]);
    expect(after.combatants[0]?.conditions).toEqual(['grappled']);
  });

  it('a stand whose prone the GM already removed ends plainly: the bearer is not prone, so no “cannot get up”', () => {
    const state = aCombat([{ id: 'a', nextAt: 9, conditions: ['grappled'] }], { counter: 5 });
    const { after, events } = ending(state, standing(null));
    expect(events).toEqual([{ type: 'effect-ended', id: 'a', name: STANDING_UP, count: 5 }]);
    expect(after.combatants[0]?.conditions).toEqual(['grappled']);
  });
});

describe('stored effects are checked field by field (a state the validator takes is one the rules can run)', () => {
  it.each([
    ['a marker tag', effect({ marker: 'blessed' })],
    ['a condition it holds', effect({ condition: 'prone' })],
    ['the caster that started it', effect({ by: 'b' })],
    ['an end at a round’s start', effect({ ends: { kind: 'round', at: 3 } })],
    ['an end after action-turns', effect({ ends: { kind: 'actions', left: 2 } })],
  ])('an effect with %s is accepted', (_what, e) => {
    expect(validateEffects([e])).toEqual([]);
  });

  it.each([
    ['a null entry', null],
    ['no name', { ...effect(), name: 5 }],
    ['a marker that is no tag', { ...effect(), marker: 3 }],
    ['a condition that is no key', { ...effect(), condition: 7 }],
    ['a caster that is no id', { ...effect(), by: 4 }],
    ['a start that is no whole number', { ...effect(), from: '1' }],
    ['no end', { ...effect(), ends: undefined }],
    ['an end of no known kind', { ...effect(), ends: { kind: 'turns', left: 2 } }],
    ['action-turns that are no whole number', { ...effect(), ends: { kind: 'actions', left: 1.5 } }],
  ])('an effect with %s is refused, not trusted', (_what, e) => {
    expect(validateEffects([effect(), e])).toEqual(['effects[1] is malformed']);
  });
});
