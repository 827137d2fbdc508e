// Chat text in, an outcome out: parsing, the BattleMaster rule, `--help`, the GM-only verbs, then the verb's use case.
// A user's mistake is an answer whispered to them; a bug is the adapter's to catch and report.
import { BUTTON_WORD, choiceRefusal, expandInlineRolls, joinedLines, parseCommandLine, usage, type ParseResult, type ParsedCommand } from '../commands/parse';
import { errorCard } from '../render/cards';
import { ruleSetOf } from '../rules/registry';
import { button, text, type Html } from '../render/html';
import { verbHelpCard } from '../render/help';
import { act } from './commands/act';
import { add } from './commands/add';
import { apply } from './commands/apply';
import { attack, check, competition, save } from './commands/roll';
import { condition } from './commands/condition';
import { config } from './commands/config';
import { done } from './commands/done';
import { effect } from './commands/effects';
import { end } from './commands/end';
import { help } from './commands/help';
import { macros } from './commands/macros';
import { menu } from './commands/menu';
import { next } from './commands/next';
import { react } from './commands/react';
import { remove } from './commands/remove';
import { set } from './commands/set';
import { start } from './commands/start';
import { status } from './commands/status';
import { redo, undo } from './commands/travel';
import { say } from './commands/say';
import { stand } from './commands/stand';
import { terrain } from './commands/terrain';
import { trigger } from './commands/trigger';
import { fail, toSender } from './replies';
import { adoptable } from './adopt';
import type { Context, Handler } from './context';
import type { Outcome } from './outcome';
import type { Sender, TokenInfo } from './ports';
import { NO_FIGHT_STAMP } from './fight-with';

/** One use case per verb. `repair` is the adapter's: it works on the raw stored data. */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  help,
  start,
  // the Adopt buttons of tracker edits send these with `--asked` (docs/rules.md ruling 94)
  add: adoptable('add', add),
  remove: adoptable('remove', remove),
  next,
  done,
  act,
  react,
  stand,
  trigger,
  say,
  terrain,
  status,
  menu,
  set: adoptable('set', set),
  condition,
  effect,
  attack,
  check,
  save,
  competition,
  apply,
  undo,
  redo,
  end,
  config,
  macros,
  repair: (ctx, cmd) => fail(ctx, cmd.sender, 'Nothing needs repair: the stored data reads fine.'),
};

export type Reading =
  /** Not addressed to this script (or another script's `!combat` verb). */
  | { readonly kind: 'not-ours' }
  /** Answered already: a parse error, or `--help`. */
  | { readonly kind: 'answer'; readonly outcome: Outcome }
  | { readonly kind: 'command'; readonly parsed: ParsedCommand };

/**
 * An unknown command's nearest verb, one click away: its help, and, when the line was the misspelt word alone, the verb
 * itself (the buttons hold our words only, never what was typed).
 */
function nearButtons(parsed: Extract<ParseResult, { ok: false }>): Html[] {
  const near = parsed.near;
  if (!near) return [];
  const own = `!${BUTTON_WORD} ${near.name}`;
  // only a verb that reads: one that changes the fight (next, undo…) would act whenever the button is pressed, turns or
  // a fight later, and has no turn or fight to carry (docs/rules.md ruling 98)
  const offered = near.bare && READING_VERBS.has(near.name);
  return [...(offered ? [button(text(own), own)] : []), button(text(`Help: ${near.name}`), `!${BUTTON_WORD} help ${near.name}`)];
}

/** The verbs that only read: a button of one acts the same whenever it is pressed. */
const READING_VERBS: ReadonlySet<string> = new Set(['help', 'status', 'menu', 'macros']);

/**
 * The parser knows every rule set's actions and no fight: a mistyped action in a fight is answered with the actions
 * of the fight's rule set, as its refusal of another rule set's action and `help act` are, never with one it would
 * then refuse.
 */
function choicesOfFight(parsed: Extract<ParseResult, { ok: false }>, rules: string | null): readonly string[] {
  const rs = rules === null ? undefined : ruleSetOf(rules);
  const { verb, choice } = parsed;
  if (!rs || !verb || verb.name !== 'act' || !choice) return parsed.errors;
  const own = rs.actions.map((a) => a.key);
  return parsed.errors.map((e, i) => (i === choice.at ? choiceRefusal(verb.name, choice.typed, own) : e));
}

/** `title`: the title of a refusal, the rule set in play (replies.ts `titleOf`); `rules`: the running fight's, for `--help`. */
export function readCommand(content: string, inlinerolls: unknown, words: readonly string[], sender: Sender, title = 'Rondel', rules: string | null = null): Reading {
  const parsed = parseCommandLine(joinedLines(expandInlineRolls(content, inlinerolls as never)), words);
  if (!parsed) return { kind: 'not-ours' };
  // `!combat` is also 5E BattleMaster's word: its commands are not ours to answer
  if (!parsed.ok && !parsed.verb && parsed.word === 'combat') return { kind: 'not-ours' };
  if (!parsed.ok) return { kind: 'answer', outcome: { messages: [toSender(sender, errorCard(title, choicesOfFight(parsed, rules), parsed.verb ? usage(BUTTON_WORD, parsed.verb) : undefined, nearButtons(parsed)))] } };
  if (parsed.command.help) return { kind: 'answer', outcome: { messages: [toSender(sender, verbHelpCard(BUTTON_WORD, parsed.command.verb, rules))] } };
  return { kind: 'command', parsed: parsed.command };
}

/** Runs a parsed command for its sender, the GM-only verbs refused to players before any use case runs. */
export function run(ctx: Context, parsed: ParsedCommand, sender: Sender, selected: readonly TokenInfo[]): Outcome {
  if (parsed.verb.gmOnly && !sender.isGM) {
    // a player who reaches for `next` most likely means their own turn's end
    const hint = parsed.verb.name === 'next' ? ` To end your own turn: !${BUTTON_WORD} done.` : '';
    return fail(ctx, sender, `Only the GM can use ${parsed.verb.name}.${hint}`);
  }
  // a button made in one fight (a menu's, a Trigger, an End the turn) does nothing in any other: the fight's serial it
  // sends is not this fight's (docs/rules.md §15); typed without the stamp, the command is about the fight as it is
  const stamp = parsed.flags.fight;
  if (stamp === NO_FIGHT_STAMP && ctx.stored.fight) {
    return fail(ctx, sender, 'That button was made while no fight ran, and acts in no fight: nothing was done.');
  }
  if (typeof stamp === 'number' && stamp !== NO_FIGHT_STAMP && stamp !== ctx.stored.fight?.serial) {
    return fail(ctx, sender, 'That button was for a fight that has ended, and acts in no other: nothing was done.');
  }
  const handler = HANDLERS[parsed.verb.name];
  return handler ? handler(ctx, { parsed, sender, selected }) : { messages: [] };
}
