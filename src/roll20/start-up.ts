// The script's start-up on `ready`: the stored data read and migrated (or the script paused until the GM repairs it),
// the one-click options, the help handout, the scripts beside it listened to, and a running fight brought up to date
// with what changed while the sandbox was down.
import { departGone, tokensRenamed } from '../app/housekeeping';
import { reconcile } from '../app/reconcile';
import { withUserOptions } from '../app/user-options';
import { notice } from '../render/cards';
import { text } from '../render/html';
import { pausedAnswer } from './repair';
import { load, save, STATE_KEY } from './store';
import { battleMasterInstalled, groupInitiative, tokenMod } from './peers';
import { nameOnMap } from './world';
import { send } from './chat';
import { guard, guardTwo, LOG_PREFIX, reportBug, safeLog } from './guard';
import { helpHandoutExists, userOptions, writeHelpHandout } from './install';
import type { OneAtATime } from './one-at-a-time';
import { onTokenChanged } from './entry-points';
import { sheetsAtStartUp } from './sheet-writes';
import type { Effect } from '../app/outcome';
import type { Runtime } from './runtime';

export const SCRIPT_NAME = 'Enchanted Realms Combat';

/** On `ready`: load and migrate state, or go degraded; reconcile the tracker and markers with the fight. */
export function boot(rt: Runtime, version: string, serial: OneAtATime): void {
  rt.started = true;
  const raw = (state as Record<string, unknown>)[STATE_KEY];
  const loaded = load(raw);
  // the peers are listened to from the start, paused or not: a Repair plays on without a restart (each answer
  // waits for the data to be read)
  watchPeers(rt, serial);
  // nothing is written until the stored data was read: what could not be read is never overwritten
  if (!loaded.ok) return pause(rt, loaded.problem);
  rt.stored = loaded.stored;
  rt.degraded = null;
  safeLog(`${LOG_PREFIX} ${SCRIPT_NAME} v${version} ready. Commands: !rondel help (alias !combat help).`);
  if (loaded.migrated) save(rt.stored);
  applyUserOptions(rt, raw === undefined);
  // the help card names the handout: written for a new version, and again when someone deleted it
  try {
    if (rt.stored.helpVersion !== version || !helpHandoutExists()) {
      writeHelpHandout();
      if (rt.stored.helpVersion !== version) {
        rt.stored = { ...rt.stored, helpVersion: version };
        save(rt.stored);
      }
    }
  } catch (error) {
    reportBug('writing the help handout', error);
  }
  const heard = rt.notified;
  // observers registered before our start-up (a script above ours) hear the running fight, as after any change
  try {
    bootFight(rt);
  } finally {
    if (rt.notified === heard && rt.stored.fight) rt.notify();
  }
}

/** A running fight at start-up: what changed while the sandbox was down is taken in. */
function bootFight(rt: Runtime): void {
  if (!rt.stored.fight) return;
  rt.table.restarted(rt.stored);
  // tokens deleted while the sandbox was down leave the fight; the tracker and markers follow the state
  rt.commit(departGone(rt.context(), true, (names) => `Deleted while the script was down, so they left the fight: ${names.join(', ')}.`));
  // tokens renamed while the sandbox was down, or by a script that announced nothing: their names, and only those, read
  rt.commit(tokensRenamed(rt.context(), (id) => {
    const graphic = getObj('graphic', id);
    return graphic ? nameOnMap(graphic) : undefined;
  }));
  const after = rt.stored.fight;
  const current = Campaign().get('turnorder');
  if (after && current !== after.lastTurnOrder) rt.commit(reconcile(rt.context(), after.lastTurnOrder, current, 'foreign'));
  // the sheets' conditions texts too: a token re-linked while the sandbox was down fired no event (docs/rules.md §11)
  let sheets: Effect[] = [];
  try {
    sheets = sheetsAtStartUp(rt.stored);
  } catch (error) {
    reportBug('reading the sheets’ conditions at start-up', error);
  }
  rt.commit({ messages: [], resync: true, effects: sheets });
}

function pause(rt: Runtime, problem: string): void {
  rt.degraded = problem;
  safeLog(`${LOG_PREFIX} paused: ${problem}`);
  rt.commit({ messages: [{ to: 'gm', html: pausedAnswer(problem, null, { playerId: 'API', name: 'API', isGM: true, isApi: true })?.messages[0]?.html ?? text(problem), noarchive: true }] });
}

/** The one-click options (the use case is app/user-options.ts); the GM is told what changed. */
function applyUserOptions(rt: Runtime, firstInstall: boolean): void {
  const applied = withUserOptions(rt.stored, userOptions(), firstInstall);
  if (!applied) return;
  rt.stored = applied.stored;
  save(rt.stored);
  if (applied.card) send({ to: 'gm', html: applied.card(), noarchive: true });
}

/**
 * Scripts beside this one. GroupInitiative announces its own tracker writes (which fire no event), so they are read
 * at once instead of at the next command; TokenMod announces the tokens it changed. 5E BattleMaster also answers `!combat` and switches itself on with
 * `!combat start`: the GM is told to use `!rondel`, as the buttons and macros do.
 */
function watchPeers(rt: Runtime, serial: OneAtATime): void {
  groupInitiative()?.ObserveTurnOrderChange(serial.none(guard('GroupInitiative’s tracker write', () => {
    if (rt.degraded === null) rt.checkForeignWrites();
  })));
  // TokenMod's writes fire no event either: a due token it moved, or hid on the GM layer, takes the indicator along
  tokenMod()?.ObserveTokenChange(serial.two(guardTwo('TokenMod’s token change', (token: Roll20Graphic, prev: unknown) => {
    if (token && typeof token.id === 'string') onTokenChanged(rt, token, prev);
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
