// The Roll20 adapter: sandbox events in, the application's use cases (src/app/) in between, one commit out. Every
// callback is guarded (guard.ts): a bug is logged and reported to the GM, never thrown into the sandbox, where one
// uncaught exception stops every script of the game.
import { isFreeAlias } from '../app/config';
import { readCommand, run } from '../app/dispatch';
import { type Context, present } from '../app/context';
import { titleOf } from '../app/replies';
import { characterDeleted, departGone, tokenDeleted, tokensRenamed } from '../app/housekeeping';
import { freshStore, type Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Sender, World } from '../app/ports';
import { reconcile } from '../app/reconcile';
import { keepOffers, newOffers } from '../app/adopt';
import { pressedGone } from '../app/tracker';
import { createObservers, type EventObserver, type Observer, type RondelSnapshot } from '../app/observers';
import { withUserOptions } from '../app/user-options';
import { isHidden } from '../app/world-reads';
import { COMMAND_WORDS } from '../commands/parse';
import type { Dice } from '../rules/core/dice';
import { notice } from '../render/cards';
import { text } from '../render/html';
import { commit as write, type CommitPorts, type TrackerRead } from './commit';
import { characterTextWrite, sheetTextWrite, whileDeleting } from './sheet-writes';
import { marksOffCopy } from './pasted';
import { backUp, carriedFights, carriedRolls, clearOldFight, pausedAnswer, repairedNotice } from './repair';
import { EMPTY_LEDGER } from '../app/damage';
import { load, save, STATE_KEY } from './store';
import { followingDue, followToken } from './indicator';
import { battleMasterInstalled, groupInitiative, tokenMod } from './peers';
import { createTable } from './table';
import { nameOnMap, roll20World } from './world';
import { errorText } from './error-text';
import { selection, send, senderOf, SPEAKER } from './chat';
import { guard, guardOne, guardTwo, LOG_PREFIX, reportBug, safeLog } from './guard';
import { HELP_HANDOUT, helpHandoutExists, userOptions, writeHelpHandout } from './install';
import { afterLook, beforeLook, departed } from '../app/turn-gone';
import { oneAtATime } from './one-at-a-time';
import { publicApi } from './public-api';

export { HELP_HANDOUT, LOG_PREFIX };
export type { EventObserver, Observer, RondelSnapshot };

export const SCRIPT_NAME = 'Enchanted Realms Combat';

const liveDice: Dice = { roll: (sides) => randomInteger(sides) };

export function createApp(version: string) {
  let stored: Stored = freshStore();
  /** Why the script is paused; it is paused until the stored data was read, so nothing can overwrite it unread. */
  let degraded: string | null = 'the script has not finished starting (see the Mod console).';
  const watchers = createObservers((who, error) => safeLog(`${LOG_PREFIX} ${who} failed: ${errorText(error)}`));

  // the turn on the map, hooks and the turn timer (docs/rules.md §15)
  const table = createTable({
    save,
    log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
    tellGM: (line) => send({ to: 'gm', html: notice(titleOf({ stored }), [line]), noarchive: true }),
    speak: (line) => sendChat(SPEAKER, line),
    send,
    guard,
    current: () => stored,
  });

  /** The use cases' view of the game; `world` shares one command's token reads between the steps of that command. */
  function context(world: World = roll20World()): Context {
    return { stored, ports: { world, dice: liveDice } };
  }

  const commitPorts: CommitPorts = {
    save,
    send,
    log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
    // the observers are told once the commit is stored (commit below): one told from inside the write could act on
    // the fight before it is ours to read
    changed: () => {
      fightChanged = true;
    },
  };
  let fightChanged = false;
  /** How many times the observers were told of the fight (start-up tells them once, if no commit of its own did). */
  let notified = 0;
  /** Whether our start-up ran: before it, the API reads the stored data (another script's ready may run first). */
  let started = false;

  function notify(): void {
    notified += 1;
    watchers.notify(stored, hiddenNow());
  }

  /**
   * Whether a token is hidden from the players, as the table shows it now (each token's layer read once). The world
   * is made at the first question: with no observer (most games), a commit asks none and makes none.
   */
  function hiddenNow(): (id: string) => boolean {
    let world: World | null = null;
    return (id) => isHidden((world ??= roll20World()), id);
  }

  function commit(outcome: Outcome | null, seen?: TrackerRead): void {
    if (!outcome) return;
    const before = stored;
    fightChanged = false;
    stored = write(stored, outcome, commitPorts, seen);
    stored = table.afterCommit(before, stored, outcome);
    const changed = fightChanged;
    fightChanged = false;
    // what an observer asks of us meanwhile (GroupInitiative's announced write, read at once) waits for this entry
    // point to end (serial below), so it never runs inside a commit nor is overwritten by it
    if (changed) notify();
    watchers.tell(before, stored, outcome);
  }

  // -------------------------------------------------------------------------------------------------------------
  // One entry point at a time (one-at-a-time.ts): what an observer of ours sets off meanwhile runs after it
  const { none: serialNone, one: serialOne, two: serialTwo } = oneAtATime((line) => safeLog(`${LOG_PREFIX} ${line}`));

  // -------------------------------------------------------------------------------------------------------------
  // Entry points

  /** The command words, one list per alias (the parser remembers lines by the list they were read with). */
  let words: { readonly alias: string; readonly list: readonly string[] } | null = null;
  function commandWords(): readonly string[] {
    // an alias stored before a word was taken (alias=eot) is not answered
    const alias = isFreeAlias(stored.config.alias) ? stored.config.alias : '';
    if (words?.alias !== alias) words = { alias, list: alias ? [...COMMAND_WORDS, alias] : [...COMMAND_WORDS] };
    return words.list;
  }

  function onChat(msg: Roll20ChatMessage): void {
    if (!msg || msg.type !== 'api' || typeof msg.content !== 'string') return;
    const sender = senderOf(msg);
    // `!eot` is several turn scripts' word: it is ours only when the GM says so, and then it means `done`
    const content = stored.config.eot && /^!eot(\s|$)/i.test(msg.content) ? '!rondel done' : msg.content;
    const reading = readCommand(content, msg.inlinerolls, commandWords(), sender, titleOf({ stored }), stored.fight?.rules ?? null);
    if (reading.kind === 'not-ours') return;
    if (degraded !== null) {
      const paused = pausedAnswer(degraded, reading.kind === 'command' ? reading.parsed : null, sender);
      if (paused) return commit(paused);
      const key = backUp();
      degraded = null;
      const carried = carriedRolls((state as Record<string, unknown>)[key]);
      const fights = carriedFights((state as Record<string, unknown>)[key]);
      stored = carried === null ? freshStore() : { ...freshStore(), rolls: { ...EMPTY_LEDGER, next: carried.next } };
      if (fights !== null) stored = { ...stored, fights };
      save(stored);
      return commit(repairedNotice(sender, key, clearOldFight((state as Record<string, unknown>)[key], (line) => safeLog(`${LOG_PREFIX} ${line}`))));
    }
    // an answer writes the tracker from the fight too: what another script wrote since is read first (docs/rules.md §13)
    if (reading.kind === 'answer') return commitAfterLook(() => reading.outcome);
    const parsed = reading.parsed;
    // API writes fire no events: before each command, notice what others deleted and wrote since our last look
    const history = parsed.verb.name === 'undo' || parsed.verb.name === 'redo';
    table.beforeCommand(sender, history);
    // one command reads a token once (world.ts): its steps share the reads (the commits between change no token's
    // name, layer, page, picture or controllers)
    const world = roll20World();
    // a turn-ending command whose due combatant leaves at the look ends no second turn (turn-gone.ts)
    const before = beforeLook(context(world), sender, parsed.verb.name);
    commit(departGone(context(world), history, departed));
    const gone = afterLook(before, stored, sender, parsed.verb.name);
    if (gone) {
      if (gone.answer) commit(gone.answer);
      return;
    }
    // another script may have moved or hidden the due token without an event: the indicator follows it after the command
    followingDue(() => stored, () => {
      const looked = stored.fight;
      const seen = checkForeignWrites(world);
      // the Adopt buttons for what others wrote come with this command's cards: they outlive its step (a new fight aside)
      const offered = parsed.verb.name === 'start' ? [] : newOffers(looked, stored.fight);
      // the command's use case writes nothing (it returns an outcome): the tracker it commits over is the one just read
      commit(keepOffers(run(context(world), parsed, sender, selection(stored, msg)), offered), seen);
    });
  }

  /**
   * Reads the tracker and takes in what others wrote to it since our last write. Returns the tracker as read when
   * nothing was written to it since (no fight: not read), for the command's own commit to read no second time.
   */
  function checkForeignWrites(world?: World): TrackerRead | undefined {
    const fight = stored.fight;
    if (!fight) return undefined;
    const campaign = Campaign();
    const raw = campaign.get('turnorder');
    if (raw === fight.lastTurnOrder) return { campaign, turnorder: raw };
    commit(reconcile(context(world), fight.lastTurnOrder, raw, 'foreign'));
    return undefined;
  }

  /**
   * An outcome that writes the tracker from the fight, made after what another script wrote since our last write was
   * read (docs/rules.md §13): the GM is told of it, and its Adopt buttons outlive the outcome's own step (ruling 94),
   * as at a command.
   */
  function commitAfterLook(make: () => Outcome | null): void {
    const looked = stored.fight;
    checkForeignWrites();
    const offered = newOffers(looked, stored.fight);
    commit(keepOffers(make(), offered));
  }

  function onTurnOrder(campaign: Roll20Campaign, prev: Record<string, unknown>): void {
    if (degraded !== null || !stored.fight) return;
    const raw = campaign.get('turnorder');
    const seen = typeof prev?.turnorder === 'string' ? prev.turnorder : stored.fight.lastTurnOrder;
    table.beforeCommand(PERSON, false);
    // a press is a look at the game too: tokens other scripts deleted (no event) leave first, as before a command
    const last = stored.fight.lastTurnOrder;
    const before = present(stored.fight);
    const swept = departGone(context(), false, departed);
    commit(swept);
    const fight = stored.fight;
    if (!fight) return;
    // the indicator follows a due token another script moved after the press, as after a command
    followingDue(() => stored, () => {
      // a press on the turn of a token that is gone: its turn ended as it left, and the tracker shows the fight (the
      // trackers are read only when someone left, which most presses find nobody has)
      if (swept !== null && pressedGone(seen, raw, before, present(fight))) return;
      // the tracker the user edited may hold another script's silent write: that is read first, then the edit
      if (seen !== last) commit(reconcile(context(), last, seen, 'foreign'));
      // a press that moves the fight on keeps the Adopt buttons of the other script's write it found (adopt.ts)
      commit(keepOffers(reconcile(context(), seen, raw, 'tracker'), newOffers(fight, stored.fight)));
    });
  }

  /**
   * A token changed: the turn indicator follows the due one; a token of the fight renamed renames its combatant
   * (ruling 89). The token's name is compared with the fight's, not with `prev` (Roll20's record of the token before
   * the change, which TokenMod's observer gives too): a name written by a script that fired no event is in both.
   */
  function onTokenChanged(token: Roll20Graphic, prev?: unknown): void {
    if (degraded !== null || !stored.fight) return;
    followToken(stored, token.id);
    // a token of the fight moved onto or off the GM layer: its sheet shows its conditions again, or none (a sheet a
    // player may open tells nothing of a hidden token); looked at only when the layer changed
    const was = (prev as { layer?: unknown } | null | undefined)?.layer;
    const layer = token.get('layer');
    const hiddenChanged = typeof was === 'string' && was !== layer && (was === 'gmlayer' || layer === 'gmlayer');
    if (hiddenChanged) {
      const write = sheetTextWrite(stored, token.id);
      if (write) commit({ messages: [], effects: [write] });
    }
    const heard = notified;
    // any change brings the map's name in, even one Roll20's `prev` already has (another script renamed the token
    // and announced nothing: a script's write fires no event): the name is read only when the token is in the fight
    commitAfterLook(() => tokensRenamed(context(), (id) => (id === token.id ? nameOnMap(token) : undefined)));
    // a combatant moved onto or off the GM layer (by hand, or by an announced TokenMod write) is `hidden` now, or no
    // longer: the observers hear it at once (README "For other scripts"), not at the fight's next change; only then,
    // so a move or a `next` costs them nothing
    if (hiddenChanged && notified === heard && stored.fight?.timeline.present.combatants.some((c) => c.id === token.id)) notify();
  }

  /**
   * A character's sheet shared with the players, or given to one (`inplayerjournals`, `controlledby`): the conditions
   * text of a combatant on the GM layer, written while nobody could open the sheet, comes off it (README "Integrity").
   */
  function onCharacterChanged(character: Roll20Character, prev: Record<string, unknown> | undefined): void {
    if (degraded !== null || !stored.fight || !character || typeof character.id !== 'string') return;
    const shared = ['inplayerjournals', 'controlledby'].some((k) => prev === undefined || prev[k] !== character.get(k as never));
    if (!shared) return;
    const write = characterTextWrite(stored, character.id);
    if (write) commit({ messages: [], effects: [write] });
  }

  /** Someone at the table did something: the hooks may run again, and it is no undo. */
  const PERSON: Sender = { playerId: '', name: '', isGM: false, isApi: false };

  function onTokenDestroyed(token: Roll20Graphic): void {
    if (degraded !== null) return;
    table.beforeCommand(PERSON, false);
    // its character's conditions text is written without it: the deleted token can no longer say whom it represented
    let represents: unknown = '';
    try {
      represents = token.get('represents');
    } catch {
      // a token Roll20 cannot read any more: its sheet's text waits for the next change
    }
    whileDeleting(token.id, represents, () => commitAfterLook(() => tokenDeleted(context(), token.id)));
  }

  /** A token new on the map during a fight (a pasted copy of a combatant): the fight's marks Roll20 copied go. */
  function onTokenAdded(token: Roll20Graphic): void {
    if (degraded !== null || !stored.fight || !token || typeof token.id !== 'string') return;
    const writes = marksOffCopy(stored, token);
    if (writes) token.set(writes as never);
  }

  function onCharacterDestroyed(character: Roll20Character): void {
    if (degraded !== null) return;
    table.beforeCommand(PERSON, false);
    commitAfterLook(() => characterDeleted(context(), character.id));
  }

  function pause(problem: string): void {
    degraded = problem;
    safeLog(`${LOG_PREFIX} paused: ${problem}`);
    commit({ messages: [{ to: 'gm', html: pausedAnswer(problem, null, { playerId: 'API', name: 'API', isGM: true, isApi: true })?.messages[0]?.html ?? text(problem), noarchive: true }] });
  }

  /** The one-click options (the use case is app/user-options.ts); the GM is told what changed. */
  function applyUserOptions(firstInstall: boolean): void {
    const applied = withUserOptions(stored, userOptions(), firstInstall);
    if (!applied) return;
    stored = applied.stored;
    save(stored);
    if (applied.card) send({ to: 'gm', html: applied.card(), noarchive: true });
  }

  /**
   * Scripts beside this one. GroupInitiative announces its own tracker writes (which fire no event), so they are read
   * at once instead of at the next command; TokenMod announces the tokens it changed. 5E BattleMaster also answers `!combat` and switches itself on with
   * `!combat start`: the GM is told to use `!rondel`, as the buttons and macros do.
   */
  function watchPeers(): void {
    groupInitiative()?.ObserveTurnOrderChange(serialNone(guard('GroupInitiative’s tracker write', () => {
      if (degraded === null) checkForeignWrites();
    })));
    // TokenMod's writes fire no event either: a due token it moved, or hid on the GM layer, takes the indicator along
    tokenMod()?.ObserveTokenChange(serialTwo(guardTwo('TokenMod’s token change', (token: Roll20Graphic, prev: unknown) => {
      if (token && typeof token.id === 'string') onTokenChanged(token, prev);
    })));
    if (battleMasterInstalled()) {
      send({
        to: 'gm',
        html: notice('Rondel: 5E BattleMaster is installed', [
          'It answers !combat too, switches itself on with !combat start, and fails when the rondel’s Count entry tops the tracker. Use !rondel: the buttons, sheet and macros already do.',
        ]),
        noarchive: true,
      });
    }
  }

  /** On `ready`: load and migrate state, or go degraded; reconcile the tracker and markers with the fight. */
  function boot(): void {
    started = true;
    const raw = (state as Record<string, unknown>)[STATE_KEY];
    const loaded = load(raw);
    // the peers are listened to from the start, paused or not: a Repair plays on without a restart (each answer
    // waits for the data to be read)
    watchPeers();
    // nothing is written until the stored data was read: what could not be read is never overwritten
    if (!loaded.ok) return pause(loaded.problem);
    stored = loaded.stored;
    degraded = null;
    safeLog(`${LOG_PREFIX} ${SCRIPT_NAME} v${version} ready. Commands: !rondel help (alias !combat help).`);
    if (loaded.migrated) save(stored);
    applyUserOptions(raw === undefined);
    // the help card names the handout: written for a new version, and again when someone deleted it
    try {
      if (stored.helpVersion !== version || !helpHandoutExists()) {
        writeHelpHandout();
        if (stored.helpVersion !== version) {
          stored = { ...stored, helpVersion: version };
          save(stored);
        }
      }
    } catch (error) {
      reportBug('writing the help handout', error);
    }
    const heard = notified;
    // observers registered before our start-up (a script above ours) hear the running fight, as after any change
    try {
      bootFight();
    } finally {
      if (notified === heard && stored.fight) notify();
    }
  }

  /** A running fight at start-up: what changed while the sandbox was down is taken in. */
  function bootFight(): void {
    if (!stored.fight) return;
    table.restarted(stored);
    // tokens deleted while the sandbox was down leave the fight; the tracker and markers follow the state
    commit(departGone(context(), true, (names) => `Deleted while the script was down, so they left the fight: ${names.join(', ')}.`));
    // tokens renamed while the sandbox was down, or by a script that announced nothing: their names, and only those, read
    commit(tokensRenamed(context(), (id) => {
      const graphic = getObj('graphic', id);
      return graphic ? nameOnMap(graphic) : undefined;
    }));
    const after = stored.fight;
    const current = Campaign().get('turnorder');
    if (after && current !== after.lastTurnOrder) commit(reconcile(context(), after.lastTurnOrder, current, 'foreign'));
    commit({ messages: [], resync: true });
  }

  const api = publicApi(version, watchers, { started: () => started, stored: () => stored, hidden: hiddenNow });

  return {
    boot: serialNone(guard('start-up', boot)),
    onChat: serialOne(guardOne('a chat command', onChat)),
    onTurnOrder: serialTwo(guardTwo('a turn tracker edit', onTurnOrder)),
    onTokenDestroyed: serialOne(guardOne('a deleted token', onTokenDestroyed)),
    onTokenChanged: serialTwo(guardTwo('a changed token', onTokenChanged)),
    onCharacterDestroyed: serialOne(guardOne('a deleted character', onCharacterDestroyed)),
    onTokenAdded: serialOne(guardOne('a new token', onTokenAdded)),
    onCharacterChanged: serialTwo(guardTwo('a changed character', onCharacterChanged)),
    api,
  };
}
