// The rule sets a new fight may use, and the command that starts one. Shared by the server (which lists them) and
// the page (whose select sends them). For now the script knows one rule set; when more land, they are added here.
import type { RuleSetView } from './protocol';

/** The first is the script's default. */
export const RULE_SETS: readonly RuleSetView[] = [{ id: 'rondel', label: 'Rondel (cool-down counts)' }];

export const DEFAULT_RULE_SET = 'rondel';

/** `!rondel start`, with `--rules ID` only for a rule set other than the default (so the command works today). */
export function startCommand(ruleSet: string, defaultRuleSet = DEFAULT_RULE_SET): string {
  return ruleSet && ruleSet !== defaultRuleSet ? `!rondel start --rules ${ruleSet}` : '!rondel start';
}
