// The table's options and the pure readings behind them (docs/rules.md §15): hooks, library images, the timer, a
// duration typed in one flag, a tradition, the chosen spell's tradition, and --token as a name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/app/model';
import { setOption, resetOption, validateConfig } from '../../src/app/config';
import { hookOf, libraryImage, parseHook } from '../../src/app/table-options';
import { parseDuration } from '../../src/app/durations';
import { chosenSpellTradition, parseTradition } from '../../src/app/sheet';
import { parseCommandLine } from '../../src/commands/parse';
import { ruleSetOf } from '../../src/rules/registry';
import type { FightStateBase, RuleSet } from '../../src/rules/core/rule-set';

const rs = (id: string) => ruleSetOf(id) as RuleSet<FightStateBase>;

describe('hooks', () => {
  it.each([
    ['!spotlight {token}', '!spotlight {token}'],
    ['#TurnStart', '#TurnStart'],
    ['none', ''],
    ['', ''],
    ['hello', null],
    ['# spaced', null],
    ['!', null],
    ['!' + 'x'.repeat(300), null],
  ])('%j reads as %j', (value, hook) => {
    expect(parseHook(value)).toBe(hook);
  });

  it('set, shown back, and reset one at a time or all together', () => {
    const set = setOption(DEFAULT_CONFIG, 'hook.turn=!spotlight {token}');
    expect(typeof set === 'string' ? set : set.hooks).toEqual({ turn: '!spotlight {token}', round: '', window: '' });
    if (typeof set === 'string') return;
    expect(validateConfig(set)).toEqual([]);
    const again = resetOption(set, 'hook.turn');
    expect(typeof again === 'string' ? again : again.hooks.turn).toBe('');
    expect(resetOption(set, 'hooks')).toEqual(DEFAULT_CONFIG);
  });
});

describe('the indicator’s image', () => {
  it.each([
    ['https://s3.amazonaws.com/files.d20.io/images/123/abc/max.png?1700000000', 'https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000'],
    ['https://files.d20.io/images/123/abc/original.jpg', 'https://files.d20.io/images/123/abc/thumb.jpg'],
    ['https://example.com/images/a/thumb.png', null],
    ['http://s3.amazonaws.com/files.d20.io/images/1/a/thumb.png', null],
    ['https://s3.amazonaws.com/files.d20.io/images/1/a/thumb.png" onerror="x', null],
  ])('%s is placed as %s', (url, placed) => {
    expect(libraryImage(url)).toBe(placed);
  });
});

describe('the timer and the indicator options', () => {
  it.each([
    ['timer=60', { turnTimer: 60 }],
    ['timer=off', { turnTimer: 0 }],
    ['indicator=off', { indicator: 'off' }],
    ['indicator=aura', { indicator: 'aura' }],
    ['indicator=TINT', { indicator: 'tint' }],
    ['ping=on', { ping: true }],
    ['countertext=yes', { counterText: true }],
  ])('--set %s', (assignment, fields) => {
    const c = setOption(DEFAULT_CONFIG, assignment);
    expect(c).toEqual({ ...DEFAULT_CONFIG, ...fields });
    expect(validateConfig(c)).toEqual([]);
  });

  it.each(['timer=99999', 'timer=-1', 'indicator=glow', 'ping=maybe', 'indicator=graphic'])('--set %s is refused with the words it takes', (assignment) => {
    expect(typeof setOption(DEFAULT_CONFIG, assignment)).toBe('string');
  });
});

describe('the aura and tint indicators', () => {
  it('are kept when the stored options are read again, and reset to the ring', () => {
    for (const kind of ['aura', 'tint'] as const) {
      const c = setOption(DEFAULT_CONFIG, `indicator=${kind}`);
      if (typeof c === 'string') throw new Error(c);
      expect(validateConfig(JSON.parse(JSON.stringify(c)) as typeof c)).toEqual([]);
      expect(resetOption(c, 'indicator')).toEqual(DEFAULT_CONFIG);
    }
    expect(DEFAULT_CONFIG.indicator).toBe('ring');
  });

  it('a stored indicator the script does not know is a problem', () => {
    expect(validateConfig({ ...DEFAULT_CONFIG, indicator: 'glow' } as never)).toContain('config.indicator is not ring/graphic/aura/tint/off');
  });

  it('the refusal names every indicator', () => {
    expect(setOption(DEFAULT_CONFIG, 'indicator=glow')).toBe('indicator takes ring, graphic, aura, tint or off.');
  });
});

describe('a duration in one flag', () => {
  it.each([
    ['rondel', '12', { unit: 'counts', n: 12 }],
    ['rondel', '3 actions', { unit: 'actions', n: 3 }],
    ['seconds', '10', { unit: 'seconds', n: 10 }],
    ['seconds', '2r', { unit: 'rounds', n: 2 }],
    ['rounds', '3', { unit: 'rounds', n: 3 }],
    ['rounds', '3 rounds', { unit: 'rounds', n: 3 }],
  ])('in %s, %j is %j', (id, text, duration) => {
    expect(parseDuration(rs(id), text)).toEqual(duration);
  });

  it.each(['three rounds', '3 weeks', '', '12345'])('%j is refused', (text) => {
    expect(typeof parseDuration(rs('rondel'), text)).toBe('string');
  });
});

describe('traditions', () => {
  it.each([
    ['divine', 'divine'],
    ['Div', 'divine'],
    ['faith', 'divine'],
    ['AXIOM', 'axiom'],
    ['logic', 'axiom'],
    ['other', 'other'],
    ['agility', 'other'],
    ['necromancy', null],
    ['ax', 'axiom'],
    ['d', null],
  ])('%j is %j', (typed, tradition) => {
    expect(parseTradition(typed)).toBe(tradition);
  });

  it('the chosen spell’s row gives the tradition; a chosen row never changed is divine; none chosen, none', () => {
    const row = (id: string, tradition: string | undefined, chosen: string) => [
      { name: `repeating_spells_${id}_chosen`, current: chosen },
      ...(tradition === undefined ? [] : [{ name: `repeating_spells_${id}_tradition`, current: tradition }]),
    ];
    expect(chosenSpellTradition([...row('-a', 'divine', '0'), ...row('-b', 'axiom', '1')])).toBe('axiom');
    expect(chosenSpellTradition(row('-a', undefined, 'on'))).toBe('divine');
    expect(chosenSpellTradition(row('-a', 'axiom', '0'))).toBeNull();
    expect(chosenSpellTradition([])).toBeNull();
  });
});

describe('--token as a name', () => {
  it.each([
    ['!rondel act guard --token Goblin 2', 'Goblin 2'],
    ['!rondel act guard --token "Wolf  Alpha"', 'Wolf Alpha'],
    ['!rondel act guard --token -Mabc123', '-Mabc123'],
  ])('%s names %j', (line, name) => {
    const parsed = parseCommandLine(line);
    expect(parsed?.ok && parsed.command.flags.token).toBe(name);
  });

  it('a name longer than sixty characters is refused', () => {
    const parsed = parseCommandLine(`!rondel act guard --token ${'x'.repeat(61)}`);
    expect(parsed?.ok).toBe(false);
  });
});

/** The refusal of an option that is none of the script's. */
const UNKNOWN = (key: string): RegExp => new RegExp(`^Unknown option “${key.replace(/[.]/g, '\\.')}”\\. Options: `);
const IMAGE = 'https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000';

describe('hooks at their edges', () => {
  it.each([
    [' !spotlight {token} ', '!spotlight {token}'],
    ['  #TurnStart', '#TurnStart'],
    [' NONE ', ''],
    ['!' + 'x'.repeat(299), '!' + 'x'.repeat(299)],
    ['say !spotlight', null],
    ['!!spotlight', null],
    ['x#TurnStart', null],
    ['#Turn start', null],
    ['##Turn', null],
    ['!spotlight\n!other', null],
  ])('%j reads as %j', (value, hook) => {
    expect(parseHook(value)).toBe(hook);
  });

  it('each hook is set alone; the others keep theirs', () => {
    const from: Config = { ...DEFAULT_CONFIG, hooks: { turn: '!a', round: '#B', window: '' } };
    const set = setOption(from, 'hook.window=#Move');
    expect(typeof set === 'string' ? set : set.hooks).toEqual({ turn: '!a', round: '#B', window: '#Move' });
    const cleared = setOption(from, 'hook.round=none');
    expect(typeof cleared === 'string' ? cleared : cleared.hooks).toEqual({ turn: '!a', round: '', window: '' });
    const reset = resetOption(from, 'HOOK.TURN');
    expect(typeof reset === 'string' ? reset : reset.hooks).toEqual({ turn: '', round: '#B', window: '' });
  });

  it.each([
    ['hook.start=!x', 'Hooks: hook.turn, hook.round, hook.window.'],
    ['hook.turn=hello', 'A hook is an API command (!command {token}) or a macro (#Name), at most 300 characters, or none.'],
    ['hook.turn.x=!x', UNKNOWN('hook.turn.x')],
    ['xhook.turn=!x', UNKNOWN('xhook.turn')],
  ])('--set %s is refused: %s', (assignment, message) => {
    const refusal = setOption(DEFAULT_CONFIG, assignment);
    if (typeof message === 'string') expect(refusal).toBe(message);
    else expect(refusal).toMatch(message);
  });

  it.each(['hook.turn.x', 'xhook.turn', 'hook.start'])('--reset %s is an unknown option', (key) => {
    const from: Config = { ...DEFAULT_CONFIG, hooks: { turn: '!a', round: '', window: '' } };
    expect(resetOption(from, key)).toBe(`Unknown option “${key}”.`);
  });

  it('a hook is what the configuration holds, or none whatever older data holds', () => {
    expect(hookOf({ ...DEFAULT_CONFIG, hooks: { turn: '!a', round: '', window: '#W' } }, 'turn')).toBe('!a');
    expect(hookOf({ ...DEFAULT_CONFIG, hooks: { turn: '!a', round: '', window: '#W' } }, 'window')).toBe('#W');
    expect(hookOf({ ...DEFAULT_CONFIG, hooks: { turn: 7 } } as never, 'turn')).toBe('');
    expect(hookOf({ ...DEFAULT_CONFIG, hooks: {} } as never, 'round')).toBe('');
    expect(hookOf({ ...DEFAULT_CONFIG, hooks: undefined } as never, 'turn')).toBe('');
  });
});

describe('the indicator’s image, as the GM sets it', () => {
  it.each([
    [' https://files.d20.io/images/1/a/med.png ', 'https://files.d20.io/images/1/a/thumb.png'],
    ['https://s3.amazonaws.com/files.d20.io/images/1/a/ORIGINAL.WEBP?12', 'https://s3.amazonaws.com/files.d20.io/images/1/a/thumb.WEBP?12'],
    ['javascript:https://files.d20.io/images/1/a/thumb.png', null],
    ['https://files.d20.io/images/1/a/thumb.png.exe', null],
  ])('%j is placed as %j', (url, placed) => {
    expect(libraryImage(url)).toBe(placed);
  });

  it('is stored as its thumb', () => {
    expect(setOption(DEFAULT_CONFIG, 'indicatorimage=https://s3.amazonaws.com/files.d20.io/images/123/abc/max.png?1700000000')).toEqual({ ...DEFAULT_CONFIG, indicatorImage: IMAGE });
  });

  it('none takes the image away, and the graphic indicator falls back to the ring', () => {
    expect(setOption({ ...DEFAULT_CONFIG, indicatorImage: IMAGE, indicator: 'graphic' }, 'indicatorimage=none')).toEqual(DEFAULT_CONFIG);
    expect(setOption({ ...DEFAULT_CONFIG, indicatorImage: IMAGE, indicator: 'graphic' }, 'indicatorimage=')).toEqual(DEFAULT_CONFIG);
    expect(setOption({ ...DEFAULT_CONFIG, indicatorImage: IMAGE, indicator: 'aura' }, 'indicatorimage=NONE')).toEqual({ ...DEFAULT_CONFIG, indicator: 'aura' });
  });

  it('an address not of the GM’s library is refused', () => {
    expect(setOption(DEFAULT_CONFIG, 'indicatorimage=https://example.com/a/thumb.png')).toBe('indicatorimage takes the address of an image in your own Roll20 library (…/thumb.png?…), or none.');
  });

  it('the graphic indicator needs the image first; with it, it is set', () => {
    expect(setOption(DEFAULT_CONFIG, 'indicator=graphic')).toBe('The graphic indicator needs an image first: --set indicatorimage=URL (an image of your own library), then --set indicator=graphic.');
    expect(setOption({ ...DEFAULT_CONFIG, indicatorImage: IMAGE }, 'indicator=Graphic')).toEqual({ ...DEFAULT_CONFIG, indicatorImage: IMAGE, indicator: 'graphic' });
    expect(setOption({ ...DEFAULT_CONFIG, indicator: 'off' }, 'indicator=ring')).toEqual(DEFAULT_CONFIG);
  });

  it('--reset indicatorimage takes the image away', () => {
    expect(resetOption({ ...DEFAULT_CONFIG, indicatorImage: IMAGE }, 'indicatorimage')).toEqual(DEFAULT_CONFIG);
  });
});

describe('the switches and the timer at their edges', () => {
  it.each([
    ['ping=off', { ping: true }, {}],
    ['countertext=no', { counterText: true }, {}],
    ['countertext=1', {}, { counterText: true }],
    ['timer=none', { turnTimer: 60 }, {}],
    ['timer=OFF', { turnTimer: 60 }, {}],
    ['timer=0', { turnTimer: 60 }, {}],
    ['timer=3600', {}, { turnTimer: 3600 }],
    ['timer=0090', {}, { turnTimer: 90 }],
  ] as const)('--set %s from %j gives %j', (assignment, from, fields) => {
    expect(setOption({ ...DEFAULT_CONFIG, ...from }, assignment)).toEqual({ ...DEFAULT_CONFIG, ...fields });
  });

  it.each([
    ['ping=onion', 'ping takes on or off.'],
    ['ping=xon', 'ping takes on or off.'],
    ['ping=xoff', 'ping takes on or off.'],
    ['ping=offer', 'ping takes on or off.'],
    ['countertext=maybe', 'countertext takes on or off.'],
    ['timer=3601', 'timer takes a number of seconds from 0 (off) to 3600.'],
    ['timer=9999', 'timer takes a number of seconds from 0 (off) to 3600.'],
    ['timer=+60', 'timer takes a number of seconds from 0 (off) to 3600.'],
    ['timer=1e3', 'timer takes a number of seconds from 0 (off) to 3600.'],
    ['timer=60s', 'timer takes a number of seconds from 0 (off) to 3600.'],
  ])('--set %s is refused: %s', (assignment, message) => {
    expect(setOption(DEFAULT_CONFIG, assignment)).toBe(message);
  });

  it.each([
    ['ping', { ping: true }],
    ['countertext', { counterText: true }],
    ['timer', { turnTimer: 60 }],
  ] as const)('--reset %s puts %j back', (key, from) => {
    expect(resetOption({ ...DEFAULT_CONFIG, ...from }, key)).toEqual(DEFAULT_CONFIG);
  });
});

describe('the table’s options in a stored configuration', () => {
  it.each([
    ['indicatorImage', 7, 'config.indicatorImage is not text'],
    ['ping', 'on', 'config.ping is not true/false'],
    ['counterText', 1, 'config.counterText is not true/false'],
    ['hooks', null, 'config.hooks is malformed'],
    ['hooks', [], 'config.hooks is malformed'],
    ['hooks', '!spotlight', 'config.hooks is malformed'],
    ['hooks', { turn: '!a', round: 7, window: '' }, 'config.hooks is malformed'],
    ['turnTimer', '60', 'config.turnTimer is not a number of seconds'],
    ['turnTimer', 1.5, 'config.turnTimer is not a number of seconds'],
    ['turnTimer', -1, 'config.turnTimer is not a number of seconds'],
    ['turnTimer', 3601, 'config.turnTimer is not a number of seconds'],
  ])('a %s of %j: %s', (key, value, problem) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, [key]: value })).toEqual([problem]);
  });

  it.each([
    ['turnTimer', 3600],
    ['hooks', {}],
    ['indicator', 'graphic'],
    ['indicator', 'off'],
  ])('a %s of %j is fine', (key, value) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, [key]: value })).toEqual([]);
  });
});
