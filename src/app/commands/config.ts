// `config`: the GM's options, shown with a button for each, or set. Each line names the option as `--set` takes it
// and its value in a word `--set` takes back (`announce: everyone` ↔ `--set announce=everyone`).
import { TIER_KEYS, tierInfo } from '../../rules/core/numbers';
import { CONDITION_KEYS } from '../../rules/core/conditions';
import { ruleSetOf } from '../../rules/registry';
import { noticeCard } from '../../render/cards';
import { button, COLOURS, join, muted, raw, strong, swatch, text, type Html } from '../../render/html';
import { markerTags, resetOption, setOption } from '../config';
import { hookOf } from '../table-options';
import { HOOK_KEYS } from '../model';
import { fail, toSender } from '../replies';
import type { Handler } from '../context';
import type { Config } from '../model';
import { BUTTON_WORD } from '../../commands/parse';

export function configCard(config: Config, word: string, custom: readonly { name: string; tag: string }[]): Html {
  const t = markerTags(config, custom);
  const set = (key: string, value: string, label: string): Html => button(text(label), `!${word} config --set ${key}=${value}`);
  /** `key: value (what it means) [button]`: the key and the value as `--set key=value` takes them. */
  const option = (key: string, value: string, meaning: string, ...buttons: Html[]): Html =>
    join([strong(text(`${key}: `)), text(value, 60), meaning ? muted(text(` (${meaning})`, 120)) : raw(''), raw(' '), ...buttons]);
  const onOff = (b: boolean): string => (b ? 'on' : 'off');
  const lines: Html[] = [
    option('rules', config.rules, `a new fight’s rule set: ${ruleSetOf(config.rules)?.name ?? config.rules}`, set('rules', '?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}', 'change')),
    option('flex', config.flexMarker === '' ? 'auto' : t.flex, config.flexMarker === '' ? `flex marker: ${t.flex}` : 'flex marker', set('flex', '?{Marker tag (auto: a custom marker named Flex)|auto}', 'change')),
    option('guard', t.guard, 'Full Guard marker', set('guard', '?{Marker tag|bolt-shield}', 'change')),
    option('hold', t.hold, 'holding marker', set('hold', '?{Marker tag|stopwatch}', 'change')),
    option('dash', t.dash, 'dash marker', set('dash', '?{Marker tag|fluffy-wing}', 'change')),
    option('move', t.move, 'movement badge marker', set('move', '?{Marker tag|tread}', 'change')),
    option('badges', onOff(config.movementBadges), 'hexes on the tokens at a movement window', set('badges', onOff(!config.movementBadges), `turn ${onOff(!config.movementBadges)}`)),
    option('countdown', onOff(config.flexCountdown), 'the flex marker counts down the counts left', set('countdown', onOff(!config.flexCountdown), `turn ${onOff(!config.flexCountdown)}`)),
    option('statuses', onOff(config.statusMarkers), 'Full Guard, holding and dashing as markers on the tokens', set('statuses', onOff(!config.statusMarkers), `turn ${onOff(!config.statusMarkers)}`)),
    // a two-way option's button says what it switches to: a bare value read as "reset this option" (ruling 7)
    option(
      'announce',
      config.announce === 'all' ? 'everyone' : 'gm',
      config.announce === 'all' ? 'the cards go to everyone' : 'the cards go to the GM; a player still sees their own step',
      set('announce', config.announce === 'all' ? 'gm' : 'everyone', config.announce === 'all' ? 'switch to GM only' : 'switch to everyone'),
    ),
    option(
      'passed',
      config.passedOver,
      `rondel: a turn that ends with no action declared becomes ${config.passedOver === 'guard' ? 'Full Guard' : 'a Reset'}`,
      set('passed', config.passedOver === 'guard' ? 'reset' : 'guard', config.passedOver === 'guard' ? 'switch to Reset' : 'switch to Full Guard'),
    ),
    option('alias', config.alias ? config.alias : 'none', config.alias ? `!${config.alias} works too` : 'an extra command word', set('alias', '?{Command word (none to remove)|er}', 'change')),
    option(
      'trackeredits',
      config.trackerEdits,
      config.trackerEdits === 'ask' ? 'tracker edits are put back, the GM adopts them' : 'tracker edits are adopted',
      set('trackeredits', config.trackerEdits === 'ask' ? 'adopt' : 'ask', config.trackerEdits === 'ask' ? 'switch to adopt' : 'switch to ask'),
    ),
    option('reroll', onOff(config.rerollEachRound), '10-second rounds: initiative every round', set('reroll', onOff(!config.rerollEachRound), `turn ${onOff(!config.rerollEachRound)}`)),
    option('eot', onOff(config.eot), '!eot ends one’s own turn; other turn scripts claim it too', set('eot', onOff(!config.eot), `turn ${onOff(!config.eot)}`)),
    option('autodamage', onOff(config.autoDamage), config.autoDamage ? 'attacks lower bodies at once' : 'the GM applies damage with a click', set('autodamage', onOff(!config.autoDamage), `turn ${onOff(!config.autoDamage)}`)),
    ...tableLines(config, option, set),
    join([
      strong(text('condition.NAME: ')),
      muted(text(`the marker of each condition: ${CONDITION_KEYS.map((k) => `${k} ${config.conditionMarkers[k] || 'none'}`).join(', ')} `, 600)),
      set('condition.?{Condition|prone}', '?{Marker tag (none for no marker)|back-pain}', 'change'),
    ]),
    join([strong(text('pattern.TIER: ')), muted(text('hexes per movement window'))]),
    ...TIER_KEYS.map((k) => join([swatch(tierInfo(k).colour), raw(' '), text(`${k}: ${config.pattern[k].join('/')} `), muted(text(`(${tierInfo(k).name})`))])),
    join([
      set(`pattern.?{Tier|${TIER_KEYS.map((k) => `${tierInfo(k).name},${k}`).join('|')}}`, `?{Hexes per window, slash-separated (${config.pattern.red_fox.length} windows)|}`, 'edit a tier'),
      button(text('Reset the pattern'), `!${word} config --reset pattern`),
      button(text('Reset everything'), `!${word} config --reset all`, COLOURS.bad),
    ]),
    muted(text(`By hand: !${word} config --set key=value, with the words above.`)),
  ];
  return noticeCard('Rondel options', lines);
}

export const config: Handler = (ctx, cmd) => {
  {
    const custom = (): readonly { name: string; tag: string }[] => ctx.ports.world.customMarkers();
    const { parsed, sender } = cmd;
    const config = ctx.stored.config;
    const set = typeof parsed.flags.set === 'string' ? parsed.flags.set : null;
    const reset = typeof parsed.flags.reset === 'string' ? parsed.flags.reset : null;
    if (set === null && reset === null) return { messages: [toSender(sender, configCard(config, BUTTON_WORD, custom()))] };
    const changed = reset !== null ? resetOption(config, reset) : setOption(config, set as string);
    if (typeof changed === 'string') return fail(ctx, sender, changed, parsed);
    return { stored: { ...ctx.stored, config: changed }, messages: [toSender(sender, configCard(changed, BUTTON_WORD, custom()))] };
  }
};

/** The table's options (docs/rules.md §15): the turn indicator, pings, the counter on the map, hooks, the timer. */
function tableLines(config: Config, option: (key: string, value: string, meaning: string, ...buttons: Html[]) => Html, set: (key: string, value: string, label: string) => Html): Html[] {
  const onOff = (b: boolean): string => (b ? 'on' : 'off');
  const meaning = {
    ring: 'a ring moved under the due token: 1 update per turn',
    graphic: 'your image under the due token: 1 update per turn',
    aura: 'an aura on the due token: 2 updates per turn',
    tint: 'a tint on the due token: 2 updates per turn',
    off: 'the due token is not marked',
  }[config.indicator];
  const hookMeaning = { turn: 'runs when a turn starts', round: 'runs when a round starts', window: 'runs at a movement window' };
  return [
    option('indicator', config.indicator, meaning, set('indicator', '?{Indicator|ring|graphic|aura|tint|off}', 'change')),
    option('indicatorimage', config.indicatorImage ? 'set' : 'none', 'the graphic indicator’s image, from your library', set('indicatorimage', '?{Image address (…/thumb.png)|none}', 'change')),
    option('ping', onOff(config.ping), 'ping the due token for its players', set('ping', onOff(!config.ping), `turn ${onOff(!config.ping)}`)),
    option('countertext', onOff(config.counterText), 'the clock as text on the map', set('countertext', onOff(!config.counterText), `turn ${onOff(!config.counterText)}`)),
    ...HOOK_KEYS.map((k) => option(`hook.${k}`, hookOf(config, k) || 'none', hookMeaning[k], set(`hook.${k}`, '?{API command or #macro (none to remove)|none}', 'change'))),
    option('timer', config.turnTimer ? String(config.turnTimer) : 'off', 'seconds before a reminder of a waiting turn', set('timer', '?{Seconds (0 for off)|60}', 'change')),
  ];
}
