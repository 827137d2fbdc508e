import { ruleSets } from '../rules/registry';
import { TERRAIN_KEYS } from '../rules/seconds/terrain';

// The command table: every verb, who may use it, what it takes. Help text, the help handout, script.json and the
// permission matrix test are all generated from this one table, so they cannot drift from the parser.

export type FlagKind = 'int' | 'text' | 'bool' | 'tier' | 'id' | 'list' | 'token';

export interface FlagSpec {
  readonly kind: FlagKind;
  readonly describe: string;
  /** A flag the script's own buttons send (a button's moment, its combatant): parsed, and left out of the help. */
  readonly button?: true;
  /** Its description in a rule set that says it otherwise (counts are the rondel's): `help` in a running fight. */
  readonly describeIn?: Readonly<Partial<Record<string, string>>>;
}

/** Who may run a verb: the GM only, or also the controller of the combatant it is about. */
export type Permission = 'gm' | 'controller' | 'anyone';

export interface VerbSpec {
  readonly name: string;
  readonly usage: string;
  /** A few words for the short help list, which fits one screen of the chat column; `summary` says it all. */
  readonly brief: string;
  readonly summary: string;
  readonly permission: Permission;
  readonly gmOnly: boolean;
  /** The one positional argument a verb may take: a word from a list, a count of steps, or a verb's name. */
  readonly positional?: Positional;
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** The rule sets the verb is of, when not all: the short help leaves it out while a fight of another runs. */
  readonly rules?: readonly string[];
  /** Its summary in a rule set that says it otherwise (flex and counts are the rondel's): `help` in a running fight. */
  readonly summaryIn?: Readonly<Partial<Record<string, string>>>;
}

export type Positional =
  | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly required: boolean }
  /** The rest of the line, as typed. */
  | { readonly kind: 'text' }
  | { readonly kind: 'count' }
  | { readonly kind: 'verb' };

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

const charFlag: FlagSpec = { kind: 'id', describe: 'the character (as the sheet buttons send it)' };
const tokenFlag: FlagSpec = { kind: 'token', describe: 'the token’s id or name, instead of selecting it' };
/** The Adopt button of a tracker edit put back (docs/rules.md ruling 94). */
const adoptAsked: FlagSpec = { kind: 'bool', describe: 'an Adopt button’s: refused once the fight moved on or the edit was adopted', button: true };

/** The attributes a check, save or competition names (the sheet's scores, each with its `_mod`). */
export const ROLL_ATTRIBUTES: readonly string[] = ['strength', 'agility', 'perception', 'logic', 'will', 'faith'];

const rollAdv: FlagSpec = { kind: 'bool', describe: 'advantage (besides what the fight gives)' };
const rollDis: FlagSpec = { kind: 'bool', describe: 'disadvantage (besides what the fight gives)' };
const rollMod: FlagSpec = { kind: 'int', describe: 'a further modifier, signed' };
const rollDc: FlagSpec = { kind: 'int', describe: 'the difficulty to meet or beat' };
const rollAttr: FlagSpec = { kind: 'text', describe: `the attribute: ${ROLL_ATTRIBUTES.join(', ')}` };
/** What a roll depends on, for the conditions (docs/rules.md §11); a Body save needs none. */
const rollTag: FlagSpec = { kind: 'text', describe: 'what the roll depends on, for the conditions: sight, hearing, preservation, feat (several: sight,feat)' };

function verb(spec: Omit<VerbSpec, 'gmOnly'>): VerbSpec {
  return { ...spec, gmOnly: spec.permission === 'gm' };
}

/** A check or a save: one attribute, d20, against a DC when given (docs/rules.md §10). */
function attributeRoll(name: string, brief: string, summary: string): VerbSpec {
  return verb({
    name,
    brief,
    usage: `--attr ${ROLL_ATTRIBUTES.join('|')} [--dc N] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat]`,
    summary,
    permission: 'controller',
    flags: { attr: rollAttr, dc: rollDc, adv: rollAdv, dis: rollDis, mod: rollMod, tag: rollTag, char: charFlag, token: tokenFlag },
  });
}

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
  verb({ name: 'remove', brief: 'selected tokens leave', usage: '[--token ID]', summary: 'the selected tokens leave the fight', permission: 'gm', flags: { token: tokenFlag, asked: adoptAsked } }),
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
    flags: { step: { kind: 'bool', describe: 'move the counter by exactly one count', describeIn: { seconds: 'move by exactly one second', rounds: 'the same as next' } }, turn: { kind: 'int', describe: 'a button’s turn: refused once the fight moved on', button: true }, due: { kind: 'id', describe: 'a button’s combatant: refused unless it is still due', button: true } },
  }),
  verb({
    name: 'done',
    brief: 'end your own turn',
    usage: '',
    summary: 'end your own turn (as the tracker’s next-turn button does for the token on top); also !eot when the GM turns it on',
    permission: 'controller',
    flags: { turn: { kind: 'int', describe: 'a menu’s turn: refused once it ended', button: true }, due: { kind: 'id', describe: 'a menu’s combatant: refused unless it is still due', button: true } },
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
      speed: { kind: 'int', describe: 'signed weapon speed (fists −2, great axe +2); default: the sheet’s' },
      mod: { kind: 'int', describe: 'the modifier shortening hide, skill, magic; default: the sheet’s' },
      cast: {
        kind: 'int',
        describe: 'casting time in counts (in seconds in 20-second rounds); default: the sheet’s',
        describeIn: { rondel: 'casting time in counts; default: the sheet’s', seconds: 'casting time in seconds; default: the sheet’s', rounds: 'casting time: not used in 10-second rounds' },
      },
      tradition: { kind: 'text', describe: 'divine, axiom or other; default: the sheet’s chosen spell' },
      change: { kind: 'bool', describe: 'switched intent or weapon: + d4' },
      note: { kind: 'text', describe: 'what it does (shown on the card; the spell’s name for magic)' },
      char: charFlag,
      token: tokenFlag,
      duration: { kind: 'text', describe: 'the spell’s effect, from when it resolves (3 rounds)' },
      turn: { kind: 'int', describe: 'a menu’s turn: refused once it ended', button: true },
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
    flags: { note: { kind: 'text', describe: 'the trigger, e.g. attack of opportunity' }, char: charFlag, token: tokenFlag },
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
    },
  }),
  verb({
    name: 'trigger',
    brief: 'a readied action fires',
    usage: '[--note text]',
    summary: 'a readied action’s trigger happened: it is taken at once (10-second rounds)',
    permission: 'controller',
    rules: ['rounds'],
    flags: { note: { kind: 'text', describe: 'what happened' }, char: charFlag, token: tokenFlag, readied: { kind: 'int', describe: 'the Trigger button’s round: refused once that action is gone', button: true } },
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
    summary: 'conditions on the selected combatants (stunned, prone, grappled, …), for a while when given a duration',
    permission: 'gm',
    flags: {
      add: { kind: 'list', describe: 'conditions to add, comma-separated' },
      remove: { kind: 'list', describe: 'conditions to remove, comma-separated (or all)' },
      ...durationFlags,
      token: tokenFlag,
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
  verb({
    name: 'attack',
    brief: 'roll an attack, d20s vs Defense',
    usage: '--target TOKEN [--weapon NAME] [--dice N] [--mod N] [--damage N] [--type T|none] [--ranged] [--adv] [--dis] [--sneak] [--award] [--cover half|three-quarters|full]',
    summary: 'the selected token (or --char/--token) attacks --target: a pool of d20s from the active weapon against the target’s Defense; advantage and disadvantage also come from the fight (guard, conditions); the GM applies the damage',
    permission: 'controller',
    flags: {
      target: { kind: 'token', describe: 'the token attacked: its id (@{target|token_id}) or its name' },
      weapon: { kind: 'text', describe: 'the sheet’s weapon of that name, whose numbers the attack uses; default: the active weapon' },
      dice: { kind: 'int', describe: 'd20s in the pool, 1–5; default: the active weapon’s attack dice + attack skills' },
      mod: { kind: 'int', describe: 'the attack modifier added to each die; default: the active weapon’s' },
      damage: { kind: 'int', describe: 'damage per hit; default: the active weapon’s (blank: 1)' },
      type: { kind: 'text', describe: 'the damage category (for resistances and vulnerabilities), or none; default: the weapon’s' },
      ranged: { kind: 'bool', describe: 'a ranged attack; default: the weapon’s reach' },
      adv: rollAdv,
      dis: rollDis,
      sneak: { kind: 'bool', describe: 'a sneak attack (docs/rules.md rolls)' },
      award: { kind: 'bool', describe: 'the critical award’s extra d20, claimed by hand (--award no declines it)' },
      cover: { kind: 'text', describe: 'the target’s cover: half, three-quarters or full' },
      char: charFlag,
      token: tokenFlag,
    },
  }),
  attributeRoll('check', 'an attribute check: d20 + modifier', 'an attribute check of the selected token (or --char/--token): d20 + the attribute’s modifier, against --dc when given'),
  attributeRoll('save', 'a saving throw: d20 + score', 'a saving throw of the selected token (or --char/--token): d20 + the attribute’s score, against --dc when given'),
  verb({
    name: 'competition',
    brief: 'a contest: d12 + modifier each',
    usage: `--attr ${ROLL_ATTRIBUTES.join('|')} [--vs TOKEN] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat]`,
    summary: 'a competition of the selected token (or --char/--token), d12 + the attribute’s modifier, against --vs rolling the same attribute; without --vs only its own side is rolled, for the GM to compare',
    permission: 'controller',
    flags: {
      attr: rollAttr,
      vs: { kind: 'token', describe: 'the opposing token, its id (@{target|token_id}) or its name; it rolls the same attribute' },
      adv: rollAdv,
      dis: rollDis,
      mod: rollMod,
      tag: rollTag,
      char: charFlag,
      token: tokenFlag,
    },
  }),
  verb({
    name: 'apply',
    brief: 'apply an attack’s damage',
    usage: '--roll N',
    summary: 'lower the target’s body by an attack’s damage (the Apply button under the attack sends it; once only; undo takes it back)',
    permission: 'gm',
    flags: { roll: { kind: 'text', describe: 'the attack’s number, as its Apply button sends it' } },
  }),
  verb({ name: 'undo', brief: 'take back the last steps', usage: '[N]', summary: 'reverse the last N steps exactly: counter, tracker, markers, applied damage (without a fight: the last damage applied)', permission: 'gm', positional: { kind: 'count' }, flags: {} }),
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
