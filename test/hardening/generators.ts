// fast-check generators of hostile chat input (issue 8).
import fc from 'fast-check';
import { ACTION_WORDS, VERBS } from '../../src/commands/verbs';
import { RULE_SET_IDS } from '../../src/rules/core/rule-set';
import { TERRAIN_KEYS } from '../../src/rules/seconds/terrain';
import { TOKEN_KEYS, type ActorKey, type TokenKey } from './arena';

/** Roll20 markup and HTML that must never reach chat unescaped, nor confuse the parser. */
export const MARKUP = [
  '[[1d20]]',
  '[[2d6+3]]',
  '[[1d0]]',
  '[[',
  ']]',
  '@{x}',
  '@{Aldric|perception}',
  '@{selected|token_id}',
  '%{x|y}',
  '&{template:default}',
  '{{name=x}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '?{q}',
  '?{Weapon speed|2}',
  '$[[0]]',
  '"',
  "'",
  '|',
  '&amp;',
  '/w gm hi',
  '/direct <b>x</b>',
  '\\',
  '--',
  '—',
  '−3',
  '\u0000',
  '\n',
  '\t',
  '\u2028',
  '👍',
  'ｱ',
  'ẞ',
  '\u202e',
] as const;

const NUMBERS = ['0', '-0', '1', '-1', '3', '12', '99', '1000000', '1000001', '-1000000', '9999999', '99999999999999999999', '2.5', '-2.5', '1e3', '0x10', 'NaN', 'Infinity', '+4', '−2', '１２', ' 7 ', '"5"', "'6'"] as const;

const WORDS = ['yes', 'no', 'on', 'off', 'true', 'all', 'none', 'prone', 'grappled,stunned', 'prone grappled', 'red_fox', 'Green Horse', 'orange_lion', '9', 'divine', 'axiom', 'logic', 'announce=gm', 'announce=all', 'badges=off', 'alias=er', 'alias=rondel', 'alias=!x', 'flex=Flex::12', 'move=<b>', 'pattern.red_fox=1/2/3', 'pattern.red_fox=', 'passed=reset', 'flex=auto', 'pattern', 'nothing', '=', 'key=', ...RULE_SET_IDS, 'rules=seconds', 'rules=rounds', 'rules=x', 'reroll=on', 'forest', 'mountains'] as const;

export const value = (tokenIds: () => readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
    { weight: 2, arbitrary: fc.constantFrom(...MARKUP) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double({ noNaN: false }).map(String) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant('x'.repeat(400)) },
    { weight: 2, arbitrary: fc.constantFrom(...tokenIds(), '-Mnotatoken00000000', 'root', '-'.repeat(41)) },
  );

function flagNames(verbName: string): string[] {
  const verb = VERBS.find((v) => v.name === verbName);
  return verb ? Object.keys(verb.flags) : [];
}

/** `--flag`, `--flag value`, `--flag=value`, random and repeated flags, `--help`. */
const flag = (verbName: string, values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: flagNames(verbName).length ? fc.constantFrom(...flagNames(verbName)) : fc.constant('confirm') },
        { weight: 1, arbitrary: fc.constantFrom('help', 'HELP', 'token', 'char', 'count', 'x', '', '-', 'note') },
        { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
      ),
      fc.option(values, { freq: 4 }),
      fc.constantFrom(' ', '=', '  ', '\t'),
    )
    .map(([name, v, sep]) => (v === null ? `--${name}` : `--${name}${sep}${v}`));

const positional = (verbName: string): fc.Arbitrary<string> => {
  const verb = VERBS.find((v) => v.name === verbName);
  const fromVerb =
    verb?.positional?.kind === 'choice'
      ? fc.constantFrom(...verb.positional.choices)
      : verb?.positional?.kind === 'count'
        ? fc.constantFrom('1', '2', '30', '0', '-1', '1000000', 'x')
        : fc.constantFrom(...VERBS.map((v) => v.name));
  return fc.oneof({ weight: 6, arbitrary: fromVerb }, { weight: 1, arbitrary: fc.constantFrom(...ACTION_WORDS, ...MARKUP) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });
};

const commandWord = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('!rondel', '!combat') },
  { weight: 1, arbitrary: fc.constantFrom('!RONDEL', '!Combat', '!rondelx', '!er', '!eot', '! rondel', 'rondel', '!rondel\u00a0') },
);

/** A command for one of our verbs (weighted towards the verbs that change the fight), or a random one. */
export const command = (ids: () => readonly string[]): fc.Arbitrary<string> => {
  const verbNames = VERBS.map((v) => v.name);
  const weighted = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom('act', 'next', 'react') },
    { weight: 3, arbitrary: fc.constantFrom(...verbNames) },
    { weight: 1, arbitrary: fc.constantFrom('ACT', 'Next', 'acts', '', 'rondel', '--help') },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  // built once per verb (every unknown word shares one), and the values once: building an arbitrary costs more
  // than drawing from it (a binary string builds a map of every code point)
  const values = value(ids);
  const known = (verb: string): string => VERBS.find((v) => v.name === verb)?.name ?? '';
  const positionals = new Map<string, fc.Arbitrary<string | null>>();
  const flagLists = new Map<string, fc.Arbitrary<string[]>>();
  const positionalOf = (verb: string): fc.Arbitrary<string | null> => {
    const key = known(verb);
    let arb = positionals.get(key);
    if (!arb) positionals.set(key, (arb = fc.option(positional(key), { freq: 2 })));
    return arb;
  };
  const flagsOf = (verb: string): fc.Arbitrary<string[]> => {
    const key = known(verb);
    let arb = flagLists.get(key);
    if (!arb) flagLists.set(key, (arb = fc.array(flag(key, values), { maxLength: 4 })));
    return arb;
  };
  return fc
    .tuple(commandWord, weighted)
    .chain(([word, verb]) =>
      fc.tuple(
        fc.constant(word),
        fc.constant(verb),
        positionalOf(verb),
        flagsOf(verb),
        fc.option(fc.constantFrom(...MARKUP, '   ', '\n--note x'), { freq: 8 }),
      ),
    )
    .map(([word, verb, pos, flags, tail]) => [word, verb, pos ?? '', ...flags, tail ?? ''].filter((s) => s !== '').join(' '));
};

export const actor: fc.Arbitrary<ActorKey> = fc.constantFrom<ActorKey>('gm', 'gm', 'pat', 'sam', 'robin', 'api');

export const selection: fc.Arbitrary<TokenKey[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant([] as TokenKey[]) },
  { weight: 4, arbitrary: fc.subarray([...TOKEN_KEYS], { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.shuffledSubarray([...TOKEN_KEYS]) },
);

export interface Sent {
  readonly actor: ActorKey;
  readonly text: string;
  readonly selection: readonly TokenKey[];
}

export const sent = (ids: () => readonly string[]): fc.Arbitrary<Sent> =>
  fc.record({ actor, text: command(ids), selection });

// ---------------------------------------------------------------------------------------------------------------
// Well-formed commands (so that fights run long and players really act), with hostile text where text goes.

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MARKUP) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(300)) },
  { weight: 1, arbitrary: fc.constantFrom('attack of opportunity', 'Fireball', '') },
);

const small = (lo: number, hi: number): fc.Arbitrary<string> => fc.integer({ min: lo, max: hi }).map(String);

/** `owner` is resolved when played: a player who controls the combatant due now (else the GM). */
export type Sender = ActorKey | 'owner';

export const wellFormed = (ids: () => readonly string[]): fc.Arbitrary<{ text: string; actor: Sender }> => {
  const id = fc.constantFrom(...ids());
  const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { freq: 2 });
  const gmish = fc.constantFrom<Sender>('gm', 'gm', 'api', 'pat', 'owner');
  const anyone = fc.constantFrom<Sender>('owner', 'owner', 'owner', 'gm', 'pat', 'sam', 'robin', 'api');
  const build = (parts: readonly (string | null)[]): string => parts.filter((p): p is string => p !== null && p !== '').join(' ');
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...ACTION_WORDS), opt(id.map((x) => `--token ${x}`)), opt(small(-3, 12).map((n) => `--speed ${n}`)), opt(small(-2, 6).map((n) => `--mod ${n}`)), opt(small(0, 8).map((n) => `--cast ${n}`)), opt(fc.constantFrom('--change', '--tradition divine', '--tradition axiom')), opt(hostileText.map((t) => `--note ${t}`)), anyone)
        .map(([action, ...rest]) => ({ text: build(['!rondel act', action, ...rest.slice(0, -1)] as (string | null)[]), actor: rest[rest.length - 1] as Sender })),
    },
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom('!rondel next', '!combat next', '!rondel next --step'), gmish).map(([text, actor]) => ({ text, actor })) },
    { weight: 4, arbitrary: fc.tuple(opt(id.map((x) => `--token ${x}`)), opt(hostileText.map((t) => `--note ${t}`)), anyone).map(([t, n, actor]) => ({ text: build(['!rondel react', t, n]), actor })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('status', 'help', 'menu', 'help act', 'act --help', 'config'), anyone).map(([v, actor]) => ({ text: `!rondel ${v}`, actor })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('add', 'remove'), opt(id.map((x) => `--token ${x}`)), gmish).map(([v, t, actor]) => ({ text: build([`!rondel ${v}`, v === 'remove' ? t : null]), actor })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.oneof(small(1, 80).map((n) => `--count ${n}`), fc.constantFrom('--tier red_fox', '--tier 3', '--tier Green Horse', '--perception 2', '--perception -1'), fc.constantFrom('--count 1000000', '--count 0')), opt(id.map((x) => `--token ${x}`)), gmish)
        .map(([f, t, actor]) => ({ text: build(['!rondel set', f, t]), actor })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('--add prone', '--add grappled,stunned', '--remove all', '--remove prone', '--add unconscious'), opt(id.map((x) => `--token ${x}`)), gmish)
        .map(([f, t, actor]) => ({ text: build(['!rondel condition', f, t]), actor })),
    },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('undo', 'undo 3', 'redo', 'redo 2', 'undo 40'), gmish).map(([v, actor]) => ({ text: `!rondel ${v}`, actor })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('announce=gm', 'announce=all', 'badges=off', 'badges=on', 'statuses=on', 'statuses=off', 'passed=reset', 'passed=guard', 'flex=Flex::12', 'guard=red', 'alias=er', 'alias=none', 'pattern.red_fox=1/1/1/1/1', 'reroll=on', 'reroll=off', 'rules=seconds', 'rules=rounds', 'rules=rondel', 'indicator=off', 'indicator=ring', 'ping=on', 'countertext=on', 'countertext=off', 'timer=5', 'hook.turn=!rondel status', 'hook.turn=none'), gmish)
        .map(([v, actor]) => ({ text: `!rondel config --set ${v}`, actor })),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('start --confirm', 'start', 'end', 'end --confirm', 'macros', 'repair', 'repair --confirm', ...RULE_SET_IDS.map((id) => `start --confirm --rules ${id}`)), fc.constantFrom<Sender>('gm', 'api', 'pat', 'robin')).map(([v, actor]) => ({ text: `!rondel ${v}`, actor })) },
    // the verbs of the older editions: speech (20-second rounds), a readied action's trigger (10-second rounds), terrain
    { weight: 1, arbitrary: fc.tuple(hostileText, opt(id.map((x) => `--token ${x}`)), anyone).map(([t, tok, actor]) => ({ text: build(['!rondel say', t, tok]), actor })) },
    { weight: 1, arbitrary: fc.tuple(opt(id.map((x) => `--token ${x}`)), opt(hostileText.map((t) => `--note ${t}`)), anyone).map(([tok, n, actor]) => ({ text: build(['!rondel trigger', tok, n]), actor })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...TERRAIN_KEYS, 'Forest', 'lava', ''), gmish).map(([t, actor]) => ({ text: build(['!rondel terrain', t]), actor })) },
  );
};

export interface Play {
  readonly actor: Sender;
  readonly text: string;
  readonly selection: readonly TokenKey[];
}

/** Three in four commands well formed (hostile text where text goes), one in four hostile throughout. */
export const play = (ids: () => readonly string[]): fc.Arbitrary<Play> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(wellFormed(ids), selection).map(([w, sel]) => ({ actor: w.actor, text: w.text, selection: sel })) },
    { weight: 1, arbitrary: sent(ids) },
  );
