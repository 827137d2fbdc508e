import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/app/model';
import { configCard } from '../../../src/app/commands/config';
import { aContext, aWorld, buttons, onlyMessage, plain, refusalOf, say } from '../fakes';

const withFlex = () => aWorld({ customMarkers: [{ name: 'Flex', tag: 'Flex::42' }] });

describe('config: the GM’s options', () => {
  it('shows every option with its value and a button to change it, to the GM alone', () => {
    const outcome = say(aContext({ world: withFlex() }), '!rondel config');
    const card = onlyMessage(outcome);
    expect(outcome.stored).toBeUndefined();
    expect(card.to).toEqual({ player: 'gm' });
    const lines = card.text.split('\n');
    expect(lines[0]).toBe('Rondel options');
    expect(lines).toEqual(
      expect.arrayContaining([
        'rules: rondel (a new fight’s rule set: Cool-Down Rondel) [change]',
        'flex: auto (flex marker: Flex::42) [change]',
        'guard: bolt-shield (Full Guard marker) [change]',
        'hold: stopwatch (holding marker) [change]',
        'dash: fluffy-wing (dash marker) [change]',
        'move: tread (movement badge marker) [change]',
        'announce: everyone (the cards go to everyone) [switch to GM only]',
        'passed: guard (rondel: a turn that ends with no action declared becomes Full Guard) [switch to Reset]',
        'alias: none (an extra command word) [change]',
        'trackeredits: ask (tracker edits are put back, the GM adopts them) [switch to adopt]',
        'reroll: off (10-second rounds: initiative every round) [turn on]',
        'pattern.TIER: hexes per movement window',
        'black_tower: 1/0/1/0 (Black Tower)',
        'purple_lightning: 6/6/6/6 (Purple Lightning)',
        '[edit a tier][Reset the pattern][Reset everything]',
        'By hand: !rondel config --set key=value, with the words above.',
      ]),
    );
    expect(lines.filter((l) => /^[a-z]+_[a-z]+: /.test(l))).toHaveLength(9);
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands).toEqual(
      expect.arrayContaining([
        '!rondel config --set rules=?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}',
        '!rondel config --set flex=?{Marker tag (auto: a custom marker named Flex)|auto}',
        '!rondel config --set guard=?{Marker tag|bolt-shield}',
        '!rondel config --set hold=?{Marker tag|stopwatch}',
        '!rondel config --set dash=?{Marker tag|fluffy-wing}',
        '!rondel config --set move=?{Marker tag|tread}',
        '!rondel config --set announce=gm',
        '!rondel config --set passed=reset',
        '!rondel config --set alias=?{Command word (none to remove)|er}',
        '!rondel config --set trackeredits=adopt',
        '!rondel config --set reroll=on',
      ]),
    );
    // every button sets or resets an option the card names
    for (const command of commands) expect(command).toMatch(/^!rondel config --(set [a-z.?{|}A-Z]|reset (pattern|all)$)/);
    expect(commands.slice(-2)).toEqual(['!rondel config --reset pattern', '!rondel config --reset all']);
  });

  it('every switch reads and offers the other way once set', () => {
    const config = { announce: 'gm', passedOver: 'reset', alias: 'er', trackerEdits: 'adopt', rerollEachRound: true, flexMarker: 'sun' } as const;
    const outcome = say(aContext({ config }), '!er config', { words: ['er'] });
    const lines = onlyMessage(outcome).text.split('\n');
    expect(lines).toContain('flex: sun (flex marker) [change]');
    expect(lines).toContain('announce: gm (the cards go to the GM; a player still sees their own step) [switch to everyone]');
    expect(lines).toContain('passed: reset (rondel: a turn that ends with no action declared becomes a Reset) [switch to Full Guard]');
    expect(lines).toContain('alias: er (!er works too) [change]');
    expect(lines).toContain('trackeredits: adopt (tracker edits are adopted) [switch to ask]');
    expect(lines).toContain('reroll: on (10-second rounds: initiative every round) [turn off]');
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands).toContain('!rondel config --set announce=everyone');
    expect(commands).toContain('!rondel config --set passed=guard');
    expect(commands).toContain('!rondel config --set trackeredits=ask');
    expect(commands).toContain('!rondel config --set reroll=off');
  });

  it('with no custom Flex marker, the automatic flex marker is lightning-helix', () => {
    expect(onlyMessage(say(aContext(), '!rondel config')).text).toContain('flex: auto (flex marker: lightning-helix) [change]');
  });

  it('--set stores the option and shows the options as they are now', () => {
    const outcome = say(aContext(), '!rondel config --set announce=gm');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, announce: 'gm' });
    expect(onlyMessage(outcome).text).toContain('announce: gm (the cards go to the GM; a player still sees their own step) [switch to everyone]');
  });

  it('--reset puts an option back', () => {
    const outcome = say(aContext({ config: { announce: 'gm', alias: 'er' } }), '!rondel config --reset announce');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, alias: 'er' });
  });

  it('a value that does not fit is refused, with the usage', () => {
    expect(refusalOf(say(aContext(), '!rondel config --set announce=bards'))).toBe('Rondel\nannounce takes everyone or gm.\nUsage: !rondel config [--set key=value] [--reset key]');
    expect(refusalOf(say(aContext(), '!rondel config --reset colour'))).toContain('Unknown option “colour”.');
  });
});

describe('config: the card, line by line', () => {
  const IMAGE = 'https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000';
  const PATTERN_LINES = [
    'pattern.TIER: hexes per movement window',
    'black_tower: 1/0/1/0 (Black Tower)',
    'gray_yak: 1/1/1/0 (Gray Yak)',
    'brown_cow: 2/1/1/1 (Brown Cow)',
    'red_fox: 2/2/2/2 (Red Fox)',
    'orange_lion: 3/3/2/2 (Orange Lion)',
    'yellow_bird: 3/3/3/3 (Yellow Bird)',
    'green_horse: 4/4/4/4 (Green Horse)',
    'blue_gryphon: 5/5/5/5 (Blue Gryphon)',
    'purple_lightning: 6/6/6/6 (Purple Lightning)',
    '[edit a tier][Reset the pattern][Reset everything]',
  ];
  const SET_BUTTONS = (word: string) => [
    `!${word} config --set rules=?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}`,
    `!${word} config --set flex=?{Marker tag (auto: a custom marker named Flex)|auto}`,
    `!${word} config --set guard=?{Marker tag|bolt-shield}`,
    `!${word} config --set hold=?{Marker tag|stopwatch}`,
    `!${word} config --set dash=?{Marker tag|fluffy-wing}`,
    `!${word} config --set move=?{Marker tag|tread}`,
  ];
  const TAIL_BUTTONS = (word: string) => [
    `!${word} config --set condition.?{Condition|prone}=?{Marker tag (none for no marker)|back-pain}`,
    `!${word} config --set pattern.?{Tier|Black Tower,black_tower|Gray Yak,gray_yak|Brown Cow,brown_cow|Red Fox,red_fox|Orange Lion,orange_lion|Yellow Bird,yellow_bird|Green Horse,green_horse|Blue Gryphon,blue_gryphon|Purple Lightning,purple_lightning}=?{Hexes per window, slash-separated (4 windows)|}`,
    `!${word} config --reset pattern`,
    `!${word} config --reset all`,
  ];
  const TABLE_BUTTONS = (word: string) => [
    `!${word} config --set indicator=?{Indicator|ring|graphic|aura|tint|off}`,
    `!${word} config --set indicatorimage=?{Image address (…/thumb.png)|none}`,
  ];
  const HOOK_BUTTONS = (word: string) => ['turn', 'round', 'window'].map((k) => `!${word} config --set hook.${k}=?{API command or #macro (none to remove)|none}`);

  it('at the defaults: every option, in order, with the button that changes it', () => {
    const outcome = say(aContext(), '!rondel config');
    expect(onlyMessage(outcome).text.split('\n')).toEqual([
      'Rondel options',
      'rules: rondel (a new fight’s rule set: Cool-Down Rondel) [change]',
      'flex: auto (flex marker: lightning-helix) [change]',
      'guard: bolt-shield (Full Guard marker) [change]',
      'hold: stopwatch (holding marker) [change]',
      'dash: fluffy-wing (dash marker) [change]',
      'move: tread (movement badge marker) [change]',
      'badges: off (hexes on the tokens at a movement window) [turn on]',
      'countdown: off (the flex marker counts down the counts left) [turn on]',
      'statuses: off (Full Guard, holding and dashing as markers on the tokens) [turn on]',
      'announce: everyone (the cards go to everyone) [switch to GM only]',
      'passed: guard (rondel: a turn that ends with no action declared becomes Full Guard) [switch to Reset]',
      'alias: none (an extra command word) [change]',
      'trackeredits: ask (tracker edits are put back, the GM adopts them) [switch to adopt]',
      'reroll: off (10-second rounds: initiative every round) [turn on]',
      'eot: off (!eot ends one’s own turn; other turn scripts claim it too) [turn on]',
      'autodamage: off (the GM applies damage with a click) [turn on]',
      'indicator: ring (a ring moved under the due token: 1 update per turn) [change]',
      'indicatorimage: none (the graphic indicator’s image, from your library) [change]',
      'ping: off (ping the due token for its players) [turn on]',
      'countertext: off (the clock as text on the map) [turn on]',
      'hook.turn: none (runs when a turn starts) [change]',
      'hook.round: none (runs when a round starts) [change]',
      'hook.window: none (runs at a movement window) [change]',
      'timer: off (seconds before a reminder of a waiting turn) [change]',
      'condition.NAME: the marker of each condition: blind bleeding-eye, charmed broken-heart, deaf edge-crack, frightened screaming, grappled grab, incapacitated interdiction, invisible ninja-mask, paralyzed frozen-orb, petrified broken-skull, poisoned chemical-bolt, prone back-pain, restrained fishing-net, stunned pummeled, unconscious sleepy [change]',
      ...PATTERN_LINES,
      'By hand: !rondel config --set key=value, with the words above.',
    ]);
    expect(buttons(outcome.messages[0]?.html ?? '')).toEqual([
      ...SET_BUTTONS('rondel'),
      '!rondel config --set badges=on',
      '!rondel config --set countdown=on',
      '!rondel config --set statuses=on',
      '!rondel config --set announce=gm',
      '!rondel config --set passed=reset',
      '!rondel config --set alias=?{Command word (none to remove)|er}',
      '!rondel config --set trackeredits=adopt',
      '!rondel config --set reroll=on',
      '!rondel config --set eot=on',
      '!rondel config --set autodamage=on',
      ...TABLE_BUTTONS('rondel'),
      '!rondel config --set ping=on',
      '!rondel config --set countertext=on',
      ...HOOK_BUTTONS('rondel'),
      '!rondel config --set timer=?{Seconds (0 for off)|60}',
      ...TAIL_BUTTONS('rondel'),
    ]);
  });

  it('with every switch the other way: each value, its meaning and the button that turns it back', () => {
    const config = {
      rules: 'seconds',
      flexMarker: 'sun',
      guardMarker: 'g',
      movementBadges: true,
      flexCountdown: true,
      statusMarkers: true,
      alias: 'er',
      eot: true,
      autoDamage: true,
      indicator: 'graphic',
      indicatorImage: IMAGE,
      ping: true,
      counterText: true,
      hooks: { turn: '!spotlight {token}', round: '', window: '#Move' },
      turnTimer: 90,
      conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, deaf: 'ear', prone: '' },
      pattern: { ...DEFAULT_CONFIG.pattern, red_fox: [3, 3, 3, 3] },
    } as const;
    const outcome = say(aContext({ config }), '!er config', { words: ['er'] });
    expect(onlyMessage(outcome).text.split('\n')).toEqual([
      'Rondel options',
      'rules: seconds (a new fight’s rule set: 20-second rounds) [change]',
      'flex: sun (flex marker) [change]',
      'guard: g (Full Guard marker) [change]',
      'hold: stopwatch (holding marker) [change]',
      'dash: fluffy-wing (dash marker) [change]',
      'move: tread (movement badge marker) [change]',
      'badges: on (hexes on the tokens at a movement window) [turn off]',
      'countdown: on (the flex marker counts down the counts left) [turn off]',
      'statuses: on (Full Guard, holding and dashing as markers on the tokens) [turn off]',
      'announce: everyone (the cards go to everyone) [switch to GM only]',
      'passed: guard (rondel: a turn that ends with no action declared becomes Full Guard) [switch to Reset]',
      'alias: er (!er works too) [change]',
      'trackeredits: ask (tracker edits are put back, the GM adopts them) [switch to adopt]',
      'reroll: off (10-second rounds: initiative every round) [turn on]',
      'eot: on (!eot ends one’s own turn; other turn scripts claim it too) [turn off]',
      'autodamage: on (attacks lower bodies at once) [turn off]',
      'indicator: graphic (your image under the due token: 1 update per turn) [change]',
      'indicatorimage: set (the graphic indicator’s image, from your library) [change]',
      'ping: on (ping the due token for its players) [turn off]',
      'countertext: on (the clock as text on the map) [turn off]',
      'hook.turn: !spotlight {token} (runs when a turn starts) [change]',
      'hook.round: none (runs when a round starts) [change]',
      'hook.window: #Move (runs at a movement window) [change]',
      'timer: 90 (seconds before a reminder of a waiting turn) [change]',
      'condition.NAME: the marker of each condition: blind bleeding-eye, charmed broken-heart, deaf ear, frightened screaming, grappled grab, incapacitated interdiction, invisible ninja-mask, paralyzed frozen-orb, petrified broken-skull, poisoned chemical-bolt, prone none, restrained fishing-net, stunned pummeled, unconscious sleepy [change]',
      ...PATTERN_LINES.map((l) => (l.startsWith('red_fox') ? 'red_fox: 3/3/3/3 (Red Fox)' : l)),
      'By hand: !rondel config --set key=value, with the words above.',
    ]);
    expect(buttons(outcome.messages[0]?.html ?? '')).toEqual([
      ...SET_BUTTONS('rondel'),
      '!rondel config --set badges=off',
      '!rondel config --set countdown=off',
      '!rondel config --set statuses=off',
      '!rondel config --set announce=gm',
      '!rondel config --set passed=reset',
      '!rondel config --set alias=?{Command word (none to remove)|er}',
      '!rondel config --set trackeredits=adopt',
      '!rondel config --set reroll=on',
      '!rondel config --set eot=off',
      '!rondel config --set autodamage=off',
      ...TABLE_BUTTONS('rondel'),
      '!rondel config --set ping=off',
      '!rondel config --set countertext=off',
      ...HOOK_BUTTONS('rondel'),
      '!rondel config --set timer=?{Seconds (0 for off)|60}',
      ...TAIL_BUTTONS('rondel'),
    ]);
  });

  it.each([
    ['ring', 'a ring moved under the due token: 1 update per turn'],
    ['aura', 'an aura on the due token: 2 updates per turn'],
    ['tint', 'a tint on the due token: 2 updates per turn'],
    ['off', 'the due token is not marked'],
  ] as const)('the %s indicator reads: %s', (indicator, meaning) => {
    expect(onlyMessage(say(aContext({ config: { indicator } }), '!rondel config')).text.split('\n')).toContain(`indicator: ${indicator} (${meaning}) [change]`);
  });

  it('a stored rule set or indicator this version does not know is shown as it is, not thrown on', () => {
    const lines = plain(configCard({ ...DEFAULT_CONFIG, rules: 'chess', indicator: 'glow' } as never, 'rondel', [])).split('\n');
    expect(lines).toContain('rules: chess (a new fight’s rule set: chess) [change]');
    expect(lines).toContain('indicator: glow [change]');
  });
});
