// `config`: the GM's options, shown with a button for each, or set.
import { TIER_KEYS, tierInfo } from '../../rules/core/numbers';
import { CONDITION_KEYS } from '../../rules/core/conditions';
import { ruleSetOf } from '../../rules/registry';
import { noticeCard } from '../../render/cards';
import { button, COLOURS, join, strong, text, type Html } from '../../render/html';
import { markerTags, resetOption, setOption } from '../config';
import { fail, toSender, type Handler } from '../fight';
import type { Config } from '../model';

export function configCard(config: Config, word: string, custom: readonly { name: string; tag: string }[]): Html {
  const t = markerTags(config, custom);
  const set = (key: string, value: string, label: string): Html => button(text(label), `!${word} config --set ${key}=${value}`);
  const lines: Html[] = [
    join([text(`Rule set of a new fight: ${ruleSetOf(config.rules)?.name ?? config.rules} `), set('rules', '?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}', 'change')]),
    join([text(`Flex marker: ${t.flex}${config.flexMarker === '' ? ' (automatic)' : ''} `), set('flex', '?{Marker tag|lightning-helix}', 'change')]),
    join([text(`Full Guard marker: ${t.guard} `), set('guard', '?{Marker tag|bolt-shield}', 'change')]),
    join([text(`Holding marker: ${t.hold} `), set('hold', '?{Marker tag|stopwatch}', 'change')]),
    join([text(`Dash marker: ${t.dash} `), set('dash', '?{Marker tag|fluffy-wing}', 'change')]),
    join([text(`Movement badge: ${t.move}, ${config.movementBadges ? 'on' : 'off'} `), set('badges', config.movementBadges ? 'off' : 'on', config.movementBadges ? 'turn off' : 'turn on'), set('move', '?{Marker tag|tread}', 'tag')]),
    join([text(`Announcements: ${config.announce === 'all' ? 'everyone' : 'GM only'} `), set('announce', config.announce === 'all' ? 'gm' : 'everyone', config.announce === 'all' ? 'GM only' : 'everyone')]),
    join([text(`A passed-over turn becomes: ${config.passedOver === 'guard' ? 'Full Guard' : 'Reset'} `), set('passed', config.passedOver === 'guard' ? 'reset' : 'guard', 'switch')]),
    join([text(`Extra command word: ${config.alias ? '!' + config.alias : 'none'} `), set('alias', '?{Command word (none to remove)|er}', 'change')]),
    join([text(`Tracker edits: ${config.trackerEdits === 'ask' ? 'put back, the GM adopts' : 'adopted directly'} `), set('trackeredits', config.trackerEdits === 'ask' ? 'adopt' : 'ask', 'switch')]),
    join([text(`10-second rounds re-roll initiative every round: ${config.rerollEachRound ? 'yes' : 'no'} `), set('reroll', config.rerollEachRound ? 'off' : 'on', 'switch')]),
    join([text(`!eot ends one’s own turn: ${config.eot ? 'on' : 'off (other turn scripts claim it)'} `), set('eot', config.eot ? 'off' : 'on', 'switch')]),
    join([
      text(`Condition markers: ${CONDITION_KEYS.map((k) => `${k} ${config.conditionMarkers[k] || '–'}`).join(', ')} `, 600),
      set('condition.?{Condition|prone}', '?{Marker tag (none for no marker)|back-pain}', 'change'),
    ]),
    strong(text('Movement pattern (hexes per window)')),
    ...TIER_KEYS.map((k) => join([text(`${tierInfo(k).name}: ${config.pattern[k].join(' / ')} `), set(`pattern.${k}`, `?{Hexes per window, slash-separated|${config.pattern[k].join('/')}}`, 'edit')])),
    join([button(text('Reset the pattern'), `!${word} config --reset pattern`), button(text('Reset everything'), `!${word} config --reset all`, COLOURS.bad)]),
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
    if (set === null && reset === null) return { messages: [toSender(sender, configCard(config, parsed.word, custom()))] };
    const changed = reset !== null ? resetOption(config, reset) : setOption(config, set as string);
    if (typeof changed === 'string') return fail(sender, changed, parsed);
    return { stored: { ...ctx.stored, config: changed }, messages: [toSender(sender, configCard(changed, parsed.word, custom()))] };
  }
};
