// The table's options and the pure readings behind them (docs/rules.md §15): hooks, library images, the timer, a
// duration typed in one flag, a tradition, the chosen spell's tradition, and --token as a name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/app/model';
import { setOption, resetOption, validateConfig } from '../../src/app/config';
import { libraryImage, parseHook } from '../../src/app/table-options';
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
