// A stored fight holds only its own rule set's fields. A field another rule set keeps (20-second rounds' held speech,
// the spells being cast that 10-second rounds do not keep), left in a fight by hand or by another tool, would be read
// by the cards that read any state's (the undo card's lines), as if it were this fight's (docs/rules.md §9).

/**
 * The problems of the fields of `value` named in `foreign`: each present is one, unless an empty list (which says
 * nothing, as the field's absence does).
 */
export function foreignFields(value: Readonly<Record<string, unknown>>, foreign: readonly string[], ruleSet: string): string[] {
  const problems: string[] = [];
  for (const key of foreign) {
    const v = value[key];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) problems.push(`${key} is not kept in ${ruleSet}`);
  }
  return problems;
}
