// `condition`: the GM adds or removes conditions (docs/rules.md §7, §11).
import { undoneDamage } from './apply';
import { CONDITION_KEYS, parseCondition, withBrought, type ConditionKey } from '../../rules/core/conditions';
import { effectsOf, onlyTimesItsCondition, otherTimersOf, withEffects } from '../../rules/core/effects';
import { notice, noticeCard } from '../../render/cards';
import { button, COLOURS, join, text, type Html } from '../../render/html';
import { fail, noFight, titleOf, toSender } from '../replies';
import { type Handler, present, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { addEffects, durationOf } from './effects';
import { afterTurnAction } from '../durations';
import { noCombatants, pointedAt, sayingLeftOut } from '../target';
import { sequence } from '../../rules/core/sequence';

/**
 * The GM's condition picker for the combatants pointed at: a button for each condition, which adds it, or, where every
 * one of them has it, takes it off (marked ✓). One combatant's buttons name its token; several act on the tokens
 * selected when a button is pressed.
 */
function conditionPicker(list: readonly { readonly id: string; readonly name: string; readonly conditions: readonly string[] }[]): Html {
  const token = list.length === 1 ? ` --token ${(list[0] as { id: string }).id}` : '';
  const buttons = CONDITION_KEYS.map((k) => {
    const held = list.every((c) => c.conditions.includes(k));
    return held ? button(text(`✓ ${k}`), `!rondel condition --remove ${k}${token}`, COLOURS.good) : button(text(k), `!rondel condition --add ${k}${token}`);
  });
  const who = list.length === 1 ? (list[0] as { name: string }).name : `the ${list.length} selected combatants`;
  const lines: Html[] = [text(`Conditions of ${who}: press one to add it, a ✓ one to take it off.`, 200), join(buttons, ' ')];
  if (list.length > 1) lines.push(text('The buttons act on the tokens selected when one is pressed.', 120));
  return noticeCard('Conditions', lines);
}

function read(v: unknown): { keys: ConditionKey[]; bad: string[] } {
  const words = Array.isArray(v) ? (v as string[]) : [];
  if (words.includes('all')) return { keys: [...CONDITION_KEYS], bad: [] };
  const keys: ConditionKey[] = [];
  const bad: string[] = [];
  for (const w of words) {
    const k = parseCondition(w);
    if (!k) bad.push(w);
    // a condition named twice is one condition (docs/rules.md §11: it counts once), added and said once
    else if (!keys.includes(k)) keys.push(k);
  }
  return { keys, bad };
}

export const condition: Handler = sayingLeftOut((ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const undone = undoneDamage(ctx, cmd);
  if (undone) return undone;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  const missing = noCombatants(ctx, target.ids, ids, 'Select the combatants first.');
  if (missing) return missing.usage ? fail(ctx, sender, missing.text, parsed) : fail(ctx, sender, missing.text);
  const add = read(parsed.flags.add);
  const remove = read(parsed.flags.remove);
  const bad = [...add.bad, ...remove.bad];
  if (bad.length) return fail(ctx, sender, `Unknown condition ${bad.join(', ')}. Conditions: ${CONDITION_KEYS.join(', ')}.`, parsed);
  const ends = durationOf(rs, state, parsed.flags);
  if (typeof ends === 'string') return fail(ctx, sender, ends, parsed);
  if (add.keys.length === 0 && remove.keys.length === 0) {
    // nothing named, no duration: the picker, a button for each condition (as other turn scripts offer)
    if (ends === null) return { messages: [toSender(sender, conditionPicker(ids.map((id) => state.combatants.find((c) => c.id === id)).filter((c) => c !== undefined)))] };
    return fail(ctx, sender, 'Say which conditions to add or remove.', parsed);
  }
  // a condition a combatant already has is answered so: no command answers with silence. One held with no end keeps
  // it: a duration is not given to it (docs/rules.md §14 ruling 85); one held by a duration is timed again from now
  const timed = (id: string, k: ConditionKey): boolean => effectsOf(state).some((e) => e.bearer === id && e.condition === k);
  const heldForGood: string[] = [];
  const already = ids.flatMap((id) => {
    const c = state.combatants.find((x) => x.id === id);
    return add.keys
      .filter((k) => c?.conditions.includes(k) && !timed(id, k))
      .map((k) => `${c?.name ?? 'It'} is already ${k}${ends ? ', with no end: it stays so (remove it first to give it a duration)' : ''}.`);
  });
  let changed = sequence(state, ids.map((id) => (s) => rs.changeConditions(s, id, add.keys, remove.keys)));
  // a condition no longer held by a time (docs/rules.md §14 ruling 85): one removed, or now held for good (given with
  // no end, or brought by another, as Unconscious brings Prone) has its timer let go, so a later end lifts nothing
  const brought = withBrought(add.keys, remove.keys);
  const forGood = ends ? brought.filter((k) => !add.keys.includes(k)) : brought;
  const untimed = effectsOf(changed.state).filter((e) => e.condition !== null && ids.includes(e.bearer) && (remove.keys.includes(e.condition) || forGood.includes(e.condition)));
  if (untimed.length) {
    // the condition's own timer goes with it, a stand under way too (ruling 90); another effect goes on without it
    const keptEffects = effectsOf(changed.state).flatMap((e) => (!untimed.includes(e) ? [e] : onlyTimesItsCondition(e) ? [] : [{ ...e, condition: null }]));
    changed = { state: withEffects(changed.state, keptEffects), events: changed.events };
    for (const e of untimed) {
      const c = state.combatants.find((x) => x.id === e.bearer);
      if (e.condition && !remove.keys.includes(e.condition)) heldForGood.push(`${c?.name ?? 'It'} is now ${e.condition} with no end.`);
    }
  }
  if (changed.state === state && !ends) return fail(ctx, sender, already.length ? already.join(' ') : 'Nothing to change: those conditions are not there.', parsed);
  // with a duration, each added condition is held by a timed effect that lifts it when it runs out (docs/rules.md §12):
  // on those that did not have it, or had it for a time
  let step = changed;
  if (ends) {
    for (const k of add.keys) {
      // a condition both added and removed is removed (rs.changeConditions): it gets no timer
      if (remove.keys.includes(k)) continue;
      const bearers = ids.filter((id) => !state.combatants.find((x) => x.id === id)?.conditions.includes(k) || timed(id, k));
      if (bearers.length === 0) continue;
      // timed again from now, it keeps one end (ruling 85): another timer of it goes, a stand under way too (ruling 90)
      const others = otherTimersOf(step.state, bearers, k);
      const base = others.length ? withEffects(step.state, effectsOf(step.state).filter((e) => !others.includes(e))) : step.state;
      const started = addEffects(base, rs.clock(state), bearers, k, null, k, ends);
      step = { state: started.state, events: [...step.events, ...started.events] };
    }
  }
  // given after the bearer's turn's action (10-second rounds), that turn is not one of its action-turns (ruling 106)
  if (ends) step = afterTurnAction(rs, state, step);
  const notes = already.length || heldForGood.length ? [toSender(sender, notice(titleOf(ctx), [...already, ...heldForGood]))] : [];
  return stepOutcome(ctx, fight, step, notes);
});
