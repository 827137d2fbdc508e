// The roll verbs of the command table (docs/rules.md §10): attack, check, save, competition, and apply.
import { charFlag, tokenFlag, verb, type FlagSpec, type VerbSpec } from './verb-spec';

/** The attributes a check, save or competition names (the sheet's scores, each with its `_mod`). */
export const ROLL_ATTRIBUTES: readonly string[] = ['strength', 'agility', 'perception', 'logic', 'will', 'faith'];

const rollAdv: FlagSpec = { kind: 'bool', describe: 'advantage (besides what the fight gives)' };
const rollDis: FlagSpec = { kind: 'bool', describe: 'disadvantage (besides what the fight gives)' };
const rollMod: FlagSpec = { kind: 'int', describe: 'a further modifier, signed' };
// a sheet's skill Roll asks for it (`--dc ?{DC|10}`): cleared, the check is rolled with no DC, for the GM to judge
const rollDc: FlagSpec = { kind: 'int', describe: 'the difficulty to meet or beat; left blank, none', blankIsNone: true };
const rollAttr: FlagSpec = { kind: 'text', describe: `the attribute: ${ROLL_ATTRIBUTES.join(', ')}` };
/** What a roll depends on, for the conditions (docs/rules.md §11); a Body save needs none. */
const rollTag: FlagSpec = { kind: 'text', describe: 'what the roll depends on, for the conditions: sight, hearing, preservation, feat (several: sight,feat)' };
/** A skill row's Roll sends the skill's name last, its modifier as --mod (docs/rules.md §10). */
const rollSkill: FlagSpec = { kind: 'text', describe: 'the skill rolled, named on the card; --mod is then that skill’s modifier (the sheet’s, not typed, when the sheet’s skill row of that name has it and adds this sub-attribute)' };
/** On a save or a competition a skill is only named: no skill row sends one, so its --mod is typed as any. */
const namedSkill: FlagSpec = { kind: 'text', describe: 'a skill, named on the card; a --mod beside it is typed, as any (a skill row’s Roll sends checks)' };

/** A check or a save: one attribute, d20, against a DC when given (docs/rules.md §10). */
function attributeRoll(name: string, brief: string, summary: string, skill: FlagSpec): VerbSpec {
  return verb({
    name,
    brief,
    usage: `--attr ${ROLL_ATTRIBUTES.join('|')} [--dc N] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat] [--skill NAME]`,
    summary,
    permission: 'controller',
    flags: { attr: rollAttr, dc: rollDc, adv: rollAdv, dis: rollDis, mod: rollMod, tag: rollTag, skill, char: charFlag, token: tokenFlag },
  });
}

/** In the table's order, after `effect`. */
export const ROLL_VERBS: readonly VerbSpec[] = [
  verb({
    name: 'attack',
    brief: 'roll an attack, d20s vs Defense',
    usage: '--target TOKEN [--weapon NAME] [--dice N] [--mod N] [--damage N] [--type T|none] [--ranged] [--adv] [--dis] [--sneak] [--award] [--critical] [--cover half|three-quarters|full]',
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
      sneak: { kind: 'bool', describe: 'a sneak attack' },
      award: { kind: 'bool', describe: 'the critical award’s extra d20, claimed by hand (--award no declines it)' },
      critical: { kind: 'bool', describe: 'a skill, item or circumstance makes the hits critical (page 000): they damage a petrified target and earn the award; the GM is told' },
      cover: { kind: 'text', describe: 'the target’s cover: half, three-quarters or full' },
      char: charFlag,
      token: tokenFlag,
    },
  }),
  attributeRoll('check', 'an attribute check: d20 + modifier', 'an attribute check of the selected token (or --char/--token): d20 + the attribute’s modifier, against --dc when given', rollSkill),
  attributeRoll('save', 'a saving throw: d20 + score', 'a saving throw of the selected token (or --char/--token): d20 + the attribute’s score, against --dc when given', namedSkill),
  verb({
    name: 'competition',
    brief: 'a contest: d12 + modifier each',
    usage: `--attr ${ROLL_ATTRIBUTES.join('|')} [--vs TOKEN] [--adv] [--dis] [--mod N] [--tag sight|hearing|preservation|feat] [--vstag preservation|feat] [--skill NAME]`,
    summary: 'a competition of the selected token (or --char/--token), d12 + the attribute’s modifier, against --vs rolling the same attribute; without --vs only its own side is rolled, for the GM to compare',
    permission: 'controller',
    flags: {
      attr: rollAttr,
      vs: { kind: 'token', describe: 'the opposing token, its id (@{target|token_id}) or its name; it rolls the same attribute' },
      adv: rollAdv,
      dis: rollDis,
      mod: rollMod,
      tag: { ...rollTag, describe: `${rollTag.describe}; sight and hearing are both sides’, a feat or a preservation the roller’s` },
      vstag: { ...rollTag, describe: 'what the --vs side’s own roll is: preservation (it resists, as against a shove) or feat; comma-separated' },
      skill: namedSkill,
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
];
