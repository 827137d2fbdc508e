// Help in chat: the short list of commands, each verb's usage card, the handout with every command, and a command
// line laid out for chat (its options never split). Pure: the Roll20 adapter decides who sees them.
import type { VerbSpec } from '../commands/verbs';
import { button, card, code, COLOURS, join, muted, raw, strong, tag, text, type Html } from './html';

/**
 * A command line for chat: each `[--flag value]` stays on one line, the line wraps between them; a list of
 * alternatives (`strength|agility|…`, `[--counts N | --rounds N]`) may also wrap after a `|`, each piece kept whole
 * (a box of its own: no character is added, so the line copies as it reads).
 */
export function usageHtml(line: string): Html {
  const parts = line.match(/\[[^\]]*\]|<[^>]*>|\S+/g) ?? [];
  return code(join(parts.map(usagePart), raw(' ')));
}

const NOWRAP = 'white-space:nowrap';
const PIECE = 'display:inline-block';

function usagePart(p: string): Html {
  // a short part, or one with no alternatives, is one piece
  if (!p.includes('|') || p.length <= 24) return p.includes(' ') ? tag('span', NOWRAP, text(p, 200)) : text(p, 200);
  // pieces end at each `|`; a space after one stays a space between the pieces (where the line may also wrap)
  const out: Html[] = [];
  for (const piece of p.split(/(?<=\|)/)) {
    if (/^\s/.test(piece)) out.push(raw(' '));
    out.push(tag('span', PIECE, text(piece.trim(), 200)));
  }
  return join(out, raw(''));
}

/** The short help's sections, in order; a verb in none of them comes last. */
const HELP_SECTIONS: readonly (readonly [string, readonly string[], 'inline'?])[] = [
  ['The fight', ['start', 'next', 'add', 'remove', 'end']],
  ['Turns', ['act', 'react', 'stand', 'done', 'menu', 'status', 'trigger', 'say']],
  // the rolls share one line of buttons, as the setup does: the short help must still fit one screen
  ['Rolls', ['attack', 'check', 'save', 'competition'], 'inline'],
  ['Fixes', ['set', 'condition', 'effect', 'terrain', 'undo', 'redo']],
  ['Setup', ['config', 'macros'], 'inline'],
];

/**
 * Not in the short help: this card is the help, a repair is offered by the card that says the script is paused, and
 * apply is the button under an attack.
 */
const HELP_OMITTED: ReadonlySet<string> = new Set(['help', 'repair', 'apply']);

export const HELP_HANDOUT_NAME = 'Help: Enchanted Realms Combat';

/** Where every ruling is written down with its reason. */
export const RULINGS = 'docs/rules.md §14 (Rulings)';

/**
 * The short help: one line per command the reader may use, in sections, to fit one screen of the chat column. Each
 * command's usage is one `help VERB` away; the handout holds the full reference.
 */
export function helpCard(word: string, verbs: readonly VerbSpec[], isGM: boolean, fightRules: string | null = null): Html {
  // a verb of another rule set than the one in play (the fight's, else the game's) is left out (the handout and `help
  // VERB` still have it)
  const mine = verbs.filter((v) => (isGM || !v.gmOnly) && (fightRules === null || !v.rules || v.rules.includes(fightRules)));
  const rows: Html[] = [];
  const placed = new Set<string>();
  const section = (title: string, list: readonly VerbSpec[], inline?: 'inline'): void => {
    if (list.length === 0) return;
    if (inline) {
      for (const v of list) placed.add(v.name);
      rows.push(join([strong(text(`${title}:`)), ...list.map((v) => button(text(v.name), `!${word} help ${v.name}`, COLOURS.accent))], raw(' ')));
      return;
    }
    rows.push(strong(text(title)));
    for (const v of list) {
      placed.add(v.name);
      rows.push(join([button(text(v.name), `!${word} help ${v.name}`, COLOURS.accent), raw(' '), text(v.brief, 60)]));
    }
  };
  for (const [title, names, inline] of HELP_SECTIONS) section(title, names.flatMap((n) => mine.filter((v) => v.name === n)), inline);
  section('More', mine.filter((v) => !placed.has(v.name) && !HELP_OMITTED.has(v.name)));
  // the other word that always works: !combat beside !rondel, and !rondel beside !combat or a game's alias
  const other = word === 'rondel' ? 'combat' : 'rondel';
  return card({
    title: text('Enchanted Realms Combat'),
    subtitle: text(`!${word} help`),
    body: rows,
    footer: text(`A button shows its usage. Everything: the handout ${HELP_HANDOUT_NAME}. !${other} works too.`, 300),
  });
}

function permissionText(verb: VerbSpec): string {
  return verb.permission === 'gm' ? 'GM only.' : verb.permission === 'controller' ? 'The GM or whoever controls the combatant.' : 'Anyone.';
}

/** A verb's flags, in the words of the running fight's rule set when it says them otherwise (null: every rule set's). */
function flagRows(verb: VerbSpec, rules: string | null = null): Html[] {
  return Object.entries(verb.flags)
    .filter(([, spec]) => spec.button !== true)
    .map(([name, spec]) => join([code(text(`--${name}`)), text(`: ${(rules !== null ? spec.describeIn?.[rules] : undefined) ?? spec.describe}`, 300)]));
}

/** One verb's help; in a running fight, in its rule set's words (flex and counts are the rondel's). */
export function verbHelpCard(word: string, verb: VerbSpec, rules: string | null = null): Html {
  const summary = (rules !== null ? verb.summaryIn?.[rules] : undefined) ?? verb.summary;
  return card({
    title: text(`!${word} ${verb.name}`),
    body: [text(summary, 300), join([muted(text('Usage: ')), usageHtml(`!${word} ${verb.name} ${verb.usage}`.trim())]), ...flagRows(verb, rules)],
    footer: text(permissionText(verb)),
  });
}

/**
 * The help handout: every command with its usage, who may use it and each of its flags, then where the rulings are.
 * A handout is read in its own window, so it may be long.
 */
export function helpHandout(word: string, verbs: readonly VerbSpec[], ruleSets: readonly { readonly id: string; readonly name: string }[]): Html {
  const section = (v: VerbSpec): Html =>
    tag(
      'div',
      'margin:6px 0',
      join([
        strong(usageHtml(`!${word} ${v.name}${v.usage ? ' ' + v.usage : ''}`)),
        muted(text(` ${permissionText(v)}`)),
        tag('div', '', text(v.summary, 400)),
        ...flagRows(v).map((f) => tag('div', 'margin-left:12px', f)),
      ]),
    );
  return join([
    tag('h3', '', text('Enchanted Realms Combat: every command')),
    tag(
      'p',
      '',
      text(
        `Select the tokens in the fight and run !${word} start (or !combat start). Every command answers --help. Rule sets: ${ruleSets.map((r) => `${r.id} (${r.name})`).join(', ')}; choose one with !${word} start --rules ID.`,
        600,
      ),
    ),
    ...verbs.map(section),
    tag('h3', '', text('Rulings')),
    tag('p', '', text(`Where the rulebook is silent or unclear the script makes a ruling; every ruling, with its reason, is in ${RULINGS} in the script’s repository, beside the README.`, 400)),
  ]);
}
