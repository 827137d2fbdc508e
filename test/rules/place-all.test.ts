// The GM's `set --count` on many combatants at once (RuleSet.placeAll; docs/rules.md §8, §9): each is placed as
// `place` places one, the tie at the value is settled once (one tie line, not one per combatant), and one refused
// combatant refuses them all. Placing them one by one re-settled a growing tie each time: with hundreds selected a
// single command took seconds (review 12d).
import { describe, expect, it } from 'vitest';
import type { FightEvent } from '../../src/rules/core/events';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { rondel } from '../../src/rules/rondel';
import { rounds } from '../../src/rules/rounds';
import { seconds } from '../../src/rules/seconds';
import { aCombat } from '../support/builders';
import { seededDice } from '../support/dice';
import { aRoundsFight } from '../support/rounds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';

const N = 60;
const ids = Array.from({ length: N }, (_, i) => `c${i}`);
const cases: [string, RuleSet<FightStateBase>, FightStateBase, number, (s: FightStateBase, id: string) => unknown][] = [
  ['rondel', rondel as unknown as RuleSet<FightStateBase>, aCombat(ids.map((id, i) => ({ id, nextAt: 20 + i }))), 12, (s, id) => rondel.valueOf(s as never, id)],
  ['seconds', seconds as unknown as RuleSet<FightStateBase>, aSecondsFight(ids.map((id, i) => aSecondsCombatant(id, { second: 2 + (i % 18) }))), 15, (s, id) => seconds.valueOf(s as never, id)],
  ['rounds', rounds as unknown as RuleSet<FightStateBase>, aRoundsFight(ids.map((id, i) => ({ id, initiative: i }))), 7, (s, id) => rounds.valueOf(s as never, id)],
];

const ties = (events: readonly FightEvent[]) => events.filter((e) => e.type === 'tie-broken');

describe.each(cases)('%s: placing many at one value', (_name, rs, state, value, valueOf) => {
  it('places every one, settles the tie once, and orders them all', () => {
    const step = rs.placeAll(state, ids, value, seededDice(5));
    expect(step.events.filter((e) => e.type === 'rejected')).toEqual([]);
    for (const id of ids) expect(valueOf(step.state, id)).toBe(value);
    expect(ties(step.events)).toHaveLength(1);
    expect(new Set(rs.order(step.state).map((c) => c.id)).size).toBe(N);
    expect(rs.validate(step.state)).toEqual([]);
  });

  it('is refused as a whole when one of them is unknown, and changes nothing', () => {
    const step = rs.placeAll(state, ['c1', 'nobody', 'c2'], value, seededDice(5));
    expect(step.state).toBe(state);
    expect(step.events).toEqual([{ type: 'rejected', code: 'unknown-combatant' }]);
  });
});
