// `set`: the GM's overrides: when a combatant acts next, its tier, its Perception modifier.
import type { TierKey } from '../../rules/core/numbers';
import type { FightStateBase } from '../../rules/core/rule-set';
import type { Step } from '../../rules/core/events';
import { clockFormat } from '../../render/clock';
import { fail, noFight, refusal, rejectionOf } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { noCombatants, pointedAt } from '../target';
import { sequence } from '../../rules/core/sequence';
import { answered } from '../quiet';

export const set: Handler = (ctx, cmd) => {
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
  return answered(ctx, sender, stepOutcome(ctx, fight, step), () => {
    const names = ids.map((id) => state.combatants.find((c) => c.id === id)?.name ?? 'that combatant');
    const what = [
      ...(typeof count === 'number' ? [clockFormat(rs.id).unit(count)] : []),
      ...(typeof tier === 'string' ? [`tier ${tier}`] : []),
      ...(typeof perception === 'number' ? [`Perception modifier ${perception}`] : []),
    ];
    return `Nothing changed: ${names.join(', ')} already ${names.length === 1 ? 'has' : 'have'} ${what.join(', ')}.`;
  });
};
