// `condition`: the GM adds or removes conditions (docs/rules.md §7, §11).
import { CONDITION_KEYS, parseCondition, type ConditionKey } from '../../rules/core/conditions';
import { fail, noFight, present, rulesOf, stepOutcome, type Handler } from '../fight';
import { pointedAt } from '../target';
import { sequence } from '../../rules/core/sequence';

function read(v: unknown): { keys: ConditionKey[]; bad: string[] } {
  const words = Array.isArray(v) ? (v as string[]) : [];
  if (words.includes('all')) return { keys: [...CONDITION_KEYS], bad: [] };
  const keys = words.map(parseCondition).filter((k): k is ConditionKey => k !== undefined);
  return { keys, bad: words.filter((w) => !parseCondition(w)) };
}

export const condition: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length === 0) return fail(sender, 'Select the combatants first.', parsed);
  const add = read(parsed.flags.add);
  const remove = read(parsed.flags.remove);
  const bad = [...add.bad, ...remove.bad];
  if (bad.length) return fail(sender, `Unknown condition ${bad.join(', ')}. Conditions: ${CONDITION_KEYS.join(', ')}.`, parsed);
  if (add.keys.length === 0 && remove.keys.length === 0) return fail(sender, 'Say which conditions to add or remove.', parsed);
  return stepOutcome(ctx, fight, sequence(state, ids.map((id) => (s) => rs.changeConditions(s, id, add.keys, remove.keys))));
};
