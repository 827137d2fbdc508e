// What every use case runs in: its context (the stored data and the ports), the command it answers, and the fight's
// rule set, with the options the rule set reads and the way its cards read it.
import type { ParsedCommand } from '../commands/parse';
import type { FightStateBase, RuleOptions, RuleSet, RuleSetId } from '../rules/core/rule-set';
import { ruleSetOf } from '../rules/registry';
import { actionRow, isActionKey } from '../rules/rondel/actions';
import { clockFormat } from '../render/clock';
import type { CardView } from '../render/cards';
import type { Config, Fight, Stored } from './model';
import type { Outcome } from './outcome';
import type { Ports, Sender, TokenInfo } from './ports';

/** Everything a use case reads: the stored data and the ports. */
export interface Context {
  readonly stored: Stored;
  readonly ports: Ports;
}

/** A command as the dispatcher hands it over: parsed, permitted, with its selection resolved. */
export interface Command {
  readonly parsed: ParsedCommand;
  readonly sender: Sender;
  /** The selected tokens (no cards, no duplicates, none that no longer exist). */
  readonly selected: readonly TokenInfo[];
}

export type Handler = (ctx: Context, cmd: Command) => Outcome;

export function present(fight: Fight): FightStateBase {
  return fight.timeline.present;
}

/** The fight's rule set. Stored data is checked on load, so a fight always names a known one. */
export function rulesOf(id: RuleSetId): RuleSet<FightStateBase> {
  const rs = ruleSetOf(id);
  if (!rs) throw new Error(`no rule set ${id}`);
  return rs;
}

export function ruleOptions(config: Config): RuleOptions {
  // a configuration never changes once made: its options are made once, for the last one asked (several times a command)
  if (lastOptions === null || config !== lastOptions.config) {
    lastOptions = { config, options: { pattern: config.pattern, passedOver: config.passedOver, rerollEachRound: config.rerollEachRound } };
  }
  return lastOptions.options;
}

let lastOptions: { readonly config: Config; readonly options: RuleOptions } | null = null;

/**
 * The rule options for moving the fight on: with each sheet's weapon speed and initiative adjustment as they are now,
 * which the rule set reads only for a new round's initiative (docs/rules.md §9.2, §9.3). A token without a sheet, or
 * one whose sheet cannot give them, keeps what the fight holds.
 */
export function advanceOptions(ctx: Context): RuleOptions {
  const world = ctx.ports.world;
  const options = ruleOptions(ctx.stored.config);
  // ruleOptions' keys written out, not spread: a spread and then one more key costs V8 a generic copy and a slow
  // store of the key at every `next` (the same keys in the same order either way)
  return {
    pattern: options.pattern,
    passedOver: options.passedOver,
    rerollEachRound: options.rerollEachRound,
    initiativeNow: (id) => {
      const sheet = world.sheet(id);
      if (!sheet.hasSheet || sheet.problems.includes('weapon_speed') || sheet.problems.includes('initiative_adjustment')) return null;
      const hexes = sheet.problems.includes('hexes_per_round') ? {} : { hexesPerRound: sheet.hexesPerRound };
      return { speed: sheet.speed, initiativeAdjustment: sheet.initiativeAdjustment, ...hexes };
    },
  };
}

/** Each rule set's view, made once: a rule set is a constant, and its view reads nothing else. */
const views = new WeakMap<RuleSet<FightStateBase>, CardView>();

/** How a card reads the rule set's clock and actions. */
export function cardView(rs: RuleSet<FightStateBase>): CardView {
  let view = views.get(rs);
  if (!view) {
    view = makeView(rs);
    views.set(rs, view);
  }
  return view;
}

function makeView(rs: RuleSet<FightStateBase>): CardView {
  const labels = new Map(rs.actions.map((a) => [a.key, a.label]));
  return {
    title: ruleSetTitle(rs.id),
    clock: clockFormat(rs.id),
    actionLabel: (key) => labels.get(key) ?? (isActionKey(key) ? actionRow(key).label : key === 'pass' ? 'no action' : key),
    perceptionUse: rs.perceptionUse,
  };
}

/** A card's title for a rule set: 'Rondel' for the rondel, the rule set's name otherwise (as the step's cards say). */
export function ruleSetTitle(id: RuleSetId): string {
  return id === 'rondel' ? 'Rondel' : rulesOf(id).name;
}
