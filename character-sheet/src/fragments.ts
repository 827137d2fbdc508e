// The repetitive parts of the sheet's HTML, generated at build time from the same tables the workers and the Mod
// script use (tiers, species, sub-attributes, actions), so a new tier or species cannot be forgotten in the markup.
import { TIERS, speciesTier } from '../../src/rules/core/numbers';
import type { RuleSetId } from '../../src/rules/core/rule-set';
import { MOMENT_SECONDS } from '../../src/rules/seconds/moments';
import { SECONDS_ACTIONS } from '../../src/rules/seconds/actions';
import { ROUNDS_ACTIONS } from '../../src/rules/rounds/actions';
import type { ActionSpec } from '../../src/rules/core/rule-set';
import {
  DAMAGE_TYPES,
  DEFAULT_SHEET_RULE_SET,
  DEFAULT_SKILL_ATTRIBUTE,
  GROUPS,
  MOVES_SHOWN,
  REACHES,
  SHEET_RULE_SETS,
  SPECIES_ORDER,
  SUB_ATTRIBUTES,
  TRADITIONS,
} from './fields';

/** The command word of every sheet button: 5E BattleMaster also answers `!combat` (README, "Living with other scripts"). */
export const COMMAND_WORD = '!rondel';

/** The advantage query appended to every roll the script makes (docs/rules.md §10); "None" sends a space. */
export const ADVANTAGE_QUERY = '?{Advantage?|None, |Advantage,--adv|Disadvantage,--dis}';

/** The rolls a sub-attribute's buttons ask the script for (docs/rules.md §10): a check, a save, a competition. */
export const ATTRIBUTE_ROLLS = ['check', 'save', 'competition'] as const;
export type AttributeRoll = (typeof ATTRIBUTE_ROLLS)[number];

/** The short labels of a sub-attribute's roll buttons (the full names are their titles). */
export const ROLL_LABELS: Readonly<Record<AttributeRoll, string>> = { check: 'Check', save: 'Save', competition: 'Comp.' };

/** The command a sub-attribute's roll button sends. */
export function rollCommand(roll: AttributeRoll, attribute: string): string {
  return `${COMMAND_WORD} ${roll} --char @{character_id} --attr ${attribute} ${ADVANTAGE_QUERY}`;
}

/**
 * A weapon row's attack (docs/rules.md §10): the target is picked on the map, the advantage asked. The active row
 * sends nothing more (the script reads the active weapon); another row's workers fill `attack_flags` with its own
 * dice, modifier, damage, type and reach. The weapon's name comes last, so a name holding a query's | or } cannot
 * break the advantage query (Roll20 fills in @{name} before it reads queries).
 */
export const ATTACK_COMMAND = `${COMMAND_WORD} attack --char @{character_id} --target @{target|token_id} @{attack_flags} ${ADVANTAGE_QUERY} --weapon @{name}`;

/** docs/rules.md §4: one Act button per action, with the values the Mod script needs taken from the sheet. */
export interface ActButton {
  readonly action: 'combat' | 'dash' | 'guard' | 'hide' | 'magic' | 'skill' | 'hold' | 'reset';
  /** Options before `--char`, with attribute references resolved by Roll20 when the button is pressed. */
  readonly options: string;
  /** Asks for the modifier, offering the sheet's value (`--mod` in options) as the default. */
  readonly modQuery?: string;
  /** The English label of the Change Action query. */
  readonly changeLabel?: string;
  /** What the card says the action is (`--note`), sent after `--char`; never inside the Change Action query. */
  readonly note?: string;
}

export const ACT_BUTTONS: readonly ActButton[] = [
  { action: 'combat', options: '--speed @{weapon_speed}', changeLabel: 'Combat' },
  { action: 'dash', options: '', changeLabel: 'Dash' },
  { action: 'guard', options: '', changeLabel: 'Full Guard' },
  // The skill's modifier, Agility by default (docs/rules.md §4); the query lets a skill name another.
  { action: 'hide', options: '--mod @{agility_mod}', modQuery: 'Hiding modifier', changeLabel: 'Hide' },
  // The chosen spell's name goes on the card (--note, last: a name runs to the end of the command).
  { action: 'magic', options: '--cast @{casting_time} --mod @{casting_mod}', note: '@{spell_chosen_name}', changeLabel: 'Magic' },
  { action: 'skill', options: '--mod @{agility_mod}', modQuery: 'Skill modifier', changeLabel: 'Use Skill' },
  // Hold and Reset never pay the Change Action d4 (docs/rules.md §4).
  { action: 'hold', options: '' },
  { action: 'reset', options: '' },
];

/** The rule sets' names as the Mod script's help gives them (a static test compares them with src/rules). */
export const RULE_SET_NAMES: Readonly<Record<RuleSetId, string>> = {
  rondel: 'Cool-Down Rondel',
  seconds: '20-second rounds',
  rounds: '10-second rounds',
};

/** The English strings of the generated markup; translation.json must hold the same text under the same keys. */
/**
 * The actions of 20-second and 10-second rounds (docs/rules.md §9), shown when the sheet's rule set is theirs: the
 * rule set's own list, each with what it takes from the sheet (a spell's casting time and name) or asks (what it does,
 * a readied action's trigger), as the script's menu asks it.
 */
export const ROUND_ACTIONS: readonly { readonly rules: 'seconds' | 'rounds'; readonly actions: readonly ActionSpec[] }[] = [
  { rules: 'seconds', actions: SECONDS_ACTIONS },
  { rules: 'rounds', actions: ROUNDS_ACTIONS },
];

export const GENERATED_STRINGS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(TIERS.map((tier) => [`tier-${tier.key}`, tier.name])),
  ...Object.fromEntries(SPECIES_ORDER.map((species) => [`species-${species}`, titleCase(species)])),
  ...Object.fromEntries(SHEET_RULE_SETS.map((id) => [`rule-set-${id}`, RULE_SET_NAMES[id]])),
  ...Object.fromEntries(MOMENT_SECONDS.map((second, index) => [`moment-${index + 1}`, `Second ${second}`])),
  ...Object.fromEntries(DAMAGE_TYPES.map((type) => [`damage-${type}`, titleCase(type)])),
  ...Object.fromEntries(REACHES.map((reach) => [`reach-${reach}`, titleCase(reach)])),
  ...Object.fromEntries(SUB_ATTRIBUTES.map(({ name }) => [`short-${name}`, shortName(name)])),
  ...Object.fromEntries(ATTRIBUTE_ROLLS.map((roll) => [`roll-${roll}`, ROLL_LABELS[roll]])),
  ...Object.fromEntries(ROUND_ACTIONS.flatMap(({ rules, actions }) => actions.flatMap((a) => [[`act-${rules}-${a.key}`, a.label], [`cd-${rules}-${a.key}`, whenShort(a)]]))),
};

export function titleCase(key: string): string {
  return key
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function command(action: string, options: string, change = false, note?: string): string {
  return [`${COMMAND_WORD} act`, action, options, change ? '--change' : '', '--char @{character_id}', note === undefined ? '' : `--note ${note}`]
    .filter(Boolean)
    .join(' ');
}

function speciesOptions(): string {
  return SPECIES_ORDER.map((species) => {
    const tier = speciesTier(species);
    const selected = species === 'human' ? ' selected' : '';
    const hint = tier === undefined ? '' : ` data-tier="${tier}"`;
    return `<option value="${species}"${selected}${hint} data-i18n="species-${species}">${titleCase(species)}</option>`;
  }).join('\n          ');
}

function tierOptions(): string {
  return TIERS.map((tier) => {
    const selected = tier.key === 'red_fox' ? ' selected' : '';
    return `<option value="${tier.key}"${selected} data-i18n="tier-${tier.key}">${tier.name}</option>`;
  }).join('\n            ');
}

function ruleSetOptions(): string {
  return SHEET_RULE_SETS.map((id) => {
    const selected = id === DEFAULT_SHEET_RULE_SET ? ' selected' : '';
    return `<option value="${id}"${selected} data-i18n="rule-set-${id}">${RULE_SET_NAMES[id]}</option>`;
  }).join('\n          ');
}

function tierNames(): string {
  return TIERS.map(
    (tier) => `<span class="er-tier-name er-tier-name--${tier.key}" data-i18n="tier-${tier.key}">${tier.name}</span>`,
  ).join('\n            ');
}

/**
 * A sub-attribute's name: asks which roll, then sends it to the script as its Check, Save and Comp. buttons do, so the
 * conditions, the fight and the chance trait count (docs/rules.md §10; a roll the sheet made itself knew none of them).
 */
export function nameRollCommand(attribute: string): string {
  return `${COMMAND_WORD} ?{Roll which?|Check,check|Save,save|Competition,competition} --char @{character_id} --attr ${attribute} ${ADVANTAGE_QUERY}`;
}

function rollButtons(name: string): string {
  return ATTRIBUTE_ROLLS.map(
    (roll) =>
      `<button type="roll" class="er-roll er-roll--${roll}" name="roll_${roll}_${name}" value="${rollCommand(roll, name)}" data-i18n-title="${roll}" title="${titleCase(roll)}"><span data-i18n="roll-${roll}">${ROLL_LABELS[roll]}</span></button>`,
  ).join('');
}

function subAttributes(): string {
  return GROUPS.map((group) => {
    const stats = SUB_ATTRIBUTES.filter((a) => a.group === group).map(
      ({ name }) => `
          <div class="er-stat">
            <button type="roll" class="er-stat-name" name="roll_${name}" value="${nameRollCommand(name)}"><span data-i18n="${name}">${titleCase(name)}</span></button>
            <input type="number" class="er-score" name="attr_${name}" value="0" min="0" data-i18n-title="score" title="Score">
            <input type="number" class="er-mod" name="attr_${name}_mod" value="0" readonly data-i18n-title="modifier" title="Modifier">
            <div class="er-rolls">${rollButtons(name)}</div>
          </div>`,
    );
    return `<div class="er-group er-group--${group}">
          <h3 class="er-group-title" data-i18n="${group}">${titleCase(group)}</h3>
          <div class="er-stat-head"><span data-i18n="score">Score</span><span data-i18n="modifier">Modifier</span></div>${stats.join('')}
        </div>`;
  }).join('\n        ');
}

function moves(): string {
  const cells: string[] = [];
  for (let move = 1; move <= MOVES_SHOWN; move += 1) {
    cells.push(
      `<div class="er-move er-for-rondel"><span class="er-move-label" data-i18n="move-${move}">Move ${move}</span>` +
        `<input type="number" class="er-hexes" name="attr_movement_hexes_${move}" value="2" readonly></div>`,
    );
  }
  return cells.join('\n            ');
}

/** docs/rules.md §9.2: the hexes of each movement moment of a 20-second round (blank until the workers fill them). */
function moments(): string {
  return MOMENT_SECONDS.map(
    (second, index) =>
      `<div class="er-move er-for-seconds"><span class="er-move-label" data-i18n="moment-${index + 1}">Second ${second}</span>` +
      `<input type="number" class="er-hexes" name="attr_moment_hexes_${index + 1}" value="" readonly></div>`,
  ).join('\n            ');
}

/** The options an Act button sends: a modifier query offers the sheet's modifier as its default. */
export function buttonOptions(button: ActButton): string {
  if (button.modQuery === undefined) return button.options;
  return button.options.replace(/--mod (@\{\w+\})/, `--mod ?{${button.modQuery}|$1}`);
}

function actButtons(): string {
  return [
    ...ACT_BUTTONS.map(
      (button) =>
        `<button type="roll" class="er-act er-act--${button.action} er-for-rondel" name="roll_act_${button.action}" value="${command(button.action, buttonOptions(button), false, button.note)}">` +
        `<span class="er-act-name" data-i18n="act-${button.action}">${ACT_LABELS[button.action]}</span>` +
        `<span class="er-act-cd" data-i18n="cd-${button.action}">${COOL_DOWNS[button.action]}</span></button>`,
    ),
    ...roundActButtons(),
  ].join('\n          ');
}


/** The command of a rounds' action button (options before `--char`, the note after it: it runs to the end). */
export function roundActionCommand(a: ActionSpec): string {
  const options = a.takes.includes('cast') ? '--cast @{casting_time}' : '';
  const note = !a.takes.includes('note') ? undefined : a.key === 'magic' ? '@{spell_chosen_name}' : a.key === 'ready' ? '?{Trigger (if …)|}' : '?{What it does|}';
  return command(a.key, options, false, note);
}

/** When the action happens, as short as a button's second line: the rule set's words up to their first aside. */
export function whenShort(a: ActionSpec): string {
  // Roll20 takes the word “this” out of a sheet's markup
  return (a.formula.split(/[,(]/)[0] ?? a.formula).trim().replace(/^this turn$/, 'on your turn');
}

function roundActButtons(): string[] {
  return ROUND_ACTIONS.flatMap(({ rules, actions }) =>
    actions.map(
      (a) =>
        `<button type="roll" class="er-act er-act--${a.key} er-for-${rules}" name="roll_act_${rules}_${a.key}" value="${roundActionCommand(a)}">` +
        `<span class="er-act-name" data-i18n="act-${rules}-${a.key}">${a.label}</span>` +
        `<span class="er-act-cd" data-i18n="cd-${rules}-${a.key}">${whenShort(a)}</span></button>`,
    ),
  );
}

/** A Change Action (docs/rules.md §4: + d4) asks which action the combatant switched to. */
function changeButton(): string {
  const choices = ACT_BUTTONS.filter((b) => b.changeLabel !== undefined)
    // A query's choices cannot hold another query: a changed skill or hide sends the Agility default.
    .map((b) => `${b.changeLabel},${b.action}${b.options === '' ? '' : ` ${b.options}`}`)
    .join('|');
  const value = `${COMMAND_WORD} act ?{Changed to which action?|${choices}} --change --char @{character_id}`;
  return `<button type="roll" class="er-act er-act--change er-for-rondel" name="roll_act_change" value="${value}"><span class="er-act-name" data-i18n="act-change">Change action</span><span class="er-act-cd" data-i18n="cd-change">+ d4</span></button>`;
}

export const ACT_LABELS: Readonly<Record<ActButton['action'], string>> = {
  combat: 'Combat',
  dash: 'Dash',
  guard: 'Full Guard',
  hide: 'Hide',
  magic: 'Magic',
  skill: 'Use Skill',
  hold: 'Hold',
  reset: 'Reset',
};

/** docs/rules.md §4, as a reminder under each button. */
export const COOL_DOWNS: Readonly<Record<ActButton['action'], string>> = {
  combat: 'd4 + 8 + speed',
  dash: '10',
  guard: '12',
  hide: 'd4 + 8 − mod',
  magic: 'cast, then d4 + 6 − mod',
  skill: 'd4 + 8 − mod',
  hold: '2d4',
  reset: 'd4 + 8',
};

function traditionOptions(): string {
  return Object.keys(TRADITIONS)
    .map((t) => `<option value="${t}"${t === 'divine' ? ' selected' : ''} data-i18n="tradition-${t}">${titleCase(t)}</option>`)
    .join('');
}

/** A weapon's damage type: none, or a category of src/rules/core/damage.ts. */
function damageTypeOptions(): string {
  return ['<option value="" selected data-i18n="damage-none">—</option>']
    .concat(DAMAGE_TYPES.map((type) => `<option value="${type}" data-i18n="damage-${type}">${titleCase(type)}</option>`))
    .join('');
}

/** A sub-attribute's short name, as a skill row's narrow choice shows it ("Agi"). */
export function shortName(name: string): string {
  return titleCase(name).slice(0, 3);
}

/** The sub-attribute a skill's check adds: Agility unless the player picks another (docs/rules.md §10). */
function skillAttributeOptions(): string {
  return SUB_ATTRIBUTES.map(({ name }) => `<option value="${name}"${name === DEFAULT_SKILL_ATTRIBUTE ? ' selected' : ''} data-i18n="short-${name}">${shortName(name)}</option>`).join('');
}

function reachOptions(): string {
  return REACHES.map((reach, index) => `<option value="${reach}"${index === 0 ? ' selected' : ''} data-i18n="reach-${reach}">${titleCase(reach)}</option>`).join('');
}

/**
 * A skill's check (docs/rules.md §10), rolled by the script as the Check buttons are, so the conditions, the fight and
 * the chance trait count: d20 + the modifier of the row's sub-attribute (its *Adds*) + the skill's own, sent as the
 * sheet's (`--mod` with `--skill`, which the script finds on the row of that name) against the DC asked. The name
 * comes last: it runs to the end of the command, and a | or } in it cannot break a query.
 */
export function skillCommand(): string {
  return `${COMMAND_WORD} check --char @{character_id} --attr @{sub_attribute} --mod @{mod} ${ADVANTAGE_QUERY} --dc ?{DC|10} --skill @{name}`;
}

/** The movement card's coloured chip: the button passes `{{<tier key>=<tier name>}}`. */
function templateTierChips(): string {
  return TIERS.map(
    (tier) => `{{#${tier.key}}}<span class="sheet-chip sheet-tier-${tier.key}">{{${tier.key}}}</span>{{/${tier.key}}}`,
  ).join('\n      ');
}

function movementCard(): string {
  const rows: string[] = [];
  for (let move = 1; move <= MOVES_SHOWN; move += 1) {
    rows.push(`{{r${move}_label=^{move-${move}}}} {{r${move}=@{movement_hexes_${move}}}}`);
  }
  return (
    `&{template:erealms} {{title=@{character_name}}} {{subtitle=^{movement}}} ` +
    `{{@{movement_tier_current}=@{movement_tier_current_name}}} ${rows.join(' ')} ` +
    `{{r5_label=^{per-cycle}}} {{r5=@{movement_hexes_cycle}}}`
  );
}

/** docs/rules.md §9.2: the four moments and the round's hexes, on road. */
function movementCardSeconds(): string {
  const rows = MOMENT_SECONDS.map((_second, index) => `{{r${index + 1}_label=^{moment-${index + 1}}}} {{r${index + 1}=@{moment_hexes_${index + 1}}}}`);
  return (
    `&{template:erealms} {{title=@{character_name}}} {{subtitle=^{movement-seconds}}} ${rows.join(' ')} ` +
    `{{r5_label=^{per-round}}} {{r5=@{hexes_per_round}}}`
  );
}

/** docs/rules.md §9.3: the hexes of a turn. */
function movementCardRounds(): string {
  return `&{template:erealms} {{title=@{character_name}}} {{subtitle=^{movement-rounds}}} {{r1_label=^{per-turn}}} {{r1=@{hexes_per_round}}}`;
}

/** The markers of character-sheet/src/sheet.html (`<!-- @name -->`) and what replaces them. */
export function fragments(): Record<string, string> {
  return {
    'species-options': speciesOptions(),
    'tier-options': tierOptions(),
    'rule-set-options': ruleSetOptions(),
    'tier-names': tierNames(),
    'sub-attributes': subAttributes(),
    moves: moves(),
    moments: moments(),
    'movement-card': movementCard(),
    'movement-card-seconds': movementCardSeconds(),
    'movement-card-rounds': movementCardRounds(),
    'act-buttons': actButtons(),
    'change-button': changeButton(),
    'tradition-options': traditionOptions(),
    'template-tier-chips': templateTierChips(),
    'damage-type-options': damageTypeOptions(),
    'reach-options': reachOptions(),
    'skill-attribute-options': skillAttributeOptions(),
    'skill-command': skillCommand(),
    'attack-command': ATTACK_COMMAND,
  };
}
