import { describe, expect, it } from 'vitest';
import { configFromUserOptions, markerTags, optionsSavedAt, resetOption, setOption, USER_OPTIONS, validateConfig } from '../../src/app/config';
import { DEFAULT_CONFIG, type Config } from '../../src/app/model';
import { DEFAULT_PATTERN } from '../../src/rules/rondel/windows';

const changed = (assignment: string, from: Config = DEFAULT_CONFIG): Partial<Config> | string => {
  const result = setOption(from, assignment);
  if (typeof result === 'string') return result;
  return Object.fromEntries(Object.entries(result).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(from[k as keyof Config])));
};

/** The refusal of an unknown option names it and lists every option, the tier patterns last. */
const UNKNOWN = (key: string): RegExp => new RegExp(`^Unknown option “${key.replace(/[.]/g, '\\.')}”\\. Options: flex, guard, hold, dash, move, badges, (?:[a-z.<>]+, )*pattern\\.<tier>\\.$`);

describe('setting an option from chat', () => {
  it.each([
    ['flex=Flex::123', { flexMarker: 'Flex::123' }],
    ['flex=auto', {}],
    ['FLEX = sun-ray', { flexMarker: 'sun-ray' }],
    ['guard=shield', { guardMarker: 'shield' }],
    ['hold=pin', { holdMarker: 'pin' }],
    ['dash=wing', { dashMarker: 'wing' }],
    ['move=boot', { moveMarker: 'boot' }],
    ['badges=on', { movementBadges: true }],
    ['badges=Yes', { movementBadges: true }],
    ['badges=true', { movementBadges: true }],
    ['badges=1', { movementBadges: true }],
    ['badges=off', {}],
    ['countdown=on', { flexCountdown: true }],
    ['statuses=on', { statusMarkers: true }],
    ['Statuses=YES', { statusMarkers: true }],
    ['statuses=off', {}],
    ['announce=gm', { announce: 'gm' }],
    ['trackeredits=adopt', { trackerEdits: 'adopt' }],
    ['rules=RONDEL', {}],
    ['reroll=on', { rerollEachRound: true }],
    ['reroll=YES', { rerollEachRound: true }],
    ['reroll=true', { rerollEachRound: true }],
    ['reroll=1', { rerollEachRound: true }],
    ['passed=reset', { passedOver: 'reset' }],
    ['alias=!ER', { alias: 'er' }],
    ['alias=my-word2', { alias: 'my-word2' }],
    ['pattern.red_fox=3/3/3/3', { pattern: { ...DEFAULT_PATTERN, red_fox: [3, 3, 3, 3] } }],
    ['pattern.gray_yak=1, 0 1,0', { pattern: { ...DEFAULT_PATTERN, gray_yak: [1, 0, 1, 0] } }],
  ] as const)('%s sets %j', (assignment, expected) => {
    expect(changed(assignment)).toEqual(expected);
  });

  it.each([
    ['flex=auto', { flexMarker: 'sun' }, { flexMarker: '' }],
    ['badges=on', { movementBadges: false }, { movementBadges: true }],
    ['statuses=off', { statusMarkers: true }, { statusMarkers: false }],
    ['announce=everyone', { announce: 'gm' }, { announce: 'all' }],
    ['announce=all', { announce: 'gm' }, { announce: 'all' }],
    ['trackeredits=ask', { trackerEdits: 'adopt' }, { trackerEdits: 'ask' }],
    ['reroll=off', { rerollEachRound: true }, { rerollEachRound: false }],
    ['passed=guard', { passedOver: 'reset' }, { passedOver: 'guard' }],
    ['alias=none', { alias: 'er' }, { alias: '' }],
    ['alias=', { alias: 'er' }, { alias: '' }],
    ['alias=!', { alias: 'er' }, { alias: '' }],
  ] as const)('%s from %j sets %j', (assignment, from, expected) => {
    expect(changed(assignment, { ...DEFAULT_CONFIG, ...from } as Config)).toEqual(expected);
  });

  it.each([
    ['announce', 'Write the option as key=value, for example --set announce=gm.'],
    ['=gm', 'Write the option as key=value, for example --set announce=gm.'],
    ['flex=two words', 'A marker tag looks like lightning-helix or Flex::1234, not “two words”.'],
    ['guard=auto!', 'A marker tag looks like lightning-helix or Flex::1234, not “auto!”.'],
    ['guard=tag::x', 'A marker tag looks like lightning-helix or Flex::1234, not “tag::x”.'],
    ['guard=x::12y', 'A marker tag looks like lightning-helix or Flex::1234, not “x::12y”.'],
    ['hold=', 'A marker tag looks like lightning-helix or Flex::1234, not “”.'],
    ['badges=maybe', 'badges takes on or off.'],
    ['statuses=some', 'statuses takes on or off.'],
    ['badges=onion', 'badges takes on or off.'],
    ['badges=xoff', 'badges takes on or off.'],
    ['reroll=sometimes', 'reroll takes on or off.'],
    ['announce=bards', 'announce takes everyone or gm.'],
    ['trackeredits=never', 'trackeredits takes ask or adopt.'],
    ['rules=chess', 'rules takes the id of a rule set: rondel (Cool-Down Rondel), seconds (20-second rounds), rounds (10-second rounds).'],
    ['passed=skip', 'passed takes guard or reset.'],
    ['alias=rondel', '!rondel is already the script’s own word, as !combat is: the alias is an extra word, such as er.'],
    ['alias=combat', '!combat is already the script’s own word, as !rondel is: the alias is an extra word, such as er.'],
    ['alias=eot', 'The alias cannot be eot: another script answers !eot. Choose another short word, such as er.'],
    ['alias=!EOT', 'The alias cannot be eot: another script answers !eot. Choose another short word, such as er.'],
    ['alias=token-mod', 'The alias cannot be token-mod: another script answers !token-mod. Choose another short word, such as er.'],
    ['alias=x', 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.'],
    ['alias=9lives', 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.'],
    ['alias=two words', 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.'],
    ['alias=abcdefghijklmnopqrstu', 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.'],
    ['colour=red', UNKNOWN('colour')],
    ['pattern.snail=1/1/1/1', UNKNOWN('pattern.snail')],
    ['xpattern.red_fox=1', UNKNOWN('xpattern.red_fox')],
    ['pattern.red_fox=1/2', 'That pattern does not fit: tier red_fox has 2 windows. Every tier has 4 windows.'],
  ])('%s is refused: %s', (assignment, message) => {
    const refusal = setOption(DEFAULT_CONFIG, assignment);
    if (typeof message === 'string') expect(refusal).toBe(message);
    else expect(refusal).toMatch(message);
  });

  it('cuts what it repeats of a long value or key', () => {
    expect(setOption(DEFAULT_CONFIG, `guard=${'x'.repeat(40)} y`)).toBe(`A marker tag looks like lightning-helix or Flex::1234, not “${'x'.repeat(30)}”.`);
    expect(setOption(DEFAULT_CONFIG, `${'k'.repeat(40)}=1`)).toMatch(new RegExp(`^Unknown option “${'k'.repeat(30)}”`));
  });

  it('an alias of 20 characters is still one word', () => {
    expect(changed(`alias=${'a'.repeat(20)}`)).toEqual({ alias: 'a'.repeat(20) });
  });
});

describe('putting options back', () => {
  const custom: Config = { ...DEFAULT_CONFIG, flexMarker: 'sun', guardMarker: 'g', holdMarker: 'h', dashMarker: 'd', moveMarker: 'm', movementBadges: false, statusMarkers: true, announce: 'gm', passedOver: 'reset', alias: 'er', trackerEdits: 'adopt', rerollEachRound: true, pattern: { ...DEFAULT_PATTERN, red_fox: [1, 1, 1, 1] } };

  it.each([
    ['flex', 'flexMarker'],
    ['guard', 'guardMarker'],
    ['hold', 'holdMarker'],
    ['dash', 'dashMarker'],
    ['move', 'moveMarker'],
    ['badges', 'movementBadges'],
    ['statuses', 'statusMarkers'],
    ['announce', 'announce'],
    ['passed', 'passedOver'],
    ['alias', 'alias'],
    ['trackeredits', 'trackerEdits'],
    ['reroll', 'rerollEachRound'],
    ['pattern', 'pattern'],
    ['PATTERN', 'pattern'],
    ['Announce', 'announce'],
  ] as const)('--reset %s puts %s back, and only it', (key, field) => {
    expect(resetOption(custom, key)).toEqual({ ...custom, [field]: DEFAULT_CONFIG[field] });
  });

  it('--reset rules puts the rule set back', () => {
    expect(resetOption({ ...DEFAULT_CONFIG, rules: 'seconds' }, 'rules')).toEqual(DEFAULT_CONFIG);
  });

  it('--reset all puts everything back', () => {
    expect(resetOption(custom, 'ALL')).toBe(DEFAULT_CONFIG);
  });

  it('an unknown option is refused', () => {
    expect(resetOption(custom, 'colour')).toBe('Unknown option “colour”.');
    expect(resetOption(custom, 'toString')).toBe('Unknown option “toString”.');
  });
});

describe('checking a stored configuration', () => {
  it('the default is fine', () => {
    expect(validateConfig(DEFAULT_CONFIG)).toEqual([]);
  });

  it.each([
    [null, ['config is not an object']],
    [[], ['config is not an object']],
    ['config', ['config is not an object']],
  ])('%j is not a configuration', (value, problems) => {
    expect(validateConfig(value)).toEqual(problems);
  });

  it.each([
    ['flexMarker', 1, 'config.flexMarker is not text'],
    ['guardMarker', null, 'config.guardMarker is not text'],
    ['holdMarker', false, 'config.holdMarker is not text'],
    ['dashMarker', 0, 'config.dashMarker is not text'],
    ['moveMarker', [], 'config.moveMarker is not text'],
    ['alias', undefined, 'config.alias is not text'],
    ['flexMarker', 'sun,skull', 'config.flexMarker is not a marker tag'],
    ['guardMarker', '', 'config.guardMarker is not a marker tag'],
    ['holdMarker', 'Pin:12', 'config.holdMarker is not a marker tag'],
    ['dashMarker', 'wing@3', 'config.dashMarker is not a marker tag'],
    ['moveMarker', 'boot ', 'config.moveMarker is not a marker tag'],
    ['movementBadges', 'yes', 'config.movementBadges is not true/false'],
    ['statusMarkers', undefined, 'config.statusMarkers is not true/false'],
    ['announce', 'loud', 'config.announce is not all/gm'],
    ['passedOver', 'skip', 'config.passedOver is not guard/reset'],
    ['trackerEdits', 'never', 'config.trackerEdits is not ask/adopt'],
    ['rules', 'chess', 'config.rules is not a rule set'],
    ['rerollEachRound', 1, 'config.rerollEachRound is not true/false'],
    ['pattern', null, 'config.pattern: the movement pattern is not a table'],
  ])('a %s of %j: %s', (key, value, problem) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, [key]: value })).toEqual([problem]);
  });

  it.each([
    ['announce', 'gm'],
    ['passedOver', 'reset'],
    ['trackerEdits', 'adopt'],
    ['flexMarker', ''],
    ['flexMarker', 'Flex::1234'],
    ['guardMarker', 'back-pain'],
    ['alias', 'er,x'],
  ])('a %s of %j is fine', (key, value) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, [key]: value })).toEqual([]);
  });
});

describe('the one-click install options', () => {
  it('are the dialog’s: every option names a configuration field or the rule set', () => {
    expect(USER_OPTIONS.map((o) => o.name)).toEqual(['announce', 'passedOver', 'movementBadges', 'flexCountdown', 'statusMarkers', 'alias', 'rules', 'trackerEdits', 'rerollEachRound', 'autoDamage', 'eot', 'indicator', 'ping', 'counterText', 'turnTimer']);
  });

  it('name only configuration fields, and a select offers only values the configuration takes', () => {
    for (const o of USER_OPTIONS) {
      expect(Object.keys(DEFAULT_CONFIG), o.name).toContain(o.name);
      if (o.type === 'select') for (const v of o.options) expect(validateConfig({ ...DEFAULT_CONFIG, [o.name]: v }), `${o.name}=${v}`).toEqual([]);
    }
  });

  it.each([
    [{ rerollEachRound: 'true' }, { rerollEachRound: true }],
    [{ autoDamage: 'checked' }, { autoDamage: true }],
    [{ eot: true }, { eot: true }],
    [{ ping: 'true', counterText: 'true' }, { ping: true, counterText: true }],
    [{ indicator: 'aura' }, { indicator: 'aura' }],
    [{ indicator: 'off' }, { indicator: 'off' }],
    [{ indicator: 'tint' }, { indicator: 'tint' }],
    [{ turnTimer: '60' }, { turnTimer: 60 }],
    [{ turnTimer: ' 3600 ' }, { turnTimer: 3600 }],
    [{ turnTimer: 90 }, { turnTimer: 90 }],
    [{ turnTimer: '0' }, { turnTimer: 0 }],
  ] as const)('the table option %j gives %j', (options, expected) => {
    expect(configFromUserOptions(options, DEFAULT_CONFIG)).toEqual({ ...DEFAULT_CONFIG, ...expected });
  });

  it.each([
    [{ rerollEachRound: '' }, 'rerollEachRound'],
    [{ autoDamage: 'false' }, 'autoDamage'],
    [{ eot: false }, 'eot'],
    [{ ping: '' }, 'ping'],
    [{ counterText: 'false' }, 'counterText'],
  ] as const)('%j turns %s off over a base that has it on', (options, key) => {
    expect(configFromUserOptions(options, { ...DEFAULT_CONFIG, [key]: true })[key]).toBe(false);
  });

  it('a dialog’s ring puts back the ring over a tint', () => {
    expect(configFromUserOptions({ indicator: 'ring' }, { ...DEFAULT_CONFIG, indicator: 'tint' }).indicator).toBe('ring');
  });

  it.each([{ indicator: 'graphic' }, { indicator: 'neon' }, { indicator: '' }, { turnTimer: ['60'] }, { turnTimer: '3601' }, { turnTimer: '-5' }, { turnTimer: '1.5' }, { turnTimer: 'soon' }, { ping: 'yes' }])(
    'the table option %j is ignored',
    (options) => {
      const base: Config = { ...DEFAULT_CONFIG, indicator: 'tint', turnTimer: 30, ping: true };
      expect(configFromUserOptions(options, base)).toEqual(base);
    },
  );

  it.each([
    [{ announce: 'gm' }, { announce: 'gm' }],
    [{ announce: 'all' }, { announce: 'all' }],
    [{ passedOver: 'reset' }, { passedOver: 'reset' }],
    [{ passedOver: 'guard' }, { passedOver: 'guard' }],
    [{ movementBadges: false }, { movementBadges: false }],
    [{ movementBadges: '' }, { movementBadges: false }],
    [{ movementBadges: 'false' }, { movementBadges: false }],
    [{ alias: ' !Ab1 ' }, { alias: 'ab1' }],
    [{ alias: 'eot' }, {}],
    [{ alias: '' }, { alias: '' }],
    [{ trackerEdits: 'adopt' }, { trackerEdits: 'adopt' }],
    [{ trackerEdits: 'ask' }, { trackerEdits: 'ask' }],
    [{ rules: 'rondel' }, { rules: 'rondel' }],
    [{ flexCountdown: true }, { flexCountdown: true }],
    [{ statusMarkers: 'true' }, { statusMarkers: true }],
    [{ statusMarkers: 'checked' }, { statusMarkers: true }],
    [{ statusMarkers: true }, { statusMarkers: true }],
  ] as const)('%j gives %j', (options, expected) => {
    const base: Config = { ...DEFAULT_CONFIG, announce: 'gm', passedOver: 'reset', movementBadges: true, alias: 'zz', trackerEdits: 'adopt' };
    expect(configFromUserOptions(options, base)).toEqual({ ...base, ...expected });
  });

  it.each([
    [{ movementBadges: true }, true],
    [{ movementBadges: 'true' }, true],
    [{ movementBadges: 'checked' }, true],
    [{ movementBadges: 'on' }, false],
  ])('%j turns the badges %s', (options, on) => {
    expect(configFromUserOptions(options, { ...DEFAULT_CONFIG, movementBadges: false }).movementBadges).toBe(on);
  });

  it.each([
    [{ statusMarkers: false }, false],
    [{ statusMarkers: '' }, false],
    [{ statusMarkers: 'false' }, false],
    [{ statusMarkers: 'on' }, true],
    [{ statusMarkers: 1 }, true],
  ])('%j leaves the status markers at %s over a base that shows them', (options, on) => {
    expect(configFromUserOptions(options, { ...DEFAULT_CONFIG, statusMarkers: true }).statusMarkers).toBe(on);
  });

  it.each([
    { announce: 'loud' },
    { passedOver: 'skip' },
    { alias: 'rondel' },
    { alias: 'combat' },
    { alias: 'x' },
    { alias: '1ab' },
    { alias: 'a b' },
    { alias: 'abcdefghijklmnopqrstu' },
    { alias: 7 },
    { rules: 'chess' },
    { trackerEdits: 'never' },
    { movementBadges: 'maybe' },
  ])('%j is ignored', (options) => {
    const base: Config = { ...DEFAULT_CONFIG, alias: 'zz' };
    expect(configFromUserOptions(options, base)).toEqual(base);
  });

  it('anything but an object leaves the base as it is', () => {
    const base: Config = { ...DEFAULT_CONFIG, alias: 'zz' };
    expect(configFromUserOptions('announce=gm', base)).toBe(base);
    expect(configFromUserOptions([{ announce: 'gm' }], base)).toBe(base);
  });

  it.each([
    [{ lastsaved: 1700000000 }, 1700000000],
    [{ lastsaved: '1700000001' }, 1700000001],
    [{ lastsaved: 'soon' }, 0],
    [{ lastsaved: Infinity }, 0],
    [{}, 0],
    [null, 0],
    [7, 0],
  ])('options %j were saved at %j', (options, at) => {
    expect(optionsSavedAt(options)).toBe(at);
  });
});

describe('the marker tags in use', () => {
  it('the automatic flex marker is the campaign’s custom “Flex” marker, whatever its case', () => {
    expect(markerTags(DEFAULT_CONFIG, [{ name: 'Star', tag: 'Star::1' }, { name: 'FLEX', tag: 'FLEX::9' }]).flex).toBe('FLEX::9');
  });

  it('else lightning-helix; a configured one wins', () => {
    expect(markerTags(DEFAULT_CONFIG, [{ name: 'Flexible', tag: 'F::1' }])).toEqual({ flex: 'lightning-helix', guard: 'bolt-shield', hold: 'stopwatch', dash: 'fluffy-wing', move: 'tread' });
    expect(markerTags({ ...DEFAULT_CONFIG, flexMarker: 'sun' }, [{ name: 'Flex', tag: 'Flex::9' }]).flex).toBe('sun');
  });
});

describe('options at their edges', () => {
  it.each([
    ['x=1', UNKNOWN('x')],
    ['badges=nothing', 'badges takes on or off.'],
    ['badges=online', 'badges takes on or off.'],
    ['alias=a!b', 'The alias is one word of 2 to 20 letters, digits or hyphens that begins with a letter, such as er.'],
    ['pattern.red_fox.x=1/1/1/1', UNKNOWN('pattern.red_fox.x')],
    ['pattern.red_fox=1/100', 'That pattern does not fit: tier red_fox has 2 windows; tier red_fox has a value that is not 0..99. Every tier has 4 windows.'],
  ])('%s is refused: %s', (assignment, message) => {
    const refusal = setOption(DEFAULT_CONFIG, assignment);
    if (typeof message === 'string') expect(refusal).toBe(message);
    else expect(refusal).toMatch(message);
  });

  it('a marker tag may be auto for any marker; only the flex marker reads it as automatic', () => {
    expect(changed('guard=auto')).toEqual({ guardMarker: 'auto' });
  });

  it('a trailing slash in a pattern adds no window', () => {
    expect(changed('pattern.red_fox=3/3/3/3/')).toEqual({ pattern: { ...DEFAULT_PATTERN, red_fox: [3, 3, 3, 3] } });
  });

  it('the rule set is set by its id', () => {
    expect(changed('rules=seconds')).toEqual({ rules: 'seconds' });
    expect(setOption({ ...DEFAULT_CONFIG, rules: 'seconds' }, 'rules=rondel')).toEqual(DEFAULT_CONFIG);
  });

  it('a long unknown key is cut when put back', () => {
    expect(resetOption(DEFAULT_CONFIG, 'k'.repeat(40))).toBe(`Unknown option “${'k'.repeat(30)}”.`);
  });

  it.each([
    [{ trackerEdits: 'adopt' }, { trackerEdits: 'ask' }, { trackerEdits: 'adopt' }],
    [{ rules: 'rondel' }, { rules: 'seconds' }, { rules: 'rondel' }],
    [{ alias: 'ab!c' }, { alias: 'zz' }, { alias: 'zz' }],
  ] as const)('the one-click option %j over %j gives %j', (options, base, expected) => {
    expect(configFromUserOptions(options, { ...DEFAULT_CONFIG, ...base } as Config)).toEqual({ ...DEFAULT_CONFIG, ...expected });
  });
});

describe('the options the chat sets that the first tests left out', () => {
  it.each([
    ['countdown=off', { flexCountdown: true }, { flexCountdown: false }],
    ['eot=on', {}, { eot: true }],
    ['eot=no', { eot: true }, { eot: false }],
    ['autodamage=yes', {}, { autoDamage: true }],
    ['autodamage=0', { autoDamage: true }, { autoDamage: false }],
    ['announce=GM', {}, { announce: 'gm' }],
    ['announce=gm only', {}, { announce: 'gm' }],
    ['passed=Full Guard', { passedOver: 'reset' }, { passedOver: 'guard' }],
    ['rules=20-second rounds', {}, { rules: 'seconds' }],
    ['rules=10-Second Rounds', {}, { rules: 'rounds' }],
    ['rules=Cool-Down Rondel', { rules: 'seconds' }, { rules: 'rondel' }],
  ] as const)('%s from %j sets %j', (assignment, from, expected) => {
    expect(changed(assignment, { ...DEFAULT_CONFIG, ...from } as Config)).toEqual(expected);
  });

  it.each([
    ['countdown=maybe', 'countdown takes on or off.'],
    ['eot=later', 'eot takes on or off.'],
    ['autodamage=sometimes', 'autodamage takes on or off.'],
    ['flex=', 'A marker tag looks like lightning-helix or Flex::1234, not “”.'],
    ['condition=prone', 'Write it as condition.<condition>=tag, for example --set condition.prone=back-pain (or none).'],
  ])('%s is refused: %s', (assignment, message) => {
    expect(setOption(DEFAULT_CONFIG, assignment)).toBe(message);
  });
});

describe('the marker of a condition', () => {
  const markers = (assignment: string, from: Config = DEFAULT_CONFIG): Config['conditionMarkers'] | string => {
    const result = setOption(from, assignment);
    return typeof result === 'string' ? result : result.conditionMarkers;
  };

  it('is set by the condition’s name, in any case, and changes no other', () => {
    expect(markers('condition.prone=Prone::1234')).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, prone: 'Prone::1234' });
    expect(markers('Condition.STUNNED=dizzy')).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, stunned: 'dizzy' });
  });

  it('none, in any case, leaves the condition without a marker', () => {
    expect(markers('condition.blind=none')).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, blind: '' });
    expect(markers('condition.blind=NONE')).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, blind: '' });
    expect(markers('condition.blind=')).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, blind: '' });
  });

  it('keeps the other conditions’ markers as the GM set them', () => {
    const from: Config = { ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, deaf: 'ear' } };
    expect(markers('condition.prone=down', from)).toEqual({ ...DEFAULT_CONFIG.conditionMarkers, deaf: 'ear', prone: 'down' });
  });

  it.each([
    ['condition.flying=wing', `Unknown condition “flying”. Conditions: blind, charmed, deaf, frightened, grappled, incapacitated, invisible, paralyzed, petrified, poisoned, prone, restrained, stunned, unconscious.`],
    [`condition.${'q'.repeat(25)}=wing`, `Unknown condition “${'q'.repeat(20)}”. Conditions: blind, charmed, deaf, frightened, grappled, incapacitated, invisible, paralyzed, petrified, poisoned, prone, restrained, stunned, unconscious.`],
    ['condition.prone=two words', 'A marker tag looks like back-pain or Prone::1234, not “two words”.'],
    ['condition.prone=Prone::12x', 'A marker tag looks like back-pain or Prone::1234, not “Prone::12x”.'],
    [`condition.prone=${'y'.repeat(40)} z`, `A marker tag looks like back-pain or Prone::1234, not “${'y'.repeat(30)}”.`],
    ['condition.prone.x=down', UNKNOWN('condition.prone.x')],
    ['xcondition.prone=down', UNKNOWN('xcondition.prone')],
    ['condition.prone2=down', UNKNOWN('condition.prone2')],
  ])('%s is refused: %s', (assignment, message) => {
    const refusal = setOption(DEFAULT_CONFIG, assignment);
    if (typeof message === 'string') expect(refusal).toBe(message);
    else expect(refusal).toMatch(message);
  });

  it('--reset conditions puts every condition’s marker back, and only them', () => {
    const from: Config = { ...DEFAULT_CONFIG, alias: 'er', conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, prone: '', deaf: 'ear' } };
    expect(resetOption(from, 'conditions')).toEqual({ ...DEFAULT_CONFIG, alias: 'er' });
  });
});

describe('putting back the options the first tests left out', () => {
  it.each([
    ['countdown', { flexCountdown: true }],
    ['eot', { eot: true }],
    ['autodamage', { autoDamage: true }],
    ['EOT', { eot: true }],
  ] as const)('--reset %s puts %j back, and only it', (key, set) => {
    const from: Config = { ...DEFAULT_CONFIG, alias: 'er', ...set };
    expect(resetOption(from, key)).toEqual({ ...DEFAULT_CONFIG, alias: 'er' });
  });
});

describe('a stored configuration, field by field', () => {
  it.each([
    ['flexCountdown', 'on', 'config.flexCountdown is not true/false'],
    ['eot', 1, 'config.eot is not true/false'],
    ['autoDamage', null, 'config.autoDamage is not true/false'],
    ['conditionMarkers', null, 'config.conditionMarkers is malformed'],
    ['conditionMarkers', ['back-pain'], 'config.conditionMarkers is malformed'],
    ['conditionMarkers', 'back-pain', 'config.conditionMarkers is malformed'],
  ])('a %s of %j: %s', (key, value, problem) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, [key]: value })).toEqual([problem]);
  });

  it.each([
    ['a condition without a marker entry', (({ prone: _, ...rest }) => rest)(DEFAULT_CONFIG.conditionMarkers)],
    ['a marker that is a number', { ...DEFAULT_CONFIG.conditionMarkers, prone: 7 }],
    ['a marker that is not a tag', { ...DEFAULT_CONFIG.conditionMarkers, prone: 'back pain' }],
    ['a marker with a bad id', { ...DEFAULT_CONFIG.conditionMarkers, blind: 'eye::x' }],
  ])('condition markers with %s are malformed', (_, conditionMarkers) => {
    expect(validateConfig({ ...DEFAULT_CONFIG, conditionMarkers })).toEqual(['config.conditionMarkers is malformed']);
  });

  it('a condition without a marker, or with a custom marker, is fine', () => {
    expect(validateConfig({ ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, prone: '', blind: 'Eye::1234' } })).toEqual([]);
  });

  it('every problem is listed, not only the first', () => {
    expect(validateConfig({ ...DEFAULT_CONFIG, eot: 'yes', autoDamage: 'no', flexCountdown: 0 })).toEqual(['config.flexCountdown is not true/false', 'config.eot is not true/false', 'config.autoDamage is not true/false']);
  });
});

describe('the one-click options the first tests left out', () => {
  it.each([
    [{ announce: 'everyone' }, { announce: 'gm' }, { announce: 'all' }],
    [{ flexCountdown: false }, { flexCountdown: true }, { flexCountdown: false }],
    [{ flexCountdown: 'false' }, { flexCountdown: true }, { flexCountdown: false }],
    [{ flexCountdown: '' }, { flexCountdown: true }, { flexCountdown: false }],
    [{ flexCountdown: 'on' }, { flexCountdown: true }, { flexCountdown: true }],
    [{ flexCountdown: true }, { flexCountdown: false }, { flexCountdown: true }],
    [{ flexCountdown: 'true' }, { flexCountdown: false }, { flexCountdown: true }],
    [{ flexCountdown: 'checked' }, { flexCountdown: false }, { flexCountdown: true }],
    [{ flexCountdown: 'off' }, { flexCountdown: false }, { flexCountdown: false }],
    [{ movementBadges: false, flexCountdown: 'true' }, { movementBadges: true }, { movementBadges: false, flexCountdown: true }],
  ] as const)('the one-click option %j over %j gives %j', (options, base, expected) => {
    expect(configFromUserOptions(options, { ...DEFAULT_CONFIG, ...base } as Config)).toEqual({ ...DEFAULT_CONFIG, ...expected });
  });
});

describe('a tier’s pattern is named by the whole key', () => {
  it('a key that runs on past the tier on another line names no tier', () => {
    expect(setOption(DEFAULT_CONFIG, 'pattern.red_fox\nred_fox=3/3/3/3')).toMatch(/^Unknown option “pattern\.red_fox\nred_fox”\. Options: /);
  });
});
