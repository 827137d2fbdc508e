// Every kind of card the script sends, collected from a fight played through the built bundle in the Roll20 double,
// for a rule set and a number of combatants: the size tests (test/integration/card-sizes.test.ts) and the browser
// test (test/integration/cards-browser.test.ts) read the same cards.
import { TIER_KEYS } from '../../src/rules/core/numbers';
import { BUNDLE, plain } from '../integration/table';
import { realSheetDefaults } from '../integration/sheet-defaults';
import { createSandbox, type DoubleObject, type RecordedChat, type Sandbox } from 'roll20-double';

export type Rules = 'rondel' | 'seconds' | 'rounds';
export const RULE_SETS: readonly Rules[] = ['rondel', 'seconds', 'rounds'];

/** Who reads a card: everyone (a public message), the GM, or one player (a whisper). */
export type Reader = 'everyone' | 'gm' | 'player';

export interface CardSample {
  /** What the card is (`start`, `window`, `status`, …), and where it came from. */
  readonly kind: string;
  readonly rules: Rules;
  readonly n: number;
  readonly reader: Reader;
  /** Kept out of Roll20's chat archive. */
  readonly noarchive: boolean;
  readonly html: string;
}

/** Names worth testing a card with: one long enough to overflow a line, one full of markup. */
export const LONG_NAME = `Sir ${'Bartholomew'.repeat(3)}-Featherstonehaugh`;
export const MARKUP_NAME = '[[1d20]] <b>Bold</b> & “Quoted”';

/** A token's image as Roll20 keeps it: a library image's thumb, an address of some hundred characters. */
export function tokenImage(i: number): string {
  return `https://s3.amazonaws.com/files.d20.io/images/${300000000 + i}/${'Zq8xK2mVbN4pLr7TgHc3Wd'.slice(0, 22)}/thumb.png?${1700000000 + i}`;
}

export interface CardTable {
  readonly sb: Sandbox;
  readonly gm: DoubleObject;
  readonly pat: DoubleObject;
  readonly tokens: readonly DoubleObject[];
  /** Sends chat and returns what the scripts sent in answer. */
  say(who: DoubleObject, text: string, selected?: readonly DoubleObject[]): RecordedChat[];
}

/**
 * A page of `n` tokens in every tier: every fifth a hero Pat plays, the third one everyone controls, every seventh on
 * the GM layer (hidden from the players); the first has a long name, the second one full of markup. Names of the
 * others have the same length, so sizes compare across fight sizes. `oneTier` puts everyone in Red Fox.
 */
export function cardTable(n: number, options: { seed?: number; oneTier?: boolean } = {}): CardTable {
  const sb = createSandbox({ seed: options.seed ?? 3 });
  sb.setSheetDefaults(realSheetDefaults());
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const pat = sb.addPlayer({ name: 'Pat Smith' });
  const page = sb.addPage({ name: 'Battle' });
  const tokens: DoubleObject[] = [];
  for (let i = 0; i < n; i += 1) {
    const tier = options.oneTier ? 'red_fox' : (TIER_KEYS[(i * 4) % TIER_KEYS.length] as string);
    const hero = i % 5 === 0;
    const name = i === 0 ? LONG_NAME : i === 1 ? MARKUP_NAME : `${hero ? 'Hero' : 'Wolf'} ${String(i).padStart(3, '0')}`;
    const character = sb.addCharacter({
      name,
      controlledby: i === 2 ? 'all' : hero ? pat.id : '',
      attributes: { perception: 2 + (i % 9), movement_tier: tier, movement_tier_current: tier, weapon_speed: (i % 5) - 2, agility_mod: i % 4, casting_time: i % 3 },
    });
    const imgsrc = tokenImage(i);
    tokens.push(sb.addToken({ pageid: page.id, name, represents: character.id, imgsrc, layer: i % 7 === 6 ? 'gmlayer' : 'objects', left: 70 * (i % 25), top: 70 * Math.floor(i / 25) }));
  }
  sb.loadFile(BUNDLE);
  sb.boot();
  return {
    sb,
    gm,
    pat,
    tokens,
    say(who, text, selected) {
      const mark = sb.recorder.mark();
      sb.driver.chat(who, text, selected ? { selected } : {});
      sb.flush();
      return sb.recorder.since(mark).chat;
    },
  };
}

function readerOf(t: CardTable, m: RecordedChat): Reader {
  if (m.type !== 'whisper') return 'everyone';
  return m.targets.some((id) => t.sb.playerIsGM(t.sb.getObj('player', id) as DoubleObject)) ? 'gm' : 'player';
}

const isWindow = (m: RecordedChat): boolean => /Movement (window at|at round)/.test(plain(m.content));

/** Plays a short fight of `n` combatants under `rules` and returns every card it sent, each named by its kind. */
export function cardsOfAFight(rules: Rules, n: number, options: { oneTier?: boolean } = {}): CardSample[] {
  const t = cardTable(n, options);
  const { gm, pat, tokens } = t;
  const out: CardSample[] = [];
  const keep = (kind: string, messages: readonly RecordedChat[]): RecordedChat[] => {
    for (const m of messages) {
      const text = plain(m.content);
      const title = text.split('\n')[0] ?? '';
      const sub = / your action /.test(title) ? 'menu' : /: the rest$|for the GM$/.test(title) ? 'rest' : null;
      out.push({ kind: sub ? `${kind}: ${sub}` : kind, rules, n, reader: readerOf(t, m), noarchive: m.options?.noarchive === true, html: m.content });
    }
    return [...messages];
  };
  const fighters = tokens.slice(0, Math.max(2, n));
  keep('start', t.say(gm, `!rondel start --rules ${rules}`, fighters));
  keep('start again', t.say(gm, '!rondel start', fighters.slice(0, 2)));
  keep('status', t.say(gm, '!rondel status'));
  keep('status (player)', t.say(pat, '!rondel status'));
  keep('status, next page', t.say(gm, '!rondel status --from 13'));
  keep('conditions', t.say(gm, '!rondel condition --add prone', fighters.slice(0, 3)));
  keep('conditions on everyone', t.say(gm, '!rondel condition --add grappled', fighters));
  keep('conditions off everyone', t.say(gm, '!rondel condition --remove grappled', fighters));
  keep('tie', t.say(gm, '!rondel set --count 15', fighters.slice(3, 7)));
  keep('reaction', t.say(gm, '!rondel react --note parry', [fighters[4] as DoubleObject]));
  for (let i = 0; i < 3; i += 1) keep('turn', t.say(gm, '!rondel next'));
  // everyone to 15: a tie of the whole fight, and the movement windows before it come at once
  keep('tie of everyone', t.say(gm, '!rondel set --count 15', fighters));
  let windows = 0;
  for (let i = 0; i < 400 && (rules === 'rounds' ? i < 3 : windows < 2); i += 1) {
    const replies = t.say(gm, '!rondel next');
    const window = replies.some(isWindow);
    if (window) windows += 1;
    keep(window ? 'window' : 'turn', replies);
  }
  keep('act', t.say(gm, '!rondel act combat --note A long strike with the great axe'));
  const mark = t.sb.recorder.mark();
  t.sb.driver.tracker.edit(1, '5');
  t.sb.flush();
  keep('adopt', t.sb.recorder.since(mark).chat);
  keep('undo', t.say(gm, '!rondel undo'));
  // the rolls (issue 14): the long name attacks the markup name, both prone, with every part of the card shown
  const [first, second] = fighters as [DoubleObject, DoubleObject];
  keep('attack', t.say(gm, `!rondel attack --token ${first.id} --target ${second.id} --dice 5 --mod 3 --damage 2 --type edged --cover half --adv --weapon ${LONG_NAME}`));
  keep('save', t.say(gm, `!rondel save --attr will --dc 12 --adv --token ${first.id}`));
  keep('competition', t.say(gm, `!rondel competition --attr strength --vs ${second.id} --token ${first.id}`));
  keep('end', t.say(gm, '!rondel end --confirm'));
  keep('help', t.say(gm, '!rondel help'));
  keep('help (player)', t.say(pat, '!rondel help'));
  keep('verb help', t.say(pat, '!rondel act --help'));
  keep('config', t.say(gm, '!rondel config'));
  keep('error', t.say(pat, '!rondel stauts'));
  keep('error with usage', t.say(pat, '!rondel act --bogus 3 --speed x'));
  t.sb.assertNoCrash();
  return out;
}
