// `remove`: combatants leave the fight.
import { undoneDamage } from './apply';
import { sequence } from '../../rules/core/sequence';
import { fail, noFight, titleOf } from '../replies';
import { notice } from '../../render/cards';
import { andList } from '../../render/card-text';
import type { Outgoing } from '../ports';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { noCombatants, pointedAt, sayingLeftOut } from '../target';

export const remove: Handler = sayingLeftOut((ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, cmd.sender);
  const undone = undoneDamage(ctx, cmd);
  if (undone) return undone;
  const state = present(fight);
  const rs = rulesOf(fight.rules);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, cmd.sender, target.error, cmd.parsed);
  const ids = target.ids.filter((id) => state.combatants.some((c) => c.id === id));
  const missing = noCombatants(ctx, target.ids, ids, 'Select the combatants to remove.');
  if (missing) return missing.usage ? fail(ctx, cmd.sender, missing.text, cmd.parsed) : fail(ctx, cmd.sender, missing.text);
  // a condition is the fight's (ruling 86): its marker goes with the combatant, and a downed token would look well
  // again with no word; the GM is told what went, and how to mark it by hand
  const held = state.combatants.filter((c) => ids.includes(c.id) && c.conditions.length > 0).map((c) => `${c.name} (${andList(c.conditions)})`);
  const told: Outgoing[] = held.length
    ? [{ to: 'gm', html: notice(titleOf(ctx), [`Their conditions leave the fight with them, markers and all: ${held.join('; ')}. To keep a token marked, set a marker by hand (Roll20’s dead marker, say): the fight no longer changes it.`]), noarchive: true }]
    : [];
  return stepOutcome(ctx, fight, sequence(state, ids.map((id) => (s) => rs.leave(s, id))), told);
});
