// The script from src/, run in this process on the double's API where the bundle would run in its context
// (roll20-double `loadInProcess`): the adapter's tests that a mutation run must see. The API is installed on the
// host's globals for the test and taken off after it.
import { createSandbox, installGlobals, type DoubleObject, type RecordedChat, type Sandbox, type SandboxOptions } from 'roll20-double';
import { installScript, type ScriptApi } from '../../src/roll20/script';
import { plain } from './plain';

export interface InProcess {
  readonly sb: Sandbox;
  /** The API the latest load returned (what the global `EnchantedRealmsCombat` would hold). */
  api(): ScriptApi;
  /** Takes the API off the host's globals. */
  dispose(): void;
}

/** A sandbox whose one script is the source (as version `version`), installed in this process; set up the table, then `sb.boot()`. */
export function inProcess(options: SandboxOptions = { seed: 1 }, version = 'in-process', timers = false): InProcess {
  const sb = createSandbox(options);
  // the double's timers on the host's globals, when a test needs them (vitest keeps its own timers from before)
  const uninstall = installGlobals(globalThis, sb, { timers });
  let api: ScriptApi | null = null;
  sb.loadInProcess(() => {
    api = installScript(version, undefined);
  }, 'enchanted-realms-combat (source)');
  return {
    sb,
    api: () => {
      if (api === null) throw new Error('the script has not loaded: boot the sandbox first');
      return api;
    },
    dispose: uninstall,
  };
}

export interface LiveTable extends InProcess {
  readonly gm: DoubleObject;
  readonly pat: DoubleObject;
  readonly sam: DoubleObject;
  readonly page: DoubleObject;
  readonly tokens: Readonly<Record<'aldric' | 'lira' | 'goblin' | 'zombie', DoubleObject>>;
  /** Sends chat as someone; returns what the script sent in answer. */
  say(who: DoubleObject, text: string, selected?: readonly DoubleObject[]): RecordedChat[];
  /** The ids of the objects the script wrote while `act` ran (the turn order's campaign left out). */
  updated(act: () => void): string[];
  /** What the GM was whispered while `act` ran, as plain text. */
  told(act: () => void): string;
}

/**
 * A small table with the source installed in this process: a GM, two players, Aldric (Pat's, a sheet at perception 6,
 * red fox) and Lira (Sam's, perception 8, orange lion) side by side, a goblin and a zombie without sheets; booted
 * unless `boot: false`.
 */
export function liveTable(options: { seed?: number; boot?: boolean; timers?: boolean } = {}): LiveTable {
  const t = inProcess({ seed: options.seed ?? 7 }, 'in-process', options.timers === true);
  const { sb } = t;
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const pat = sb.addPlayer({ name: 'Pat Smith' });
  const sam = sb.addPlayer({ name: 'Sam' });
  const page = sb.addPage({ name: 'Battle' });
  const sheet = (perception: number, tier: string) => ({ perception, perception_mod: Math.floor((perception - 2) / 2), movement_tier: tier, movement_tier_current: tier, weapon_speed: 1, agility_mod: 1, casting_time: 2 });
  const aldric = sb.addCharacter({ name: 'Aldric', controlledby: pat.id, attributes: sheet(6, 'red_fox') });
  const lira = sb.addCharacter({ name: 'Lira', controlledby: sam.id, attributes: sheet(8, 'orange_lion') });
  const tokens = {
    aldric: sb.addToken({ pageid: page.id, name: 'Aldric', represents: aldric.id, left: 105, top: 105 }),
    lira: sb.addToken({ pageid: page.id, name: 'Lira', represents: lira.id, left: 175, top: 105 }),
    goblin: sb.addToken({ pageid: page.id, name: 'Goblin', left: 245, top: 105 }),
    zombie: sb.addToken({ pageid: page.id, name: 'Zombie', left: 315, top: 105 }),
  };
  if (options.boot !== false) sb.boot();
  return {
    ...t,
    gm,
    pat,
    sam,
    page,
    tokens,
    say(who, text, selected) {
      const mark = sb.recorder.mark();
      sb.driver.chat(who, text, selected ? { selected } : {});
      sb.flush();
      return sb.recorder.since(mark).chat;
    },
    told(act) {
      const mark = sb.recorder.mark();
      act();
      sb.flush();
      return plain(sb.recorder.since(mark).chat.filter((c) => c.target === 'gm').map((c) => c.content).join('\n'));
    },
    updated(act) {
      const mark = sb.recorder.mark();
      act();
      sb.flush();
      return [...new Set(sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.type !== 'campaign').map((w) => w.id))];
    },
  };
}

/**
 * The live table with these options set (`!rondel config --set …`), then its four tokens in a fight. With seed 7: Lira
 * is due at count 1, then Aldric; the zombie acts at 9, the goblin at 12.
 */
export function liveFight(...options: string[]): LiveTable {
  const t = liveTable();
  for (const o of options) t.say(t.gm, `!rondel config --set ${o}`);
  const { aldric, lira, goblin, zombie } = t.tokens;
  t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
  return t;
}
