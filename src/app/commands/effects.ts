// Timed effects (docs/rules.md §12): `effect --add NAME` with a duration on the selected combatants, `effect --remove
// NAME`, and a condition given a duration (`condition --add stunned --counts 6`).
import { effectsOf, MARKER_TAG, otherTimersOf, STANDING_UP, withEffects, type EffectEnd } from '../../rules/core/effects';
import type { Step } from '../../rules/core/events';
import type { FightStateBase, RuleSet } from '../../rules/core/rule-set';
import { fail, noFight, titleOf, toSender, withGmNote } from '../replies';
import { notice } from '../../render/cards';
import { isConditionKey } from '../../rules/core/conditions';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { noCombatants, pointedAt, sayingLeftOut } from '../target';

export { addEffects, durationOf, DURATION_LIMIT } from '../durations';
import { addEffects, afterTurnAction, durationOf } from '../durations';
import { BUTTON_WORD } from '../../commands/parse';

export const effect: Handler = sayingLeftOut((ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  const missing = noCombatants(ctx, target.ids, ids, 'Select the combatants the effect is on.');
  if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
  const add = typeof parsed.flags.add === 'string' ? parsed.flags.add.trim() : '';
  const remove = typeof parsed.flags.remove === 'string' ? parsed.flags.remove.trim() : '';
  if (!add && !remove) return fail(ctx, sender, 'Say which effect to add or remove: --add Bless --rounds 3, or --remove Bless.', parsed);
  const clock = rs.clock(state);
  if (remove) {
    const gone = effectsOf(state).filter((e) => ids.includes(e.bearer) && e.name.toLowerCase() === remove.toLowerCase());
    if (gone.length === 0) return fail(ctx, sender, `No effect “${remove.slice(0, 40)}” is on ${ids.length === 1 ? 'that combatant' : 'those combatants'}.`);
    const kept = effectsOf(state).filter((e) => !gone.includes(e));
    let step: Step<FightStateBase> = { state: withEffects(state, kept), events: gone.map((e) => ({ type: 'effect-ended', id: e.bearer, name: e.name, count: clock })) };
    for (const e of gone) {
      if (e.condition && !kept.some((x) => x.bearer === e.bearer && x.condition === e.condition)) {
        const lifted = rs.changeConditions(step.state, e.bearer, [], [e.condition]);
        step = { state: lifted.state, events: [...step.events, ...lifted.events] };
      }
    }
    return stepOutcome(ctx, fight, step);
  }
  // a stand under way is a timer of this name (docs/rules.md ruling 90): a GM's effect of that name would take its place
  if (add.toLowerCase() === STANDING_UP.toLowerCase()) {
    return fail(ctx, sender, `“${STANDING_UP}” is the name of the timer a stand under way keeps: give the effect another name. To stand a combatant up now: !${BUTTON_WORD} condition --remove prone.`);
  }
  const ends = durationOf(rs, state, parsed.flags);
  if (typeof ends === 'string') return fail(ctx, sender, ends, parsed);
  if (ends === null) return fail(ctx, sender, 'Give the effect a duration: --counts N, --seconds N, --rounds N or --actions N.', parsed);
  const marker = typeof parsed.flags.marker === 'string' ? parsed.flags.marker.trim() : '';
  if (marker && !MARKER_TAG.test(marker)) return fail(ctx, sender, `A marker tag looks like lightning-helix or Flex::1234, not “${marker.slice(0, 30)}”.`, parsed);
  const name = add.slice(0, 60);
  // an effect named for a condition its bearer has with no end would end while the condition stays, its card saying
  // it ended: that bearer keeps the condition with no end, and the GM is told, as `condition` tells it (ruling 85)
  const forGood = heldForGood(state, ids, name);
  const bearers = ids.filter((id) => !forGood.includes(id));
  const told = forGood.map((id) => `${state.combatants.find((c) => c.id === id)?.name ?? 'It'} is already ${name.toLowerCase()}, with no end: it stays so (remove it first to give it a duration).`);
  if (bearers.length === 0) return { messages: [toSender(sender, notice(titleOf(ctx), told))] };
  // given after the bearer's turn's action (10-second rounds), that turn is not one of its action-turns (ruling 106)
  const outcome = stepOutcome(ctx, fight, afterTurnAction(rs, state, timedAgain(rs, state, clock, bearers, name, marker || null, ends)));
  return withGmNote(ctx, outcome, told);
});

/**
 * The effect added to its bearers. Named for a condition (in any case: `Prone` names `prone`), it holds that condition
 * for its time on every bearer, as `condition --add prone --counts 5` would (docs/rules.md §12): a bearer without the
 * condition gets it; one that has it for a time keeps it by this effect too (another effect that holds it, a spell's,
 * may end first); one that holds it by another timer that is nothing but its timer (a stand by reaction under way,
 * ruling 90) has it timed again from now and keeps one end, the new one (ruling 85): that timer goes, and the new effect
 * holds the condition in its stead, as it does over a timer of its own name (`addEffects`).
 */
function timedAgain(rs: RuleSet<FightStateBase>, state: FightStateBase, clock: number, bearers: readonly string[], name: string, marker: string | null, ends: EffectEnd): Step<FightStateBase> {
  const key = name.toLowerCase();
  if (!isConditionKey(key)) return addEffects(state, clock, bearers, name, marker, null, ends);
  let given: Step<FightStateBase> = { state, events: [] };
  for (const id of bearers) {
    if (state.combatants.find((c) => c.id === id)?.conditions.includes(key) === true) continue;
    const step = rs.changeConditions(given.state, id, [key], []);
    given = { state: step.state, events: [...given.events, ...step.events] };
  }
  const others = otherTimersOf(given.state, bearers, key);
  const base = others.length ? withEffects(given.state, effectsOf(given.state).filter((e) => !others.includes(e))) : given.state;
  const held = addEffects(base, clock, bearers, name, marker, key, ends);
  return { state: held.state, events: [...given.events, ...held.events] };
}

/** The bearers that have the condition an effect's name names, with no timer holding it: held for good. */
function heldForGood(state: FightStateBase, ids: readonly string[], name: string): readonly string[] {
  const key = name.toLowerCase();
  if (!isConditionKey(key)) return [];
  return ids.filter((id) => state.combatants.find((c) => c.id === id)?.conditions.includes(key) === true && !effectsOf(state).some((e) => e.bearer === id && e.condition === key));
}
