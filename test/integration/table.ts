// A Roll20 campaign in the sandbox double with the BUILT bundle loaded, as a GM would have it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox, type DoubleObject, type RecordedChat, type Sandbox } from 'roll20-double';
import { realSheetDefaults } from './sheet-defaults';
import { plain } from '../support/plain';

export { plain };

/** The bundle built from the working tree by the global setup (test/support/build-bundle.ts). */
export const BUNDLE = join(__dirname, '..', '.artifacts', 'bundle', 'enchanted-realms-combat.js');

let bundleText: string | undefined;

/**
 * The bundle's text, read once per test file: the global setup has written it before any test runs, and a table loads
 * it as `sb.loadFile(BUNDLE)` would (`loadScript(text, BUNDLE)`), without reading 630 KB from disk for every table.
 */
export function bundleCode(): string {
  bundleText ??= readFileSync(BUNDLE, 'utf8');
  return bundleText;
}

export interface Table {
  readonly sb: Sandbox;
  readonly gm: DoubleObject;
  readonly pat: DoubleObject;
  readonly sam: DoubleObject;
  readonly page: DoubleObject;
  readonly otherPage: DoubleObject;
  readonly tokens: Readonly<Record<'aldric' | 'lira' | 'borin' | 'kess' | 'goblin' | 'zombie', DoubleObject>>;
  readonly characters: Readonly<Record<'aldric' | 'lira' | 'borin' | 'kess', DoubleObject>>;
  /** Sends chat as someone and returns what the scripts sent in answer. */
  say(who: DoubleObject, text: string, selected?: readonly DoubleObject[]): RecordedChat[];
  /** The tracker as [name-or-custom, value] pairs. */
  tracker(): [string, string | number][];
  markers(token: DoubleObject): string;
}

/**
 * The table: a GM, two players, two pages, four characters with sheets and six tokens, the bundle loaded (and booted
 * unless `boot: false`). The real sheet's defaults answer getAttrByName for attributes nobody set, as in Roll20,
 * unless `sheetDefaults: false`.
 */
export function aTable(options: { seed?: number; boot?: boolean; sheetDefaults?: boolean; badges?: boolean } = {}): Table {
  const sb = createSandbox({ seed: options.seed ?? 7 });
  if (options.sheetDefaults !== false) sb.setSheetDefaults(realSheetDefaults());
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const pat = sb.addPlayer({ name: 'Pat Smith' });
  const sam = sb.addPlayer({ name: 'Sam' });
  const page = sb.addPage({ name: 'Battle' });
  const otherPage = sb.addPage({ name: 'Elsewhere' });
  const sheet = (perception: number, tier: string, extra: Record<string, string | number> = {}) => ({
    perception,
    perception_mod: Math.min(5, Math.max(0, Math.floor((perception - 2) / 2))),
    movement_tier: tier,
    movement_tier_current: tier,
    initiative_adjustment: 0,
    weapon_speed: 0,
    agility_mod: 1,
    logic_mod: 0,
    faith_mod: 0,
    casting_time: 0,
    ...extra,
  });
  const characters = {
    aldric: sb.addCharacter({ name: 'Aldric', controlledby: pat.id, attributes: sheet(6, 'red_fox', { weapon_speed: 2 }) }),
    lira: sb.addCharacter({ name: 'Lira', controlledby: sam.id, attributes: sheet(8, 'orange_lion', { agility_mod: 3 }) }),
    borin: sb.addCharacter({ name: 'Borin', controlledby: pat.id, attributes: sheet(4, 'brown_cow', { faith_mod: 2, casting_time: 3 }) }),
    kess: sb.addCharacter({ name: 'Kess', controlledby: sam.id, attributes: sheet(10, 'orange_lion', { weapon_speed: -2 }) }),
  };
  const tokens = {
    aldric: sb.addToken({ pageid: page.id, name: 'Aldric', represents: characters.aldric.id }),
    lira: sb.addToken({ pageid: page.id, name: 'Lira', represents: characters.lira.id }),
    borin: sb.addToken({ pageid: page.id, name: 'Borin', represents: characters.borin.id }),
    kess: sb.addToken({ pageid: page.id, name: 'Kess', represents: characters.kess.id }),
    goblin: sb.addToken({ pageid: page.id, name: 'Goblin' }),
    zombie: sb.addToken({ pageid: page.id, name: 'Zombie' }),
  };
  sb.loadScript(bundleCode(), BUNDLE);
  if (options.boot !== false) sb.boot();
  // movement badges, the flex countdown and the status markers (Full Guard, holding, dashing) are off by default
  // (docs/rules.md §14): tests of the markers turn them all on
  if (options.boot !== false && options.badges) {
    sb.driver.chat(gm, '!rondel config --set badges=on');
    sb.driver.chat(gm, '!rondel config --set countdown=on');
    sb.driver.chat(gm, '!rondel config --set statuses=on');
  }
  const names = new Map<string, string>(Object.values(tokens).map((t) => [t.id, String(t.get('name'))]));
  return {
    sb,
    gm,
    pat,
    sam,
    page,
    otherPage,
    tokens,
    characters,
    say(who, text, selected) {
      const mark = sb.recorder.mark();
      sb.driver.chat(who, text, selected ? { selected } : {});
      sb.flush();
      return sb.recorder.since(mark).chat;
    },
    tracker() {
      return sb.turnOrder().map((e) => [e.id === '-1' ? String(e.custom) : (names.get(e.id) ?? e.id), e.pr]);
    },
    markers(token) {
      return String(token.get('statusmarkers') ?? '');
    },
  };
}

/** The messages' text, as a reader sees it, one per line. */
export function texts(messages: readonly { content: string }[]): string {
  return messages.map((m) => plain(m.content)).join('\n');
}

/** Aldric and the Goblin fight; the Goblin is due first (d12 1 → count 1), Aldric at count 10 (12 − 2). */
export function duel(t: Table): void {
  t.sb.dice.queue(12, 1);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
  t.sb.dice.expectConsumed();
}
