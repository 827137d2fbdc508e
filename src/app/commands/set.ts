// `set`: the GM's overrides: when a combatant acts next, its tier, its Perception modifier.
import type { TierKey } from '../../rules/core/numbers';
import type { FightStateBase } from '../../rules/core/rule-set';
import type { Step } from '../../rules/core/events';
import { clockFormat } from '../../render/clock';
import { fail, noFight, refusal, rejectionOf, withGmNote } from '../replies';
import { type Context, type Handler, present, rulesOf } from '../context';
import type { Outcome } from '../outcome';
import type { RuleSet } from '../../rules/core/rule-set';
import { stepOutcome } from '../fight';
import { noCombatants, pointedAt, sayingLeftOut } from '../target';
import { sequence } from '../../rules/core/sequence';
import { answered } from '../quiet';

export const set: Handler = sayingLeftOut((ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  const missing = noCombatants(ctx, target.ids, ids, 'Select the combatants to change.');
  if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
  const { count, tier, perception } = parsed.flags;
  if (count === undefined && tier === undefined && perception === undefined) return fail(ctx, sender, 'Say what to set.', parsed);
  const dice = ctx.ports.dice;
  // the count first, for everyone at once: the tie at that count is settled once, however many are set to it
  const steps = [
    ...(typeof count === 'number' ? [(x: FightStateBase) => rs.placeAll(x, ids, count, dice)] : []),
    ...ids.flatMap((id): ((s: FightStateBase) => Step<FightStateBase>)[] => [
      ...(typeof tier === 'string' ? [(x: FightStateBase) => rs.setTier(x, id, tier as TierKey)] : []),
      ...(typeof perception === 'number' ? [(x: FightStateBase) => rs.setPerception(x, id, perception)] : []),
    ]),
  ];
  const step = sequence(state, steps);
  const refused = rejectionOf(step);
  if (refused) return refusal(ctx, sender, refused, parsed);
  // a value the combatant already has changes nothing: the GM is told so, not left with silence
  return answered(ctx, sender, withAnotherAction(ctx, rs, state, step.state, ids, stepOutcome(ctx, fight, step)), () => {
    const names = ids.map((id) => state.combatants.find((c) => c.id === id)?.name ?? 'that combatant');
    const what = [
      ...(typeof count === 'number' ? [clockFormat(rs.id).unit(count)] : []),
      ...(typeof tier === 'string' ? [`tier ${tier}`] : []),
      ...(typeof perception === 'number' ? [`Perception modifier ${perception}`] : []),
    ];
    return `Nothing changed: ${names.join(', ')} already ${names.length === 1 ? 'has' : 'have'} ${what.join(', ')}.`;
  });
});

/** Whether the combatant has no action left in this round (the rule set's own word, else no value in the tracker). */
function doneThisRound(rs: RuleSet<FightStateBase>, state: FightStateBase, id: string): boolean {
  // an action carried over to a later round is none left in this one
  return rs.doneThisRound ? rs.doneThisRound(state, id) : rs.valueOf(state, id) === null || (rs.ahead?.(state, id) ?? null) !== null;
}

/**
 * A combatant that had no action left in this round (it acted, was passed over, or joined after its second) and is
 * set to act at a second of it is given another action: the GM's to give, and told so, as a slip would be silent
 * (docs/rules.md §9.2). Where set never grants a turn (§9.3), or every combatant has a next count (the rondel), it
 * never comes.
 */
function withAnotherAction(ctx: Context, rs: RuleSet<FightStateBase>, before: FightStateBase, after: FightStateBase, ids: readonly string[], outcome: Outcome): Outcome {
  if (after === before || rs.round(after) !== rs.round(before)) return outcome;
  const given = ids.filter((id) => doneThisRound(rs, before, id) && !doneThisRound(rs, after, id));
  const first = given[0];
  const value = first === undefined ? null : rs.valueOf(after, first);
  if (value === null) return outcome;
  const names = given.map((id) => after.combatants.find((c) => c.id === id)?.name ?? 'that combatant');
  const line = `${names.join(', ')} had no action left this round: this gives ${names.length === 1 ? 'it' : 'each'} another, at ${clockFormat(rs.id).unit(value)}. !rondel undo takes it back.`;
  return withGmNote(ctx, outcome, [line]);
}
