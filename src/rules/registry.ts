// Which rule set an id names (docs/rules.md §9). A stored fight names its rule set; it never changes in a fight.
import { isRuleSetId, type FightStateBase, type RuleSet, type RuleSetId } from './core/rule-set';
import { rondel } from './rondel';
import { rounds } from './rounds';
import { seconds } from './seconds';

const REGISTRY: ReadonlyMap<RuleSetId, RuleSet<FightStateBase>> = new Map<RuleSetId, RuleSet<FightStateBase>>([
  ['rondel', rondel],
  ['seconds', seconds],
  ['rounds', rounds],
]);

export const DEFAULT_RULE_SET: RuleSetId = 'rondel';

/** The rule set of an id, or undefined for an id that names none (yet). */
export function ruleSetOf(id: unknown): RuleSet<FightStateBase> | undefined {
  // asked several times a command: the ids compared as they are, before the general answer
  if (id === 'rondel') return rondel as unknown as RuleSet<FightStateBase>;
  if (id === 'seconds') return seconds as unknown as RuleSet<FightStateBase>;
  if (id === 'rounds') return rounds as unknown as RuleSet<FightStateBase>;
  return isRuleSetId(id) ? REGISTRY.get(id) : undefined;
}

/** Every rule set there is, in the order help lists them. */
export function ruleSets(): RuleSet<FightStateBase>[] {
  return [...REGISTRY.values()];
}
