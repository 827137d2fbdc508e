// The rule sets a new fight may use, and the command that starts one. Shared by the server (which lists them) and
// the page (whose select sends them); the page's bundle does not take in the rules themselves, so the list is
// written here, and a test holds it to the script's own (src/rules/registry.ts).
import type { RuleSetView } from './protocol';

/** The first is the script's default. */
export const RULE_SETS: readonly RuleSetView[] = [
  { id: 'rondel', label: 'Cool-Down Rondel (counts)' },
  { id: 'seconds', label: '20-second rounds' },
  { id: 'rounds', label: '10-second rounds' },
];

export const DEFAULT_RULE_SET = 'rondel';

/** `!rondel start`, with `--rules ID` only for a rule set other than the default. */
export function startCommand(ruleSet: string, defaultRuleSet = DEFAULT_RULE_SET): string {
  return ruleSet && ruleSet !== defaultRuleSet ? `!rondel start --rules ${ruleSet}` : '!rondel start';
}
