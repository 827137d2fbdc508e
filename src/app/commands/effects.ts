// Timed effects (docs/rules.md §12): `effect --add NAME` with a duration on the selected combatants, `effect --remove
// NAME`, and a condition given a duration (`condition --add stunned --counts 6`).
import type { ConditionKey } from '../../rules/core/conditions';
import { effectsOf, withEffects, type EffectEnd, type TimedEffect } from '../../rules/core/effects';
import type { FightEvent, Step } from '../../rules/core/events';
import type { FightStateBase, RuleSet } from '../../rules/core/rule-set';
import type { ParsedCommand } from '../../commands/parse';
import { fail, noFight, present, rulesOf, stepOutcome, type Handler } from '../fight';
import { pointedAt } from '../target';

export const DURATION_LIMIT = 1000;

/** The end of a duration typed with the command, in the units this rule set counts in; an error to show, or null for none. */
export function durationOf(rs: RuleSet<FightStateBase>, state: FightStateBase, flags: ParsedCommand['flags']): EffectEnd | string | null {
  const given = (['counts', 'seconds', 'rounds', 'actions'] as const).filter((k) => flags[k] !== undefined);
  if (given.length === 0) return null;
  if (given.length > 1) return 'Give one duration: --counts, --seconds, --rounds or --actions.';
  const unit = given[0] as 'counts' | 'seconds' | 'rounds' | 'actions';
  const n = flags[unit] as number;
  if (!Number.isInteger(n) || n < 1 || n > DURATION_LIMIT) return `The duration must be a whole number from 1 to ${DURATION_LIMIT}.`;
  const clock = rs.clock(state);
  const round = rs.round(state);
  if (unit === 'actions') return { kind: 'actions', left: n };
  if (unit === 'counts') return rs.id === 'rondel' ? { kind: 'clock', at: clock + n } : `${rs.name} count in ${rs.id === 'seconds' ? 'seconds or rounds' : 'rounds'}, not counts.`;
  if (unit === 'seconds') return rs.id === 'seconds' ? { kind: 'clock', at: clock + n } : `Only 20-second rounds count in seconds; ${rs.id === 'rondel' ? 'the rondel counts in counts' : 'use --rounds'}.`;
  return round === null ? 'The rondel has no rounds: give the duration in counts or actions.' : { kind: 'round', at: round + n };
}

/** Adds an effect to each bearer (replacing one of the same name), as one step. */
export function addEffects(state: FightStateBase, clock: number, bearers: readonly string[], name: string, marker: string | null, condition: ConditionKey | null, ends: EffectEnd): Step<FightStateBase> {
  const effects = effectsOf(state).filter((e) => !(bearers.includes(e.bearer) && e.name.toLowerCase() === name.toLowerCase()));
  const added: TimedEffect[] = bearers.map((bearer) => ({ bearer, name, marker, condition, from: clock, ends }));
  const events: FightEvent[] = added.map((e) => ({ type: 'effect-started', id: e.bearer, name: e.name, count: clock, ends }));
  return { state: withEffects(state, [...effects, ...added]), events };
}

const TAG = /^[\w-]+(::\d+)?$/;

export const effect: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(sender, target.error, parsed);
  const ids = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  if (ids.length === 0) return fail(sender, 'Select the combatants the effect is on.', parsed);
  const add = typeof parsed.flags.add === 'string' ? parsed.flags.add.trim() : '';
  const remove = typeof parsed.flags.remove === 'string' ? parsed.flags.remove.trim() : '';
  if (!add && !remove) return fail(sender, 'Say which effect to add or remove: --add Bless --rounds 3, or --remove Bless.', parsed);
  const clock = rs.clock(state);
  if (remove) {
    const gone = effectsOf(state).filter((e) => ids.includes(e.bearer) && e.name.toLowerCase() === remove.toLowerCase());
    if (gone.length === 0) return fail(sender, `No effect “${remove.slice(0, 40)}” is on ${ids.length === 1 ? 'that combatant' : 'those combatants'}.`);
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
  const ends = durationOf(rs, state, parsed.flags);
  if (typeof ends === 'string') return fail(sender, ends, parsed);
  if (ends === null) return fail(sender, 'Give the effect a duration: --counts N, --seconds N, --rounds N or --actions N.', parsed);
  const marker = typeof parsed.flags.marker === 'string' ? parsed.flags.marker.trim() : '';
  if (marker && !TAG.test(marker)) return fail(sender, `A marker tag looks like lightning-helix or Flex::1234, not “${marker.slice(0, 30)}”.`, parsed);
  return stepOutcome(ctx, fight, addEffects(state, clock, ids, add.slice(0, 60), marker || null, null, ends));
};
