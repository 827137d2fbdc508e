// Chat text → a typed command. Errors are values that name the problem and show the right syntax.
import { parseTier, type TierKey } from '../rules/core/numbers';
import { findVerb, VERBS, type FlagSpec, type VerbSpec } from './verbs';

/** The command words always answered; `combat` is shared with an older script, so `rondel` always works. */
export const COMMAND_WORDS = ['rondel', 'combat'] as const;

/**
 * The word every button and macro of the script sends, whatever word the line it answers was typed with: `!combat` is
 * also 5E BattleMaster's, which would hear a `!combat end` button as its own (README, Living with other scripts).
 */
export const BUTTON_WORD = 'rondel';

export type FlagValue = string | number | boolean | TierKey | readonly string[];

export interface ParsedCommand {
  /** The command word used, without the `!`. */
  readonly word: string;
  readonly verb: VerbSpec;
  /** The positional argument (an action word, a count, a verb name), lower-cased; null when absent. */
  readonly arg: string | null;
  readonly flags: Readonly<Record<string, FlagValue>>;
  /** `--help` was given. */
  readonly help: boolean;
}

export type ParseResult =
  | { readonly ok: true; readonly command: ParsedCommand }
  | {
      readonly ok: false;
      readonly errors: readonly string[];
      readonly verb?: VerbSpec;
      readonly word: string;
      /**
       * Where among `errors` the verb's word was refused for not being one of its choices, and the word typed (null:
       * none was): a fight narrows the choices (an action of another rule set), so it words that line anew with its own
       * (`choiceRefusal`).
       */
      readonly choice?: { readonly at: number; readonly typed: string | null };
      /**
       * An unknown command's nearest verb, and whether the line was that word alone (so the verb may be offered as it
       * is: nothing the sender typed goes into a button).
       */
      readonly near?: { readonly name: string; readonly bare: boolean };
    };

export const MAX_TEXT = 200;
/**
 * The most characters of speech (the text positional) kept: more than any rule set holds, so a line too long reaches
 * the rule set whole enough to be refused (docs/rules.md ruling 92), never cut short and held.
 */
export const MAX_SAID = 1000;
const MAX_INT = 1_000_000;

/** The command word of an API message, when it is one of ours (`!rondel …`, not `!rondelx`). */
export function commandWord(content: string, words: readonly string[]): string | null {
  const match = /^!([^\s]+)(?:\s|$)/.exec(content);
  if (!match) return null;
  const word = (match[1] as string).toLowerCase();
  return words.includes(word) ? word : null;
}

/** Replaces Roll20's inline roll placeholders `$[[n]]` with their totals. */
export function expandInlineRolls(content: string, rolls: readonly { results?: { total?: unknown } }[] | undefined): string {
  if (!rolls || rolls.length === 0) return content;
  return content.replace(/\$\[\[(\d+)\]\]/g, (whole, index: string) => {
    const total = rolls[Number(index)]?.results?.total;
    return typeof total === 'number' && Number.isFinite(total) ? String(total) : whole;
  });
}

/**
 * A command of several lines (a macro, or Shift+Enter in the chat) reaches the scripts as one message whose lines are
 * joined by `<br/>` and a newline: read as the spaces between the words they were.
 */
export function joinedLines(content: string): string {
  return content.includes('<br') ? content.replace(/<br\s*\/?>\s*/gi, ' ') : content;
}

export function usage(word: string, verb: VerbSpec): string {
  return `!${word} ${verb.name}${verb.usage ? ' ' + verb.usage : ''}`;
}

/** Edits from one word to another: insertions, deletions, substitutions and swaps of neighbours, each counting one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) d.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = d[i] as number[];
    const up = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The verb a mistyped one most likely meant: the one verb it begins, else the nearest within two edits (fewer than
 * the word has letters); ties go to the verb listed first. Null when none is near.
 */
export function nearestVerb(typed: string): VerbSpec | null {
  const word = typed.toLowerCase().slice(0, 30);
  if (word === '') return null;
  const begun = VERBS.filter((v) => word.length >= 2 && v.name.startsWith(word));
  if (begun.length === 1) return begun[0] as VerbSpec;
  let best: VerbSpec | null = null;
  let bestDistance = Math.min(2, word.length - 1);
  for (const v of VERBS) {
    const d = editDistance(word, v.name);
    if (d <= bestDistance && (best === null || d < bestDistance)) {
      best = v;
      bestDistance = d;
    }
  }
  return best;
}

/** A flag's text as the parser gives it: trimmed, and one pair of quotes around it taken off (and trimmed again). */
export function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'")))) return t.slice(1, -1).trim();
  return t;
}

/** Typographic minus and plus signs, as phones and word processors type them. */
function normaliseNumber(text: string): string {
  return text.replace(/[\u2212\u2012\u2013\u2014]/g, '-').replace(/\uff0b/g, '+').trim();
}

export function parseInteger(text: string): number | null {
  const t = normaliseNumber(text);
  if (!/^[+-]?\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return Math.abs(n) <= MAX_INT ? n : null;
}

function flagValue(name: string, spec: FlagSpec, raw: string | null): { value: FlagValue } | { error: string } {
  const text = raw === null ? '' : unquote(raw);
  switch (spec.kind) {
    case 'bool': {
      if (raw === null || text === '') return { value: true };
      const lower = text.toLowerCase();
      if (['yes', 'true', 'on', '1'].includes(lower)) return { value: true };
      if (['no', 'false', 'off', '0'].includes(lower)) return { value: false };
      return { error: `--${name} takes no value (or yes/no), not “${text.slice(0, 30)}”.` };
    }
    case 'int': {
      const n = parseInteger(text);
      return n === null ? { error: `--${name} needs a whole number, not “${text.slice(0, 30)}”.` } : { value: n };
    }
    case 'tier': {
      const tier = parseTier(text);
      return tier ? { value: tier } : { error: `--${name} needs a movement tier (e.g. red_fox, “Green Horse” or 1–9), not “${text.slice(0, 30)}”.` };
    }
    case 'id':
      return /^[-\w]{1,40}$/.test(text) ? { value: text } : { error: `--${name} needs an id such as -Mabc123, not “${text.slice(0, 30)}”.` };
    case 'token': {
      // an id as Roll20 makes them, or a token's name (which may hold spaces); the command resolves it (docs/rules.md §15)
      const tokenName = text.replace(/\s+/g, ' ').trim();
      if (tokenName === '' || Array.from(tokenName).length > 60 || /[\u0000-\u001f]/.test(tokenName)) return { error: `--${name} needs a token’s id or name, not “${text.slice(0, 30)}”.` };
      return { value: tokenName };
    }
    case 'list': {
      const items = text.toLowerCase().split(/[\s,]+/).filter(Boolean);
      return items.length ? { value: items } : { error: `--${name} needs a list, e.g. --${name} prone,grappled.` };
    }
    case 'text':
      return { value: text.slice(0, MAX_TEXT) };
  }
}

/**
 * Lines as parsed, by the list of command words they were read with (the adapter keeps one list per alias) and their
 * text: the same few lines come again and again (the GM's `next`). A parse is a function of the two alone, and what it
 * gives is frozen, so no reader can change what the next one gets.
 */
const parsedLines = new WeakMap<readonly string[], Map<string, ParseResult | null>>();
const MOST_PARSED_LINES = 256;

/**
 * Parses `!word verb [arg] [--flag value …]`. Returns null when the text is not addressed to one of `words`.
 * Flags follow the Roll20 convention: split on whitespace followed by `--`; a value runs to the next flag.
 */
export function parseCommandLine(text: string, words: readonly string[] = COMMAND_WORDS): ParseResult | null {
  let lines = parsedLines.get(words);
  if (!lines) parsedLines.set(words, (lines = new Map()));
  if (lines.has(text)) return lines.get(text) as ParseResult | null;
  if (lines.size >= MOST_PARSED_LINES) lines.clear();
  const parsed = frozen(parseLine(text, words));
  lines.set(text, parsed);
  return parsed;
}

function frozen(parsed: ParseResult | null): ParseResult | null {
  if (parsed === null) return null;
  if (parsed.ok) {
    for (const v of Object.values(parsed.command.flags)) if (Array.isArray(v)) Object.freeze(v);
    Object.freeze(parsed.command.flags);
    Object.freeze(parsed.command);
  } else Object.freeze(parsed.errors);
  return Object.freeze(parsed);
}

/** The refusal of a verb's word that is not one of `choices` (`typed` null: no word was given). */
export function choiceRefusal(verb: string, typed: string | null, choices: readonly string[]): string {
  return typed === null ? `${verb} needs one of ${choices.join(', ')}.` : `“${typed.slice(0, 30)}” is not one of ${choices.join(', ')}.`;
}

/** The longest command read: ours are short, and a longer line is not parsed (a refusal says why). */
export const MOST_COMMAND_CHARS = 4000;
/** The most problems one refusal lists: the rest are counted. */
const MOST_ERRORS = 3;

function parseLine(text: string, words: readonly string[]): ParseResult | null {
  const word = commandWord(text, words);
  if (word === null) return null;
  // `!combat` is also another script's word: a line that long is none of ours to answer
  if (text.length > MOST_COMMAND_CHARS) return word === 'combat' ? null : { ok: false, word, errors: [`That command is ${text.length} characters long: a command is at most ${MOST_COMMAND_CHARS}.`] };
  const body = text.replace(/^!\S+/, '');
  // split before each ` --`: one white space before the hyphens (any more stay at the end of the part before), so the
  // search takes time in proportion to the line, whatever runs of white space it holds
  const [head = '', ...flagParts] = body.split(/\s--/);
  const headWords = head.trim().split(/\s+/).filter(Boolean);
  const verbName = (headWords[0] ?? 'help').toLowerCase();
  const verb = findVerb(verbName);
  if (!verb) {
    const near = nearestVerb(verbName);
    const hint = near ? `Did you mean !${BUTTON_WORD} ${near.name}?` : `!${BUTTON_WORD} help lists the commands.`;
    const errors = [`Unknown command “${verbName.slice(0, 30)}”. ${hint}`];
    return near ? { ok: false, word, errors, near: { name: near.name, bare: headWords.length === 1 && flagParts.length === 0 } } : { ok: false, word, errors };
  }
  const errors: string[] = [];
  const flags: Record<string, FlagValue> = {};
  let help = false;
  let unknownSeen = false;
  for (const part of flagParts) {
    const match = /^([^\s=]*)(?:[\s=]([\s\S]*))?$/.exec(part);
    const name = (match?.[1] ?? '').toLowerCase();
    const raw = match?.[2] !== undefined && match[2].trim() !== '' ? match[2] : null;
    if (name === 'help') {
      help = true;
      continue;
    }
    const spec = Object.prototype.hasOwnProperty.call(verb.flags, name) ? verb.flags[name] : undefined;
    if (!spec) {
      // the options it takes are listed once, with the first it does not
      const known = unknownSeen ? [] : Object.keys(verb.flags).filter((k) => verb.flags[k]?.button !== true);
      unknownSeen = true;
      errors.push(`${verb.name} has no option --${name.slice(0, 30)}${known.length ? `; it takes ${known.map((k) => '--' + k).join(', ')}` : ''}.`);
      continue;
    }
    // a prompt answered with nothing: the option is left out, as if never sent
    if (raw === null && spec.blankIsNone === true) continue;
    if (Object.prototype.hasOwnProperty.call(flags, name)) {
      errors.push(`--${name} is given twice.`);
      continue;
    }
    const parsed = flagValue(name, spec, raw);
    if ('error' in parsed) errors.push(parsed.error);
    else flags[name] = parsed.value;
  }
  const rest = headWords.slice(1);
  let arg: string | null = null;
  let choice: { at: number; typed: string | null } | undefined;
  const positional = verb.positional;
  if (rest.length > 0 && !positional) errors.push(`${verb.name} takes no words after it, only options.`);
  if (positional?.kind === 'text') {
    // the rest of the line, as typed (speech): its case and its words are kept
    const said = head.trim().replace(/^\S+\s*/, '');
    arg = said === '' ? null : Array.from(said).slice(0, MAX_SAID).join('');
    if (arg === null && !help) {
      // the words typed after --token were read as the token's name, which may hold spaces (an id with spaces after
      // --char is refused as no id already)
      const named = typeof flags.token === 'string' && flags.token.includes(' ') ? flags.token : null;
      errors.push(
        named === null
          ? `${verb.name} needs the words to say, like !${BUTTON_WORD} ${verb.name} Halt!`
          : `${verb.name} takes the words first, then the token: !${BUTTON_WORD} ${verb.name} Halt! --token Goblin. The words after --token were read as a token’s name, “${named.slice(0, 40)}”.`,
      );
    }
  } else if (positional && rest.length > 1) errors.push(`${verb.name} takes one word after it, not ${rest.length}.`);
  else if (positional && rest.length >= 1) {
    arg = (rest[0] as string).toLowerCase();
    if (positional.kind === 'choice' && !positional.choices.includes(arg)) {
      choice = { at: errors.length, typed: arg };
      errors.push(choiceRefusal(verb.name, arg, positional.choices));
    }
    if (positional.kind === 'count' && (parseInteger(arg) === null || (parseInteger(arg) as number) < 1)) {
      errors.push(`${verb.name} takes a number of steps, like ${verb.name} 2.`);
    }
  }
  if (!help && positional?.kind === 'choice' && positional.required && arg === null) {
    choice = { at: errors.length, typed: null };
    errors.push(choiceRefusal(verb.name, null, positional.choices));
  }
  // what the line likely meant, said first (the verb reads it: a hook's command with options of its own…)
  const meant = errors.length > 0 && verb.meant ? verb.meant(body) : null;
  if (meant !== null) {
    errors.unshift(meant);
    if (choice) choice = { ...choice, at: choice.at + 1 };
  }
  const kept = choice && choice.at < MOST_ERRORS ? { choice } : {};
  if (errors.length > MOST_ERRORS) {
    const more = errors.length - MOST_ERRORS;
    return { ok: false, word, verb, errors: [...errors.slice(0, MOST_ERRORS), `…and ${more} more problem${more === 1 ? '' : 's'} with its options.`], ...kept };
  }
  if (errors.length > 0) return { ok: false, word, verb, errors, ...kept };
  return { ok: true, command: { word, verb, arg, flags, help } };
}
