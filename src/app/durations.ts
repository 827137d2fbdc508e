// Durations of timed effects (docs/rules.md §12) in the units of the fight's rule set, and effects started with them:
// by `effect`, by `condition`, and by a spell cast with --duration when it resolves.
import type { ConditionKey } from '../rules/core/conditions';
import { effectsOf, pendingEffectsOf, withEffects, withPendingEffects, type EffectEnd, type PendingEffect, type TimedEffect } from '../rules/core/effects';
import type { FightEvent, Step } from '../rules/core/events';
import type { FightStateBase, RuleSet, RuleSetId } from '../rules/core/rule-set';
import type { ParsedCommand } from '../commands/parse';
import { notice } from '../render/cards';
import type { Outgoing } from './ports';

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
  // a refusal names every unit the rule set takes, actions included: every rule set counts the bearer's actions
  // (docs/rules.md §12)
  if (unit === 'counts') return rs.id === 'rondel' ? { kind: 'clock', at: clock + n } : `${rs.name} count in ${rs.id === 'seconds' ? 'seconds, rounds or actions' : 'rounds or actions'}, not counts.`;
  if (unit === 'seconds') return rs.id === 'seconds' ? { kind: 'clock', at: clock + n } : `Only 20-second rounds count in seconds; ${rs.id === 'rondel' ? 'the rondel counts in counts or actions' : 'use --rounds or --actions'}.`;
  return round === null ? 'The rondel has no rounds: give the duration in counts or actions.' : { kind: 'round', at: round + n };
}

/** Adds an effect to each bearer (replacing one of the same name), as one step; `by`: the caster of a spell's effect. */
export function addEffects(state: FightStateBase, clock: number, bearers: readonly string[], name: string, marker: string | null, condition: ConditionKey | null, ends: EffectEnd, by?: string): Step<FightStateBase> {
  const same = (e: TimedEffect): boolean => bearers.includes(e.bearer) && e.name.toLowerCase() === name.toLowerCase();
  const effects = effectsOf(state).filter((e) => !same(e));
  // an effect of the same name that held a condition (a timed Prone) is timed again: the new one holds it in its stead,
  // or the condition would be left with no end while a card says it ended (docs/rules.md §12)
  const held = (bearer: string): ConditionKey | null => condition ?? effectsOf(state).find((e) => e.bearer === bearer && same(e) && e.condition !== null)?.condition ?? null;
  const added: TimedEffect[] = bearers.map((bearer) => {
    const holds = held(bearer);
    return by === undefined ? { bearer, name, marker, condition: holds, from: clock, ends } : { bearer, name, marker, condition: holds, from: clock, ends, by };
  });
  const events: FightEvent[] = added.map((e) => ({ type: 'effect-started', id: e.bearer, name: e.name, count: clock, ends }));
  return { state: withEffects(state, [...effects, ...added]), events };
}

/**
 * The effects a step started on a bearer whose turn goes on after its action (10-second rounds: the GM's `effect` or
 * `condition` given once the turn's action is taken): that turn's end is not one of their action-turns, as it is not a
 * spell's cast in it (docs/rules.md §12, ruling 106). The same step when there are none.
 */
export function afterTurnAction(rs: RuleSet<FightStateBase>, before: FightStateBase, step: Step<FightStateBase>): Step<FightStateBase> {
  const due = rs.current(before)?.id;
  if (due === undefined || rs.actionsNow(before, due).taken === null) return step;
  // the effects it started are those it announces starting
  const started = new Set<string>();
  for (const e of step.events) if (e.type === 'effect-started' && e.id === due) started.add(e.name);
  if (started.size === 0) return step;
  const marked = effectsOf(step.state).map((e) => (e.bearer === due && started.has(e.name) && e.afterAction !== true ? { ...e, afterAction: true as const } : e));
  return { state: withEffects(step.state, marked), events: step.events };
}

export type DurationUnit = 'counts' | 'seconds' | 'rounds' | 'actions';

/**
 * The units each rule set counts a duration in (docs/rules.md §12), a bare number's first: the rondel has no rounds,
 * only 20-second rounds have seconds, and 10-second rounds count in rounds. `durationOf` says why another is refused.
 */
const UNITS: Readonly<Record<RuleSetId, readonly [DurationUnit, ...DurationUnit[]]>> = {
  rondel: ['counts', 'actions'],
  seconds: ['seconds', 'rounds', 'actions'],
  rounds: ['rounds', 'actions'],
};

/**
 * A duration typed in one flag, `--duration 3 rounds` (or `3rounds`, `3r`): a number and a unit; a bare number is in
 * the rule set's own unit (counts in the rondel, seconds in 20-second rounds, rounds in 10-second rounds).
 */
export function parseDuration(rs: RuleSet<FightStateBase>, text: string): { readonly unit: DurationUnit; readonly n: number } | string {
  const m = /^\s*(\d{1,4})\s*([a-z]*)\s*$/i.exec(text);
  // the example and the units are the ones this rule set takes: rounds where it has them, else its own unit
  const units = UNITS[rs.id];
  const listed = `${units.slice(0, -1).join(', ')} or ${units[units.length - 1] as DurationUnit}`;
  const example = `a number and a unit, such as --duration 3 ${units.includes('rounds') ? 'rounds' : units[0]} (${listed})`;
  if (!m) return `The duration is ${example}.`;
  const word = (m[2] as string).toLowerCase();
  // any unit is read (a unit this rule set does not count in is refused by durationOf, saying why)
  const unit = word === '' ? units[0] : (['counts', 'seconds', 'rounds', 'actions'] as const).find((u) => u.startsWith(word));
  if (!unit) return `The duration is ${example}, not “${text.slice(0, 30)}”.`;
  return { unit, n: Number(m[1]) };
}

/** The end of a duration in its unit, from the state it starts in; an error to show. */
export function durationEnd(rs: RuleSet<FightStateBase>, state: FightStateBase, unit: DurationUnit, n: number): EffectEnd | string {
  const ends = durationOf(rs, state, { [unit]: n });
  return ends === null ? 'Give a duration.' : ends;
}

/**
 * A spell cast with a duration (docs/rules.md §12): its effect, named after the spell, starts on the caster when the
 * spell resolves: at once when it resolved in the same step (or the rule set has no casting time), else it waits.
 */
export function withSpellEffect(rs: RuleSet<FightStateBase>, step: Step<FightStateBase>, caster: string, note: string, duration: { readonly unit: DurationUnit; readonly n: number }): Step<FightStateBase> {
  void rs;
  const name = (note.trim() || 'Spell').slice(0, 60);
  const waits = step.events.some((e) => e.type === 'spell-cast' && e.id === caster);
  // either way it waits in the state until the step is settled, so the casting is not counted as one of its actions
  const pending: PendingEffect = { caster, name, unit: duration.unit, n: duration.n, ...(waits ? {} : { now: true }) };
  return { state: withPendingEffects(step.state, [...pendingEffectsOf(step.state), pending]), events: step.events };
}

/**
 * A spell's effect that was not started: its caster already bears an effect of that name that the spell may not
 * replace (the GM's, another caster's, or one that holds a condition); `by` and `condition` are that effect's.
 */
export interface SpellEffectRefused {
  readonly caster: string;
  readonly name: string;
  readonly by: string | null;
  readonly condition: ConditionKey | null;
}

/** A step after its spells' effects started, with those that were not (for the GM's whisper). */
export type SettledStep = Step<FightStateBase> & { readonly refused?: readonly SpellEffectRefused[] };

/**
 * The effects of spells that resolved in this step start now; a caster who left takes its waiting effects along.
 * docs/rules.md ruling 91: a spell’s effect replaces only an earlier effect of the same name its caster's spell started;
 * over the GM's (or another caster's, or one holding a condition) it is not started, and the step says so.
 */
export function startResolvedSpells(rs: RuleSet<FightStateBase>, step: Step<FightStateBase>): SettledStep {
  const pending = pendingEffectsOf(step.state);
  if (pending.length === 0) return step;
  let waiting = pending.filter((p) => step.state.combatants.some((c) => c.id === p.caster));
  let state = step.state;
  const events: FightEvent[] = [...step.events];
  const starting: PendingEffect[] = waiting.filter((p) => p.now === true);
  for (const e of step.events) {
    if (e.type !== 'spell-resolves') continue;
    const open = waiting.filter((p) => p.now !== true && !starting.includes(p));
    const mine = open.find((p) => p.caster === e.id && p.name.toLowerCase() === (e.note.trim() || 'Spell').slice(0, 60).toLowerCase()) ?? open.find((p) => p.caster === e.id);
    if (mine) starting.push(mine);
  }
  const refused: SpellEffectRefused[] = [];
  for (const p of starting) {
    waiting = waiting.filter((x) => x !== p);
    const ends = durationEnd(rs, state, p.unit, p.n);
    if (typeof ends === 'string') continue;
    const name = p.name.toLowerCase();
    const kept = effectsOf(state).find((e) => e.bearer === p.caster && e.name.toLowerCase() === name && (e.by !== p.caster || e.condition !== null));
    if (kept) {
      refused.push({ caster: p.caster, name: p.name, by: kept.by ?? null, condition: kept.condition });
      continue;
    }
    const added = addEffects(state, rs.clock(state), [p.caster], p.name, null, null, ends, p.caster);
    // cast in a turn that goes on (10-second rounds), its effect starts after the turn's action: that turn's end is
    // not one of its action-turns (docs/rules.md §12)
    const afterAction = p.now === true && step.events.some((e) => e.type === 'action-declared' && e.id === p.caster && e.turnGoesOn === true);
    state = afterAction ? withEffects(added.state, effectsOf(added.state).map((e) => (e.bearer === p.caster && e.name === p.name && e.by === p.caster ? { ...e, afterAction: true as const } : e))) : added.state;
    events.push(...added.events);
  }
  if (waiting.length === pending.length && state === step.state && refused.length === 0) return step;
  return { state: withPendingEffects(state, waiting), events, ...(refused.length ? { refused } : {}) };
}

/** The GM's one line for each spell effect that was not started (docs/rules.md ruling 91), kept out of the archive. */
export function refusedSpellNotes(step: SettledStep, nameOf: (id: string) => string, title: string): Outgoing[] {
  const refused = step.refused;
  if (!refused || refused.length === 0) return [];
  const lines = refused.map((r) => {
    const caster = nameOf(r.caster).slice(0, 40);
    const why =
      r.condition !== null
        ? `${caster} already bears ${r.name}, which holds ${r.condition} for a time, and a spell never changes a condition’s timer`
        : `${caster} already bears ${r.by === null ? 'your' : `${nameOf(r.by).slice(0, 40)}’s`} ${r.name}, and a spell never replaces it`;
    return `${caster}’s spell “${r.name}” starts no timed effect: ${why}.`;
  });
  return [{ to: 'gm', html: notice(`${title}: a spell’s effect`, lines), noarchive: true }];
}
