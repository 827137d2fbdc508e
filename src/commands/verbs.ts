import { ruleSets } from '../rules/registry';
import { TERRAIN_KEYS } from '../rules/seconds/terrain';
import { ROLL_VERBS } from './roll-verbs';
import { charFlag, downRollFlag, fightFlag, tokenFlag, verb, type FlagSpec, type VerbSpec } from './verb-spec';

export type { FlagKind, FlagSpec, Permission, Positional, VerbSpec } from './verb-spec';
export { ROLL_ATTRIBUTES } from './roll-verbs';

// The command table: every verb, who may use it, what it takes. Help text, the help handout, script.json and the
// permission matrix test are all generated from this one table, so they cannot drift from the parser.

/** Every action of every rule set; `act` checks the fight's own table. */
export const ACTION_WORDS: readonly string[] = [...new Set(ruleSets().flatMap((rs) => rs.actions.map((a) => a.key)))];

const RULE_SET_WORDS = ruleSets().map((rs) => rs.id).join('|');

/** How long a timed effect lasts, in the units of the fight's rule set (docs/rules.md §12). */
const durationFlags: Readonly<Record<string, FlagSpec>> = {
  counts: { kind: 'int', describe: 'counts on the rondel' },
  seconds: { kind: 'int', describe: 'seconds, in 20-second rounds' },
  rounds: { kind: 'int', describe: 'rounds: it ends as that many rounds later begins' },
  actions: { kind: 'int', describe: 'the bearer’s own action-turns' },
};

/** The Adopt button of a tracker edit put back (docs/rules.md ruling 94). */
const adoptAsked: FlagSpec = { kind: 'bool', describe: 'an Adopt button’s: refused once the fight moved on or the edit was adopted', button: true };


/** The cool-down's inputs: the rondel's alone, as 20- and 10-second rounds roll no cool-down (docs/rules.md §9). */
const NO_COOL_DOWN: FlagSpec['describeIn'] = { seconds: 'not used in 20-second rounds (no cool-down)', rounds: 'not used in 10-second rounds (no cool-down)' };

export const VERBS: readonly VerbSpec[] = [
  verb({ name: 'help', brief: 'this list, or one command', usage: '[verb]', summary: 'this help, or the help of one command', permission: 'anyone', positional: { kind: 'verb' }, flags: {} }),
  verb({
    name: 'start',
    brief: 'a new fight: selected tokens',
    usage: `[--rules ${RULE_SET_WORDS}] [--confirm]`,
    summary: 'the selected tokens start a new fight: initiative is rolled and the turn tracker opens',
    permission: 'gm',
    flags: {
      rules: { kind: 'text', describe: `the rule set: ${ruleSets().map((rs) => `${rs.id} (${rs.name})`).join(', ')}; default: the game’s (config rules=…)` },
      confirm: { kind: 'bool', describe: 'replace a fight that is still running' },
      asked: { kind: 'bool', describe: 'the ask’s button: refused once the fight moved on', button: true },
    },
  }),
  verb({
    name: 'add',
    brief: 'selected tokens join',
    usage: '[--token ID] [--count N]',
    summary: 'the selected tokens join the running fight at the current count + their roll',
    permission: 'gm',
    flags: { token: tokenFlag, count: { kind: 'int', describe: 'the count it acts at, instead of its roll (one token)', describeIn: { seconds: 'the second it acts at this round, instead of its roll (one token)', rounds: 'its initiative score, instead of its roll (one token)' } }, asked: adoptAsked },
  }),
  verb({ name: 'remove', brief: 'selected tokens leave', usage: '[--token ID]', summary: 'the selected tokens leave the fight', permission: 'gm', flags: { token: tokenFlag, asked: adoptAsked, fight: fightFlag, roll: downRollFlag } }),
  verb({
    name: 'next',
    brief: 'end the turn, move on',
    usage: '[--step]',
    summary: 'end the current turn (Full Guard if nothing was declared) and move the counter to the next count where anything happens',
    summaryIn: {
      seconds: 'end the current turn (it is lost if nothing was declared) and move to the next second where anything happens',
      rounds: 'end the current turn (it is lost if nothing was declared): the next in the order is due',
    },
    permission: 'gm',
    flags: { step: { kind: 'bool', describe: 'move the counter by exactly one count', describeIn: { seconds: 'move by exactly one second', rounds: 'the same as next' } }, turn: { kind: 'int', describe: 'a button’s turn: refused once the fight moved on', button: true }, due: { kind: 'id', describe: 'a button’s combatant: refused unless it is still due', button: true }, fight: fightFlag },
  }),
  verb({
    name: 'done',
    brief: 'end your own turn',
    usage: '[--token ID | --char ID]',
    summary: 'end your own turn (as the tracker’s next-turn button does for the token on top); also !eot when the GM turns it on',
    permission: 'controller',
    flags: { token: { kind: 'token', describe: 'the due token’s id or name: refused unless its turn is now' }, char: { kind: 'id', describe: 'the due character’s id: refused unless its turn is now' }, turn: { kind: 'int', describe: 'a menu’s turn: refused once it ended', button: true }, due: { kind: 'id', describe: 'a menu’s combatant: refused unless it is still due', button: true }, fight: fightFlag },
  }),
  verb({
    name: 'act',
    brief: 'the due combatant’s action',
    usage: '<action> [--speed N] [--mod N] [--cast N] [--tradition divine|axiom|other] [--change] [--note text] [--duration N unit]',
    summary: `declare the due combatant’s action, one the fight’s rule set has: ${ACTION_WORDS.join(', ')}`,
    summaryIn: Object.fromEntries(ruleSets().map((rs) => [rs.id, `declare the due combatant’s action, one of ${rs.name}: ${rs.actions.map((a) => a.key).join(', ')}`])),
    permission: 'controller',
    positional: { kind: 'choice', choices: ACTION_WORDS, required: true },
    flags: {
      speed: { kind: 'int', describe: 'signed weapon speed (fists −2, great axe +2); default: the sheet’s', describeIn: NO_COOL_DOWN },
      mod: { kind: 'int', describe: 'the modifier shortening hide, skill, magic; default: the sheet’s', describeIn: NO_COOL_DOWN },
      cast: {
        kind: 'int',
        describe: 'casting time in counts (in seconds in 20-second rounds); default: the sheet’s',
        describeIn: { rondel: 'casting time in counts; default: the sheet’s', seconds: 'casting time in seconds; default: the sheet’s', rounds: 'casting time: not used in 10-second rounds' },
      },
      tradition: { kind: 'text', describe: 'divine, axiom or other; default: the sheet’s chosen spell' },
      change: { kind: 'bool', describe: 'switched intent or weapon: + d4', describeIn: NO_COOL_DOWN },
      note: { kind: 'text', describe: 'what it does (shown on the card; the spell’s name for magic)' },
      char: charFlag,
      token: tokenFlag,
      duration: {
        kind: 'text',
        describe: 'the spell’s effect, from when it resolves (4 counts, 3 rounds, 2 actions: the units of the fight’s rule set)',
        describeIn: {
          rondel: 'the spell’s effect, from when it resolves (4 counts, or 2 actions)',
          seconds: 'the spell’s effect, from when it resolves (10 seconds, 3 rounds, or 2 actions)',
          rounds: 'the spell’s effect, from when it resolves (3 rounds, or 2 actions)',
        },
      },
      turn: { kind: 'int', describe: 'a menu’s turn: refused once it ended', button: true },
      fight: fightFlag,
    },
  }),
  verb({
    name: 'react',
    brief: 'a reaction, out of turn',
    usage: '[--note text]',
    summary: 'a reaction: in the rondel the flex marker shows for 8 counts, during which it cannot react again; one reaction per round in 20- and 10-second rounds',
    summaryIn: {
      rondel: 'a reaction: the flex marker shows for 8 counts, during which it cannot react again',
      seconds: 'a reaction: one per round, renewed when a round begins',
      rounds: 'a reaction: one per round, renewed when a round begins',
    },
    permission: 'controller',
    flags: { note: { kind: 'text', describe: 'the trigger, e.g. attack of opportunity' }, char: charFlag, token: tokenFlag, fight: fightFlag },
  }),
  verb({
    name: 'stand',
    brief: 'stand up from prone',
    usage: '[--react]',
    summary:
      'a prone combatant stands up: at a movement window (rondel) or moment (20-second rounds), with no hexes there, or now as a reaction with --react; in 10-second rounds on its own turn, for half its movement, or on another’s as its reaction of the round',
    summaryIn: {
      rondel: 'a prone combatant stands up at a movement window, with no hexes there; or now as a reaction with --react (flex for 8 counts, up at the end of the next count)',
      seconds: 'a prone combatant stands up at a movement moment, with no hexes there; or now as its reaction of the round with --react',
      rounds: 'a prone combatant stands up on its own turn, for half its movement (rounded up); or on another’s turn as its reaction of the round with --react, for the same half',
    },
    permission: 'controller',
    flags: {
      react: {
        kind: 'bool',
        describe: 'now, as a reaction (in 10-second rounds on another’s turn)',
        describeIn: {
          rondel: 'now, as a reaction: flex for 8 counts, up at the end of the next count',
          seconds: 'now, as its reaction of the round',
          rounds: 'now, on another’s turn, as its reaction of the round (half its movement)',
        },
      },
      char: charFlag,
      token: tokenFlag,
      fight: fightFlag,
    },
  }),
  verb({
    name: 'trigger',
    brief: 'a readied action fires',
    usage: '[--note text]',
    summary: 'a readied action’s trigger happened: it is taken at once (10-second rounds)',
    permission: 'controller',
    rules: ['rounds'],
    flags: { note: { kind: 'text', describe: 'what happened' }, char: charFlag, token: tokenFlag, readied: { kind: 'int', describe: 'the Trigger button’s round: refused once that action is gone', button: true }, fight: fightFlag },
  }),
  verb({
    name: 'say',
    brief: 'speech, held to round’s end',
    usage: '<words>',
    summary: 'speech in 20-second rounds: held, and posted after the round’s last second',
    permission: 'controller',
    rules: ['seconds'],
    positional: { kind: 'text' },
    flags: { char: charFlag, token: tokenFlag },
  }),
  verb({
    name: 'terrain',
    brief: 'terrain divides the hexes',
    usage: `<${TERRAIN_KEYS.join('|')}>`,
    summary: 'the fight’s terrain in 20-second rounds: it divides every combatant’s hexes per round',
    rules: ['seconds'],
    permission: 'gm',
    positional: { kind: 'choice', choices: TERRAIN_KEYS, required: true },
    flags: {},
  }),
  verb({
    name: 'status',
    brief: 'who acts when',
    usage: '[--from N]',
    summary: 'the counter, who is due, then the combatants in acting order with their markers, a card at a time',
    permission: 'anyone',
    flags: { from: { kind: 'int', describe: 'the place in the order to list from (the card’s More button)' } },
  }),
  verb({ name: 'menu', brief: 'your action menu, again', usage: '', summary: 'the action menu of your due combatant, again', permission: 'controller', flags: { char: charFlag, token: tokenFlag } }),
  verb({
    name: 'set',
    brief: 'a count, tier or Perception',
    usage: '--count N | --tier T | --perception N',
    summary: 'GM overrides on the selected combatants: next action count, movement tier, Perception modifier',
    summaryIn: {
      seconds: 'GM overrides on the selected combatants: the second it acts at, movement tier, Perception modifier',
      rounds: 'GM overrides on the selected combatants: initiative score, movement tier, Perception modifier',
    },
    permission: 'gm',
    flags: {
      count: {
        kind: 'int',
        describe: 'the next action count (not before the counter)',
        describeIn: { seconds: 'the second it acts at this round (not before the clock)', rounds: 'the initiative score' },
      },
      tier: { kind: 'tier', describe: 'a movement tier: key, name or 1–9' },
      perception: { kind: 'int', describe: 'the Perception modifier' },
      token: tokenFlag,
      asked: adoptAsked,
    },
  }),
  verb({
    name: 'condition',
    brief: 'conditions, for a while if timed',
    usage: '--add list | --remove list [--counts N | --seconds N | --rounds N | --actions N]',
    summary: 'conditions on the selected combatants (stunned, prone, grappled, …), for a while when given a duration; with nothing named, a button for each',
    permission: 'gm',
    flags: {
      add: { kind: 'list', describe: 'conditions to add, comma-separated' },
      remove: { kind: 'list', describe: 'conditions to remove, comma-separated (or all)' },
      ...durationFlags,
      roll: downRollFlag,
      token: tokenFlag,
      fight: fightFlag,
    },
  }),
  verb({
    name: 'effect',
    brief: 'a timed effect: it ends by itself',
    usage: '--add NAME (--counts N | --seconds N | --rounds N | --actions N) [--marker TAG] | --remove NAME',
    summary: 'a timed effect on the selected combatants (a spell, a blessing): it ends by itself and the card says so',
    permission: 'gm',
    flags: {
      add: { kind: 'text', describe: 'the effect’s name' },
      remove: { kind: 'text', describe: 'the name of an effect to end now' },
      ...durationFlags,
      marker: { kind: 'text', describe: 'a token marker tag to show while it lasts' },
      token: tokenFlag,
    },
  }),
  ...ROLL_VERBS,
  verb({ name: 'undo', brief: 'take back the last steps', usage: '[N]', summary: 'reverse the last N steps exactly (of the last 30 kept): counter, tracker, markers, applied damage (without a fight: the last damage applied since the last start)', permission: 'gm', positional: { kind: 'count' }, flags: { fight: fightFlag, roll: { kind: 'text', describe: 'a damage card’s attack: refused unless its damage is the last step', button: true } } }),
  verb({ name: 'redo', brief: 'redo what was undone', usage: '[N]', summary: 'redo steps that were undone', permission: 'gm', positional: { kind: 'count' }, flags: {} }),
  verb({
    name: 'end',
    brief: 'end the fight and clear up',
    usage: '[--confirm]',
    summary: 'end the fight: remove the rondel’s tracker entries and markers and post a summary (asks first; --confirm ends it)',
    permission: 'gm',
    flags: { confirm: { kind: 'bool', describe: 'yes, end it (without it, end asks first)' }, asked: { kind: 'bool', describe: 'the ask’s button: refused once the fight moved on', button: true } },
  }),
  verb({
    name: 'config',
    brief: 'markers, cards, pattern…',
    usage: '[--set key=value] [--reset key]',
    summary: 'show and change the options: markers, badges, announcements, movement pattern, passed-over action, alias',
    permission: 'gm',
    flags: {
      set: { kind: 'text', describe: 'an option and its new value, key=value' },
      reset: { kind: 'text', describe: 'an option to put back to its default' },
    },
    // a hook's command with options of its own: the parser reads them as config's (README, Hooks and a turn timer)
    meant: (line) => {
      const hook = /--set\s+hook\.(\w+)\s*=\s*!/i.exec(line);
      return hook ? `A hook’s command with -- options of its own cannot be typed after --set: put it in a macro and name the macro, as in --set hook.${(hook[1] as string).toLowerCase().slice(0, 12)}=#MyMacro.` : null;
    },
  }),
  verb({ name: 'macros', brief: 'GM macros and token actions', usage: '', summary: 'create the GM macros and, for selected characters, token actions (Act and React; Hold in the rondel, Trigger in 10-second rounds)', permission: 'gm', flags: {} }),
  verb({
    name: 'repair',
    brief: 'recover from unreadable data',
    usage: '--confirm',
    summary: 'when the stored data cannot be read: keep a backup of it and start clean',
    permission: 'gm',
    flags: { confirm: { kind: 'bool', describe: 'yes, really' } },
  }),
];

export function findVerb(name: string): VerbSpec | undefined {
  const lower = name.toLowerCase();
  return VERBS.find((v) => v.name === lower);
}
