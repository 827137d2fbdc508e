// Review 12b (rules, timed effects in 20-second rounds): an effect lasting N of the bearer's ACTIONS, on a caster whose
// spell spans two rounds. Rulebook page 001: "if the time rolls over into the next round, then the spell-casting counts
// as the action for each of the two rounds. Another action cannot happen until the third round." RULES.md §9.2: "the
// casting is the caster's action for both rounds"; §12: an effect "ends after the bearer has used N action-turns".
// At the table: Borin bears "Ward" for 2 actions (`!rondel effect --add Ward --actions 2`). At second 17 of round 1 he starts a
// 4-second incantation; it lands at second 1 of round 2, and the casting is his action for rounds 1 and 2: two
// action-turns used. The Ward should be gone when round 3 begins; the script counts the casting once and keeps the
// Ward through round 3 until Borin declares again (a third action-turn by the page's count).
// docs/rules.md §12 rules only on the hold; it is silent on a casting (or a carried-over action) that is the action
// of two rounds. Suggested fix: when a round starts with the caster still casting (clock.ts `newRound`, the
// `pendingSpell` branch that skips its roll), count that round's action-turn for it (an event the tick counts), or
// rule openly in docs/rules.md §12 that such a casting is one action-turn.
import { describe, expect, it } from 'vitest';
import { settleEffects } from '../../src/app/fight';
import { effectsOf, withEffects } from '../../src/rules/core/effects';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';
import { seconds } from '../../src/rules/seconds';
import type { SecondsState, Step } from '../../src/rules/seconds/state';
import { scriptedDice } from '../support/dice';
import { d10s, newcomer, OPTIONS } from '../rules/seconds/fixtures';

const rs = seconds as unknown as RuleSet<FightStateBase>;
const settle = (step: Step): SecondsState => settleEffects(rs, step as never).state as SecondsState;

describe('20-second rounds: a casting over two rounds is the action of both (page 001)', () => {
  it('an effect of 2 actions ends by the start of round 3 when the bearer’s casting spans rounds 1 and 2', () => {
    // Borin: 9 + 8 = second 17
    let s = seconds.start([newcomer('borin')], scriptedDice(...d10s([9, 8])), OPTIONS).state;
    s = withEffects(s, [{ bearer: 'borin', name: 'Ward', marker: null, condition: null, from: 1, ends: { kind: 'actions', left: 2 } }]);
    const dice = scriptedDice(...d10s([5, 5], [5, 5]));
    for (let guard = 0; guard < 10 && seconds.current(s)?.id !== 'borin'; guard += 1) s = settle(seconds.advance(s, dice, OPTIONS, 'next'));
    expect([s.round, s.second]).toEqual([1, 17]);
    s = settle(seconds.declare(s, 'borin', 'magic', { cast: 4 }, dice, OPTIONS, 'Bolt'));
    // one action-turn used: the Ward is still on
    expect(effectsOf(s).map((e) => e.name)).toEqual(['Ward']);
    // on through round 2 (Borin casts, no roll) to the start of round 3
    for (let guard = 0; guard < 20 && s.round < 3; guard += 1) s = settle(seconds.advance(s, dice, OPTIONS, 'next'));
    expect(s.round).toBe(3);
    expect(effectsOf(s).map((e) => e.name)).toEqual([]);
  });
});
