// The Roll20 adapter: sandbox events in, the application's use cases (src/app/) in between, one commit out. This file
// wires them: the runtime (runtime.ts: the stored data and the commit), the start-up (start-up.ts) and the entry
// points (entry-points.ts). Every callback is guarded (guard.ts): a bug is logged and reported to the GM, never thrown
// into the sandbox, where one uncaught exception stops every script of the game. And they run one at a time
// (one-at-a-time.ts): what an observer of ours sets off meanwhile runs after the entry point that set it off.
import type { EventObserver, Observer, RondelSnapshot } from '../app/observers';
import { createRuntime } from './runtime';
import { boot, SCRIPT_NAME } from './start-up';
import { NEW_TOKEN_LOOK_MS, onCharacterChanged, onCharacterDestroyed, onChat, onTokenAdded, onTokenChanged, onTokenDestroyed, onTurnOrder } from './entry-points';
import { timers } from './table';
import { guard, guardOne, guardTwo, LOG_PREFIX, safeLog } from './guard';
import { HELP_HANDOUT } from './install';
import { oneAtATime } from './one-at-a-time';
import { publicApi } from './public-api';

export { HELP_HANDOUT, LOG_PREFIX, SCRIPT_NAME };
export type { EventObserver, Observer, RondelSnapshot };

export function createApp(version: string) {
  const rt = createRuntime();
  const serial = oneAtATime((line) => safeLog(`${LOG_PREFIX} ${line}`));
  const api = publicApi(version, rt.watchers, { started: () => rt.started, stored: () => rt.stored, hidden: rt.hiddenNow });

  return {
    boot: serial.none(guard('start-up', () => boot(rt, version, serial))),
    onChat: serial.one(guardOne('a chat command', (msg: Roll20ChatMessage) => onChat(rt, msg))),
    onTurnOrder: serial.two(guardTwo('a turn tracker edit', (campaign: Roll20Campaign, prev: Record<string, unknown>) => onTurnOrder(rt, campaign, prev))),
    onTokenDestroyed: serial.one(guardOne('a deleted token', (token: Roll20Graphic) => onTokenDestroyed(rt, token))),
    onTokenChanged: serial.two(guardTwo('a changed token', (token: Roll20Graphic, prev?: unknown) => onTokenChanged(rt, token, prev))),
    onCharacterDestroyed: serial.one(guardOne('a deleted character', (character: Roll20Character) => onCharacterDestroyed(rt, character))),
    onTokenAdded: serial.one(
      guardOne('a new token', (token: Roll20Graphic) => onTokenAdded(rt, token, (look) => timers().setTimeout(serial.none(guard('a new token', look)), NEW_TOKEN_LOOK_MS))),
    ),
    onCharacterChanged: serial.two(guardTwo('a changed character', (character: Roll20Character, prev: Record<string, unknown> | undefined) => onCharacterChanged(rt, character, prev))),
    api,
  };
}
