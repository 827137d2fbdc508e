// Seeded random play through the rule-set seam, for tests that follow a fight step by step.
import { CONDITION_KEYS } from '../../src/rules/core/conditions';
import { TIER_KEYS } from '../../src/rules/core/numbers';
import type { Step } from '../../src/rules/core/events';
import type { FightStateBase, NewCombatant, RuleOptions, RuleSet } from '../../src/rules/core/rule-set';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';
import { seededDice } from './dice';

export const OPTIONS: RuleOptions = { pattern: DEFAULT_PATTERN, passedOver: 'guard', rerollEachRound: false };

export function newcomer(i: number): NewCombatant {
  return {
    id: `c${i}`,
    name: `C${i}`,
    tier: TIER_KEYS[i % TIER_KEYS.length] as NewCombatant['tier'],
    perceptionMod: (i % 5) - 1,
    initiativeAdjustment: i % 3 === 0 ? 1 : 0,
    speed: (i % 5) - 2,
    hexesPerRound: 4 + (i % 9),
  };
}

/** A fight of `size` combatants played at random: `step()` takes one more step and gives the states before and after. */
export function randomPlay(rs: RuleSet<FightStateBase>, seed: number, size: number): { readonly step: () => { before: FightStateBase; after: FightStateBase }; readonly pick: (n: number) => number } {
  let r = seed * 7919;
  const pick = (n: number): number => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return n <= 0 ? 0 : r % n;
  };
  const dice = seededDice(seed);
  const joined = { n: 0 };
  let state = rs.start(Array.from({ length: size }, (_, i) => newcomer(i)), dice, OPTIONS).state;
  return {
    pick,
    step() {
      const before = state;
      state = randomStep(rs, state, pick, dice, joined).state;
      return { before, after: state };
    },
  };
}

/** One random step: mostly turns and actions (reactions, holds, dashes, guards, spells), now and then anything else. */
function randomStep(rs: RuleSet<FightStateBase>, state: FightStateBase, pick: (n: number) => number, dice: ReturnType<typeof seededDice>, joined: { n: number }): Step<FightStateBase> {
  const ids = state.combatants.map((c) => c.id);
  const who = (): string => ids[pick(ids.length)] ?? 'nobody';
  const roll = pick(20);
  if (roll < 6) return rs.advance(state, dice, OPTIONS, pick(4) === 0 ? 'step' : 'next');
  if (roll < 12) {
    const due = rs.current(state);
    const action = rs.actions[pick(rs.actions.length)]?.key ?? 'combat';
    return rs.declare(state, due?.id ?? who(), action, { cast: pick(4) }, dice, OPTIONS, '');
  }
  if (roll < 15) return rs.react(state, who(), '', OPTIONS);
  if (roll === 15) return rs.join(state, [newcomer(100 + (joined.n += 1))], dice, OPTIONS);
  if (roll === 16 && ids.length > 3) return rs.leave(state, who());
  if (roll === 17) {
    const k = CONDITION_KEYS[pick(CONDITION_KEYS.length)] as (typeof CONDITION_KEYS)[number];
    return pick(2) ? rs.changeConditions(state, who(), [k], []) : rs.changeConditions(state, who(), [], [k]);
  }
  if (roll === 18) return rs.place(state, who(), rs.clock(state) + pick(5), dice);
  return rs.advance(state, dice, OPTIONS, 'next');
}
