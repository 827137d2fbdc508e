// The GM's options: checked when stored, set from chat (`!rondel config --set key=value`), and read from Roll20's
// one-click install dialog.
import { ruleSetOf, ruleSets } from '../rules/registry';
import { DEFAULT_PATTERN, validatePattern } from '../rules/rondel/windows';
import { isRuleSetId } from '../rules/core/rule-set';
import { parseTier } from '../rules/core/numbers';
import { CONDITION_KEYS, parseCondition } from '../rules/core/conditions';
import { MARKER_TAG } from '../rules/core/effects';
import { COMMAND_WORDS } from '../commands/parse';
import { DEFAULT_CONFIG, type Config } from './model';
import { resetTableOption, setTableOption, TIMER_LIMIT, validateTableOptions } from './table-options';

type Json = Record<string, unknown>;

/**
 * Words an alias may not take: our own, and the command words of the turn scripts the README lists beside us
 * (`!eot` above all: several turn scripts answer it; README, "Living with other scripts").
 */
const TAKEN_WORDS: readonly string[] = [...COMMAND_WORDS, 'eot', 'tm', 'cmaster', 'rounds', 'group-init', 'token-mod'];

/** An alias word that is ours to take: one short word (letters, digits, hyphens), not a word another script answers. */
export function isFreeAlias(alias: string): boolean {
  return /^[a-z][a-z0-9\-]{1,19}$/.test(alias) && !TAKEN_WORDS.includes(alias);
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function validateConfig(value: unknown): string[] {
  if (!isObject(value)) return ['config is not an object'];
  const problems: string[] = [];
  for (const key of ['flexMarker', 'guardMarker', 'holdMarker', 'dashMarker', 'moveMarker', 'alias'] as const) {
    if (typeof value[key] !== 'string') problems.push(`config.${key} is not text`);
    // a marker reaches the tokens' statusmarkers, whose list a comma would break ('' is the flex marker's auto)
    else if (key !== 'alias' && !(key === 'flexMarker' && value[key] === '') && !MARKER_TAG.test(value[key] as string)) problems.push(`config.${key} is not a marker tag`);
  }
  if (typeof value.movementBadges !== 'boolean') problems.push('config.movementBadges is not true/false');
  if (typeof value.flexCountdown !== 'boolean') problems.push('config.flexCountdown is not true/false');
  if (typeof value.statusMarkers !== 'boolean') problems.push('config.statusMarkers is not true/false');
  if (value.announce !== 'all' && value.announce !== 'gm') problems.push('config.announce is not all/gm');
  if (value.passedOver !== 'guard' && value.passedOver !== 'reset') problems.push('config.passedOver is not guard/reset');
  if (value.trackerEdits !== 'ask' && value.trackerEdits !== 'adopt') problems.push('config.trackerEdits is not ask/adopt');
  if (!ruleSetOf(value.rules)) problems.push('config.rules is not a rule set');
  if (typeof value.rerollEachRound !== 'boolean') problems.push('config.rerollEachRound is not true/false');
  if (typeof value.eot !== 'boolean') problems.push('config.eot is not true/false');
  if (typeof value.autoDamage !== 'boolean') problems.push('config.autoDamage is not true/false');
  const cm = value.conditionMarkers;
  if (!isObject(cm) || !CONDITION_KEYS.every((k) => typeof cm[k] === 'string' && (cm[k] === '' || MARKER_TAG.test(cm[k] as string)))) problems.push('config.conditionMarkers is malformed');
  problems.push(...validatePattern(value.pattern).map((p) => `config.pattern: ${p}`));
  problems.push(...validateTableOptions(value));
  return problems;
}

/** The options a GM can set in Roll20's one-click install dialog (script.json `useroptions`). */
export const USER_OPTIONS = [
  { name: 'announce', type: 'select', options: ['all', 'gm'], default: 'all', description: 'Who sees the rondel’s announcements: all, or the GM only.' },
  { name: 'passedOver', type: 'select', options: ['guard', 'reset'], default: 'guard', description: 'What a turn passed over without a declared action becomes: Full Guard (the rulebook) or Reset.' },
  { name: 'movementBadges', type: 'checkbox', value: 'true', description: 'Show each combatant’s hexes as a badge on its token at a movement window (the window card says it already).' },
  { name: 'flexCountdown', type: 'checkbox', value: 'true', description: 'The flex marker counts down the counts left in a badge (the token is then written at every count).' },
  { name: 'statusMarkers', type: 'checkbox', value: 'true', description: 'Show Full Guard, holding and dashing as markers on the tokens (the cards announce them and status lists them already).' },
  { name: 'alias', type: 'text', default: '', description: 'An extra command word besides !rondel and !combat (for example er), or empty.' },
  { name: 'rules', type: 'select', options: ['rondel', 'seconds', 'rounds'], default: 'rondel', description: 'The rule set of a new fight: rondel (Cool-Down Rondel), seconds (20-second rounds) or rounds (10-second rounds).' },
  { name: 'trackerEdits', type: 'select', options: ['ask', 'adopt'], default: 'ask', description: 'Turn tracker edits other than the next-turn button: ask (put back, the GM adopts with one click) or adopt them directly.' },
  { name: 'rerollEachRound', type: 'checkbox', value: 'true', description: 'Rounds: everyone rolls initiative again at the start of each round (otherwise the first roll stands).' },
  { name: 'autoDamage', type: 'checkbox', value: 'true', description: 'Apply an attack’s damage to the target’s bar at once (otherwise the GM gets an Apply button).' },
  { name: 'eot', type: 'checkbox', value: 'true', description: 'Answer !eot (ends your own turn) as other turn scripts do; leave it off when another script answers it.' },
  { name: 'indicator', type: 'select', options: ['ring', 'aura', 'tint', 'off'], default: 'ring', description: 'The turn on the map: a ring under the due token, its aura, a tint, or nothing (an image of your library: !rondel config --set indicatorimage=…).' },
  { name: 'ping', type: 'checkbox', value: 'true', description: 'Ping the due token for its players when its turn starts.' },
  { name: 'counterText', type: 'checkbox', value: 'true', description: 'Write the clock on the map (“Count 12”).' },
  { name: 'turnTimer', type: 'text', default: '0', description: 'Seconds a turn may wait before one reminder (0: no timer; at most 3600).' },
] as const;

/** A one-click checkbox: what Roll20 stores for it, read as on or off; anything else says nothing. */
function checkbox(value: unknown): boolean | undefined {
  if (value === false || value === 'false' || value === '') return false;
  if (value === true || value === 'true' || value === 'checked') return true;
  return undefined;
}

/**
 * The configuration with the one-click options (`globalconfig`) applied over `base`. Values that do not fit are
 * ignored; an option the dialog did not store leaves `base` as it is.
 */
export function configFromUserOptions(options: unknown, base: Config = DEFAULT_CONFIG): Config {
  if (!isObject(options)) return base;
  let config: Config = base;
  const announce = options.announce;
  if (announce === 'all' || announce === 'everyone' || announce === 'gm') config = { ...config, announce: announce === 'gm' ? 'gm' : 'all' };
  const passed = options.passedOver;
  if (passed === 'guard' || passed === 'reset') config = { ...config, passedOver: passed };
  // the checkboxes: each an option of the same name
  for (const key of ['movementBadges', 'flexCountdown', 'statusMarkers', 'rerollEachRound', 'autoDamage', 'eot', 'ping', 'counterText'] as const) {
    const on = checkbox(options[key]);
    if (on !== undefined && on !== config[key]) config = { ...config, [key]: on };
  }
  const indicator = options.indicator;
  if (indicator === 'ring' || indicator === 'aura' || indicator === 'tint' || indicator === 'off') config = { ...config, indicator };
  const timer = typeof options.turnTimer === 'number' ? String(options.turnTimer) : options.turnTimer;
  if (typeof timer === 'string' && /^\s*\d{1,4}\s*$/.test(timer) && Number(timer) <= TIMER_LIMIT) config = { ...config, turnTimer: Number(timer) };
  if (typeof options.alias === 'string') {
    const alias = options.alias.trim().replace(/^!/, '').toLowerCase();
    if (alias === '') config = { ...config, alias: '' };
    else if (isFreeAlias(alias)) config = { ...config, alias };
  }
  const rules = options.rules;
  // Stryker disable next-line LogicalOperator: equivalent while every rule set id is registered (ruleSetOf checks the id too)
  if (isRuleSetId(rules) && ruleSetOf(rules)) config = { ...config, rules };
  const edits = options.trackerEdits;
  if (edits === 'ask' || edits === 'adopt') config = { ...config, trackerEdits: edits };
  return config;
}

/** Roll20's `lastsaved` of the one-click options, or 0. */
export function optionsSavedAt(options: unknown): number {
  if (!isObject(options)) return 0;
  const n = Number(options.lastsaved);
  return Number.isFinite(n) ? n : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Options set from chat

export function setOption(config: Config, assignment: string): Config | string {
  const eq = assignment.indexOf('=');
  if (eq < 1) return 'Write the option as key=value, for example --set announce=gm.';
  const key = assignment.slice(0, eq).trim().toLowerCase();
  const value = assignment.slice(eq + 1).trim();
  // the config card shows each value in a word this takes back, in any case
  const word = value.toLowerCase();
  const onOff = (v: string): boolean | null => (/^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null);
  const table = setTableOption(config, key, value);
  if (table !== null) return table;
  switch (key) {
    case 'flex':
    case 'guard':
    case 'hold':
    case 'dash':
    case 'move': {
      // `auto` is a tag too: the flex marker reads it as the custom marker named Flex
      if (!MARKER_TAG.test(value)) return `A marker tag looks like lightning-helix or Flex::1234, not “${value.slice(0, 30)}”.`;
      const field = ({ flex: 'flexMarker', guard: 'guardMarker', hold: 'holdMarker', dash: 'dashMarker', move: 'moveMarker' } as const)[key];
      return { ...config, [field]: key === 'flex' && word === 'auto' ? '' : value };
    }
    case 'badges': {
      const b = onOff(value);
      return b === null ? 'badges takes on or off.' : { ...config, movementBadges: b };
    }
    case 'countdown': {
      const b = onOff(value);
      return b === null ? 'countdown takes on or off.' : { ...config, flexCountdown: b };
    }
    case 'statuses': {
      const b = onOff(value);
      return b === null ? 'statuses takes on or off.' : { ...config, statusMarkers: b };
    }
    case 'announce':
      if (word === 'everyone' || word === 'all') return { ...config, announce: 'all' };
      if (word === 'gm' || word === 'gm only') return { ...config, announce: 'gm' };
      return 'announce takes everyone or gm.';
    case 'trackeredits':
      return word === 'ask' || word === 'adopt' ? { ...config, trackerEdits: word } : 'trackeredits takes ask or adopt.';
    case 'rules': {
      const id = ruleSets().find((r) => r.id === word || r.name.toLowerCase() === word)?.id;
      return id ? { ...config, rules: id } : `rules takes the id of a rule set: ${ruleSetNames()}.`;
    }
    case 'reroll': {
      const b = onOff(value);
      return b === null ? 'reroll takes on or off.' : { ...config, rerollEachRound: b };
    }
    case 'condition': {
      // condition.<key>=tag, or none
      return 'Write it as condition.<condition>=tag, for example --set condition.prone=back-pain (or none).';
    }
    case 'eot': {
      const b = onOff(value);
      return b === null ? 'eot takes on or off.' : { ...config, eot: b };
    }
    case 'autodamage': {
      const b = onOff(value);
      return b === null ? 'autodamage takes on or off.' : { ...config, autoDamage: b };
    }
    case 'passed':
      if (word === 'guard' || word === 'full guard') return { ...config, passedOver: 'guard' };
      return word === 'reset' ? { ...config, passedOver: 'reset' } : 'passed takes guard or reset.';
    case 'alias': {
      const alias = word.replace(/^!/, '');
      if (alias === 'none' || alias === '') return { ...config, alias: '' };
      if ((COMMAND_WORDS as readonly string[]).includes(alias)) return `!${alias} is already the script’s own word, as !${COMMAND_WORDS.find((w) => w !== alias) ?? 'rondel'} is: the alias is an extra word, such as er.`;
      if (!/^[a-z][a-z0-9\-]{1,19}$/.test(alias)) return 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.';
      if (!isFreeAlias(alias)) return `The alias cannot be ${alias}: another script answers !${alias}. Choose another short word, such as er.`;
      return { ...config, alias };
    }
    default: {
      const cond = /^condition\.([a-z]+)$/.exec(key);
      if (cond) {
        const which = parseCondition(cond[1] as string);
        if (!which) return `Unknown condition “${(cond[1] as string).slice(0, 20)}”. Conditions: ${CONDITION_KEYS.join(', ')}.`;
        const tag = value.toLowerCase() === 'none' ? '' : value;
        if (tag !== '' && !MARKER_TAG.test(tag)) return `A marker tag looks like back-pain or Prone::1234, not “${value.slice(0, 30)}”.`;
        return { ...config, conditionMarkers: { ...config.conditionMarkers, [which]: tag } };
      }
      // the tier as the card shows it (black_tower), or its name or rank
      const m = /^pattern\.(.+)$/.exec(key);
      const tier = m ? parseTier(m[1] as string) : undefined;
      if (!tier) return `Unknown option “${key.slice(0, 30)}”. Options: flex, guard, hold, dash, move, badges, countdown, statuses, announce, passed, alias, trackeredits, rules, reroll, eot, autodamage, indicator, indicatorimage, ping, countertext, hook.turn, hook.round, hook.window, timer, condition.<condition>, pattern.<tier>.`;
      const hexes = value.split(/[\/,\s]+/).filter(Boolean).map(Number);
      const pattern = { ...config.pattern, [tier]: hexes };
      const problems = validatePattern(pattern);
      if (problems.length) return `That pattern does not fit: ${problems.join('; ')}. Every tier has ${config.pattern.red_fox.length} windows.`;
      return { ...config, pattern };
    }
  }
}

export function resetOption(config: Config, key: string): Config | string {
  const table = resetTableOption(config, key);
  if (table) return table;
  switch (key.toLowerCase()) {
    case 'all':
      return DEFAULT_CONFIG;
    case 'pattern':
      return { ...config, pattern: DEFAULT_PATTERN };
    case 'conditions':
      return { ...config, conditionMarkers: DEFAULT_CONFIG.conditionMarkers };
    default: {
      const map: Record<string, keyof Config> = { flex: 'flexMarker', guard: 'guardMarker', hold: 'holdMarker', dash: 'dashMarker', move: 'moveMarker', badges: 'movementBadges', countdown: 'flexCountdown', statuses: 'statusMarkers', announce: 'announce', passed: 'passedOver', alias: 'alias', trackeredits: 'trackerEdits', rules: 'rules', reroll: 'rerollEachRound', eot: 'eot', autodamage: 'autoDamage' };
      const field = map[key.toLowerCase()];
      return field ? { ...config, [field]: DEFAULT_CONFIG[field] } : `Unknown option “${key.slice(0, 30)}”.`;
    }
  }
}

/** The marker tags in use: the configured ones, the flex marker found among the campaign's custom markers. */
export interface MarkerTags {
  readonly flex: string;
  readonly guard: string;
  readonly hold: string;
  readonly dash: string;
  readonly move: string;
}

export function markerTags(config: Config, custom: readonly { name: string; tag: string }[]): MarkerTags {
  let flex = config.flexMarker;
  if (flex === '') flex = custom.find((m) => m.name.toLowerCase() === 'flex')?.tag ?? 'lightning-helix';
  return { flex, guard: config.guardMarker, hold: config.holdMarker, dash: config.dashMarker, move: config.moveMarker };
}

function ruleSetNames(): string {
  return ruleSets().map((r) => `${r.id} (${r.name})`).join(', ');
}

/**
 * An option the one-click dialog sets, as `key=value` that `!rondel config --set` takes back: the button that keeps
 * a value set from chat when the GM saves the dialog for another option. Null for options the dialog does not set.
 */
export function chatAssignment(config: Config, key: keyof Config): string | null {
  const onOff = (b: boolean): string => (b ? 'on' : 'off');
  switch (key) {
    case 'announce':
      return `announce=${config.announce === 'all' ? 'everyone' : 'gm'}`;
    case 'passedOver':
      return `passed=${config.passedOver}`;
    case 'movementBadges':
      return `badges=${onOff(config.movementBadges)}`;
    case 'flexCountdown':
      return `countdown=${onOff(config.flexCountdown)}`;
    case 'statusMarkers':
      return `statuses=${onOff(config.statusMarkers)}`;
    case 'rerollEachRound':
      return `reroll=${onOff(config.rerollEachRound)}`;
    case 'autoDamage':
      return `autodamage=${onOff(config.autoDamage)}`;
    case 'eot':
      return `eot=${onOff(config.eot)}`;
    case 'ping':
      return `ping=${onOff(config.ping)}`;
    case 'counterText':
      return `countertext=${onOff(config.counterText)}`;
    case 'indicator':
      return `indicator=${config.indicator}`;
    case 'turnTimer':
      return `timer=${config.turnTimer > 0 ? config.turnTimer : 'off'}`;
    case 'alias':
      return `alias=${config.alias || 'none'}`;
    case 'rules':
      return `rules=${config.rules}`;
    case 'trackerEdits':
      return `trackeredits=${config.trackerEdits}`;
    default:
      return null;
  }
}
